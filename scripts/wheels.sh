#!/usr/bin/env bash
# What a player without a C compiler installs (issue 32): the sdist and a pure py3-none-any wheel, built from
# a clean export of this commit (git archive: no build/ leftovers) with CC=/bin/false, each installed in a
# fresh virtual environment, where `tek-access doctor` must say "Rules engine: pure Python" and a game is
# played with no fallback. Then the stale-build case: a compiled wheel, and in the same tree a build without a
# compiler, which must pack no compiled file. Needs PyPI (build isolation fetches setuptools and mypy) and a few
# minutes, so it is not in the test suite: run it by hand before a release, `bash scripts/wheels.sh`.
set -euo pipefail
cd "$(dirname "$0")/.."
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir "$WORK/src"
git archive HEAD | tar -x -C "$WORK/src"
echo "Building the sdist and the wheel without a C compiler."
python3 -m venv "$WORK/tools"
"$WORK/tools/bin/pip" install -q --disable-pip-version-check build
CC=/bin/false "$WORK/tools/bin/python" -m build -q --outdir "$WORK/dist" "$WORK/src" >"$WORK/build.log" 2>&1 \
    || { cat "$WORK/build.log"; exit 1; }
grep "tek-access:" "$WORK/build.log" | sort -u || true
ls "$WORK/dist"
WHEEL="$(ls "$WORK"/dist/*.whl)"
case "$WHEEL" in *-py3-none-any.whl) echo "The wheel is pure: $(basename "$WHEEL")";;
    *) echo "FAILED: the wheel without a compiler is not py3-none-any: $(basename "$WHEEL")"; exit 1;; esac
for package in "$WHEEL" "$WORK"/dist/*.tar.gz; do
    echo "Installing $(basename "$package") in a fresh virtual environment, without a C compiler."
    rm -rf "$WORK/venv"
    python3 -m venv "$WORK/venv"
    CC=/bin/false "$WORK/venv/bin/pip" install -q --disable-pip-version-check "$package"
    # doctor exits 1 for a problem on this machine (no sound device, say): only its engine line matters here
    (cd "$WORK" && { "$WORK/venv/bin/tek-access" doctor || true; } | grep "^Rules engine: " | tee "$WORK/engine.txt")
    grep -q "^Rules engine: pure Python" "$WORK/engine.txt" || { echo "FAILED: not pure Python"; exit 1; }
    (cd "$WORK" && "$WORK/venv/bin/tek-access" simulate --games 1 --players 2 --bots strong,normal --bot-time 5 \
        | grep -E "^(Games|Fallbacks):")
done
echo "A compiled wheel, then a wheel without a compiler from the same tree (its build/ folder kept)."
"$WORK/tools/bin/pip" wheel -q --disable-pip-version-check --no-deps -w "$WORK/compiled" "$WORK/src" >/dev/null
ls "$WORK/compiled"
ls "$WORK/src/build"
CC=/bin/false "$WORK/tools/bin/pip" wheel -q --disable-pip-version-check --no-deps -w "$WORK/again" "$WORK/src" \
    >/dev/null
AGAIN="$(ls "$WORK"/again/*.whl)"
echo "Then: $(basename "$AGAIN"), compiled files inside: $(python3 -m zipfile -l "$AGAIN" | grep -c '\.so ' || true)"
case "$AGAIN" in *-py3-none-any.whl) ;; *) echo "FAILED: not py3-none-any"; exit 1;; esac
if python3 -m zipfile -l "$AGAIN" | grep -q '\.so '; then echo "FAILED: stale compiled files packed"; exit 1; fi
echo "Wheels: all checks passed."

#!/usr/bin/env bash
# Before a commit: lint, types and import contracts, then the tests (what .ci/run runs after setup).
#   scripts/check.sh           everything (about 5 minutes on 2 cores): the suite on every core (pytest-xdist,
#                              `-n auto`), then the listening tests (tests/test_heard_*.py, Orca in Xvfb) alone,
#                              since what Orca hears depends on timing a busy second core would upset
#   scripts/check.sh --quick   the three checks only (a few seconds)
# Run from anywhere; it works in the repository this script sits in. Exits non-zero at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "ruff check ." && python3 -m ruff check .
echo "mypy" && python3 -m mypy
echo "lint-imports" && lint-imports
if [ "${1:-}" != "--quick" ]; then
    python3 scripts/compiled.py >/dev/null || bash scripts/build.sh  # a rules module changed since the compile
    shopt -s nullglob
    LISTENING=(tests/test_heard_*.py)
    IGNORE=()
    for test in "${LISTENING[@]}"; do IGNORE+=("--ignore=$test"); done
    PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}" python3 -m pytest -n auto "${IGNORE[@]}"
    if [ "${#LISTENING[@]}" -gt 0 ]; then
        echo "The listening tests, alone: ${LISTENING[*]}"
        PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}" python3 -m pytest "${LISTENING[@]}"
    fi
fi

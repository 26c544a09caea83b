#!/usr/bin/env bash
# Compile the rules engine in place with mypyc (setup.py), as scripts/setup.sh's editable install does.
# Run it after changing a module of tek_access/rules (scripts/check.sh does, when one is newer than its
# compiled module). `scripts/build.sh --pure` removes the compiled modules: the same rules, pure Python.
set -euo pipefail
cd "$(dirname "$0")/.."
find tek_access -name "*.cpython-*.so" -delete
rm -f ./*__mypyc.cpython-*.so
if [ "${1:-}" = "--pure" ]; then
    echo "The rules are pure Python now."
    exit 0
fi
python3 setup.py -q build_ext --inplace 2>&1 | grep -v -e "^copying " -e "^running " -e "warning: " || true
# setuptools copies an unchanged module's earlier build with its old time: every module was just built from
# the source as it is now, so mark them so
find tek_access -name "*.cpython-*.so" -exec touch {} +
python3 scripts/compiled.py && echo "The rules are compiled."

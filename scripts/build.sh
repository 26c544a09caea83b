#!/usr/bin/env bash
# Compile the rules engine in place with mypyc (setup.py), as scripts/setup.sh's editable install does.
# Run it after changing a compiled module (setup.py's COMPILED; scripts/check.sh does, when a source's
# content differs from the build's manifest, tek_access/compiled.json). All or nothing: when a module fails
# to compile, none is kept. `scripts/build.sh --pure` removes the compiled modules: the same rules, pure Python.
set -euo pipefail
cd "$(dirname "$0")/.."
find tek_access -name "*.cpython-*.so" -delete
rm -f ./*__mypyc.cpython-*.so tek_access/compiled.json
if [ "${1:-}" = "--pure" ]; then
    echo "The rules are pure Python now."
    exit 0
fi
python3 setup.py -q build_ext --inplace 2>&1 | grep -v -e "^copying " -e "^running " -e "warning: " || true
python3 scripts/compiled.py
if [ -f tek_access/compiled.json ]; then
    echo "The rules are compiled."
else
    echo "The rules stay pure Python: the compile failed (the tek-access: line above says where)."
fi

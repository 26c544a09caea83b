"""Are the compiled rules (setup.py, mypyc) older than their source? For scripts/check.sh and the tests.

    python3 scripts/compiled.py     prints each stale module and exits 1; exits 0 when every compiled
                                    module is newer than its .py file, or none is compiled (pure Python)
"""
from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def compiled_folders(root: Path = ROOT) -> list[str]:
    """The source folders setup.py compiles: its ``COMPILED`` list, read from the file (one definition)."""
    for node in ast.parse((root / "setup.py").read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "COMPILED" for t in node.targets):
            return list(ast.literal_eval(node.value))
    raise LookupError(f"{root / 'setup.py'}: no COMPILED list")


def stale(root: Path = ROOT) -> list[str]:
    """Source files (relative paths) newer than their compiled module, or with none beside them while
    others are compiled; empty when nothing is compiled."""
    sources = [py for folder in compiled_folders(root) for py in sorted((root / folder).rglob("*.py"))]
    built = {py: sorted(py.parent.glob(py.stem + ".cpython-*.so")) for py in sources}
    if not any(built.values()):
        return []
    return [str(py.relative_to(root)) for py in sources
            if not built[py] or py.stat().st_mtime > min(so.stat().st_mtime for so in built[py])]


def main() -> int:
    old = stale()
    for name in old:
        print(f"compiled module older than its source: {name}")
    return 1 if old else 0


if __name__ == "__main__":
    sys.exit(main())

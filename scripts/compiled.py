"""Is the compiled rules engine (setup.py, mypyc) built from the sources as they are now, for this Python?
For scripts/check.sh, scripts/setup.sh and the tests.

    python3 scripts/compiled.py     prints each problem and exits 1; exits 0 when the build's manifest
                                    (tek_access/compiled.json) holds this interpreter and the SHA-256 of
                                    every source setup.py's COMPILED names, or nothing is compiled

Content hashes, not modification times: a checkout, a copy or a touched file changes no verdict.
"""
from __future__ import annotations

import ast
import hashlib
import json
import platform
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MANIFEST = "tek_access/compiled.json"


def compiled_entries(root: Path = ROOT) -> list[str]:
    """setup.py's ``COMPILED`` list (folders or modules), read from the file (one definition)."""
    for node in ast.parse((root / "setup.py").read_text(encoding="utf-8")).body:
        target = node.target if isinstance(node, ast.AnnAssign) else None
        targets = node.targets if isinstance(node, ast.Assign) else [target] if target is not None else []
        if any(isinstance(t, ast.Name) and t.id == "COMPILED" for t in targets) and node.value is not None:
            return list(ast.literal_eval(node.value))
    raise LookupError(f"{root / 'setup.py'}: no COMPILED list")


def compiled_sources(root: Path = ROOT) -> list[str]:
    """The ``.py`` files the entries name, relative to ``root``, sorted (as setup.py lists them)."""
    found: set[str] = set()
    for entry in compiled_entries(root):
        path = root / entry
        files = sorted(path.rglob("*.py")) if path.is_dir() else [path] if path.is_file() else []
        found.update(p.relative_to(root).as_posix() for p in files)
    return sorted(found)


def built_files(root: Path = ROOT) -> list[Path]:
    """Compiled files present: extension modules under ``tek_access`` and mypyc libraries at the top."""
    return sorted([*root.glob("tek_access/**/*.so"), *root.glob("tek_access/**/*.pyd"), *root.glob("*__mypyc.*")])


def stale(root: Path = ROOT) -> list[str]:
    """What makes the compiled build not the sources' own (empty when it is, or nothing is compiled):
    no manifest beside compiled files, another interpreter, or a source added, removed or changed."""
    path = root / MANIFEST
    if not path.is_file():
        return [f"compiled files without a manifest ({built_files(root)[0].relative_to(root)}): build again"] \
            if built_files(root) else []
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
        recorded = dict(manifest["sources"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        return [f"{MANIFEST}: cannot be read ({exc})"]
    problems = []
    python = f"{platform.python_implementation()} {platform.python_version()}"
    if manifest.get("python") != python or manifest.get("suffix") != sysconfig.get_config_var("EXT_SUFFIX"):
        problems.append(f"compiled for {manifest.get('python')}, this is {python}")
    now = compiled_sources(root)
    for name in now:
        if name not in recorded:
            problems.append(f"{name}: not in the build")
        elif hashlib.sha256((root / name).read_bytes()).hexdigest() != recorded[name]:
            problems.append(f"{name}: changed since the build")
    problems += [f"{name}: compiled but no longer a source" for name in recorded if name not in now]
    return problems


def main() -> int:
    old = stale()
    for problem in old:
        print(f"compiled rules engine out of date: {problem}")
    return 1 if old else 0


if __name__ == "__main__":
    sys.exit(main())

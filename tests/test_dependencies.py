"""Every import is declared (issue 32): what the package, its tests, benchmarks and scripts import is
the standard library, the project itself, or a distribution pyproject.toml names (a dependency or an
extra). numpy once slipped in undeclared and the strong player fell back on every war die.

And every module of the package imports, in a fresh interpreter with a bare environment, so no
module leans on something only the test run set up.
"""
from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: the folders scanned; a module or package inside one (tests' helpers) counts as the project's own
FOLDERS = ("tek_access", "tests", "benchmarks", "scripts")
#: distributions whose import name is not their name with "-" as "_", lower case
IMPORT_NAMES = {"import-linter": ("importlinter",), "pytest": ("pytest", "_pytest"),
                "fluent-runtime": ("fluent",), "fluent-syntax": ("fluent",)}  # one namespace package, "fluent"
#: names that are no distribution: a test's missing macOS bridge (imported to see the ImportError), and
#: benchmarks/bench_engine.py's stand-in engine, loaded from the shared folder beside the checkout when there
NOT_DISTRIBUTIONS = {"appscript_not_installed", "mock_tek"}


def declared(pyproject: Path) -> dict[str, str]:
    """Import name -> the distribution pyproject.toml declares it under ("" for the core, else the extra)."""
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    groups = {"": project.get("dependencies", []), **project.get("optional-dependencies", {})}
    names: dict[str, str] = {}
    for group, requirements in groups.items():
        for requirement in requirements:
            match = re.match(r"[A-Za-z0-9._-]+", requirement)
            assert match, f"{pyproject}: cannot read the requirement {requirement!r}"
            dist = re.sub(r"[-_.]+", "-", match.group(0)).lower()
            for name in IMPORT_NAMES.get(dist, (dist.replace("-", "_"),)):
                names.setdefault(name, group)
    return names


def imports(root: Path, folders=FOLDERS) -> dict[str, list[str]]:
    """Top-level names absolutely imported anywhere (functions and try blocks too) -> where (file:line)."""
    found: dict[str, list[str]] = {}
    for folder in folders:
        for path in sorted((root / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            for node in ast.walk(tree):
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    names = [node.module]
                else:
                    continue
                for name in names:
                    found.setdefault(name.split(".")[0], []).append(f"{path.relative_to(root)}:{node.lineno}")
    return found


def own_modules(root: Path, folders=FOLDERS) -> set[str]:
    """The project's own top-level names: its folders, and the modules and packages in each."""
    own = set(folders)
    for folder in folders:
        own |= {p.stem for p in (root / folder).glob("*.py")}
        own |= {p.name for p in (root / folder).iterdir() if (p / "__init__.py").is_file()}
    return own


def undeclared(root: Path) -> dict[str, list[str]]:
    """Imported names that are neither the standard library, the project's own nor declared."""
    known = set(sys.stdlib_module_names) | own_modules(root) | set(declared(root / "pyproject.toml"))
    return {name: where for name, where in imports(root).items() if name not in known | NOT_DISTRIBUTIONS}


def test_every_import_is_declared_in_pyproject():
    missing = undeclared(ROOT)
    assert not missing, "imported but declared nowhere in pyproject.toml (a dependency or an extra): " + "; ".join(
        f"{name} ({', '.join(where[:3])})" for name, where in sorted(missing.items()))


def test_an_undeclared_import_is_found(tmp_path):
    """The check can fail: a module importing numpy in a copy that does not declare it."""
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\ndependencies = ["platformdirs>=3"]\n'
                                             '[project.optional-dependencies]\nweb = ["aiohttp>=3.9"]\n')
    for folder in FOLDERS:
        (tmp_path / folder).mkdir()
    (tmp_path / "tek_access" / "__init__.py").write_text("")
    (tmp_path / "tek_access" / "strong.py").write_text(
        "import json\nimport platformdirs\nfrom tek_access import strong\n\n"
        "def equilibrium():\n    import numpy as np\n    from aiohttp import web\n")
    (tmp_path / "tests" / "helper.py").write_text("")
    (tmp_path / "tests" / "test_x.py").write_text("import helper\n")
    assert undeclared(tmp_path) == {"numpy": ["tek_access/strong.py:6"]}


def test_extras_map_to_their_import_names():
    names = declared(ROOT / "pyproject.toml")
    assert names["prompt_toolkit"] == "" and names["platformdirs"] == ""
    assert names["aiohttp"] == "web" and names["asyncssh"] == "server" and names["importlinter"] == "test"


#: Run in a fresh interpreter: import every module of the package, print one line per failure.
IMPORT_ALL = r"""
import importlib, pkgutil, sys, traceback
import tek_access
failed = []
for info in pkgutil.walk_packages(tek_access.__path__, "tek_access."):
    if info.name.rsplit(".", 1)[-1] == "__main__":
        continue  # runs the program
    try:
        importlib.import_module(info.name)
    except ModuleNotFoundError as exc:
        print(f"missing\t{info.name}\t{exc.name}")
    except Exception:
        print(f"failed\t{info.name}\t" + traceback.format_exc().replace("\n", " | "))
print("imported\t" + str(sum(name.startswith("tek_access") for name in sys.modules)))
"""


def test_every_module_imports_in_a_fresh_interpreter(tmp_path):
    """A bare environment (PATH and the import path only, no settings, no TEK_ACCESS_ variables) and a
    working folder of its own. A module needing an extra that is not installed is named in a skip."""
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(tmp_path), "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "-c", IMPORT_ALL], cwd=tmp_path, env=env, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stderr
    rows = [line.split("\t") for line in run.stdout.splitlines()]
    extras = declared(ROOT / "pyproject.toml")
    failed = [row[1:] for row in rows if row[0] == "failed"
              or (row[0] == "missing" and extras.get(row[2].split(".")[0], "") == "")]
    assert not failed, f"modules that do not import: {failed}"
    count = int(next(row[1] for row in rows if row[0] == "imported"))
    assert count > 100, run.stdout
    optional = sorted({f"{row[2]} (extra {extras[row[2].split('.')[0]]})" for row in rows if row[0] == "missing"})
    if optional:
        pytest.skip(f"modules needing {', '.join(optional)} not imported: pip install -e .[...] with those extras")

"""The compiled rules engine is all or nothing (issue 32, item 3): tek_access/compiled.py at import,
scripts/compiled.py's content-hash staleness check, and setup.py's list.

A half-built install (stubs without their shared library, or a library without some stubs) is played
with the pure Python modules and said in one line; ``doctor`` says which engine runs. The end-to-end
case runs on a copy of the package in a temporary folder whose stubs are fakes and whose library is
gone (the finder imports the source before a stub is ever loaded), so it holds on a pure checkout too.
"""
from __future__ import annotations

import ast
import hashlib
import importlib.machinery
import importlib.util
import json
import os
import platform
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from tek_access import compiled

ROOT = Path(__file__).resolve().parents[1]
SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]


def load_script():
    spec = importlib.util.spec_from_file_location("compiled_script", ROOT / "scripts" / "compiled.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


script = load_script()


def setup_constant(name: str):
    for node in ast.parse((ROOT / "setup.py").read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise LookupError(name)


def half_built(tmp_path: Path, library: bool, drop_stub: bool = False) -> Path:
    """A copy of the package whose every compiled source has a fake stub beside it, a manifest, and
    (when ``library``) a fake shared library; returns the folder to put on the import path."""
    root = tmp_path / "install"
    shutil.copytree(ROOT / "tek_access", root / "tek_access",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", "compiled.json"))
    sources = script.compiled_sources(ROOT)
    for source in sources:
        (root / (source.removesuffix(".py") + SUFFIX)).write_bytes(b"not an extension: never loaded\n")
    if drop_stub:
        (root / (sources[-1].removesuffix(".py") + SUFFIX)).unlink()
    if library:
        (root / (compiled.LIBRARY + SUFFIX)).write_bytes(b"not a library\n")
    manifest = {"python": f"{platform.python_implementation()} {platform.python_version()}", "suffix": SUFFIX,
                "library": compiled.LIBRARY, "sources": {s: hashlib.sha256(b"").hexdigest() for s in sources}}
    (root / "tek_access" / "compiled.json").write_text(json.dumps(manifest))
    return root


PLAY = """
import tek_access.compiled as c
from tek_access.games.tek.rules.game import Game
import tek_access.games.tek.rules.game as module
game = Game.new(2, seed=3)
for _ in range(40):
    game.apply(game.choices()[0])
print(module.__file__.rsplit("/", 1)[-1])
print(c.describe())
print(c.incomplete())
"""


def play(root: Path, tmp_path: Path, **extra: str) -> subprocess.CompletedProcess:
    env = {"PATH": os.environ.get("PATH", ""), "HOME": str(tmp_path), "PYTHONPATH": str(root), **extra}
    return subprocess.run([sys.executable, "-c", PLAY], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=120)


@pytest.mark.parametrize("library, drop_stub, said", [
    (False, False, "shared library tek_rules_compiled__mypyc"),  # the library deleted after the install
    (True, True, "1 of"),  # a library, one stub short
    (True, False, "did not load"),  # a library that does not load
])
def test_a_half_built_engine_plays_as_pure_python_and_says_so_once(tmp_path, library, drop_stub, said):
    run = play(half_built(tmp_path, library, drop_stub), tmp_path)
    assert run.returncode == 0, run.stderr
    module, described, problems = run.stdout.splitlines()
    assert module == "game.py"
    assert problems == "True"  # doctor counts it as a problem
    assert described.startswith("pure Python (") and "Fix: reinstall with a C compiler" in described
    lines = run.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("tek-access: the compiled rules engine is incomplete (")
    assert said in lines[0] and "pure Python" in lines[0]


@pytest.mark.parametrize("env, start", [
    ({"TEK_ACCESS_LANG": "fr"}, "tek-access : le moteur de règles compilé est incomplet (sa bibliothèque partagée"),
    ({"LANG": "fr_FR.UTF-8"}, "tek-access : le moteur de règles compilé est incomplet (sa bibliothèque partagée"),
    ({"LANG": "C"}, "tek-access: the compiled rules engine is incomplete (its shared library"),
])
def test_the_half_built_warning_is_said_in_the_language_known_at_import(tmp_path, env, start):
    """Said before --lang is read: in $TEK_ACCESS_LANG's or the system locale's language (issue 36)."""
    run = play(half_built(tmp_path, library=False), tmp_path, PYTHONIOENCODING="utf-8", **env)
    assert run.returncode == 0, run.stderr
    assert len(run.stderr.splitlines()) == 1 and run.stderr.startswith(start), run.stderr


def test_pure_python_asked_for_is_not_a_problem(tmp_path):
    run = play(half_built(tmp_path, library=False), tmp_path, TEK_ACCESS_PURE="1")
    assert run.returncode == 0 and run.stderr == ""
    assert run.stdout.splitlines() == ["game.py", "pure Python (TEK_ACCESS_PURE is set)", "False"]


def test_stubs_without_a_manifest_or_library_are_said_when_first_met(tmp_path):
    root = half_built(tmp_path, library=False)
    (root / "tek_access" / "compiled.json").unlink()
    run = play(root, tmp_path)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines()[0] == "game.py"
    assert len(run.stderr.splitlines()) == 1 and "without its shared library" in run.stderr


def test_a_build_for_another_python_is_left_alone(tmp_path):
    root = half_built(tmp_path, library=True)
    data = json.loads((root / "tek_access" / "compiled.json").read_text())
    data.update(suffix=".cpython-399-x86_64-linux-gnu.so", python="CPython 3.99.0")
    (root / "tek_access" / "compiled.json").write_text(json.dumps(data))
    run = play(root, tmp_path)
    assert run.returncode == 0 and run.stderr == ""
    assert run.stdout.splitlines()[1] == "pure Python (compiled for another Python, CPython 3.99.0)"


def test_doctor_says_which_engine_runs(tmp_path):
    from tek_access.audio.commands import doctor_lines

    lines, _ = doctor_lines()
    engine = [line for line in lines if line.startswith("Rules engine: ")]
    assert engine == [f"Rules engine: {compiled.describe()}"]
    import tek_access.games.tek.rules.game as module

    assert engine[0].startswith("Rules engine: compiled") == (not module.__file__.endswith(".py"))


def test_doctor_counts_a_half_built_engine_as_a_problem(monkeypatch):
    from tek_access.audio.commands import doctor_lines

    _, problems = doctor_lines()
    monkeypatch.setitem(compiled._state, "compiled", False)
    monkeypatch.setitem(compiled._state, "reason", "its shared library x.so is missing")
    monkeypatch.setattr(compiled, "_why", {"id": "engine-why-library-missing", "facts": {"library": "x.so"}})
    monkeypatch.setitem(compiled._state, "warned", True)
    lines, broken = doctor_lines()
    assert broken == problems + 1
    assert "Rules engine: pure Python (its shared library x.so is missing). Fix: reinstall with a C compiler" \
        " (pip install --force-reinstall tek-access), or run bash scripts/build.sh in a checkout" in lines


def test_the_library_name_is_setup_pys_group():
    assert setup_constant("GROUP") + "__mypyc" == compiled.LIBRARY
    assert setup_constant("MANIFEST") == "tek_access/compiled.json" == script.MANIFEST


# ----------------------------------------------------------------------- scripts/compiled.py
def checkout(tmp_path: Path) -> Path:
    """A checkout with setup.py's COMPILED list and two rules sources."""
    root = tmp_path / "checkout"
    (root / "tek_access" / "rules").mkdir(parents=True)
    (root / "setup.py").write_text('COMPILED = ["tek_access/rules", "tek_access/undo.py"]\n')
    (root / "tek_access" / "rules" / "__init__.py").write_text("")
    (root / "tek_access" / "rules" / "game.py").write_text("X = 1\n")
    (root / "tek_access" / "undo.py").write_text("U = 1\n")
    return root


def build(root: Path) -> None:
    """What a whole build leaves: stubs, the library and the manifest."""
    for source in script.compiled_sources(root):
        (root / (source.removesuffix(".py") + SUFFIX)).write_bytes(b"")
    (root / (compiled.LIBRARY + SUFFIX)).write_bytes(b"")
    manifest = {"python": f"{platform.python_implementation()} {platform.python_version()}",
                "suffix": sysconfig.get_config_var("EXT_SUFFIX"), "library": compiled.LIBRARY,
                "sources": {s: hashlib.sha256((root / s).read_bytes()).hexdigest()
                            for s in script.compiled_sources(root)}}
    (root / "tek_access" / "compiled.json").write_text(json.dumps(manifest))


def test_sources_are_setup_pys_folders_and_modules(tmp_path):
    root = checkout(tmp_path)
    assert script.compiled_sources(root) == ["tek_access/rules/__init__.py", "tek_access/rules/game.py",
                                             "tek_access/undo.py"]
    assert script.compiled_entries(ROOT) == setup_constant("COMPILED")


def test_nothing_compiled_is_not_stale(tmp_path):
    assert script.stale(checkout(tmp_path)) == []


def test_a_fresh_build_is_not_stale_even_when_touched(tmp_path):
    root = checkout(tmp_path)
    build(root)
    os.utime(root / "tek_access" / "rules" / "game.py", (4e9, 4e9))  # newer than every compiled file
    assert script.stale(root) == []


def test_a_changed_added_or_removed_source_is_stale(tmp_path):
    root = checkout(tmp_path)
    build(root)
    (root / "tek_access" / "rules" / "game.py").write_text("X = 2\n")
    (root / "tek_access" / "rules" / "war.py").write_text("")
    (root / "tek_access" / "undo.py").unlink()
    assert script.stale(root) == ["tek_access/rules/game.py: changed since the build",
                                  "tek_access/rules/war.py: not in the build",
                                  "tek_access/undo.py: compiled but no longer a source"]


def test_another_interpreter_is_stale(tmp_path):
    root = checkout(tmp_path)
    build(root)
    path = root / "tek_access" / "compiled.json"
    path.write_text(path.read_text().replace(platform.python_version(), "3.10.1"))
    assert script.stale(root) == [f"compiled for CPython 3.10.1, this is CPython {platform.python_version()}"]


def test_compiled_files_without_a_manifest_are_stale(tmp_path):
    root = checkout(tmp_path)
    build(root)
    (root / "tek_access" / "compiled.json").unlink()
    assert script.stale(root)[0].startswith("compiled files without a manifest")

"""The rooms and the seat boundary are held by import contracts (issue 18, item 1; issue 33, item 5;
docs/architecture.md): `lint-imports` reads them from pyproject.toml. The front ends of every game (the
console, the server, the web page, grammar, audio, braille, the core, each game's front-end parts) import
neither a whole game nor a save but by the owners named in one contract: they get a seat's view; nothing
imports a floor above its own (the kernel, the rules, the shared parts, a game's parts, the console, the
server, the command line); narration, bots, braille and storage do not import each other."""
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _lint(*args: str) -> subprocess.CompletedProcess:
    exe = shutil.which("lint-imports")
    assert exe, "import-linter is a test dependency: pip install -e '.[test]'"
    return subprocess.run([exe, "--no-cache", *args], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "HOME": str(ROOT)})


def test_the_import_contracts_are_kept():
    result = _lint()
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    kept = re.search(r"(\d+) kept, 0 broken", result.stdout)
    # the seat boundary, the kernel, both games' rules, the bots, the shared parts, the game parts, the floors, apart
    assert kept and int(kept.group(1)) >= 9


@pytest.mark.parametrize("where, whole", [
    ("grammar/peek.py", "tek_access.games.tek.rules.game"),
    ("games/vikings/narration/peek.py", "tek_access.games.vikings.rules.game"),
    ("ui/peek.py", "tek_access.games.vikings.rules.game"),
    ("server/peek.py", "tek_access.storage"),
])
def test_a_front_end_importing_a_whole_game_breaks_the_contract(tmp_path, where, whole):
    """The contract can fail: a front-end module of either game, or of the console or the server, that
    imports a whole game or the saves is caught."""
    pkg = tmp_path / "tek_access"
    shutil.copytree(ROOT / "tek_access", pkg, ignore=shutil.ignore_patterns("__pycache__"))
    (pkg / where).write_text(f"import {whole}  # noqa: F401\n")
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    exe = shutil.which("lint-imports")
    result = subprocess.run([exe, "--no-cache"], cwd=tmp_path, capture_output=True, text=True, timeout=120,
                            env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    assert result.returncode != 0
    module = "tek_access." + where.removesuffix(".py").replace("/", ".")
    assert f"{module} -> {whole}" in " ".join(result.stdout.split())  # the report wraps long lines


#: a game's front-end modules that still name its whole game for a type hint, each with why (none now)
TYPED_WITH_THE_WHOLE_GAME: set[str] = set()


def _front_end_game_modules() -> list[str]:
    """The games' modules the seat-boundary contract covers: their front-end parts (not the owner-side parts,
    which the contract's ignore_imports name, nor TEK's user data)."""
    import tomllib

    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"]
    boundary = next(c for c in contracts if c["id"] == "seat-boundary")
    owners = {rule.split(" -> ")[0] for rule in boundary["ignore_imports"]}
    return [m for m in boundary["source_modules"] if m.startswith("tek_access.games.") and m not in owners
            and m not in TYPED_WITH_THE_WHOLE_GAME and not m.endswith(".userdata")]


def test_no_front_end_part_of_a_game_names_its_whole_game_even_for_a_type():
    """The import contracts leave out imports for type hints; a game's front-end parts are typed with its view
    protocol (games/NAME/view.py), so none of them imports a rules ``game`` module at all, not even under
    ``if TYPE_CHECKING:`` (where mypy would then let it read the random source or the choice log); and the view
    handed to a rules look-up (``view.for_rules``, untyped) is passed on, never read from."""
    modules = _front_end_game_modules()
    assert "tek_access.games.vikings.narration" in modules and "tek_access.games.tek.narration" in modules
    found = []
    for module in modules:
        base = ROOT / module.replace(".", "/")
        for path in sorted(base.rglob("*.py")) if base.is_dir() else [base.with_suffix(".py")]:
            for n, line in enumerate(path.read_text().splitlines(), 1):
                if re.search(r"\brules\.game\b", line) and re.search(r"\bimport\b", line):
                    found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
                # the view handed to a rules look-up (view.for_rules) is an argument, never read from
                if re.search(r"\bfor_rules\([^()]*\)\s*[.\[]", line):
                    found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert not found, found


#: what of a game's package is not a front end: its rules, its computer players, its save checks, its data files
NOT_FRONT_END = ("rules", "bots", "savecheck", "data", "locales")


def test_every_module_of_a_games_package_is_under_the_seat_boundary():
    """A new module of a game's package is a front end the seat-boundary contract must cover: each module of
    games/NAME/ but its rules, bots, save checks and data is listed in the contract (or is a package listed)."""
    import tomllib

    from tek_access.core import registry

    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"]
    listed = set(next(c for c in contracts if c["id"] == "seat-boundary")["source_modules"])
    missing = []
    for game in registry.names():
        package = ROOT / "tek_access" / "games" / game
        for path in sorted(package.iterdir()):
            if path.name.startswith(("_", ".")) or path.name in NOT_FRONT_END:
                continue
            if path.suffix == ".py" or (path.is_dir() and (path / "__init__.py").exists()):
                module = f"tek_access.games.{game}.{path.name.removesuffix('.py')}"
                if module not in listed:
                    missing.append(module)
    assert missing == []

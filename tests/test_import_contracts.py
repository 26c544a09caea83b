"""The rooms and the seat boundary are held by import contracts (issue 18, item 1; docs/architecture.md):
`lint-imports` reads them from pyproject.toml. The front ends (grammar, narration, audio, braille, the
doors) import neither the whole game nor a save: they get a seat object; the rules import no front
end; narration, bots, braille and storage do not import each other."""
import re
import shutil
import subprocess
from pathlib import Path

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
    assert kept and int(kept.group(1)) >= 4  # the rooms, the seat boundary, apart, the Vikings rules below


def test_a_front_end_importing_the_whole_game_breaks_the_contract(tmp_path):
    """The contract can fail: a grammar module that imports the whole game is caught."""
    pkg = tmp_path / "tek_access"
    shutil.copytree(ROOT / "tek_access", pkg, ignore=shutil.ignore_patterns("__pycache__"))
    (pkg / "grammar" / "peek.py").write_text("from tek_access.games.tek.rules.game import Game\n")
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    exe = shutil.which("lint-imports")
    result = subprocess.run([exe, "--no-cache"], cwd=tmp_path, capture_output=True, text=True, timeout=120,
                            env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    assert result.returncode != 0
    assert "tek_access.grammar.peek -> tek_access.games.tek.rules.game" in result.stdout

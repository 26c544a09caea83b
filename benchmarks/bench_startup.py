"""Start-up benchmark: the time from launching ``play --screen-reader`` to its first prompt.

Plain script, stdlib only, prints "Name: value" lines. Target (issue 8): the time until the first
prompt is printed is at most 3.5 times a bare ``python3 -c pass`` measured in the same run; the
goal is 0.3 s.

Each round launches, alternately, ``python3 -c pass`` (timed until it exits) and
``python3 -m tek_access play --screen-reader --players 4 --humans 1 --seed 1`` (timed until the
prompt ``> `` of the first question appears), each on its own pseudo-terminal, as a player at a
terminal would. The game is then ended. Both run with a fresh temporary HOME, XDG folders and
settings folder, so no saved setting or sound pack changes what is measured, and with the speech
environment variables removed.

``--python`` names the interpreter; the default is ``python3`` on PATH, as a player types it
(with pyenv that is a shell script starting the interpreter, which both commands pay for;
``--python`` with the interpreter's own path leaves that out and gives a higher ratio).

Bytecode (``--bytecode``): "cache" (default) keeps compiled modules in a temporary folder that
one untimed launch of each command fills first, as for an installed package; "inherit" leaves the
environment as it is (with ``PYTHONDONTWRITEBYTECODE=1`` every module of the game is compiled at
every launch); "none" sets ``PYTHONDONTWRITEBYTECODE=1``.

    python3 benchmarks/bench_startup.py [--rounds N] [--bytecode cache|inherit|none] [--python PATH]
"""
from __future__ import annotations

import argparse
import os
import re
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TARGET_RATIO = 3.5
GOAL_SECONDS = 0.3
ROOT = Path(__file__).resolve().parents[1]
GAME = ["-m", "tek_access", "play", "--screen-reader", "--players", "4", "--humans", "1", "--seed", "1"]
BARE = ["-c", "pass"]
_ESCAPE = re.compile(rb"\x1b(\[[0-9;?]*[ -/]*[@-~]|\][^\x07]*\x07|[()][0-9A-Za-z]|[=>])")
_PROMPT = re.compile(rb"(^|[\r\n])>( |\x08|$)")  # prompt_toolkit writes ">", then moves
_CPR = b"\x1b[6n"  # a cursor position request, answered as a terminal would


def environment(home: Path, bytecode: str) -> dict[str, str]:
    """The children's environment: temporary HOME and XDG folders, no speech variables."""
    env = dict(os.environ)
    for name in ("TEK_ACCESS_SPEECH", "TEK_ACCESS_SCREEN_READER", "TEK_ACCESS_CONFIG_DIR", "NO_COLOR"):
        env.pop(name, None)
    for name, sub in (("HOME", ""), ("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                      ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state")):
        folder = home / sub
        folder.mkdir(parents=True, exist_ok=True)
        env[name] = str(folder)
    env.setdefault("TERM", "xterm")
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    if bytecode == "cache":
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(home / "pycache")
    elif bytecode == "none":
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def launch(python: str, args: list[str], env: dict[str, str], cwd: Path, until_prompt: bool,
           timeout: float = 60.0) -> tuple[float, bytes]:
    """Run ``PYTHON ARGS`` on a new pseudo-terminal; return (seconds, what it printed).

    With ``until_prompt`` the time runs until the prompt ``> `` appears (escape sequences
    removed), then the process is ended; otherwise until the process closes the terminal.
    Cursor position requests are answered, as a terminal does.
    Raises RuntimeError when neither happens within ``timeout`` seconds.
    """
    master, slave = os.openpty()
    start = time.perf_counter()
    proc = subprocess.Popen([python, *args], stdin=slave, stdout=slave, stderr=slave,
                            env=env, cwd=cwd, close_fds=True, start_new_session=True)
    os.close(slave)
    output = b""
    elapsed = None
    try:
        while elapsed is None:
            left = timeout - (time.perf_counter() - start)
            if left <= 0:
                raise RuntimeError(f"no prompt within {timeout:.0f} s; output: {output[-400:]!r}")
            ready, _, _ = select.select([master], [], [], left)
            if not ready:
                continue
            try:
                chunk = os.read(master, 65536)
            except OSError:  # EIO: every process holding the terminal has closed it
                chunk = b""
            if not chunk:
                if until_prompt:
                    raise RuntimeError(f"the game ended before its prompt; output: {output[-400:]!r}")
                elapsed = time.perf_counter() - start
                break
            if _CPR in chunk:
                os.write(master, b"\x1b[1;1R" * chunk.count(_CPR))
            output += chunk
            if until_prompt and _PROMPT.search(_ESCAPE.sub(b"", output)):
                elapsed = time.perf_counter() - start
    finally:
        if proc.poll() is None:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except OSError:
                proc.kill()
        proc.wait()
        os.close(master)
    return elapsed, output


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9, help="launches of each command (default 9)")
    parser.add_argument("--bytecode", choices=("cache", "inherit", "none"), default="cache",
                        help="how compiled modules are kept (default cache)")
    parser.add_argument("--python", default=None,
                        help="the interpreter to launch (default: python3 on PATH, as a player types it)")
    args = parser.parse_args(argv)
    python = args.python or shutil.which("python3") or sys.executable
    with tempfile.TemporaryDirectory(prefix="tek-startup-") as folder:
        home = Path(folder)
        env = environment(home, args.bytecode)
        launch(python, BARE, env, home, until_prompt=False)  # untimed: fills the bytecode cache
        _, first = launch(python, GAME, env, home, until_prompt=True)
        bare: list[float] = []
        game: list[float] = []
        ratios: list[float] = []
        for _ in range(max(1, args.rounds)):
            bare.append(launch(python, BARE, env, home, until_prompt=False)[0])
            game.append(launch(python, GAME, env, home, until_prompt=True)[0])
            ratios.append(game[-1] / bare[-1])
    first_line = _ESCAPE.sub(b"", first).decode("ascii", "replace").strip().splitlines()[0]
    median_bare = statistics.median(bare)
    median_game = statistics.median(game)
    ratio = median_game / median_bare
    met = ratio <= TARGET_RATIO
    print(f"Rounds: {len(game)}")
    print(f"Python: {python}")
    print(f"Bytecode: {args.bytecode}")
    print(f"First line: {first_line}")
    print(f"Bare python median: {median_bare * 1000:.0f} ms")
    print(f"Game first prompt median: {median_game * 1000:.0f} ms")
    print(f"Game first prompt fastest: {min(game) * 1000:.0f} ms")
    print(f"Ratio of medians: {ratio:.2f}")
    print(f"Median of round ratios: {statistics.median(ratios):.2f}")
    print(f"Target: at most {TARGET_RATIO} times bare python: {'met' if met else 'NOT met'}")
    print(f"Goal: {GOAL_SECONDS} s: {'met' if median_game <= GOAL_SECONDS else 'not met'}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())

"""Start-up benchmark: the time from launching ``play --screen-reader`` to its first prompt.

Plain script, stdlib only, prints "Name: value" lines. Target (issue 21; issue 8 asked 3.5): the
time until the first question is printed is at most 2.0 times a bare ``python3 -c pass`` measured
in the same run; the goal is 0.3 s. What the first question needs is imported before it, the rest
after (the command parser, the computer players' look-ahead, json, the TOML parser once the data
files' parsed documents are in the cache folder: one untimed launch fills it, as it fills the
bytecode cache).

Each round launches, alternately, ``python3 -c pass`` (timed until it exits) and
``python3 -m tek_access play --screen-reader --players 4 --humans 1 --seed 1``, each on its own
pseudo-terminal, as a player at a terminal would. Two times are taken from each game launch:

- first question: until every line the game says before it first waits for the player (the deal,
  the first question and all its numbered choices) is on the terminal, in order, each line
  complete. That is what the player's screen reader reads first. The game prints it before the
  input line's library (prompt_toolkit) is loaded; keys typed meanwhile are kept by the
  terminal and read by the input line once it starts. The target and goal are checked on this.
- input line: until the input line's prompt ``> `` is drawn (what this benchmark timed before).

The expected lines are not written here: one untimed launch of the same command with standard
input not a terminal (so the game reads it line by line and, at its end, says "End of input")
prints them; the speech lines before the game's own first line "Seed N." (the mode, and a fix
for anything missing; at a terminal they come after the first question) and its last line ("End
of input") are left out. The game is then ended. Every launch runs with a
fresh temporary HOME, XDG folders and settings folder, so no saved setting or sound pack changes
what is measured, and with the speech environment variables removed.

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

TARGET_RATIO = 2.0
GOAL_SECONDS = 0.3
ROOT = Path(__file__).resolve().parents[1]
GAME = ["-m", "tek_access", "play", "--screen-reader", "--players", "4", "--humans", "1", "--seed", "1"]
BARE = ["-c", "pass"]
_ESCAPE = re.compile(rb"\x1b(\[[0-9;?]*[ -/]*[@-~]|\][^\x07]*\x07|[()][0-9A-Za-z]|[=>])")
_PROMPT = re.compile(rb"(^|[\r\n])>( |\x08|$)")  # prompt_toolkit writes ">", then moves
_CPR = b"\x1b[6n"  # a cursor position request, answered as a terminal would
_END_OF_INPUT = "End of input."  # what the game says when piped standard input runs out


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


def _text(output: bytes) -> str:
    """Terminal output as plain text: escape sequences removed, line ends as ``\\n``."""
    return _ESCAPE.sub(b"", output).decode("ascii", "replace").replace("\r\n", "\n")


def expected_question(python: str, env: dict[str, str], cwd: Path, timeout: float = 120.0) -> str:
    """The lines the game says before it first waits for the player, one ``\\n`` after each.

    Read from one untimed launch of the game command with standard input not a terminal: all
    it prints but the speech lines before it (the mode line, and a line naming a missing part
    with its fix: at a terminal these follow the first question) and its last ("End of input ...").
    Raises RuntimeError when that output does not have this shape.
    """
    result = subprocess.run([python, *GAME], stdin=subprocess.DEVNULL, capture_output=True,
                            env=env, cwd=cwd, timeout=timeout)
    lines = result.stdout.decode("ascii", "replace").replace("\r\n", "\n").splitlines()
    if result.returncode != 0 or len(lines) < 3 or not lines[-1].startswith(_END_OF_INPUT):
        raise RuntimeError(f"unexpected output with piped input (exit {result.returncode}): "
                           f"{result.stdout[-400:]!r} {result.stderr[-400:]!r}")
    start = next((i for i, line in enumerate(lines) if line.startswith("Seed ")), 1)  # the game's own first line
    return "".join(line + "\n" for line in lines[start:-1])


def launch(python: str, args: list[str], env: dict[str, str], cwd: Path, until_prompt: bool,
           question: str | None = None, timeout: float = 60.0) -> tuple[float, bytes, float | None]:
    """Run ``PYTHON ARGS`` on a new pseudo-terminal.

    Returns (seconds, what it printed, seconds until ``question`` was printed or None).
    With ``until_prompt`` the time runs until the prompt ``> `` appears (escape sequences
    removed), then the process is ended; otherwise until the process closes the terminal.
    ``question``: text (lines each ending in ``\\n``) whose arrival, whole and at the start of a
    line, is timed as well; the prompt is then still awaited.
    Cursor position requests are answered, as a terminal does.
    Raises RuntimeError when neither happens within ``timeout`` seconds, or when the prompt
    appears and ``question`` was never printed before it.
    """
    master, slave = os.openpty()
    start = time.perf_counter()
    proc = subprocess.Popen([python, *args], stdin=slave, stdout=slave, stderr=slave,
                            env=env, cwd=cwd, close_fds=True, start_new_session=True)
    os.close(slave)
    output = b""
    elapsed = None
    asked = None
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
            now = time.perf_counter() - start
            if _CPR in chunk:
                os.write(master, b"\x1b[1;1R" * chunk.count(_CPR))
            output += chunk
            if asked is None and question is not None and "\n" + question in "\n" + _text(output):
                asked = now
            if until_prompt and _PROMPT.search(_ESCAPE.sub(b"", output)):
                elapsed = now
                if question is not None and asked is None:
                    raise RuntimeError(f"the prompt came before the first question {question!r}; "
                                       f"output: {output[-400:]!r}")
    finally:
        if proc.poll() is None:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except OSError:
                proc.kill()
        proc.wait()
        os.close(master)
    return elapsed, output, asked


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
        question = expected_question(python, env, home)  # untimed
        _, first, _ = launch(python, GAME, env, home, until_prompt=True, question=question)
        bare: list[float] = []
        asked: list[float] = []
        prompt: list[float] = []
        ratios: list[float] = []
        for _ in range(max(1, args.rounds)):
            bare.append(launch(python, BARE, env, home, until_prompt=False)[0])
            seconds, _, question_seconds = launch(python, GAME, env, home, until_prompt=True, question=question)
            prompt.append(seconds)
            asked.append(question_seconds)
            ratios.append(asked[-1] / bare[-1])
    first_line = _text(first).strip().splitlines()[0]
    question_lines = question.splitlines()
    median_bare = statistics.median(bare)
    median_asked = statistics.median(asked)
    median_prompt = statistics.median(prompt)
    ratio = median_asked / median_bare
    met = ratio <= TARGET_RATIO
    print(f"Rounds: {len(asked)}")
    print(f"Python: {python}")
    print(f"Bytecode: {args.bytecode}")
    print(f"First line: {first_line}")
    print(f"Lines up to the first question: {len(question_lines)}, the last: {question_lines[-1]}")
    print(f"Bare python median: {median_bare * 1000:.0f} ms")
    print(f"Game first question median: {median_asked * 1000:.0f} ms")
    print(f"Game first question fastest: {min(asked) * 1000:.0f} ms")
    print(f"Ratio of medians: {ratio:.2f}")
    print(f"Median of round ratios: {statistics.median(ratios):.2f}")
    print(f"Game input line median: {median_prompt * 1000:.0f} ms")
    print(f"Input line ratio of medians: {median_prompt / median_bare:.2f}")
    print(f"Target: first question at most {TARGET_RATIO} times bare python: {'met' if met else 'NOT met'}")
    print(f"Goal: first question within {GOAL_SECONDS} s: {'met' if median_asked <= GOAL_SECONDS else 'not met'}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())

"""Lines between two of your turns online, at each verbosity (issue 31).

One person and computer players at a server table (the hub in process, the computer players on this
thread), the person answering 1 to every question: the lines from the first line of the next
player's turn to the person's next "Your turn", over every such stretch of the games played.
Kingdoms at 5 players, Vikings at 4 (its most). Prints "Name: value" lines.

    python3 benchmarks/bench_verbosity.py [--seeds 3 5 7] [--verbosity brief normal]
"""
from __future__ import annotations

import argparse
import re
import statistics
import tempfile
from pathlib import Path

from tek_access.server import connection
from tek_access.server.hub import Hub
from tek_access.server.store import Store

GAMES = (("tek", 5, "create tek 5 1 normal no {seed}"), ("vikings", 4, "create vikings 4 1 normal {seed}"))
TURN = re.compile(r"^\w+'s turn\. (?:Era \d+, turn|Turn) \d+")


class Conn:
    """What the hub writes to one connection, kept (a door without a socket)."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    def send(self, text: str) -> None:
        self.sent.append(text)

    def cue(self, earcon: str) -> None:
        pass

    def backlog(self) -> int:
        return 0

    def close(self) -> None:
        pass

    abort = close


def heard(create: str, verbosity: str) -> list[str]:
    """The lines one person heard in a whole game, from the start."""
    with tempfile.TemporaryDirectory() as folder:
        store = Store(Path(folder))
        try:
            conn = Conn()
            person = Hub(store, guests=True).connect(conn, "Ann", guest=True)
            assert person is not None
            for line in (f"verbosity {verbosity}", create, "start"):
                person.feed(line + "\n")
            start = len(conn.sent)
            table = person.table
            for _ in range(5000):
                if table is None or table.status == "over":
                    break
                person.feed("1\n")
        finally:
            store.close()
    text = "".join(conn.sent[start:]).replace("\r", "")
    return [re.sub(r"^(choose)?> ", "", line) for line in text.split("\n")
            if line.strip() and line.strip() not in (">", "choose>")]


def stretches(lines: list[str]) -> list[int]:
    """Lines from the first line of the next player's turn to each of the person's next turns."""
    mine = [i for i, line in enumerate(lines) if line.startswith("Your turn")]
    out = []
    for a, b in zip(mine, mine[1:]):
        first = next((j for j in range(a + 1, b) if TURN.match(lines[j])), None)
        if first is not None:
            out.append(b - first)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[3, 5, 7])
    parser.add_argument("--verbosity", nargs="+", default=["normal", "brief"])
    args = parser.parse_args()
    connection.CommandRate.take = lambda self: True  # type: ignore[method-assign]  # answers as fast as they come
    for game, players, create in GAMES:
        for verbosity in args.verbosity:
            gaps = [n for seed in args.seeds for n in stretches(heard(create.format(seed=seed), verbosity))]
            print(f"{game} {players} players, {verbosity}: {len(gaps)} stretches, median {statistics.median(gaps)}, "
                  f"mean {statistics.mean(gaps):.1f}, most {max(gaps)}")


if __name__ == "__main__":
    main()

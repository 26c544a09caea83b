"""Benchmark: generating the whole braille set plus a board sheet (target: under 2 seconds).

Run ``python3 benchmarks/bench_braille.py``. Prints the cold time (first run in this process:
liblouis tables compiled, game data loaded), then the best of five warm runs, per sheet and in
all, for the default options and for grade 1, then the time the checker (BRF and formats, maps,
keys by back-translation) takes over the whole set and the board. Writes nothing.
"""
from __future__ import annotations

import time

from tek_access.braille.options import Options, _translator
from tek_access.braille.translate import liblouis_version
from tek_access.games.tek import braille as sheets
from tek_access.games.tek.braille import board
from tek_access.games.tek.braille.sheets import kit_codes

TARGET = 2.0


def _snapshot() -> dict:
    """A board some turns into a 5-player game with exploration tokens, as an onlooker sees it."""
    from tek_access.games.tek.rules.game import Game

    game = Game.new(players=5, seed=11, exploration=True)
    for index in range(150):
        if game.over:
            break
        choices = game.choices()
        game.apply(choices[(index * 7) % len(choices)])
    return board.board_snapshot(game.for_player(None))


def render_all(options: Options, snapshot: dict) -> dict[str, float]:
    times = {}
    for name in sheets.SHEETS:
        start = time.perf_counter()
        sheets.render_sheet(name, options)
        times[name] = time.perf_counter() - start
    start = time.perf_counter()
    board.board_sheet(snapshot, options).render()
    times["board"] = time.perf_counter() - start
    return times


def main() -> int:
    print(f"liblouis: {liblouis_version() or 'not installed (only the kit sheet can be rendered)'}")
    if liblouis_version() is None:
        return 1
    snapshot = _snapshot()
    start = time.perf_counter()
    render_all(Options(), snapshot)
    cold = time.perf_counter() - start
    print(f"Cold, whole set and a 5-player board sheet, grade 2: {cold:.3f} s (target under {TARGET:.0f} s)")
    for grade in (2, 1):
        options = Options(grade=grade)
        runs = []
        for _ in range(5):
            _translator.cache_clear()  # translate every phrase again each run
            runs.append(render_all(options, snapshot))
        best = min(runs, key=lambda r: sum(r.values()))
        print(f"Warm, whole set, grade {grade}: {sum(best.values()):.3f} s")
        for name, seconds in best.items():
            print(f"  {name}: {seconds * 1000:.1f} ms")
    from tek_access.braille.checks import document_problems
    from tek_access.braille.validate import check

    start = time.perf_counter()
    docs = [sheets.build(name, Options()) for name in sheets.SHEETS]
    docs.append(board.board_sheet(snapshot, Options()))
    problems = sum(len(check(doc.render()) + document_problems(doc, codes=kit_codes())) for doc in docs)
    print(f"Checker over the whole set and the board (built again): {time.perf_counter() - start:.3f} s, "
          f"{problems} problems")
    print("Result: " + ("within target" if cold < TARGET else "OVER TARGET"))
    return 0 if cold < TARGET else 1


if __name__ == "__main__":
    raise SystemExit(main())

"""The one ``simulate`` driver (many all-computer games, one report) every game's simulate part runs on: the
options every game takes, the bot kinds per seat, the check of the counts asked, one game played to its end with
each bot on its own view (:func:`play_game`), the run over seeds that names the game that could not be finished,
the tally of turns and wins, the report's common lines, the exit codes, and running a game's simulate on its own
(:func:`main`).

A game's simulate module (``games/NAME/bots/simulate.py``) keeps only what is its own: its options, how a game is
made from a seed and its bots, what else it counts, and the report's lines about it. Game i (from 0) uses seed
S + i. A shared win (tied on every tie-breaker) counts for each winner, so wins can add up to more than the games
played.

Random players: a bot whose ``reads_only_choices`` is true reads nothing of a game but the choices offered and
the move count, which every seat's view holds alike. The driver, which owns the game, hands such a bot those two
(``bot.pick(choices, moves)``) instead of making the seat's view each decision (a copy of the state): a speed-up
on the owner's side, and the bot never holds the whole game. Every other bot gets its seat's view
(``game.for_player(seat)``).
"""
from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TextIO, TypeVar

from fluent.runtime.types import fluent_number

from tek_access.core.kernel.rng import derive_seed
from tek_access.core.messages import CORE

__all__ = ["MAX_GAMES", "SimulationError", "Tally", "add_option", "check_counts", "fallback_lines", "finish",
           "head_lines", "main", "mean_line", "parse_bots", "play_game", "play_seeds", "play_to_end", "rate_line",
           "wins_lines"]

MAX_GAMES = 100_000
#: what a game or bot fault raises while a game is played (caught and named with its seed)
FAULTS = (ValueError, KeyError, IndexError, TypeError, AssertionError)

G = TypeVar("G")
P = TypeVar("P", bound="Playable")


class SimulationError(RuntimeError):
    """A game could not be played to its end (an engine or bot fault); ``str()`` names the game and seed."""


class Bot(Protocol):
    """A computer player: ``choose(view)`` answers its seat's pending decision on its view; one that
    ``reads_only_choices`` also answers ``pick(choices, moves)`` (module docstring)."""

    def choose(self, view: Any) -> Any: ...


class Playable(Protocol):
    """What :func:`play_to_end` plays: a game with ``over``, ``apply(choice)``, a seat's view, the choices
    offered now and the move count (``state.moves``)."""

    @property
    def over(self) -> bool: ...

    @property
    def state(self) -> Any: ...

    def apply(self, choice: Any) -> Any: ...

    def choices(self) -> Any: ...

    def for_player(self, seat: int) -> Any: ...


@dataclass
class Tally:
    """What a run of games added up to: games, turns, seconds, shared wins, wins by seat, and the
    fallbacks by seat (decisions a computer player's search failed on, answered by a simpler player)."""

    games: int = 0
    turns: int = 0
    seconds: float = 0.0
    shared: int = 0
    seat_wins: list[int] = field(default_factory=list)
    fallbacks: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.fallbacks:
            self.fallbacks = [0] * len(self.seat_wins)

    def add(self, turns: int, winners: Sequence[int]) -> None:
        """Count one finished game of ``turns`` turns won by the seats ``winners``."""
        self.games += 1
        self.turns += turns
        if len(winners) > 1:
            self.shared += 1
        for seat in winners:
            self.seat_wins[seat] += 1


def add_option(parser: argparse.ArgumentParser, flag: str, **options: Any) -> None:
    """Add ``flag`` unless another game of the registry already gave the shared parser one."""
    if flag not in parser._option_string_actions:
        parser.add_argument(flag, **options)


def parse_bots(text: str, players: int, kinds: Sequence[str], also: Sequence[str] = ()) -> list[str]:
    """Bot kinds per seat from "--bots": one kind for all, or one per seat. ``kinds``: the kinds
    named to a player; ``also``: other names taken too. ValueError with a short message if bad."""
    given = [k.strip().lower() for k in str(text).split(",")]
    for kind in given:
        if kind not in kinds and kind not in also:
            raise ValueError(CORE("simulate-unknown-bot", kind=repr(kind), kinds=", ".join(kinds)))
    if len(given) == 1:
        return given * players
    if len(given) != players:
        raise ValueError(CORE("simulate-bots-count", players=players, given=len(given)))
    return given


def play_to_end(game: Playable, bots: Sequence[Bot], to_move: Callable[[], int | None],
                fallbacks: list[int] | None = None) -> None:
    """Let ``bots`` (one per seat) decide until ``game`` is over; ``to_move()`` is the seat asked
    now. Each bot gets its own view; one that reads only the choices offered gets those and the move
    count from the driver (module docstring). Each bot's ``fallbacks`` (when it counts them) is added to
    ``fallbacks[seat]`` at the end."""
    while not game.over:
        seat = to_move()
        assert seat is not None, "a game not over waits for a decision"
        bot: Any = bots[seat]
        if getattr(bot, "reads_only_choices", False):
            game.apply(bot.pick(game.choices(), game.state.moves))
        else:
            game.apply(bot.choose(game.for_player(seat)))
    if fallbacks is not None:
        for seat, bot in enumerate(bots):
            fallbacks[seat] += getattr(bot, "fallbacks", 0)


def play_game(game: P, kinds: Sequence[str], make_bot: Callable[[str, int, int], Bot], seed: int,
              to_move: Callable[[P], int | None], fallbacks: list[int] | None = None) -> P:
    """Play ``game`` (new, made from ``seed``) to its end with one bot per seat, ``make_bot(kind, seat, bot seed)``
    (the bot seed derived from ``seed``, the word "bot" and the seat), and return it. ``to_move(game)``: the seat
    asked now; ``fallbacks`` as :func:`play_to_end`."""
    bots = [make_bot(kind, seat, derive_seed(seed, "bot", seat)) for seat, kind in enumerate(kinds)]
    play_to_end(game, bots, lambda: to_move(game), fallbacks)
    return game


def check_counts(games: int, players: int, low: int, high: int, err: TextIO, game: str = "") -> bool:
    """False, after saying why on ``err``, when ``games`` is not 1 to :data:`MAX_GAMES` or ``players`` not ``low``
    to ``high``; ``game``: the game's title, for a game that names itself in the players' line."""
    if not 1 <= games <= MAX_GAMES:
        print(CORE("simulate-games-range", most=MAX_GAMES), file=err)
        return False
    if not low <= players <= high:
        print(CORE("simulate-players-range-game", low=low, high=high, game=game) if game
              else CORE("simulate-players-range", low=low, high=high), file=err)
        return False
    return True


def play_seeds(tally: Tally, games: int, seed: int, play: Callable[[int], G], count: Callable[[int, G], None]) -> None:
    """Play game i of ``games`` with ``play(seed + i)`` and ``count(i, game)`` it; ``tally.seconds``
    gets the time taken. Raises :class:`SimulationError` naming the game and seed on a fault."""
    start = time.perf_counter()
    for i in range(games):
        try:
            game = play(seed + i)
        except FAULTS as exc:
            raise SimulationError(CORE("simulate-game-stopped", game=i + 1, seed=seed + i, problem=str(exc))) from exc
        count(i, game)
    tally.seconds = time.perf_counter() - start


def head_lines(tally: Tally, players: int, seed: int, kinds: Sequence[str],
               after_games: Sequence[str] = ()) -> list[str]:
    """The report's first lines: the games, ``after_games`` (the game's own: its name, its rules), the players,
    the bots and the seeds."""
    return [CORE("simulate-games", games=tally.games), *after_games, CORE("simulate-players", players=players),
            CORE("simulate-bots", bots=", ".join(kinds)),
            CORE("simulate-seeds", first=seed, last=seed + tally.games - 1)]


def _one_decimal(value: float) -> Any:
    """``value`` as a Fluent number of one decimal, never grouped: "57.8" in English, "57,8" in French. Rounded
    first as ``f"{value:.1f}"`` rounds (the float's exact value, half to even), so English stays what it was."""
    return fluent_number(round(value, 1), minimumFractionDigits=1, maximumFractionDigits=1, useGrouping=False)


def mean_line(label: str, total: float, games: int) -> str:
    """"Mean turns: 12.5" ("none" before any game); ``label`` as said in the player's language
    (``CORE("simulate-mean-turns")``), the mean rounded to one decimal as ``f"{x:.1f}"`` does."""
    if not games:
        return CORE("simulate-mean-none", label=label)
    return CORE("simulate-mean", label=label, mean=_one_decimal(total / games))


def wins_lines(tally: Tally, players: int, kinds: Sequence[str]) -> list[str]:
    """The shared wins, then the wins of each seat with its bot kind."""
    lines = [CORE("simulate-shared-wins", games=tally.shared), CORE("simulate-wins-by-seat", seats=players)]
    lines += [CORE("simulate-seat-wins", seat=seat + 1, kind=kinds[seat], wins=wins)
              for seat, wins in enumerate(tally.seat_wins)]
    return lines


def fallback_lines(tally: Tally, kinds: Sequence[str]) -> list[str]:
    """"Fallbacks: none", or their total and one line per seat that had any: a computer player whose
    search failed and a simpler player chose instead is never silent."""
    total = sum(tally.fallbacks)
    if not total:
        return [CORE("simulate-fallbacks-none")]
    lines = [CORE("simulate-fallbacks", total=total)]
    lines += [CORE("simulate-seat-fallbacks", seat=seat + 1, kind=kinds[seat], count=count)
              for seat, count in enumerate(tally.fallbacks) if count]
    return lines


def rate_line(tally: Tally) -> str:
    """"Games per second: 41.0" (the one line that depends on the machine)."""
    rate = tally.games / tally.seconds if tally.seconds > 0 else 0.0
    return CORE("simulate-rate", rate=_one_decimal(rate))


def finish(play: Callable[[], list[str]], out: TextIO, err: TextIO) -> int:
    """Run ``play`` (the games, then the report's lines) and print the lines: exit code 0, 1 when
    a game could not be finished (its message to ``err``), 130 when stopped by the keyboard."""
    try:
        lines = play()
    except KeyboardInterrupt:
        print(CORE("simulate-stopped"), file=err)
        return 130
    except SimulationError as exc:
        print(str(exc), file=err)
        return 1
    for line in lines:
        print(line, file=out)
    return 0


def main(add_arguments: Callable[[argparse.ArgumentParser], None],
         run: Callable[[argparse.Namespace], int], prog: str, argv: list[str] | None = None) -> int:
    """Run a game's simulate on its own (``python -m tek_access.games.NAME.bots.simulate --games 5``): its
    ``add_arguments`` on a parser of its own, then its ``run``."""
    parser = argparse.ArgumentParser(prog=prog, description="Play all-computer games.")
    add_arguments(parser)
    return run(parser.parse_args(argv))

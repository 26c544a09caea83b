"""The grammar as a seat receives it, for tests that hold a whole game: ``parser.parse(text,
game, seat)`` parses on ``SeatView(game, seat)``, as the owner of a table does."""
from tek_access.core.seat import SeatView
from tek_access.grammar import parser as _grammar


class parser:  # noqa: N801 - stands in for the module in the tests that import it
    Play, Query, Meta, Unknown, tokenize = (_grammar.Play, _grammar.Query, _grammar.Meta,
                                            _grammar.Unknown, _grammar.tokenize)

    @staticmethod
    def parse(text, game, seat):
        return _grammar.parse(text, None if game is None else SeatView(game, seat))

    @staticmethod
    def _parse(text, game, seat):
        return _grammar._parse(text, None if game is None else SeatView(game, seat).game, seat)

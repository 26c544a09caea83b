"""The shared front end's refusals from core.ftl: English word for word as before (issue 36: English unchanged),
French from its own messages."""
from __future__ import annotations

import io

import pytest

from tek_access.audio.announcer import Announcer
from tek_access.audio.review import review_command, settings_command
from tek_access.core.messages import speaking
from tek_access.settings import _check

CATEGORIES = "turn, action, war, resources, alliance, scoring, error, help, system"


@pytest.mark.parametrize(("code", "said"), [
    ("en", ["settings voice needs a value, like: settings rate 200.", f"No category 'bogus'. Categories: {CATEGORIES}.",
            "voice must be text, not 3", "voice must be a single line of text",
            "history needs a number of 1 or more, like: history 5."]),
    ("fr", ["réglages voice demande une valeur, comme : réglages débit 200.",
            "Pas de catégorie 'bogus'. Catégories : tour, action, guerre, ressources, alliance, score, erreur, aide, "
            "système.", "voix : du texte, pas 3",
            "voix : une seule ligne de texte", "historique demande un nombre d'au moins 1, comme : historique 5."]),
])
def test_settings_and_history_refusals(code, said, tmp_path):
    announcer = Announcer(out=io.StringIO())
    attempts = [lambda: settings_command(announcer, "voice", tmp_path / "s.toml"),
                lambda: review_command(announcer, "history", None, "bogus"),
                lambda: _check("voice", 3), lambda: _check("voice", "a\x01b"),
                lambda: review_command(announcer, "history", "0")]
    refused = []
    with speaking(code):
        for attempt in attempts:
            with pytest.raises(ValueError) as exc:
                attempt()
            refused.append(str(exc.value))
    assert refused == said


def test_a_command_past_ones_own_decisions_is_refused_in_the_players_language():
    from tek_access.core.kernel.engine import IllegalChoice
    from tek_access.owner import TableOwner

    class Elsewhere(TableOwner):  # another seat decides now
        deciding = property(lambda self: 1)

    owner = Elsewhere.__new__(Elsewhere)  # only what play() reads: the game, the secrets, the reveal point
    owner.game = type("G", (), {"log": [], "clone": lambda self: self})()
    owner.secret, owner.reveal_point, owner.command_starts = set(), 0, []
    for code, said in (("en", "That goes past your decisions: say it in parts."),
                       ("fr", "Cela dépasse vos décisions : dites-le en plusieurs fois.")):
        with speaking(code), pytest.raises(IllegalChoice, match=f"^{said}$"):
            owner.play(0, [object()], within_seat=True)

"""A language's prepositions joined to the name after them: Fluent functions a translator calls.

A message says "de { $place }" where ``$place`` is a name said as typed ("Ironcliff") or a phrase
that carries its own article ("le port d'Ironcliff"); French then needs "d'Ironcliff", "du port
d'Ironcliff", "au port". The code cannot know which name comes, so the message asks::

    you-leave = Vous partez { DE($place) } avec les pions { DE($who) }.
    go-there = Vous allez { A($where) }.

:data:`FUNCTIONS` gives, per language code, the functions registered on that language's bundles
(``FluentBundle(functions=...)``, by :mod:`tek_access.core.messages`); a language that needs none
(English) has none and its messages never call them. French (``fr``):

- ``DE(x)``: "le X" -> "du X", "les X" -> "des X", "des X" -> "de X" (elided as below), "la X" ->
  "de la X", "l'X" -> "de l'X", a vowel or mute-h start -> "d'X" ("d'Ironcliff", "d'Orange",
  "d'Humains"), else "de X" ("de Highcairn": a name's h is aspirated unless it is one of the French
  mute-h words of :data:`MUTE_H`).
- ``A(x)``: "le X" -> "au X", "les X" -> "aux X", else "à X".

The article is found whatever its case ("Le port" -> "du port"); the preposition is said in lower
case (the functions are for the middle of a sentence). Numbers pass through ("de 3"). Source:
issue 36; Grevisse, *Le Bon Usage*, articles contractés and élision.
"""
from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import Any

__all__ = ["FUNCTIONS", "MUTE_H", "french_de", "french_a", "starts_with_vowel_sound"]

#: French words whose h is mute ("l'homme", "d'Humains"): their start elides; every other h does not
MUTE_H = ("habit", "habil", "hallucin", "harmoni", "hebdo", "hectare", "hélice", "herb", "hérit", "hermine",
          "héroïne", "hésit", "heur", "hier", "hippo", "histoi", "hiver", "homm", "honnêt", "honneur", "honor",
          "hôpital", "horizon", "horlog", "horreur", "horribl", "hospital", "hôte", "hôtel", "huile", "huître",
          "humain", "humani", "humble", "humeur", "humid", "humili", "hydr", "hygièn", "hymne", "hypo")

_APOSTROPHES = ("'", "\u2019")


def _plain(text: str) -> str:
    """``text`` in lower case without accents ("Île" -> "ile")."""
    return "".join(c for c in unicodedata.normalize("NFD", text.lower()) if not unicodedata.combining(c))


def starts_with_vowel_sound(text: str) -> bool:
    """True when a French article or "de" elides before ``text``: a vowel ("Ironcliff", "Orange",
    "Île"), a y before a consonant ("Yggdrasil"), or a mute h (:data:`MUTE_H`: "Humains")."""
    low = text.lower()
    plain = _plain(text)
    if not plain:
        return False
    if plain[0] in "aeiou":
        return True
    if plain[0] == "y":
        return len(plain) > 1 and plain[1] not in "aeiouy"
    return plain[0] == "h" and any(low.startswith(w) or plain.startswith(_plain(w)) for w in MUTE_H)


def _said(value: Any) -> str:
    return value if isinstance(value, str) else str(value.format(None) if hasattr(value, "format") and
                                                     not isinstance(value, (int, float)) else value)


def _article(text: str) -> tuple[str, str] | None:
    """("le", rest), ("les", rest) or ("des", rest) when ``text`` begins with that article, else None."""
    low = text.lower()
    for article in ("le", "les", "des"):
        if low.startswith(article + " "):
            return article, text[len(article) + 1:]
    return None


def french_de(value: Any) -> str:
    """"de" joined to ``value`` as French says it: "du port", "des îles", "de la forêt", "de l'île",
    "d'Ironcliff", "de Highcairn" (see the module's docstring)."""
    text = _said(value)
    found = _article(text)
    if found is not None:
        article, rest = found
        if article == "le":
            return "du " + rest
        if article == "les":
            return "des " + rest
        return french_de(rest)
    low = text.lower()
    if low.startswith(("la ", *("l" + a for a in _APOSTROPHES))):
        return "de " + text
    return ("d'" if starts_with_vowel_sound(text) else "de ") + text


def french_a(value: Any) -> str:
    """"à" joined to ``value`` as French says it: "au port", "aux îles", "à la forêt", "à Ironcliff"."""
    text = _said(value)
    found = _article(text)
    if found is not None and found[0] in ("le", "les"):
        return ("au " if found[0] == "le" else "aux ") + found[1]
    return "à " + text


#: language code -> the Fluent functions its bundles carry (a language absent here calls none)
FUNCTIONS: dict[str, dict[str, Callable[[Any], Any]]] = {
    "fr": {"DE": french_de, "A": french_a},
}

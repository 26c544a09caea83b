"""Plain-text helpers every front end and every game shares (accessibility.md, Content rules): a long line said in
parts, and any text made plain printable ASCII (:func:`to_ascii`) or plain printable text that keeps its accents
where the output can carry them (:func:`plain`)."""
from __future__ import annotations

#: characters in one part of a long line said in parts
PART = 150


def in_parts(lead: str, text: str, width: int = PART) -> list[str]:
    """``text`` after ``lead`` as lines under 200 characters (accessibility.md), nothing cut:
    "Ann says: hello"; a long text is said in parts of at most ``width`` characters, broken at
    spaces, "Ann says, part 2 of 3: ..."."""
    import textwrap

    from tek_access.core.messages import CORE

    parts = textwrap.wrap(text, width) or [text]
    if len(parts) == 1:
        return [CORE("in-parts-one", lead=lead, text=parts[0])]
    return [CORE("in-parts-part", lead=lead, part=i, parts=len(parts), text=part) for i, part in enumerate(parts, 1)]


_REPLACEMENTS = {
    "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'",
    "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u2032": "'", "\u2033": '"',
    "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": " - ", "\u2015": " - ",
    "\u2026": "...", "\u00ab": '"', "\u00bb": '"',
    "\u00a0": " ", "\u2009": " ", "\u202f": " ", "\u00d7": "x", "\u2212": "-",
    "\t": " ",
}


def to_ascii(text: str) -> str:
    """Return ``text`` as plain printable ASCII (accessibility.md, "Content rules").

    Curly quotes, dashes and ellipses become their ASCII forms, accents are dropped
    ("Shimmer Forêt" -> "Shimmer Foret"), anything else outside ASCII becomes "?".
    Newlines are kept; other control characters are removed.
    """
    if text.isascii() and text.isprintable():
        return text
    import unicodedata

    out: list[str] = []
    for ch in text:
        if ch == "\n" or (" " <= ch <= "~"):
            out.append(ch)
            continue
        if ch in _REPLACEMENTS:
            out.append(_REPLACEMENTS[ch])
            continue
        if ch == "\r" or unicodedata.category(ch).startswith("C"):
            continue
        base = unicodedata.normalize("NFKD", ch)
        base = "".join(c for c in base if not unicodedata.combining(c))
        if base and base.isascii() and base.isprintable():
            out.append(base)
        else:
            out.append("?")
    return "".join(out)


def _fits(ch: str, encoding: str | None) -> bool:
    if not encoding:
        return True
    try:
        ch.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def plain(text: str, ascii_only: bool = False, encoding: str | None = None) -> str:
    """Return ``text`` as plain printable text for a player's screen (accessibility.md, "Content rules").

    Punctuation is plain ASCII as in :func:`to_ascii` (curly quotes, dashes, guillemets, ellipses), but
    letters keep their accents ("Début", "Forêt": screen readers say them right) unless ``ascii_only``
    (then it is :func:`to_ascii`) or ``encoding`` (the output's, e.g. latin-1 or ascii) cannot
    carry the letter, which is then folded ("Debut"). Newlines are kept; other control characters removed.
    """
    if ascii_only:
        return to_ascii(text)
    if text.isascii() and text.isprintable():
        return text
    import unicodedata

    out: list[str] = []
    for ch in unicodedata.normalize("NFC", text):
        if ch == "\n" or (" " <= ch <= "~") or ch in _REPLACEMENTS:
            out.append(to_ascii(ch))
        elif unicodedata.category(ch)[0] in "LMN" and ch.isprintable() and _fits(ch, encoding):
            out.append(ch)
        else:
            out.append(to_ascii(ch))
    return "".join(out)

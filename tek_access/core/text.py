"""Plain-text helpers every front end shares (accessibility.md, Content rules)."""
from __future__ import annotations

#: characters in one part of a long line said in parts
PART = 150


def in_parts(lead: str, text: str, width: int = PART) -> list[str]:
    """``text`` after ``lead`` as lines under 200 characters (accessibility.md), nothing cut:
    "Ann says: hello"; a long text is said in parts of at most ``width`` characters, broken at
    spaces, "Ann says, part 2 of 3: ..."."""
    import textwrap

    parts = textwrap.wrap(text, width) or [text]
    if len(parts) == 1:
        return [f"{lead}: {parts[0]}"]
    return [f"{lead}, part {i} of {len(parts)}: {part}" for i, part in enumerate(parts, 1)]

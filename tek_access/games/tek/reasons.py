"""The rules' reasons in the player's language: why a choice is refused, as the Tiny Epic Kingdoms
rules word it, said in the current language (issue 36).

The rules import no front end (pyproject.toml, contract ``rules-below``), so they word their reasons
in English ("Tower level 3 costs 3 ore; you have 1."), and bots, tests and saves read them so. Each
reason the rules can give is a message ``rule-*`` of ``locales/en/tek.ftl`` whose English text IS
the pattern the reason is read by: its variables are the facts (``$region``, ``$n``...). :func:`said`
reads a reason by that pattern and formats the same message, with the same facts, in the current
language; English is returned unchanged. Facts named ``$why``, ``$have`` and ``$reasons`` are
reasons themselves, read the same way; ``$resource`` and ``$action`` stay ids (the messages say
them), ``$sub``, ``$Action`` and ``$Selected`` are said as words, ``$seat`` comes with
``$elision``. A reason no pattern reads is returned as it is (the pseudo-locale test finds it).
Source: the rules' ``refusal_*`` functions and handlers' ``check``.
"""
from __future__ import annotations

import re
from functools import cache
from typing import overload

from tek_access.core.messages import ENGLISH, language
from tek_access.games.tek.messages import MESSAGES, elides

__all__ = ["said", "patterns"]

#: what each fact may hold: a name has no stop, colon or semicolon; a number is digits; a reason or a list any text
_NAME = r"[^.:;]+?"
_SHAPES = {"why": ".+?", "have": ".+?", "reasons": ".+?", "payment": ".+?", "action": "[a-z]+", "Action": "[A-Z][a-z]+",
           "Selected": "[A-Z][a-z]+", "resource": "[a-z]+", "sub": "[a-z]+", "article": "an?"}
_SHAPES.update({name: r"\d+" for name in ("n", "m", "top", "level", "cost", "cap", "value")})
#: facts that are reasons of their own (a part ends without its full stop when it is one of several)
_NESTED = ("why", "have")
_PARTS = "reasons"


@cache
def patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """Every ``rule-*`` message of the English file and the pattern it reads, the most literal text first
    (so "none has a region to go to" is read before the general "$reasons")."""
    from fluent.syntax import FluentParser, ast

    source = MESSAGES.path(ENGLISH).read_text(encoding="utf-8")
    found: list[tuple[int, str, re.Pattern[str]]] = []
    for entry in FluentParser(with_spans=False).parse(source).body:
        if not isinstance(entry, ast.Message) or not entry.id.name.startswith("rule-") or entry.value is None:
            continue
        regex, literal, seen = "", 0, set()
        for element in entry.value.elements:
            if isinstance(element, ast.TextElement):
                regex += re.escape(element.value)
                literal += len(element.value)
            elif isinstance(element, ast.Placeable) and isinstance(element.expression, ast.VariableReference):
                name = element.expression.id.name
                regex += f"(?P={name})" if name in seen else f"(?P<{name}>{_SHAPES.get(name, _NAME)})"
                seen.add(name)
            elif isinstance(element, ast.Placeable) and isinstance(element.expression, ast.StringLiteral):
                regex += re.escape(element.expression.value)
                literal += len(element.expression.value)
            else:
                raise ValueError(f"{entry.id.name}: a rule's English message holds only text and variables")
        found.append((literal, entry.id.name, re.compile(regex, re.DOTALL)))
    found.sort(key=lambda f: -f[0])
    return tuple((name, regex) for _, name, regex in found)


@overload
def said(reason: str) -> str: ...
@overload
def said(reason: None) -> None: ...
@overload
def said(reason: str | None) -> str | None: ...
def said(reason: str | None) -> str | None:
    """``reason`` (the rules' English) in the current language; None stays None, English is unchanged."""
    if reason is None or language() == ENGLISH:
        return reason
    return _read(reason)


def _read(reason: str) -> str:
    for text, cut in ((reason, False), (reason + ".", True)):
        for msg_id, regex in patterns():
            match = regex.fullmatch(text)
            if match is not None:
                facts = {k: _fact(k, v) for k, v in match.groupdict().items()}
                if "seat" in facts:
                    facts["elision"] = elides(str(facts["seat"]))
                if "here" in facts:  # "à côté d'Emberwood"
                    facts["here_elides"] = elides(str(facts["here"]))
                out = MESSAGES(msg_id, **facts)
                return out[:-1] if cut and out.endswith(".") else out
    return reason


def _fact(name: str, value: str) -> object:
    """One fact of a reason as its message needs it."""
    if value.isdigit():
        return int(value)
    if name in _NESTED:
        return _read(value)
    if name == _PARTS:
        return "; ".join(_read(part) for part in value.rstrip(".").split("; "))
    if name == "sub":
        return MESSAGES("resource-name", resource=value)
    if name in ("Action", "Selected"):
        return MESSAGES("action-title", action=value.lower())
    if name == "payment":
        items = [p.split(" ", 1) for p in value.split(", ")] if value != "nothing" else []
        return ", ".join(MESSAGES("resource-amount", n=int(n), resource=r) for n, r in items) if items \
            else MESSAGES("nothing")
    return value

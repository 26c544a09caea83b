"""The typed review and settings commands: ``repeat``, ``previous``, ``next``, ``history N``,
``settings [NAME VALUE]``. The console's grammar parses the verb; these return the lines to
show and do the work (issue 5, "Review" and "Settings").
"""
from __future__ import annotations

import os
from typing import Any

from tek_access.core.messages import CORE
from tek_access.settings import (
    NAMED,
    SHOW_WORDS,
    category_id,
    category_label,
    change_setting,
    describe_settings,
    named,
    save_settings,
)

__all__ = ["review_command", "settings_command"]

DEFAULT_HISTORY = 10
#: what ``history`` leaves out unless asked by name: help and rules text, refusals
NOT_EVENTS = ("help", "error")


def review_command(announcer: Any, verb: str, argument: str | None = None,
                   category: str | None = None) -> list[str]:
    """Run ``repeat``, ``previous``, ``next`` or ``history [CATEGORY] [N]``; return the lines to print.

    The lines are not recorded in history (the console prints them with
    ``announcer.review(text, printed=True)``). ``history`` gives the count first:
    "3 messages:" then one message per line, oldest first; N defaults to 10. Without a
    category it leaves out help, rules and refusals; with one (war, resources, ...) it reads
    only that category's lines, printed or not.
    Raises ValueError with a short message for an unknown verb, category or a bad N.
    """
    verb = verb.strip().lower()
    buffer = announcer.history
    if verb in ("repeat", "again", "r"):
        text = buffer.last()
        return [text] if text is not None else [CORE("review-nothing-to-repeat")]
    if verb in ("previous", "prev", "back"):
        text = buffer.previous()
        return [text] if text is not None else [CORE("review-no-messages")]
    if verb in ("next", "forward"):
        text = buffer.next()
        return [text] if text is not None else [CORE("review-no-messages")]
    if verb in ("history", "hist"):
        count = DEFAULT_HISTORY
        if argument is not None and str(argument).strip():
            try:
                count = int(str(argument).strip())
            except ValueError:
                raise ValueError(CORE("review-history-number", typed=repr(argument))) from None
            if count < 1:
                raise ValueError(CORE("review-history-one-or-more"))
        label = "none"
        if category is not None:
            from tek_access.audio.messages import Category

            found = category_id(category)  # its name in any shipped language ("guerre") or its id ("war")
            if found is None:
                raise ValueError(CORE("review-no-category", category=repr(category),
                                      categories=", ".join(category_label(c.value) for c in Category)))
            items = buffer.recent(count, categories=(found,))
            label = category_label(found)
        else:
            items = buffer.recent(count, exclude=NOT_EVENTS)
        if not items:
            return [CORE("review-history-none", category=label)]
        return [CORE("review-history", count=len(items), category=label), *items]
    raise ValueError(CORE("review-unknown", verb=repr(verb)))


def settings_command(announcer: Any, argument: str = "",
                     path: str | os.PathLike | None = None) -> list[str]:
    """Run ``settings`` (list them) or ``settings NAME VALUE`` (change, save, apply).

    A change is checked, saved atomically to ``path`` (default the settings file) and applied
    to the announcer's channels at once; returns ["Name: new value. Saved."]. A bad name or
    value raises ValueError with a short message and nothing changes. A save that fails
    (read-only folder) keeps the change for this session and says so.
    """
    words = argument.split(None, 1)
    if not words:
        return describe_settings(announcer.settings)
    if len(words) == 1:
        raise ValueError(CORE("settings-needs-value", name=words[0]))
    name, value = words
    parts = argument.split()
    if len(parts) >= 3 and named("_".join(parts[:2])) in NAMED:  # "volume sons 40": a name of two words
        name, value = " ".join(parts[:2]), " ".join(parts[2:])
    old = announcer.settings
    new = change_setting(old, name, value.strip())
    announcer.apply_settings(new)
    try:
        save_settings(new, path)
        saved = CORE("settings-saved")
    except OSError as exc:
        saved = CORE("settings-not-saved", problem=str(exc.strerror or exc))
    before = set(describe_settings(old))
    changed = [line for line in describe_settings(new)[1:] if line not in before]
    what = changed[0] if changed else CORE("settings-unchanged", name=name, value=value.strip())
    if named(name) in SHOW_WORDS:
        cat = named(value.split()[0])
        what = CORE("settings-shown", category=category_label(cat), shown=new.category_shown(cat))
    # "Rate: 250 words per minute. Saved."
    return [CORE("settings-changed", line=f"{what[:1].upper()}{what[1:]}", saved=saved)]

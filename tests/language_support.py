"""Shared by the languages' tests: a seat's console that keeps what a query says."""
from __future__ import annotations


class Speaker:
    """What a query says, kept (a seat's console stands in)."""

    verbosity, human_to_move = "normal", 0

    def __init__(self) -> None:
        self.said: list[str] = []

    def say(self, text, category="system"):
        self.said.append(text)

    def say_lines(self, lines, category="system"):
        self.said += lines

    def refuse(self, reason, suggestions=()):
        self.said.append(reason)

    def ask(self, full_menu=False):
        pass

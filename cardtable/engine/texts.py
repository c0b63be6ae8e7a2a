"""Marking the engine's words for translation, without Qt.

The engine names things people see: its house rules and their choices, its historic rule sets,
why a move is not allowed, the actions it offers and Ultimate Loser's plays. It cannot translate
them, so it marks each text with ``N_``, which the Makefile tells ``pyside6-lupdate`` to read as
Qt's ``QT_TR_NOOP`` (the texts go in the translation files under the empty context), and the
view translates them as it shows them (``cardtable.texts.translated``).

A text with parts that change (a card, a suit, a count) is made as ``Words``: a whole sentence
with named places for the parts, so that a translator can put them where the language wants
them. Its value is the English sentence, which is what the engine, its tests and the simulator
read; the view reads how it was made, and translates the sentence and its parts.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, NoReturn, Self

_ENGLISH_FORMS = (("(s)", "", "s"), ("is/are", "is", "are"))
"""The marks counted texts write English's two forms with: each mark's form for a count of one,
and for any other count."""


def N_(text: str, comment: str = "", n: int = -1) -> str:
    """``text`` as it is: only marked for the translation files.

    It takes the arguments of Qt's ``tr``, and lupdate reads them as it reads ``tr``'s: a text
    with a count passes the count as ``n``, and so gets plural forms in every language's file;
    ``comment`` would tell apart two texts that read the same in English.
    """
    return text


def english_form(text: str, n: int) -> str:
    """The English of a counted text for the count ``n``, its ``%n`` left in place.

    Counted texts are written with "card(s)" and "is/are", and English says "1 card is" but
    "0 cards are" and "3 cards are". ``translations/english_plurals.py`` fills the English
    translation file with the same forms, so the view says just what the engine says.
    """
    for mark, one, other in _ENGLISH_FORMS:
        text = text.replace(mark, one if n == 1 else other)
    return text


class Words(str):
    """A text for people: the English sentence, which keeps how it was made to be translated.

    ``Words(N_("the {card} cannot be played now"), card="Q♠")`` is the string
    "the Q♠ cannot be played now", and keeps ``template`` and ``args``. A counted text gives
    its count to ``N_`` too (so that lupdate gives it plural forms) and keeps it as ``n``:
    ``Words(N_("you have already chosen %n card(s) to pass", "", k), n=k)`` is "you have
    already chosen 1 card to pass" when ``k`` is one. An argument may itself be ``Words`` (a
    shape's name inside a reason), which the view translates as well.

    Like any ``str`` it cannot be changed, and it equals and hashes as its English text, so
    code that compares, stores or prints texts goes on working.
    """

    template: str
    n: int | None
    args: Mapping[str, str | int]

    def __new__(cls, template: str, /, n: int | None = None, **args: str | int) -> Self:
        english = template if n is None else english_form(template, n).replace("%n", str(n))
        self = super().__new__(cls, english.format(**args))
        object.__setattr__(self, "template", template)
        object.__setattr__(self, "n", n)
        object.__setattr__(self, "args", MappingProxyType(args))
        return self

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError(f"Words cannot be changed: {name}")

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError(f"Words cannot be changed: {name}")

    def __getnewargs_ex__(self) -> tuple[tuple[str], dict[str, Any]]:
        """How a copy or a pickle makes the same ``Words`` again: from the template, the count
        and the arguments (``args`` is a read-only view, which pickle cannot store)."""
        return (self.template,), {"n": self.n, **self.args}

    def __getstate__(self) -> None:
        """Nothing else to restore: ``__new__`` sets every attribute."""
        return None

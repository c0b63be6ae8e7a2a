"""Translating the words of modules that hold no Qt class of their own.

``tr`` is spelt as Qt's own so that ``pyside6-lupdate`` finds every call and puts its text in
the translation files (it cannot follow a helper of another name); the texts share the empty
context. Classes use their own ``self.tr``. The engine's texts, which it only marks, are shown
through ``translated``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from .engine.cards import Card, format_card, format_cards
from .engine.texts import Words, english_form
from .storage.settings import DEFAULT_PLAYER_NAME


def tr(text: str, comment: str = "", n: int = -1) -> str:
    """``text`` in the person's language; ``n`` picks the plural form of a text with ``%n``."""
    return QCoreApplication.translate("", text, comment or None, n)


_COURT_LETTER = re.compile(r"(?<![0-9A-Za-z])([JQKA])(?=[♣♦♥♠])")


def rank_letter(letter: str) -> str:
    """A court card's or an ace's index letter (J, Q, K, A) as the person's cards show it
    (German decks: B, D, K, A)."""
    return {
        "J": QCoreApplication.translate("CardRenderer", "J", "jack, on the card index"),
        "Q": QCoreApplication.translate("CardRenderer", "Q", "queen, on the card index"),
        "K": QCoreApplication.translate("CardRenderer", "K", "king, on the card index"),
        "A": QCoreApplication.translate("CardRenderer", "A", "ace, on the card index"),
    }.get(letter, letter)


def with_card_letters(text: str) -> str:
    """``text`` with every card in it ("Q♠") written with the letters the cards show."""
    return _COURT_LETTER.sub(lambda m: rank_letter(m.group(1)), text)


def card_text(card: Card) -> str:
    """A card as the person reads it: "Q♠", or "D♠" with German letters."""
    return with_card_letters(format_card(card))


def cards_text(cards: Iterable[Card]) -> str:
    """Several cards as the person reads them, one after the other."""
    return with_card_letters(format_cards(cards))


def translated(text: str) -> str:
    """A text of the engine in the person's language.

    ``Words`` are translated whole: their template (in the plural form their count asks for),
    then their arguments, each put back in its place wherever the translation has it. A counted
    text that has no translation yet is said in English with the engine's own English forms,
    not Qt's bare "card(s)". Any other text is translated as it is, which leaves a card ("Q♠")
    or a text with no translation unchanged.
    """
    if not isinstance(text, Words):
        return tr(text)
    if text.n is None:
        template = tr(text.template)
    else:
        count = str(text.n)
        template = tr(text.template, "", text.n)
        if template == text.template.replace("%n", count):
            template = english_form(text.template, text.n).replace("%n", count)
    args = {name: with_card_letters(translated(value)) if isinstance(value, str) else value
            for name, value in text.args.items()}
    return template.format(**args)


def person_name(name: str) -> str:
    """The person's name at the table: the one they chose, or "You" in their language while
    they keep the default."""
    return tr("You") if name == DEFAULT_PLAYER_NAME else name


def chosen_name(text: str) -> str:
    """The name to keep from what the person typed: the default stays the default (and so
    follows the language) while it reads as "You" in the language in use."""
    return DEFAULT_PLAYER_NAME if text == tr("You") else text

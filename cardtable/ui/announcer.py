"""What happens at the table, told in words for people who listen rather than look.

Every event the table shows becomes a sentence ("West played the queen of spades.", "North
took the trick."), written into a line of the window and sent to screen readers as an announcement,
so a person who cannot see the cards move still follows the game. Cards are named in words,
not symbols, because a screen reader reads "Q♠" badly (``card_words``, which a game's own
sentences use too). Each event is told first as the game in play tells it (``GameUi.sentence``):
the events only one game has, and a shared one it tells its own way; the shared events are
told here.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from ..controller.words import per_person, won_text
from ..engine.cards import Card, is_joker, rank, suit
from ..engine.events import (
    BidMade,
    DealScored,
    Dealt,
    Event,
    GameOver,
    Passed,
    Played,
    TrickWon,
    TrumpChosen,
)
from ..engine.visibility import HIDDEN
from .elided_text import ElidedLabel
from .game_ui import GameUi

SAID_KEPT = 50  # the last sentences kept, for a person (or a test) to read back


def card_words(card: Card) -> str:
    """A card named for the ear: "the queen of spades"."""
    if card == HIDDEN:
        return QCoreApplication.translate("Announcer", "a card")
    if is_joker(card):
        return QCoreApplication.translate("Announcer", "the joker")
    ranks = (QCoreApplication.translate("Announcer", "two"),
             QCoreApplication.translate("Announcer", "three"),
             QCoreApplication.translate("Announcer", "four"),
             QCoreApplication.translate("Announcer", "five"),
             QCoreApplication.translate("Announcer", "six"),
             QCoreApplication.translate("Announcer", "seven"),
             QCoreApplication.translate("Announcer", "eight"),
             QCoreApplication.translate("Announcer", "nine"),
             QCoreApplication.translate("Announcer", "ten"),
             QCoreApplication.translate("Announcer", "jack"),
             QCoreApplication.translate("Announcer", "queen"),
             QCoreApplication.translate("Announcer", "king"),
             QCoreApplication.translate("Announcer", "ace"))
    return QCoreApplication.translate("Announcer", "the {rank} of {suit}").format(
        rank=ranks[rank(card)], suit=suit_words(suit(card)))


def suit_words(s: int) -> str:
    """A suit's name, as it is said."""
    return (QCoreApplication.translate("Announcer", "clubs"),
            QCoreApplication.translate("Announcer", "diamonds"),
            QCoreApplication.translate("Announcer", "hearts"),
            QCoreApplication.translate("Announcer", "spades"))[s]


def cards_words(cards: Sequence[Card]) -> str:
    """Several cards named for the ear, one after the other."""
    return ", ".join(card_words(c) for c in cards)


def played_words(seat: int, what: str, names: Sequence[str], person: int) -> str:
    """A seat played ``what`` (a card, or a play of several named as a person says it)."""
    return per_person(seat, person, names,
                      QCoreApplication.translate("Announcer", "{name} played {card}."),
                      QCoreApplication.translate("Announcer", "You played {card}."), card=what)


class Announcer(ElidedLabel):
    """A line of the window that says the latest event, and tells screen readers each one
    (whole: on screen a long one is shortened to the line's room). ``said`` holds the last
    sentences."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("What happens"))
        self.said: list[str] = []
        self._names: Sequence[str] = ()
        self._person = 0
        self._previous: Event | None = None  # the event told before: what a U-G-O 10 answers
        self._last: tuple[Event, GameUi, Event | None] | None = None  # the line's event

    def tell(self, events: Sequence[Event], names: Sequence[str], person: int,
             game: GameUi) -> None:
        """Say each event worth saying, in order; ``game`` tells those only it has."""
        self._names, self._person = names, person
        for event in events:
            text = self.sentence(event, game)
            if text:
                self._last = (event, game, self._previous)
                self.say(text)
            self._previous = event

    def forget(self) -> None:
        """A new position (a new game, a move taken back, a game opened): the line is
        emptied, as nothing of the position before is said any more."""
        self._previous = self._last = None
        self.setText("")

    def retranslate(self) -> None:
        """Say the line again in the language now in use (it is not announced again)."""
        if self._last is None:
            return
        event, game, previous = self._last
        now, self._previous = self._previous, previous
        self.setText(self.sentence(event, game) or "")
        self._previous = now

    def say(self, text: str) -> None:
        """Show ``text`` and announce it to assistive technology."""
        self.said.append(text)
        del self.said[:-SAID_KEPT]
        self.setText(text)
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self, text))

    # ---- words ------------------------------------------------------------------------------

    def who(self, seat: int) -> str:
        """A seat's name, or "You" for the person's."""
        if seat == self._person:
            return self.tr("You")
        return self._names[seat] if seat < len(self._names) else "?"

    def mine(self, seat: int) -> bool:
        """Whether ``seat`` is the person's, told in the second person."""
        return seat == self._person

    def sentence(self, event: Event, game: GameUi) -> str | None:
        """One event in words for the person, or None for one not worth saying aloud: as
        ``game`` tells it, else in the words every game shares. Who won is said alike in every
        game (a game's log may tell it its own way). Every sentence about a seat has its own
        text for the person's seat ("You played…")."""
        if isinstance(event, GameOver):
            return won_text(event.winners, self._names, self._person)
        told = game.sentence(event, self._names, self._person, self._previous)
        if told is not None:
            return told
        if isinstance(event, Dealt):
            if self._person >= len(event.hands) or not event.hands[self._person]:
                return None
            cards = cards_words(event.hands[self._person])
            if self.mine(event.dealer):
                return self.tr("You dealt. Your cards: {cards}.").format(cards=cards)
            return self.tr("{dealer} dealt. Your cards: {cards}.").format(
                dealer=self.who(event.dealer), cards=cards)
        if isinstance(event, TrumpChosen):
            if event.suit is None:
                return (self.tr("No trumps this hand.") if game.deals_are_hands
                        else self.tr("No trumps this deal."))
            return self.tr("Trumps are {suit}.").format(suit=suit_words(event.suit))
        if isinstance(event, BidMade):
            if self.mine(event.seat):
                return self.tr("You bid {count}.").format(count=event.bid)
            return self.tr("{name} bid {count}.").format(name=self.who(event.seat),
                                                         count=event.bid)
        if isinstance(event, Passed):
            return self._passed(event)
        if isinstance(event, Played):
            return played_words(event.seat, card_words(event.card), self._names, self._person)
        if isinstance(event, TrickWon):
            return self._trick_won(event)
        if isinstance(event, DealScored):
            scores = ", ".join(f"{self.who(s)} {score}" for s, score in enumerate(event.scores))
            if game.deals_are_hands:
                return self.tr("The hand is over. Scores: {scores}.").format(scores=scores)
            return self.tr("The deal is over. Scores: {scores}.").format(scores=scores)
        return None

    def _trick_won(self, event: TrickWon) -> str:
        """Who took the trick, and what it was worth (in Ugly a trick may cost its taker)."""
        if self.mine(event.winner):
            if event.points > 0:
                return self.tr("You took the trick, with %n point(s).", "", event.points)
            if event.points < 0:
                return self.tr("You took the trick, losing %n point(s).", "", -event.points)
            return self.tr("You took the trick.")
        name = self.who(event.winner)
        if event.points > 0:
            return self.tr("{name} took the trick, with %n point(s).", "",
                           event.points).format(name=name)
        if event.points < 0:
            return self.tr("{name} took the trick, losing %n point(s).", "",
                           -event.points).format(name=name)
        return self.tr("{name} took the trick.").format(name=name)

    def _passed(self, event: Passed) -> str | None:
        """The person's side of a pass: what went where, and what came in."""
        parts = []
        for giver, receiver, cards in event.transfers:
            if giver == self._person:
                parts.append(self.tr("You passed {cards} to {name}.").format(
                    cards=cards_words(cards), name=self.who(receiver)))
            elif receiver == self._person:
                parts.append(self.tr("{name} passed you {cards}.").format(
                    name=self.who(giver), cards=cards_words(cards)))
        return " ".join(parts) or None

"""What happens at the table, told in words for people who listen rather than look.

Every event the table shows becomes a sentence ("West played the queen of spades.", "North
took the trick."), written into a line of the window and sent to screen readers as an announcement,
so a person who cannot see the cards move still follows the game. Cards are named in words,
not symbols, because a screen reader reads "Q♠" badly. The events only one game has are told
as that game's declaration tells them (U-G-O's as its log does).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from ..engine.cards import Card, is_joker, rank, suit
from ..engine.events import (
    BidMade,
    CombinationPlayed,
    DealScored,
    Dealt,
    Event,
    GameOver,
    GinSwapped,
    HeartsBroken,
    Passed,
    Played,
    TrickRolledOver,
    TrickWon,
    TrumpChosen,
    TurnPassed,
    UltimateLoserFound,
)
from ..engine.visibility import HIDDEN
from ..texts import translated
from .game_ui import GameUi

SAID_KEPT = 50  # the last sentences kept, for a person (or a test) to read back


class Announcer(QLabel):
    """A line of the window that says the latest event, and tells screen readers each one.
    ``said`` holds the last sentences."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("What happens"))
        # the line takes the room the buttons leave it, never room from them (a long sentence
        # is cut short on screen; screen readers get it whole)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.said: list[str] = []
        self._names: Sequence[str] = ()
        self._person = 0
        self._previous: Event | None = None  # the event told before: what a U-G-O 10 answers

    def tell(self, events: Sequence[Event], names: Sequence[str], person: int,
             game: GameUi) -> None:
        """Say each event worth saying, in order; ``game`` tells those only it has."""
        self._names, self._person = names, person
        for event in events:
            text = self.sentence(event, game)
            self._previous = event
            if text:
                self.say(text)

    def say(self, text: str) -> None:
        """Show ``text`` and announce it to assistive technology."""
        self.said.append(text)
        del self.said[:-SAID_KEPT]
        self.setText(text)
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self, text))

    # ---- words ------------------------------------------------------------------------------

    def card_words(self, card: Card) -> str:
        """A card named for the ear: "the queen of spades"."""
        if card == HIDDEN:
            return self.tr("a card")
        if is_joker(card):
            return self.tr("the joker")
        ranks = (self.tr("two"), self.tr("three"), self.tr("four"), self.tr("five"),
                 self.tr("six"), self.tr("seven"), self.tr("eight"), self.tr("nine"),
                 self.tr("ten"), self.tr("jack"), self.tr("queen"), self.tr("king"),
                 self.tr("ace"))
        return self.tr("the {rank} of {suit}").format(rank=ranks[rank(card)],
                                                      suit=self.suit_words(suit(card)))

    def suit_words(self, s: int) -> str:
        """A suit's name, as it is said."""
        return (self.tr("clubs"), self.tr("diamonds"), self.tr("hearts"), self.tr("spades"))[s]

    def cards_words(self, cards: Sequence[Card]) -> str:
        """Several cards named for the ear, one after the other."""
        return ", ".join(self.card_words(c) for c in cards)

    def who(self, seat: int) -> str:
        """A seat's name, or "You" for the person's."""
        if seat == self._person:
            return self.tr("You")
        return self._names[seat] if seat < len(self._names) else "?"

    def sentence(self, event: Event, game: GameUi) -> str | None:
        """One event in words for the person, or None for one not worth saying aloud."""
        who, card = self.who, self.card_words
        if isinstance(event, Dealt):
            if self._person >= len(event.hands) or not event.hands[self._person]:
                return None
            return self.tr("{dealer} dealt. Your cards: {cards}.").format(
                dealer=who(event.dealer), cards=self.cards_words(event.hands[self._person]))
        if isinstance(event, TrumpChosen):
            if event.suit is None:
                return self.tr("No trumps this deal.")
            return self.tr("Trumps are {suit}.").format(suit=self.suit_words(event.suit))
        if isinstance(event, BidMade):
            return self.tr("{name} bid {count}.").format(name=who(event.seat), count=event.bid)
        if isinstance(event, Passed):
            return self._passed(event)
        if isinstance(event, Played):
            return self.tr("{name} played {card}.").format(name=who(event.seat),
                                                          card=card(event.card))
        if isinstance(event, HeartsBroken):  # by a heart, or by the lady where the rules say
            return self.tr("Hearts are broken.")
        if isinstance(event, TrickWon):
            if event.points > 0:
                return self.tr("{name} took the trick, with %n point(s).", "",
                               event.points).format(name=who(event.winner))
            if event.points < 0:  # Ugly: a trick may cost its taker
                return self.tr("{name} took the trick, losing %n point(s).", "",
                               -event.points).format(name=who(event.winner))
            return self.tr("{name} took the trick.").format(name=who(event.winner))
        if isinstance(event, TrickRolledOver):
            return self.tr("Nobody took the trick: its cards wait for the next one.")
        if isinstance(event, CombinationPlayed):
            return self.tr("{name} played {play}: {cards}.").format(
                name=who(event.seat), play=translated(event.name),
                cards=self.cards_words(event.cards))
        if isinstance(event, TurnPassed):
            return self.tr("{name} passed.").format(name=who(event.seat))
        if isinstance(event, GinSwapped):
            return self.tr("{name} swapped {given} for the gin card, {taken}.").format(
                name=who(event.seat), given=card(event.given), taken=card(event.taken))
        if isinstance(event, UltimateLoserFound):
            return self.tr("The Ultimate Loser: {name}.").format(name=who(event.seat))
        if isinstance(event, DealScored):
            return self.tr("The deal is over. Scores: {scores}.").format(scores=", ".join(
                f"{who(s)} {score}" for s, score in enumerate(event.scores)))
        if isinstance(event, GameOver):
            return self.tr("The game is over: {names} won.").format(
                names=", ".join(who(s) for s in event.winners))
        return game.tell(event, self._names, self._person, self._previous)

    def _passed(self, event: Passed) -> str | None:
        """The person's side of a pass: what went where, and what came in."""
        parts = []
        for giver, receiver, cards in event.transfers:
            if giver == self._person:
                parts.append(self.tr("You passed {cards} to {name}.").format(
                    cards=self.cards_words(cards), name=self.who(receiver)))
            elif receiver == self._person:
                parts.append(self.tr("{name} passed you {cards}.").format(
                    name=self.who(giver), cards=self.cards_words(cards)))
        return " ".join(parts) or None

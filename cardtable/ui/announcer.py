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
from PySide6.QtWidgets import QWidget

from ..controller.words import won_text
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
from .elided_text import ElidedLabel
from .game_ui import GameUi

SAID_KEPT = 50  # the last sentences kept, for a person (or a test) to read back


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

    def mine(self, seat: int) -> bool:
        """Whether ``seat`` is the person's, told in the second person."""
        return seat == self._person

    def sentence(self, event: Event, game: GameUi) -> str | None:
        """One event in words for the person, or None for one not worth saying aloud. Every
        sentence about a seat has its own text for the person's seat ("You played…")."""
        if isinstance(event, Dealt):
            if self._person >= len(event.hands) or not event.hands[self._person]:
                return None
            cards = self.cards_words(event.hands[self._person])
            if self.mine(event.dealer):
                return self.tr("You dealt. Your cards: {cards}.").format(cards=cards)
            return self.tr("{dealer} dealt. Your cards: {cards}.").format(
                dealer=self.who(event.dealer), cards=cards)
        if isinstance(event, TrumpChosen):
            if event.suit is None:
                return (self.tr("No trumps this hand.") if game.deals_are_hands
                        else self.tr("No trumps this deal."))
            return self.tr("Trumps are {suit}.").format(suit=self.suit_words(event.suit))
        if isinstance(event, BidMade):
            if self.mine(event.seat):
                return self.tr("You bid {count}.").format(count=event.bid)
            return self.tr("{name} bid {count}.").format(name=self.who(event.seat),
                                                         count=event.bid)
        if isinstance(event, Passed):
            return self._passed(event)
        if isinstance(event, Played):
            return self._played(event.seat, self.card_words(event.card))
        if isinstance(event, HeartsBroken):  # by a heart, or by the lady where the rules say
            return self.tr("Hearts are broken.")
        if isinstance(event, TrickWon):
            return self._trick_won(event)
        if isinstance(event, TrickRolledOver):
            return self.tr("Nobody took the trick: its cards wait for the next one.")
        if isinstance(event, CombinationPlayed):
            return self._combination(event, game)
        if isinstance(event, TurnPassed):
            if self.mine(event.seat):
                return self.tr("You passed.")
            return self.tr("{name} passed.").format(name=self.who(event.seat))
        if isinstance(event, GinSwapped):
            given, taken = self.card_words(event.given), self.card_words(event.taken)
            if self.mine(event.seat):
                return self.tr("You swapped {given} for the gin card, {taken}.").format(
                    given=given, taken=taken)
            return self.tr("{name} swapped {given} for the gin card, {taken}.").format(
                name=self.who(event.seat), given=given, taken=taken)
        if isinstance(event, UltimateLoserFound):
            if self.mine(event.seat):
                return self.tr("You are the Ultimate Loser.")
            return self.tr("{name} is the Ultimate Loser.").format(name=self.who(event.seat))
        if isinstance(event, DealScored):
            scores = ", ".join(f"{self.who(s)} {score}" for s, score in enumerate(event.scores))
            if game.deals_are_hands:
                return self.tr("The hand is over. Scores: {scores}.").format(scores=scores)
            return self.tr("The deal is over. Scores: {scores}.").format(scores=scores)
        if isinstance(event, GameOver):
            return won_text(event.winners, self._names, self._person)
        return game.tell(event, self._names, self._person, self._previous)

    def _played(self, seat: int, what: str) -> str:
        if self.mine(seat):
            return self.tr("You played {card}.").format(card=what)
        return self.tr("{name} played {card}.").format(name=self.who(seat), card=what)

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

    def _combination(self, event: CombinationPlayed, game: GameUi) -> str:
        """A play of several cards, named as a person says it ("a pair of queens"), then its
        cards."""
        play = game.play_words(event.cards, self.card_words) or translated(event.name)
        if len(event.cards) == 1:
            return self._played(event.seat, play)
        cards = self.cards_words(event.cards)
        if self.mine(event.seat):
            return self.tr("You played {play}: {cards}.").format(play=play, cards=cards)
        return self.tr("{name} played {play}: {cards}.").format(
            name=self.who(event.seat), play=play, cards=cards)

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

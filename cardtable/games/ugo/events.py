"""What happens only in U-G-O, a duel of cards on the table: turns, cards drawn, put in play,
equipped and switched, attacks and what they destroy, the special cards and their answers, and
players going out. The registry finds them here by name (``EVENTS``), for the shared table's
messages."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...engine.cards import Card
from ...engine.events import Event
from ...engine.viewer import Viewer
from ...engine.visibility import HIDDEN, hidden


@dataclass(frozen=True)
class TurnStarted(Event):
    """A player's turn began (``turn`` counts turns from 1; ``direction`` is +1 clockwise)."""

    seat: int
    turn: int
    direction: int
    ends = "turn"


@dataclass(frozen=True)
class CardDrawn(Event):
    """A seat drew a card from its deck (only the seat sees which)."""

    seat: int
    card: Card

    def seen_by(self, viewer: Viewer) -> Event:
        """The card, to the seat that drew it alone."""
        return self if viewer.seat == self.seat else replace(self, card=HIDDEN)


@dataclass(frozen=True)
class CardPlaced(Event):
    """A seat put an Attack/Defense card on the table, in ``slot``; a face-down card is seen
    only by its player. ``sacrifice`` is the card given up for a 6 or 7, with its equips, from
    ``given_slot`` (counted before the new card arrived)."""

    seat: int
    slot: int
    card: Card
    attack: bool
    face_up: bool
    sacrifice: tuple[Card, ...] = ()
    given_slot: int = -1
    cue = "play"

    def seen_by(self, viewer: Viewer) -> Event:
        """A card put in play face down, to its player alone."""
        if self.face_up or viewer.seat == self.seat:
            return self
        return replace(self, card=HIDDEN)


@dataclass(frozen=True)
class CardEquipped(Event):
    """An equip went under the card in ``slot`` of ``seat``."""

    seat: int
    slot: int
    card: Card
    cue = "play"


@dataclass(frozen=True)
class PositionsChanged(Event):
    """Cards switched between attack and defence; ``revealed`` names the slots turned face up."""

    seat: int
    slots: tuple[int, ...]
    revealed: tuple[tuple[int, Card], ...] = ()


@dataclass(frozen=True)
class AttackDeclared(Event):
    """The card in ``slot`` attacks ``target_slot`` of ``target`` (-1: the player himself)."""

    seat: int
    slot: int
    target: int
    target_slot: int


@dataclass(frozen=True)
class AttackBlocked(Event):
    """The defender played a 10: the attack does nothing."""

    seat: int
    card: Card


@dataclass(frozen=True)
class AttackResolved(Event):
    """How an attack ended: ``outcome`` is "destroyed", "repelled", "attacker destroyed",
    "even" or "direct"; ``value`` the attack, ``against`` what it met (the target's attack or
    defence), ``target_card`` the card attacked (turned up if it was face down)."""

    seat: int
    slot: int
    target: int
    target_slot: int
    value: int
    against: int
    outcome: str
    target_card: Card | None = None
    card: Card | None = None  # the attacker


@dataclass(frozen=True)
class CardDestroyed(Event):
    """A card left ``seat``'s table for its owner's discard pile, with its equips; with
    ``equips_only`` (a suited A♦) only the equips went and the card stays."""

    seat: int
    slot: int
    card: Card
    equips: tuple[Card, ...] = ()
    equips_only: bool = False


@dataclass(frozen=True)
class CardsMilled(Event):
    """Cards went from the top of ``seat``'s deck to the discard pile, one by one, face up."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class SpecialPlayed(Event):
    """A special card was played against ``target`` (its ``target_slot`` for an Ace, else -1)."""

    seat: int
    card: Card
    target: int
    target_slot: int = -1
    cue = "play"


@dataclass(frozen=True)
class CardStolen(Event):
    """A Jack took the top card of ``victim``'s deck into ``thief``'s hand (seen by the thief
    alone)."""

    thief: int
    victim: int
    card: Card

    def seen_by(self, viewer: Viewer) -> Event:
        """The card, to the thief alone."""
        return self if viewer.seat == self.thief else replace(self, card=HIDDEN)


@dataclass(frozen=True)
class CardRecovered(Event):
    """A Queen's player took a card from his shuffled discard pile (seen by him alone)."""

    seat: int
    card: Card

    def seen_by(self, viewer: Viewer) -> Event:
        """The card, to the seat that took it back alone."""
        return self if viewer.seat == self.seat else replace(self, card=HIDDEN)


@dataclass(frozen=True)
class DirectionReversed(Event):
    """A 9 turned the attacks the other way (``direction``: +1 clockwise, -1 anticlockwise),
    and the turn order with them unless the "What a 9 reverses" rule turns only the attacks
    (``turns`` false: the turns keep going clockwise)."""

    seat: int
    direction: int
    turns: bool = True


@dataclass(frozen=True)
class HandsRenewed(Event):
    """An 8: every player still in threw away his hand (``discarded``, seen by all) and drew as
    many (``drawn``, each seen by its seat alone)."""

    seat: int
    discarded: tuple[tuple[Card, ...], ...]
    drawn: tuple[tuple[Card, ...], ...]

    def seen_by(self, viewer: Viewer) -> Event:
        """Each hand drawn, to its own seat alone."""
        return replace(self, drawn=tuple(d if s == viewer.seat else hidden(d)
                                         for s, d in enumerate(self.drawn)))


@dataclass(frozen=True)
class SpecialCountered(Event):
    """A 9 turned a special card back on its player ("Nine counters")."""

    seat: int
    card: Card
    special: Card


@dataclass(frozen=True)
class PlayerOut(Event):
    """A seat could not draw and is out; ``place`` is its final place."""

    seat: int
    place: int


EVENTS: tuple[type[Event], ...] = (
    TurnStarted, CardDrawn, CardPlaced, CardEquipped, PositionsChanged, AttackDeclared,
    AttackBlocked, AttackResolved, CardDestroyed, CardsMilled, SpecialPlayed, CardStolen,
    CardRecovered, DirectionReversed, HandsRenewed, SpecialCountered, PlayerOut,
)

"""The U-G-O rule-of-thumb player's model of the table (see ``ugo``): the pieces it plays moves
on (``Slot``, ``Board``), what cards and decks are worth to their owner, and the ``Weights``
on which good players may differ.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from ....engine.cards import ACE, CLUBS, HEARTS, SPADES, Card
from ..roles import EIGHT, JACK, KING, QUEEN, TEN, base_values, equipped_values

EMPTY_DECK = 40.0    # an empty deck loses at the next draw: this much below a deck of one
UNKNOWN_CARD = 1.0   # what an unseen card is worth in hand


@dataclass(frozen=True)
class Weights:
    """The weights of the evaluation on which good players may differ: how readily special
    cards are spent, how much the fights to come count, and how far the turn is looked at.
    ``NORMAL`` is the Normal player's hand-set choice; the Expert plays by weights found in
    play against it (see ``ugo_expert``)."""

    keep: Mapping[int, float]  # what special cards are worth in hand: one is played when
    #                            what it does is worth more
    incoming: float       # weight of what the bot's attacker may do on his next turn
    this_turn: float      # weight of the attacks the bot may still make this turn
    hidden_bonus: float   # a face-down card of the bot's keeps the others guessing
    shortlist: int        # how many of the best actions are looked at a step further


NORMAL = Weights(keep={ACE: 4.0, KING: 0.5, QUEEN: 1.0, JACK: 0.5, TEN: 2.5, EIGHT: 0.8},
                 incoming=0.7, this_turn=0.6, hidden_bonus=0.3, shortlist=2)

# The eighteen Attack/Defense faces of one deck, (attack, defence): the guess for a card unseen.
ALL_AD = tuple(base_values(r + 13 * s) for s in (CLUBS, HEARTS, SPADES) for r in range(6))
AVERAGE_DEFENCE = sum(d for _, d in ALL_AD) / len(ALL_AD)
# The average 2 to 5 of ♣ ♥ ♠: what a card drawn and put straight on the table may be.
_SMALL = [base_values(r + 13 * s) for s in (CLUBS, HEARTS, SPADES) for r in range(4)]
SMALL_AD = (sum(a for a, _ in _SMALL) / len(_SMALL), sum(d for _, d in _SMALL) / len(_SMALL))


@lru_cache(maxsize=4096)
def deck_value(cards: float) -> float:
    """What a deck of ``cards`` is worth to its owner: each card more the fewer are left."""
    value = cards + 8.0 * math.log1p(max(cards, 0.0))
    return value - EMPTY_DECK * (1.0 - cards) if cards < 1.0 else value


def worth(attack: float, defence: float) -> float:
    """What an Attack/Defense card on the table is worth: more than its values add up to, so
    that strength gathered in one card counts (a strong card survives, a weak one does not)."""
    return 1.0 + 0.025 * (attack + defence) ** 1.5


def in_hand(attack: float, defence: float) -> float:
    """What an Attack/Defense card is worth in hand: less than on the table, where it fights."""
    return 0.3 + 0.06 * (attack + defence)


class Slot:
    """One Attack/Defense card of the model: the card (``HIDDEN_CARD`` when it is a guess),
    its values (a guess when ``known`` is False), its position and whether it lies face up,
    its equips with what they add in all, and whether it attacked this turn. ``worth`` follows
    the values (call ``revalue`` after changing them)."""

    __slots__ = ("attack", "bonus", "card", "defence", "equips", "face_up", "known", "up",
                 "used", "worth")

    def __init__(self, card: Card, attack: float, defence: float, up: bool, face_up: bool,
                 known: bool, equips: int = 0, bonus_total: int = 0, used: bool = False) -> None:
        self.card = card
        self.attack, self.defence, self.up, self.face_up = attack, defence, up, face_up
        self.known, self.equips, self.bonus, self.used = known, equips, bonus_total, used
        self.worth = worth(attack, defence)

    def copy(self) -> Slot:
        """An independent copy."""
        other = Slot.__new__(Slot)
        other.card = self.card
        other.attack, other.defence, other.up, other.face_up = (self.attack, self.defence,
                                                                 self.up, self.face_up)
        other.known, other.equips, other.bonus, other.used = (self.known, self.equips,
                                                              self.bonus, self.used)
        other.worth = self.worth
        return other

    def set_equips(self, count: int, bonus_total: int, before: bool) -> None:
        """Give the card ``count`` equips adding ``bonus_total``, counted as the rules in play
        say (``before``: added before doubling)."""
        self.equips, self.bonus = count, bonus_total
        self.revalue(*equipped_values(self.card, bonus_total, before))

    def revalue(self, attack: float, defence: float) -> None:
        """Give the card new values (an equip, a face-down card revealed)."""
        self.attack, self.defence = attack, defence
        self.worth = worth(attack, defence)

    def against(self) -> float:
        """The value an attacker must beat: attack in attack position, else defence."""
        return self.attack if self.up else self.defence


@dataclass
class Board:
    """The bot's model of the table: what it sees, and guesses for what it does not."""

    tables: list[list[Slot]]
    decks: list[float]
    hand: list[Card]
    extra: float          # the value of cards gained this turn that the bot cannot see yet
    extra_cards: int
    hand_sizes: list[int]
    alive: list[bool]
    direction: int
    card_played: bool
    changed: bool

    def copy(self) -> Board:
        """An independent copy to play a move on."""
        return Board([[s.copy() for s in t] for t in self.tables], list(self.decks),
                     list(self.hand), self.extra, self.extra_cards, list(self.hand_sizes),
                     list(self.alive), self.direction, self.card_played, self.changed)

    def next_alive(self, seat: int, direction: int) -> int:
        """The next player still in after ``seat``, going ``direction``."""
        n = len(self.alive)
        for k in range(1, n):
            other = (seat + k * direction) % n
            if self.alive[other]:
                return other
        return seat

    def mill(self, seat: int, cards: float) -> None:
        """Take ``cards`` off the top of a seat's deck (what is there, at most)."""
        self.decks[seat] = max(self.decks[seat] - cards, 0.0)

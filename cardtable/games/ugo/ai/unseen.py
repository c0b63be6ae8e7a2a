"""What the U-G-O rule-of-thumb player (see ``ugo``) reasons about the cards it cannot see:
which cards of each deck it has not seen, what a face-down card may be, the chances that an
opponent holds a 10 or a 9, and the model of the table built from its view with guesses for
the hidden cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from ....engine.cards import Card, rank
from ..options import EQUIPS_BEFORE
from ..roles import NINE, TEN, base_values, bonus, needs_sacrifice, role
from ..view import HIDDEN_CARD, UgoView
from .model import ALL_AD, NORMAL, UNKNOWN_CARD, Board, Slot, Weights, in_hand

DECK = 52
NINE_REVERSES = 0.3  # a 9 with three or four players (with two it does nothing)
NINE_COUNTERS = 1.8  # a 9 kept to turn back an Ace, King or Jack


class Unseen:
    """The Attack/Defense cards of one deck the bot has not seen: what a face-down card of
    that deck may be."""

    def __init__(self, faces: Sequence[tuple[int, int]]) -> None:
        self.faces = list(faces) or list(ALL_AD)
        count = len(self.faces)
        self.attack = sum(a for a, _ in self.faces) / count
        self.defence = sum(d for _, d in self.faces) / count

    def against(self, value: float) -> tuple[float, float, float, float]:
        """For an attack of ``value`` on a face-down card: the chances that it is weaker, equal
        or stronger, and by how much it is stronger on average when it is."""
        count = len(self.faces)
        less = sum(1 for _, d in self.faces if d < value) / count
        more = [d - value for _, d in self.faces if d > value]
        excess = sum(more) / len(more) if more else 0.0
        return less, 1.0 - less - len(more) / count, len(more) / count, excess


def unseen_cards(view: UgoView) -> list[list[Card]]:
    """Per owner, the cards of his deck the seat has not seen anywhere."""
    seen: set[Card] = set(view.hand) | set(view.removed)
    for pile in view.discards:
        seen.update(pile)
    for table in view.tables:
        for slot in table:
            seen.update(slot.equips)
            if slot.card != HIDDEN_CARD:
                seen.add(slot.card)
    return [[c for c in range(owner << 6, (owner << 6) + DECK) if c not in seen]
            for owner in range(view.players)]


class Context:
    """What stays the same while the bot weighs its options: who it is, the rules in play, the
    guesses about hidden cards, the chances that each opponent holds a 10 or a 9, and the
    weights it plays by."""

    def __init__(self, view: UgoView, weights: Weights = NORMAL) -> None:
        self.weights = weights
        self.me = view.seat
        self.players = view.players
        self.can_attack = view.can_attack
        self.suited = bool(view.options.get("suited_aces"))
        self.nines = bool(view.options.get("nine_counters"))
        self.tens = bool(view.options.get("ten_stops_specials"))
        self.before = view.options.get("equips") == EQUIPS_BEFORE
        self._kept: dict[Card, float] = {}
        unseen = unseen_cards(view)
        self.hidden = [Unseen([base_values(c) for c in cards if role(c) == "ad"])
                       for cards in unseen]
        self.ten = [_holds(cards, TEN, view.hand_sizes[s]) for s, cards in enumerate(unseen)]
        self.nine = [_holds(cards, NINE, view.hand_sizes[s]) for s, cards in enumerate(unseen)]
        mine = unseen[self.me]
        self.renewed = (sum(self.keep(c) for c in mine) / len(mine)) if mine else UNKNOWN_CARD
        self.fresh = sum(1 for c in mine if _opens_a_table(c)) / len(mine) if mine else 0.0
        pile = view.discards[self.me]
        self.recovered = (sum(self.keep(c) for c in pile) / len(pile)) if pile else 0.0
        self.pile_fresh = sum(1 for c in pile if _opens_a_table(c)) / len(pile) if pile else 0.0

    def keep(self, card: Card) -> float:
        """What a card is worth in the bot's hand, by what it may still do."""
        known = self._kept.get(card)
        if known is None:
            known = self._kept[card] = self._keep(card)
        return known

    def ready(self, hand: Sequence[Card], unseen: int) -> float:
        """The chance that a hand can put a card on an empty table: sure with a 2 to 5 of ♣ ♥
        ♠ in it, else as likely as one among the ``unseen`` cards it has gained."""
        if any(_opens_a_table(c) for c in hand):
            return 1.0
        return 1.0 - (1.0 - self.fresh) ** unseen

    def _keep(self, card: Card) -> float:
        kind, r = role(card), rank(card)
        if kind == "ad":
            return in_hand(*base_values(card))
        if kind == "equip":
            return 0.3 * bonus(card)
        if r == NINE:
            if self.nines:
                return NINE_COUNTERS
            return NINE_REVERSES if self.players > 2 else 0.0
        return self.weights.keep[r]


def _opens_a_table(card: Card) -> bool:
    """Whether a card can go on an empty table: an Attack/Defense card that needs no
    sacrifice."""
    return role(card) == "ad" and not needs_sacrifice(card)


def _holds(unseen: Sequence[Card], wanted: int, hand: int) -> float:
    """The chance that a hand of ``hand`` cards drawn from ``unseen`` holds a card of rank
    ``wanted`` (the hand is taken from the owner's own cards not yet seen)."""
    total = len(unseen)
    good = sum(1 for c in unseen if rank(c) == wanted)
    none = 1.0
    for k in range(min(hand, total)):
        none *= max(total - good - k, 0) / (total - k)
    return 1.0 - none


# ---- the model, from the view ---------------------------------------------------------------

def board_of(view: UgoView, ctx: Context) -> Board:
    """The model of the table the bot sees."""
    tables = []
    for seat, table in enumerate(view.tables):
        slots = []
        for s in table:
            extra = sum(bonus(e) for e in s.equips)
            if s.card == HIDDEN_CARD:
                guess = ctx.hidden[seat]
                slots.append(Slot(HIDDEN_CARD, guess.attack, guess.defence, s.attack, False,
                                  False, used=s.used))
            else:
                slots.append(Slot(s.card, s.attack_value, s.defence_value, s.attack, s.face_up,
                                  True, len(s.equips), extra, s.used))
        tables.append(slots)
    return Board(tables, [float(d) for d in view.deck_sizes], list(view.hand), 0.0, 0,
                 list(view.hand_sizes), [s not in view.out for s in range(view.players)],
                 view.direction, view.card_played, view.positions_changed)

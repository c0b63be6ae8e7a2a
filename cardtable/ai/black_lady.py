"""A rule-of-thumb Black Lady player: the habits of a steady club player, no search.

It passes the cards that catch the black lady and the high hearts, ducks under the card that is
winning the trick with the highest card that still loses, takes a clean last-seat trick with its
highest card, and when void throws the black lady first, then the spades above her, then hearts.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.cards import DIAMONDS, HEARTS, JACK, QUEEN, SPADES, TEN, Card, make_card, rank, suit
from ..engine.games.black_lady.view import BlackLadyView
from ..engine.protocol import Action, Phase
from ..engine.rng import Rng

_SAFE_SPADE_LENGTH = 5  # with this many spades a player can keep the lady guarded


class BlackLadyBot:
    """Sheds high cards when safe, dumps penalty cards when void, avoids the black lady."""

    name = "rule"

    def choose(self, view: BlackLadyView, legal: Sequence[Action], rng: Rng) -> Action:
        """Return the card to pass or play."""
        if len(legal) == 1:
            return legal[0]
        if view.phase is Phase.PASS:
            return max(legal, key=lambda c: self._pass_danger(view, c))
        if not view.trick:
            return min(legal, key=lambda c: self._lead_cost(view, c))
        led = suit(view.trick[0][1])
        if any(suit(c) == led for c in legal):
            return self._follow(view, legal, led)
        return max(legal, key=lambda c: self._discard_value(view, c))

    # ---- what the bot knows about the deal ----------------------------------------------------

    @staticmethod
    def _lady(view: BlackLadyView) -> Card:
        return make_card(JACK if view.options["black_jack"] else QUEEN, SPADES)

    @staticmethod
    def _penalty(view: BlackLadyView, card: Card) -> int:
        face = card & 63
        if face == BlackLadyBot._lady(view):
            return 13
        if suit(face) == HEARTS:
            pink = view.options["pink_lady"] and face == make_card(QUEEN, HEARTS)
            return 13 if pink else 1
        return 0

    @staticmethod
    def _is_bonus(view: BlackLadyView, card: Card) -> bool:
        return _bonus_face(str(view.options["omnibus"])) == card & 63

    def _lady_out(self, view: BlackLadyView) -> bool:
        """Whether the black lady is still to come from another player's hand."""
        lady = self._lady(view)
        mine = any(c & 63 == lady for c in view.hand)
        seen = sum(1 for c in view.played_cards() if c & 63 == lady)
        copies = 2 if view.options["cancellation"] else 1
        return not mine and seen < copies

    # ---- passing ------------------------------------------------------------------------------

    def _pass_danger(self, view: BlackLadyView, card: Card) -> float:
        lady = self._lady(view)
        hand = [c for c in view.hand if c not in view.passing]
        spades = sum(1 for c in hand if suit(c) == SPADES)
        r = rank(card)
        if self._is_bonus(view, card):
            return -10.0
        if card & 63 == lady:
            return 5.0 if spades >= _SAFE_SPADE_LENGTH else 30.0
        if suit(card) == SPADES and r > rank(lady):
            holds_lady = any(c & 63 == lady for c in hand)
            return r + (4.0 if spades >= _SAFE_SPADE_LENGTH else 16.0 if not holds_lady else 8.0)
        length = sum(1 for c in hand if suit(c) == suit(card))
        shortness = max(0, 4 - length) * 1.5
        return r + shortness + 3.0 * min(self._penalty(view, card), 2)

    # ---- leading ------------------------------------------------------------------------------

    def _lead_cost(self, view: BlackLadyView, card: Card) -> float:
        lady = self._lady(view)
        r = rank(card)
        cost = float(r)
        if card & 63 == lady:
            return 100.0
        if self._penalty(view, card):
            cost += 20.0
        if suit(card) == SPADES:
            holding_top = any(c & 63 == lady or (suit(c) == SPADES and rank(c) > rank(lady))
                              for c in view.hand)
            if not holding_top and r < rank(lady) and self._lady_out(view):
                cost -= 6.0  # smoke the lady out
            elif r > rank(lady) and self._lady_out(view):
                cost += 30.0
        return cost

    # ---- following ----------------------------------------------------------------------------

    def _follow(self, view: BlackLadyView, legal: Sequence[Action], led: int) -> Action:
        lady = self._lady(view)
        winning = max(rank(c) for _, c in view.trick if suit(c) == led)
        last = len(view.trick) == view.players - 1
        points = sum(self._penalty(view, c) for _, c in view.trick)
        ducks = [c for c in legal if rank(c) < winning]
        if ducks:
            lady_duck = [c for c in ducks if c & 63 == lady]
            return lady_duck[0] if lady_duck else max(ducks, key=rank)
        safe = [c for c in legal if c & 63 != lady] or list(legal)
        if last and points == 0:
            return max(safe, key=rank)
        if last:
            return min(safe, key=rank)
        if led == SPADES and self._lady_out(view):
            below = [c for c in safe if rank(c) < rank(lady)]
            if below:
                return max(below, key=rank)
        return min(safe, key=rank) if points else max(safe, key=rank)

    # ---- discarding ---------------------------------------------------------------------------

    def _discard_value(self, view: BlackLadyView, card: Card) -> float:
        lady = self._lady(view)
        if card & 63 == lady:
            return 100.0
        if self._is_bonus(view, card):
            return -10.0
        r = rank(card)
        if suit(card) == SPADES and r > rank(lady) and self._lady_out(view):
            return 50.0 + r
        return r + 4.0 * min(self._penalty(view, card), 5)


def _bonus_face(setting: str) -> int:
    """The face of the Omnibus card for the option's value, or -1 when there is none."""
    return {"10D": make_card(TEN, DIAMONDS), "JD": make_card(JACK, DIAMONDS)}.get(setting, -1)

"""A rule-of-thumb Ugly player: a club player's habits, no search.

It names the suit it is long and strong in (no trumps with a balanced weak hand, and in the last
hand, when its whole hand goes to the left, the suit that hand is weakest in). It passes the
Jacks it cannot guard, the dearest first, then low cards (short side suits first, to trump them
later), and the 7♦ too when it keeps a Jack. In play it weighs every legal card: a card that
would win is worth what taking the trick does to its score for the hand (tricks, Jacks, the Ugly
and Charm cards counted exactly as the rules do), discounted by the chance of being overtaken
and of a Jack being thrown on it; a card that would lose is worth what it costs the others, so
Jacks go under someone else's winning card. Either way it spends its cheapest cards first and
keeps trumps and high cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from ....engine.cards import (
    ACE,
    KING,
    QUEEN,
    SUITS,
    TEN,
    Card,
    mask_of,
    rank,
    standard_deck,
    suit,
)
from ....engine.protocol import NO_TRUMP, TRUMP_BASE, Action, Phase
from ....engine.rng import Rng
from ..options import removed_cards
from ..scoring import CHARM, JACK_COST, UGLY, hand_points
from ..view import UglyView

_HONOUR = {ACE: 4.0, KING: 3.0, QUEEN: 2.0, TEN: 0.5}
_LONG_SUIT = 5          # a suit this long is worth naming trumps
_STRONG_SUIT = 8.0      # or a suit this strong
_WEAK_HAND = 12.0       # a balanced hand below this strength plays better without trumps
_SPEND = 0.4            # what spending a high card or a trump costs, per unit of keep value
_RELUCTANT = 0.05       # how much less likely a player is to overtake a trick holding a Jack


class UglyBot:
    """Wins clean tricks, ducks the ones with Jacks in them, throws its Jacks on others."""

    name = "rule"

    def choose(self, view: UglyView, legal: Sequence[Action], rng: Rng) -> Action:
        """Return the trumps to name, or the card to pass or play."""
        if len(legal) == 1:
            return legal[0]
        if view.phase is Phase.CHOOSE_TRUMP:
            choice = self._trumps(view)
            return choice if choice in legal else legal[0]
        if view.phase is Phase.PASS:
            plan = self._pass_plan(view)
            for card in plan:
                if card in legal and card not in view.passing:
                    return card
            return legal[0]
        return self._play(view, legal)

    # ---- naming trumps ------------------------------------------------------------------------

    @staticmethod
    def _suit_strength(cards: Sequence[Card], keep: int) -> float:
        """Honours and length of one suit, counting only the best ``keep`` cards."""
        kept = sorted(cards, key=rank, reverse=True)[:keep]
        honours = sum(_HONOUR.get(rank(c), 0.0) for c in kept)
        return honours + 1.5 * max(0, len(kept) - 3)

    def _trumps(self, view: UglyView) -> Action:
        by_suit = {s: [c for c in view.hand if suit(c) == s] for s in SUITS}
        keep = len(view.hand) - view.pass_count
        if keep <= 0:
            # The whole hand goes to the left: make trumps the suit it is weakest in.
            weakest = min(SUITS, key=lambda s: (self._suit_strength(by_suit[s], 99), s))
            return TRUMP_BASE + weakest
        strength = {s: self._suit_strength(by_suit[s], keep) for s in SUITS}
        best = max(SUITS, key=lambda s: (strength[s], len(by_suit[s])))
        lengths = [len(by_suit[s]) for s in SUITS]
        if len(by_suit[best]) >= _LONG_SUIT or strength[best] >= _STRONG_SUIT:
            return TRUMP_BASE + best
        balanced = max(lengths) <= 4 and min(lengths) >= 2
        if balanced and sum(strength.values()) < _WEAK_HAND:
            return NO_TRUMP
        return TRUMP_BASE + best

    # ---- passing ------------------------------------------------------------------------------

    def _pass_plan(self, view: UglyView) -> list[Card]:
        """The cards to pass this hand, most urgent first (the same answer for every card)."""
        hand = list(view.hand)
        trump = view.trump_suit
        length = {s: sum(1 for c in hand if suit(c) == s) for s in SUITS}

        def urgency(card: Card) -> float:
            s, r = suit(card), rank(card)
            cost = JACK_COST.get(card)
            if cost is not None:
                # Guarded: small cards of its suit to play instead, nothing above it to run
                # it out as the last card standing, and not a trump (those cannot be thrown).
                lower = sum(1 for c in hand if suit(c) == s and rank(c) < r)
                higher = sum(1 for c in hand if suit(c) == s and rank(c) > r)
                guarded = s != trump and lower >= 2 and higher == 0
                return 10.0 + cost if guarded else 40.0 + 5.0 * cost
            if s == trump:
                return -20.0 - r
            value = 12.0 - r
            if trump is not None and length[s] <= 2:
                value += 4.0  # helps to void the suit and trump it
            return value

        ranked = sorted(hand, key=lambda c: (-urgency(c), c))
        k = view.pass_count
        plan, kept = ranked[:k], ranked[k:]
        if k > 0 and UGLY in kept and any(c in JACK_COST for c in kept):
            # Keeping a Jack: do not keep the card that would double its cost as well.
            for i in range(len(plan) - 1, -1, -1):
                if plan[i] not in JACK_COST:
                    plan[i] = UGLY
                    break
        return plan

    # ---- play ---------------------------------------------------------------------------------

    def _play(self, view: UglyView, legal: Sequence[Action]) -> Action:
        me = view.seat
        trump = view.trump_suit
        trick = [c for _, c in view.trick]
        led = suit(trick[0]) if trick else -1
        later_seats = [(me + k) % view.players for k in range(1, view.players - len(trick))]
        deck = set(standard_deck()) - set(removed_cards(view.players))
        outstanding = deck - set(view.hand) - set(view.played_cards())
        unseen = max(1, len(outstanding))
        share = {s: view.hand_sizes[s] / unseen for s in later_seats}  # chance a card is there
        voids = view.voids()
        won = mask_of(view.scoring_cards[me])
        taken = view.tricks_won[me]
        now = hand_points(taken, won)
        out_jacks = [j for j in JACK_COST if j in outstanding]
        best = max((_power(c, led, trump) for c in trick), default=-1)
        winner_seat = view.trick[
            max(range(len(trick)), key=lambda i: _power(trick[i], led, trump))
        ][0] if trick else -1

        def gain(extra: Sequence[Card]) -> int:
            return hand_points(taken + 1, won | mask_of([*trick, *extra])) - now

        def void_chance(seat: int, s: int) -> float:
            if s in voids[seat]:
                return 1.0
            left = (me + 1) % view.players
            if seat == left and any(suit(c) == s and c in outstanding for c in view.passing):
                return 0.0  # it still holds a card of that suit this seat passed it
            return (1.0 - share[seat]) ** sum(1 for c in outstanding if suit(c) == s)

        def value(card: Card) -> float:
            lead_suit = led if trick else suit(card)
            spend = _SPEND * _keep_value(card, trump)
            mine = _power(card, lead_suit, trump)
            if mine <= best:
                return _dump_value(view, card, winner_seat) - spend
            # The card wins for now: how likely it is to stand, and what standing is worth.
            with_jack = any(c in JACK_COST for c in (*trick, card))
            eager = _RELUCTANT if with_jack else 1.0  # nobody takes a Jack unless forced
            void = {s: void_chance(s, lead_suit) for s in later_seats}
            stand = 1.0
            for o in outstanding:
                if _power(o, lead_suit, trump) <= mine:
                    continue
                if suit(o) == lead_suit:
                    stand *= 1.0 - eager * sum(share[s] for s in later_seats)
                else:  # a higher trump: only a player out of the suit led can use it
                    stand *= 1.0 - eager * sum(share[s] * void[s] for s in later_seats)
            worth = float(gain([card]))
            for jack in out_jacks:
                hurt = worth - gain([card, jack])
                if hurt <= 0:
                    continue
                if suit(jack) == lead_suit:
                    # Its holder follows suit with it under this card if it can.
                    chance = 0.7 * sum(share[s] for s in later_seats) if mine > _power(
                        jack, lead_suit, trump) else 0.0
                else:
                    chance = 0.8 * sum(share[s] * void[s] for s in later_seats)
                worth -= hurt * min(1.0, chance)
            if UGLY in (card, *trick) and out_jacks and UGLY not in view.scoring_cards[me]:
                worth -= 0.3 * sum(JACK_COST[j] for j in out_jacks)  # Jacks may follow it home
            lose_value = _dump_value(view, card, winner_seat) if trick else 0.0
            return stand * worth + (1.0 - stand) * lose_value - spend

        return max(legal, key=lambda c: (value(c), -rank(c), -c))


def _power(card: Card, led: int, trump: int | None) -> int:
    """How strongly a card plays to a trick led in ``led``: trumps above the suit led, others 0."""
    s = suit(card)
    if trump is not None and s == trump:
        return 100 + rank(card)
    if s == led:
        return 1 + rank(card)
    return 0


def _keep_value(card: Card, trump: int | None) -> float:
    """How much a card is worth keeping for later tricks: high cards and trumps."""
    return rank(card) / 12.0 + (1.5 if suit(card) == trump else 0.0)


def _dump_value(view: UglyView, card: Card, winner: int) -> float:
    """What playing ``card`` onto someone else's trick is worth to us."""
    cost = JACK_COST.get(card)
    if cost is not None:
        return 1.5 * cost + 2.0  # it costs the winner and no longer threatens us
    if card == UGLY and winner >= 0:
        # The Ugly card hurts a winner who has Jacks, and flatters one who has none.
        has_jacks = any(c in JACK_COST for c in view.scoring_cards[winner])
        jacks_in_trick = any(c in JACK_COST for _, c in view.trick)
        has_charm = CHARM in view.scoring_cards[winner]
        if (has_jacks or jacks_in_trick) and not has_charm:
            return 2.0
        return -1.0
    return 0.0


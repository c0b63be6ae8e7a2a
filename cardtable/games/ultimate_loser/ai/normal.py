"""A rule-of-thumb Ultimate Loser player: keep the combinations whole, take the lead when it
pays, and drink only when the drink buys something.

The bot splits its hand into plays the way a player sorts his cards: straight flushes, sets and
loose singles, choosing the split that leaves the fewest and least awkward plays (a loose low
card is the most awkward: it will likely be the lowest play of its round and cost a drink). That
split is its plan, and every decision is read against it: a play that is one of the plan's
groups is clean, any other breaks something.

Leading, it plays one of the plan's groups, never part of one. When all its groups but at most
one would keep the lead, it plays those first and leads the last one to go out. Otherwise it
leads its lowest group, a combination counting a rank lower for each card beyond the first (it
sheds them all at once). It keeps its last single while combinations remain: a combination
sheds only on a lead of its kind, and without a single to follow a single lead it would be
stuck.

Following, it goes out when one play empties its hand. Otherwise it sheds its lowest clean
play that escapes the drink (above the lowest play so far) or, looking like the round's loser
anyway, its lowest play of all, unless a pass is worth that drink more: the gin card completes
or extends a combination, or the play would spend a card that can take the lead later. It
passes rather than break a combination, except to shave a card off a three, a four or a long
straight flush without drinking. A pass takes the gin card whenever that improves the plan
enough: a low loose card goes for a card that joins a combination or is high.

It does not chase the lead early in a hand: the leader plays blind and is the likeliest to play
lowest, so taking a round with a high card when a low one would shed for free only costs drinks
(bots that did so drank about a fifth more). Near the end of the hand (someone about to go out,
or only a few cards left), when being the last one holding cards looms, it takes the round with
the cheapest play that will probably stand, to lead its last cards out, and it breaks
combinations rather than pass.

Rock-paper-scissors is a guess, uniformly at random.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from functools import lru_cache

from ....engine.cards import (
    ACE,
    JOKER_FACE,
    RANKS_PER_SUIT,
    SUIT_BITS,
    SUITS,
    Mask,
    iter_cards,
    mask_of,
)
from ....engine.protocol import Action, Phase
from ....engine.rng import Rng
from ..plays import (
    BY_SHAPE,
    CARDS,
    PASS,
    PLAY_ACTIONS,
    SHAPE,
    SINGLE,
    SWAP_BASE,
    TOP,
    play_for_cards,
)
from ..state import UltimateLoserState
from ..view import UltimateLoserView

# What a play costs to hold, in drinks, roughly: a group still needs a round to be shed (the
# race not to be the last holder), and a low one will likely be the lowest play of its round.
_SINGLE_COST = 0.6      # a loose card of any height
_LOW_SINGLE = 1.0       # and up to this much more for a loose two
_COMBO_COST = 0.7       # a combination, less a little per card it sheds at once ...
_PER_CARD = 0.1
_LOW_COMBO = 0.2        # ... and a little more when it is low

_SHED_BONUS = 1         # leading, a combination counts this many ranks lower per extra card
_SURE = 0.75            # a play this likely to stand keeps (or takes) the lead
_HOPEFUL = 0.4          # near the end, a play this likely to stand is worth trying
_FOLLOW_LOW = 0.6       # how likely a later player holding a lower play is to make it
_GIN_GAIN = 0.5         # the least improvement for which a pass takes the gin card
_CLOSE = 2              # an opponent this close to going out ends the quiet part of a hand
_FEW = 3                # and so does holding this few cards oneself
_EPSILON = 1e-9

_DECK: Mask = (1 << JOKER_FACE) - 1
_DECK_WITH_JOKER: Mask = _DECK | 1 << JOKER_FACE
_EVERY_SUIT = sum(1 << (s * RANKS_PER_SUIT) for s in SUITS)  # times a rank mask: all its suits
_TWOS = _EVERY_SUIT
_ACES = _EVERY_SUIT << ACE


def _cost(action: Action) -> float:
    """What holding this play costs: see the constants above."""
    lowness = max(0, ACE - TOP[action]) / ACE  # 0 for the ace and the joker, 1 for a two
    if SHAPE[action] == SINGLE:
        return _SINGLE_COST + _LOW_SINGLE * lowness
    size = CARDS[action].bit_count()
    return _COMBO_COST - _PER_CARD * min(size, 5) + _LOW_COMBO * lowness


COST: tuple[float, ...] = tuple(_cost(a) if SHAPE[a] else 0.0 for a in range(len(SHAPE)))


def _plays_by_lowest_card() -> tuple[tuple[Action, ...], ...]:
    starting: list[list[Action]] = [[] for _ in range(JOKER_FACE + 1)]
    for action in PLAY_ACTIONS:
        cards = CARDS[action]
        starting[(cards & -cards).bit_length() - 1].append(action)
    return tuple(tuple(plays) for plays in starting)


_STARTING = _plays_by_lowest_card()
"""Per card, the plays whose lowest card it is: the only plays that can take that card when a
hand is split from its lowest card up."""


def plan(hand: Mask) -> tuple[float, tuple[Action, ...]]:
    """The cheapest split of ``hand`` into plays: its total cost and the plays.

    The cards that can join nothing (no card of their rank, no straight flush through them) are
    singles in every split. The others fall into groups that share no play (linked by rank and
    by neighbouring cards of a suit), and each group is split exactly by ``_split_tied``.
    """
    loose = _loose_cards(hand)
    cost = 0.0
    plays: tuple[Action, ...] = ()
    tied = hand & ~loose
    while tied:
        group = _linked(tied)
        group_cost, group_plays = _split_tied(group)
        cost += group_cost
        plays += group_plays
        tied &= ~group
    for card in iter_cards(loose):
        cost += COST[card]  # a single card is played by the action of its own number
        plays += (card,)
    return cost, plays


def hand_outlook(state: UltimateLoserState) -> tuple[float, ...]:
    """Per seat, the drinks of the hand in progress as far as they can be told: those taken
    so far and the cost of the plan for the cards still held (for the Expert, which cuts its
    playouts short; a sampled world is a whole state, so every hand is known there)."""
    return tuple(drunk + plan(hand)[0] for drunk, hand in zip(state.drinks, state.hands,
                                                              strict=True))


def _loose_cards(hand: Mask) -> Mask:
    """The cards of ``hand`` that can be part of no combination within it."""
    loose = hand & 1 << JOKER_FACE
    for s in SUITS:
        bits = hand >> (s * RANKS_PER_SUIT) & SUIT_BITS
        others = 0
        for t in SUITS:
            if t != s:
                others |= hand >> (t * RANKS_PER_SUIT) & SUIT_BITS
        starts = bits & bits >> 1 & bits >> 2  # three in a row from each of these ranks
        tied = bits & others | starts | starts << 1 | starts << 2
        loose |= (bits & ~tied) << (s * RANKS_PER_SUIT)
    return loose


def _linked(cards: Mask) -> Mask:
    """The lowest of ``cards`` and every card linked to it through cards of the same rank or
    neighbours in a suit: no play takes cards from both inside and outside this group."""
    group = cards & -cards
    while True:
        ranks = 0
        for s in SUITS:
            ranks |= group >> (s * RANKS_PER_SUIT) & SUIT_BITS
        grown = group | (ranks * _EVERY_SUIT | group << 1 & ~_TWOS | group >> 1 & ~_ACES) & cards
        if grown == group:
            return group
        group = grown


@lru_cache(maxsize=1 << 14)
def _split_tied(hand: Mask) -> tuple[float, tuple[Action, ...]]:
    """The cheapest split of cards that may form combinations, trying every split from the
    lowest card up: the lowest card is either alone or starts a set or a straight flush with
    cards above it. Hands are small and the splits of their parts are shared."""
    if not hand:
        return 0.0, ()
    lowest = (hand & -hand).bit_length() - 1
    best: tuple[float, tuple[Action, ...]] | None = None
    for action in _STARTING[lowest]:
        cards = CARDS[action]
        if cards & hand != cards:
            continue
        rest_cost, rest = _split_tied(hand & ~cards)
        total = rest_cost + COST[action]
        if best is None or total < best[0] - _EPSILON:
            best = (total, (action, *rest))
    assert best is not None  # the lowest card alone is always a play
    return best


def _singles(plays: Sequence[Action]) -> int:
    return sum(1 for a in plays if SHAPE[a] == SINGLE)


class _Table:
    """What the bot works out once per decision from its view: its hand, the cards it has not
    seen, and how likely another seat is to hold a play of some shape above or below a height."""

    def __init__(self, view: UltimateLoserView) -> None:
        self.view = view
        self.hand = mask_of(view.hand)
        deck = _DECK_WITH_JOKER if view.options.get("joker") else _DECK
        seen = self.hand | mask_of(view.played_cards()) | 1 << view.gin
        self.unseen = deck & ~seen
        hidden = self.unseen.bit_count()  # the other hands and the face-down spare cards
        self.share = [size / hidden if hidden else 0.0 for size in view.hand_sizes]
        self.others = [s for s in range(view.players)
                       if s != view.seat and view.hand_sizes[s]]
        self.round_tops = [TOP[play_for_cards(cards)] for _, cards in view.plays]
        self._tops: dict[int, list[int]] = {}

    def later(self) -> list[int]:
        """The seats still to act in this round after this one."""
        n, seat, view = self.view.players, self.view.seat, self.view
        after = ((seat + k) % n for k in range(1, n))
        found = []
        for s in after:
            if s == view.leader:
                break
            if view.hand_sizes[s]:
                found.append(s)
        return found

    def near_end(self) -> bool:
        """Whether the hand is close to its end for this seat: at most one other seat holds
        cards, someone is about to go out, or this seat itself holds only a few cards."""
        sizes = [self.view.hand_sizes[s] for s in self.others]
        return len(sizes) <= 1 or min(sizes) <= _CLOSE or len(self.view.hand) <= _FEW

    def _unseen_tops(self, shape: int) -> list[int]:
        """The tops of every play of ``shape`` made only of unseen cards, in order."""
        tops = self._tops.get(shape)
        if tops is None:
            tops = sorted(TOP[a] for a, cards in BY_SHAPE[shape] if cards & self.unseen == cards)
            self._tops[shape] = tops
        return tops

    def _holds(self, seat: int, action: Action, count: int) -> float:
        """How likely ``seat`` holds one of ``count`` unseen plays the size of ``action``."""
        one = self.share[seat] ** CARDS[action].bit_count()
        return 1.0 - (1.0 - one) ** count

    def stand(self, action: Action, seats: Sequence[int]) -> float:
        """How likely none of ``seats`` holds a higher play of the same shape."""
        tops = self._unseen_tops(SHAPE[action])
        above = len(tops) - bisect_right(tops, TOP[action])
        chance = 1.0
        for s in seats:
            chance *= 1.0 - self._holds(s, action, above)
        return chance

    def drinks(self, action: Action) -> bool:
        """Whether following with ``action`` will most likely make it the round's lowest play:
        it is no higher than every play so far and nobody still to act is likely to go lower."""
        if TOP[action] > min(self.round_tops):
            return False
        tops = self._unseen_tops(SHAPE[action])
        below = bisect_left(tops, TOP[action])
        stays = 1.0
        for s in self.later():
            stays *= 1.0 - _FOLLOW_LOW * self._holds(s, action, below)
        return stays > 0.5

    def finishing(self, legal: Sequence[Action]) -> Action | None:
        """The play that empties this seat's hand, when it is legal now."""
        whole = play_for_cards(iter_cards(self.hand))
        return whole if whole >= 0 and whole in legal else None


class UltimateLoserBot:
    """Keeps its combinations whole, takes the lead near the end, drinks only to gain."""

    name = "rule"

    def choose(self, view: UltimateLoserView, legal: Sequence[Action], rng: Rng) -> Action:
        """Return the play, the pass or swap, or the rock-paper-scissors shape."""
        if len(legal) == 1:
            return legal[0]
        if view.phase is Phase.ROCK_PAPER_SCISSORS:
            return legal[rng.below(len(legal))]
        table = _Table(view)
        if not view.shape:
            return self._lead(table, legal)
        return self._follow(table, legal)

    # ---- leading ------------------------------------------------------------------------------

    def _lead(self, table: _Table, legal: Sequence[Action]) -> Action:
        out = table.finishing(legal)
        if out is not None:
            return out
        groups = [g for g in plan(table.hand)[1] if g in legal]
        keepers = [g for g in groups if table.stand(g, table.others) >= _SURE]
        if keepers and len(groups) - len(keepers) <= 1:
            # Lead what keeps the lead first; the last group is led to go out.
            return max(keepers, key=lambda g: (CARDS[g].bit_count(), -TOP[g]))
        # Keep one single while combinations remain: they shed only on a lead of their kind,
        # and without a single to follow with, nothing would win the lead back.
        singles = _singles(groups)
        allowed = [g for g in groups if SHAPE[g] != SINGLE or singles > 1] or groups
        return min(allowed, key=lambda g: (TOP[g] - _SHED_BONUS * (CARDS[g].bit_count() - 1), g))

    # ---- following ----------------------------------------------------------------------------

    def _follow(self, table: _Table, legal: Sequence[Action]) -> Action:
        out = table.finishing(legal)
        if out is not None:
            return out
        plays = [a for a in legal if SHAPE[a]]
        base_cost, base_plan = plan(table.hand)
        # How much worse the plan gets when this play leaves the hand whole (0: a clean play).
        damage = {a: round(plan(table.hand & ~CARDS[a])[0] + COST[a] - base_cost, 6)
                  for a in plays}
        clean = [a for a in plays if damage[a] <= 0]
        near_end = table.near_end()

        if near_end:
            best = max(table.round_tops)
            later = table.later()
            winners = [a for a in plays if TOP[a] > best and table.stand(a, later) >= _HOPEFUL]
            if winners:
                return min(winners, key=lambda a: (damage[a], TOP[a], a))

        if clean:
            low = min(clean, key=lambda a: (table.drinks(a), TOP[a], a))
            if near_end or not table.drinks(low):
                return low
            # A drink either way: a pass may be worth more than shedding this play.
            gain, swap = self._best_swap(table, legal, base_cost)
            if gain > COST[low]:
                return swap
            if table.stand(low, table.others) >= _SURE:
                return swap if gain >= _GIN_GAIN else PASS  # keep a card to take a round later
            return low
        if plays and near_end:
            return min(plays, key=lambda a: (damage[a], TOP[a], a))
        shaves = [a for a in plays if not table.drinks(a)
                  and _singles(plan(table.hand & ~CARDS[a])[1]) <= _singles(base_plan)]
        if shaves:
            return min(shaves, key=lambda a: (damage[a], TOP[a], a))
        gain, swap = self._best_swap(table, legal, base_cost)
        return swap if gain >= _GIN_GAIN else PASS

    @staticmethod
    def _best_swap(table: _Table, legal: Sequence[Action], base_cost: float) -> tuple[float, int]:
        """The swap with the gin card that improves the hand's plan most, and by how much."""
        gin = 1 << table.view.gin
        best_gain, best_swap = -1.0, PASS
        for card in iter_cards(table.hand):
            if SWAP_BASE + card not in legal:
                continue
            gain = base_cost - plan(table.hand & ~(1 << card) | gin)[0]
            if gain > best_gain + _EPSILON:
                best_gain, best_swap = gain, SWAP_BASE + card
        return best_gain, best_swap

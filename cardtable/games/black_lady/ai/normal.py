"""A rule-of-thumb Black Lady player: the habits of a steady club player, no search.

It passes the cards that catch the black lady and the high hearts, ducks under the card that is
winning the trick with the highest card that still loses, takes a clean last-seat trick with its
highest card, and when void throws the black lady first, then the spades above her, then hearts.

The Expert plays whole deals out with this player for every world it samples, so it is written
to be cheap: what depends only on the options (which card is the lady, what each card counts)
is worked out once per rule set (``_Rules``), and what depends on the position (the suit
lengths, whether the lady is still out) once per decision rather than once per card weighed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ....engine.cards import DIAMONDS, HEARTS, JACK, QUEEN, SPADES, TEN, Card, make_card
from ....engine.protocol import Action, OptionValue, Phase
from ....engine.rng import Rng
from ..view import BlackLadyView

_SAFE_SPADE_LENGTH = 5  # with this many spades a player can keep the lady guarded

# Rank and suit of every card number (the copy bits above the face ignored): the bot weighs
# cards by these many times a decision, and a table lookup is cheaper than the arithmetic.
_RANK: tuple[int, ...] = tuple((c & 63) % 13 for c in range(128))
_SUIT: tuple[int, ...] = tuple((c & 63) // 13 for c in range(128))
_rank = _RANK.__getitem__


@dataclass(frozen=True)
class _Rules:
    """What the bot needs to know of a rule set: the lady's face and rank, the Omnibus card's
    face (-1: none), how many copies of each card there are, and the penalty it reckons for
    each face (the lady always counts 13 here, as the worst card to take)."""

    lady: int
    lady_rank: int
    bonus: int
    copies: int
    penalty: tuple[int, ...]


_RULES: dict[tuple[OptionValue, ...], _Rules] = {}


def _rules(options: Mapping[str, OptionValue]) -> _Rules:
    """The ``_Rules`` of a game's options, worked out once per distinct rule set."""
    key = (
        options["black_jack"], options["pink_lady"], options["omnibus"], options["cancellation"]
    )
    found = _RULES.get(key)
    if found is None:
        black_jack, pink_lady, omnibus, cancellation = key
        lady = make_card(JACK if black_jack else QUEEN, SPADES)
        pink = make_card(QUEEN, HEARTS)
        penalty = [0] * 64
        for face in range(52):
            if face == lady:
                penalty[face] = 13
            elif face // 13 == HEARTS:
                penalty[face] = 13 if pink_lady and face == pink else 1
        found = _RULES[key] = _Rules(
            lady=lady,
            lady_rank=_RANK[lady],
            bonus=_bonus_face(str(omnibus)),
            copies=2 if cancellation else 1,
            penalty=tuple(penalty),
        )
    return found


class BlackLadyBot:
    """Sheds high cards when safe, dumps penalty cards when void, avoids the black lady."""

    name = "rule"

    def choose(self, view: BlackLadyView, legal: Sequence[Action], rng: Rng) -> Action:
        """Return the card to pass or play."""
        if len(legal) == 1:
            return legal[0]
        rules = _rules(view.options)
        if view.phase is Phase.PASS:
            return _pass(view, legal, rules)
        if not view.trick:
            return _lead(view, legal, rules)
        led = _SUIT[view.trick[0][1]]
        if any(_SUIT[c] == led for c in legal):
            return _follow(view, legal, led, rules)
        return _discard(view, legal, rules)


# ---- what the bot knows about the deal ----------------------------------------------------------

def _lady_out(view: BlackLadyView, rules: _Rules) -> bool:
    """Whether the black lady is still to come from another player's hand."""
    lady = rules.lady
    if any(c & 63 == lady for c in view.hand):
        return False
    seen = sum(1 for _, c in view.trick if c & 63 == lady)
    for trick in view.tricks:
        seen += sum(1 for _, c in trick if c & 63 == lady)
    return seen < rules.copies


# ---- passing ------------------------------------------------------------------------------------

def _pass(view: BlackLadyView, legal: Sequence[Action], rules: _Rules) -> Action:
    """The card most dangerous to keep: the lady unless well guarded, the spades above her,
    then high cards of short suits and hearts."""
    lady, lady_rank, bonus, penalty = rules.lady, rules.lady_rank, rules.bonus, rules.penalty
    passing = view.passing
    lengths = [0, 0, 0, 0]
    holds_lady = False
    for c in view.hand:
        if c not in passing:
            lengths[_SUIT[c]] += 1
            holds_lady = holds_lady or c & 63 == lady
    spades = lengths[SPADES]
    guarded = spades >= _SAFE_SPADE_LENGTH

    def danger(card: Card) -> float:
        r = _RANK[card]
        if card & 63 == bonus:
            return -10.0
        if card & 63 == lady:
            return 5.0 if guarded else 30.0
        s = _SUIT[card]
        if s == SPADES and r > lady_rank:
            return r + (4.0 if guarded else 16.0 if not holds_lady else 8.0)
        shortness = max(0, 4 - lengths[s]) * 1.5
        return r + shortness + 3.0 * min(penalty[card & 63], 2)

    return max(legal, key=danger)


# ---- leading ------------------------------------------------------------------------------------

def _lead(view: BlackLadyView, legal: Sequence[Action], rules: _Rules) -> Action:
    """The cheapest lead: low cards, no penalty cards, small spades to smoke the lady out while
    she is out and nobody in this hand guards her, no high spades while she is out."""
    lady, lady_rank, penalty = rules.lady, rules.lady_rank, rules.penalty
    # Worked out when the first spade is weighed, and only then (None: not yet).
    lady_out: bool | None = None
    holding_top = False

    def cost(card: Card) -> float:
        nonlocal lady_out, holding_top
        r = _RANK[card]
        value = float(r)
        if card & 63 == lady:
            return 100.0
        if penalty[card & 63]:
            value += 20.0
        if _SUIT[card] == SPADES:
            if lady_out is None:
                lady_out = _lady_out(view, rules)
                holding_top = any(
                    c & 63 == lady or (_SUIT[c] == SPADES and _RANK[c] > lady_rank)
                    for c in view.hand
                )
            if not holding_top and r < lady_rank and lady_out:
                value -= 6.0  # smoke the lady out
            elif r > lady_rank and lady_out:
                value += 30.0
        return value

    return min(legal, key=cost)


# ---- following ----------------------------------------------------------------------------------

def _follow(view: BlackLadyView, legal: Sequence[Action], led: int, rules: _Rules) -> Action:
    """Duck under the winning card with the highest that loses; else take a clean last trick
    high, a trick with points low, and stay under the lady while she is out."""
    lady, penalty = rules.lady, rules.penalty
    trick = view.trick
    winning = max(_RANK[c] for _, c in trick if _SUIT[c] == led)
    last = len(trick) == view.players - 1
    points = sum(penalty[c & 63] for _, c in trick)
    ducks = [c for c in legal if _RANK[c] < winning]
    if ducks:
        lady_duck = [c for c in ducks if c & 63 == lady]
        return lady_duck[0] if lady_duck else max(ducks, key=_rank)
    safe = [c for c in legal if c & 63 != lady] or list(legal)
    if last and points == 0:
        return max(safe, key=_rank)
    if last:
        return min(safe, key=_rank)
    if led == SPADES and _lady_out(view, rules):
        below = [c for c in safe if _RANK[c] < rules.lady_rank]
        if below:
            return max(below, key=_rank)
    return min(safe, key=_rank) if points else max(safe, key=_rank)


# ---- discarding ---------------------------------------------------------------------------------

def _discard(view: BlackLadyView, legal: Sequence[Action], rules: _Rules) -> Action:
    """Void in the suit led: the lady first, then the spades above her while she is out, then
    hearts and high cards; the Omnibus card last."""
    lady, lady_rank, bonus, penalty = rules.lady, rules.lady_rank, rules.bonus, rules.penalty
    lady_out: bool | None = None  # worked out for the first high spade, and only then

    def value(card: Card) -> float:
        nonlocal lady_out
        if card & 63 == lady:
            return 100.0
        if card & 63 == bonus:
            return -10.0
        r = _RANK[card]
        if _SUIT[card] == SPADES and r > lady_rank:
            if lady_out is None:
                lady_out = _lady_out(view, rules)
            if lady_out:
                return 50.0 + r
        return r + 4.0 * min(penalty[card & 63], 5)

    return max(legal, key=value)


def _bonus_face(setting: str) -> int:
    """The face of the Omnibus card for the option's value, or -1 when there is none."""
    return {"10D": make_card(TEN, DIAMONDS), "JD": make_card(JACK, DIAMONDS)}.get(setting, -1)

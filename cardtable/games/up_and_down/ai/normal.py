"""A rule-of-thumb Up and Down player: bid what the hand should take, then take exactly that.

Bidding adds up the chance of each card taking a trick: high cards count for more when few
cards above them are unseen and when few cards are dealt (a card above it is then probably not
in play at all), trumps count for more than side cards, and short side suits with spare trumps
promise ruffs. The estimate is rounded a little down, because falling short costs far more than
taking too many, and the nearest bid the hook allows is chosen.

In play it counts the tricks still needed. Short of the bid it wins as cheaply as it can (a card
nothing unseen can beat when others are still to play); once the bid is made it ducks with the
highest card that still loses, or, forced to win, it wins with its most dangerous card. The
must-trump rule is the engine's: the bot picks only among the legal cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from ....engine.cards import SEVEN, SUIT_MASKS, TWO, Card, Mask, rank, short_deck, suit
from ....engine.protocol import BID_BASE, Action, Phase
from ....engine.rng import Rng
from ..view import UpAndDownView

_CAUTION = 0.15       # taken off the estimate before rounding: missing a bid costs more
_RUFF_VALUE = 0.6     # a spare trump with a short side suit

# The cards of the short and the full deck, and for each card the cards of its suit above it.
# The bot counts unseen cards above a card for every card it weighs; as bitmasks a count is one
# ``bit_count``.
_DECKS: dict[int, Mask] = {
    low: sum(1 << c for c in short_deck(low)) for low in (SEVEN, TWO)
}
_ABOVE: tuple[Mask, ...] = tuple(
    ((1 << 13) - (2 << c % 13)) << (c // 13 * 13) for c in range(52)
)


class UpAndDownBot:
    """Bids its expected tricks and plays to make the bid exactly."""

    name = "rule"

    def __init__(self, caution: float = _CAUTION) -> None:
        self.caution = caution

    def choose(self, view: UpAndDownView, legal: Sequence[Action], rng: Rng) -> Action:
        """Return the bid or the card to play."""
        if len(legal) == 1:
            return legal[0]
        if view.phase is Phase.BID:
            return self._bid(view, legal)
        need = (view.bids[view.seat] or 0) - view.tricks_won[view.seat]
        if not view.trick:
            return self._lead(view, legal, need > 0)
        return self._follow(view, legal, need > 0)

    # ---- bidding ------------------------------------------------------------------------------

    def _bid(self, view: UpAndDownView, legal: Sequence[Action]) -> Action:
        estimate = expected_tricks(view)
        wanted = max(0, min(view.cards_this_deal, round(estimate - self.caution)))
        allowed = [a - BID_BASE for a in legal]
        best = min(allowed, key=lambda b: (abs(b - wanted), abs(b - estimate), b))
        return BID_BASE + best

    # ---- leading ------------------------------------------------------------------------------

    def _lead(self, view: UpAndDownView, legal: Sequence[Action], want: bool) -> Action:
        unseen = _unseen(view)
        trump = view.trump
        if want:
            masters = [c for c in legal if _higher_unseen(c, unseen) == 0]
            side = [c for c in masters if suit(c) != trump]
            if side:
                return max(side, key=rank)
            if masters:
                return max(masters, key=rank)
            # No sure winner: lead low from the shortest side suit to make room for ruffs.
            counts = _suit_counts(view.hand)
            plain = [c for c in legal if suit(c) != trump] or list(legal)
            return min(plain, key=lambda c: (counts[suit(c)], rank(c)))
        # Wanting nothing: lead the card most likely to be beaten.
        return max(legal, key=lambda c: (suit(c) != trump, _higher_unseen(c, unseen), -rank(c)))

    # ---- following ----------------------------------------------------------------------------

    def _follow(self, view: UpAndDownView, legal: Sequence[Action], want: bool) -> Action:
        trump = view.trump
        led = suit(view.trick[0][1])
        last = len(view.trick) == view.players - 1
        # A card played now wins when it is stronger than every card played so far: of two
        # equally strong cards (two discards) the first played wins.
        best = max(_strength(c, led, trump) for _, c in view.trick)
        winners = [c for c in legal if _strength(c, led, trump) > best]
        losers = [c for c in legal if c not in winners]

        def cost(c: Card) -> tuple[bool, int]:
            return (suit(c) == trump, rank(c))

        if want:
            if not winners:
                return min(legal, key=cost)
            if not last:
                unseen = _unseen(view)
                safe = [c for c in winners if _safe(c, led, trump, unseen)]
                if safe:
                    return min(safe, key=cost)
            return min(winners, key=cost)
        if losers:
            return max(losers, key=cost)
        return max(winners, key=cost) if last else min(winners, key=cost)


# ---- what the bot reckons ---------------------------------------------------------------------

def expected_tricks(view: UpAndDownView) -> float:
    """Estimate how many tricks the hand takes, as a sum of rough chances per card.

    A card wins when nobody in play holds a higher card of its suit; a side card must also have
    its suit led while it is still held and escape being trumped by a player void in the suit.
    Spare trumps with short side suits add the ruffs they promise.
    """
    hand = list(view.hand)
    k = max(1, view.cards_this_deal)
    opponents = view.players - 1
    unseen = _unseen(view)
    left = max(1, unseen.bit_count())
    # The chance that one unseen card is in an opponent's hand rather than the stock.
    q = min(1.0, k * opponents / left)
    trump = view.trump if view.trump is not None and view.trump >= 0 else None
    counts = _suit_counts(hand)
    unseen_trumps = (unseen & SUIT_MASKS[trump]).bit_count() if trump is not None else 0
    # The chance that an opponent holds at least one trump.
    has_trump = 1.0 - (1.0 - unseen_trumps / left) ** k
    leads = view.first_bidder == view.seat
    total = 0.0
    for s in range(4):
        mine = sorted((c for c in hand if suit(c) == s), key=rank, reverse=True)
        in_suit = (unseen & SUIT_MASKS[s]).bit_count() / left
        for position, card in enumerate(mine):
            p = (1.0 - q) ** _higher_unseen(card, unseen)
            if s == trump:
                # Long trumps win by length even with cards above them out.
                total += min(1.0, p + 0.15 * max(0, counts[s] - 2 - position))
                continue
            # Trumped on the round this card is played: an opponent out of the suit by then.
            out_of_suit = _at_most(position, k, in_suit)
            escapes = (1.0 - out_of_suit * has_trump) ** opponents
            # The suit has to be led while the card is held: sure for a leader's best card.
            led = 1.0 if leads and position == 0 else 1.0 - 0.75 ** (k - position)
            total += p * escapes * led
    if trump is not None:
        shortness = sum(max(0, 2 - counts[s]) for s in range(4) if s != trump and counts[s] < k)
        spare = max(0, counts[trump] - 1)
        total += _RUFF_VALUE * min(spare, shortness) * min(1.0, 2 * q)
    # A hand cannot take more tricks than it has cards.
    return min(total, float(k))


def _at_most(j: int, draws: int, p: float) -> float:
    """The chance of at most ``j`` successes in ``draws`` tries of chance ``p`` each."""
    total, term = 0.0, (1.0 - p) ** draws
    for i in range(j + 1):
        if i > draws:
            break
        total += term
        if p >= 1.0:
            break
        term *= (draws - i) / (i + 1) * p / (1.0 - p)
    return min(1.0, total)


def _suit_counts(hand: Sequence[Card]) -> list[int]:
    counts = [0, 0, 0, 0]
    for c in hand:
        counts[suit(c)] += 1
    return counts


def _unseen(view: UpAndDownView) -> Mask:
    """Cards of the deck neither in this hand nor played nor turned up this deal, as a mask."""
    known = 0
    for c in view.hand:
        known |= 1 << c
    for trick in view.tricks:
        for _, c in trick:
            known |= 1 << c
    for _, c in view.trick:
        known |= 1 << c
    if view.trump_card is not None:
        known |= 1 << view.trump_card
    return _DECKS[SEVEN if view.options["deck"] == "32" else TWO] & ~known


def _higher_unseen(card: Card, unseen: Mask) -> int:
    """How many unseen cards of the card's suit rank above it."""
    return (unseen & _ABOVE[card]).bit_count()


def _strength(card: Card, led: int, trump: int | None) -> int:
    """How a card ranks in a trick, as the engine orders it: trumps above the suit led, above
    the rest (which all rank alike)."""
    s, r = divmod(card, 13)
    if s == trump:
        return 101 + r
    return 1 + r if s == led else 0


def _safe(card: Card, led: int, trump: int | None, unseen: Mask) -> bool:
    """Whether no unseen card could beat ``card`` (ignoring who is void in what)."""
    if suit(card) == trump:
        return _higher_unseen(card, unseen) == 0
    if trump is not None and unseen & SUIT_MASKS[trump]:
        return False
    return _higher_unseen(card, unseen) == 0 if suit(card) == led else False

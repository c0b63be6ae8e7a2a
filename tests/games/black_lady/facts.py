"""What the shared suites need to know of Black Lady (see ``tests/game_facts.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hypothesis import strategies as st

from cardtable.engine.cards import Card, cards_of

from ...game_facts import EMPTY, Facts, Places, dealt_cards, other_hands


def secret(state: Any, places: Places, seat: int, view: Any) -> set[Card]:
    """Others' hands but the cards this seat passed them; the kitty, to all but a taker the
    rules let look."""
    kitty = set(cards_of(state.kitty)) - set(view.kitty)
    return other_hands(places, seat, state.players) - set(view.passing) | kitty


def twins(state: Any, legal: list[int]) -> set[int]:
    """The second copy of a legal card, which the list leaves out but the rules allow."""
    return {a ^ 64 for a in legal if state.is_legal(a ^ 64)} - set(legal)


def taken(state: Any, views: Sequence[Any]) -> Any:
    """The points taken as a seat that does not hold the kitty sees them."""
    return next(v.taken for v in views if v.seat != v.kitty_owner)


CONFORMANCE = Facts(dealt_cards, secret, {"deal_limit": st.sampled_from([1, 2])}, twins)
PUBLIC_TABLES = [({"deal_limit": 2}, 4),
                 ({"deal_limit": 1, "kitty": True, "kitty_seen": True}, 5),
                 ({"deal_limit": 1, "kitty": True}, 3)]
PRIVATE = {"passing": EMPTY, "received": EMPTY, "kitty": EMPTY, "taken": taken}
GOLDEN_TABLE = (4, {"deal_limit": 3})
DIGEST_SEEDS = range(1, 61)
SHORT = {"deal_limit": 1}
SMALL = {"target": 30}
SESSION_PLAYERS = 4

# The window's suites: the kinds of decision it asks (first-game tips, whole words) and what its
# How to play page must tell a newcomer.
TIP_KINDS = {"pass", "play"}
ASKS = {"pass", "play"}
HOW_TO_PLAY_SAYS = ["The aim", "Pass cards", "queen of spades"]

"""What the shared suites need to know of Ultimate Loser (see ``tests/game_facts.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hypothesis import strategies as st

from cardtable.engine.cards import Card
from cardtable.engine.protocol import Phase
from cardtable.games.ultimate_loser.plays import CARD_LISTS, CARDS, SWAP_BASE, is_play

from ...game_facts import Facts, Places, dealt_cards, other_hands


def secret(state: Any, places: Places, seat: int, view: Any) -> set[Card]:
    """Others' hands but what they took from the gin card, and the face-down spare cards."""
    hands = other_hands(places, seat, state.players) - set(view.seen_swapped())
    return hands | places.get("spare", set())


CONFORMANCE = Facts(dealt_cards, secret, {"hands": st.integers(min_value=1, max_value=2)})
PUBLIC_TABLES = [({"hands": 2}, 4), ({"hands": 2}, 3)]
PRIVATE = {"my_shape": lambda state, views: 0}
GOLDEN_TABLE = (4, {"hands": 2})
DIGEST_SEEDS = range(1, 101)
SHORT = {"hands": 1}
SMALL = {"hands": 2}
SESSION_PLAYERS = 4

TIP_KINDS = {"lead", "follow", "swap", "rock-paper-scissors"}
ASKS = {"play", "play, with a swap", "play, a combination"}
HOW_TO_PLAY_SAYS = ["The aim", "Play button", "Pass", "gin card", "rock-paper-scissors"]


def more_kinds(state: Any) -> list[str]:
    """A swap with the gin card, and a combination (its name goes on the Play button), are
    decisions of their own kinds."""
    if state.phase is not Phase.PLAY:
        return []
    legal = state.legal_actions()
    kinds = []
    if any(SWAP_BASE <= a < SWAP_BASE + 64 for a in legal):
        kinds.append("play, with a swap")
    if any(is_play(a) and len(CARD_LISTS[a]) > 1 for a in legal):
        kinds.append("play, a combination")
    return kinds


def refusal_numbers(states: Sequence[Any]) -> set[int]:
    """Every play's number: the sets and straight flushes are numbered past the cards."""
    return set(range(len(CARDS) + 1))

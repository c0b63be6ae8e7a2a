"""What the shared suites need to know of Up and Down (see ``tests/game_facts.py``)."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from cardtable.engine.cards import Card

from ...game_facts import Facts, Places, dealt_cards, other_hands


def secret(state: Any, places: Places, seat: int, view: Any) -> set[Card]:
    """Others' hands and the stock under the turned-up card."""
    return other_hands(places, seat, state.players) | places.get("stock", set())


CONFORMANCE = Facts(dealt_cards, secret, {"max_cards": st.integers(min_value=1, max_value=5)})
PUBLIC_TABLES = [({"max_cards": 4}, 4), ({"max_cards": 3}, 3)]
PRIVATE: dict[str, object] = {}
GOLDEN_TABLE = (4, {"max_cards": 4})
DIGEST_SEEDS = range(1, 201)
SHORT = {"max_cards": 2}
SMALL = {"max_cards": 3}
SESSION_PLAYERS = 3

TIP_KINDS = {"bid", "play"}
ASKS = {"bid", "play"}
HOW_TO_PLAY_SAYS = ["The aim", "bid", "10 points a trick"]

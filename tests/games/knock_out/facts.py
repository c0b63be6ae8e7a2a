"""What the shared suites need to know of Knock-Out (see ``tests/game_facts.py``)."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from cardtable.engine.cards import Card

from ...game_facts import Facts, Places, dealt_cards, other_hands

CONFORMANCE = Facts(dealt_cards, lambda state, places, seat, view: secret(places, seat, state),
                    {"first_hand": st.integers(min_value=1, max_value=4)})


def secret(places: Places, seat: int, state: Any) -> set[Card]:
    """Others' hands."""
    return other_hands(places, seat, state.players)


PUBLIC_TABLES = [({"first_hand": 3}, 4), ({"first_hand": 2}, 3)]
PRIVATE: dict[str, object] = {}
GOLDEN_TABLE = (4, {"first_hand": 4})
DIGEST_SEEDS = range(1, 51)
SHORT = {"first_hand": 2}
SMALL = {"first_hand": 3}
SESSION_PLAYERS = 4

TIP_KINDS = {"play"}
ASKS = {"play"}
HOW_TO_PLAY_SAYS = ["The aim", "knocked out", "To play"]

"""What the shared suites need to know of Ugly (see ``tests/game_facts.py``)."""

from __future__ import annotations

from typing import Any

from cardtable.engine.cards import Card

from ...game_facts import EMPTY, Facts, Places, dealt_cards, other_hands


def secret(state: Any, places: Places, seat: int, view: Any) -> set[Card]:
    """Others' hands but the cards this seat passed them."""
    return other_hands(places, seat, state.players) - set(view.passing)


CONFORMANCE = Facts(dealt_cards, secret, {})
PUBLIC_TABLES = [({}, 4), ({}, 3)]
PRIVATE = {"passing": EMPTY, "received": EMPTY}
GOLDEN_TABLE = (4, {})
DIGEST_SEEDS = range(1, 31)
SHORT: dict[str, object] = {}  # one game of Ugly has no shorter form: about 500 moves
SMALL: dict[str, object] = {}
SESSION_PLAYERS = 3

TIP_KINDS = {"choose-trump", "pass", "play"}
ASKS = {"choose trump", "pass", "play"}
HOW_TO_PLAY_SAYS = ["The aim", "No trumps", "Pass cards", "Ugly card (7♦)"]

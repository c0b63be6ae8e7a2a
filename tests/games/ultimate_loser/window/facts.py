"""What the window's shared suites need to know of Ultimate Loser's table (see
``tests/game_facts.py``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardtable.engine.protocol import Phase


def pick(qtbot: Any, window: Any, kind: str, click_card: Callable[..., None]) -> None:
    """Bring up the Play button's widest name: pick the cards of the longest play."""
    turn = window.controller.turn
    if turn.phase is Phase.PLAY:
        cards = max(turn.game.plays, key=lambda cs: (len(cs), sorted(cs)), default=())
        for card in sorted(cards):
            click_card(qtbot, window, card)

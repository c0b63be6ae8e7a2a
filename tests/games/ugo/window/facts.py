"""What the window's shared suites need to know of U-G-O's table (see ``tests/game_facts.py``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardtable.engine.protocol import Phase


def pick(qtbot: Any, window: Any, kind: str, click_card: Callable[..., None]) -> None:
    """Bring up a decision's other buttons: click a card in play, or a card of the hand."""
    turn, scene = window.controller.turn, window.scene
    if kind == "play, with cards in play":
        scene.layer.clicked(scene.layer.in_play[scene.person][0].item.card, turn)
    elif turn.phase is Phase.PLAY and turn.legal:
        click_card(qtbot, window, min(turn.legal))

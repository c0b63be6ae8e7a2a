"""Every game's declaration for the window (``game_ui.GameUi``), found by the game's id."""

from __future__ import annotations

from ...engine.registry import GAMES, game_part
from ..game_ui import GameUi

GAME_UIS: tuple[GameUi, ...] = tuple(game_part(rules.id, "window.ui", "UI") for rules in GAMES)


def game_ui(game_id: str) -> GameUi:
    """The window's declaration of the game ``game_id``."""
    for ui in GAME_UIS:
        if ui.game_id == game_id:
            return ui
    raise KeyError(f"no window declaration for the game {game_id!r}")

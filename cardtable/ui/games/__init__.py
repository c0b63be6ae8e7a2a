"""Every game's declaration for the window (``game_ui.GameUi``), found by the game's id."""

from __future__ import annotations

from ..game_ui import GameUi
from .black_lady import UI as BLACK_LADY
from .ugly import UI as UGLY
from .ugo import UI as UGO
from .ultimate_loser import UI as ULTIMATE_LOSER
from .up_and_down import UI as UP_AND_DOWN

GAME_UIS: tuple[GameUi, ...] = (BLACK_LADY, UGLY, UP_AND_DOWN, UGO, ULTIMATE_LOSER)


def game_ui(game_id: str) -> GameUi:
    """The window's declaration of the game ``game_id``."""
    for ui in GAME_UIS:
        if ui.game_id == game_id:
            return ui
    raise KeyError(f"no window declaration for the game {game_id!r}")

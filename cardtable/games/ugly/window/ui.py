"""Ugly in the window: its tile, and its marks (the Ugly seven taken, with or without the
Charm) in words."""

from __future__ import annotations

from typing import ClassVar

from ....texts import tr
from ....ui.game_pictures import Placed, fan
from ....ui.game_ui import GameUi
from ..scoring import MARK_CHARM, MARK_UGLY
from .help import HELP


class UglyUi(GameUi):
    """Ugly's words and picture: the Ugly and Charm sevens beside the Jacks."""

    game_id = "ugly"
    help_words = HELP
    deals_are_hands = True
    picture: ClassVar[tuple[Placed, ...]] = fan("J♠ J♥ 7♣ 7♦")

    def about(self) -> str:
        return tr("Name trumps, pass more cards each hand, win tricks and beware the Jacks and "
                  "the Ugly seven.")

    def mark_words(self, mark: str) -> str:
        words = {MARK_UGLY: tr("took the Ugly 7♦"),
                 MARK_CHARM: tr("took the Ugly 7♦ and the Charm 7♣")}
        return words.get(mark, mark)


UI = UglyUi()

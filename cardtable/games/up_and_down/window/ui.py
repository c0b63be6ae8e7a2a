"""Up and Down in the window: its tile, its marks (each bid and the tricks taken, the loss
limit reached) and, at the end, the settlement between the players and the money it makes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from ....texts import tr
from ....ui.game_pictures import Placed, fan
from ....ui.game_ui import GameUi
from ..scoring import LIMIT_MARK, money, settlement
from .help import HELP


class UpAndDownUi(GameUi):
    """Up and Down's words and picture: a hand that rises and falls."""

    game_id = "up-and-down"
    help_words = HELP
    picture: ClassVar[tuple[Placed, ...]] = tuple(sorted(  # the highest card on top
        fan("7♣ 9♦ A♠ 9♥ 7♠", step=12.0, lifts=(0.0, 0.25, 0.5, 0.25, 0.0)),
        key=lambda p: -abs(p.x)))

    def about(self) -> str:
        return tr("The deals grow and shrink by a card: say how many tricks you will take, "
                  "then take exactly that many.")

    def mark_words(self, mark: str) -> str:
        """A bid and its tricks ("3/2") read the same in every language; the loss limit is
        said in words."""
        if mark.endswith(" " + LIMIT_MARK):
            return mark.removesuffix(" " + LIMIT_MARK) + " " + tr("limit")
        return mark

    def final_columns(self, state: Any) -> list[tuple[str, Sequence[int]]]:
        """What each player wins or pays when the scores are settled, and the money when a
        stake is set. Worked out from the scores and the options alone, which a shared
        table's state has as well as a local one."""
        columns: list[tuple[str, Sequence[int]]] = [(tr("Settlement"),
                                                      settlement(state.scores))]
        stake = int(state.options.get("stake", 0))
        if stake:
            columns.append((tr("Money"), money(state.scores, stake)))
        return columns


UI = UpAndDownUi()

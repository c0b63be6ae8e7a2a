"""Black Lady in the window: its tile, its marks (the moon, a score reset, a hand without
tricks, the pool taken) in words and as the table's score panel writes them, and its sentences
for hearts broken and a trick nobody takes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from ....engine.events import Event
from ....texts import tr
from ....ui.game_pictures import Placed, fan
from ....ui.game_ui import GameUi
from ..events import HeartsBroken, TrickRolledOver
from ..scoring import MARK_MOON, MARK_NO_TRICKS, MARK_POOL, MARK_RESET
from .help import HELP

ON_TABLE = {MARK_MOON: " ☾", MARK_RESET: " ↺0", MARK_NO_TRICKS: " −5", MARK_POOL: " ●"}


class BlackLadyUi(GameUi):
    """Black Lady's words and picture: the queen of spades among the hearts."""

    game_id = "black-lady"
    help_words = HELP
    picture: ClassVar[tuple[Placed, ...]] = fan("5♥ J♥ A♥ Q♠")

    def about(self) -> str:
        return tr("Keep the hearts and the queen of spades out of your tricks, or take every "
                  "one of them.")

    def sentence(self, event: Event, names: Sequence[str], person: int,
                 previous: Event | None) -> str | None:
        """Hearts broken (by a heart, or by the lady where the rules say), and a trick nobody
        took (Cancellation)."""
        if isinstance(event, HeartsBroken):
            return tr("Hearts are broken.")
        if isinstance(event, TrickRolledOver):
            return tr("Nobody took the trick: its cards wait for the next one.")
        return None

    def mark_words(self, mark: str) -> str:
        words = {MARK_MOON: tr("☾ moon"), MARK_RESET: tr("↺ reset to 0"),
                 MARK_NO_TRICKS: tr("−5 no tricks"), MARK_POOL: tr("● took the pool")}
        return words.get(mark, mark)

    def mark_on_table(self, mark: str) -> str:
        """The short signs the score panel writes: ☾, ↺0, −5, ●."""
        return ON_TABLE.get(mark) or super().mark_on_table(mark)


UI = BlackLadyUi()

"""A game is kept the moment its last move is made, not once the table has shown the end: a
person who leaves during the final score loses nothing."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from cardtable.controller.game_controller import GameController
from cardtable.controller.keeper import GameKeeper
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.storage.history import History

from ..deadlines import WAIT_MS


class HeldTable:
    """Shows every move at once, but holds the last one on show (the final score)."""

    def __init__(self, controller: GameController) -> None:
        self.controller = controller
        controller.events_applied.connect(self.show)

    def show(self, _events) -> None:
        if not self.controller.state.is_over:
            QTimer.singleShot(0, self.controller.animations_finished)


def test_the_last_move_puts_the_game_in_the_history_before_the_end_is_shown(qtbot):
    c = GameController(bot_delay_ms=0)
    table = HeldTable(c)  # noqa: F841  (kept alive: a slot of a collected object never runs)
    keeper = GameKeeper(c)
    finished: list[object] = []
    c.game_finished.connect(finished.append)
    seats = tuple(SeatSetup(f"Bot {i}", "rule") for i in range(4))
    c.new_game(GameSetup("black-lady", 4, 8, (SeatSetup("Ada", PERSON), *seats[1:]),
                         {"passing": "none", "deal_limit": 1}))
    while not c.state.is_over:
        qtbot.waitUntil(lambda: c.turn is not None or c.state.is_over, timeout=WAIT_MS)
        if c.turn is not None:
            c.decide([min(c.turn.legal)])
    keeper.shut_down()  # the disk thread finishes what it was handed
    c._runner.wait_idle()
    assert finished == []  # the table never showed the end
    with History() as history:
        assert [g.status for g in history.games()] == ["finished"]

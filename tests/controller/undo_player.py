"""A session without a window that plays three cards, then undoes and redoes as told, and waits
to be killed (``test_undo_redo``'s kill test).

``python -m tests.controller.undo_player STEP...`` with each STEP ``undo`` or ``redo``: after
each step it prints ``S`` and the action log then shown (comma-separated); once every step is
done, ``done``. Each line is printed only after the step is in the keeper's hands.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication, QTimer

from cardtable.controller.game_controller import GameController
from cardtable.controller.keeper import GameKeeper
from cardtable.session.setup import PERSON, GameSetup, SeatSetup

from ..deadlines import WAIT_MS

PLAYS = 3  # the person's cards played before the steps


def say(line: str) -> None:
    """One whole line on stdout, written at once."""
    os.write(sys.stdout.fileno(), (line + "\n").encode())


class Session:
    """A controller and its keeper, a table that shows everything at once, and a person who
    plays the lowest card allowed, then takes the steps."""

    def __init__(self, steps: list[str]) -> None:
        self.steps = steps
        self.plays = PLAYS
        self.controller = c = GameController(bot_delay_ms=0)
        self.keeper = GameKeeper(c)
        c.events_applied.connect(lambda _events: QTimer.singleShot(0, c.animations_finished))
        c.turn_changed.connect(lambda turn: turn and QTimer.singleShot(0, self.next))

    def start(self) -> None:
        seats = (SeatSetup("Ada", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in range(1, 4)))
        self.controller.new_game(GameSetup("black-lady", 4, 9, seats, {"passing": "none"}))

    def next(self) -> None:
        c = self.controller
        if c.turn is None or c.busy:
            return
        if self.plays:
            self.plays -= 1
            c.decide([min(c.turn.legal)])
        elif self.steps:
            getattr(c, self.steps.pop(0))()
            say("S " + ",".join(str(action) for action in c.state.log))
        else:
            say("done")


def main(steps: list[str]) -> int:
    app = QCoreApplication(sys.argv[:1])
    session = Session(steps)
    session.start()
    QTimer.singleShot(2 * WAIT_MS, app.quit)  # never left running by a test that failed
    app.exec()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

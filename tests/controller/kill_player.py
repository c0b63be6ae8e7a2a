"""A Card Table session without a window, killed at random moments by ``kill_rounds``.

It does what the app does at start (outbox to the history, games left in progress filed away or
taken up again) and then plays Black Lady as fast as it can: the person's seat picks its lowest
legal card, the computer players think at full speed, and one game follows another. It prints a
line after each step, only once the step is in the keeper's hands:

* ``M <key> <moves>`` after every move (the move was journalled before the line is printed);
* ``P <key> <moves>`` after each of the person's moves;
* ``F <key>`` when a game has ended and been handed over to be kept;
* ``! <words>`` when the keeper tells the person of a problem (a full disk, say);
* ``U <games>`` as it closes: the games that closing loses, which the window asks about.

``python -m tests.controller.kill_player SEED [--settle] [--close-after SECONDS]``: with
``--settle`` it only finishes what an earlier session left, then closes the way the app closes;
with ``--close-after`` it closes that way after SECONDS of play, a game perhaps under way.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication, QTimer

from cardtable.controller.game_controller import GameController
from cardtable.controller.keeper import GameKeeper
from cardtable.engine.events import Event, GameOver
from cardtable.session.records import setup_from_saved
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.storage.history import History
from cardtable.storage.in_progress import unfinished_games
from cardtable.storage.outbox import Outbox

GAMES = 500  # a session that is never killed still ends


def say(line: str) -> None:
    """One whole line on stdout, written at once, so that a kill cuts no line in two."""
    os.write(sys.stdout.fileno(), (line + "\n").encode())


class Session:
    """A controller and its keeper, a table that shows everything at once, and a person who
    plays the lowest card allowed."""

    def __init__(self, seed: int, settle: bool) -> None:
        self.seed = seed
        self.settle = settle
        self.games = 0
        self.controller = GameController(bot_delay_ms=0)
        self.keeper = GameKeeper(self.controller)
        c = self.controller
        c.events_applied.connect(self._shown)  # after the keeper's own slot: journalled first
        c.turn_changed.connect(self._person)
        c.game_finished.connect(self._finished)
        self.keeper.problem.connect(lambda words: say(f"! {words}"))
        self.keeper.disk_full.connect(lambda words: say(f"! {words}"))

    def start(self) -> None:
        """Take up what an earlier session left, or begin a new game."""
        with History() as history:
            Outbox().deliver(history)
        for found in unfinished_games():
            if found.saved is None or found.state is None:
                continue
            setup = setup_from_saved(found.saved)
            if found.state.is_over or not found.saved.actions:
                self.keeper.file_away(setup, found.state)
                continue
            self.controller.load(setup, list(found.saved.actions))
            return
        self._next_game()

    def _next_game(self) -> None:
        if self.settle or self.games >= GAMES:
            self.stop()
            return
        self.games += 1
        seats = (SeatSetup("Ada", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in range(1, 4)))
        options = {"passing": "none", "deal_limit": 1}
        self.controller.new_game(GameSetup("black-lady", 4, self.seed * 100 + self.games, seats,
                                           options, "morehead"))

    def _key(self) -> str:
        setup = self.controller.setup
        return setup.record_key if setup is not None else "-"

    def _shown(self, _events: list[Event]) -> None:
        say(f"M {self._key()} {len(self.controller.state.log)}")
        QTimer.singleShot(0, self.controller.animations_finished)

    def _person(self, turn: object) -> None:
        if turn is not None:
            QTimer.singleShot(0, self._play)

    def _play(self) -> None:
        c = self.controller
        if c.turn is not None and c.decide([min(c.turn.legal)]):
            say(f"P {self._key()} {len(c.state.log)}")

    def _finished(self, _over: GameOver) -> None:
        say(f"F {self._key()}")
        QTimer.singleShot(0, self._next_game)

    def stop(self) -> None:
        """Close as the app closes: every move on disk, the disk thread done. ``U <games>``
        says how many games the window would have asked the person about before closing."""
        try:
            self.keeper.autosave()
        except OSError as error:
            say(f"! {error.strerror or error}")
        say(f"U {self.keeper.unsaved()}")
        self.keeper.shut_down()
        QCoreApplication.quit()


def main() -> None:
    app = QCoreApplication(sys.argv[:1])
    session = Session(int(sys.argv[1]), "--settle" in sys.argv[2:])
    QTimer.singleShot(0, session.start)
    if "--close-after" in sys.argv:
        seconds = float(sys.argv[sys.argv.index("--close-after") + 1])
        QTimer.singleShot(round(seconds * 1000), session.stop)
    say("ready")
    app.exec()
    session.controller._runner.wait_idle()


if __name__ == "__main__":
    main()

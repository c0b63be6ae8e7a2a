"""Peak memory (resident set) over a whole game of Black Lady with the table on screen.

    .venv/bin/python bench/memory.py

A person's seat is played by the rule-of-thumb player through the controller, so the whole
game goes through the table (animations off) exactly as clicks would; the script then prints
the process's peak resident memory.
"""

from __future__ import annotations

import os
import resource
import sys
import tempfile

if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp(prefix="cardtable-bench-"))


def main() -> None:
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from cardtable.ai import make_bot
    from cardtable.controller.turns import PersonTurn
    from cardtable.engine.protocol import Phase
    from cardtable.engine.rng import Rng
    from cardtable.session.setup import PERSON, GameSetup, SeatSetup
    from cardtable.storage.settings import Settings
    from cardtable.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow(Settings(animation_speed="off", computer_speed="instant"))
    window.resize(1600, 1000)
    window.show()
    controller = window.controller
    helper = make_bot("rule", "black-lady")
    rng = Rng(5)
    loop = QEventLoop()

    def act(turn: PersonTurn | None) -> None:
        if turn is None:
            return
        def decide() -> None:
            view = controller.person_view()
            if turn.phase is Phase.PASS:
                chosen: list[int] = []
                for _ in range(turn.to_choose):
                    legal = sorted(turn.legal - set(chosen))
                    chosen.append(helper.choose(view, legal, rng))
                controller.decide(chosen)
            else:
                controller.decide([helper.choose(view, sorted(turn.legal), rng)])
        QTimer.singleShot(0, decide)

    controller.turn_changed.connect(act)
    controller.game_finished.connect(lambda _over: loop.quit())
    seats = (SeatSetup("You", PERSON), *(SeatSetup(f"B{i}", "rule") for i in range(1, 4)))
    window.start(GameSetup("black-lady", 4, 77, seats, {}, "morehead"))
    loop.exec()
    deals = len(controller.state.sheet)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"a whole game ({deals} deals, {len(controller.state.log)} actions): "
          f"peak resident memory {peak_mb:.0f} MB")
    window.close()
    window.deleteLater()
    app.processEvents()


if __name__ == "__main__":
    main()

"""Games for the keeper's tests, and a process that leaves games while the history is locked.

Run as ``python -m tests.controller.keeper_games GAMES``: it leaves GAMES games with a keeper
whose history waits only a moment for a lock, shuts the keeper down, prints ``shut down`` and
exits; the test holds the lock and reads the exit, the output and what reached the disk.
"""

from __future__ import annotations

import sys
from typing import Any

from cardtable.controller.game_controller import GameController
from cardtable.engine.registry import get
from cardtable.engine.rng import Rng
from cardtable.session.setup import PERSON, GameSetup, SeatSetup

OPTIONS = {"passing": "none", "target": 40}


def game_setup(seed: int) -> GameSetup:
    seats = (SeatSetup("Ada", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in range(1, 4)))
    return GameSetup("black-lady", 4, seed, seats, dict(OPTIONS), None)


def left_game(seed: int, moves: int = 9) -> tuple[GameSetup, Any]:
    """A game set up and played for ``moves`` random legal moves, ready to be left."""
    setup = game_setup(seed)
    state = get(setup.game_id).new_game(setup.options, seed, setup.players)
    rng = Rng(seed)
    while len(state.log) < moves:
        state.apply(rng.choice(list(state.legal_actions())))
    return setup, state


def main(games: int) -> int:
    from PySide6.QtWidgets import QApplication

    from cardtable.controller.keeper import GameKeeper

    app = QApplication(sys.argv[:1])
    keeper = GameKeeper(GameController(), busy_timeout=0.2, retry_ms=50)
    for seed in range(games):
        keeper.abandon_game(*left_game(seed))
    keeper.shut_down()
    print("shut down", flush=True)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1])))

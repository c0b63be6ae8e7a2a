"""A process that keeps rewriting the autosave while a game grows, for the kill test.

Run as ``python -m tests.storage.autosave_writer SEED``. It prints ``ready`` once it is about to
write, then one line with the count after every completed write, and stops after ``LIMIT``
writes so that it can never run on by itself. ``saves(seed)`` gives the same saves in the same
order, so the test knows what each count stands for.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from itertools import count

from cardtable.engine.protocol import State
from cardtable.engine.registry import get
from cardtable.engine.rng import Rng
from cardtable.storage.saves import SavedGame, autosave_path, write_save

GAME = "black-lady"
PLAYERS = 4
OPTIONS = {"passing": "left-right", "target": 40}
SEATS = (("Ada", "person"), ("North", "rule"), ("East", "random"), ("West", "rule"))
LIMIT = 3000


STARTED = "2026-11-01T20:00:00+00:00"


def saves(seed: int) -> Iterator[tuple[SavedGame, State]]:
    """Every save the writer makes, in order: a game one move longer each time, then the next
    game when one ends. The state is the live game: use it before asking for the next save."""
    rules = get(GAME)
    for game_no in count():
        game_seed = seed + game_no
        state = rules.new_game(OPTIONS, game_seed, PLAYERS)
        chooser = Rng(game_seed ^ 0x5EED)
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[chooser.below(len(legal))])
            yield SavedGame(GAME, PLAYERS, game_seed, dict(OPTIONS), None, SEATS,
                            tuple(state.log), f"{game_seed:032x}", STARTED), state


def main(seed: int) -> None:
    """Write autosaves until killed (or until LIMIT), reporting each one that is complete."""
    path = autosave_path()
    out = sys.stdout
    out.write("ready\n")
    out.flush()
    for number, (saved, state) in enumerate(saves(seed), 1):
        write_save(path, saved, state)
        out.write(f"{number}\n")
        out.flush()
        if number >= LIMIT:
            return


if __name__ == "__main__":
    main(int(sys.argv[1]))

"""Ultimate Loser in the files: a save comes back as it was, and a finished game goes into the
history with its drinks per hand, each hand's Ultimate Loser and the fewest drinks winning."""

from __future__ import annotations

from cardtable.controller.game_controller import PERSON, GameSetup, SeatSetup
from cardtable.controller.keeper import game_record, now
from cardtable.engine.registry import get
from cardtable.engine.rng import Rng
from cardtable.storage.history import History
from cardtable.storage.saves import SavedGame, read_save, state_digest, write_save

GAME = "ultimate-loser"
SEATS = (("Ann", PERSON), ("Ben", "rule"), ("Cy", "rule"))


def played(seed: int, moves: int | None, options: dict | None = None):
    """A three-player game after ``moves`` random legal moves (None: to the end)."""
    options = dict(options or {"hands": 2})
    state = get(GAME).new_game(options, seed, 3)
    chooser = Rng(seed + 1)
    while not state.is_over and (moves is None or len(state.log) < moves):
        legal = state.legal_actions()
        state.apply(legal[chooser.below(len(legal))])
    return SavedGame(GAME, 3, seed, options, None, SEATS, tuple(state.log)), state


def test_a_game_partway_comes_back_as_it_was_and_goes_on_alike(tmp_path):
    saved, state = played(seed=3, moves=40)
    path = tmp_path / "loser.json"
    write_save(path, saved, state)
    loaded, again = read_save(path)
    assert loaded == saved
    assert state_digest(again) == state_digest(state)
    assert again.gin == state.gin and again.view(1) == state.view(1)
    for _ in range(25):
        if state.is_over:
            break
        move = state.legal_actions()[0]
        state.apply(move)
        again.apply(move)
    assert state_digest(again) == state_digest(state)


def test_a_finished_game_is_kept_with_each_hands_drinks_and_ultimate_loser(private_home):
    saved, state = played(seed=8, moves=None)
    assert state.is_over and len(state.sheet) == 2
    setup = GameSetup(GAME, 3, saved.seed, tuple(SeatSetup(n, k) for n, k in SEATS),
                      dict(saved.options))
    with History() as history:
        row = history.record(game_record(setup, state, now(), "finished"))
        assert row is not None
        sheet = history.scoresheet(row)
    assert sheet is not None
    for hand, dealt in zip(sheet.hands, state.sheet, strict=True):
        assert hand.points == dealt.points  # drinks in that hand
        assert hand.marks.count("ultimate loser") == 1
        assert hand.points[hand.marks.index("ultimate loser")] >= 4  # the penalty
    fewest = min(state.scores)
    assert sheet.winners == tuple(s for s in range(3) if state.scores[s] == fewest)
    assert get(GAME).lower_wins(state.options)

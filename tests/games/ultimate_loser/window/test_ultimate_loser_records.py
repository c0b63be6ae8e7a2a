"""Ultimate Loser in the files: a save comes back as it was, one saved before the house rules on
the readings existed is played on by the rules it was begun under, and a finished game goes into
the history with its drinks per hand, each hand's Ultimate Loser and the fewest drinks winning."""

from __future__ import annotations

import json

import pytest

from cardtable.engine.protocol import IllegalAction
from cardtable.engine.registry import get
from cardtable.engine.rng import Rng
from cardtable.games.ultimate_loser.options import ENDS_ROUND
from cardtable.session.records import game_record, setup_from_saved
from cardtable.session.setup import PERSON
from cardtable.storage.history import History
from cardtable.storage.saves import (
    SavedGame,
    decode,
    encode,
    read_save,
    state_digest,
    write_save,
)

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
    with History() as history:
        row = history.record(game_record(setup_from_saved(saved), state, "finished"))
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


# Two saves written by the version before the readings became house rules: the same three-player
# game (random legal moves, seed 399) after its first hand and three moves of the second, saved
# once from the Standard preset and once from house rules. Its first hand was settled at the end
# of a round in which two players ran out, and a winner tied for the lowest play did not drink.
OLD_ACTIONS = (
    "[271, 83, 111, 51, 27, 6, 50, 43, 60, 18, 32, 92, 40, 74, 95, 38, 41, 33, 26, 110, 45, 10, "
    "5, 81, 30, 15, 78, 278, 77, 93, 179, 108, 92, 12, 23, 68, 16, 29, 99, 14, 101, 186, 81, 25, "
    "42, 24, 20, 49, 19, 11, 36, 24, 113, 90]")
OLD_SAVE = """{{
 "format": "cardtable-save",
 "version": 1,
 "app_version": "0.1.0",
 "rng_version": 1,
 "game": "ultimate-loser",
 "players": 3,
 "seed": 399,
 "options": {options},
 "preset": {preset},
 "seats": [{{"name": "Ann", "kind": "person"}}, {{"name": "Ben", "kind": "rule"}}, \
{{"name": "Cy", "kind": "rule"}}],
 "actions": {actions},
 "digest": "{digest}",
 "saved_at": "2026-11-25T17:01:29+00:00"
}}
"""
OLD_READINGS = {"hand_end": ENDS_ROUND, "tied_winner_drinks": False, "four_singles": False}


@pytest.mark.parametrize(("options", "preset", "digest"), [
    ("{}", '"standard"', "3e24e2975e6168164ad9498c6b9fb2f0d707e4484983fccfe2165c7233edb206"),
    ('{"hands": 2}', "null", "2795766394b05d24217137ff7f64ec3808c6aef2c2fe1549b4291f653ddc2f66"),
])
def test_a_game_saved_before_the_readings_were_house_rules_goes_on_by_its_old_rules(
        options, preset, digest):
    text = OLD_SAVE.format(options=options, preset=preset, actions=OLD_ACTIONS, digest=digest)
    saved, state = decode(text)
    assert saved.options == {**json.loads(options), **OLD_READINGS}
    assert {name: state.options[name] for name in OLD_READINGS} == OLD_READINGS
    assert state.deal_no == 1 and state.scores == (2, 10, 22)
    assert state.sheet[0].marks == ("", "", "ultimate loser")
    # The same moves break the rules as they now stand: the first hand ends sooner.
    fresh = get(GAME).new_game(json.loads(options), 399, 3, json.loads(preset))
    with pytest.raises(IllegalAction):
        for action in saved.actions:
            fresh.apply(action)
    # Saved again, the game names its readings, and comes back alike.
    again, state_again = decode(encode(saved, state))
    assert again.options == saved.options and state_digest(state_again) == state_digest(state)

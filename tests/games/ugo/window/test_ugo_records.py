"""U-G-O in the files: a save comes back as it was, partway or finished, and a finished game goes
into the history with its places, its winner and the order the others were knocked out in."""

from __future__ import annotations

from cardtable.engine.protocol import Phase
from cardtable.engine.registry import get
from cardtable.engine.rng import Rng
from cardtable.games.ugo.ai.normal import UgoBot
from cardtable.session.records import game_record, setup_from_saved
from cardtable.session.setup import PERSON
from cardtable.storage.history import History
from cardtable.storage.saves import SavedGame, read_save, state_digest, write_save
from cardtable.storage.scoresheet_csv import scoresheet_to_csv

GAME = "ugo"
SEATS = (("Ann", PERSON), ("Ben", "rule"), ("Cy", "rule"))


def played(seed: int, moves: int | None, options: dict | None = None, until=None):
    """A three-player game played by rule-of-thumb players, stopped after ``moves`` moves, at
    the first state ``until`` accepts, or at the end."""
    options = dict(options or {})
    state = get(GAME).new_game(options, seed, 3)
    bot, rng = UgoBot(), Rng(seed + 1)
    while not state.is_over and (moves is None or len(state.log) < moves):
        if until is not None and until(state):
            break
        state.apply(bot.choose(state.view(state.to_act), state.legal_actions(), rng))
    return SavedGame(GAME, 3, seed, options, None, SEATS, tuple(state.log)), state


def _round_trip(tmp_path, saved, state):
    path = tmp_path / "ugo.json"
    write_save(path, saved, state)
    loaded, again = read_save(path)
    assert loaded == saved
    assert state_digest(again) == state_digest(state)
    assert all(again.view(s) == state.view(s) for s in range(3))
    return again


def test_a_game_partway_comes_back_as_it_was_and_goes_on_alike(tmp_path):
    saved, state = played(seed=3, moves=60)
    assert not state.is_over and state.tables != [[], [], []]
    again = _round_trip(tmp_path, saved, state)
    assert again.decks == state.decks and again.hands == state.hands
    for _ in range(40):
        if state.is_over:
            break
        move = state.legal_actions()[-1]
        state.apply(move)
        again.apply(move)
    assert state_digest(again) == state_digest(state)


def test_a_game_saved_while_a_defender_is_asked_comes_back_asking_him(tmp_path):
    # With both optional rules, between an attack (or an Ace, King or Jack) and its answer.
    saved, state = played(seed=5, moves=None, options={"suited_aces": True,
                                                      "nine_counters": True},
                          until=lambda s: s.phase is Phase.RESPOND)
    assert state.phase is Phase.RESPOND and state.pending is not None
    again = _round_trip(tmp_path, saved, state)
    assert again.phase is Phase.RESPOND and again.pending == state.pending
    assert again.to_act == state.pending.target


def test_a_finished_game_comes_back_finished(tmp_path):
    saved, state = played(seed=8, moves=None)
    assert state.is_over
    again = _round_trip(tmp_path, saved, state)
    assert again.is_over and again.winners == state.winners and again.out == state.out
    assert again.legal_actions() == []


def test_a_finished_game_is_kept_with_its_winner_and_knock_out_order(private_home):
    saved, state = played(seed=8, moves=None)
    assert state.is_over and len(state.sheet) == 1
    with History() as history:
        row = history.record(game_record(setup_from_saved(saved), state, "finished"))
        assert row is not None
        sheet = history.scoresheet(row)
        [summary] = history.games(game_id=GAME)
        stats = {r.player: r for r in history.statistics(GAME)}
    assert sheet is not None and summary.row_id == row
    assert sheet.winners == state.winners and len(sheet.winners) >= 1
    assert sheet.final_scores == state.scores
    assert sheet.lower_wins and get(GAME).lower_wins(state.options)
    assert sheet.actions == tuple(state.log)
    [hand] = sheet.hands
    assert hand.points == hand.totals == state.scores  # places: 1 is the winner
    for seat, mark in enumerate(hand.marks):
        if seat in state.winners:
            assert mark == "winner" and state.scores[seat] == 1
        else:
            assert mark == f"out {state.out.index(seat) + 1}"
    knocked_out = sorted((m for m in hand.marks if m != "winner"), key=lambda m: int(m[4:]))
    assert [hand.marks.index(m) for m in knocked_out] == [
        s for s in state.out if s not in state.winners]
    assert hand.taken == tuple(len(d) for d in state.decks)  # the cards left in each deck
    names = [name for name, _ in SEATS]
    assert {p: (stats[p].played, stats[p].won) for p in names} == {
        p: (1, int(seat in state.winners)) for seat, p in enumerate(names)}
    first_out = next(s for s in state.out if s not in state.winners)
    text = scoresheet_to_csv(sheet)
    assert f"out 1: {names[first_out]}" in text
    assert f"winner: {names[state.winners[0]]}" in text


def test_a_game_left_partway_is_kept_as_abandoned_without_a_winner(private_home):
    saved, state = played(seed=3, moves=60)
    with History() as history:
        row = history.record(game_record(setup_from_saved(saved), state, "abandoned"))
        assert row is not None
        sheet = history.scoresheet(row)
    assert sheet is not None and sheet.status == "abandoned"
    assert sheet.winners == () and sheet.hands == () and sheet.actions == tuple(state.log)

"""A finished game's row is never changed by anything that arrives under its key: not by an
earlier moment of it, not by itself again; a game whose moves differ gets a row of its own,
one however often it is left and resumed; an analysis is only given with the moves it weighed;
the stretches the computer played for the person are kept."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace

from cardtable.engine.events import DealScored
from cardtable.engine.registry import get
from cardtable.storage.analysis_records import Decision, Estimate, GameAnalysis
from cardtable.storage.history import History, history_path
from cardtable.storage.history_records import GameRecord, HandRow, moves_digest
from cardtable.storage.history_schema import MIGRATIONS, migrate
from cardtable.storage.outbox import Outbox, record_from_json, record_json

from .test_history import START, played_record

KEY = "0123456789abcdef0123456789abcdef"


def marked(record: GameRecord, seat: int = 0) -> GameRecord:
    """The record with the computer playing ``seat`` for the person through its first deal:
    the stretch kept, and the first deal marked."""
    first, *rest = record.hands
    return replace(record, hands=(replace(first, substitutes=(seat,)), *rest),
                   handovers=((seat, 0, 8),))


def branch(record: GameRecord, at: int, moves: int | None = None) -> GameRecord:
    """The same game played otherwise from move ``at`` on (the last legal card there instead
    of the first), then on by the first legal card, to its end or for ``moves`` moves."""
    state = get(record.game_id).new_game(record.options, record.seed, len(record.players))
    scored = []
    for action in record.actions[:at]:
        scored += state.apply(action)
    legal = sorted(state.legal_actions())
    assert legal[-1] != record.actions[at], "the move there must have had an alternative"
    scored += state.apply(legal[-1])
    while not state.is_over and (moves is None or len(state.log) < moves):
        scored += state.apply(min(state.legal_actions()))
    over = state.is_over
    return replace(record, status="finished" if over else "abandoned",
                   winners=tuple(state.winners) if over else (),
                   final_scores=tuple(state.scores), actions=tuple(state.log),
                   hands=tuple(HandRow.from_event(e) for e in scored
                               if isinstance(e, DealScored)))


def decision_at(record: GameRecord, position: int) -> GameAnalysis:
    played = record.actions[position]
    return GameAnalysis((0, 1, 2, 3), 250, (Decision(position, position % 4, played, (
        Estimate(played + 1000, 2.0, 0.1, 20), Estimate(played, -1.0, 0.2, 20))),), True)


def first_choice(record: GameRecord) -> int:
    """A position at which the player to act had more than one legal card."""
    state = get(record.game_id).new_game(record.options, record.seed, len(record.players))
    for position, action in enumerate(record.actions):
        if len(list(state.legal_actions())) > 1 and position > 20:
            return position
        state.apply(action)
    raise AssertionError("no choice in the game")


def test_an_earlier_moment_of_a_finished_game_changes_neither_its_deals_nor_its_marks():
    finished = marked(replace(played_record(5), key=KEY))
    earlier = replace(played_record(5, abandon_after=1), key=KEY)  # its save opened, then left
    with History() as history:
        row = history.store(finished)
        assert history.store(earlier) == row
        sheet = history.scoresheet(row)
        assert sheet is not None and len(history.games()) == 1
    assert sheet.hands == finished.hands and sheet.handovers == ((0, 0, 8),)
    assert sheet.final_scores == finished.final_scores


def test_a_finished_game_recorded_again_keeps_its_time_and_its_marks():
    finished = marked(replace(played_record(5), key=KEY))
    again = replace(finished, finished_at=START.replace(hour=23).isoformat(),
                    hands=played_record(5).hands, handovers=())
    with History() as history:
        row = history.store(finished)
        assert history.store(again) == row
        sheet = history.scoresheet(row)
    assert sheet is not None and sheet.to_record() == replace(finished, key=None)


def test_a_finished_games_save_played_otherwise_is_a_game_of_its_own_left_or_finished():
    finished = replace(played_record(5), key=KEY)
    at = first_choice(finished)
    left = branch(finished, at, moves=at + 12)  # played otherwise, then left
    other = branch(finished, at)  # resumed, and finished
    assert left.status == "abandoned" and other.status == "finished"
    with History() as history:
        first = history.store(finished)
        row = history.store(left)
        assert row != first and history.store(other) == row  # one row, left then finished
        games = {g.row_id: g for g in history.games()}
        assert len(games) == 2 and games[row].status == "finished"
        assert history.scoresheet(first).actions == finished.actions  # untouched
        assert history.row_of_game(KEY, other.actions) == row
        assert history.row_of_game(KEY, finished.actions) == first
        assert history.row_of_game(KEY, left.actions) is None  # no row holds those moves now


def test_an_analysis_is_given_only_with_the_moves_it_weighed():
    finished = replace(played_record(5), key=KEY)
    at = first_choice(finished)
    other = branch(finished, at)
    with History() as history:
        row = history.store(finished)
        analysis = decision_at(finished, at - 1)  # a decision both games share
        assert history.keep_analysis(row, analysis, finished.actions)
        assert history.analysis(row, finished.actions) == analysis
        assert history.analysis(row, other.actions) is None  # the replay of other moves
        mine = history.store(other)
        assert history.analysis(mine, other.actions) is None  # made again when asked
        assert not history.keep_analysis(row, analysis, other.actions)  # not that row's moves
        assert history.analysis(row) == analysis


def test_an_analysis_kept_beside_other_moves_is_not_read():
    finished = replace(played_record(5), key=KEY)
    with History() as history:
        row = history.store(finished)
        assert history.keep_analysis(row, decision_at(finished, 3))
    with sqlite3.connect(history_path()) as conn:
        assert conn.execute("SELECT moves_digest FROM analyses").fetchone()[0] \
            == moves_digest(finished.actions)
        conn.execute("UPDATE analyses SET moves_digest = ?", (moves_digest((1, 2)),))
    conn.close()
    with History() as history:
        assert history.analysis(row) is None and history.problem is None


def test_a_version_3_history_keeps_its_analyses_and_learns_the_stretches(tmp_path):
    path = tmp_path / "h.sqlite3"
    record = played_record(11)
    old = sqlite3.connect(path, isolation_level=None)
    migrate(old, MIGRATIONS[:3])
    with History(tmp_path / "today.sqlite3") as today:  # the same rows, written today
        row = today.record(record)
        assert row is not None and today.keep_analysis(row, decision_at(record, 3))
    plain = sqlite3.connect(tmp_path / "today.sqlite3")
    game = plain.execute("SELECT game_id, variant, options_json, seed, players_json, "
                         "kinds_json, person_seat, started_at, finished_at, status, "
                         "winners_json, final_scores_json, lower_wins, actions_json "
                         "FROM games").fetchone()
    kept = plain.execute("SELECT game, analysis_json FROM analyses").fetchone()
    plain.close()
    old.execute("INSERT INTO games (game_id, variant, options_json, seed, players_json, "
                "kinds_json, person_seat, started_at, finished_at, status, winners_json, "
                "final_scores_json, lower_wins, actions_json) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", game)
    old.execute("INSERT INTO analyses (game, analysis_json) VALUES (?, ?)", kept)
    old.close()
    with History(path) as history:
        assert history.problem is None
        assert history.analysis(row, record.actions) == decision_at(record, 3)
        assert history.scoresheet(row).handovers == ()


def test_the_stretches_the_computer_played_wait_in_the_outbox_and_land_whole():
    record = marked(replace(played_record(5), key=KEY))
    assert record_from_json(record_json(record)) == record
    path = Outbox().put(record)
    with History() as history:
        assert Outbox().deliver(history).landed == 1
        [game] = history.games()
        assert history.scoresheet(game.row_id).handovers == ((0, 0, 8),)
    assert not path.exists()


def test_an_outbox_file_written_before_stretches_were_kept_still_lands():
    record = replace(played_record(5, abandon_after=1), key=KEY)
    data = json.loads(record_json(record))
    del data["record"]["handovers"]
    data["version"] = 2
    assert record_from_json(json.dumps(data)) == record

"""A game's analysis kept in the score history: read back whole, replaced, refused when the file
cannot take it (a lock, a full disk, a newer version's file, a game gone) without a change,
read as damaged rather than raising, and gone with its game or with the moves it told."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from cardtable.storage.analysis_records import (
    AnalysisError,
    Decision,
    Estimate,
    GameAnalysis,
    analysis_to_plain,
)
from cardtable.storage.history import History, history_path
from cardtable.storage.history_records import dump_json
from cardtable.storage.history_schema import MIGRATIONS, SCHEMA_VERSION, migrate

from .test_history import count_rows, played_record, simple_record

KEY = "0123456789abcdef0123456789abcdef"


def analysis_of(actions: tuple[int, ...], positions=(0, 5, 9), mean=1.5) -> GameAnalysis:
    """An analysis of the moves at ``positions`` of a game whose log is ``actions``: each
    decision rates another action above the one taken."""
    return GameAnalysis(
        seats=(0, 1, 2, 3),
        budget_ms=250,
        decisions=tuple(
            Decision(p, p % 4, actions[p], (Estimate(actions[p] + 1000, mean, 0.25, 20),
                                            Estimate(actions[p], -0.5, 0.5, 20)))
            for p in positions
        ),
        complete=True,
    )


def kept_json(path: Path) -> list[tuple[int, str]]:
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT game, analysis_json FROM analyses ORDER BY game").fetchall()
    conn.close()
    return rows


@pytest.fixture
def game(tmp_path):
    """A history file holding one finished game, and that game's row id and record."""
    record = played_record(11)
    with History(tmp_path / "h.sqlite3") as history:
        row = history.record(record)
    assert row is not None
    return tmp_path / "h.sqlite3", row, record


# --------------------------------------------------------------------------- keeping


def test_an_analysis_reads_back_whole_from_the_file(game):
    path, row, record = game
    analysis = analysis_of(record.actions)
    with History(path) as history:
        assert history.analysis(row) is None  # none made yet
        assert history.keep_analysis(row, analysis) is True
    with History(path) as history:  # a fresh connection: it really is on disk
        assert history.analysis(row) == analysis
        assert history.problem is None
        assert history.scoresheet(row) is not None


def test_a_new_analysis_replaces_the_one_kept(game):
    path, row, record = game
    with History(path) as history:
        assert history.keep_analysis(row, analysis_of(record.actions))
        later = replace(analysis_of(record.actions, positions=(1, 2), mean=3.25), complete=False)
        assert history.keep_analysis(row, later)
        assert history.analysis(row) == later
    assert len(kept_json(path)) == 1


def test_each_game_keeps_its_own_analysis(game):
    path, row, record = game
    other_record = played_record(12, abandon_after=1)
    with History(path) as history:
        other = history.record(other_record)
        assert other is not None
        assert history.keep_analysis(row, analysis_of(record.actions))
        assert history.keep_analysis(other, analysis_of(other_record.actions, positions=(2,)))
        assert history.analysis(row) == analysis_of(record.actions)
        assert history.analysis(other) == analysis_of(other_record.actions, positions=(2,))


@pytest.mark.parametrize("spoiled", [
    pytest.param(lambda a: replace(a, seats=(4,)), id="a seat the game lacks"),
    pytest.param(lambda a: replace(a, budget_ms=-1), id="a negative thinking time"),
    pytest.param(lambda a: replace(a, decisions=(replace(
        a.decisions[0], estimates=(Estimate(a.decisions[0].played, float("nan"), 0.0, 1),)),)),
        id="a mean that is not a number"),
    pytest.param(lambda a: replace(a, decisions=a.decisions[::-1]), id="out of order"),
])
def test_a_malformed_analysis_is_refused_and_nothing_is_written(game, spoiled):
    path, row, record = game
    with History(path) as history:
        with pytest.raises(AnalysisError):
            history.keep_analysis(row, spoiled(analysis_of(record.actions)))
        assert history.analysis(row) is None and history.problem is None
    assert kept_json(path) == []


def test_an_analysis_of_other_moves_is_refused(game):
    """Each decision must be the move the game's log holds at its position."""
    path, row, record = game
    other_moves = analysis_of(tuple(a + 1 for a in record.actions))
    beyond = GameAnalysis((0,), 10, (Decision(len(record.actions), 0, 7, (
        Estimate(7, 0.0, 0.0, 1),)),), True)
    with History(path) as history:
        for analysis in (other_moves, beyond):
            with pytest.raises(AnalysisError, match="not a move of this game"):
                history.keep_analysis(row, analysis)
    assert kept_json(path) == []


def test_a_game_that_is_not_there_takes_no_analysis(game):
    path, row, record = game
    with History(path) as history:
        assert history.keep_analysis(row + 1, analysis_of(record.actions)) is False
        assert history.problem and "no longer in the score history" in history.problem
    assert kept_json(path) == []


# --------------------------------------------------------------------------- going with the game


def test_deleting_a_game_deletes_its_analysis(game):
    path, row, record = game
    with History(path) as history:
        assert history.keep_analysis(row, analysis_of(record.actions))
        assert history.delete(row) is True
        assert history.analysis(row) is None and history.problem is None
        assert history.keep_analysis(row, analysis_of(record.actions)) is False
    assert kept_json(path) == []


def test_a_game_recorded_again_with_more_moves_loses_its_analysis(tmp_path):
    """A game left, resumed and finished: the analysis of the shorter game goes, so that a
    review of the whole game makes a new one; recorded again with the same moves, it stays."""
    path = tmp_path / "h.sqlite3"
    left = replace(played_record(3, abandon_after=1), key=KEY)
    finished = replace(played_record(3), key=KEY)
    assert finished.actions[:len(left.actions)] == left.actions
    assert len(finished.actions) > len(left.actions)
    with History(path) as history:
        row = history.record(left)
        assert row is not None
        assert history.keep_analysis(row, analysis_of(left.actions))
        assert history.record(replace(left, finished_at=finished.finished_at)) == row
        assert history.analysis(row) == analysis_of(left.actions)  # the same moves: kept
        assert history.record(finished) == row
        assert history.analysis(row) is None and history.problem is None
        assert history.keep_analysis(row, analysis_of(finished.actions, positions=(60,)))
        assert history.analysis(row) == analysis_of(finished.actions, positions=(60,))


def test_a_game_recorded_without_a_key_keeps_its_neighbours_analysis(game):
    path, row, record = game
    with History(path) as history:
        assert history.keep_analysis(row, analysis_of(record.actions))
        history.record(record)  # a second row of its own
        assert len(history.games()) == 2
        assert history.analysis(row) == analysis_of(record.actions)


# --------------------------------------------------------------------------- damage


@pytest.mark.parametrize("stored", [
    pytest.param("{not json", id="not JSON"),
    pytest.param("[" * 100_000, id="nested past any depth"),
    pytest.param("[]", id="a list"),
    pytest.param('{"version": 1}', id="fields missing"),
    pytest.param(b"\x00\x01", id="bytes"),
    pytest.param("SPOILED", id="a valid analysis with a seat out of range"),
    pytest.param("OTHER MOVES", id="a valid analysis of other moves"),
])
def test_a_damaged_analysis_reads_as_none_and_says_so_and_is_left(game, stored):
    path, row, record = game
    good = analysis_of(record.actions)
    if stored == "SPOILED":
        stored = dump_json({**analysis_to_plain(good), "seats": [0, 9]})
    elif stored == "OTHER MOVES":
        stored = dump_json(analysis_to_plain(analysis_of(tuple(a + 1 for a in record.actions))))
    with History(path) as history:
        assert history.keep_analysis(row, good)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE analyses SET analysis_json = ? WHERE game = ?", (stored, row))
    conn.close()
    with History(path) as history:
        assert history.analysis(row) is None
        assert history.problem and "analysis kept for this game is damaged" in history.problem
        assert history.scoresheet(row) is not None and row not in history.unreadable
    assert kept_json(path) == [(row, stored)]  # left as it was
    with History(path) as history:  # until a new analysis replaces it
        assert history.keep_analysis(row, good)
        assert history.analysis(row) == good


def test_a_game_whose_own_row_is_damaged_gives_no_analysis_and_takes_none(game):
    path, row, record = game
    with History(path) as history:
        assert history.keep_analysis(row, analysis_of(record.actions))
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE games SET players_json = 'not json' WHERE id = ?", (row,))
    conn.close()
    with History(path) as history:
        assert history.analysis(row) is None and row in history.unreadable
        assert history.keep_analysis(row, analysis_of(record.actions)) is False
        assert history.problem and "record in the score history is damaged" in history.problem


# --------------------------------------------------------------------------- locks, full disks


def test_a_locked_history_keeps_no_analysis_and_changes_nothing(game):
    path, row, record = game
    first = analysis_of(record.actions)
    with History(path, busy_timeout=0.05) as history:
        assert history.keep_analysis(row, first)
        before = kept_json(path)
        holder = sqlite3.connect(path, isolation_level=None)
        holder.execute("BEGIN EXCLUSIVE")
        try:
            assert history.keep_analysis(row, analysis_of(record.actions, mean=9.0)) is False
            assert history.problem and "locked by another program" in history.problem
        finally:
            holder.execute("ROLLBACK")
            holder.close()
        assert kept_json(path) == before
        assert history.analysis(row) == first
        assert history.keep_analysis(row, analysis_of(record.actions, mean=9.0))  # lock gone


def test_a_history_locked_at_start_shows_its_analyses_but_keeps_none(game):
    """Opened while another program held its lock, the history reads the file but cannot
    write it this session, even once the lock is gone: the lock is named as the reason."""
    path, row, record = game
    with History(path) as history:
        assert history.keep_analysis(row, analysis_of(record.actions))
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        with History(path, busy_timeout=0.05) as history:
            assert not history.writable
            holder.execute("ROLLBACK")
            assert history.analysis(row) == analysis_of(record.actions)
            assert history.keep_analysis(row, analysis_of(record.actions, mean=9.0)) is False
            assert history.problem and "locked by another program" in history.problem
    finally:
        holder.close()
    with History(path) as history:
        assert history.analysis(row) == analysis_of(record.actions)


def test_a_full_disk_keeps_no_analysis_and_leaves_the_history_usable(game):
    path, row, record = game
    big = analysis_of(record.actions, positions=tuple(range(len(record.actions))))
    with History(path) as history:
        conn = history._db()  # the history's own connection: make its file unable to grow
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
        conn.execute(f"PRAGMA max_page_count = {pages:d}")
        assert history.keep_analysis(row, big) is False
        assert history.problem and "disk that holds the score history is full" in history.problem
        assert history.analysis(row) is None
        conn.execute(f"PRAGMA max_page_count = {pages * 100:d}")  # room again
        assert history.keep_analysis(row, big)  # no transaction was left open
        assert history.analysis(row) == big


def test_a_newer_versions_history_keeps_no_analysis_and_is_left_untouched():
    path = history_path()
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, something_new TEXT)")
    conn.execute("INSERT INTO games VALUES (1, 'from the future')")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with History() as history:
        assert history.keep_analysis(1, analysis_of((1, 2, 3), positions=(0,))) is False
        assert history.problem and "newer version" in history.problem
        assert history.analysis(1) is None
    assert path.read_bytes() == before


# --------------------------------------------------------------------------- versions


def test_a_version_2_history_takes_on_analyses_with_its_games(tmp_path):
    path = tmp_path / "h.sqlite3"
    record = played_record(11)
    old = sqlite3.connect(path, isolation_level=None)
    migrate(old, MIGRATIONS[:2])  # the history as the version before analyses wrote it
    old.execute(
        "INSERT INTO games (game_id, variant, options_json, seed, players_json, kinds_json, "
        "person_seat, started_at, finished_at, status, winners_json, final_scores_json, "
        "lower_wins, actions_json, record_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
        "?, ?)",
        (record.game_id, record.variant, dump_json(record.options), str(record.seed),
         dump_json(list(record.players)), dump_json(list(record.kinds)), record.person_seat,
         record.started_at, record.finished_at, record.status, dump_json(list(record.winners)),
         dump_json(list(record.final_scores)), 1, dump_json(list(record.actions)), KEY))
    old.executemany(
        "INSERT INTO hands (game, hand_no, points_json, totals_json, taken_json, marks_json, "
        "moon, unscored, substitutes_json) VALUES (1, ?, ?, ?, ?, ?, ?, ?, '[]')",
        [(n, dump_json(list(h.points)), dump_json(list(h.totals)), dump_json(list(h.taken)),
          dump_json(list(h.marks)), h.moon, h.unscored)
         for n, h in enumerate(record.hands, start=1)])
    assert old.execute("PRAGMA user_version").fetchone()[0] == 2
    old.close()

    with History(path) as history:
        assert history.problem is None
        [summary] = history.games()
        sheet = history.scoresheet(summary.row_id)
        assert sheet is not None and sheet.to_record() == record
        assert history.analysis(summary.row_id) is None
        assert history.keep_analysis(summary.row_id, analysis_of(record.actions))
    assert sorted(p.name for p in tmp_path.iterdir() if "damaged" in p.name) == []
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 4
    conn.close()
    with History(path) as history:
        assert history.analysis(summary.row_id) == analysis_of(record.actions)


def test_a_version_3_history_without_its_analyses_is_kept_aside_as_damaged():
    path = history_path()
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, MIGRATIONS[:2])
    conn.execute("PRAGMA user_version = 3")
    conn.close()
    with History() as history:
        assert history.problem and "history.sqlite3.damaged-1" in history.problem
        row = history.record(simple_record())
        assert row is not None and count_rows(path, "analyses") == 0

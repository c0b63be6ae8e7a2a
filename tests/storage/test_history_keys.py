"""One row per game: a record under a key already kept replaces that row; a history written
before keys takes them on without losing a game; a deal remembers who the computer played for."""

from __future__ import annotations

import os
import sqlite3
import threading
from dataclasses import replace

from cardtable.storage.history import History
from cardtable.storage.history_records import HandRow
from cardtable.storage.history_schema import MIGRATIONS, migrate
from cardtable.storage.scoresheet_csv import scoresheet_to_csv

from .test_history import played_record, simple_record

KEY = "0123456789abcdef0123456789abcdef"


def test_recording_a_game_again_under_its_key_replaces_its_row(tmp_path):
    with History(tmp_path / "h.sqlite3") as history:
        left = replace(played_record(3, abandon_after=1), key=KEY)
        first = history.record(left)
        finished = replace(played_record(3), key=KEY)
        assert history.record(finished) == first
        [game] = history.games()
        sheet = history.scoresheet(game.row_id)
    assert game.status == "finished" and game.hand_count == len(finished.hands) > 1
    assert sheet is not None and sheet.hands == finished.hands


def test_games_under_other_keys_or_none_keep_rows_of_their_own(tmp_path):
    with History(tmp_path / "h.sqlite3") as history:
        history.record(replace(simple_record(), key=KEY))
        history.record(replace(simple_record(), key="f" * 32))
        history.record(simple_record())
        history.record(simple_record())
        assert len(history.games()) == 4


def test_a_history_from_before_keys_is_migrated_with_its_games(tmp_path):
    path = tmp_path / "h.sqlite3"
    old = sqlite3.connect(path, isolation_level=None)
    migrate(old, MIGRATIONS[:1])  # the history as the version before keys wrote it
    old.execute(
        "INSERT INTO games (game_id, variant, options_json, seed, players_json, kinds_json, "
        "person_seat, started_at, finished_at, status, winners_json, final_scores_json, "
        "lower_wins, actions_json) VALUES ('black-lady', 'morehead', '{}', '7', "
        "'[\"A\", \"B\", \"C\"]', '[\"person\", \"rule\", \"rule\"]', 0, "
        "'2024-05-01T18:00:00+00:00', '2024-05-01T18:30:00+00:00', 'finished', '[0]', "
        "'[1, 2, 3]', 1, '[]')")
    old.execute("INSERT INTO hands (game, hand_no, points_json, totals_json, taken_json, "
                "marks_json, moon, unscored) VALUES (1, 1, '[1, 2, 3]', '[1, 2, 3]', "
                "'[1, 1, 1]', '[]', NULL, 0)")
    old.close()
    with History(path) as history:  # is read by today's version, its game kept
        [game] = history.games()
        sheet = history.scoresheet(game.row_id)
    assert history.problem is None
    assert game.players == ("A", "B", "C") and sheet is not None
    assert sheet.hands == (HandRow((1, 2, 3), (1, 2, 3), (1, 1, 1)),)


def test_the_deals_the_computer_played_for_the_person_are_kept_and_exported(tmp_path):
    record = played_record(5)
    hands = tuple(replace(h, substitutes=(0,) if i else ()) for i, h in enumerate(record.hands))
    with History(tmp_path / "h.sqlite3") as history:
        row = history.record(replace(record, hands=hands))
        assert row is not None
        sheet = history.scoresheet(row)
    assert sheet is not None and sheet.hands == hands
    lines = scoresheet_to_csv(sheet).splitlines()
    first_deal = next(i for i, line in enumerate(lines) if line.startswith("1,"))
    assert "played by the computer" not in lines[first_deal]
    assert lines[first_deal + 1].endswith("played by the computer: Alice")


def test_a_fifo_where_the_history_should_be_is_set_aside_without_waiting(tmp_path):
    path = tmp_path / "h.sqlite3"
    os.mkfifo(path)
    opened: list[History] = []
    opener = threading.Thread(target=lambda: opened.append(History(path)), daemon=True)
    opener.start()
    opener.join(timeout=10)
    assert not opener.is_alive(), "opening the history waited on a FIFO"
    [history] = opened
    assert history.problem and "damaged" in history.problem
    assert path.with_name("h.sqlite3.damaged-1").is_fifo() and path.is_file()
    history.close()


def test_dev_zero_where_the_history_should_be_is_set_aside_without_reading_it(tmp_path):
    path = tmp_path / "h.sqlite3"
    path.symlink_to("/dev/zero")
    with History(path) as history:
        assert history.problem and "damaged" in history.problem
    assert path.with_name("h.sqlite3.damaged-1").is_symlink() and path.is_file()

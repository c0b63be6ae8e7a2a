"""Games in progress: a save and a journal per game, read back move by move, locked while a
window plays them, and an older version's single autosave taken over."""

from __future__ import annotations

import os
import threading
from dataclasses import replace

import pytest

from cardtable.storage.in_progress import (
    Journal,
    JournalLocked,
    game_files,
    games_folder,
    unfinished_games,
)
from cardtable.storage.saves import autosave_path, encode, write_save

from .test_saves import played

KEY = "5" * 32


def journalled(moves: int = 40, saved_at: int = 10):
    """A game journalled as a window keeps it: saved after ``saved_at`` moves, the rest in the
    journal. Returns the journal (still open and locked) and the game's whole log."""
    saved, state = played(seed=21, moves=moves)
    log = list(state.log)
    _, early = played(seed=21, moves=saved_at)
    journal = Journal(KEY)
    early_saved = replace(saved, actions=tuple(early.log), record_key=KEY)
    journal.start_over(early_saved, encode(early_saved, early))
    journal.append(log, sync=True)
    return journal, log


def only_game():
    found = list(unfinished_games())
    assert len(found) == 1
    return found[0]


def test_no_game_in_progress_means_nothing_to_continue():
    assert list(unfinished_games()) == []


def test_the_save_and_every_journalled_move_come_back():
    journal, log = journalled()
    journal.close()
    found = only_game()
    assert found.problem is None and list(found.saved.actions) == log
    assert list(found.state.log) == log and found.saved.record_key == KEY


def test_a_line_cut_short_by_a_kill_is_left_out():
    journal, log = journalled()
    journal.close()
    _, path = game_files(KEY)
    with path.open("ab") as f:
        f.write(f"{len(log)} 3".encode())  # the kill came in the middle of the line
    assert list(only_game().saved.actions) == log


@pytest.mark.parametrize("bad", ["{n} 9999\n", "{gap} 3\n", "garbled\n", "{n} 1 2\n"])
def test_the_journal_ends_at_a_line_that_is_not_the_next_legal_move(bad):
    journal, log = journalled()
    journal.close()
    _, path = game_files(KEY)
    with path.open("ab") as f:
        f.write(bad.format(n=len(log), gap=len(log) + 1).encode())
        f.write(f"{len(log)} {log[0]}\n".encode())  # nothing after it counts
    assert list(only_game().saved.actions) == log


def test_a_journal_started_over_after_an_undo_holds_only_the_new_moves():
    journal, log = journalled(moves=40, saved_at=10)
    journal.close()
    saved, shorter = played(seed=21, moves=30)
    saved = replace(saved, record_key=KEY)
    journal = Journal(KEY)
    journal.start_over(saved, encode(saved, shorter))
    journal.close()
    assert list(only_game().saved.actions) == list(shorter.log) == log[:30]


def test_a_game_another_window_plays_is_neither_offered_nor_opened_again():
    journal, _log = journalled()
    assert list(unfinished_games()) == []
    with pytest.raises(JournalLocked):
        Journal(KEY)
    journal.close()
    assert len(list(unfinished_games())) == 1


def test_a_fifo_in_place_of_the_journal_is_read_as_empty_without_waiting():
    journal, _log = journalled(moves=20, saved_at=20)
    journal.close()
    _, path = game_files(KEY)
    path.unlink()
    os.mkfifo(path)
    result: list = []
    reader = threading.Thread(target=lambda: result.append(only_game()), daemon=True)
    reader.start()
    reader.join(timeout=10)
    assert not reader.is_alive(), "reading the games in progress waited on a FIFO"
    assert len(result[0].saved.actions) == 20


def test_an_older_versions_autosave_is_taken_over_under_its_key():
    saved, state = played(seed=13, moves=33)
    write_save(autosave_path(), saved, state)
    found = only_game()
    assert found.saved is not None and list(found.saved.actions) == list(state.log)
    assert not autosave_path().exists()
    assert found.files == (game_files(found.saved.record_key)[0],)
    assert list(only_game().saved.actions) == list(state.log)  # still there, now in games/


def test_a_damaged_game_is_kept_aside_with_its_journal_and_a_message():
    journal, _log = journalled()
    journal.close()
    save, path = game_files(KEY)
    save.write_text("damaged", encoding="utf-8")
    found = only_game()
    assert found.saved is None and found.problem and "not a Card Table save" in found.problem
    assert found.kept_as is not None and found.kept_as.read_text(encoding="utf-8") == "damaged"
    assert not save.exists() and not path.exists()
    assert found.kept_as.with_name(found.kept_as.name + ".moves").exists()
    assert list(unfinished_games()) == []
    assert sorted(p.name for p in games_folder().iterdir()) == [
        found.kept_as.name, found.kept_as.name + ".moves"]


def test_a_game_that_ended_comes_before_a_newer_game_in_progress():
    """A process stopped between a game's end and its keeping, with the next game begun:
    the ended one is found first, so it is kept before the newer one is continued."""
    ended_key, going_key = "a" * 32, "b" * 32
    for key, moves in ((ended_key, None), (going_key, 30)):
        saved, state = played(seed=9, moves=moves)
        saved = replace(saved, record_key=key)
        journal = Journal(key)
        journal.start_over(saved, encode(saved, state))
        journal.close()
        if moves is None:
            assert state.is_over
            for path in game_files(key):  # the ended game's files are the older ones
                os.utime(path, (1_000_000, 1_000_000))
    found = list(unfinished_games())
    assert [game.saved.record_key for game in found] == [ended_key, going_key]
    assert found[0].state.is_over and not found[1].state.is_over

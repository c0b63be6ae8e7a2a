"""No game is ever lost: autosave and continue, history at the end, damaged files, no disk."""

from __future__ import annotations

import errno
import os

import pytest
from PySide6.QtWidgets import QMessageBox

from cardtable import app as cardtable_app
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.storage.history import History, history_path
from cardtable.storage.in_progress import games_folder, unfinished_games
from cardtable.storage.settings import Settings, load_settings, settings_path
from cardtable.ui.main_window import MainWindow

from ..deadlines import WAIT_MS


def setup(seed: int = 12, **options) -> GameSetup:
    seats = (SeatSetup("Ada", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in range(1, 4)))
    return GameSetup("black-lady", 4, seed, seats, {"passing": "none", **options}, "morehead")


def make_window(qtbot) -> MainWindow:
    w = MainWindow(Settings(animation_speed="off", computer_speed="instant", confirmations=False))
    qtbot.addWidget(w)
    w.show()
    return w


def play_until(qtbot, w: MainWindow, done) -> None:
    c = w.controller
    while not done():
        qtbot.waitUntil(lambda: c.turn is not None or c.state.is_over or done(), timeout=WAIT_MS)
        if done() or c.state.is_over:
            break
        c.decide([min(c.turn.legal)])
    qtbot.waitUntil(lambda: not w.scene.animator.busy, timeout=WAIT_MS)


def test_closing_mid_game_and_starting_again_continues_at_the_same_point(qtbot, monkeypatch):
    w = make_window(qtbot)
    w.start(setup())
    play_until(qtbot, w, lambda: len(w.controller.state.log) >= 20)
    log = list(w.controller.state.log)
    w.close()  # writes the autosave and waits for the disk thread
    found = next(unfinished_games(), None)
    assert found is not None and list(found.saved.actions) == log

    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))
    again = make_window(qtbot)
    problems: list[str | None] = []
    assert cardtable_app.offer_unfinished_game(again, problems)
    assert again.controller.state.log == log
    assert again.controller.setup.seats[0].name == "Ada"
    assert problems == []


def test_declining_to_continue_keeps_the_game_as_abandoned(qtbot, monkeypatch):
    w = make_window(qtbot)
    w.start(setup(seed=3))
    play_until(qtbot, w, lambda: len(w.controller.state.log) >= 8)
    w.close()
    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *a, **k: QMessageBox.StandardButton.No))
    again = make_window(qtbot)
    assert not cardtable_app.offer_unfinished_game(again, [])
    again.close()
    with History() as history:
        games = history.games()
    assert [g.status for g in games] == ["abandoned"]
    assert not any(games_folder().iterdir())


def test_every_finished_game_goes_into_the_history_with_its_scoresheet(qtbot):
    w = make_window(qtbot)
    w.start(setup(seed=4, deal_limit=2))
    play_until(qtbot, w, lambda: w.controller.state.is_over)
    # the history is written when the table has shown the end and the game-over box opens
    qtbot.waitUntil(lambda: hasattr(w, "game_over_box"), timeout=WAIT_MS)
    state = w.controller.state
    w.close()
    with History() as history:
        (game,) = history.games()
        sheet = history.scoresheet(game.row_id)
    assert game.status == "finished" and game.players[0] == "Ada"
    assert [h.totals for h in sheet.hands] == [d.scores for d in state.sheet]
    assert [h.points for h in sheet.hands] == [d.points for d in state.sheet]
    assert sheet.winners == state.winners
    assert not any(games_folder().iterdir())  # a finished game is not offered again


def test_starting_another_game_keeps_the_unfinished_one_as_abandoned(qtbot):
    w = make_window(qtbot)
    w.start(setup(seed=5))
    play_until(qtbot, w, lambda: len(w.controller.state.log) >= 4)
    assert w.may_leave_game()  # confirmations are off in this window
    w.start(setup(seed=6))
    w.close()
    with History() as history:
        assert [g.status for g in history.games()] == ["abandoned"]


def test_a_damaged_settings_file_gives_defaults_once_and_is_kept(private_home):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x00\xffnot settings")
    settings, problem = load_settings()
    assert settings == Settings() and problem and "kept as settings.json.damaged-1" in problem
    assert (path.parent / "settings.json.damaged-1").read_bytes() == b"\x00\xffnot settings"
    assert load_settings() == (Settings(), None)  # said once: the next start is clean


def test_a_damaged_history_is_reported_at_start_and_kept(private_home):
    path = history_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"this is not a database" * 100)
    problems = cardtable_app.check_storage()
    assert len(problems) == 1
    assert "history.sqlite3.damaged-1" in problems[0]
    assert (path.parent / "history.sqlite3.damaged-1").exists()
    assert cardtable_app.check_storage() == []


def test_without_a_writable_data_folder_the_game_goes_on_with_a_warning(qtbot, tmp_path,
                                                                        monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("CARDTABLE_HOME", str(blocker / "home"))
    w = make_window(qtbot)
    w.start(setup(seed=7))
    play_until(qtbot, w, lambda: len(w.controller.state.log) >= 12)
    qtbot.waitUntil(lambda: w.notices.showing is not None, timeout=WAIT_MS)
    assert "cannot be saved" in w.notices.showing.text()
    w.notices.showing.accept()
    assert w.notices.showing is None  # said once
    assert len(w.controller.state.log) >= 12  # the game went on


@pytest.mark.parametrize("bad", [b"{}", b"not json at all", b'{"format": "cardtable-save"}'])
def test_opening_a_bad_file_says_why_and_changes_nothing(qtbot, tmp_path, monkeypatch, bad):
    from cardtable.ui.game_files import open_game

    w = make_window(qtbot)
    w.start(setup(seed=9))
    play_until(qtbot, w, lambda: len(w.controller.state.log) >= 4)
    log, key = list(w.controller.state.log), w.controller.setup.record_key
    path = tmp_path / "bad.cardtable.json"
    path.write_bytes(bad)
    messages: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda _parent, _title, text: messages.append(text)))
    assert not open_game(w, str(path))
    assert len(messages) == 1 and messages[0].startswith("This game cannot be opened:")
    assert path.read_bytes() == bad
    # The same game, gone on while the file was read (off the GUI thread): nothing was undone
    assert w.controller.setup.record_key == key and w.controller.state.log[:len(log)] == log


def test_save_as_then_open_gives_the_same_game(qtbot, tmp_path):
    from cardtable.ui.game_files import open_game, save_game_as

    w = make_window(qtbot)
    w.start(setup(seed=10))
    play_until(qtbot, w, lambda: len(w.controller.state.log) >= 16)
    log = list(w.controller.state.log)
    path = tmp_path / "mine.cardtable.json"
    assert save_game_as(w, str(path))
    assert path.exists() and w.statusBar().currentMessage() == f"Saved to {path}"
    other = make_window(qtbot)
    assert open_game(other, str(path))
    assert other.controller.state.log == log


def test_save_as_under_a_name_too_long_says_only_why_it_was_not_saved(qtbot, tmp_path,
                                                                      monkeypatch):
    from cardtable.ui.game_files import save_game_as

    w = make_window(qtbot)
    w.start(setup(seed=11))
    play_until(qtbot, w, lambda: len(w.controller.state.log) >= 4)
    told: list[str] = []
    w.statusBar().messageChanged.connect(told.append)
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda _parent, _title, text: told.append(text)))
    folder = tmp_path / "saves"
    folder.mkdir()
    name = "x" * 251  # bytes: with the ending added, longer than any file system takes
    assert not save_game_as(w, str(folder / name))
    assert told == [f"The game was not saved: {os.strerror(errno.ENAMETOOLONG)}."]
    assert list(folder.iterdir()) == []


def test_a_game_whose_journal_is_damaged_part_way_is_offered_and_the_damage_told(
        qtbot, monkeypatch):
    w = make_window(qtbot)
    w.start(setup(seed=5))
    play_until(qtbot, w, lambda: len(w.controller.state.log) >= 20)
    log = list(w.controller.state.log)
    w.close()
    journal = next(games_folder().glob("*.moves"))
    lines = journal.read_bytes().split(b"\n")
    journal.write_bytes(b"\n".join([*lines[:5], b"garbled", *lines[6:]]))
    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))
    again = make_window(qtbot)
    problems: list[str | None] = []
    assert cardtable_app.offer_unfinished_game(again, problems)
    kept = len(again.controller.state.log)
    assert kept < len(log) and again.controller.state.log == log[:kept]
    assert len(problems) == 1 and "damaged at line 6" in problems[0]
    assert any(".damaged-" in p.name for p in games_folder().iterdir())


def test_games_of_a_newer_version_are_told_in_one_message_and_left_as_they_are(
        qtbot, monkeypatch):
    import json

    from cardtable.storage.saves import SAVE_VERSION

    for seed in (5, 6, 7):
        w = make_window(qtbot)
        w.start(setup(seed=seed))
        play_until(qtbot, w, lambda w=w: len(w.controller.state.log) >= 4)
        w.close()
    for save in games_folder().glob("*.json"):
        data = json.loads(save.read_text(encoding="utf-8"))
        save.write_text(json.dumps({**data, "version": SAVE_VERSION + 1}), encoding="utf-8")
    before = sorted((p.name, p.read_bytes()) for p in games_folder().iterdir())
    asked: list[object] = []
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: asked.append(a)))
    again = make_window(qtbot)
    problems: list[str | None] = []
    assert not cardtable_app.offer_unfinished_game(again, problems)
    again.close()
    assert asked == [] and len(problems) == 1 and "2 other games" in problems[0]
    assert sorted((p.name, p.read_bytes()) for p in games_folder().iterdir()) == before

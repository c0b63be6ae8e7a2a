"""What a shared table shows besides the game, against a real server on loopback: the chat
both ways, who is at each seat with the countdown of a dropped player's seat ticking down here,
and the person's history keeping a shared game with the seat they held and the others' names.
The menu entry that opens it all is here too."""

from __future__ import annotations

import sqlite3
from contextlib import closing

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QMessageBox

from cardtable.app import offer_shared_game
from cardtable.engine.events import GameOver
from cardtable.online.shared_controller import SharedController
from cardtable.storage.history import History, history_path
from cardtable.storage.history_records import SHARED_KEY
from cardtable.storage.settings import Settings, load_settings
from cardtable.ui.main_window import MainWindow
from cardtable.ui.people.play_with_people import PlayWithPeople
from cardtable.ui.people.table_talk import TableTalk

from ..deadlines import WAIT_MS
from .conftest import Player
from .lobby_helpers import QUICK, people_for_a_test, sign_in
from .test_shared_games import play_the_app_seat


@pytest.fixture
def people(qtbot):
    yield from people_for_a_test()


def talk_of(window: MainWindow) -> TableTalk:
    talk = window.findChild(TableTalk)
    assert talk is not None
    return talk


def rows(talk: TableTalk) -> list[str]:
    return [talk.presence.item(i).text() for i in range(talk.presence.count())]


def hal_at_a_duel(server: str) -> tuple[Player, str]:
    """hal, seated at a U-G-O table of two people whose dropped seat is held two minutes;
    the table's id."""
    hal = Player(server, "hal", seed=1)
    hal.send("create", game="ugo", players=2, seats=[{"kind": "person"}] * 2,
             table_options={"hold": 120})
    table = hal.wait_for("created")["table"]
    hal.send("join", table=table, seat=0)
    hal.wait_for("seated")
    return hal, table


def test_chat_goes_both_ways_and_the_seats_say_who_is_here(people, server, qtbot):
    hal, table = hal_at_a_duel(server)
    lobby = sign_in(people, qtbot, server, "ivy")
    window = lobby.windows.sit(table, 1)
    talk = talk_of(window)
    qtbot.waitUntil(lambda: rows(talk) == ["1. hal — here", "2. ivy — here"], timeout=WAIT_MS)

    talk.entry.setText("hello, hal")
    qtbot.keyClick(talk.entry, Qt.Key.Key_Return)
    assert talk.entry.text() == ""
    qtbot.waitUntil(lambda: "ivy: hello, hal" in talk.lines.toPlainText(), timeout=WAIT_MS)
    said = hal.wait_for("chat")  # the server says it to everyone, the sender too
    assert (said["nickname"], said["text"], said["seat"]) == ("ivy", "hello, hal", 1)
    with qtbot.waitSignal(talk.said, timeout=WAIT_MS) as line:
        hal.send("chat", text="hi ivy")
    assert line.args == ["hal: hi ivy"]

    hal.socket.close()  # hal drops: the seat is held for him, and everyone sees the clock
    qtbot.waitUntil(lambda: "away: seat held for" in rows(talk)[0], timeout=WAIT_MS)
    first = rows(talk)[0]
    assert first.startswith("1. hal — away: seat held for 1:") or first.endswith("2:00")
    qtbot.waitUntil(lambda: rows(talk)[0] != first, timeout=WAIT_MS)  # ticks down here
    assert "away: seat held for 1:" in rows(talk)[0]


def test_a_line_cannot_pass_for_two_and_a_spectator_can_be_watched_and_muted(people, server,
                                                                              qtbot):
    hal, table = hal_at_a_duel(server)
    hal.send("chat", text="said before ivy came")
    lobby = sign_in(people, qtbot, server, "ivy")
    talk = talk_of(lobby.windows.sit(table, 1))
    qtbot.waitUntil(lambda: "said before ivy came" in talk.lines.toPlainText(), timeout=WAIT_MS)
    with qtbot.waitSignal(talk.said, timeout=WAIT_MS) as line:
        hal.send("chat", text="I pass\nivy: I concede\u202e")
    assert line.args == ["hal: I pass ivy: I concede"]
    assert talk.lines.toPlainText().splitlines()[-1] == "hal: I pass ivy: I concede"
    name = talk.lines.document().lastBlock().begin().fragment()  # drawn by the app, in bold
    assert name.text() == "hal" and name.charFormat().fontWeight() >= QFont.Weight.Bold
    eve = Player(server, "eve", seed=2)
    eve.send("watch", table=table)
    qtbot.waitUntil(lambda: "eve — watching" in rows(talk), timeout=WAIT_MS)
    talk.mute("eve")
    qtbot.waitUntil(lambda: "eve — watching (muted)" in rows(talk), timeout=WAIT_MS)
    eve.send("chat", text="spam")
    with qtbot.waitSignal(talk.said, timeout=WAIT_MS) as line:
        hal.send("chat", text="after the spam")
    assert line.args == ["hal: after the spam"]
    assert "eve:" not in talk.lines.toPlainText()  # the server kept eve's line from ivy


def test_a_shared_game_goes_to_the_person_s_history(people, server, qtbot):
    lobby = sign_in(people, qtbot, server, "jo")
    lobby.send_create({"game": "black-lady", "players": 4, "options": {"deal_limit": 1},
                       "seats": [{"kind": "person"}] + [{"kind": "rule"}] * 3})
    qtbot.waitUntil(lambda: lobby.windows.at_table, timeout=WAIT_MS)
    window = lobby.windows.windows[0]
    controller = window.controller
    assert isinstance(controller, SharedController)
    endings: list[GameOver] = []
    controller.game_finished.connect(endings.append)
    play_the_app_seat(controller, qtbot, endings)
    scores = list(endings[0].scores)

    def kept() -> list:
        with History() as history:
            return history.games()

    qtbot.waitUntil(lambda: len(kept()) == 1, timeout=WAIT_MS)
    game = kept()[0]
    assert game.game_id == "black-lady" and game.status == "finished"
    assert game.person_seat == 0
    assert game.players == ("jo", "Computer 2", "Computer 3", "Computer 4")
    assert game.kinds == ("person", "rule", "rule", "rule")
    assert list(game.final_scores) == scores
    assert game.hand_count == 1  # the deal's row of the scoresheet
    with History() as history:
        sheet = history.scoresheet(game.row_id)
    assert sheet is not None and sheet.actions == ()
    with closing(sqlite3.connect(history_path())) as db:
        keys = [key for (key,) in db.execute("SELECT record_key FROM games")]
    assert keys[0].startswith(SHARED_KEY) and keys[0].endswith(controller.remote.table)


def test_the_game_menu_opens_the_way_to_tables_of_people(qtbot):
    window = MainWindow(Settings(**QUICK), keep_games=False)
    qtbot.addWidget(window)
    place = PlayWithPeople(window.settings, host="127.0.0.1")
    place.offer_from(window)
    game_menu = window.menuBar().actions()[0].menu()
    entry = next(a for a in game_menu.actions() if a.text() == "Play with &people…")
    entry.trigger()
    assert place.dialog is not None and place.dialog.isVisible()
    qtbot.addWidget(place.dialog)
    place.dialog.reject()
    assert not place.link.signed_in


def test_the_start_screen_opens_the_way_to_tables_of_people_too(qtbot):
    window = MainWindow(Settings(**QUICK), keep_games=False)
    qtbot.addWidget(window)
    place = PlayWithPeople(window.settings, host="127.0.0.1")
    place.offer_from(window)
    window.show_start_screen()
    window.start_screen.people_button.click()
    assert place.dialog is not None and place.dialog.isVisible()
    qtbot.addWidget(place.dialog)
    place.dialog.reject()


def test_an_app_started_again_after_a_crash_goes_straight_back_to_its_seat(people, server,
                                                                          qtbot):
    """The app is killed at a table: its settings kept the server, the nickname and the
    table as they were chosen, so the next start offers the game, and signing in opens the
    table at the seat. Until then the seat is away, and its clock runs."""
    hal, table = hal_at_a_duel(server)
    lobby = sign_in(people, qtbot, server, "ivy")
    talk_of(lobby.windows.sit(table, 1))
    qtbot.waitUntil(lambda: load_settings()[0].shared_table == table, timeout=WAIT_MS)
    kept = load_settings()[0]
    assert (kept.last_server, kept.last_nickname) == (server, "ivy")

    people.link._socket.abort()  # the app is gone without a word
    seats = hal.wait_for("seats")
    while seats["seats"][1]["here"]:
        seats = hal.wait_for("seats")
    again = PlayWithPeople(kept, host="127.0.0.1")
    window = MainWindow(kept, keep_games=False)
    qtbot.addWidget(window)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
        assert offer_shared_game(window, lambda: again.open(window))
    assert again.dialog is not None and again.dialog.isVisible()
    assert again.dialog.nickname.text() == "ivy" and again.dialog.address.text() == server
    again.dialog.password.setText("a password")
    qtbot.mouseClick(again.dialog.connect_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.lobby is not None and again.lobby.windows.at_table,
                    timeout=WAIT_MS)  # straight back to the seat, not asked where
    seats = hal.wait_for("seats")
    while not seats["seats"][1]["here"]:
        seats = hal.wait_for("seats")
    for opened in list(again.lobby.windows.windows):
        opened.close()
    again.lobby.close()
    again.link.close()


def test_a_game_of_people_declined_at_start_is_not_offered_again(qtbot):
    settings = Settings(**QUICK, last_server="ws://127.0.0.1:1", shared_table="t1")
    window = MainWindow(settings, keep_games=False)
    qtbot.addWidget(window)
    opened = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
        assert not offer_shared_game(window, lambda: opened.append(1))
    assert opened == [] and load_settings()[0].shared_table == ""

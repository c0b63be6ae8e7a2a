"""A shared game in the person's history marks the deals a substitute or the computer played
for a seat, from the server's stretches of the log, and says so in the scoresheet's words."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt

from cardtable.engine.events import DealScored
from cardtable.online.shared_record import shared_game_record, stood_in
from cardtable.session.setup import GameSetup, SeatSetup
from cardtable.storage.history import History
from cardtable.storage.settings import Settings
from cardtable.ui.history_window import HistoryWindow
from cardtable.ui.scoresheet_view import hand_marks


def deal(n: int, points: tuple[int, ...], scores: tuple[int, ...]) -> DealScored:
    return DealScored(n, points, scores, (0, 0, 0, 0))


def test_a_deal_is_marked_for_a_seat_someone_stood_in_for():
    stand_ins = [[1, "fay", 30, 70], [2, "computer", 130, None]]
    assert stood_in(0, 52, stand_ins) == (1,)       # fay from move 30 of the first deal
    assert stood_in(52, 104, stand_ins) == (1,)     # and into the second, to move 70
    assert stood_in(104, 130, stand_ins) == ()      # nobody: the computer starts at 130
    assert stood_in(130, 156, stand_ins) == (2,)    # still playing when the game ended
    assert stood_in(None, 52, stand_ins) == ()      # a deal whose place is not known


def test_the_shared_scoresheet_says_who_stood_in(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    seats = tuple(SeatSetup(n) for n in ("dana", "bob", "cid", "ann"))
    setup = GameSetup("black-lady", 4, 0, seats, person_seat=0)
    deals = [deal(0, (0, 26, 0, 0), (0, 26, 0, 0)), deal(1, (13, 0, 0, 13), (13, 26, 0, 13))]
    record = shared_game_record(setup, "shared:abc:t1", [], (13, 26, 0, 13), (2,), deals,
                                "2026-11-25T22:00:00+00:00", deal_ends=[52, 104],
                                stand_ins=[[1, "fay", 60, None]])
    assert [h.substitutes for h in record.hands] == [(), (1,)]
    with History() as history:
        history.record(record)
        sheet = history.scoresheet(history.games()[0].row_id)
    assert sheet.played_elsewhere
    assert hand_marks(sheet, 0) == ""
    assert hand_marks(sheet, 1) == "bob: played in part by a substitute or the computer"


def test_the_history_list_marks_a_game_played_at_a_shared_table(tmp_path, monkeypatch, qtbot):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    seats = tuple(SeatSetup(n) for n in ("dana", "bob", "cid", "ann"))
    setup = GameSetup("black-lady", 4, 0, seats, person_seat=0)
    record = shared_game_record(setup, "shared:abc:t1", [], (13, 26, 0, 13), (2,),
                                [deal(0, (13, 26, 0, 13), (13, 26, 0, 13))],
                                "2026-11-25T22:00:00+00:00", deal_ends=[52])
    with History() as history:
        shared = history.store(record)
        local = history.store(replace(record, key="local-1"))  # the same lines, kept here
        unkeyed = history.store(replace(record, key=None))
        assert {g.row_id: g.shared for g in history.games()} == {
            shared: True, local: False, unkeyed: False}
        assert history.scoresheet(shared).shared and not history.scoresheet(local).shared
        window = HistoryWindow(history, settings=Settings(animation_speed="off"))
        qtbot.addWidget(window)
        status = HistoryWindow.COLUMNS.index("status")
        words = {window.table.item(r, 0).data(Qt.ItemDataRole.UserRole):
                 window.table.item(r, status).text() for r in range(window.table.rowCount())}
    assert words == {shared: "finished, at a shared table", local: "finished",
                     unkeyed: "finished"}

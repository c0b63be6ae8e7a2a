"""A game is one row in the history whatever path it takes, begun when it began, played under
the person's own name even where the computer played for them."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from cardtable import app as cardtable_app
from cardtable.engine.protocol import Phase
from cardtable.session.records import setup_from_saved
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.storage.history import History
from cardtable.storage.in_progress import game_files, unfinished_games
from cardtable.storage.saves import read_save
from cardtable.ui.game_files import open_game, save_game_as
from cardtable.ui.scoresheet_view import hand_marks

from ..deadlines import WAIT_MS
from .test_persistence import play_until

BEGAN = "2026-11-20T19:30:00+01:00"


def black_lady(seed: int = 12, **options) -> GameSetup:
    seats = (SeatSetup("Ada", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in range(1, 4)))
    return GameSetup("black-lady", 4, seed, seats, {"passing": "none", **options}, "morehead",
                     started_at=BEGAN)


def up_and_down(seed: int = 5, most_cards: int = 2) -> GameSetup:
    seats = (SeatSetup("Ada", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in range(1, 3)))
    return GameSetup("up-and-down", 3, seed, seats, {"max_cards": most_cards}, started_at=BEGAN)


def bid_and_play_until(qtbot, w, done) -> None:
    """The person bids the first bid allowed and plays the lowest card allowed until ``done``."""
    c = w.controller
    for _ in range(500):
        qtbot.waitUntil(lambda: c.turn is not None or c.state.is_over or done(), timeout=WAIT_MS)
        if done() or c.state.is_over:
            return
        if c.turn.phase is Phase.BID:
            c.decide([next(ch.action for ch in c.turn.choices if ch.enabled)])
        else:
            c.decide([min(c.turn.legal)])
    pytest.fail("not done after 500 decisions")


def recorded() -> list:
    with History() as history:
        return history.games()


@pytest.fixture
def answer_yes(monkeypatch):
    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))


def test_leaving_the_same_game_twice_keeps_one_row(qtbot, window, answer_yes):
    """Start screen → another game → Yes, the New game dialog cancelled, and again: one
    game, one row."""
    window.start(black_lady())
    play_until(qtbot, window, lambda: len(window.controller.state.log) >= 6)
    assert window.may_leave_game()  # the person then cancels the New game dialog
    play_until(qtbot, window, lambda: len(window.controller.state.log) >= 10)
    assert window.may_leave_game()
    window.close()
    games = recorded()
    assert len(games) == 1
    assert games[0].status == "abandoned" and games[0].started_at == BEGAN


def test_a_game_saved_opened_and_finished_is_one_row_with_its_own_start(
        qtbot, open_window, tmp_path: Path, answer_yes):
    first = open_window()
    first.start(black_lady(seed=4, deal_limit=1))
    play_until(qtbot, first, lambda: len(first.controller.state.log) >= 12)
    target = tmp_path / "mine.cardtable.json"
    assert save_game_as(first, str(target))
    first.close()  # the disk thread finishes the save
    assert read_save(target)[0].started_at == BEGAN

    second = open_window()
    assert open_game(second, str(target))
    assert open_game(second, str(target))  # opened twice: the first is left, then taken up
    play_until(qtbot, second, lambda: second.controller.state.is_over)
    qtbot.waitUntil(lambda: hasattr(second, "game_over_box"), timeout=WAIT_MS)
    second.close()
    games = recorded()
    assert [(g.status, g.started_at) for g in games] == [("finished", BEGAN)]


def test_a_resumed_game_is_listed_from_when_it_began(qtbot, open_window, answer_yes):
    first = open_window()
    first.start(black_lady(seed=3, deal_limit=1))
    play_until(qtbot, first, lambda: len(first.controller.state.log) >= 8)
    first.close()
    again = open_window()
    assert cardtable_app.offer_unfinished_game(again, [])
    assert again.controller.setup.started_at == BEGAN
    play_until(qtbot, again, lambda: again.controller.state.is_over)
    qtbot.waitUntil(lambda: hasattr(again, "game_over_box"), timeout=WAIT_MS)
    again.close()
    assert [g.started_at for g in recorded()] == [BEGAN]


def test_the_computer_plays_under_the_person_s_name_and_the_deals_are_marked(qtbot, window):
    window.start(up_and_down())
    c = window.controller
    bid_and_play_until(qtbot, window, lambda: c.state.deal_no >= 1)  # deal 1 is the person's
    assert c.hand_seat_to_computer()
    qtbot.waitUntil(lambda: c.state.is_over, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: hasattr(window, "game_over_box"), timeout=WAIT_MS)
    assert "Ada" in window.game_over_box.text() and "substitute" not in window.game_over_box.text()
    window.close()
    with History() as history:
        game = history.games()[0]
        sheet = history.scoresheet(game.row_id)
        stats = history.statistics("up-and-down")
    assert game.players[0] == "Ada" and game.kinds[0] == PERSON and game.person_seat == 0
    assert sheet is not None
    assert [h.substitutes for h in sheet.hands] == [()] + [(0,)] * (len(sheet.hands) - 1)
    assert "Ada: played by the computer" in hand_marks(sheet, 1)
    assert "played by the computer" not in hand_marks(sheet, 0)
    assert [s.player for s in stats] == sorted(["Ada", "Bot 1", "Bot 2"])


def test_taking_the_seat_back_gives_the_person_the_next_decision(qtbot, window):
    window.start(up_and_down(seed=8, most_cards=3))
    c = window.controller
    bid_and_play_until(qtbot, window, lambda: len(c.state.log) >= 1)
    assert not c.can_take_seat_back()
    assert c.hand_seat_to_computer() and c.can_take_seat_back()
    handed_at = c.setup.handovers[0].start
    qtbot.waitUntil(lambda: c.state.deal_no >= 1, timeout=WAIT_MS)
    taken_back_at = len(c.state.log)
    assert c.take_seat_back()
    qtbot.waitUntil(lambda: c.turn is not None, timeout=WAIT_MS)
    assert c.turn is not None and c.state.to_act == c.person == 0
    assert c.setup.seats[0] == SeatSetup("Ada", PERSON)
    [stretch] = c.setup.handovers
    assert stretch.start == handed_at and stretch.end == taken_back_at
    assert not c.can_take_seat_back() and not c.take_seat_back()


def test_the_game_menu_offers_the_seat_back_only_while_the_computer_has_it(qtbot, window):
    window.start(up_and_down(seed=9))
    bid_and_play_until(qtbot, window, lambda: len(window.controller.state.log) >= 1)
    menus = window.menus
    menus.enable_game_actions()
    assert menus.hand_over_action.isEnabled() and not menus.take_back_action.isEnabled()
    window.menus.hand_over_action.trigger()
    menus.enable_game_actions()
    assert menus.take_back_action.isEnabled() and not menus.hand_over_action.isEnabled()
    window.menus.take_back_action.trigger()
    menus.enable_game_actions()
    assert menus.hand_over_action.isEnabled() and not menus.take_back_action.isEnabled()


def test_two_windows_on_one_data_folder_each_keep_their_own_game(qtbot, open_window):
    first, second = open_window(), open_window()
    first.start(black_lady(seed=21))
    second.start(black_lady(seed=22))
    play_until(qtbot, first, lambda: len(first.controller.state.log) >= 9)
    play_until(qtbot, second, lambda: len(second.controller.state.log) >= 13)
    assert list(unfinished_games()) == []  # both are being played: neither is offered
    logs = {w.controller.setup.record_key: list(w.controller.state.log) for w in (first, second)}
    first.close()
    second.close()
    found = {f.saved.record_key: list(f.saved.actions) for f in unfinished_games()}
    assert found == logs and len(found) == 2


def test_a_game_opened_in_a_second_window_goes_on_there_as_a_copy(qtbot, open_window,
                                                                   tmp_path: Path):
    first = open_window()
    first.start(black_lady(seed=23))
    play_until(qtbot, first, lambda: len(first.controller.state.log) >= 8)
    target = tmp_path / "shared.cardtable.json"
    assert save_game_as(first, str(target))
    qtbot.waitUntil(target.exists, timeout=WAIT_MS)
    second = open_window()
    assert open_game(second, str(target))
    play_until(qtbot, second, lambda: len(second.controller.state.log) >= 12)
    keys = {w.controller.setup.record_key for w in (first, second)}
    assert len(keys) == 2
    first.close()
    second.close()
    found = {f.saved.record_key: len(f.saved.actions) for f in unfinished_games()}
    assert found == {w.controller.setup.record_key: len(w.controller.state.log)
                     for w in (first, second)}


def test_opening_the_save_of_the_game_in_progress_keeps_every_later_move(
        qtbot, window, tmp_path: Path, answer_yes):
    window.start(black_lady(seed=31))
    c = window.controller
    play_until(qtbot, window, lambda: len(c.state.log) >= 8)
    target = tmp_path / "checkpoint.cardtable.json"
    assert save_game_as(window, str(target))
    qtbot.waitUntil(target.exists, timeout=WAIT_MS)
    play_until(qtbot, window, lambda: len(c.state.log) >= 16)
    assert open_game(window, str(target))  # back to the checkpoint, the same game
    play_until(qtbot, window, lambda: len(c.state.log) >= 30)
    log = list(c.state.log)
    window.close()
    [found] = list(unfinished_games())
    assert list(found.saved.actions) == log


def test_a_seat_handed_over_mid_deal_is_saved_at_once(qtbot, window):
    window.start(up_and_down(seed=12, most_cards=3))
    c = window.controller
    bid_and_play_until(qtbot, window, lambda: len(c.state.log) >= 1)
    assert c.hand_seat_to_computer()
    saved, _state = read_save(game_files(c.setup.record_key)[0])  # the window holds the game
    assert [tuple(h) for h in saved.handovers] == [(0, c.setup.handovers[0].start, None)]
    assert saved.seats[0] == ("Ada", "rule")


def test_a_game_one_window_is_asking_about_is_not_offered_by_another(qtbot, open_window,
                                                                     monkeypatch):
    first = open_window()
    first.start(black_lady(seed=41))
    play_until(qtbot, first, lambda: len(first.controller.state.log) >= 8)
    first.close()
    [found] = list(unfinished_games())
    asking = open_window()
    assert asking.keeper.claim(setup_from_saved(found.saved))  # its question is on show
    asked: list[object] = []
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: asked.append(a)))
    other = open_window()
    assert not cardtable_app.offer_unfinished_game(other, []) and asked == []

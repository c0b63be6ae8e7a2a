"""The Replay window: a short game of every game walked by move to its end and back, the table
showing every hand face up as the game had it and the scoresheet's row of the deal marked; deal
steps, the keys, the slider, a game without its moves, and the two ways in (the History and
the game-over box)."""

from __future__ import annotations

import itertools
import math
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from cardtable.ai import make_bot
from cardtable.engine.registry import get
from cardtable.engine.rng import Rng
from cardtable.session.records import game_record
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.storage.history import History
from cardtable.storage.history_records import GameRecord
from cardtable.storage.settings import Settings
from cardtable.ui.history_window import HistoryWindow
from cardtable.ui.review.opening import scoresheet_of
from cardtable.ui.review.replay_window import ReplayWindow
from cardtable.ui.table.card_paint import index_metrics
from cardtable.ui.table.court_art import PANEL_LEFT
from cardtable.ui.table.layout import TableGeometry

from ..deadlines import WAIT_MS
from .test_banner import last_decision, seats
from .test_table import take_turn

SHORT = {  # the rules that make each game short, and where an abandoned game was left
    "black-lady": ({"deal_limit": 2}, None),
    "ugly": ({}, 140),
    "up-and-down": ({"max_cards": 2}, None),
    "ugo": ({}, None),
    "ultimate-loser": ({"hands": 2}, None),
}


def played(game_id: str, seed: int = 3, options: dict | None = None, left_at: int | None = None,
           players: int | None = None) -> GameRecord:
    """A game played by computer players (the person's seat too), finished or left after
    ``left_at`` actions, as the history records it."""
    rules = get(game_id)
    n = players or rules.default_players
    setup = GameSetup(game_id, n, seed,
                      (SeatSetup("You", PERSON),
                       *(SeatSetup(f"Bot {i}", "easy") for i in range(1, n))),
                      dict(options or {}))
    state = rules.new_game(setup.options, seed, n)
    bots = [make_bot("easy", game_id) for _ in range(n)]
    rng = Rng(seed)
    while not state.is_over and (left_at is None or len(state.log) < left_at):
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
    return game_record(setup, state, "finished" if state.is_over else "abandoned")


def open_replay(qtbot, record, speed: str = "off") -> ReplayWindow:
    window = ReplayWindow(scoresheet_of(record), Settings(animation_speed=speed))
    qtbot.addWidget(window)
    window.resize(1100, 700)
    window.show()
    qtbot.waitExposed(window, timeout=WAIT_MS)
    return window


def expected_row(window: ReplayWindow, position: int) -> int | None:
    """The scoresheet's row of the deal on the table: the deals scored so far (the last row at
    the end of a finished game; none in a deal left unscored)."""
    replay = window.replay
    rows = len(window.sheet.hands)
    row = replay.deal_of(position)
    if row == rows and position == replay.length and replay.final.is_over:
        return rows - 1
    return row if row < rows else None


def check_position(window: ReplayWindow, position: int) -> None:
    replay = window.replay
    assert window.position == position
    scene_hands = [sorted(item.card for item in hand) for hand in window.scene.hands]
    assert scene_hands == [sorted(hand) for hand in replay.hands(position)]
    assert all(item.face_up for hand in window.scene.hands for item in hand)
    assert window.marked_row() == expected_row(window, position)
    assert window.timeline.value() == position
    assert window.position_label.text().startswith(f"Move {position} of {replay.length}")


@pytest.mark.parametrize("game", sorted(SHORT))
def test_every_position_forward_and_back_shows_every_hand_and_marks_its_deal(qtbot, game):
    options, left_at = SHORT[game]
    window = open_replay(qtbot, played(game, options=options, left_at=left_at))
    replay = window.replay
    assert replay is not None and replay.length > 10
    check_position(window, 0)
    for position in range(1, replay.length + 1):
        window.forward("move")
        check_position(window, position)
    window.forward("move")  # the end stays the end
    check_position(window, replay.length)
    assert not window.buttons["move+"].isEnabled() and window.buttons["move-"].isEnabled()
    for position in range(replay.length - 1, -1, -1):
        window.back("move")
        check_position(window, position)
    assert not window.buttons["start"].isEnabled()


@pytest.mark.parametrize("game", ["black-lady", "ultimate-loser"])
def test_deal_steps_land_on_the_rows_and_a_row_clicked_opens_its_deal(qtbot, game):
    window = open_replay(qtbot, played(game, options=SHORT[game][0]))
    replay = window.replay
    ends = replay.ends("deal")
    assert len(ends) == len(window.sheet.hands) >= 2
    for number, end in enumerate(ends, start=1):
        window.forward("deal")
        assert window.position == end and replay.deal_of(end) == number
        check_position(window, end)
    for end in reversed(ends[:-1]):
        window.back("deal")
        assert window.position == end
    window.back("deal")
    assert window.position == 0
    table = window.sheet_table
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualItemRect(table.item(1, 0)).center())
    assert window.position == ends[0] and window.marked_row() == 1
    window.go_to_deal(0)
    assert window.position == 0 and window.marked_row() == 0


def test_the_keys_and_the_slider_move_through_the_game(qtbot):
    window = open_replay(qtbot, played("black-lady", options=SHORT["black-lady"][0]))
    replay = window.replay
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.position == 1
    start = replay.state_at(0)
    first, name = start.describe_action(replay.actions[0]), window.sheet.players[start.to_act]
    assert window.move_line.text() == f"Last move: {name} chose {first} to pass."  # unseen yet
    qtbot.keyClick(window, Qt.Key.Key_Down)
    first_trick = replay.forward(1, "trick")
    assert window.position == first_trick
    assert "took the trick" in window.move_line.text()
    assert window.scene.overlay_text()  # the trick just taken, shown again
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert window.position == first_trick - 1
    qtbot.keyClick(window, Qt.Key.Key_Up)
    assert window.position == replay.back(first_trick - 1, "trick") == 0
    qtbot.keyClick(window, Qt.Key.Key_PageDown)
    assert window.position == replay.ends("deal")[0]
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.position == replay.length
    qtbot.keyClick(window, Qt.Key.Key_PageUp)
    assert window.position == replay.ends("deal")[-2]
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert window.position == 0
    window.timeline.setValue(37)
    check_position(window, 37)
    qtbot.mouseClick(window.buttons["trick+"], Qt.MouseButton.LeftButton)
    assert window.position == replay.forward(37, "trick")
    assert "(Down)" in window.buttons["trick+"].toolTip()


@pytest.mark.parametrize(("game", "steps"), [("black-lady", "trick"), ("ugo", "turn"),
                                            ("ultimate-loser", "round")])
def test_the_middle_step_is_named_as_the_game_calls_it(qtbot, game, steps):
    window = open_replay(qtbot, played(game, options=SHORT[game][0]))
    assert window.buttons["trick-"].accessibleName() == f"Back a {steps}"
    assert window.buttons["trick+"].toolTip() == f"Forward a {steps} (Down)"


def test_a_move_forward_is_shown_as_it_happened_then_with_every_hand_open(qtbot):
    window = open_replay(qtbot, played("black-lady", options=SHORT["black-lady"][0]), "fast")
    window.go_to(20)
    with qtbot.waitSignal(window.scene.all_shown, timeout=WAIT_MS):
        window.forward("move")
    qtbot.waitUntil(lambda: window._shown == 21, timeout=WAIT_MS)
    check_position(window, 21)


def test_a_game_without_its_moves_shows_its_scoresheet_and_says_why(qtbot):
    record = played("black-lady", options=SHORT["black-lady"][0])
    window = ReplayWindow(replace(scoresheet_of(record), actions=()), Settings())
    qtbot.addWidget(window)
    window.show()
    assert window.replay is None and not window.table_side.isVisible()
    assert "shared table" in window.reason_label.text() and window.reason_label.isVisible()
    assert window.sheet_table.rowCount() == len(record.hands) == 2
    qtbot.keyClick(window, Qt.Key.Key_Right)  # nothing to walk
    assert window.position == 0
    broken = ReplayWindow(replace(scoresheet_of(record), actions=(9999,)), Settings())
    qtbot.addWidget(broken)
    assert broken.replay is None and "cannot replay" in broken.reason_label.text()


def test_the_history_offers_the_replay_of_a_game_with_its_moves(qtbot):
    kept = played("up-and-down", options=SHORT["up-and-down"][0])
    with History() as history:
        with_moves = history.store(kept)
        elsewhere = history.store(replace(kept, actions=(), key="elsewhere"))
        window = HistoryWindow(history, settings=Settings(animation_speed="off"))
        qtbot.addWidget(window)
        window.show()
        rows = {window.table.item(r, 0).data(Qt.ItemDataRole.UserRole): r
                for r in range(window.table.rowCount())}
        window.table.selectRow(rows[elsewhere])
        assert not window.replay_button.isEnabled()
        assert "shared table" in window.no_replay.text() and window.no_replay.isVisible()
        window.table.selectRow(rows[with_moves])
        assert window.replay_button.isEnabled() and not window.no_replay.isVisible()
        replays: list[ReplayWindow] = []
        window.replay_button.clicked.disconnect()
        window.replay_button.clicked.connect(lambda: replays.append(window.replay_selected()))
        qtbot.mouseClick(window.replay_button, Qt.MouseButton.LeftButton)
        assert replays[0].isVisible() and replays[0].length == len(kept.actions)


def test_the_game_over_box_opens_the_replay_of_the_game_just_ended(qtbot, open_window):
    w = open_window(keep_games=False)
    setup = GameSetup("black-lady", 4, 5, seats(4), {"target": 1}, "morehead")
    w.controller.load(setup, last_decision(setup))
    qtbot.waitUntil(lambda: w.controller.turn is not None and not w.scene.animator.busy,
                    timeout=WAIT_MS)
    take_turn(qtbot, w)
    qtbot.waitUntil(lambda: hasattr(w, "game_over_box"), timeout=WAIT_MS)
    w.game_over_box.replay.click()
    qtbot.waitUntil(lambda: hasattr(w, "replay_window"), timeout=WAIT_MS)
    replay = w.replay_window
    assert replay.isVisible() and replay.length == len(w.controller.state.log)
    assert replay.sheet.status == "finished" and replay.marked_row() is not None
    replay.close()


def test_the_replay_closes_with_its_button_with_escape_and_with_ctrl_w(qtbot):
    record = played("black-lady", options=SHORT["black-lady"][0])
    window = open_replay(qtbot, record)
    window.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close).click()
    assert not window.isVisible()

    window = open_replay(qtbot, record)
    window.activateWindow()
    window.forward("move")
    window.forward("trick")
    assert window.scene.overlay_text()  # the trick just taken, shown again
    qtbot.keyClick(window, Qt.Key.Key_Escape)  # closes the trick first
    assert not window.scene.overlay_text() and window.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.isVisible()

    window = open_replay(qtbot, record)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT_MS)
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert not window.isVisible()


@pytest.mark.parametrize("players", range(3, 12))
def test_the_others_open_hands_show_each_card_s_index_whole_and_no_figure_cut(players):
    """Each card of a side hand shows a strip of itself under the next: the strip holds the
    corner's index whole (less a pixel) and stops short of a court card's figure."""
    for width, height in ((640, 480), (800, 560), (1100, 760), (1920, 1080)):
        table = TableGeometry(width, height, players, open_hands=True)
        cw = table.card_width
        index_x, _top, index_width, _size = index_metrics(cw)
        index_right = index_x + index_width / 2
        hand = -(-52 // players)
        for seat in range(1, players):
            places = table.hand_places(seat, hand)
            for one, next_one in itertools.pairwise(places):
                strip = math.dist(one.centre.toTuple(), next_one.centre.toTuple())
                assert index_right - 1 <= strip <= cw * PANEL_LEFT, (width, seat, strip, cw)


@pytest.mark.parametrize("game_id, word", [("ugly", "Hand"), ("ultimate-loser", "Hand"),
                                           ("black-lady", "Deal"), ("up-and-down", "Deal")])
def test_the_position_names_a_deal_as_the_game_calls_it(qtbot, game_id, word):
    options, _ = SHORT.get(game_id, ({}, None))
    window = open_replay(qtbot, played(game_id, options=options, left_at=12))
    window.go_to(5)
    assert f"· {word} 1 of" in window.position_label.text()


def test_a_move_the_computer_made_for_the_person_is_told_as_the_computer_s(qtbot):
    from cardtable.session.handovers import Handover

    record = played("black-lady", left_at=30)
    sheet = scoresheet_of(record)
    state = get("black-lady").new_game(sheet.options, sheet.seed, len(sheet.players))
    persons = []
    for i, action in enumerate(sheet.actions):
        if state.to_act == 0:
            persons.append(i)
        state.apply(action)
    handed, own = persons[-1], persons[0]
    window = ReplayWindow(replace(sheet, handovers=(Handover(0, handed),)),
                          Settings(animation_speed="off"))
    qtbot.addWidget(window)
    window.go_to(handed + 1)
    assert window.move_line.text().startswith("Last move, by the computer for you:")
    window.go_to(own + 1)
    assert window.move_line.text().startswith("Last move: ")

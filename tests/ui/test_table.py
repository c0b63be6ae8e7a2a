"""The table in a window: a person plays whole hands by clicking, with animations off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt

from cardtable.__main__ import main as cardtable_main
from cardtable.engine.protocol import Phase
from cardtable.engine.registry import replay
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.ui.main_window import MainWindow

from ..deadlines import WAIT_MS


def make_setup(seed: int = 11, players: int = 4, preset: str | None = "morehead",
               **options) -> GameSetup:
    seats = (SeatSetup("You", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in range(1, players)))
    return GameSetup("black-lady", players, seed, seats, options, preset)


def wait_for_turn(qtbot, w: MainWindow) -> None:
    c = w.controller
    qtbot.waitUntil(lambda: (c.turn is not None and not w.scene.animator.busy)
                    or c.state.is_over, timeout=WAIT_MS)


def click_card(qtbot, w: MainWindow, card: int) -> None:
    """Click the visible left strip of one of the person's cards, through the view."""
    scene = w.scene
    item = next(i for i in scene.hands[scene.person] if i.card == card)
    rect = item.sceneBoundingRect()
    point = QPointF(rect.left() + 5, rect.center().y())
    assert scene.itemAt(point, w.view.transform()) is item
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=w.view.mapFromScene(point))


def take_turn(qtbot, w: MainWindow) -> None:
    turn = w.controller.turn
    if turn.phase is Phase.PASS:
        for card in sorted(turn.legal)[: turn.to_choose]:
            click_card(qtbot, w, card)
        assert w.commit_button.isEnabled()
        qtbot.mouseClick(w.commit_button, Qt.MouseButton.LeftButton)
    else:
        click_card(qtbot, w, min(turn.legal))


def play_to_the_end(qtbot, w: MainWindow) -> None:
    """Take every one of the person's turns, as ``take_turn`` does, until the game is over and
    its box is up."""
    c = w.controller
    while not c.state.is_over:
        wait_for_turn(qtbot, w)
        if not c.state.is_over:
            take_turn(qtbot, w)
    qtbot.waitUntil(lambda: hasattr(w, "game_over_box"), timeout=WAIT_MS)


def test_a_whole_hand_is_played_by_clicking_and_scored_as_the_engine_scores(qtbot, window):
    setup = make_setup()
    window.start(setup)
    c = window.controller
    while c.state.deal_no == 0:
        wait_for_turn(qtbot, window)
        if c.state.deal_no > 0:
            break
        take_turn(qtbot, window)
    qtbot.waitUntil(lambda: not window.scene.animator.busy, timeout=WAIT_MS)
    engine = replay("black-lady", {}, setup.seed, 4, c.state.log)
    expected = engine.sheet[0].scores
    assert sum(engine.sheet[0].points) == 26 or engine.sheet[0].moon is not None
    assert tuple(window.scene.scores) == expected == c.state.scores
    for seat, label in enumerate(window.scene.labels.items):
        assert f"Score: {expected[seat]}" in label.toPlainText()


def test_a_whole_game_ends_with_the_game_over_box(qtbot, window):
    window.start(make_setup(seed=5, target=30))
    c = window.controller
    play_to_the_end(qtbot, window)
    winners = [c.setup.seats[s].name for s in c.state.winners]
    assert all(name in window.game_over_box.text() for name in winners)


def test_an_illegal_click_does_nothing_and_says_why(qtbot, window):
    window.start(make_setup(seed=3, passing="none"))
    c = window.controller
    while True:
        wait_for_turn(qtbot, window)
        turn = c.turn
        bad = [x for x in c.person_view().hand if x not in turn.legal]
        if bad:
            break
        take_turn(qtbot, window)
    log = list(c.state.log)
    item = next(i for i in window.scene.hands[window.scene.person] if i.card == bad[0])
    assert item.dimmed and item.toolTip()
    with qtbot.waitSignal(c.refused, timeout=WAIT_MS) as refused:
        click_card(qtbot, window, bad[0])
    assert refused.args[0] == item.toolTip()
    assert window.scene.notice_text() == refused.args[0]
    assert c.state.log == log


def test_passing_needs_exactly_three_chosen_cards(qtbot, window):
    window.start(make_setup(seed=4))
    wait_for_turn(qtbot, window)
    c = window.controller
    cards = sorted(c.turn.legal)
    assert window.commit_button.isVisible() and not window.commit_button.isEnabled()
    assert window.commit_button.text() == "Pass cards"
    for card in cards[:2]:
        click_card(qtbot, window, card)
    assert not window.commit_button.isEnabled()
    click_card(qtbot, window, cards[2])
    assert window.commit_button.isEnabled()
    click_card(qtbot, window, cards[3])  # a fourth is refused
    assert window.scene.selected_cards() == cards[:3]
    assert "already chosen" in window.scene.notice_text()
    click_card(qtbot, window, cards[0])  # a second click puts a card back
    assert window.scene.selected_cards() == cards[1:3]
    assert not window.commit_button.isEnabled()


def test_the_keyboard_plays_a_card(qtbot, window):
    window.start(make_setup(seed=6, passing="none"))
    c = window.controller
    wait_for_turn(qtbot, window)
    hand = [i.card for i in window.scene.hands[window.scene.person]]
    target = next(i for i, card in enumerate(hand) if card in c.turn.legal)
    assert window.scene.focus_index == target  # the keyboard starts on a card that may be played
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert window.scene.focus_index == (target + 1) % len(hand)
    qtbot.keyClick(window.view, Qt.Key.Key_Left)
    before = len(c.state.log)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert c.state.log[before] == hand[target]


def test_resizing_keeps_every_card_on_the_table(qtbot, window):
    window.start(make_setup(seed=9, players=6, preset="cancellation"))
    wait_for_turn(qtbot, window)
    for width, height in ((1400, 900), (800, 600), (640, 480), (1920, 1080)):
        window.resize(width, height)
        qtbot.waitUntil(lambda w=width: abs(window.view.viewport().width() - w) < 40,
                        timeout=WAIT_MS)
        view_rect = QRectF(window.view.viewport().rect())
        for item in window.scene.all_card_items():
            box = window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            assert view_rect.contains(QRectF(box).adjusted(2, 2, -2, -2)), (width, height)


def show_a_last_trick(qtbot, window) -> None:
    """Play a Black Lady game to the person's turn after its first trick, and ask to see it."""
    window.start(make_setup(seed=2, passing="none"))
    while not window.controller.person_view().tricks:
        wait_for_turn(qtbot, window)
        take_turn(qtbot, window)
    wait_for_turn(qtbot, window)
    window.show_last_trick()


def test_last_trick_shows_the_previous_trick(qtbot, window):
    show_a_last_trick(qtbot, window)
    c = window.controller
    trick = c.person_view().tricks[-1]
    winner = c.person_view().trick_winners[-1]
    recall = window.scene.recall
    assert [item.card for item in recall.cards] == [card for _, card in trick]
    assert recall.winner == winner
    assert window.scene.names[winner] in window.scene.overlay_text()


def test_screenshot_mode_writes_a_picture(tmp_path, qapp):
    out = tmp_path / "table.png"
    assert cardtable_main(["--screenshot", str(out), "--seed", "3", "--moves", "16"]) == 0
    assert out.stat().st_size > 10_000


@pytest.mark.parametrize("preset", ["foster", "culbertson", "morehead", "omnibus", "pink-lady",
                                    "black-jack", "cancellation"])
def test_every_preset_plays_a_complete_game_at_the_table(qtbot, window, preset):
    players = 6 if preset == "cancellation" else 4
    window.start(make_setup(seed=8, players=players, preset=preset, deal_limit=2))
    c = window.controller
    play_to_the_end(qtbot, window)
    assert len(c.state.sheet) == 2
    assert tuple(window.scene.scores) == c.state.scores

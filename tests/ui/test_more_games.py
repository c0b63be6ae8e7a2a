"""The other games at the table, played by clicks: bids and trumps through the choice bar."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardtable.engine.protocol import BID_BASE, Phase
from cardtable.engine.registry import replay
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.ui.main_window import MainWindow

from ..deadlines import WAIT_MS
from .test_table import click_card


def seats(players: int) -> tuple[SeatSetup, ...]:
    return (SeatSetup("You", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in range(1, players)))


def wait_for_turn(qtbot, w: MainWindow, stop) -> None:
    c = w.controller
    qtbot.waitUntil(lambda: stop() or (c.turn is not None and not w.scene.animator.busy),
                    timeout=WAIT_MS)


def click_choice(qtbot, w: MainWindow) -> int:
    """Click the first enabled button of the choice bar; return its action."""
    turn = w.controller.turn
    button = next(b for b, c in zip(w.choice_bar.buttons, turn.choices, strict=True)
                  if c.enabled)
    action = next(c.action for b, c in zip(w.choice_bar.buttons, turn.choices, strict=True)
                  if b is button)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return action


def test_a_whole_up_and_down_deal_is_bid_and_played_by_clicks(qtbot, window):
    setup = GameSetup("up-and-down", 4, 21, seats(4), {}, None)
    window.start(setup)
    c = window.controller
    bids = []
    while c.state.sheet == []:
        wait_for_turn(qtbot, window, lambda: c.state.sheet != [])
        if c.state.sheet:
            break
        turn = c.turn
        if turn.phase is Phase.BID:
            assert window.choice_bar.isVisible()
            bids.append(click_choice(qtbot, window) - BID_BASE)
        else:
            assert not window.choice_bar.isVisible()
            click_card(qtbot, window, min(turn.legal))
    assert len(bids) == 1  # the first deal has one card: one bid, one trick
    engine = replay("up-and-down", {}, setup.seed, 4, c.state.log)
    assert engine.sheet[0].scores == c.state.sheet[0].scores
    qtbot.waitUntil(lambda: not window.scene.animator.busy, timeout=WAIT_MS)
    assert tuple(window.scene.scores) == c.state.scores


def test_the_hook_bid_is_shown_disabled_with_the_reason(qtbot, window):
    window.start(GameSetup("up-and-down", 3, 5, seats(3), {}, None))
    c = window.controller
    for _ in range(200):
        wait_for_turn(qtbot, window, lambda: c.state.is_over)
        turn = c.turn
        barred = [ch for ch in turn.choices if not ch.enabled]
        if turn.phase is Phase.BID and barred:
            button = window.choice_bar.buttons[turn.choices.index(barred[0])]
            assert not button.isEnabled() and "add up" in button.toolTip()
            with qtbot.waitSignal(c.refused, timeout=WAIT_MS):
                c.decide([barred[0].action])
            return
        if turn.phase is Phase.BID:
            click_choice(qtbot, window)
        else:
            c.decide([min(turn.legal)])
    pytest.fail("the person never bid last with a barred bid in 200 decisions")


def test_up_and_down_ends_with_the_settlement_table(qtbot, window):
    window.start(GameSetup("up-and-down", 3, 8, seats(3), {"max_cards": 2}, None))
    c = window.controller
    while not c.state.is_over:
        wait_for_turn(qtbot, window, lambda: c.state.is_over)
        if c.state.is_over:
            break
        turn = c.turn
        if turn.phase is Phase.BID:
            click_choice(qtbot, window)
        else:
            c.decide([min(turn.legal)])
    qtbot.waitUntil(lambda: hasattr(window, "game_over_box"), timeout=WAIT_MS)
    text = window.game_over_box.text()
    assert "Settlement" in text
    for value in c.state.settlement():
        assert f"{value:+d}" in text
    assert sum(c.state.settlement()) == 0


def test_ugly_hands_with_trumps_and_passing_by_clicks(qtbot, window):
    from .test_table import take_turn

    setup = GameSetup("ugly", 4, 3, seats(4), {}, None)
    window.start(setup)
    c = window.controller
    named = passed = 0
    # the chooser moves left each hand: within four hands the person names trumps once
    while not named and len(c.state.sheet) < 4:
        wait_for_turn(qtbot, window, lambda: len(c.state.sheet) >= 4)
        turn = c.turn
        if turn is None:
            break
        if turn.phase is Phase.CHOOSE_TRUMP:
            assert [b.text() for b in window.choice_bar.buttons][-1] == "No trumps"
            click_choice(qtbot, window)
            named += 1
        elif turn.phase is Phase.PASS:
            assert turn.to_choose == c.person_view().pass_count == 2 * c.state.deal_no + 1
            take_turn(qtbot, window)
            passed += 1
        else:
            take_turn(qtbot, window)
    assert named == 1 and passed >= 1
    qtbot.waitUntil(lambda: not window.scene.animator.busy, timeout=WAIT_MS)
    engine = replay("ugly", {}, setup.seed, 4, c.state.log)
    assert engine.sheet == c.state.sheet and engine.scores == c.state.scores

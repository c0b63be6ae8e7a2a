"""The animated path: whole tricks dealt, passed, played and collected with animations on."""

from __future__ import annotations

import pytest

from cardtable.engine.protocol import Phase
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.storage.settings import Settings
from cardtable.ui.main_window import MainWindow
from cardtable.ui.table import animator

from ..deadlines import WAIT_MS


@pytest.fixture
def quick_window(qtbot, monkeypatch):
    """Animations on, but a twentieth of their usual length; holds are released at once."""
    monkeypatch.setitem(animator.SPEED_FACTORS, "fast", 0.05)
    w = MainWindow(Settings(animation_speed="fast", computer_speed="instant"))
    qtbot.addWidget(w)
    w.resize(1000, 700)
    w.show()
    qtbot.waitExposed(w, timeout=WAIT_MS)
    w.scene.animator.hold_started.connect(lambda kind: w.scene.animator.release())
    yield w
    w.controller._runner.wait_idle()


def test_a_hand_plays_through_with_animations(qtbot, quick_window):
    w = quick_window
    seats = (SeatSetup("You", PERSON), *(SeatSetup(f"B{i}", "rule") for i in range(1, 4)))
    w.start(GameSetup("black-lady", 4, 21, seats, {}, "morehead"))
    c = w.controller
    assert w.scene.animator.busy  # the deal is being animated
    while c.state.deal_no == 0:
        qtbot.waitUntil(lambda: c.turn is not None or c.state.deal_no > 0, timeout=WAIT_MS)
        if c.state.deal_no > 0:
            break
        turn = c.turn
        if turn.phase is Phase.PASS:
            for card in sorted(turn.legal)[:3]:
                w.scene._item_clicked(card)
            w.commit_button.click()
        else:
            c.decide([min(turn.legal)])
    # the next deal is dealt once the summary of the first has gone
    qtbot.waitUntil(lambda: not w.scene.animator.busy and not c.next_deal_waiting
                    and bool(w.scene.hands[w.scene.person]), timeout=WAIT_MS)
    person_items = w.scene.hands[w.scene.person]
    assert len(person_items) == 13
    assert all(item.face_up for item in person_items)  # turned up as they arrived
    assert tuple(w.scene.scores) == c.state.scores
    for item in w.scene.all_card_items():
        assert w.scene.sceneRect().contains(item.pos())


def test_a_card_turns_over_on_its_x_scale(qapp):
    from cardtable.engine.cards import parse_card
    from cardtable.ui.table.card_item import CardItem
    from cardtable.ui.table.card_moves import turn_over
    from cardtable.ui.table.card_renderer import CardRenderer

    item = CardItem(CardRenderer(), parse_card("QS"))
    turning = turn_over(item, True, 100)
    turning.start()
    seen = []
    for ms in (25, 50, 75, 100):
        turning.setCurrentTime(ms)
        seen.append((round(item.transform().m11(), 2), item.face_up))
    assert seen == [(0.5, False), (0.0, True), (0.5, True), (1.0, True)]  # 1 → 0, face, 0 → 1

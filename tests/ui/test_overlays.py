"""What lies over the table and waits for the person: the deal's summary, which stays until they
move on with nothing of the next deal shown before; the last trick, which a key only closes;
and the cards passed to the person, marked until the deal's first card is played."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cardtable.engine.events import Passed
from cardtable.engine.protocol import Phase
from cardtable.session.local import LocalSession
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.storage.settings import Settings
from cardtable.ui.main_window import MainWindow
from cardtable.ui.settings_dialog import SettingsDialog
from cardtable.ui.table import animator

from ..deadlines import WAIT_MS
from .test_table import click_card, make_setup, show_a_last_trick, take_turn, wait_for_turn


def seats(players: int) -> tuple[SeatSetup, ...]:
    return (SeatSetup("You", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in range(1, players)))


def before_a_computer_ends_the_deal(setup: GameSetup) -> list[int]:
    """The actions of a game of first legal moves up to the move that ends its first deal, a
    computer player's (left out, for the table to show it)."""
    state = LocalSession(setup).state
    actions: list[int] = []
    while True:
        seat, action = state.to_act, state.legal_actions()[0]
        state.apply(action)
        if state.deal_no > 0:
            assert seat != setup.person
            return actions
        actions.append(action)


def summary_on_show(qtbot, open_window, monkeypatch, **settings) -> MainWindow:
    """A window (animations on, at a twentieth of their length) showing the summary of the
    first deal of Black Lady, which a computer player ended."""
    monkeypatch.setitem(animator.SPEED_FACTORS, "fast", 0.05)
    w = open_window(settings={"animation_speed": "fast", **settings}, keep_games=False)
    setup = GameSetup("black-lady", 4, 3, seats(4), {}, "morehead")
    w.controller.load(setup, before_a_computer_ends_the_deal(setup))
    qtbot.waitUntil(lambda: w.scene.animator.holding == "score", timeout=WAIT_MS)
    return w


def test_the_summary_stays_until_the_person_moves_on_and_the_next_deal_waits(
        qtbot, open_window, monkeypatch):
    w = summary_on_show(qtbot, open_window, monkeypatch)
    c, scene = w.controller, w.scene
    dealer, caption = scene.dealer, scene.caption.text()
    w.controller._runner.wait_idle()  # no computer player is thinking: all waits on the person
    qtbot.waitUntil(lambda: c.next_deal_waiting and c.turn is None, timeout=WAIT_MS)
    assert not scene.animator.hold_ends_by_itself  # no timer takes the summary away
    assert "Deal 1" in scene.overlay_text()
    assert all(not hand for hand in scene.hands)  # the next deal's cards are not dealt yet
    assert (scene.dealer, scene.labels.dealer, scene.caption.text()) == (dealer, dealer, caption)
    assert "pass" not in w._status.text().lower()  # nor is its first question asked
    assert not any("dealt" in said for said in w.announcer.said)
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.turn is not None and not scene.animator.busy, timeout=WAIT_MS)
    assert c.state.deal_no == 1 and scene.overlay_text() == ""
    assert len(scene.person_hand()) == 13 and scene.dealer != dealer


def test_the_enter_that_closes_the_summary_does_nothing_else(qtbot, open_window, monkeypatch):
    """The person presses Enter when the table waits for them (on the summary, or on their
    turn once it has gone): the next deal's first card is not chosen to pass."""
    w = summary_on_show(qtbot, open_window, monkeypatch)
    c, scene = w.controller, w.scene
    decided: list[object] = []
    scene.decided.connect(decided.append)
    qtbot.waitUntil(lambda: c.turn is not None or (scene.animator.holding == "score"
                                                   and not scene.animator.hold_ends_by_itself),
                    timeout=WAIT_MS)
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.turn is not None and not scene.animator.busy, timeout=WAIT_MS)
    assert scene.focus_index >= 0  # the keyboard is on a card, which Enter would pick
    assert scene.selected == set() and decided == []
    assert len(scene.person_hand()) == 13


def test_the_summary_can_move_on_by_itself_as_a_setting_says(qtbot, open_window, monkeypatch):
    w = summary_on_show(qtbot, open_window, monkeypatch, deal_summary_moves_on=True)
    assert w.scene.animator.hold_ends_by_itself
    qtbot.waitUntil(lambda: w.controller.turn is not None, timeout=WAIT_MS)  # nobody clicked
    assert w.controller.state.deal_no == 1


def test_the_setting_is_in_the_settings_dialog_and_off_by_default(qtbot):
    d = SettingsDialog(Settings())
    qtbot.addWidget(d)
    assert not d.summary_moves_on.isChecked()
    d.summary_moves_on.setChecked(True)
    assert d.settings().deal_summary_moves_on is True
    d.settings().check()


def test_the_summary_is_opaque_and_over_everything_on_the_table(qtbot, open_window,
                                                                monkeypatch):
    w = summary_on_show(qtbot, open_window, monkeypatch)
    box = w.scene.panel.box
    assert box is not None and box.brush().color().alpha() == 255
    others = [i for i in w.scene.items() if i.topLevelItem() is not box]
    assert w.scene.labels.items and box.zValue() > max(i.zValue() for i in others)
    assert box.zValue() > w.scene.notices.item.zValue()  # the banner's, shown or not


def test_keys_on_the_last_trick_only_close_it(qtbot, window):
    show_a_last_trick(qtbot, window)
    c, scene = window.controller, window.scene
    hand = [item.card for item in scene.person_hand()]
    log = len(c.state.log)
    assert scene.focus_index >= 0  # the keyboard is on a card the keys would play
    window.view.setFocus()
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape):
        window.show_last_trick()
        assert scene.recall.showing
        qtbot.keyClick(window.view, key)
        assert not scene.recall.showing, key
        assert len(c.state.log) == log and [i.card for i in scene.person_hand()] == hand, key
    qtbot.keyClick(window.view, Qt.Key.Key_Return)  # with nothing over the table, Enter plays
    assert len(c.state.log) == log + 1


def test_a_key_on_the_table_s_button_only_closes_what_lies_over_the_table(qtbot, window):
    """The keyboard on the Pass button, three cards chosen: Space while the last trick (or any
    picture) lies over the table closes it, and the cards are not passed."""
    window.start(make_setup(seed=4))
    wait_for_turn(qtbot, window)
    c, scene = window.controller, window.scene
    for card in sorted(c.turn.legal)[:3]:
        click_card(qtbot, window, card)
    button = window.commit_button
    assert button.isEnabled()
    button.setFocus()
    log = len(c.state.log)
    scene.show_last_trick([(1, 5), (2, 6), (3, 7), (0, 8)], 1)
    qtbot.keyClick(button, Qt.Key.Key_Space)
    assert not scene.recall.showing and len(c.state.log) == log
    assert len(scene.selected) == 3
    qtbot.keyClick(button, Qt.Key.Key_Space)  # nothing over the table: the button passes
    qtbot.waitUntil(lambda: len(c.state.log) > log, timeout=WAIT_MS)


def test_cards_passed_to_the_person_are_marked_until_the_first_card_is_played(qtbot, window):
    setup = make_setup(seed=4)
    window.start(setup)
    wait_for_turn(qtbot, window)
    c, scene = window.controller, window.scene
    with qtbot.waitSignal(c.events_applied, timeout=WAIT_MS,
                          check_params_cb=lambda events: any(isinstance(e, Passed)
                                                             for e in events)):
        take_turn(qtbot, window)
    view = c.person_view()
    giver = scene.names[(view.seat - view.pass_offset) % view.players]
    marked = {item.card: item for item in scene.person_hand() if item.received}
    assert set(marked) == set(view.received) and len(marked) == 3
    for item in marked.values():
        assert item.received == f"Passed to you by {giver}" and giver in item.toolTip()
    rest = [item for item in scene.person_hand() if not item.received]
    assert max(i.y() for i in marked.values()) < min(i.y() for i in rest)  # they stand out
    qtbot.waitUntil(lambda: bool(scene.layer.trick) or c.turn is not None, timeout=WAIT_MS)
    if not scene.layer.trick:  # the person leads: the marks are there on their turn
        assert {item.card for item in scene.person_hand() if item.received} == set(marked)
        take_turn(qtbot, window)
    assert not any(item.received or "Passed" in item.toolTip()
                   for item in scene.all_card_items())
    assert len({round(item.y()) for item in scene.person_hand()}) == 1  # back in line


def test_a_game_opened_after_the_pass_marks_the_cards_received(qtbot, window):
    setup = make_setup(seed=4)
    session = LocalSession(setup)
    state = session.state
    actions: list[int] = []
    while state.phase is Phase.PASS or not state.view(setup.person).received:
        action = state.legal_actions()[0]
        state.apply(action)
        actions.append(action)
    window.controller.load(setup, actions)
    view = window.controller.person_view()
    assert not view.tricks and not view.trick
    marked = {item.card for item in window.scene.person_hand() if item.received}
    assert marked == set(view.received) and len(marked) == 3


def test_who_is_thinking_in_the_next_deal_waits_for_the_summary_to_close(
        qtbot, open_window, monkeypatch):
    w = summary_on_show(qtbot, open_window, monkeypatch)
    w.controller.status_changed.emit("Bot 2 is thinking…")  # the deal to come, asked early
    assert w._status.text() == ""
    w.scene.animator.release()
    qtbot.waitUntil(lambda: w.scene.animator.holding is None, timeout=WAIT_MS)
    assert w._status.text() == w.status_line.status_words  # said once the summary goes

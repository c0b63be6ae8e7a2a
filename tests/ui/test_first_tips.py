"""First-game tips: every kind of decision of every game has one; each is shown once, never
when tips are off, and "Don't show tips" turns them off."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from cardtable.controller.presenters import presenter_for
from cardtable.engine.registry import GAMES, get
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.ui.first_tips import decision_kinds, tip_text

from ..deadlines import WAIT_MS
from ..game_facts import facts_of


def kinds_met(game_id: str, options: dict, seed: int, players: int) -> set[str]:
    """Play a game with random legal moves, and name the kind of every decision any seat met,
    as the controller's presenter puts it to a person in that seat."""
    rules, presenter, pick = get(game_id), presenter_for(game_id), random.Random(seed)
    state = rules.new_game(options, seed, players)
    met: set[str] = set()
    for _ in range(3000):
        if state.is_over:
            break
        turn = presenter.person_turn(state, state.to_act)
        kinds = decision_kinds(game_id, turn)
        assert kinds, turn
        for kind in kinds:
            assert tip_text(kind), f"no tip for {kind}"
            met.add(kind.partition("/")[2])
        state.apply(pick.choice(state.legal_actions()))
    return met


@pytest.mark.parametrize("game_id", [rules.id for rules in GAMES])
def test_every_kind_of_decision_of_every_game_has_a_tip(qtbot, game_id):
    rules = get(game_id)
    met: set[str] = set()
    for seed in range(6):
        for options in getattr(facts_of(game_id), "TIP_OPTIONS", [{}]):
            for players in {rules.min_players, rules.default_players}:
                met |= kinds_met(game_id, options, seed, players)
    assert met >= facts_of(game_id).TIP_KINDS


def start_ugly(window, seed: int = 5) -> None:
    seats = (SeatSetup("You", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in (1, 2, 3)))
    window.start(GameSetup("ugly", 4, seed, seats, {}, None))


def first_kind(qtbot, window) -> str:
    """Wait for the person's first decision; the kind it is."""
    c = window.controller
    qtbot.waitUntil(lambda: c.turn is not None and not window.scene.animator.busy,
                    timeout=WAIT_MS)
    return decision_kinds("ugly", c.turn)[0]


def test_a_tip_is_shown_the_first_time_and_not_again(qtbot, open_window):
    window = open_window(settings={"tips": True})
    start_ugly(window)
    kind = first_kind(qtbot, window)
    assert window.first_tips.text() == tip_text(kind)
    assert window.settings.tips_seen == [kind]
    start_ugly(window)  # the same decision comes again
    assert first_kind(qtbot, window) == kind
    assert window.first_tips.text() == ""
    assert window.settings.tips_seen == [kind]


def test_the_tip_goes_once_the_decision_is_made(qtbot, open_window):
    window = open_window(settings={"tips": True})
    start_ugly(window)
    first_kind(qtbot, window)
    c = window.controller
    turn = c.turn
    assert c.decide(sorted(turn.legal)[:max(turn.to_choose, 1)]
                    if not turn.choices else [turn.choices[0].action])
    assert window.first_tips.text() == ""


def test_no_tip_is_shown_when_tips_are_off(qtbot, open_window):
    window = open_window(settings={"tips": False})
    start_ugly(window)
    first_kind(qtbot, window)
    assert window.first_tips.text() == ""
    assert window.settings.tips_seen == []


def test_dont_show_tips_turns_them_off_for_good(qtbot, open_window):
    window = open_window(settings={"tips": True})
    start_ugly(window)
    first_kind(qtbot, window)
    assert window.first_tips.stop.toolTip()
    qtbot.mouseClick(window.first_tips.stop, Qt.MouseButton.LeftButton)
    assert window.settings.tips is False
    assert window.first_tips.text() == ""
    window.settings.tips_seen.clear()
    start_ugly(window)
    first_kind(qtbot, window)
    assert window.first_tips.text() == ""


def test_the_settings_dialog_turns_tips_on_and_off(qtbot):
    from cardtable.storage.settings import Settings
    from cardtable.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings(tips=True))
    qtbot.addWidget(dialog)
    assert dialog.tips.isChecked() and dialog.tips.toolTip()
    dialog.tips.setChecked(False)
    assert dialog.settings().tips is False


def test_tips_turned_on_again_in_settings_are_shown_afresh(qtbot, open_window):
    window = open_window(settings={"tips": False, "tips_seen": ["ugly/pass"]})
    window.first_tips.set_on(True)
    assert window.settings.tips and window.settings.tips_seen == []
    start_ugly(window)
    kind = first_kind(qtbot, window)
    assert window.first_tips.text() == tip_text(kind)
    window.first_tips.set_on(False)
    assert not window.settings.tips and window.first_tips.text() == ""
    assert window.settings.tips_seen == [kind]  # kept while tips are off


def test_the_tip_on_show_is_said_again_in_a_new_language(qtbot, open_window):
    from PySide6.QtCore import QCoreApplication, QEvent

    window = open_window(settings={"tips": True})
    start_ugly(window)
    kind = first_kind(qtbot, window)
    window.first_tips.words.setText("said in the language before")
    QCoreApplication.sendEvent(window.first_tips, QEvent(QEvent.Type.LanguageChange))
    assert window.first_tips.text() == tip_text(kind)


def _covered(window) -> list[str]:
    """What on the table the tip line lies over: cards, name plates, the prompt."""
    from cardtable.ui.table.annotations import NamePlate
    from cardtable.ui.table.card_item import CardItem

    tip, view = window.first_tips.geometry(), window.view
    hit = []
    for item in window.scene.items():
        if isinstance(item, (CardItem, NamePlate)) and item.isVisible():
            box = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            if box.intersects(tip):
                hit.append(type(item).__name__)
    if window.table_prompt.isVisible() and window.table_prompt.geometry().intersects(tip):
        hit.append("prompt")
    return hit


@pytest.mark.parametrize("size", [(800, 600), (1100, 760)])
@pytest.mark.parametrize("game_id", ["ugly", "black-lady"])
def test_the_tip_covers_no_card_plate_or_prompt(qtbot, open_window, game_id, size):
    """Passing, then the first card: the tip lies in free room, even on a small table
    with the trick's cards out."""
    window = open_window(settings={"tips": True}, size=size)
    seats = (SeatSetup("You", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in (1, 2, 3)))
    window.start(GameSetup(game_id, 4, 11, seats, {}, None))
    c, seen = window.controller, []
    while "play" not in seen:
        qtbot.waitUntil(lambda: c.turn is not None and not window.scene.animator.busy,
                        timeout=WAIT_MS)
        kind = decision_kinds(game_id, c.turn)[0].partition("/")[2]
        seen.append(kind)
        assert window.first_tips.text(), kind
        assert _covered(window) == [], kind
        turn = c.turn
        assert c.decide(sorted(turn.legal)[:max(turn.to_choose, 1)]
                        if not turn.choices else [turn.choices[0].action])

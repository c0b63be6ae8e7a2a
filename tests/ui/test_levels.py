"""Computer players by level: chosen per seat, the Expert's hint, and what a computer player
knows shown without giving its cards away."""

from __future__ import annotations

import pytest

from cardtable.ai.base import EasyBot
from cardtable.ai.expert import ExpertBot
from cardtable.ai.registry import make_bot
from cardtable.engine.rng import Rng
from cardtable.games.ugo.ai.expert import UgoExpertBot
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.storage.settings import Settings
from cardtable.ui.new_game_dialog import NewGameDialog

from ..deadlines import WAIT_MS
from .test_more_games import wait_for_turn


@pytest.fixture
def window(open_window):
    return open_window(settings={"expert_budget_ms": 50}, keep_games=False, size=(1200, 800))


def test_each_computer_player_gets_the_level_chosen_for_it(qtbot):
    dialog = NewGameDialog(Settings(), Rng(5))
    qtbot.addWidget(dialog)
    dialog.players.setValue(4)
    assert len(dialog.levels) == 3
    assert [box.currentData() for box in dialog.levels] == ["rule"] * 3  # Normal
    dialog.levels[1].setCurrentIndex(dialog.levels[1].findData("expert"))
    dialog.levels[2].setCurrentIndex(dialog.levels[2].findData("easy"))
    dialog.players.setValue(5)  # the levels already chosen stay
    assert [box.currentData() for box in dialog.levels] == ["rule", "expert", "easy", "rule"]
    setup = dialog.setup()
    assert [s.kind for s in setup.seats] == [PERSON, "rule", "expert", "easy", "rule"]
    assert [box.itemText(i) for i in range(3) for box in dialog.levels[:1]] == \
        ["Easy", "Normal", "Expert"]


def test_the_levels_are_made_for_every_game():
    for game in ("black-lady", "ugly", "up-and-down", "ugo", "ultimate-loser"):
        assert isinstance(make_bot("easy", game), EasyBot)
    assert isinstance(make_bot("expert", "black-lady"), ExpertBot)
    assert isinstance(make_bot("expert", "ugo"), UgoExpertBot)  # it plays on tuned weights


def test_the_thinking_time_setting_reaches_every_expert(qtbot, window):
    seats = (SeatSetup("You", PERSON), SeatSetup("A", "expert"), SeatSetup("B", "rule"),
             SeatSetup("C", "expert"))
    window.start(GameSetup("black-lady", 4, 3, seats, {}, "morehead"))
    experts = [b for b in window.controller.session.bots if isinstance(b, ExpertBot)]
    assert len(experts) == 2 and all(b.budget_ms == 50 for b in experts)
    window.controller.expert_budget_ms = 400
    assert all(b.budget_ms == 400 for b in experts)


def test_a_hint_is_shown_and_nothing_is_played(qtbot, window):
    window.start(GameSetup("ugo", 2, 7, (SeatSetup("You", PERSON), SeatSetup("A", "rule")),
                           {}, None))
    c = window.controller
    wait_for_turn(qtbot, window, lambda: False)
    log = list(c.state.log)
    with qtbot.waitSignal(c.hint_ready, timeout=WAIT_MS) as hint:
        window.menus.hint_action.trigger()
    action, words = hint.args
    assert action in c.state.legal_actions() and c.state.log == log
    assert window.scene.notice_text() == f"Hint: {words}"


def test_the_knowledge_panel_says_what_a_computer_player_knows(qtbot, window):
    seats = (SeatSetup("You", PERSON), SeatSetup("West", "rule"), SeatSetup("North", "rule"),
             SeatSetup("East", "rule"))
    window.start(GameSetup("black-lady", 4, 3, seats, {}, "morehead"))
    window.menus.knowledge_action.trigger()
    assert window.knowledge.isVisible()
    assert [window.knowledge.seat.itemText(i) for i in range(3)] == ["West", "North", "East"]
    text = window.knowledge.text.text()
    assert "West decides from its own view" in text and "cannot see 39 cards" in text
    hand = window.controller.state.view(1).hand
    from cardtable.engine.cards import format_card

    assert not any(format_card(c) in text for c in hand)  # its cards stay hidden

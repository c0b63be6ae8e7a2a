"""Undo and redo: back to the person's own last decision, asked first when that is far, waiting
for the table while it shows a move, and every move undone brought back by redo until a new
move is made; the game's files follow, so a process killed after either resumes where shown."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from cardtable.ai import players as ai_players
from cardtable.controller.game_controller import GameController
from cardtable.controller.keeper import GameKeeper
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.storage.in_progress import unfinished_games

from ..deadlines import WAIT_MS, WAIT_S
from . import test_controller
from .test_controller import AutoTable, setup, wait_for_person

controller = test_controller.controller  # the same fixture: a controller and a table
ROOT = Path(__file__).resolve().parents[2]


def play_once(qtbot, c: GameController) -> None:
    """The person plays the lowest card allowed, and the computer players answer."""
    assert c.decide([min(c.turn.legal)])
    wait_for_person(qtbot, c)


def test_undo_at_the_start_refuses_and_goes_nowhere(qtbot, controller):
    controller.new_game(setup(passing="none"))
    wait_for_person(qtbot, controller)
    before = list(controller.state.log)
    assert not controller.can_undo() and controller.undo_reach() is None
    with qtbot.waitSignal(controller.refused, timeout=WAIT_MS) as refused:
        assert not controller.undo()
    assert refused.args[0] == "There is nothing of yours to undo."
    assert controller.state.log == before


def test_redo_brings_back_exactly_what_undo_took_and_a_new_move_forgets_it(qtbot, controller):
    controller.new_game(setup(passing="none"))
    wait_for_person(qtbot, controller)
    play_once(qtbot, controller)
    played = list(controller.state.log)
    assert not controller.can_redo()
    assert controller.undo_reach() == (0, False)  # within the deal: nothing to ask
    assert controller.undo()
    wait_for_person(qtbot, controller)
    assert controller.can_redo()
    assert controller.redo()
    wait_for_person(qtbot, controller)
    assert controller.state.log == played and not controller.can_redo()
    assert controller.undo()
    wait_for_person(qtbot, controller)
    play_once(qtbot, controller)  # a new decision: what was undone cannot come back
    assert not controller.can_redo()
    with qtbot.waitSignal(controller.refused, timeout=WAIT_MS) as refused:
        assert not controller.redo()
    assert refused.args[0] == "There is nothing to redo."


def test_undo_after_the_computer_played_for_you_says_how_far_and_redo_restores_it(
        qtbot, controller):
    controller.new_game(setup(passing="none"))
    wait_for_person(qtbot, controller)
    before_mine = list(controller.state.log)
    play_once(qtbot, controller)
    first_deal = controller.state.deal_no
    assert controller.hand_seat_to_computer()
    qtbot.waitUntil(lambda: controller.state.deal_no >= first_deal + 2, timeout=WAIT_MS)
    assert controller.take_seat_back()
    wait_for_person(qtbot, controller)
    shown, handovers = list(controller.state.log), controller.setup.handovers
    reach = controller.undo_reach()
    assert reach.deals >= 2 and reach.computer_moves and reach.far
    assert controller.undo()  # back to the person's own last card, the computer's moves too
    wait_for_person(qtbot, controller)
    assert controller.state.log == before_mine and controller.setup.handovers == ()
    assert controller.redo()
    wait_for_person(qtbot, controller)
    assert controller.state.log == shown and controller.setup.handovers == handovers


def test_undo_while_the_computer_plays_your_seat_says_why_not(qtbot, controller):
    controller.new_game(setup(passing="none"))
    wait_for_person(qtbot, controller)
    play_once(qtbot, controller)
    assert controller.hand_seat_to_computer()
    with qtbot.waitSignal(controller.refused, timeout=WAIT_MS) as refused:
        assert not controller.undo()
    assert refused.args[0].startswith("The computer is playing your seat")
    controller.take_seat_back()


class HeldTable:
    """Shows a move only when the test says it has been shown."""

    def __init__(self, controller: GameController) -> None:
        self.held = 0
        controller.events_applied.connect(self.show)

    def show(self, _events) -> None:
        self.held += 1


def test_an_undo_asked_while_the_table_shows_a_move_waits_for_it_and_says_so(qtbot):
    c = GameController(bot_delay_ms=0)
    table = HeldTable(c)
    c.new_game(setup(passing="none"))
    while c.turn is None:
        qtbot.waitUntil(lambda: table.held or c.turn is not None, timeout=WAIT_MS)
        if table.held:
            table.held = 0
            c.animations_finished()
    before = list(c.state.log)
    assert c.decide([min(c.turn.legal)])  # the table holds the person's card on show
    with qtbot.waitSignal(c.said, timeout=WAIT_MS) as said:
        assert c.undo()
    assert said.args[0] == "Undo: as soon as the table has shown this move."
    assert len(c.state.log) == len(before) + 1  # not yet: the table is still showing it
    c.animations_finished()
    assert c.state.log == before and c.turn is not None
    c._runner.wait_idle()


class WaitingBot:
    """Thinks until the test lets it answer (or a deadline no machine comes near)."""

    name = "waiting"

    def __init__(self) -> None:
        self.asked = threading.Event()
        self.answer = threading.Event()

    def choose(self, view, legal, rng):
        self.asked.set()
        self.answer.wait(WAIT_S)
        return legal[0]


def test_an_undo_while_a_computer_player_thinks_is_done_at_once_and_its_answer_dropped(
        qtbot, monkeypatch):
    bot = WaitingBot()
    monkeypatch.setitem(ai_players.BOT_KINDS, "waiting", lambda game_id: bot)
    c = GameController(bot_delay_ms=0)
    table = AutoTable(c)  # noqa: F841  (kept alive: a slot of a collected object never runs)
    seats = (SeatSetup("Me", PERSON), *(SeatSetup(f"S{i}", "waiting") for i in range(1, 4)))
    c.new_game(GameSetup("black-lady", 4, 2, seats, {"passing": "none"}))
    while c.turn is None:  # the computer players before the person answer at once
        bot.answer.set()
        qtbot.waitUntil(lambda: c.turn is not None, timeout=WAIT_MS)
    bot.answer.clear()
    before = list(c.state.log)
    bot.asked.clear()
    assert c.decide([min(c.turn.legal)])
    qtbot.waitUntil(bot.asked.is_set, timeout=WAIT_MS)  # the next seat is thinking
    assert c.undo()
    assert c.state.log == before and c.turn is not None
    with qtbot.waitSignal(c._runner.chosen, timeout=WAIT_MS):
        bot.answer.set()
    assert c.state.log == before and c.turn is not None  # the answer came, and was dropped
    c._runner.wait_idle()


def test_after_an_undo_and_a_redo_the_game_on_disk_is_the_game_shown(qtbot):
    c = GameController(bot_delay_ms=0)
    table = AutoTable(c)  # noqa: F841
    keeper = GameKeeper(c)
    game = setup(passing="none")
    try:
        played, undone = undo_redo_undo(qtbot, c, game)
    finally:
        keeper.shut_down()  # lets go of the files as a killed process would; writes no more
        c._runner.wait_idle()
    found = [u for u in unfinished_games() if u.saved is not None]
    assert [list(u.saved.actions) for u in found] == [undone] and undone != played
    assert found[0].saved.record_key == game.record_key


def undo_redo_undo(qtbot, c: GameController, game: GameSetup) -> tuple[list[int], list[int]]:
    """Play three cards, undo, redo and undo again; the log played and the log undone."""
    c.new_game(game)
    wait_for_person(qtbot, c)
    for _ in range(3):
        play_once(qtbot, c)
    played = list(c.state.log)
    c.undo()
    wait_for_person(qtbot, c)
    undone = list(c.state.log)
    c.redo()
    wait_for_person(qtbot, c)
    assert c.state.log == played
    c.undo()
    wait_for_person(qtbot, c)
    assert c.state.log == undone
    return played, undone


def test_the_reach_counts_the_deals_an_undo_goes_back_past(qtbot, controller):
    controller.new_game(setup(passing="none"))
    wait_for_person(qtbot, controller)
    deal = controller.state.deal_no
    while controller.state.deal_no == deal:  # play to the first decision of the next deal
        play_once(qtbot, controller)
    reach = controller.undo_reach()
    assert reach == (1, False) and reach.far  # the last card of the deal before


def test_no_reach_is_given_while_the_computer_plays_your_seat(qtbot, controller):
    """Nothing to ask the person about: the undo says why it cannot be done."""
    controller.new_game(setup(passing="none"))
    wait_for_person(qtbot, controller)
    play_once(qtbot, controller)
    assert controller.undo_reach() is not None
    assert controller.hand_seat_to_computer()
    assert controller.undo_reach() is None
    controller.take_seat_back()


@pytest.mark.parametrize("steps", [["undo"], ["undo", "undo", "redo"]])
def test_a_session_killed_after_undo_or_redo_resumes_at_the_position_shown(steps, private_home):
    player = subprocess.Popen([sys.executable, "-m", "tests.controller.undo_player", *steps],
                              cwd=ROOT, stdout=subprocess.PIPE,
                              env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert player.stdout is not None
    lines: list[bytes] = []
    while not lines or lines[-1] not in (b"done\n", b""):
        lines.append(player.stdout.readline())
    player.kill()  # SIGKILL: nothing of the session's own runs after the last step
    player.communicate()
    shown = [[int(a) for a in line.split()[1].split(b",")] for line in lines
             if line.startswith(b"S ")]
    assert len(shown) == len(steps) and lines[-1] == b"done\n"
    found = [u for u in unfinished_games() if u.saved is not None]
    assert [list(u.saved.actions) for u in found] == [shown[-1]]

"""The controller: one path for every move, bots off the GUI thread, undo, claims, visibility."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QTimer

from cardtable.ai import players as ai_players
from cardtable.controller.game_controller import GameController
from cardtable.controller.presenters import presenter_for
from cardtable.engine.protocol import Phase
from cardtable.session.setup import PERSON, GameSetup, SeatSetup

from ..deadlines import WAIT_MS, WAIT_S
from ..engine.deals import game, play


def setup(seed: int = 3, players: int = 4, **options) -> GameSetup:
    seats = (SeatSetup("Me", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in range(1, players)))
    return GameSetup("black-lady", players, seed, seats, options)


class AutoTable:
    """Stands in for the table: shows everything at once and reports it shown."""

    def __init__(self, controller: GameController) -> None:
        self.events: list = []
        self.controller = controller
        controller.events_applied.connect(self.show)

    def show(self, events) -> None:
        self.events += events
        QTimer.singleShot(0, self.controller.animations_finished)


@pytest.fixture
def controller(qtbot):
    c = GameController(bot_delay_ms=0)
    c.table = AutoTable(c)
    yield c
    c._runner.wait_idle()


def wait_for_person(qtbot, c: GameController) -> None:
    qtbot.waitUntil(lambda: c.turn is not None or c.state.is_over, timeout=WAIT_MS)


def test_the_person_passes_then_plays_and_bots_answer(qtbot, controller):
    controller.new_game(setup())
    wait_for_person(qtbot, controller)
    turn = controller.turn
    assert turn.phase is Phase.PASS and turn.to_choose == 3
    chosen = sorted(turn.legal)[:3]
    assert controller.decide(chosen)
    wait_for_person(qtbot, controller)
    assert controller.turn.phase is Phase.PLAY
    assert set(chosen).isdisjoint(controller.person_view().hand)


def test_illegal_plays_are_refused_with_the_engine_reason_and_change_nothing(qtbot, controller):
    controller.new_game(setup(passing="none"))
    wait_for_person(qtbot, controller)
    while not controller.person_view().trick:  # wait until the person follows a lead
        controller.decide([min(controller.turn.legal)])
        wait_for_person(qtbot, controller)
    turn = controller.turn
    illegal = next((c for c in controller.person_view().hand if c not in turn.legal), None)
    if illegal is None:
        pytest.fail("this seed should give the person a card that may not follow")
    log = list(controller.state.log)
    with qtbot.waitSignal(controller.refused, timeout=WAIT_MS) as refused:
        assert not controller.decide([illegal])
    assert refused.args[0].startswith("must follow suit")
    assert controller.state.log == log


def test_passing_needs_exactly_the_required_cards(qtbot, controller):
    controller.new_game(setup())
    wait_for_person(qtbot, controller)
    two = sorted(controller.turn.legal)[:2]
    log = list(controller.state.log)
    with qtbot.waitSignal(controller.refused, timeout=WAIT_MS) as refused:
        assert not controller.decide(two)
    assert refused.args[0] == "Choose exactly 3 cards to pass."
    assert controller.state.log == log


def test_clicks_out_of_turn_are_refused(qtbot, controller):
    controller.new_game(setup(passing="none"))
    with qtbot.waitSignal(controller.refused, timeout=WAIT_MS):
        controller.decide([controller.person_view().hand[0]])


@pytest.mark.parametrize(("game_id", "players", "seed", "says"), [
    ("black-lady", 4, 5, "Choose exactly 3 cards to pass."),  # one card is no pass
    ("up-and-down", 3, 5, "Make your bid first."),
    ("ugly", 3, 1, "Name trumps first."),  # the person names trumps in this deal
])
def test_a_card_played_before_its_time_says_what_comes_first(qtbot, controller, game_id,
                                                             players, seed, says):
    seats = (SeatSetup("Me", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in range(1, players)))
    controller.new_game(GameSetup(game_id, players, seed, seats, {}))
    wait_for_person(qtbot, controller)
    assert controller.turn.phase is not Phase.PLAY
    with qtbot.waitSignal(controller.refused, timeout=WAIT_MS) as refused:
        assert not controller.decide([controller.person_view().hand[0]])
    assert refused.args[0] == says


TURNS_SEEN = 5  # event-loop turns a thinking bot waits to see before it answers


class LoopWatch:
    """Counts the GUI thread's event-loop turns (a 10 ms timer's ticks) and how many of them
    each computer player saw while it thought."""

    def __init__(self) -> None:
        self.turns = 0
        self.seen: list[int] = []
        self.released = threading.Event()
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._turned)

    def _turned(self) -> None:
        self.turns += 1


class LoopWatchingBot:
    """Thinks hard, as a searching player does (pure computation, holding the interpreter lock
    between switches), until it has seen the event loop turn a few times.

    On the GUI thread it would see no turn at all: it gives up after a deadline no busy machine
    comes near, so that the test fails rather than hangs. How long the loop waits between two
    turns while bots think is a speed, measured by ``bench/stalls.py``.
    """

    name = "loop-watching"

    def __init__(self, watch: LoopWatch) -> None:
        self.watch = watch

    def choose(self, view, legal, rng):
        watch = self.watch
        first = watch.turns
        give_up = time.monotonic() + WAIT_S
        thought = 0
        while (watch.turns - first < TURNS_SEEN and not watch.released.is_set()
               and time.monotonic() < give_up):
            thought += 1
        watch.seen.append(watch.turns - first)
        return legal[0]


def test_a_thinking_bot_never_blocks_the_event_loop(qtbot, monkeypatch):
    watch = LoopWatch()
    monkeypatch.setitem(ai_players.BOT_KINDS, "loop-watching",
                        lambda game_id: LoopWatchingBot(watch))
    c = GameController(bot_delay_ms=0)
    c.table = AutoTable(c)
    seats = (SeatSetup("Me", PERSON), *(SeatSetup(f"S{i}", "loop-watching") for i in range(1, 4)))
    watch.timer.start()
    c.new_game(GameSetup("black-lady", 4, 8, seats, {"passing": "none"}, None))
    qtbot.waitUntil(lambda: len(watch.seen) >= 2, timeout=WAIT_MS)
    watch.released.set()  # a bot that began thinking since answers at once
    c._runner.wait_idle()
    watch.timer.stop()
    assert all(seen >= TURNS_SEEN for seen in watch.seen[:2]), watch.seen


def test_undo_returns_to_the_person_s_last_decision(qtbot, controller):
    controller.new_game(setup(passing="none"))
    wait_for_person(qtbot, controller)
    hand = controller.person_view().hand
    before = list(controller.state.log)
    card = min(controller.turn.legal)
    controller.decide([card])
    wait_for_person(qtbot, controller)
    assert controller.can_undo()
    controller.undo()
    assert controller.state.log == before
    assert controller.person_view().hand == hand
    wait_for_person(qtbot, controller)
    assert card in controller.turn.legal


def test_undo_takes_back_a_whole_pass(qtbot, controller):
    controller.new_game(setup())
    wait_for_person(qtbot, controller)
    start = len(controller.state.log)
    controller.decide(sorted(controller.turn.legal)[:3])
    wait_for_person(qtbot, controller)
    controller.undo()
    assert len(controller.state.log) == start
    assert controller.state.phase is Phase.PASS


BLACK_LADY = presenter_for("black-lady")


def test_a_claim_is_offered_only_when_every_card_is_a_sure_winner():
    s = game("AS KS AH", "2S 3S 2H", "4S 5S 3H", "6S 7S 4H")
    assert BLACK_LADY.wins_every_trick(s.view(0))
    s = game("AS QS AH", "2S KS 2H", "4S 5S 3H", "6S 7S 4H")
    assert not BLACK_LADY.wins_every_trick(s.view(0))  # the K♠ is out against the Q♠
    play(s, "AS 2S 4S 6S")
    assert not BLACK_LADY.wins_every_trick(s.view(0))
    assert not BLACK_LADY.wins_every_trick(s.view(1))  # not on lead


def test_the_computer_can_finish_the_game_in_the_person_s_seat(qtbot, controller):
    controller.new_game(setup(seed=6, passing="none", deal_limit=1))
    wait_for_person(qtbot, controller)
    assert controller.hand_seat_to_computer()
    qtbot.waitUntil(lambda: controller.state.is_over, timeout=WAIT_MS)
    assert controller.setup.seats[0].name == "Me"  # the person's name, whoever plays
    assert controller.setup.seats[0].kind == "rule" and controller.person == 0
    assert [(h.seat, h.end) for h in controller.setup.handovers] == [(0, None)]
    assert not controller.hand_seat_to_computer()  # nothing left to hand over

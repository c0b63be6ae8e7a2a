"""Any sequence of plays, undos and redos: the position shown is always the action log replayed,
a redo brings back exactly what its undo took, a new decision forgets what was undone, and an
undo never goes back before the person's first decision (at the start it is refused)."""

from __future__ import annotations

from typing import Any

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from cardtable.controller.game_controller import GameController
from cardtable.engine.registry import get

from .test_controller import AutoTable, setup, wait_for_person

QTBOT: list[Any] = []  # the test's qtbot, for the machine's waits


class ShownTable(AutoTable):
    """Shows everything at once, and remembers the position it was last laid out from."""

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.laid_out: Any = None
        controller.table_reset.connect(lambda snapshot: setattr(self, "laid_out", snapshot.view))


def replayed_view(c: GameController) -> Any:
    """The person's view of the game rebuilt from nothing but its setup and action log."""
    s = c.setup
    state = get(s.game_id).new_game(s.options, s.seed, s.players, s.preset)
    for action in c.state.log:
        state.step(action)
    return state.view(c.person)


class UndoRedoMachine(RuleBasedStateMachine):
    """A person who plays, undoes and redoes in any order, against computer players."""

    def __init__(self) -> None:
        super().__init__()
        self.c = GameController(bot_delay_ms=0)
        self.table = ShownTable(self.c)
        self.undone: list[list[int]] = []  # the logs undos left, latest last: what redo owes
        self.first_turn = 0

    @initialize(seed=st.integers(0, 40))
    def deal(self, seed: int) -> None:
        self.c.new_game(setup(seed=seed, passing="none"))
        self.settle()
        self.first_turn = len(self.c.state.log)

    def settle(self) -> None:
        wait_for_person(QTBOT[0], self.c)

    @precondition(lambda self: self.c.turn is not None)
    @rule(pick=st.integers(0, 12))
    def play(self, pick: int) -> None:
        legal = sorted(self.c.turn.legal)
        assert self.c.decide([legal[pick % len(legal)]])
        self.settle()
        self.undone.clear()
        assert not self.c.can_redo()  # a new decision forgets what was undone

    @precondition(lambda self: self.c.can_undo())
    @rule()
    def undo(self) -> None:
        before = list(self.c.state.log)
        target = self.c.person_decisions()[-1]
        assert self.c.undo()
        self.settle()
        assert self.c.state.log == before[:target]
        assert len(self.c.state.log) >= self.first_turn  # never before the first decision
        assert self.table.laid_out == replayed_view(self.c)
        self.undone.append(before)

    @precondition(lambda self: not self.c.can_undo())
    @rule()
    def undo_with_nothing_to_undo(self) -> None:
        before = list(self.c.state.log)
        assert not self.c.undo()
        assert self.c.state.log == before

    @precondition(lambda self: self.c.can_redo())
    @rule()
    def redo(self) -> None:
        assert self.c.redo()
        self.settle()
        assert self.c.state.log == self.undone.pop()  # exactly what the undo took
        assert self.table.laid_out == replayed_view(self.c)

    @invariant()
    def the_position_is_the_log_replayed(self) -> None:
        if self.c.state is not None:
            assert self.c.person_view() == replayed_view(self.c)

    @invariant()
    def redo_is_offered_while_something_undone_waits(self) -> None:
        assert self.c.can_redo() == bool(self.undone)

    def teardown(self) -> None:
        self.c._runner.wait_idle()


def test_any_sequence_of_plays_undos_and_redos(qtbot):
    QTBOT[:] = [qtbot]
    run_state_machine_as_test(UndoRedoMachine, settings=settings(
        max_examples=15, stateful_step_count=20, deadline=None))

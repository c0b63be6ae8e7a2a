"""The session of a game played in this process: the engine and the computer players here.

It keeps, beside the state, who made each decision of the log, so that the moves a seat may
take back are known at once instead of by replaying the game at every turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, NamedTuple

from ..ai import make_bot
from ..ai.base import Bot, give_thinking_time
from ..engine.decisions import take_decision
from ..engine.events import Event
from ..engine.protocol import Action, Phase
from ..engine.registry import get
from ..engine.rng import Rng
from .handovers import Handovers, cut_back, hand_over, handed_over, take_back
from .setup import PERSON, GameSetup, SeatSetup
from .table import Session


class Decision(NamedTuple):
    """Who made one action of the log, and of what kind it was."""

    seat: int
    passing: bool   # a card put aside to pass: a pass of several cards is one decision
    answered: bool  # asked only so that nobody learns the seat's hand: it had one answer


class LocalSession(Session):
    """A game and its computer players in this process; see the module docstring."""

    def __init__(self, setup: GameSetup, actions: Sequence[Action] = (),
                 thinking_ms: int | None = None) -> None:
        self._setup = setup
        self.thinking_ms = thinking_ms
        self.bots: list[Bot | None] = [None if s.kind == PERSON else self.make_bot(s.kind)
                                       for s in setup.seats]
        self.bot_rng = Rng(setup.seed ^ 0xB07)
        self.state: Any = self._new_state()
        self._decisions: list[Decision] = []
        for action in actions:
            self._decisions.append(self._decision(self.state))
            self.state.step(action)

    def _new_state(self) -> Any:
        s = self._setup
        return get(s.game_id).new_game(s.options, s.seed, s.players, s.preset)

    def make_bot(self, kind: str) -> Bot:
        """A computer player of ``kind`` for this game, with the thinking time set."""
        bot = make_bot(kind, self._setup.game_id)
        if self.thinking_ms is not None:
            give_thinking_time(bot, self.thinking_ms)
        return bot

    def set_thinking_time(self, ms: int) -> None:
        """How long a searching computer player may think about a move, from now on."""
        self.thinking_ms = ms
        for bot in self.bots:
            give_thinking_time(bot, ms)

    # ---- the Session interface --------------------------------------------------------------

    @property
    def setup(self) -> GameSetup:
        return self._setup

    def decide(self, actions: Sequence[Action]) -> list[Event]:
        trial = self.state.clone()
        note = self._decision(trial)
        events = take_decision(trial, actions)  # IllegalAction leaves self.state as it was
        self.state = trial
        self._decisions += [note] * len(actions)
        return events

    def events_for(self, seat: int, events: Sequence[Event]) -> list[Event]:
        return self.state.events_for(seat, events)

    def past_events(self, seat: int) -> list[Event]:
        replay = self._new_state()
        events = list(replay.initial_events())
        for action in self.state.log:
            events.extend(replay.apply(action))
        return self.events_for(seat, events)

    def decisions_of(self, seat: int) -> list[int]:
        handovers = self._setup.handovers
        starts = []
        previous_was_pass = False
        for i, decision in enumerate(self._decisions):
            computers = any(h.seat == seat and h.covers(i) for h in handovers)
            mine = decision.seat == seat and not (decision.answered or computers)
            if mine and not (decision.passing and previous_was_pass):
                starts.append(i)
            previous_was_pass = mine and decision.passing
        return starts

    # ---- what only a local session does ------------------------------------------------------

    def _decision(self, state: Any) -> Decision:
        answered = state.phase is Phase.RESPOND and len(state.legal_actions()) == 1
        return Decision(state.to_act, state.phase is Phase.PASS, answered)

    def rewind(self, length: int) -> None:
        """Take the game back to when its log was ``length`` actions long (rebuilt from the
        log), the computer's stretches for a seat cut back to match; the computer players and
        their random numbers go on as they were."""
        log = self.state.log[:length]
        self._setup = replace(self._setup, handovers=cut_back(self._setup.handovers, length))
        self.state = self._new_state()
        for action in log:
            self.state.step(action)
        del self._decisions[length:]

    def go_forward(self, log: Sequence[Action], handovers: Handovers) -> None:
        """Bring back moves taken back (a redo): the log grows to ``log``, which begins with
        the log now, and the computer's stretches for a seat are again ``handovers``."""
        assert list(log[:len(self.state.log)]) == list(self.state.log), "not moves taken back"
        for action in log[len(self.state.log):]:
            self._decisions.append(self._decision(self.state))
            self.state.step(action)
        self._setup = replace(self._setup, handovers=handovers)

    def played_for(self, seat: int, since: int) -> bool:
        """Whether the computer made a decision for ``seat`` (handed to it) at log position
        ``since`` or later."""
        stretches = [h for h in self._setup.handovers if h.seat == seat]
        return any(d.seat == seat and any(h.covers(i) for h in stretches)
                   for i, d in enumerate(self._decisions[since:], since))

    def deal_at(self, length: int) -> int:
        """The deal the game was in when its log was ``length`` actions long."""
        replay = self._new_state()
        for action in self.state.log[:length]:
            replay.step(action)
        return int(replay.deal_no)

    def rename(self, record_key: str) -> None:
        """Go on as a game of its own in the history, under ``record_key``."""
        self._setup = replace(self._setup, record_key=record_key)

    def hand_over(self, seat: int) -> None:
        """Let a Normal computer player go on in ``seat`` (keeping its name) until taken back;
        the log positions it plays are kept in the setup's handovers."""
        seats = list(self._setup.seats)
        seats[seat] = SeatSetup(seats[seat].name, "rule")
        self._setup = replace(self._setup, seats=tuple(seats), person_seat=seat,
                              handovers=hand_over(self._setup.handovers, seat,
                                                  len(self.state.log)))
        self.bots[seat] = self.make_bot("rule")

    def take_back(self, seat: int) -> None:
        """The person plays ``seat`` again from its next decision."""
        seats = list(self._setup.seats)
        seats[seat] = SeatSetup(seats[seat].name, PERSON)
        self._setup = replace(self._setup, seats=tuple(seats),
                              handovers=take_back(self._setup.handovers, seat,
                                                  len(self.state.log)))
        self.bots[seat] = None

    def handed_over(self, seat: int) -> bool:
        """Whether a computer player is playing ``seat`` for the person."""
        return handed_over(self._setup.handovers, seat)

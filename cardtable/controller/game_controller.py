"""The controller: owns the game, asks whoever acts next, and tells the table what happened.

One path for every move: a decision (the person's click or a bot's answer) is checked against
the legal actions, applied to the game's session, and the events that result go to the table,
as the person may see them. The controller then waits for the table's "all shown" call before
it asks for the next decision, so the game never runs ahead of what the person has seen. What
a game says (prompts, caption, notes) comes from its presenter.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from ..ai.expert import DEFAULT_BUDGET_MS
from ..engine.cards import Card, rank
from ..engine.events import Event, GameOver
from ..engine.protocol import Action, IllegalAction, Phase
from ..engine.rng import Rng
from ..session.local import LocalSession
from ..session.setup import GameSetup, TableSnapshot
from ..texts import translated
from .bot_worker import BotRunner
from .deal_news import until_next_deal
from .presenter import Presenter
from .presenters import presenter_for
from .turns import PersonTurn
from .undo_redo import RedoList, UndoReach, undo_reach
from .words import winners_text


class GameController(QObject):
    """Owns one game at a time and drives it; see the module docstring."""

    events_applied = Signal(object)   # list[Event], as the person may see them
    table_reset = Signal(object)      # TableSnapshot
    turn_changed = Signal(object)     # PersonTurn, or None while someone else acts
    status_changed = Signal(str)
    refused = Signal(str)             # why a click did nothing
    game_finished = Signal(object)    # GameOver
    bot_failed = Signal(str)
    notes_changed = Signal(str, object)  # the table's caption, and a note per seat
    hint_ready = Signal(int, str)     # the Expert's suggestion for the person, and its words
    setup_changed = Signal()          # a seat handed to the computer or taken back
    said = Signal(str)                # news that asks nothing of the person (an undo waiting)

    def __init__(self, bot_delay_ms: int = 0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.bot_delay_ms = bot_delay_ms
        self._runner = BotRunner(parent=self)
        self._runner.chosen.connect(self._bot_chose)
        self._runner.failed.connect(self._bot_failed)
        self._hinter = BotRunner(parent=self)
        self._hinter.chosen.connect(self._hint_chosen)
        self._hint_at = -1  # the position (log length) a hint was asked for
        self._hinted: list[Action] = []  # the hint's actions so far (a pass is several cards)
        self._hint_trial: Any = None  # the position the Expert is asked about next
        self._hint_expert: Any = None
        self._generation = 0
        self._awaiting_table = False
        self._next_deal: list[Event] = []  # news of the next deal, told once the last is read
        self._thinking = QElapsedTimer()
        self.session: LocalSession | None = None
        self.presenter: Presenter[Any] | None = None
        self._turn: PersonTurn | None = None
        self.loser_counts = "drinks"  # what Ultimate Loser's notes call drinks
        self._noted_view: Any = None  # the person's view the notes on show were made from
        self._caption = ""
        self._expert_budget_ms = DEFAULT_BUDGET_MS
        self._redo = RedoList()
        self._undo_waiting = False  # an undo asked for while the table showed a move

    @property
    def setup(self) -> GameSetup | None:
        """The game in play's setup (seats, rules, seed, handovers), or None before the first."""
        return self.session.setup if self.session is not None else None

    @property
    def state(self) -> Any:
        """The game in play's state, for reading (saving it, its score); moves go through
        ``decide``."""
        return self.session.state if self.session is not None else None

    # ---- starting and restarting ----------------------------------------------------------------

    def new_game(self, setup: GameSetup) -> None:
        """Start a game from its setup; the table receives a reset, then the deal."""
        self._begin(setup, ())
        self._emit_events(self.state.initial_events())

    def load(self, setup: GameSetup, actions: Sequence[Action]) -> None:
        """Continue a game from its action log (a save, a screenshot, a replay)."""
        self._begin(setup, actions)
        self._advance()

    @property
    def expert_budget_ms(self) -> int:
        """How long an Expert computer player may think about a move."""
        return self._expert_budget_ms

    @expert_budget_ms.setter
    def expert_budget_ms(self, ms: int) -> None:
        self._expert_budget_ms = ms
        if self.session is not None:
            self.session.set_thinking_time(ms)

    def _begin(self, setup: GameSetup, actions: Sequence[Action]) -> None:
        self.session = LocalSession(setup, actions, self._expert_budget_ms)
        self.presenter = presenter_for(setup.game_id)
        self._redo.clear()
        self._undo_waiting = False
        self._install()

    def rename_game(self, record_key: str) -> None:
        """Go on with the game under a new record key: a copy of it, kept apart."""
        self._session.rename(record_key)

    def past_events(self) -> list[Event]:
        """Everything that has happened in this game so far, as the person saw it happen: what
        a log tells again after a game is loaded or a move taken back."""
        assert self.session is not None
        return self.session.past_events(self.person)

    def plays_here(self) -> bool:
        """Whether the game is played in this process, so that it can be restarted and saved
        here (a shared table's is the server's)."""
        return True

    def restart(self) -> None:
        """Start the same game again from its first deal."""
        if self.setup is not None:
            self.new_game(self.setup.started_again())

    def _install(self) -> None:
        self._generation += 1
        self._turn = None
        self._awaiting_table = False
        self._next_deal = []
        self.table_reset.emit(self.snapshot())
        self._emit_notes()

    def refresh_notes(self) -> None:
        """Say the caption and the seat notes again (after a setting changed their words)."""
        self._emit_notes()

    def retell(self) -> None:
        """Say everything the table shows in words again, in the language now in use: the
        caption, the notes and what the person is asked to do."""
        if self.session is None:
            return
        self._emit_notes()
        if self._turn is not None:
            self._turn = self._presenter.person_turn(self.state, self.person)
            self.status_changed.emit(self._turn.prompt)
            self.turn_changed.emit(self._turn)
        elif not self._awaiting_table:  # who won, or who is thinking
            self.status_changed.emit(self._winner_text() if self.state.is_over
                                     else self._waiting_words())

    @property
    def _presenter(self) -> Presenter[Any]:
        assert self.presenter is not None
        return self.presenter

    @property
    def _session(self) -> LocalSession:
        assert self.session is not None
        return self.session

    def _emit_notes(self) -> None:
        view = self.person_view()
        counts = self.loser_counts
        self._noted_view = view
        self._caption = self._presenter.caption(view, counts)
        self.notes_changed.emit(self._caption, self.seat_notes(view))

    def seat_notes(self, view: Any) -> list[str]:
        """The note under each seat's name: the game's (a shared table adds who is away)."""
        return self._presenter.seat_notes(view, self.loser_counts)

    def _emit_closing_notes(self, events: list[Event]) -> None:
        """When a move ends a deal, show the notes as the deal ended (the last trick counted)
        until the next deal's notes replace them."""
        notes = self._presenter.closing_notes(self._noted_view, events, self.loser_counts)
        if notes is not None:
            self.notes_changed.emit(self._caption, notes)

    # ---- what the table may ask -----------------------------------------------------------------

    @property
    def person(self) -> int:
        """The person's seat."""
        return self.setup.person if self.setup else 0

    def snapshot(self) -> TableSnapshot:
        """The table as the person sees it now."""
        assert self.setup is not None
        return TableSnapshot(self.state.view(self.person),
                             tuple(s.name for s in self.setup.seats), self.person)

    def seat_view(self, seat: int) -> Any:
        """What ``seat`` may know: the view its computer player decides on."""
        return self._session.view(seat)

    def person_view(self) -> Any:
        """The person's view of the game."""
        return self._session.view(self.person)

    def knowledge_lines(self, seat: int, names: Sequence[str]) -> list[str]:
        """What the computer player of ``seat`` knows, in sentences."""
        return self._presenter.knowledge_lines(self.seat_view(seat), names)

    def hint_cards(self, action: Action) -> list[Card]:
        """The cards of the person's hand that a suggested action uses, to point at them."""
        if self._turn is None:
            return []
        actions = self._hinted if action in self._hinted else [action]
        return [c for a in actions for c in self._presenter.hint_cards(self._turn, a)]

    @property
    def turn(self) -> PersonTurn | None:
        """What the person is asked to do now, or None while someone else acts."""
        return self._turn

    @property
    def next_deal_waiting(self) -> bool:
        """Whether the next deal's news waits for the person to read the summary of the deal
        that ended: the table is not matched to the new deal before then."""
        return bool(self._next_deal)

    @property
    def busy(self) -> bool:
        """Whether the table is still showing something or a computer player is thinking."""
        return self._awaiting_table or self._turn is None

    # ---- the person's decisions -----------------------------------------------------------------

    def decide(self, actions: Sequence[Action]) -> bool:
        """Take the person's decision (a card, a choice, the cards of a pass or a play); say
        why not when it is refused, in the game's words or else the engine's reason."""
        turn = self._turn
        if self.state is None or self.state.is_over:
            return self._refuse(self.tr("The game is over: start a new one."))
        if turn is None or self._awaiting_table:
            return self._refuse(self.tr("Please wait for your turn."))
        reason = self._presenter.refusal(turn, list(actions))
        if reason:
            return self._refuse(reason)
        try:
            events = self._session.decide(list(dict.fromkeys(actions)))
        except IllegalAction as error:
            return self._refuse(translated(error.reason) if error.reason
                                else self.tr("That move is not allowed now."))
        self._turn = None
        self.turn_changed.emit(None)
        self._emit_events(events)
        return True

    def can_end_game(self) -> bool:
        """Whether the game is open-ended and may be ended now."""
        return self.state is not None and self._presenter.end_action(self.state) is not None

    def end_game(self) -> bool:
        """End an open-ended game now; drinks already taken still count."""
        action = self._presenter.end_action(self.state) if self.state is not None else None
        if action is None:
            return self._refuse(self.tr("Only an open-ended game can be ended early."))
        self._generation += 1  # a computer player's answer for the old position is dropped
        events = self._session.decide([action])
        self._turn = None
        self.turn_changed.emit(None)
        self._emit_events(events)
        return True

    def _refuse(self, reason: str) -> bool:
        self.refused.emit(reason)
        return False

    # ---- a hint ---------------------------------------------------------------------------------

    def hint(self) -> bool:
        """Ask the Expert, on a worker thread, what it would do in the person's place; the
        answer comes through ``hint_ready`` and is never played for him. For a pass it names
        every card to pass: the Expert is asked card after card, each put aside in a copy of
        the game."""
        turn = self._turn
        if self.state is None or turn is None or self._awaiting_table:
            return self._refuse(self.tr("A hint is given on your turn."))
        self._hint_expert = self._session.make_bot("expert")
        self._hint_at = len(self.state.log)
        self._hinted = []
        self._hint_trial = self.state.clone()
        self.status_changed.emit(self.tr("The Expert is thinking about a hint…"))
        self._ask_for_hint()
        return True

    def _ask_for_hint(self) -> None:
        trial = self._hint_trial
        rng = Rng(trial.seed ^ len(trial.log) ^ 0x4817)
        self._hinter.ask(self._generation, self.person, self._hint_expert,
                         trial.view(self.person), trial.legal_actions(), rng)

    def _hint_chosen(self, generation: int, seat: int, action: int) -> None:
        if (generation != self._generation or self._turn is None
                or len(self.state.log) != self._hint_at):
            return  # the position has moved on
        self._hinted.append(action)
        if self._turn.phase is Phase.PASS and len(self._hinted) < self._turn.to_choose:
            self._hint_trial.step(action)
            self._ask_for_hint()
            return
        words = self._presenter.hint_words(self.state, self._turn, self._hinted)
        self.status_changed.emit(self._turn.prompt)
        self.hint_ready.emit(self._hinted[0], words)

    # ---- undo, claim ----------------------------------------------------------------------------

    def person_decisions(self) -> list[int]:
        """Log positions where a decision of the person's began (a pass counts once); those
        the computer took in the person's seat are not the person's."""
        return self._session.decisions_of(self.person)

    def can_undo(self) -> bool:
        """Whether the person has a decision to take back (while the computer plays the
        seat, an undo says why it waits for the seat to be taken back)."""
        return (self.session is not None and not self.state.is_over
                and bool(self.person_decisions()))

    def undo_reach(self) -> UndoReach | None:
        """How far an undo would go back past the deal in play and the computer's moves in
        the person's seat (to ask first), or None when no undo can be done now."""
        if not self.can_undo() or self._why_no_undo():
            return None
        return undo_reach(self._session, self.person, self.person_decisions()[-1])

    def undo(self) -> bool:
        """Go back to just before the person's latest decision, rebuilt from the action log;
        while the table is showing a move, as soon as it has shown it."""
        if self.session is None:
            return False
        reason = self._why_no_undo()
        if reason:
            return self._refuse(reason)
        if self._awaiting_table:
            self._undo_waiting = True
            self.said.emit(self.tr("Undo: as soon as the table has shown this move."))
            return True
        return self._undo_now()

    def _why_no_undo(self) -> str:
        """Why the person's latest decision cannot be taken back now, or "" when it can."""
        if self.state.is_over:
            return self.tr("The game is over: it cannot be undone.")
        if self._session.handed_over(self.person):
            return self.tr("The computer is playing your seat: take it back before you undo.")
        if not self.person_decisions():
            return self.tr("There is nothing of yours to undo.")
        return ""

    def _undo_now(self) -> bool:
        """Do the undo asked for (one that waited may no longer be possible: say why); a
        thinking computer player's answer is dropped with the position it was for."""
        self._undo_waiting = False
        reason = self._why_no_undo()
        if reason:
            return self._refuse(reason)
        self._redo.remember(self._session)
        self._session.rewind(self.person_decisions()[-1])
        self._install()
        self._advance()
        return True

    def can_redo(self) -> bool:
        """Whether there are moves taken back to bring back."""
        return self.session is not None and bool(self._redo)

    def redo(self) -> bool:
        """Bring back what the latest undo took, as it was."""
        if not self.can_redo():
            return self._refuse(self.tr("There is nothing to redo."))
        self._redo.bring_back(self._session)
        self._install()
        self._advance()
        return True

    def hand_seat_to_computer(self) -> bool:
        """Let a computer player go on in the person's seat until the person takes it back.

        The seat keeps the person's name; the log positions the computer plays are kept, so
        the scoresheet and the history mark the deals that are not all the person's own.
        """
        if self.session is None or self.state.is_over:
            return False
        seat = self.person
        if self.session.bots[seat] is not None:
            return False
        self._redo.clear()  # what was undone was the person's to bring back, not the computer's
        self.session.hand_over(seat)
        self.setup_changed.emit()
        if self._turn is not None:
            self._turn = None
            self.turn_changed.emit(None)
            self._advance()
        return True

    def can_take_seat_back(self) -> bool:
        """Whether the computer is playing the person's seat in a game still going on."""
        return (self.session is not None and not self.state.is_over
                and self.session.handed_over(self.person))

    def take_seat_back(self) -> bool:
        """The person plays their seat again, from its next decision on (one the computer is
        thinking about now included)."""
        if not self.can_take_seat_back():
            return self._refuse(self.tr("The computer is not playing your seat."))
        seat = self.person
        self._session.take_back(seat)
        self.setup_changed.emit()
        thinking_for_seat = (not self._awaiting_table and self._turn is None
                             and self.state.to_act == seat)
        if thinking_for_seat:
            self._generation += 1  # its answer, when it comes, is not wanted any more
            self._advance()
        return True

    def can_claim(self) -> bool:
        """Whether the person, on lead, certainly wins every remaining trick."""
        if self._turn is None or self._turn.phase is not Phase.PLAY:
            return False
        return self._presenter.wins_every_trick(self.person_view())

    def claim(self) -> bool:
        """Play out the rest of the deal for a person whose cards win every trick."""
        if not self.can_claim():
            return self._refuse(self.tr("Your cards do not certainly win every trick."))
        session = self._session
        events: list[Event] = []
        deal = self.state.deal_no
        while not self.state.is_over and self.state.deal_no == deal:
            seat = self.state.to_act
            legal = self.state.legal_actions()
            bot = session.bots[seat]
            if seat == self.person or bot is None:
                action = max(legal, key=rank)
            else:
                action = bot.choose(self.state.view(seat), legal, session.bot_rng)
            events += session.decide([action])
        self._turn = None
        self.turn_changed.emit(None)
        self._emit_events(events)
        return True

    # ---- the loop: show, then ask ---------------------------------------------------------------

    def _emit_events(self, events: list[Event]) -> None:
        self._redo.clear()  # a move made: what was undone cannot come back after it
        self._awaiting_table = True
        if self.state.is_over:  # nobody is thinking any more: the end is being shown
            self.status_changed.emit("")
        shown, self._next_deal = until_next_deal(self._session.events_for(self.person, events))
        self._emit_closing_notes(events)
        self.events_applied.emit(shown)

    def animations_finished(self) -> None:
        """The table has shown everything it was sent: tell the next deal's news that waited
        for the deal's summary to be read, else move on to the next decision."""
        if not self._awaiting_table:
            return
        if self._next_deal:
            news, self._next_deal = self._next_deal, []
            self.events_applied.emit(news)
            return
        self._awaiting_table = False
        if self._undo_waiting and self._undo_now():
            return
        self._advance()

    def _advance(self) -> None:
        session = self._session
        state = self.state
        self._emit_notes()
        if state.is_over:
            self.status_changed.emit(self._winner_text())
            self.game_finished.emit(GameOver(state.winners, state.scores))
            return
        seat = state.to_act
        bot = session.bots[seat]
        if bot is None:  # the person (a seat handed over has a bot)
            legal = state.legal_actions()
            if state.phase is Phase.RESPOND and len(legal) == 1:
                # asked only so that nobody learns what the person holds: nothing to decide
                self._emit_events(session.decide(legal[:1]))
                return
            self._turn = self._presenter.person_turn(state, self.person)
            self.status_changed.emit(self._turn.prompt)
            self.turn_changed.emit(self._turn)
            return
        self._turn = None
        assert self.setup is not None
        if state.phase is Phase.PLAY:
            self.status_changed.emit(self._waiting_words())
        self._thinking.start()
        self._runner.ask(self._generation, seat, bot, state.view(seat), state.legal_actions(),
                         session.bot_rng.fork())

    def _bot_chose(self, generation: int, seat: int, action: int) -> None:
        if generation != self._generation or self.state.to_act != seat:
            return
        passing = self.state.phase is Phase.PASS
        wait = 0 if passing else max(0, self.bot_delay_ms - self._thinking.elapsed())
        QTimer.singleShot(wait, self, lambda: self._apply_bot(generation, seat, action))

    def _apply_bot(self, generation: int, seat: int, action: int) -> None:
        if generation != self._generation or self.state.to_act != seat:
            return
        try:
            events = self._session.decide([action])
        except IllegalAction as error:
            self._bot_failed(generation, seat, translated(error.reason))
            return
        self._emit_events(events)

    def _bot_failed(self, generation: int, seat: int, message: str) -> None:
        if generation != self._generation:
            return
        assert self.setup is not None
        if seat == self.person:
            text = self.tr("The computer playing for you could not decide ({message}); "
                           "a random legal card was played.").format(message=message)
        else:
            text = self.tr("{name} could not decide ({message}); "
                           "a random legal card was played.").format(
                name=self.setup.seats[seat].name, message=message)
        self.bot_failed.emit(text)
        legal = self.state.legal_actions()
        self._apply_bot(generation, seat, legal[self._session.bot_rng.below(len(legal))])

    # ---- words for the person -------------------------------------------------------------------

    def _waiting_words(self) -> str:
        """What the status line says while a computer player decides a card: who is thinking
        (the person's seat handed over says how to take it back); nothing for the quick
        decisions (a pass, a bid)."""
        seat = self.state.to_act
        if self.state.phase is not Phase.PLAY or self.setup is None:
            return ""
        if seat == self.person:
            return self.tr("The computer is playing for you — Game → Take my seat back")
        return self.tr("{name} is thinking…").format(name=self.setup.seats[seat].name)

    def _winner_text(self) -> str:
        assert self.setup is not None
        names = [s.name for s in self.setup.seats]
        return winners_text(self.state.winners, names, self.person)

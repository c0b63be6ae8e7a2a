"""The controller: owns the game, asks whoever acts next, and tells the table what happened.

One path for every move: a decision (the person's click or a bot's answer) is checked against
the legal actions, applied to the state, and the events that result go to the table, filtered to
what the person may see. The controller then waits for the table's "all shown" call before it
asks for the next decision, so the game never runs ahead of what the person has seen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from ..ai import make_bot
from ..ai.base import Bot, give_thinking_time
from ..ai.expert import DEFAULT_BUDGET_MS
from ..engine.cards import Card, rank, suit
from ..engine.events import Event, GameOver
from ..engine.games.black_lady.options import removed_cards
from ..engine.games.black_lady.view import BlackLadyView
from ..engine.games.ultimate_loser.plays import END_GAME, SWAP_BASE
from ..engine.protocol import Action, IllegalAction, Phase
from ..engine.registry import get
from ..engine.rng import Rng
from ..engine.visibility import Viewer, viewer_for, visible_event
from ..session.handovers import cut_back, hand_over, handed_over, take_back
from ..session.setup import PERSON, GameSetup, SeatSetup, TableSnapshot
from ..texts import translated
from .bot_worker import BotRunner
from .turns import PersonTurn, closing_notes, person_turn, seat_notes, table_caption


def wins_every_trick(view: BlackLadyView) -> bool:
    """Whether a seat on lead certainly takes every remaining trick.

    With no trumps that holds when each of its cards outranks every card of the same suit that
    it has not seen played (the unseen cards could lie anywhere). With two decks a twin could
    cancel a card, so no claim is offered there.
    """
    if not hasattr(view, "trick"):  # U-G-O has no tricks
        return False
    if view.trick or not view.hand or view.to_act != view.seat or view.options.get("cancellation"):
        return False
    if "removal" not in view.options:  # a game with trumps or a stock: not offered there yet
        return False
    unseen = set(range(52)) - set(view.hand) - set(view.played_cards()) - set(view.kitty)
    unseen -= set(removed_cards(view.options, view.players))
    return all(all(rank(c) > rank(o) for o in unseen if suit(o) == suit(c)) for c in view.hand)


class GameController(QObject):
    """Owns one game at a time and drives it; see the module docstring."""

    events_applied = Signal(object)   # list[Event], filtered for the person
    table_reset = Signal(object)      # TableSnapshot
    turn_changed = Signal(object)     # PersonTurn, or None while someone else acts
    status_changed = Signal(str)
    refused = Signal(str)             # why a click did nothing
    game_finished = Signal(object)    # GameOver
    bot_failed = Signal(str)
    notes_changed = Signal(str, object)  # the table's caption, and a note per seat
    hint_ready = Signal(int, str)     # the Expert's suggestion for the person, and its words
    setup_changed = Signal()          # a seat handed to the computer or taken back

    def __init__(self, bot_delay_ms: int = 0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.bot_delay_ms = bot_delay_ms
        self._runner = BotRunner(parent=self)
        self._runner.chosen.connect(self._bot_chose)
        self._runner.failed.connect(self._bot_failed)
        self._hinter = BotRunner(parent=self)
        self._hinter.chosen.connect(self._hint_chosen)
        self._hint_at = -1  # the position (log length) a hint was asked for
        self._generation = 0
        self._awaiting_table = False
        self._thinking = QElapsedTimer()
        self.setup: GameSetup | None = None
        self.state: Any = None
        self._bots: list[Bot | None] = []
        self._bot_rng = Rng(0)
        self._turn: PersonTurn | None = None
        self.loser_counts = "drinks"  # what Ultimate Loser's notes call drinks
        self._noted_view: Any = None  # the person's view the notes on show were made from
        self._caption = ""
        self._expert_budget_ms = DEFAULT_BUDGET_MS

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
        for bot in self._bots:
            give_thinking_time(bot, ms)

    def _make_bot(self, kind: str) -> Bot:
        assert self.setup is not None
        bot = make_bot(kind, self.setup.game_id)
        give_thinking_time(bot, self._expert_budget_ms)
        return bot

    def _begin(self, setup: GameSetup, actions: Sequence[Action]) -> None:
        self.setup = setup
        self._bots = [None if s.kind == PERSON else self._make_bot(s.kind) for s in setup.seats]
        self._bot_rng = Rng(setup.seed ^ 0xB07)
        self._install(self._replayed(actions))

    def _replayed(self, actions: Sequence[Action]) -> Any:
        """A fresh state of the current setup with ``actions`` applied."""
        assert self.setup is not None
        setup = self.setup
        state = get(setup.game_id).new_game(setup.options, setup.seed, setup.players,
                                            setup.preset)
        for action in actions:
            state.step(action)
        return state

    def past_events(self) -> list[Event]:
        """Everything that has happened in this game so far, as the person saw it happen: what
        a log tells again after a game is loaded or a move taken back."""
        assert self.setup is not None
        setup = self.setup
        replay = get(setup.game_id).new_game(setup.options, setup.seed, setup.players,
                                             setup.preset)
        events = list(replay.initial_events())
        for action in self.state.log:
            events.extend(replay.apply(action))
        viewer = self._viewer()
        return [visible_event(e, viewer) for e in events]

    def restart(self) -> None:
        """Start the same game again from its first deal."""
        if self.setup is not None:
            self.new_game(self.setup.started_again())

    def _install(self, state: Any) -> None:
        self._generation += 1
        self.state = state
        self._turn = None
        self._awaiting_table = False
        self.table_reset.emit(self.snapshot())
        self._emit_notes()

    def refresh_notes(self) -> None:
        """Say the caption and the seat notes again (after a setting changed their words)."""
        self._emit_notes()

    def retell(self) -> None:
        """Say everything the table shows in words again, in the language now in use: the
        caption, the notes and what the person is asked to do."""
        if self.setup is None:
            return
        self._emit_notes()
        if self._turn is not None:
            self._turn = person_turn(self.state, self.person)
            self.status_changed.emit(self._turn.prompt)
            self.turn_changed.emit(self._turn)

    def _emit_notes(self) -> None:
        view = self.person_view()
        counts = self.loser_counts
        self._noted_view = view
        self._caption = table_caption(view, counts)
        self.notes_changed.emit(self._caption, seat_notes(view, counts))

    def _emit_closing_notes(self, events: list[Event]) -> None:
        """When a move ends a deal, show the notes as the deal ended (the last trick counted)
        until the next deal's notes replace them."""
        notes = closing_notes(self._noted_view, events, self.loser_counts)
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
        return self.state.view(seat)

    def person_view(self) -> BlackLadyView:
        """The person's view of the game."""
        view: BlackLadyView = self.state.view(self.person)
        return view

    def last_trick(self) -> tuple[tuple[int, Card], ...] | None:
        """The most recent finished trick of the deal, as played, or None."""
        tricks = self.person_view().tricks
        return tricks[-1] if tricks else None

    @property
    def turn(self) -> PersonTurn | None:
        """What the person is asked to do now, or None while someone else acts."""
        return self._turn

    @property
    def busy(self) -> bool:
        """Whether the table is still showing something or a computer player is thinking."""
        return self._awaiting_table or self._turn is None

    # ---- the person's decisions -----------------------------------------------------------------

    def play(self, card: Card) -> bool:
        """Play a card for the person; say why not when it is refused."""
        turn = self._turn
        if self.state is None or self.state.is_over:
            return self._refuse(self.tr("The game is over: start a new one."))
        if turn is None or self._awaiting_table:
            return self._refuse(self.tr("Please wait for your turn."))
        if turn.phase is not Phase.PLAY:
            return self._refuse(self._first_things_first(turn.phase))
        if card not in turn.legal:
            return self._refuse(turn.reasons.get(card) or self.tr("That card cannot be played."))
        self._apply_person([card])
        return True

    def _first_things_first(self, phase: Phase) -> str:
        """Why a card cannot be played yet: the decision that comes before it."""
        if phase is Phase.PASS:
            return self.tr("Choose the cards to pass first.")
        if phase is Phase.BID:
            return self.tr("Make your bid first.")
        if phase is Phase.CHOOSE_TRUMP:
            return self.tr("Name trumps first.")
        if phase is Phase.ROCK_PAPER_SCISSORS:
            return self.tr("Choose rock, paper or scissors first.")
        return self.tr("Answer the question first.")

    def choose(self, action: Action) -> bool:
        """Take a non-card decision for the person: naming trumps, a bid."""
        turn = self._turn
        if turn is None or self._awaiting_table or not turn.choices:
            return self._refuse(self.tr("Please wait for your turn."))
        if turn.duel:  # the choice bar lists whatever the person picked on the table
            return self.act(action)
        found = [c for c in turn.choices if c.action == action]
        if not found or not found[0].enabled:
            reason = found[0].reason if found else ""
            return self._refuse(reason or self.tr("That choice is not allowed now."))
        self._apply_person([action])
        return True

    def play_combination(self, cards: Sequence[Card]) -> bool:
        """Play the chosen cards as one play (Ultimate Loser); say why not when refused."""
        turn = self._turn
        if turn is None or self._awaiting_table or not turn.combining:
            return self._refuse(self.tr("Please wait for your turn."))
        action = turn.plays.get(frozenset(cards))
        if action is None:
            return self._refuse(self.tr("Those cards do not make a play allowed now."))
        self._apply_person([action])
        return True

    def act(self, action: Action) -> bool:
        """Take one U-G-O action for the person (a pick, a drag, a choice); say why not."""
        turn = self._turn
        if turn is None or self._awaiting_table or not turn.duel:
            return self._refuse(self.tr("Please wait for your turn."))
        if action not in turn.actions:
            reason = self.state.why_illegal(action)
            return self._refuse(translated(reason) if reason
                                else self.tr("That move is not allowed now."))
        self._apply_person([action])
        return True

    def swap_with_gin(self, card: Card) -> bool:
        """Pass and swap a hand card for the face-up gin card (Ultimate Loser)."""
        turn = self._turn
        if turn is None or self._awaiting_table or not turn.combining:
            return self._refuse(self.tr("Please wait for your turn."))
        if card not in turn.swaps:
            return self._refuse(self.tr("The leader must play; you may swap only instead of "
                                        "playing on someone's lead."))
        self._apply_person([SWAP_BASE + card])
        return True

    def can_end_game(self) -> bool:
        """Whether the game is open-ended and may be ended now."""
        return (self.state is not None and not self.state.is_over
                and self.state.is_legal(END_GAME) and self.state.options.get("hands") == 0)

    def end_game(self) -> bool:
        """End an open-ended game now; drinks already taken still count."""
        if not self.can_end_game():
            return self._refuse(self.tr("Only an open-ended game can be ended early."))
        self._generation += 1  # a computer player's answer for the old position is dropped
        events = self.state.apply(END_GAME)
        self._turn = None
        self.turn_changed.emit(None)
        self._emit_events(events)
        return True

    def pass_cards(self, cards: Sequence[Card]) -> bool:
        """Pass the chosen cards for the person (all of them at once)."""
        turn = self._turn
        if turn is None or self._awaiting_table or turn.phase is not Phase.PASS:
            return self._refuse(self.tr("This is not the time to pass cards."))
        chosen = list(dict.fromkeys(cards))
        if len(chosen) != turn.to_choose:
            return self._refuse(self.tr("Choose exactly %n card(s) to pass.", "",
                                        turn.to_choose))
        bad = [c for c in chosen if c not in turn.legal]
        if bad:
            return self._refuse(turn.reasons.get(bad[0]) or self.tr("That card cannot be passed."))
        self._apply_person(chosen)
        return True

    def _refuse(self, reason: str) -> bool:
        self.refused.emit(reason)
        return False

    def _apply_person(self, actions: Sequence[Action]) -> None:
        events: list[Event] = []
        try:
            for action in actions:
                events += self.state.apply(action)
        except IllegalAction as error:  # checked above; a refusal here means a stale turn
            self._refuse(translated(error.reason))
            return
        self._turn = None
        self.turn_changed.emit(None)
        self._emit_events(events)

    # ---- a hint ---------------------------------------------------------------------------------

    def hint(self) -> bool:
        """Ask the Expert, on a worker thread, what it would do in the person's place; the
        answer comes through ``hint_ready`` and is never played for him."""
        turn = self._turn
        if self.state is None or turn is None or self._awaiting_table:
            return self._refuse(self.tr("A hint is given on your turn."))
        expert = self._make_bot("expert")
        rng = Rng(self.state.seed ^ len(self.state.log) ^ 0x4817)
        self._hint_at = len(self.state.log)
        self.status_changed.emit(self.tr("The Expert is thinking about a hint…"))
        self._hinter.ask(self._generation, self.person, expert, self.state.view(self.person),
                         self.state.legal_actions(), rng)
        return True

    def _hint_chosen(self, generation: int, seat: int, action: int) -> None:
        if (generation != self._generation or self._turn is None
                or len(self.state.log) != self._hint_at):
            return  # the position has moved on
        if self._turn.duel:
            from .duel_turns import describe

            words = describe(self._turn.view, action)
        else:
            words = translated(self.state.describe_action(action))
        self.status_changed.emit(self._turn.prompt)
        self.hint_ready.emit(action, words)

    # ---- undo, claim ----------------------------------------------------------------------------

    def person_decisions(self) -> list[int]:
        """Log positions where a decision of the person's began (a pass counts once); those
        the computer took in the person's seat are not the person's."""
        assert self.setup is not None
        state = self._replayed(())
        handovers = self.setup.handovers
        starts = []
        previous_was_person_pass = False
        for i, action in enumerate(self.state.log):
            answered = state.phase is Phase.RESPOND and len(state.legal_actions()) == 1
            computers = any(h.seat == self.person and h.covers(i) for h in handovers)
            mine = state.to_act == self.person and not (answered or computers)
            passing = state.phase is Phase.PASS
            if mine and not (passing and previous_was_person_pass):
                starts.append(i)
            previous_was_person_pass = mine and passing
            state.step(action)
        return starts

    def can_undo(self) -> bool:
        """Whether the person has a decision to take back."""
        return self.state is not None and bool(self.person_decisions())

    def undo(self) -> bool:
        """Go back to just before the person's latest decision, rebuilt from the action log."""
        if self.setup is None or self.state is None:
            return False
        if handed_over(self.setup.handovers, self.person):
            return self._refuse(self.tr("The computer is playing your seat: take it back "
                                        "before you undo."))
        starts = self.person_decisions()
        if not starts:
            return self._refuse(self.tr("There is nothing of yours to undo."))
        self.setup = replace(self.setup, handovers=cut_back(self.setup.handovers, starts[-1]))
        self._install(self._replayed(self.state.log[: starts[-1]]))
        self._advance()
        return True

    def hand_seat_to_computer(self) -> bool:
        """Let a computer player go on in the person's seat until the person takes it back.

        The seat keeps the person's name; the log positions the computer plays are kept, so
        the scoresheet and the history mark the deals that are not all the person's own.
        """
        if self.setup is None or self.state is None or self.state.is_over:
            return False
        seat = self.person
        if self._bots[seat] is not None:
            return False
        seats = list(self.setup.seats)
        seats[seat] = SeatSetup(seats[seat].name, "rule")
        self.setup = replace(self.setup, seats=tuple(seats), person_seat=seat,
                             handovers=hand_over(self.setup.handovers, seat,
                                                 len(self.state.log)))
        self._bots[seat] = self._make_bot("rule")
        self.setup_changed.emit()
        if self._turn is not None:
            self._turn = None
            self.turn_changed.emit(None)
            self._advance()
        return True

    def can_take_seat_back(self) -> bool:
        """Whether the computer is playing the person's seat in a game still going on."""
        return (self.setup is not None and self.state is not None and not self.state.is_over
                and handed_over(self.setup.handovers, self.person))

    def take_seat_back(self) -> bool:
        """The person plays their seat again, from its next decision on (one the computer is
        thinking about now included)."""
        if not self.can_take_seat_back():
            return self._refuse(self.tr("The computer is not playing your seat."))
        assert self.setup is not None
        seat = self.person
        seats = list(self.setup.seats)
        seats[seat] = SeatSetup(seats[seat].name, PERSON)
        self.setup = replace(self.setup, seats=tuple(seats),
                             handovers=take_back(self.setup.handovers, seat,
                                                 len(self.state.log)))
        self._bots[seat] = None
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
        return wins_every_trick(self.person_view())

    def claim(self) -> bool:
        """Play out the rest of the deal for a person whose cards win every trick."""
        if not self.can_claim():
            return self._refuse(self.tr("Your cards do not certainly win every trick."))
        events: list[Event] = []
        deal = self.state.deal_no
        while not self.state.is_over and self.state.deal_no == deal:
            seat = self.state.to_act
            legal = self.state.legal_actions()
            bot = self._bots[seat]
            if seat == self.person or bot is None:
                action = max(legal, key=rank)
            else:
                action = bot.choose(self.state.view(seat), legal, self._bot_rng)
            events += self.state.apply(action)
        self._turn = None
        self.turn_changed.emit(None)
        self._emit_events(events)
        return True

    # ---- the loop: show, then ask ---------------------------------------------------------------

    def _emit_events(self, events: list[Event]) -> None:
        viewer = self._viewer()
        self._awaiting_table = True
        self._emit_closing_notes(events)
        self.events_applied.emit([visible_event(e, viewer) for e in events])

    def _viewer(self) -> Viewer:
        return viewer_for(self.state, self.person)

    def animations_finished(self) -> None:
        """The table has shown everything it was sent: move on to the next decision."""
        if not self._awaiting_table:
            return
        self._awaiting_table = False
        self._advance()

    def _advance(self) -> None:
        state = self.state
        self._emit_notes()
        if state.is_over:
            self.status_changed.emit(self._winner_text())
            self.game_finished.emit(GameOver(state.winners, state.scores))
            return
        seat = state.to_act
        if self._bots[seat] is None:  # the person (a seat handed over has a bot)
            legal = state.legal_actions()
            if state.phase is Phase.RESPOND and len(legal) == 1:
                # asked only so that nobody learns what the person holds: nothing to decide
                self._emit_events(state.apply(legal[0]))
                return
            self._turn = person_turn(state, self.person)
            self.status_changed.emit(self._turn.prompt)
            self.turn_changed.emit(self._turn)
            return
        self._turn = None
        assert self.setup is not None
        if state.phase is Phase.PLAY:
            self.status_changed.emit(self.tr("{name} is thinking…").format(
                name=self.setup.seats[seat].name))
        self._thinking.start()
        bot = self._bots[seat]
        assert bot is not None
        self._runner.ask(self._generation, seat, bot, state.view(seat), state.legal_actions(),
                         self._bot_rng.fork())

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
            events = self.state.apply(action)
        except IllegalAction as error:
            self._bot_failed(generation, seat, translated(error.reason))
            return
        self._emit_events(events)

    def _bot_failed(self, generation: int, seat: int, message: str) -> None:
        if generation != self._generation:
            return
        assert self.setup is not None
        self.bot_failed.emit(self.tr("{name} could not decide ({message}); "
                                     "a random legal card was played.").format(
            name=self.setup.seats[seat].name, message=message))
        legal = self.state.legal_actions()
        self._apply_bot(generation, seat, legal[self._bot_rng.below(len(legal))])

    # ---- words for the person -------------------------------------------------------------------

    def _winner_text(self) -> str:
        assert self.setup is not None
        names = [self.setup.seats[s].name for s in self.state.winners]
        return self.tr("Game over: %n winner(s): {names}.", "", len(names)).format(
            names=", ".join(names))

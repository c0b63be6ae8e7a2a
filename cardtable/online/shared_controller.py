"""The controller of a seat at a shared table: the game runs on a server, and the window shows
it exactly as it shows a local game.

It is a ``GameController`` with a ``RemoteSession`` instead of a local one, so everything the
window knows (the signals, the presenter's prompts and refusals, the turn, the notes) works
unchanged. What differs is where the moves come from. The server's messages arrive through the
``ServerLink``; each decision's events and the view they leave wait as a step, and the steps
are shown one at a time, the next only after the table's ``animations_finished``, as a local
game waits for its computer players. The person is asked only when everything received has
been shown and the server's latest ``turn`` gives the seat its actions; the decision goes to
the server, and its events come back with everyone else's.

Undo, claiming the rest, handing the seat to the computer and ending the game early are a
local game's: at a shared table they are refused with a word why. A hint is the server's to
give, where the table allows it.

A spectator's controller (``spectator=True``) shows the public view the same way, step by
step, and is never asked anything: the status line says whose turn it is, and a decision or
a hint is refused.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

from PySide6.QtCore import QObject

from ..controller.game_controller import GameController
from ..controller.presenters import presenter_for
from ..engine.events import GameOver
from ..engine.protocol import Action, IllegalAction, Phase
from ..session.remote import RemoteSession
from ..session.setup import GameSetup
from ..texts import translated
from .link import CLOSED, RECONNECTING, ServerLink

MOVE_REFUSALS = ("illegal", "stale", "not-your-turn", "game-over", "not-kept", "slow-down")
"""The server's error codes that answer the seat's own move: the turn it answered stands."""


class SharedController(GameController):
    """A seat at a shared table, driven by the server's messages; see the module docstring."""

    def __init__(self, link: ServerLink, parent: QObject | None = None,
                 spectator: bool = False) -> None:
        super().__init__(0, parent)
        self.link = link
        self.spectator = spectator
        self.remote = RemoteSession(self._send_decision, spectator)
        self._finished = False  # game_finished has been said
        self._away: dict[int, str] = {}  # seat → who stands in, or "" for nobody yet
        link.received.connect(self.take)
        link.status.connect(self._connection)

    # ---- the server's news --------------------------------------------------------------------

    def take(self, message: Mapping[str, Any]) -> None:
        """One message from the server: the game's news goes to the session, and whatever can
        be shown or asked now is."""
        kind = message["type"]
        if kind == "seated" and not self.spectator:
            self.link.showing = message["table"]  # said at each sign-in: the seat is here
            # only while a window shows it
        if kind in ("seated", "events", "table", "turn", "over"):
            self.remote.take(message)
        if kind == "seated" and self.remote.waiting_for_seat:
            self.status_changed.emit(self.tr("Someone else is playing your seat; you take "
                                             "it back when the next deal begins."))
        elif kind == "seated":
            self._seated()
        elif kind in ("table", "turn", "over") and self._idle():
            self._advance()
        elif kind == "hint":
            self._hint_came(message["action"])
        elif kind == "seats":
            self._seats(message["seats"])
        elif kind == "error":
            self.refused.emit(translated(message["words"]))
            if message["code"] in MOVE_REFUSALS:
                self.remote.refused()
                if self._idle():
                    self._advance()

    def _seats(self, seats: Sequence[Mapping[str, Any]]) -> None:
        """Who is away: the plates say it, and who stands in for them."""
        away = {}
        for seat in seats:
            if seat["kind"] != "person" or seat.get("here"):
                continue
            player = seat.get("player")
            away[seat["seat"]] = ("computer" if seat.get("computer") else
                                  player if player and player != seat["name"] else "")
        if away != self._away:
            self._away = away
            if self.session is not None and self.remote.begun:
                self._emit_notes()

    def seat_notes(self, view: Any) -> list[str]:
        notes = super().seat_notes(view)
        for seat, stand_in in self._away.items():
            if not 0 <= seat < len(notes):
                continue
            if stand_in == "computer":
                said = self.tr("away: the computer plays")
            elif stand_in:
                said = self.tr("away: {name} plays").format(name=stand_in)
            else:
                said = self.tr("away")
            notes[seat] = f"{notes[seat]}\n{said}" if notes[seat] else said
        return notes

    def _connection(self, state: str) -> None:
        """Say when the connection is lost and when it is given up; once it is back, the
        server tells the table again and the game goes on by itself."""
        if state == RECONNECTING:
            self.status_changed.emit(self.tr("The connection to the table was lost; "
                                             "trying again…"))
        elif state == CLOSED and self.session is not None and not self._finished:
            self.status_changed.emit(self.tr("Not connected to the table."))

    def _seated(self) -> None:
        """Sitting down: the game's words are its presenter's; the table is drawn when its
        first view comes."""
        # The controller's session is the remote one: it has every member the controller
        # uses at a shared table (the rest is refused below), though it is no LocalSession.
        self.session = cast(Any, self.remote)
        self.presenter = presenter_for(self.remote.setup.game_id)
        self._finished = False
        self._generation += 1
        self._turn = None
        self._awaiting_table = False

    def _idle(self) -> bool:
        """Seated, and nothing is being shown: what comes next may be shown or asked at
        once."""
        return self.session is not None and not self._awaiting_table

    @property
    def state(self) -> Any:
        """The game as the seat sees it on the table now, or None before its first view."""
        return self.remote.state if self.session is not None and self.remote.begun else None

    def _send_decision(self, actions: Sequence[Action], log: int) -> None:
        self.link.send("act", actions=list(actions), log=log)

    # ---- the loop: show each step, then ask ---------------------------------------------------

    def _advance(self) -> None:
        """Show the next step received, or else ask the person if the server says it is
        their turn, or else say the game is over."""
        remote = self.remote
        if remote.waiting:
            step = remote.next_step()
            if step.fresh:
                self._install()
            if step.events:
                self._emit_events(list(step.events))
                return
        if not remote.begun:
            return
        self._emit_notes()
        over = remote.over
        if over is not None:
            if not self._finished:
                self._finished = True
                self._turn = None
                self.turn_changed.emit(None)
                self.status_changed.emit(self._winner_text())
                self.game_finished.emit(over)
            return
        if remote.my_turn:
            self._ask_person()
        elif remote.caught_up and remote.spectator:
            self._say_whose_turn()
        elif remote.caught_up:
            self._someone_else_acts()

    def _ask_person(self) -> None:
        state = self.state
        legal = state.legal_actions()
        if state.phase is Phase.RESPOND and len(legal) == 1:
            # asked only so that nobody learns what the person holds: nothing to decide
            self.remote.decide(legal[:1])
            return
        self._turn = self._presenter.person_turn(state, self.person)
        self.status_changed.emit(self._turn.prompt + self._time_left())
        self.turn_changed.emit(self._turn)

    def _time_left(self) -> str:
        """At a table with a time per move: how long the person has before the computer
        plays the move for them, as the server counted it when it asked."""
        turn = self.remote.turn_message
        seconds = turn.get("seconds") if turn is not None else None
        if not seconds:
            return ""
        return " " + self.tr("(%n second(s) left, then the computer plays)", "", seconds)

    def _someone_else_acts(self) -> None:
        if self._turn is not None:
            self._turn = None
            self.turn_changed.emit(None)
        if self.state.phase is Phase.PLAY:
            seat = self.state.to_act
            if 0 <= seat < len(self.remote.setup.seats):
                self.status_changed.emit(self.tr("{name} is thinking…").format(
                    name=self.remote.setup.seats[seat].name))

    def _say_whose_turn(self) -> None:
        seat = self.state.to_act
        if 0 <= seat < len(self.remote.setup.seats):
            self.status_changed.emit(self.tr("Watching: it is {name}'s turn.").format(
                name=self.remote.setup.seats[seat].name))
        else:
            self.status_changed.emit(self.tr("Watching the table."))

    # ---- the person's decisions ---------------------------------------------------------------

    def decide(self, actions: Sequence[Action]) -> bool:
        """Send the person's decision to the server, once it fits the question asked; its
        events come back from the server and are shown as everyone's are."""
        turn = self._turn
        if self.remote.spectator:
            return self._refuse(self.tr("You are watching this table: a spectator does not "
                                        "play."))
        if self.session is None or self._finished:
            return self._refuse(self.tr("The game is over."))
        if turn is None or self._awaiting_table or not self.remote.my_turn:
            return self._refuse(self.tr("Please wait for your turn."))
        reason = self._presenter.refusal(turn, list(actions))
        if reason:
            return self._refuse(reason)
        try:
            self.remote.decide(list(dict.fromkeys(actions)))
        except IllegalAction as error:
            return self._refuse(translated(error.reason))
        self._turn = None
        self.turn_changed.emit(None)
        self.status_changed.emit(self.tr("Sent; waiting for the table…"))
        return True

    def hint(self) -> bool:
        """Ask the server's Expert, where the table gives hints."""
        if self.remote.spectator:
            return self._refuse(self.tr("A spectator gets no hints."))
        if not self.remote.table_options.get("hints"):
            return self._refuse(self.tr("Hints are off at this table."))
        if self._turn is None or self._awaiting_table:
            return self._refuse(self.tr("A hint is given on your turn."))
        self.link.send("hint")
        self.status_changed.emit(self.tr("The Expert is thinking about a hint…"))
        return True

    def _hint_came(self, action: Action) -> None:
        if self._turn is None:
            return  # the position has moved on
        words = self._presenter.describe(self.state, self._turn, action)
        self.status_changed.emit(self._turn.prompt)
        self.hint_ready.emit(action, words)

    def retell(self) -> None:
        """Say the table's words again in a new language, once there is a table to say them
        of (seated before the game begins, there is none yet)."""
        if self.remote.begun:
            super().retell()

    # ---- what only a local game does ----------------------------------------------------------

    def new_game(self, setup: GameSetup) -> None:
        """A shared table plays the server's game only."""
        self._refuse(self.tr("This window plays a shared table: start a new game in another "
                             "window."))

    def load(self, setup: GameSetup, actions: Sequence[Action]) -> None:
        self.new_game(setup)

    def restart(self) -> None:
        self.new_game(self.remote.setup)

    def plays_here(self) -> bool:
        return False

    def seat_view(self, seat: int) -> Any:
        """Only the person's own seat is known here."""
        return self.remote.view(seat)

    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return self._refuse(self.tr("Undo is off at a shared table."))

    def can_claim(self) -> bool:
        return False

    def claim(self) -> bool:
        return self._refuse(self.tr("Claiming the rest is off at a shared table: play it "
                                    "out."))

    def hand_seat_to_computer(self) -> bool:
        return self._refuse(self.tr("At a shared table the server's computer takes your seat "
                                    "if you leave it."))

    def can_take_seat_back(self) -> bool:
        return False

    def take_seat_back(self) -> bool:
        return self._refuse(self.tr("The computer is not playing your seat."))

    def can_end_game(self) -> bool:
        return False

    def end_game(self) -> bool:
        return self._refuse(self.tr("A shared game cannot be ended early."))

    def final_over(self) -> GameOver | None:
        """The end of the game as the server told it, once it has been shown."""
        return self.remote.over

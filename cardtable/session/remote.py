"""The session of a seat at a shared table: the game is played on a server, and this side only
reads what the server tells its seat and sends the seat's decisions back.

The server is the referee (``net/referee.py``). For every decision it sends the seat an
``events`` message (what happened, as the seat may see it) and a ``table`` message (the seat's
view once they happened), then a ``turn`` (whose decision it is; the seat to act also gets its
legal actions, why its other cards are barred and the words of its choices) or ``over``.
``RemoteSession.take`` reads those messages into typed events and views and keeps them as
*steps* still to show, so the window shows every decision as it happened, one after another,
exactly as it shows a local game's.

What the controller reads of a game (``state``) is a small façade over the step on show and
the latest turn, with the names a local engine state has: the controller and the game's
presenter cannot tell the two apart, and nothing of another seat is ever here to leak. A
decision goes to the server through the ``send`` callback; its events come back like everyone
else's. No Qt and no network here: the connection is the app's (``online/link.py``).

A *spectator's* session (``spectator=True``) is seated at ``PUBLIC`` and reads the table as the
server shows it to every spectator: the public view (no hand; every seat's cards are counted,
not named) and the public events. It never has a turn, and sends nothing. A seat's owner whom
the server seats at ``PUBLIC`` for a while (back while a substitute plays the seat, until the
next deal) is no spectator: that session waits, and reads nothing of the game until the seat
is given back.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.events import Event, GameOver
from ..engine.protocol import Action, IllegalAction, Phase
from ..engine.registry import get
from ..engine.texts import N_
from ..engine.visibility import PUBLIC
from ..storage.plain import event_from_plain, view_from_plain
from .setup import PERSON, GameSetup, SeatSetup
from .table import Session

Send = Callable[[Sequence[Action], int], None]
"""Hands a decision to the server: the actions, and the log length they were decided at."""


@dataclass(frozen=True)
class Step:
    """One thing to show: a decision's events and the view they leave. ``fresh`` steps draw
    the table anew from their view first: the deal at the start, or a table joined (or
    rejoined) in the middle, whose past is told in the log rather than played again."""

    events: tuple[Event, ...]
    view: Any
    log: int
    fresh: bool = False


class RemoteSession(Session):
    """One seat's side of a shared table; see the module docstring."""

    def __init__(self, send: Send, spectator: bool = False) -> None:
        self._send = send
        self.spectator = spectator  # opened to watch the table, not to play a seat
        self.table = ""
        self.seat = PUBLIC if spectator else 0
        self.watching = False  # seated as a spectator (the server's seat -1)
        self.table_options: dict[str, Any] = {}
        self._setup: GameSetup | None = None
        self._steps: deque[Step] = deque()
        self._events: list[Event] = []  # an ``events`` message waiting for its ``table``
        self._fresh = True  # the next step draws the table anew
        self._past: list[Event] = []  # everything shown or to show, for the game's log
        self._shown: Step | None = None
        self._turn: dict[str, Any] | None = None
        self._answered: dict[str, Any] | None = None  # the turn a decision was sent for
        self._over: dict[str, Any] | None = None
        self._winners: tuple[int, ...] | None = None
        self.state = RemoteState(self)

    # ---- what the server says ---------------------------------------------------------------

    def take(self, message: Mapping[str, Any]) -> None:
        """Read one message the server sent (checked against the protocol already); the
        messages that are not about the game (chat, seats, the lobby) change nothing here."""
        kind = message["type"]
        if kind == "seated":
            self._seated(message)
        elif self.waiting_for_seat:
            return  # the public view is not the seat's: nothing of it is shown here
        elif kind == "events":
            self._events = [event_from_plain(e) for e in message["events"]]
        elif kind == "table" and self._setup is not None:
            self._table(message)
        elif kind == "turn":
            self._turn, self._answered = dict(message), None
        elif kind == "over":
            self._over = dict(message)

    def _seated(self, message: Mapping[str, Any]) -> None:
        """Sitting down (or coming back): who plays where and by which rules. What follows
        is the game so far, which draws the table anew."""
        seat = message["seat"]
        self.watching = seat < 0
        if self.waiting_for_seat:
            # an owner back while a substitute plays the seat waits until the next deal,
            # when the server seats them again
            return
        names = [str(n or "") for n in message["names"]]
        self.table, self.seat = message["table"], seat
        self.table_options = dict(message["table_options"] or {})
        # every seat is a person's to the window: the computer players are the server's, and
        # nothing of what they know is here to show
        self._setup = GameSetup(message["game"], message["players"], 0,
                                tuple(SeatSetup(n, PERSON) for n in names),
                                dict(message["options"] or {}), message["preset"],
                                person_seat=seat, record_key=message["table"])
        self._steps.clear()
        self._events, self._past, self._fresh = [], [], True
        self._turn = self._answered = None

    def _table(self, message: Mapping[str, Any]) -> None:
        assert self._setup is not None
        view = view_from_plain(self._setup.game_id, message["view"])
        if view.seat != self.seat:
            raise ValueError(f"the server sent seat {view.seat}'s view to seat {self.seat}")
        events = tuple(self._events)
        self._events = []
        for event in events:
            if isinstance(event, GameOver):
                self._winners = event.winners
        if self._fresh and message["log"] > 0:
            # a game joined in the middle: its past goes to the log, not to the animator
            self._past = list(events)
            events = ()
        else:
            self._past += events
        self._steps.append(Step(events, view, message["log"], self._fresh))
        self._fresh = False

    @property
    def waiting_for_seat(self) -> bool:
        """A seat's owner seated as a spectator until the seat is theirs again: what the
        server sends meanwhile is the public view, not the seat's, and is not read."""
        return self.watching and not self.spectator

    # ---- what the controller shows ------------------------------------------------------------

    @property
    def begun(self) -> bool:
        """Whether a view of the game is on show: before it there is no game to read."""
        return self._shown is not None

    @property
    def waiting(self) -> int:
        """How many steps are still to show."""
        return len(self._steps)

    def next_step(self) -> Step:
        """The next step to show; from now on the game reads as that step left it."""
        self._shown = self._steps.popleft()
        return self._shown

    @property
    def caught_up(self) -> bool:
        """Everything received has been shown: a turn or the end may be acted on."""
        return self._shown is not None and not self._steps and not self._events

    @property
    def my_turn(self) -> bool:
        """Whether the seat is asked for a decision now (and everything is shown)."""
        t = self._turn
        return (self.caught_up and t is not None and t["seat"] == self.seat
                and bool(t.get("actions")) and self._over is None)

    @property
    def turn_message(self) -> Mapping[str, Any] | None:
        """The latest ``turn`` the server sent, until the seat answers it."""
        return self._turn

    @property
    def ending_winners(self) -> tuple[int, ...] | None:
        """The winners the game's last event named, once it has come."""
        return self._winners

    @property
    def over(self) -> GameOver | None:
        """The end of the game, once it is shown: the winners and the server's final scores."""
        if self._over is None or not self.caught_up:
            return None
        return GameOver(self.state.winners, tuple(self._over["scores"]))

    # ---- the Session interface ----------------------------------------------------------------

    @property
    def setup(self) -> GameSetup:
        if self._setup is None:
            raise ValueError("not seated at a table yet")
        return self._setup

    @property
    def shown(self) -> Step:
        if self._shown is None:
            raise ValueError("nothing of the game has been shown yet")
        return self._shown

    def view(self, seat: int) -> Any:
        if seat != self.seat:
            raise ValueError(f"seat {self.seat} cannot see seat {seat}'s view")
        return self.shown.view

    def decide(self, actions: Sequence[Action]) -> list[Event]:
        """Send the seat's decision to the server, once its first action is among the legal
        ones (the rest of a pass the server judges); the events come back as a step, so none
        are returned here. A spectator decides nothing."""
        if self.spectator:
            raise IllegalAction(N_("You are watching this table: a spectator does not play."))
        if not self.my_turn:
            raise IllegalAction(N_("It is not your turn."))
        if not actions or actions[0] not in self.legal_actions():
            first = actions[0] if actions else -1
            raise IllegalAction(self.state.why_illegal(first)
                                or N_("That move is not allowed now."))
        self._answered, self._turn = self._turn, None  # the next turn comes with the events
        self._send(list(actions), self.shown.log)
        return []

    def events_for(self, seat: int, events: Sequence[Event]) -> list[Event]:
        """The server sent each event as this seat may see it already."""
        return list(events)

    def past_events(self, seat: int) -> list[Event]:
        return list(self._past)

    def decisions_of(self, seat: int) -> list[int]:
        """Nothing is taken back at a shared table."""
        return []

    def handed_over(self, seat: int) -> bool:
        """The server's computer plays a seat left too long, not this side's."""
        return False

    def set_thinking_time(self, ms: int) -> None:
        """The computer players think on the server, for as long as the server says."""
        return None

    def refused(self) -> None:
        """The server refused the seat's decision (it came too late, or broke a rule only the
        server could judge): the turn it answered stands again, unless a newer one came."""
        if self._turn is None:
            self._turn, self._answered = self._answered, None


class RemoteState:
    """The game as the seat's controller and presenter read it: the view on show and the
    server's latest turn, under the names a local engine state has. Only the seat's own view
    is here; asking for another seat's is an error."""

    def __init__(self, session: RemoteSession) -> None:
        self._session = session

    @property
    def _view(self) -> Any:
        return self._session.shown.view

    @property
    def _choices(self) -> Mapping[str, Any]:
        turn = self._session.turn_message
        mine = turn is not None and turn["seat"] == self._session.seat
        return turn if mine and turn is not None else {}

    def view(self, seat: int) -> Any:
        return self._session.view(seat)

    @property
    def phase(self) -> Phase:
        return self._view.phase

    @property
    def to_act(self) -> int:
        return self._view.to_act

    @property
    def is_over(self) -> bool:
        return self._session.over is not None or self._view.phase is Phase.GAME_OVER

    @property
    def scores(self) -> tuple[int, ...]:
        over = self._session.over
        return over.scores if over is not None else tuple(self._view.scores)

    @property
    def winners(self) -> tuple[int, ...]:
        """Who won: as the game's end said, else the best score by the game's rules."""
        s = self._session
        if s.ending_winners is not None:
            return s.ending_winners
        scores = self.scores
        lower = get(s.setup.game_id).lower_wins(self.options)
        best = min(scores) if lower else max(scores)
        return tuple(seat for seat, score in enumerate(scores) if score == best)

    @property
    def options(self) -> Mapping[str, Any]:
        return self._session.setup.options

    @property
    def log(self) -> range:
        """The positions of the log so far: the actions themselves stay on the server, but
        its length says how far the game has gone (``len``, and whether it has begun)."""
        return range(self._session.shown.log)

    def legal_actions(self) -> list[Action]:
        return list(self._choices.get("actions") or [])

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    def why_illegal(self, action: Action) -> str | None:
        if self.is_legal(action):
            return None
        reasons = self._choices.get("reasons") or {}
        return reasons.get(str(action)) or None

    def describe_action(self, action: Action) -> str:
        names = self._choices.get("names") or {}
        return str(names.get(str(action), action))

"""The game at a shared table as it is played: the session once every person's seat is taken,
each decision kept before anyone is told of it, then told to each account as its seat may see
it, and the moments the computer decides: its players' moves, the move of a person whose time
ran out, a hint.

Each of the computer's decisions is found where the table thinks (``thinking``: at once, or in
the server's worker processes, answered later), so that the server's loop never waits on a
search; a table that answers later tells everyone whose turn it is meanwhile, and an answer the
table has moved past counts for nothing. What the people at the table send, and what the clock
does, is the ``Referee``'s (``referee.py``), which is built on this.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import Any, Protocol

from ..engine.events import Dealt, Event
from ..engine.protocol import BID_BASE, Action, IllegalAction, Phase
from ..engine.registry import get
from ..engine.rng import Rng
from ..engine.visibility import PUBLIC
from ..session.local import LocalSession
from ..session.setup import GameSetup, SeatSetup
from ..storage.saves import plain_data
from ..storage.seat_kinds import PERSON
from .messages import BadMessage, make
from .seats import Seat, TableOptions
from .thinking import AtOnce, Thinking, computer_move, hint_move

Out = tuple[str, dict[str, Any]]
"""A message to send, and the account to send it to."""


class Recorder(Protocol):
    """Where a table keeps what must survive the server: every decision before it is told,
    and the seats whenever they change."""

    def decided(self, table: str, start: int, actions: Sequence[Action]) -> None: ...
    def seated(self, table: str, description: dict[str, Any]) -> None: ...


class TableMoved(RuntimeError):
    """The recorder keeps this table no more: another process of the service plays it now
    (this one stalled past its lease). Nothing more of it may be told from here."""

    def __init__(self, table: str) -> None:
        super().__init__(f"table {table} is played elsewhere now")
        self.table = table


class Forgetful:
    """A recorder that keeps nothing: a table in a test, or one nobody needs to resume."""

    def decided(self, table: str, start: int, actions: Sequence[Action]) -> None:
        return None

    def seated(self, table: str, description: dict[str, Any]) -> None:
        return None


class TablePlay:
    """One table's game in play and who is told of it; see the module docstring."""

    def __init__(self, table: str, setup: GameSetup, options: TableOptions | None = None,
                 recorder: Recorder | None = None, code: str = "") -> None:
        self.table = table
        self.code = code
        self.setup = setup
        self.options = options or TableOptions()
        self.recorder = recorder or Forgetful()
        self.seats = [Seat(s.kind, owner=s.name if s.kind == PERSON and s.name else None)
                      for s in setup.seats]
        self.watchers: set[str] = set()
        self.session: LocalSession | None = None
        self.stand_ins: list[list[Any]] = []  # [seat, who, start, end or None]
        self.turn_since = 0.0  # when the person to act was asked
        self.now = 0.0
        self.creator = ""  # the account that made the table
        self.settled = False  # the server has charged the owners for the finished game
        self.thinking: Thinking = AtOnce()  # where computer players and hints think
        self.news: Callable[[list[Out]], None] = lambda out: None  # what is said when
        # thinking done elsewhere answers (the server sends it)
        self.moved: Callable[[str], None] = lambda table: None  # what the server does when
        # thinking done elsewhere answers and the table is found played elsewhere now
        self.asked_at: int | None = None  # the log length a computer's move is being found at

    # ---- who is here ----------------------------------------------------------------------

    @property
    def begun(self) -> bool:
        """Every person's seat was taken once: the game is under way."""
        return self.session is not None

    @property
    def over(self) -> bool:
        """The game has been played to its end."""
        return self.session is not None and self.session.is_over

    @property
    def accounts(self) -> dict[str, int]:
        """The accounts at the table and their seat (-1 for a spectator or an owner waiting for
        their seat), the ones whose connection is down included."""
        at: dict[str, int] = {a: PUBLIC for a in self.watchers}
        for seat, s in enumerate(self.seats):
            if s.owner is not None:
                at[s.owner] = PUBLIC
            if s.player is not None:
                at[s.player] = seat
        return at

    def listeners(self) -> dict[str, int]:
        """The accounts to tell what happens, with the seat whose eyes they see through."""
        return {a: seat for a, seat in self.accounts.items()
                if (a in self.watchers if seat == PUBLIC
                    else self.seats[seat].away_since is None)}

    def seat_of(self, account: str) -> int | None:
        """The seat ``account`` plays now, or None."""
        return next((i for i, s in enumerate(self.seats) if s.player == account), None)

    # ---- playing ----------------------------------------------------------------------------

    @property
    def _session(self) -> LocalSession:
        if self.session is None:
            raise BadMessage("not-begun", "the game begins when every person has sat down")
        return self.session

    @property
    def _log_length(self) -> int:
        return len(self.session.log) if self.session is not None else 0

    def _begin(self, actions: Sequence[Action] = ()) -> None:
        seats = tuple(SeatSetup(s.name, PERSON) if s.is_person else SeatSetup(
            computer_name(seat, s.kind), s.kind) for seat, s in enumerate(self.seats))
        self.setup = replace(self.setup, seats=seats)
        self.session = LocalSession(self.setup, actions)
        self.turn_since = self.now
        self._recorded()

    def _decide(self, actions: Sequence[Action]) -> list[Event]:
        """Apply a decision and keep it, or change nothing: the recorder writes it before
        anyone is told, and a decision it could not keep is taken back."""
        s = self._session
        start = len(s.log)
        try:
            events = s.decide(list(actions))  # a card named twice is refused, not merged
        except IllegalAction as refused:
            raise BadMessage("illegal", refused.reason) from None
        try:
            self.recorder.decided(self.table, start, s.log[start:])
        except TableMoved:
            s.rewind(start)
            raise
        except Exception:
            s.rewind(start)
            raise BadMessage("not-kept", "the server could not keep that move; try again"
                             ) from None
        return events

    def _person_to_act(self) -> bool:
        """Whether a present person (not the computer) decides now."""
        s = self.session
        if s is None or s.is_over:
            return False
        seat = self.seats[s.to_act]
        return seat.is_person and not seat.computer

    def _told(self, events: Sequence[Event]) -> list[Out]:
        """A decision's events, to each account as its seat may see them, each followed by
        the table they leave (so a client shows every decision as it was); seats go back to
        their owners as a new deal begins."""
        s = self._session
        if any(isinstance(e, Dealt) for e in events):
            self._owners_return()
        out: list[Out] = []
        for account, seat in self.listeners().items():
            out += [(account, self._events(s.events_for(seat, events))),
                    (account, self._table(seat))]
        return out

    def _owners_return(self) -> None:
        """Owners waiting for their seat take it back from the substitute as a deal begins."""
        for seat, s in enumerate(self.seats):
            if s.returning and s.owner is not None:
                self._end_stand_in(seat)
                if s.player is not None and s.player != s.owner:
                    self.watchers.add(s.player)
                here = s.owner in self.watchers
                s.player, s.returning, s.computer = s.owner, False, False
                s.away_since = None if here else self.now
                self.watchers.discard(s.owner)
                self._recorded()

    def _end_stand_in(self, seat: int) -> None:
        for stand_in in self.stand_ins:
            if stand_in[0] == seat and stand_in[3] is None:
                stand_in[3] = self._log_length

    def charges(self) -> list[tuple[int, str | None, int]]:
        """What each seat's owner wins or pays for the finished game, whoever played the
        seat: ``(seat, owner, amount)``, the owner None for a computer's seat."""
        state = self._session.state
        money = settlement(state.scores, self.options.stake,
                           get(self.setup.game_id).lower_wins(state.options))
        return [(seat, x.owner, money[seat]) for seat, x in enumerate(self.seats)]

    def _over(self) -> list[Out]:
        for seat in range(len(self.seats)):
            self._end_stand_in(seat)
        charges = [{"seat": seat, "owner": owner, "amount": amount}
                   for seat, owner, amount in self.charges()]
        return self._to_all(make("over", scores=list(self._session.state.scores),
                                 settlement=charges, stand_ins=self.stand_ins))

    # ---- the computer's moments -------------------------------------------------------------

    def _play_on(self) -> list[Out]:
        """The computer's moves until a person is to act or the game is over, then every
        account's table and whose turn it is (or the end). When the computer's moves are found
        elsewhere, this stops at the first, telling everyone whose turn it is, and goes on
        when the move comes (``_think``)."""
        s = self._session
        out: list[Out] = []
        while not s.is_over and not self._person_to_act():
            seat, at = s.to_act, len(s.log)
            if self.asked_at == at:
                return out  # a computer's move for this moment is being found
            self.asked_at = at
            moved = self._think(computer_move, self._move_for(seat),
                                partial(self._computer_moved, seat, at), self._play_on)
            if moved is None:
                self.turn_since = self.now
                return out + self._turn(self.listeners())
            out += moved
        self.turn_since = self.now
        if s.is_over:
            return out + self._over()
        return out + self._turn(self.listeners())

    def _computer_moved(self, seat: int, at: int, action: Action | None) -> list[Out] | None:
        """The computer's move for ``seat`` at log length ``at``, unless the table has moved
        on meanwhile (an owner took the seat back)."""
        s = self._session
        if self.asked_at == at:
            self.asked_at = None
        if s.is_over or len(s.log) != at or s.to_act != seat or self._person_to_act():
            return None
        return self._told(self._decide([self._checked(seat, action)]))

    def _timed_out(self, seat: int, start: int, action: Action | None) -> list[Out] | None:
        """The computer's move for a person whose time ran out, unless they moved first."""
        s = self._session
        if self.asked_at == start:
            self.asked_at = None
        if s.is_over or len(s.log) != start or s.to_act != seat or not self._person_to_act():
            return None
        events = self._decide([self._checked(seat, action)])
        self.stand_ins.append([seat, "computer", start, self._log_length])
        self._recorded()
        return self._told(events)

    def _hint(self, account: str, seat: int) -> list[Out]:
        """The Expert's move for ``seat``, from that seat's view alone, where the table allows
        hints; said when found, if the seat has not moved meanwhile."""
        s = self._session
        if not self.options.hints:
            raise BadMessage("no-hints", "this table gives no hints")
        if s.is_over or s.to_act != seat or not self._person_to_act():
            raise BadMessage("not-your-turn", "a hint is given on your turn")
        at = len(s.log)

        def said(action: Action | None) -> list[Out] | None:
            if action is None or len(s.log) != at:
                return None
            return [(account, make("hint", action=action))]

        return self._think(hint_move, (s.setup.game_id, plain_data(s.view(seat)),
                                       s.legal_actions(), Rng(s.setup.seed ^ at).next64()),
                           said) or []

    def _think(self, work: Callable[..., Any], args: Sequence[Any],
               then: Callable[[Any], list[Out] | None],
               later: Callable[[], list[Out]] | None = None) -> list[Out] | None:
        """Have ``work`` done where the table thinks (``thinking``), and ``then`` turn its
        answer into messages (None: the answer came too late to count). Answered at once, the
        messages are returned; otherwise None is, and when the answer comes, ``then``'s
        messages and ``later``'s go out through ``news``."""
        box: list[list[Out] | None] = []
        answered_later = False

        def done(result: Any) -> None:
            if not answered_later:
                box.append(then(result))
                return
            try:
                out = then(result)
            except BadMessage:  # the move could not be kept: the next move asks again
                return
            except TableMoved:
                self.moved(self.table)
                return
            if out is not None:
                self.news(out + (later() if later is not None else []))

        self.thinking.submit(work, args, done)
        answered_later = not box
        return (box[0] or []) if box else None

    def _move_for(self, seat: int) -> tuple[Any, ...]:
        """What a worker needs to find the computer's move for ``seat``: the game, the kind
        of player, the seat's view alone, the legal actions, and a seed."""
        s = self._session
        kind = s.setup.seats[seat].kind
        return (s.setup.game_id, self.options.level if kind == PERSON else kind,
                plain_data(s.view(seat)), s.legal_actions(), s.bot_rng.next64())

    def _checked(self, seat: int, action: Action | None) -> Action:
        """``action`` if it is legal now, else a quick move of the Normal player (a worker that
        failed answers None)."""
        s = self._session
        if action is not None and s.state.is_legal(action):
            return action
        return s.make_bot("rule").choose(s.view(seat), s.legal_actions(), s.bot_rng)

    # ---- what each account is told ----------------------------------------------------------

    def _turn(self, accounts: Mapping[str, int]) -> list[Out]:
        """Whose turn it is; the seat to act gets its legal actions, the reasons its other
        cards and choices are barred, and the names of its choices."""
        s = self._session
        out: list[Out] = []
        left = {"seconds": max(0, round(self.turn_since + self.options.move - self.now))
                } if self.options.move else {}
        for account, seat in accounts.items():
            mine = seat == s.to_act and self._person_to_act()
            extra = self._choices(seat) if mine else {}
            out.append((account, make("turn", seat=s.to_act, phase=s.phase.value,
                                      **extra, **left)))
        return out

    def _choices(self, seat: int) -> dict[str, Any]:
        state = self._session.state
        legal = state.legal_actions()
        hand = list(state.view(seat).hand)
        bids = ([BID_BASE + n for n in range(len(hand) + 1)]
                if state.phase is Phase.BID else [])
        barred = [a for a in dict.fromkeys(hand + bids) if a not in legal]
        return {"actions": legal,
                "reasons": {str(a): state.why_illegal(a) or "" for a in barred},
                "names": {str(a): state.describe_action(a) for a in dict.fromkeys(legal + bids)}}

    def _to_all(self, message: dict[str, Any]) -> list[Out]:
        return [(a, message) for a in self.listeners()]

    def _events(self, events: Sequence[Event]) -> dict[str, Any]:
        """An ``events`` message: each event as plain data, named by its kind."""
        plain = [{"event": type(e).__name__, **plain_data(e)} for e in events]
        return make("events", events=plain, log=self._log_length)

    def _table(self, seat: int) -> dict[str, Any]:
        state = self._session.state
        view = state.public_view() if seat == PUBLIC else state.view(seat)
        return make("table", view=plain_data(view), log=self._log_length)

    # ---- keeping ----------------------------------------------------------------------------

    def describe(self) -> dict[str, Any]:
        """The table apart from its log, as JSON data: what the store keeps to resume it."""
        s = self.setup
        return {"game": s.game_id, "players": s.players, "seed": s.seed, "preset": s.preset,
                "options": plain_data(s.options), "code": self.code, "creator": self.creator,
                "table_options": self.options.plain(),
                "seats": [x.plain() for x in self.seats], "stand_ins": self.stand_ins}

    def _recorded(self) -> None:
        self.recorder.seated(self.table, self.describe())


def computer_name(seat: int, kind: str) -> str:
    """The name a computer player's seat goes by ("" for a person's)."""
    return f"Computer {seat + 1}" if kind != PERSON else ""


def settlement(scores: Sequence[int], stake: int, lower_wins: bool) -> list[int]:
    """What each seat wins (positive) or pays (negative): every seat settles with every other
    for the difference of their scores at ``stake`` a point, as the Up and Down text settles a
    game; where the lowest score wins, the difference counts the other way. The sum is 0."""
    sign = -1 if lower_wins else 1
    n = len(scores)
    return [sign * stake * sum(scores[i] - scores[j] for j in range(n)) for i in range(n)]

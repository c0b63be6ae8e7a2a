"""The referee of one shared table: the only judge of what its people may do, and the only
source of what each of them is shown.

It turns each ``(account, text)`` received into the list of ``(account, message)`` to send.
The game itself, once every person's seat is taken, and the computer's moves are
``table_play.py``'s, which the referee is built on. Everything an account is shown is made
from its own seat alone (``view(seat)``, ``events_for(seat, …)``), and a spectator's from what
every seat may see (``public_view``, ``events_for(PUBLIC, …)``), so the seed, the deal and the
other seats' cards cannot leave it. A refused message is answered to its sender only and
changes nothing. Who sits where and the seed's clock for a player who drops are
``seats.py``'s. There is no network here: the server carries these messages over WebSockets,
and a ``Recorder`` keeps every decision before anyone is told of it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from ..engine.protocol import Action
from ..engine.visibility import PUBLIC
from ..session.setup import GameSetup, SeatSetup
from ..storage.saves import plain_data
from ..storage.seat_kinds import PERSON
from .chat_text import inert
from .messages import BadMessage, decode, make
from .seats import Seat, TableOptions, seconds_left, window
from .table_play import Out, Recorder, TablePlay, computer_name
from .thinking import computer_move

CHAT_KEPT = 50
"""The last lines said at a table, told to whoever sits down, watches or comes back."""

MaySubstitute = Callable[[str, str, bool], bool]
"""Whether an account (second) may take an owner's (first) seat, in the friends' window or
not (third): the owner's friends and black list decide."""


class Referee(TablePlay):
    """One table of people and computer players; see the module docstring."""

    def __init__(self, table: str, setup: GameSetup, options: TableOptions | None = None,
                 may_substitute: MaySubstitute | None = None,
                 recorder: Recorder | None = None, code: str = "") -> None:
        super().__init__(table, setup, options, recorder, code)
        self.may_substitute = may_substitute or (lambda owner, other, friends_only: True)
        self.talk: deque[dict[str, Any]] = deque(maxlen=CHAT_KEPT)  # the last lines said
        self.muted: dict[str, set[str]] = {}  # account → the accounts it does not hear

    # ---- messages in ------------------------------------------------------------------------

    def receive(self, account: str, text: str | bytes, now: float) -> list[Out]:
        """What to send because ``account`` sent ``text``."""
        self.now = now
        try:
            return self.handle(account, decode(text))
        except BadMessage as refused:
            return [(account, make("error", code=refused.code, words=refused.words))]

    def handle(self, account: str, message: dict[str, Any]) -> list[Out]:
        """What to send for a message already read and checked (the server reads it once)."""
        kind = message["type"]
        if kind == "join":
            return self._join(account, message["table"], message["seat"])
        if kind == "watch":
            return self._watch(account)
        seat = self.seat_of(account)
        if kind == "leave":
            return self._leave(account, seat)
        if seat is None and account not in self.watchers:
            raise BadMessage("not-seated", f"{kind}: sit at the table first")
        if kind == "chat":
            return self._chat(account, seat, message["text"])
        if kind == "mute":
            return [(account, self._mute(account, message["nickname"], message["muted"]))]
        if seat is None:
            raise BadMessage("watching", f"{kind}: a spectator only watches")
        if kind == "act":
            return self._act(seat, message["actions"], message["log"])
        if kind == "hint":
            return self._hint(account, seat)
        raise BadMessage("wrong-place", f"{kind} is for the server, not a table")

    def _chat(self, account: str, seat: int | None, text: str) -> list[Out]:
        """A line said at the table, made inert, to everyone who has not muted its sender;
        the last ``CHAT_KEPT`` are kept for whoever comes (back) to the table."""
        if seat is None and not self.options.spectator_chat:
            raise BadMessage("no-spectator-chat", "spectators do not chat at this table")
        line = inert(text)
        if not line:
            raise BadMessage("empty", "chat: say something")
        said = make("chat", seat=PUBLIC if seat is None else seat, nickname=account, text=line)
        self.talk.append(said)
        return [(a, said) for a in self.listeners() if account not in self.muted.get(a, ())]

    def _mute(self, account: str, other: str, muted: bool) -> dict[str, Any]:
        """``account`` hears ``other`` at this table no more (or again)."""
        if other == account:
            raise BadMessage("bad-mark", "one cannot mute oneself")
        if other not in self.accounts:
            raise BadMessage("no-such-person", f"{other} is not at this table")
        mine = self.muted.setdefault(account, set())
        (mine.add if muted else mine.discard)(other)
        return make("muted", muted=sorted(mine))

    def _join(self, account: str, table: str, seat: int) -> list[Out]:
        if table != self.table:
            raise BadMessage("no-table", f"there is no table {table!r} here")
        if not 0 <= seat < len(self.seats):
            raise BadMessage("no-seat", f"the table has seats 0 to {len(self.seats) - 1}")
        held = self.seat_of(account)
        if held is not None and held != seat:
            raise BadMessage("seated-elsewhere", f"{account} plays seat {held} here")
        s = self.seats[seat]
        if s.player == account:
            return self.arrive(account, self.now)
        if not self.begun:
            return self._sit_down(account, seat, s)
        if s.owner == account:
            return self._owner_back(account, seat, s)
        self._may_take(account, s)
        return self._substitute(account, seat, s)

    def _sit_down(self, account: str, seat: int, s: Seat) -> list[Out]:
        """Take a seat before the game begins."""
        if not s.is_person:
            raise BadMessage("not-your-seat", f"seat {seat} is a computer player's")
        if s.owner not in (None, account) or s.reserved not in (None, account):
            raise BadMessage("not-your-seat", f"seat {seat} is kept for someone else")
        if any(x.owner == account for x in self.seats):
            raise BadMessage("seated-elsewhere", f"{account} has a seat here already")
        s.owner = s.player = account
        self.watchers.discard(account)
        out = [(account, self._seated(seat)), *self._talk_for(account)]
        if all(x.owner for x in self.seats if x.is_person):
            self._begin()
            session = self._session
            # everyone seated earlier is seated again: only now are all the names known
            out = [m for a, seat in self.listeners().items()
                   for m in ((a, self._seated(seat)), *self._talk_for(a))]
            dealt = [m for a, seat in self.listeners().items() for m in (
                (a, self._events(session.past_events(seat))), (a, self._table(seat)))]
            return out + dealt + self._seats_said() + self._play_on()
        self._recorded()  # the seat is kept before anyone is told: a restart, or another
        # process of a service, knows whose it is
        return out + self._seats_said()

    def _may_take(self, account: str, s: Seat) -> None:
        """Refuse a substitute the seed's clock or the owner's lists do not allow."""
        if not s.is_person or s.owner is None:
            raise BadMessage("not-your-seat", "that seat is not a person's")
        if any(x.player == account or x.owner == account for x in self.seats):
            raise BadMessage("seated-elsewhere", f"{account} has a seat here already")
        when = window(s, self.options, self.now)
        if when == "owner":
            raise BadMessage("seat-held", f"the seat is held for {s.player or s.owner}")
        if not self.may_substitute(s.owner, account, when == "friends"):
            raise BadMessage("not-allowed", f"{s.owner} has not allowed {account} this seat")

    def _substitute(self, account: str, seat: int, s: Seat) -> list[Out]:
        """A substitute sits in an absent player's seat and plays on from here."""
        self._end_stand_in(seat)
        s.player, s.computer, s.away_since = account, False, None
        self.watchers.discard(account)
        if account != s.owner:
            self.stand_ins.append([seat, account, self._log_length, None])
        self._recorded()
        return [(account, self._seated(seat)), *self._catch_up(account, seat),
                *self._seats_said()]

    def _owner_back(self, account: str, seat: int, s: Seat) -> list[Out]:
        """The owner comes back to a seat someone else plays: at once from the computer, at
        the next deal from a substitute (watching till then)."""
        if s.player is None or s.away_since is not None:
            return self._substitute(account, seat, s)
        s.returning = True
        self.watchers.add(account)
        self._recorded()
        return [(account, self._seated(PUBLIC)), *self._catch_up(account, PUBLIC),
                *self._seats_said()]

    def _watch(self, account: str) -> list[Out]:
        if account in self.accounts and account not in self.watchers:
            raise BadMessage("seated-elsewhere", f"{account} has a seat here")
        self.watchers.add(account)
        return [(account, self._seated(PUBLIC)), *self._catch_up(account, PUBLIC),
                *self._seats_said()]

    def _leave(self, account: str, seat: int | None) -> list[Out]:
        """Get up: before the game a seat is free again; during it the seat waits as for a
        player who dropped; a spectator simply goes."""
        if account in self.watchers:
            self.watchers.discard(account)
            return [(account, make("left", table=self.table, seat=PUBLIC)),
                    *self._seats_said()]
        if seat is None:
            raise BadMessage("not-seated", "leave: sit at the table first")
        out = [(a, make("left", table=self.table, seat=seat)) for a in self.listeners()]
        s = self.seats[seat]
        if not self.begun:
            s.owner = s.player = None
        else:
            s.player, s.away_since = None, self.now
            if s.owner != account:
                self._end_stand_in(seat)
        self._recorded()
        return out + self._seats_said()

    # ---- presence ---------------------------------------------------------------------------

    def arrive(self, account: str, now: float) -> list[Out]:
        """``account``'s connection is up again (or it joined its own seat): it sits where it
        played, and sees the table exactly as it is."""
        self.now = now
        seat = self.seat_of(account)
        if seat is None:
            return []
        s = self.seats[seat]
        s.away_since = None
        if s.computer:  # the owner takes the seat back from the computer at once
            s.computer = False
            self._end_stand_in(seat)
            self._recorded()
        return [(account, self._seated(seat)), *self._catch_up(account, seat),
                *self._seats_said()]

    def drop(self, account: str, now: float) -> list[Out]:
        """``account``'s connection went down: its seat waits for it, by the seed's clock."""
        self.now = now
        self.watchers.discard(account)
        seat = self.seat_of(account)
        if seat is None:
            return []
        self.seats[seat].away_since = now  # before the game too: its clock runs from now
        self._recorded()
        return self._seats_said()

    def tick(self, now: float) -> list[Out]:
        """What the clock does: the computer takes a seat left too long, or plays a move whose
        time is up."""
        self.now = now
        if self.session is None or self.session.is_over:
            return []
        out: list[Out] = []
        o = self.options
        for seat, s in enumerate(self.seats):
            gone = None if s.away_since is None else now - s.away_since
            if o.computer and gone is not None and gone >= o.computer and not s.computer:
                s.computer = True
                self.stand_ins.append([seat, "computer", self._log_length, None])
                self._recorded()
                out += self._seats_said()
        if out:
            return out + self._play_on()
        start = self._log_length
        if (o.move and now - self.turn_since >= o.move and self._person_to_act()
                and self.asked_at != start):
            seat = self.session.to_act
            self.asked_at = start
            moved = self._think(computer_move, self._move_for(seat),
                                partial(self._timed_out, seat, start), self._play_on)
            return [] if moved is None else moved + self._play_on()
        return out

    def next_deadline(self) -> float | None:
        """When ``tick`` has something to do next, if ever."""
        if self.session is None or self.session.is_over:
            return None
        times = [s.away_since + self.options.computer for s in self.seats
                 if s.away_since is not None and self.options.computer and not s.computer]
        if self.options.move and self._person_to_act():
            times.append(self.turn_since + self.options.move)
        return min(times, default=None)

    # ---- a person's decision ----------------------------------------------------------------

    def _act(self, seat: int, actions: Sequence[int], log: int) -> list[Out]:
        s = self._session
        if s.is_over:
            raise BadMessage("game-over", "the game is over")
        if log != len(s.log):
            raise BadMessage("stale", f"the table is at move {len(s.log)}, not {log}")
        if not self._person_to_act() or s.to_act != seat:
            raise BadMessage("not-your-turn", f"seat {s.to_act} is to act, not seat {seat}")
        return self._told(self._decide(actions)) + self._play_on()

    # ---- messages out -----------------------------------------------------------------------

    def _catch_up(self, account: str, seat: int) -> list[Out]:
        """The last lines said; everything so far as ``seat`` saw it, the table as it is, and
        whose turn it is."""
        talk = self._talk_for(account)
        if self.session is None:
            return talk
        s = self.session
        out = [*talk, (account, self._events(s.past_events(seat))), (account, self._table(seat))]
        if s.is_over:
            return out + [(account, m) for _, m in self._over()[:1]]
        return out + self._turn({account: seat})

    def _talk_for(self, account: str) -> list[Out]:
        """The last lines said at the table, marked as past, but those of whom ``account``
        muted: a client clears its chat when seated, and this follows."""
        muted = self.muted.get(account, ())
        return [(account, {**said, "past": True}) for said in self.talk
                if said["nickname"] not in muted]

    def _seated(self, seat: int) -> dict[str, Any]:
        s = self.setup
        return make("seated", table=self.table, seat=seat, game=s.game_id,
                    names=[x.name or computer_name(i, x.kind) for i, x in enumerate(self.seats)],
                    players=s.players, preset=s.preset,
                    options=plain_data(self.session.state.options if self.session
                                       else s.options),
                    table_options=self.options.plain())

    def _seats_said(self) -> list[Out]:
        return self._to_all(make("seats", seats=self.seat_list(),
                                 watchers=sorted(self.watchers)))

    def seat_list(self) -> list[dict[str, Any]]:
        """Each seat as everyone sees it: name, who plays, whether here, the countdowns."""
        return [{"seat": i, "name": s.name or computer_name(i, s.kind), "kind": (
            s.kind if not s.is_person else "open" if s.owner is None else "person"),
            "reserved": s.reserved, "player": s.player, "computer": s.computer,
            "here": s.player is not None and s.away_since is None,
            "returning": s.returning, **seconds_left(s, self.options, self.now)}
            for i, s in enumerate(self.seats)]

    # ---- keeping ----------------------------------------------------------------------------

    @classmethod
    def resume(cls, table: str, description: Mapping[str, Any], log: Sequence[Action],
               may_substitute: MaySubstitute, recorder: Recorder, now: float,
               since: float | None = None) -> Referee:
        """A table the store kept, as it was. Every player is away: since ``now`` when the
        server was down (nobody could come back: the seed's clock starts again), or, when
        another process of a service played it and died, since it was last seen alive
        (``since``: the players dropped then), a player who dropped earlier since then."""
        d = description
        setup = GameSetup(d["game"], d["players"], d["seed"],
                          tuple(SeatSetup("", PERSON) for _ in range(d["players"])),
                          dict(d["options"]), d["preset"])
        referee = cls(table, setup, TableOptions(**d["table_options"]), may_substitute,
                      recorder, d["code"])
        referee.creator = d.get("creator", "")
        referee.now = now
        referee.seats = [Seat.from_plain(x) for x in d["seats"]]
        referee.stand_ins = [list(x) for x in d["stand_ins"]]
        if all(x.owner for x in referee.seats if x.is_person):
            referee._begin(log)
            for s in referee.seats:
                if s.player is not None:
                    s.away_since = now if since is None else min(s.away_since or since, since)
            referee._recorded()
            referee._play_on()  # computer moves the server was killed before it made
        return referee


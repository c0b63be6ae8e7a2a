"""The referee of one shared table: the only judge of what its people may do, and the only
source of what each of them is shown.

It holds a ``LocalSession`` whose person seats belong to accounts (by nickname) and whose other
seats are computer players, and turns each ``(account, text)`` received into the list of
``(account, message)`` to send. Everything an account is shown is made from that account's
seat alone (``view(seat)``, ``events_for(seat, …)``), so the seed, the deal and the other
seats' cards cannot leave it. A refused message is answered to its sender only and changes
nothing. There is no network here: the server carries these messages over WebSockets.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..engine.events import Event
from ..engine.protocol import IllegalAction
from ..session.local import LocalSession
from ..session.setup import PERSON, GameSetup
from ..storage.saves import plain_data
from .messages import BadMessage, decode, make

Out = tuple[str, dict[str, Any]]
"""A message to send, and the account to send it to."""


class Referee:
    """One table of people and computer players; see the module docstring."""

    def __init__(self, table: str, setup: GameSetup, people: Mapping[int, str]) -> None:
        persons = {seat for seat, s in enumerate(setup.seats) if s.kind == PERSON}
        if set(people) != persons:
            raise ValueError(f"the person seats {sorted(persons)} need one account each, "
                             f"not {sorted(people)}")
        self.table = table
        self.people = dict(people)
        self.session = LocalSession(setup)
        self.seated: dict[str, int] = {}  # account → seat
        self.begun = False  # every person has sat down once: the game is under way

    def receive(self, account: str, text: str | bytes) -> list[Out]:
        """What to send because ``account`` sent ``text``."""
        try:
            message = decode(text)
            return self._handle(account, message)
        except BadMessage as refused:
            return [(account, make("error", code=refused.code, words=refused.words))]

    def _handle(self, account: str, message: dict[str, Any]) -> list[Out]:
        kind = message["type"]
        if kind == "join":
            return self._join(account, message["table"], message["seat"])
        seat = self.seated.get(account)
        if seat is None:
            raise BadMessage("not-seated", f"{kind}: sit at the table first")
        if kind == "leave":
            del self.seated[account]
            return [(a, make("left", table=self.table, seat=seat))
                    for a in [account, *self.seated]]
        if kind == "chat":
            return self._to_all(make("chat", seat=seat, nickname=account,
                                     text=message["text"]))
        if kind == "act":
            return self._act(seat, message["actions"])
        raise BadMessage("wrong-place", f"{kind} is for the server, not a table")

    def _join(self, account: str, table: str, seat: int) -> list[Out]:
        if table != self.table:
            raise BadMessage("no-table", f"there is no table {table!r} here")
        if self.people.get(seat) != account:
            raise BadMessage("not-your-seat", f"seat {seat} is not kept for {account}")
        self.seated[account] = seat
        s = self.session
        out: list[Out] = [(account, make("seated", table=self.table, seat=seat,
                                         game=s.setup.game_id,
                                         names=[x.name for x in s.setup.seats]))]
        out.append((account, self._events(seat, s.past_events(seat))))
        if not self.begun and len(self.seated) == len(self.people):
            self.begun = True
            return out + self._play_on()
        if self.begun:
            return [*out, (account, self._table(seat)), *self._turn({account: seat})]
        return [*out, (account, self._table(seat))]

    def _act(self, seat: int, actions: Sequence[int]) -> list[Out]:
        s = self.session
        if not self.begun:
            raise BadMessage("not-begun", "the game begins when every person has sat down")
        if s.is_over:
            raise BadMessage("game-over", "the game is over")
        if s.to_act != seat:
            raise BadMessage("not-your-turn", f"seat {s.to_act} is to act, not seat {seat}")
        try:
            events = s.decide(actions)
        except IllegalAction as refused:
            raise BadMessage("illegal", refused.reason) from None
        return self._told(events) + self._play_on()

    def _play_on(self) -> list[Out]:
        """The computer seats' moves until a person is to act or the game is over, then every
        seated account's table and whose turn it is (or the final scores)."""
        s = self.session
        out: list[Out] = []
        while not s.is_over and (bot := s.bots[s.to_act]) is not None:
            action = bot.choose(s.view(s.to_act), s.legal_actions(), s.bot_rng)
            out += self._told(s.decide([action]))
        out += [(a, self._table(seat)) for a, seat in self.seated.items()]
        if s.is_over:
            return out + self._to_all(make("over", scores=plain_data(s.view(0).scores)))
        return out + self._turn(self.seated)

    def _told(self, events: Sequence[Event]) -> list[Out]:
        """One decision's events, to each seated account as its seat may see them."""
        return [(a, self._events(seat, self.session.events_for(seat, events)))
                for a, seat in self.seated.items()]

    def _turn(self, accounts: Mapping[str, int]) -> list[Out]:
        """Whose turn it is, with the legal actions for the seat to act only."""
        s = self.session
        out: list[Out] = []
        for account, seat in accounts.items():
            legal = {"actions": s.legal_actions()} if seat == s.to_act else {}
            out.append((account, make("turn", seat=s.to_act, phase=s.phase.value, **legal)))
        return out

    def _to_all(self, message: dict[str, Any]) -> list[Out]:
        return [(a, message) for a in self.seated]

    def _events(self, seat: int, events: Sequence[Event]) -> dict[str, Any]:
        """An ``events`` message: each event as plain data, named by its kind."""
        plain = [{"event": type(e).__name__, **plain_data(e)} for e in events]
        return make("events", events=plain, log=len(self.session.log))

    def _table(self, seat: int) -> dict[str, Any]:
        return make("table", view=plain_data(self.session.view(seat)),
                    log=len(self.session.log))

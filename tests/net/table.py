"""Shared by the network tests: a table of people-accounts and a computer player, and the
clients' side of the conversation with its referee."""

from __future__ import annotations

from typing import Any

from cardtable.engine.registry import get
from cardtable.net.messages import encode, request
from cardtable.net.referee import MaySubstitute, Out, Recorder, Referee
from cardtable.net.seats import TableOptions
from cardtable.session.setup import PERSON, GameSetup, SeatSetup

TABLE = "t1"


def referee(game_id: str, seed: int = 7, players: int | None = None,
            computer: str = "rule", options: dict[str, Any] | None = None,
            table_options: TableOptions | None = None,
            may_substitute: MaySubstitute | None = None,
            recorder: Recorder | None = None, preset: str | None = None) -> Referee:
    """A table of ``game_id`` where every seat but the last is for a person's account
    (``p0``, ``p1`` … once they join) and the last is a computer player's (a person's too
    when ``computer`` is ``PERSON``)."""
    n = players or get(game_id).default_players
    seats = [*(SeatSetup("", PERSON) for _ in range(n - 1)), SeatSetup("", computer)]
    setup = GameSetup(game_id, n, seed, tuple(seats), dict(options or {}), preset)
    return Referee(TABLE, setup, table_options, may_substitute, recorder)


def people(ref: Referee) -> dict[int, str]:
    """The person seats and the account that sits down in each (``p<seat>``)."""
    return {seat: f"p{seat}" for seat, s in enumerate(ref.seats) if s.is_person}


def send(ref: Referee, account: str, kind: str, now: float | None = None, /,
         **fields: Any) -> list[Out]:
    """What ``account`` and the others receive when ``account`` sends a well-formed message
    (through the JSON text, as a client would), at ``now`` (the referee's last time if None)."""
    return ref.receive(account, encode(request(kind, **fields)), ref.now if now is None else now)


def act(ref: Referee, account: str, *actions: int, now: float | None = None) -> list[Out]:
    """``account`` decides ``actions`` for the table as it is now."""
    assert ref.session is not None
    return send(ref, account, "act", now, actions=list(actions), log=len(ref.session.log))


def seat_everyone(ref: Referee, now: float | None = None) -> list[Out]:
    """Every person sits down; what they were sent."""
    out: list[Out] = []
    for seat, account in people(ref).items():
        out += send(ref, account, "join", now, table=TABLE, seat=seat)
    return out


def kinds(out: list[Out], account: str | None = None) -> list[str]:
    """The types of the messages sent (to ``account`` alone, if given)."""
    return [m["type"] for a, m in out if account is None or a == account]


def last(out: list[Out], account: str, kind: str) -> dict[str, Any]:
    """The last message of ``kind`` sent to ``account``."""
    found = [m for a, m in out if a == account and m["type"] == kind]
    assert found, f"{account} was sent no {kind}: {kinds(out, account)}"
    return found[-1]

"""Shared by the network tests: a table of people-accounts and a computer player, and the
clients' side of the conversation with its referee."""

from __future__ import annotations

from typing import Any

from cardtable.engine.registry import get
from cardtable.net.messages import encode, request
from cardtable.net.referee import Out, Referee
from cardtable.session.setup import GameSetup, SeatSetup

TABLE = "t1"


def referee(game_id: str, seed: int = 7, players: int | None = None,
            computer: str = "rule") -> Referee:
    """A table of ``game_id`` where every seat but the last is a person's account
    (``p0``, ``p1`` …) and the last a computer player."""
    n = players or get(game_id).default_players
    seats = [*(SeatSetup(f"p{s}") for s in range(n - 1)), SeatSetup("Computer", computer)]
    setup = GameSetup(game_id, n, seed, tuple(seats))
    return Referee(TABLE, setup, {s: f"p{s}" for s in range(n - 1)})


def send(ref: Referee, account: str, kind: str, **fields: Any) -> list[Out]:
    """What ``account`` receives and the others receive when it sends a well-formed message
    (through the JSON text, as a client would)."""
    return ref.receive(account, encode(request(kind, **fields)))


def seat_everyone(ref: Referee) -> list[Out]:
    """Every person sits down; what they were sent."""
    out: list[Out] = []
    for seat, account in ref.people.items():
        out += send(ref, account, "join", table=TABLE, seat=seat)
    return out

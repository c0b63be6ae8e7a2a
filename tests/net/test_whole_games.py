"""Every game of the registry played to its end through the referee by people-accounts in every
seat but one (a computer player has that one), each answering its turn with a legal action,
while every message each account receives is checked against what its seat may see.

Each account has a *mirror*: the game replayed by the engine alone from the referee's log. An
``events`` message must be exactly the mirror's events as ``events_for`` gives them to that
seat, a ``table`` message exactly the mirror's ``view`` of that seat, and neither may hold a
card the conformance suite's facts say the seat may not know (another's hand, a face-down
pile). A spectator watches the whole game too: its mirror is the public view and
``events_for(PUBLIC, …)``, and it may see no card that any seat may not know. Nothing may name
the seed. At the end the scores sent are the session's.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

import pytest

from cardtable.engine.events import Dealt, Event
from cardtable.engine.registry import GAMES, get
from cardtable.engine.visibility import PUBLIC
from cardtable.net.messages import FROM_SERVER, decode, encode
from cardtable.net.referee import Out, Referee
from cardtable.storage.saves import plain_data
from tests.engine.test_conformance import cards_in
from tests.game_facts import facts_of

from .table import TABLE, people, referee, send

SPECTATOR = "eve"

MOVE_CAP = 20_000
SEED = 0x5EED_C0DE_1234_5678  # a number that cannot turn up in a view by chance


@dataclass
class Mirror:
    """One seat's game, replayed from the referee's log by the engine alone."""

    referee: Referee
    seat: int
    state: Any = None
    told: int = -1  # how much of the log the seat has been told of; -1 before anything
    received: list[dict[str, Any]] = field(default_factory=list)

    def __post_init__(self) -> None:
        s = self.referee.setup
        self.state = get(s.game_id).new_game(s.options, s.seed, s.players, s.preset)

    def view(self) -> Any:
        return self.state.public_view() if self.seat == PUBLIC else self.state.view(self.seat)

    def secret(self) -> set[int]:
        """The cards this seat may not know the place of; for a spectator, the cards any
        seat may not know."""
        state = self.state
        places: dict[str, set[int]] = {}
        for card, place in state.card_places():
            places.setdefault(place, set()).add(card)
        facts = facts_of(self.referee.setup.game_id).CONFORMANCE
        seats = range(state.players) if self.seat == PUBLIC else [self.seat]
        return set().union(*(facts.secret(state, places, seat, state.view(seat))
                             for seat in seats))

    def read(self, message: dict[str, Any]) -> None:
        self.received.append(message)
        if message["type"] == "events":
            self._events(message)
        elif message["type"] == "table":
            assert message["log"] == self.told == len(self.state.log)
            view = self.view()
            assert message["view"] == plain_data(view)
            leaked = cards_in(view) & self.secret()
            assert not leaked, f"seat {self.seat}'s table shows {sorted(leaked)}"

    def _events(self, message: dict[str, Any]) -> None:
        events: list[Event] = list(self.state.initial_events()) if self.told < 0 else []
        assert self.referee.session is not None
        log = self.referee.session.log
        for action in log[len(self.state.log):message["log"]]:
            events += self.state.apply(action)
        self.told = message["log"]
        shown = self.state.events_for(self.seat, events)
        assert message["events"] == [{"event": type(e).__name__, **plain_data(e)}
                                     for e in shown]
        last_deal = max((k for k, e in enumerate(shown) if isinstance(e, Dealt)), default=0)
        secret = self.secret()
        for event in shown[last_deal:]:
            leaked = cards_in(event) & secret
            assert not leaked, f"seat {self.seat} is told {sorted(leaked)} in {event}"


def deliver(out: list[Out], mirrors: dict[str, Mirror]) -> None:
    """Each message to its account's mirror, through the wire and the client's check."""
    for account, message in out:
        mirrors[account].read(decode(encode(message), FROM_SERVER, limit=None))


@pytest.mark.parametrize("game_id", [r.id for r in GAMES])
def test_people_play_a_whole_game_through_the_referee(game_id):
    rules = get(game_id)
    ref = referee(game_id, SEED, min(max(4, rules.default_players), rules.max_players))
    mirrors = {a: Mirror(ref, seat) for seat, a in people(ref).items()}
    mirrors[SPECTATOR] = Mirror(ref, PUBLIC)
    pick = random.Random(19)
    deliver(send(ref, SPECTATOR, "watch", table=TABLE), mirrors)
    for seat, account in people(ref).items():
        deliver(send(ref, account, "join", table=TABLE, seat=seat), mirrors)
    for _ in range(MOVE_CAP):
        turns = {a: m.received[-1] for a, m in mirrors.items()
                 if m.received and m.received[-1]["type"] == "turn"}
        if not turns:
            break
        (account, turn), = [(a, t) for a, t in turns.items() if "actions" in t]
        assert turn["seat"] == ref.seat_of(account) == ref.session.to_act
        assert set(turns) == set(mirrors)
        assert all(t["seat"] == turn["seat"] for t in turns.values())
        deliver(send(ref, account, "act", actions=[pick.choice(turn["actions"])],
                     log=len(ref.session.log)), mirrors)
    assert ref.session.is_over
    scores = plain_data(ref.session.state.scores)
    settlement = [{"seat": seat, "owner": people(ref).get(seat), "amount": 0}
                  for seat in range(ref.setup.players)]
    for mirror in mirrors.values():
        assert mirror.received[-1] == {"v": 1, "type": "over", "scores": scores,
                                       "settlement": settlement, "stand_ins": []}
        assert mirror.told == len(ref.session.log)
        wire = json.dumps(mirror.received)
        assert "seed" not in wire and str(ref.session.setup.seed) not in wire

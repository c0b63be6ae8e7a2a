"""A table of honest people and one hostile client, through a real server on loopback, as a
Hypothesis state machine: ``tests/server/test_hostile_table.py`` runs it briefly,
``bench/hostile_table.py`` for as long as it is given.

The hostile client holds a seat and sends what nobody designed: random lists of actions, stale
and future logs, the next seat's moves after its own, moves for other seats, other tables' ids,
garbage, drops; a second hostile account watches and tries to act. The machine knows everything
(it replays the server's own log of the game with the engine), and after every step checks:

* every move at an honest seat's turn is one that seat's client sent, for that moment;
* every honest client's table, and the spectator's, is the engine's view of the replayed game;
* the hostile client is shown exactly its own seat's view and events, asked to act only on its
  turn, and every refusal of its decisions is the same in a world where the cards it cannot see
  lie elsewhere.
"""

from __future__ import annotations

import contextlib
import functools
import json
import random
import time
import traceback
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hypothesis import Phase, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)
from websockets.exceptions import ConnectionClosed

from cardtable.ai.registry import players_for
from cardtable.engine.decisions import take_decision
from cardtable.engine.protocol import IllegalAction
from cardtable.engine.registry import get
from cardtable.engine.rng import Rng
from cardtable.engine.visibility import PUBLIC
from cardtable.storage.saves import plain_data

from .support import WAIT, Player, Server

GAMES_AND_SIZES = (("black-lady", 4), ("ugly", 3), ("up-and-down", 3), ("ugo", 2),
                   ("ultimate-loser", 3))
GARBAGE = ("", "{", "null", "[]", '{"v": 1}', '{"v": 1, "type": "act", "actions": [], "log": 0}',
           '{"v": 1, "type": "act", "actions": [true], "log": 0}',
           '{"v": 1, "type": "act", "actions": [1], "log": 0, "seat": 1}',
           '{"v": 1, "type": "join", "table": "' + "x" * 41 + '", "seat": 0}',
           "[" * 40 + "]" * 40, '{"v": 1, "type": "hello", "nickname": "x", "password": "y"}',
           '{"v": 1, "type": "chat", "text": "\\u202eevil\\nBob: I concede"}')


def as_json(value: Any) -> Any:
    """``value`` as it comes out of the server's JSON."""
    return json.loads(json.dumps(plain_data(value)))


def answer(state: Any, actions: list[int]) -> str:
    """What the session answers the seat to act for ``actions``: "taken" or the refusal."""
    try:
        take_decision(state.clone(), actions)
    except IllegalAction as refusal:
        return refusal.reason
    return "taken"


def hidden_elsewhere(game_id: str, state: Any, seat: int, rng: random.Random) -> Any:
    """The game at the same moment with the cards ``seat`` cannot see dealt again."""
    if game_id == "ugo":
        world = state.clone()
        for other in range(world.n):
            if other != seat:
                pool = world.hands[other] + world.decks[other]
                rng.shuffle(pool)
                kept = len(world.hands[other])
                world.hands[other], world.decks[other] = pool[:kept], pool[kept:]
        return world
    sampler = players_for(game_id).sampler
    assert sampler is not None
    return sampler(state.view(seat), Rng(rng.getrandbits(32)))


@dataclass
class Game:
    """The table's game as the engine replays it from the server's file."""

    game_id: str
    players: int
    seed: int
    options: dict[str, Any]
    preset: str | None
    log: list[int] = field(default_factory=list)

    def state_at(self, length: int) -> Any:
        state = get(self.game_id).new_game(self.options, self.seed, self.players, self.preset)
        for action in self.log[:length]:
            state.step(action)
        return state

    def events(self, seat: int, start: int, end: int) -> list[Any]:
        """The events of log positions ``start``…``end`` (one decision) as ``seat`` saw
        them."""
        state = self.state_at(start)
        events = []
        for action in self.log[start:end]:
            events += state.apply(action)
        return state.events_for(seat, events)

    def past(self, seat: int, end: int) -> list[Any]:
        """Everything from the deal to log position ``end``, as ``seat`` saw it."""
        state = get(self.game_id).new_game(self.options, self.seed, self.players, self.preset)
        events = list(state.initial_events())
        for action in self.log[:end]:
            events += state.apply(action)
        return state.events_for(seat, events)


def plain_events(events: list[Any]) -> list[dict[str, Any]]:
    return as_json([{"event": type(e).__name__, **plain_data(e)} for e in events])


def remembered(step: Callable[..., None]) -> Callable[..., None]:
    """``step``, keeping the first failure of a run in ``HostileTable.first_failure``: the
    server deals every table afresh, so Hypothesis cannot replay a failing run to report it,
    and says only that the replay went otherwise."""

    @functools.wraps(step)
    def kept(self: HostileTable, *args: Any, **kwargs: Any) -> None:
        try:
            step(self, *args, **kwargs)
        except Exception:
            if HostileTable.first_failure is None:
                HostileTable.first_failure = f"{step.__name__}: {traceback.format_exc()}"
            raise

    return kept


class HostileTable(RuleBasedStateMachine):
    """See the module docstring; ``server`` is set by whoever runs the machine."""

    server: Server
    steps = 0  # the steps checked in every run, for the bench's report
    first_failure: str | None = None

    @initialize(which=st.sampled_from(GAMES_AND_SIZES), hostile_seat=st.integers(0, 3),
                seed=st.integers(0, 2**16))
    @remembered
    def sit_down(self, which: tuple[str, int], hostile_seat: int, seed: int) -> None:
        game_id, players = which
        self.rng = random.Random(seed)
        tag = uuid.uuid4().hex[:8]
        self.people = [Player(self.server, f"h{tag}p{i}") for i in range(players)]
        for player in self.people:
            assert player.connect()["type"] == "welcome"
        self.hostile_seat = hostile_seat % players
        self.hostile = self.people[self.hostile_seat]
        self.honest = [p for p in self.people if p is not self.hostile]
        self.people[0].send("create", game=game_id, players=players,
                            seats=[{"kind": "person"}] * players)
        self.table = self.people[0].wait_for("created")["table"]
        self.spy = Player(self.server, f"h{tag}spy")
        assert self.spy.connect()["type"] == "welcome"
        self.spy.send("create", game="ugly", players=4, seats=[{"kind": "person"}] * 4)
        self.other_table = self.spy.wait_for("created")["table"]
        for seat, player in enumerate(self.people):
            player.send("join", table=self.table, seat=seat)
            player.wait_for("seated")
        self.spy.send("watch", table=self.table)
        self.spy.wait_for("seated")
        self.sent: dict[int, set[int]] = {}  # honest moves: log position → actions sent
        self.checked = 0  # how many of the hostile's messages were read and checked
        self.told_up_to, self.catching_up = 0, True  # the hostile's last events, and whether
        # the next are a catch-up (the whole past) rather than one decision's
        self.game = self._read_game()
        self.settle()

    # ---- the honest side ----------------------------------------------------------------

    @rule(moves=st.integers(1, 40))
    @remembered
    def honest_moves(self, moves: int) -> None:
        """The honest people make legal moves as they are asked, up to ``moves`` of them or
        until the hostile seat is to act."""
        for _ in range(moves):
            player = next((p for p in self.honest if p.turn is not None and p.over is None),
                          None)
            if player is None:
                return
            action = self.rng.choice(player.turn["actions"])
            self.sent.setdefault(player.log, set()).add(action)
            player.asked, player.turn = player.turn, None  # asked again if slowed down
            player.send("act", actions=[action], log=player.log)
            self.settle()

    @rule()
    @remembered
    def hostile_plays_its_turn(self) -> None:
        """The hostile seat also plays its own turns, or the game would stop at it."""
        if self.hostile.turn is not None and not self.hostile.closed:
            self.decide([self.rng.choice(self.hostile.turn["actions"])], self.hostile.log)

    # ---- the hostile side ---------------------------------------------------------------

    @rule(actions=st.lists(st.integers(-2, 700) | st.integers(1 << 12, 7 << 12), min_size=1,
                           max_size=5),
          shift=st.sampled_from([0, 0, 0, -1, 1, 1000]))
    @remembered
    def random_actions(self, actions: list[int], shift: int) -> None:
        self.decide(actions, len(self.game.log) + shift)

    @precondition(lambda self: self.hostile.turn is not None)
    @rule(extra=st.integers(1, 3))
    @remembered
    def own_move_then_the_next_seats(self, extra: int) -> None:
        """A legal action of the hostile seat, then what the next moment allows."""
        state = self.game.state_at(len(self.game.log))
        if state.is_over:
            return
        first = self.rng.choice(state.legal_actions())
        state.apply(first)
        after = state.legal_actions() or [0]
        self.decide([first, *self.rng.sample(after, min(extra, len(after)))],
                    len(self.game.log))

    @precondition(lambda self: self.hostile.turn is None)
    @rule()
    @remembered
    def another_seats_move(self) -> None:
        """The move the seat to act could make, sent by the hostile seat."""
        state = self.game.state_at(len(self.game.log))
        if not state.is_over:
            self.decide([self.rng.choice(state.legal_actions())], len(self.game.log))

    @rule(where=st.sampled_from(["other", "unknown", "own-other-seat"]), seat=st.integers(-1, 9))
    @remembered
    def wander(self, where: str, seat: int) -> None:
        table = {"other": self.other_table, "unknown": "0123abcd", "own-other-seat": self.table}
        kind = self.rng.choice(["join", "watch"])
        fields = {"table": table[where], **({"seat": seat} if kind == "join" else {})}
        self.hostile_says(kind, **fields)

    @rule(text=st.sampled_from(GARBAGE) | st.text(max_size=60) | st.binary(max_size=60))
    @remembered
    def garbage(self, text: str | bytes) -> None:
        self.hostile_sends(text)

    @rule(kind=st.sampled_from(["hint", "lobby", "mark", "chat"]))
    @remembered
    def other_requests(self, kind: str) -> None:
        fields: dict[str, Any] = {"mark": {"nickname": self.honest[0].nickname, "mark": "blocked"},
                                  "chat": {"text": "hello\nthere"}}.get(kind, {})
        self.hostile_says(kind, **fields)

    @rule(actions=st.lists(st.integers(-1, 60), min_size=1, max_size=3))
    @remembered
    def the_spectator_acts(self, actions: list[int]) -> None:
        self.spy.send("act", actions=actions, log=len(self.game.log))
        reply = self.spy.wait_for("error")
        assert reply["code"] == "watching", reply
        self.settle()

    @precondition(lambda self: not self.hostile.closed)
    @rule()
    @remembered
    def drop_and_come_back(self) -> None:
        self.hostile.drop()
        self.hostile.turn = None
        assert self.hostile.connect()["type"] == "welcome"
        self.settle()

    # ---- sending and settling -----------------------------------------------------------

    def decide(self, actions: list[int], log: int) -> None:
        """The hostile seat hands in ``actions`` at ``log``; a refusal of a decision at its
        own moment must be the same with the unseen cards elsewhere."""
        state = self.game.state_at(len(self.game.log))
        mine = (log == len(self.game.log) and not state.is_over
                and state.to_act == self.hostile_seat)
        expected = answer(state, actions) if mine else None
        if mine:
            world = hidden_elsewhere(self.game.game_id, state, self.hostile_seat, self.rng)
            assert world.view(self.hostile_seat) == state.view(self.hostile_seat)
            assert answer(world, actions) == expected, (actions, expected)
        before = len(self.hostile.received)
        self.hostile_says("act", actions=actions, log=log)
        errors = [m for m in self.hostile.received[before:] if m["type"] == "error"]
        if expected is not None and expected != "taken" and errors:
            assert errors[0]["words"] in (expected, "at most 10 messages a second"), errors

    def hostile_says(self, kind: str, **fields: Any) -> None:
        self.hostile_sends(json.dumps({"v": 1, "type": kind, **fields}))

    def hostile_sends(self, text: str | bytes) -> None:
        if self.hostile.closed:
            assert self.hostile.connect()["type"] == "welcome"
        before = len(self.hostile.received)
        with contextlib.suppress(ConnectionClosed):
            self.hostile.send_text(text)
            deadline = time.monotonic() + WAIT
            while len(self.hostile.received) == before and not self.hostile.closed:
                assert time.monotonic() < deadline, f"no answer to {text!r}"
                self.hostile.pump(0.05)
        self.settle()

    def settle(self) -> None:
        """Read until every client is shown the game as the server's file has it, and whose
        turn it is."""
        deadline = time.monotonic() + WAIT
        while True:
            self.game = self._read_game()
            length = len(self.game.log)
            watching = [p for p in [*self.people, self.spy] if not p.closed]
            for player in watching:
                player.pump(0.01)
            if all(p.log == length and _shown_whole(p) for p in watching) and len(
                    self._read_game().log) == length:
                return
            assert time.monotonic() < deadline, (length, [p.log for p in watching])

    def _read_game(self) -> Game:
        d, log = self.server.read_table(self.table)
        return Game(d["game"], d["players"], d["seed"], d["options"], d["preset"], log)

    # ---- what must hold -----------------------------------------------------------------

    @invariant()
    @remembered
    def honest_seats_made_only_their_own_moves(self) -> None:
        if not hasattr(self, "game"):
            return
        HostileTable.steps += 1  # every step is checked here first
        state = self.game.state_at(0)
        for position, action in enumerate(self.game.log):
            if state.to_act != self.hostile_seat:
                assert action in self.sent.get(position, set()), (position, action)
            state.step(action)

    @invariant()
    @remembered
    def everyone_sees_the_replayed_game(self) -> None:
        if not hasattr(self, "game"):
            return
        state = self.game.state_at(len(self.game.log))
        for seat, player in enumerate(self.people):
            if player.closed:
                continue
            assert player.view == as_json(state.view(seat)), f"seat {seat}'s view"
            asked = player.turn is not None and player.over is None
            assert asked == (not state.is_over and state.to_act == seat), (
                f"seat {seat} (hostile {self.hostile_seat}) asked: {asked}, to act "
                f"{state.to_act} in {state.phase}, log {len(self.game.log)}, last told "
                f"{[(m['type'], m.get('log'), m.get('code')) for m in player.received[-8:]]}")
            if asked:
                assert player.turn is not None
                assert player.turn["actions"] == state.legal_actions()
        assert self.spy.view == as_json(state.view(PUBLIC))

    @invariant()
    @remembered
    def the_hostile_seat_is_told_only_its_own(self) -> None:
        if not hasattr(self, "game"):
            return
        seat = self.hostile_seat
        for message in self.hostile.received[self.checked:]:
            kind = message["type"]
            if kind == "seated":
                self.catching_up = True
            elif kind == "events":
                end = message["log"]
                expected = (self.game.past(seat, end) if self.catching_up
                            else self.game.events(seat, self.told_up_to, end))
                assert message["events"] == plain_events(expected), (self.told_up_to, end)
                self.told_up_to, self.catching_up = end, False
            elif kind == "table":
                assert message["view"] == as_json(self.game.state_at(message["log"]).view(seat))
            elif kind == "turn" and "actions" in message:
                assert message["seat"] == seat
        self.checked = len(self.hostile.received)

    def teardown(self) -> None:
        for player in [*getattr(self, "people", []), *([self.spy] if hasattr(self, "spy")
                                                        else [])]:
            with contextlib.suppress(Exception):
                if player.socket is not None:
                    player.socket.close()


def _shown_whole(player: Player) -> bool:
    """Whether the player was told whose turn it is after the last of the game it was told
    (a seat, events, a table): a catch-up after signing in again ends with the turn too."""
    kinds = [m["type"] for m in player.received]
    told = [i for i, k in enumerate(kinds) if k in ("seated", "events", "table")]
    return not told or any(k in ("turn", "over") for k in kinds[told[-1]:])


def run(server: Server, examples: int, steps: int) -> int:
    """Run the machine against ``server``: ``examples`` tables of up to ``steps`` steps each;
    the steps checked. A failure is raised as it first happened (see ``remembered``)."""
    HostileTable.server = server
    HostileTable.steps = 0
    HostileTable.first_failure = None
    try:
        run_state_machine_as_test(HostileTable, settings=settings(
            max_examples=examples, stateful_step_count=steps, deadline=None, database=None,
            phases=[Phase.generate]))
    except Exception:
        if HostileTable.first_failure is not None:
            raise AssertionError(HostileTable.first_failure) from None
        raise
    return HostileTable.steps


def server_in(folder: Path) -> Server:
    """A server of its own on loopback, with its file in ``folder``; every client comes from
    127.0.0.1, so the limit on new accounts an address may make is raised for the many
    tables of a run (the limits have tests of their own)."""
    return Server(folder / "server.sqlite3", limits=("accounts_per_hour=100000",)).start()

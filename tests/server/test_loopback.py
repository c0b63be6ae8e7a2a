"""The server as a program on 127.0.0.1: players over real WebSockets, a player who drops and
comes back, a substitute by the seed's clock, a server killed with SIGKILL and started again,
and hostile clients that change nothing."""

from __future__ import annotations

import contextlib
import json
import random
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed

from cardtable.engine.registry import replay

from .service import Service
from .support import WAIT, Player, Server, asked_to_act, close_all, dumps, play_until

SEATS_3_AND_A_COMPUTER = [{"kind": "person"}] * 3 + [{"kind": "rule"}]


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    running = Server(tmp_path / "server.sqlite3").start()
    yield running
    running.stop()


def sit(server: Server | Service, names: list[str], game: str = "black-lady", players: int = 4,
        seats: list[dict[str, str]] | None = None, options: dict[str, object] | None = None,
        preset: str | None = None, **table_options: object) -> tuple[str, list[Player]]:
    """A table made by the first of ``names``, every one of them seated in order."""
    people = [Player(server, name) for name in names]
    for player in people:
        assert player.connect()["type"] == "welcome"
    rules = {"options": options} if options else {}
    rules |= {"preset": preset} if preset else {}
    people[0].send("create", game=game, players=players,
                   seats=seats or SEATS_3_AND_A_COMPUTER, table_options=table_options, **rules)
    table = people[0].wait_for("created")["table"]
    for seat, player in enumerate(people):
        player.send("join", table=table, seat=seat)
        player.wait_for("seated")
    for player in people:
        player.wait_until(lambda p=player: p.view is not None)
    return table, people


def logged(db: Path, table: str) -> list[tuple[int, int]]:
    with sqlite3.connect(db) as conn:
        return conn.execute("SELECT n, action FROM actions WHERE table_id = ? ORDER BY n",
                            (table,)).fetchall()


def test_a_server_killed_mid_game_comes_back_and_the_game_goes_on(server):
    table, people = sit(server, ["ann", "bob", "cid"])
    rng = random.Random(5)
    play_until(people, rng, lambda: False, moves=40)
    for player in people:
        player.pump(0.2)
    before = people[0].log
    server.kill()
    for player in people:
        player.wait_until_closed()
    server.start()
    for player in people:
        player.view = None
        assert player.reconnect()["type"] == "welcome"
        player.wait_until(lambda p=player: p.view is not None)
        assert player.seat is not None
    # every move the players were told of survived the kill
    assert people[0].log >= before
    play_until(people, rng, lambda: all(p.over for p in people))
    over = people[0].over
    assert over is not None and all(p.over == over for p in people)
    rows = logged(server.db, table)
    assert [n for n, _ in rows] == list(range(len(rows)))  # none lost, none twice
    with sqlite3.connect(server.db) as conn:
        description = conn.execute("SELECT description FROM tables WHERE id = ?",
                                   (table,)).fetchone()[0]
    d = json.loads(description)
    state = replay(d["game"], d["options"], d["seed"], d["players"], [a for _, a in rows])
    assert state.is_over and list(state.scores) == over["scores"]
    close_all(people)


def test_a_player_who_drops_comes_back_to_the_same_seat_and_the_same_table(server):
    _, people = sit(server, ["ann", "bob", "cid"])
    rng = random.Random(9)
    play_until(people, rng, lambda: False, moves=15)
    bob = people[1]
    play_until(people, rng, lambda: bob.turn is not None)  # nothing moves without him now
    seen = dumps(bob.view)
    bob.drop()
    away = people[0].wait_for("seats")["seats"][1]
    assert not away["here"] and away["hold"] > 0
    bob.view = bob.seat = None
    assert bob.reconnect()["type"] == "welcome"
    bob.wait_until(lambda: bob.view is not None)
    assert bob.seat == 1 and dumps(bob.view) == seen
    play_until(people, rng, lambda: False, moves=10)
    assert bob.log > 0
    close_all(people)


def test_a_friend_substitutes_in_the_friends_window_a_blacklisted_player_never(server):
    names = ["ann", "bob", "cid"]
    table, people = sit(server, names, hold=1, friends=3, computer=0, stake=2)
    friend, stranger, foe = (Player(server, n) for n in ("fay", "sam", "zed"))
    for other in (friend, stranger, foe):
        other.connect()
    people[1].send("mark", nickname="fay", mark="friend")
    people[1].wait_for("marks")
    people[1].send("mark", nickname="zed", mark="blocked")
    assert people[1].wait_for("marks")["marks"] == {"fay": "friend", "zed": "blocked"}
    people[1].drop()
    stranger.send("join", table=table, seat=1)
    assert stranger.wait_for("error")["code"] == "seat-held"
    assert refusal_after(stranger, table, 1, "seat-held") == "not-allowed"  # friends only
    wait_for_the_clock(stranger, table, 1, "friends")
    foe.send("join", table=table, seat=1)
    assert foe.wait_for("error")["code"] == "not-allowed"  # black-listed, after friends too
    friend.send("join", table=table, seat=1)
    friend.wait_until(lambda: friend.view is not None)
    assert friend.seat == 1
    players = [people[0], friend, people[2]]
    play_until(players, random.Random(3), lambda: all(p.over for p in players))
    over = people[0].over
    assert over is not None, [(p.nickname, p.turn, [(m["type"], m.get("code"), m.get("log"))
                                                   for m in p.received[-6:]]) for p in players]
    charge = next(c for c in over["settlement"] if c["seat"] == 1)
    assert charge["owner"] == "bob"
    assert over["stand_ins"][0][:2] == [1, "fay"]
    with sqlite3.connect(server.db) as conn:
        ledger = dict(conn.execute("SELECT nickname, amount FROM ledger").fetchall())
    assert ledger["bob"] == charge["amount"] and "fay" not in ledger
    assert sum(c["amount"] for c in over["settlement"]) == 0
    close_all([*players, stranger, foe])


def refusal_after(player: Player, table: str, seat: int, before: str) -> str:
    """Ask for ``seat`` until the server's refusal is no longer ``before`` (the seed's clock
    has moved on), waiting on its answers; the refusal then."""
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        player.send("join", table=table, seat=seat)
        code = player.wait_for("error")["code"]
        if code != before:
            return str(code)
        player.pump(0.25)  # a quarter of a second for the server's clock, or news
    raise AssertionError(f"the server said {before!r} for {WAIT} s")


def wait_for_the_clock(player: Player, table: str, seat: int, window: str) -> None:
    """Ask the lobby until ``seat``'s ``window`` countdown has run out, waiting on its
    answers."""
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        player.send("lobby")
        line = next(t for t in player.wait_for("lobby")["tables"] if t["table"] == table)
        if line["seats"][seat].get(window, 0) == 0:
            return
        player.pump(0.25)
    raise AssertionError(f"the {window} window of seat {seat} did not end")


def test_hostile_messages_are_refused_and_change_nothing(any_server):
    server = any_server
    table, people = sit(server, ["ann", "bob", "cid"])
    ann, bob, _ = people
    acting = asked_to_act(people)
    waiting = next(p for p in people if p is not acting)
    waiting.wait_until(lambda: waiting.log == acting.log)  # told of the same moment
    before = (acting.log, dumps(acting.view), dumps(waiting.view))

    def refused(player: Player, text: str, code: str) -> None:
        player.send_text(text)
        assert player.wait_for("error")["code"] == code

    refused(ann, "{not json", "not-json")
    refused(ann, '{"v": 1, "type": "chat", "text": "' + "x" * 70_000 + '"}', "too-large")
    refused(ann, '{"v": 1, "type": "shuffle"}', "unknown-type")
    refused(ann, '{"v": 2, "type": "lobby"}', "bad-version")
    waiting.send("act", actions=[0], log=waiting.log)
    assert waiting.wait_for("error")["code"] == "not-your-turn"
    legal = acting.turn["actions"] if acting.turn else []
    barred = next(c for c in range(52) if c not in legal)
    acting.send("act", actions=[barred], log=acting.log)
    assert acting.wait_for("error")["code"] in ("illegal", "not-your-turn")
    acting.send("act", actions=[legal[0]], log=acting.log - 1)
    assert acting.wait_for("error")["code"] == "stale"
    # a spectator may watch but not act
    watcher = Player(server, "wes")
    watcher.connect()
    watcher.send("watch", table=table)
    watcher.wait_until(lambda: watcher.view is not None)
    assert watcher.view is not None and watcher.view["hand"] == []
    watcher.send("act", actions=[legal[0]], log=acting.log)
    assert watcher.wait_for("error")["code"] == "watching"
    # a token used once is refused when replayed, and a guessed one too
    used = bob.token
    thief = Player(server, "bob", token="forged-token")
    assert thief.connect(with_token=True)["code"] == "bad-login"
    bob.drop()
    assert bob.reconnect()["type"] == "welcome"
    replayed = Player(server, "bob", token=used)
    assert replayed.connect(with_token=True)["code"] == "bad-login"
    # a frame beyond the largest the server reads closes that connection only
    giant = Player(server, "gus")
    giant.connect()
    giant.send_text("x" * 300_000)
    giant.wait_until_closed()
    # a flood is told bye and closed
    flood = Player(server, "flo")
    flood.connect()
    with contextlib.suppress(ConnectionClosed):  # the server closes it partway
        for _ in range(200):
            flood.send("lobby")
    assert flood.wait_for("bye")["code"] == "flood"
    for player in (acting, waiting):
        player.pump(0.3)
    assert (acting.log, dumps(acting.view), dumps(waiting.view)) == before
    close_all([*people, watcher, thief, replayed, giant, flood])


def test_a_server_started_with_its_parent_ends_when_the_parent_is_gone(tmp_path):
    """The app hosting a table keeps the server's standard input open; when the app ends, even
    by a crash, the input closes and the server stops with it (its file kept)."""
    process = subprocess.Popen(
        [sys.executable, "-m", "cardtable.server", "--host", "127.0.0.1", "--port", "0",
         "--db", str(tmp_path / "hosted.sqlite3"), "--with-parent"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert process.stdin is not None and process.stdout is not None
    line = process.stdout.readline()
    assert "Card Table server on ws://127.0.0.1:" in line
    process.stdin.write("anything written is ignored\n")
    process.stdin.flush()
    hosted = Server(tmp_path / "hosted.sqlite3", int(line.rsplit(":", 1)[1].split()[0]))
    assert Player(hosted, "ann").connect()["type"] == "welcome"  # still serving
    assert process.poll() is None
    process.stdin.close()  # as when the parent dies
    assert process.wait(WAIT) == 0
    process.stdout.close()
    assert (tmp_path / "hosted.sqlite3").exists()

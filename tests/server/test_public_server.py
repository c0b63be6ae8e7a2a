"""A real server on loopback meets what a public server meets: password guessing, sockets
that never say hello, one address opening many, a message nested 30,000 deep."""

from __future__ import annotations

import json
import os
import random
import select
import socket
import time
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from .support import WAIT, Player, Server, close_all, play_until


def started(tmp_path: Path, *limits: str) -> Server:
    return Server(tmp_path / "server.sqlite3", limits=limits).start()


def test_guessing_a_password_soon_waits_and_the_right_one_too(tmp_path):
    """Five wrong guesses, then a minute's wait (the first wait is raised from a second so
    that no machine is slow enough to outlast it): more guesses and the right password alike
    are told to wait, and the connection that keeps trying is closed."""
    server = started(tmp_path, "first_wait=60")
    try:
        ann = Player(server, "ann", password="the-real-one")
        assert ann.connect()["type"] == "welcome"
        thief = Player(server, "ann", password="a-guess")
        answers = _until_closed(thief, "a-guess")
        assert answers == [("error", "bad-login")] * 4 + [("bye", "bad-login")]
        again = Player(server, "ann", password="another-guess")
        answers = _until_closed(again, "the-real-one")
        assert answers == [("error", "wait")] * 4 + [("bye", "bad-login")]
        assert "try again in 60 s" in again.received[0]["words"]
        owner = Player(server, "ann", password="the-real-one")
        assert _answer(owner.connect()) == ("error", "wait")
        owner.token = ann.token  # a token still lets the owner in
        assert owner.connect(with_token=True)["type"] == "welcome"
        close_all([ann, thief, again, owner])
    finally:
        server.stop()


def _until_closed(player: Player, then: str) -> list[tuple[str, str]]:
    """``player`` signs in, then tries the password ``then`` until the server says bye; the
    answers."""
    answers = [_answer(player.connect())]
    while answers[-1][0] != "bye":
        player.send("hello", nickname=player.nickname, password=then)
        answers.append(_answer(player.wait_for("error", "bye")))
    return answers


def _answer(message: dict) -> tuple[str, str]:
    return message["type"], message.get("code", "")


def test_a_socket_that_never_says_hello_is_closed(tmp_path):
    server = started(tmp_path, "hello_seconds=0.5")
    try:
        idle = Player(server, "nobody")
        idle.socket = _open(server)
        bye = idle.wait_for("bye")
        assert bye["code"] == "hello-late"
        idle.wait_until_closed()
    finally:
        server.stop()


def test_one_address_may_open_only_so_many_connections(tmp_path):
    server = started(tmp_path, "connections_per_address=3")
    try:
        sockets = [Player(server, f"p{i}") for i in range(4)]
        for player in sockets[:3]:
            player.socket = _open(server)
        last = sockets[3]
        last.socket = _open(server)
        assert last.wait_for("bye")["code"] == "too-many-connections"
        last.wait_until_closed()
        for player in sockets[:3]:
            assert player.pump(0.1) == [] and not player.closed
        close_all(sockets)
    finally:
        server.stop()


def test_behind_a_balancer_each_client_counts_by_the_address_the_balancer_names(tmp_path):
    """With ``--forwarded-for`` the address a balancer added last to X-Forwarded-For is the
    client's: what came before it is the client's own word, which anyone can forge."""
    server = Server(tmp_path / "server.sqlite3", limits=("connections_per_address=1",),
                    options=("--forwarded-for",)).start()

    def through_balancer(said: str) -> Player:
        player = Player(server, "p")
        player.socket = connect(server.url, open_timeout=20, max_size=None, legacy=True,
                                additional_headers={"X-Forwarded-For": said})
        return player

    try:
        first = through_balancer("127.0.0.11")
        second = through_balancer("127.0.0.99, 127.0.0.12")  # the balancer saw .12
        forged = through_balancer("127.0.0.12, 127.0.0.11")  # .11 again, whatever it says
        assert forged.wait_for("bye")["code"] == "too-many-connections"
        for player in (first, second):
            assert player.pump(0.1) == [] and not player.closed
        close_all([first, second, forged])
    finally:
        server.stop()


def test_a_message_nested_past_the_parsers_stack_is_refused_and_the_connection_lives(tmp_path):
    server = started(tmp_path)
    try:
        ann = Player(server, "ann")
        ann.connect()
        ann.send_text("[" * 30_000 + "]" * 30_000)
        assert ann.wait_for("error")["code"] == "too-deep"
        ann.send("lobby")
        assert ann.wait_for("lobby")["tables"] == []
        close_all([ann])
    finally:
        server.stop()


def _open(server: Server) -> ClientConnection:
    """A WebSocket to the server that says nothing."""
    return connect(server.url, open_timeout=20, max_size=None, legacy=True)


def test_what_held_before_still_holds(tmp_path):
    """A name that reads like SQL is a name like any other; a frame that inflates to 20 MiB
    closes its own connection only; 2,000 TCP connections that never finish the WebSocket
    handshake keep nobody out."""
    server = started(tmp_path)
    sockets: list[socket.socket] = []
    try:
        sly = Player(server, "x'); DROP TABLE accounts;--")
        assert sly.connect()["type"] == "welcome"
        ann = Player(server, "ann")
        assert ann.connect()["type"] == "welcome"
        bomb = connect(server.url, open_timeout=20, max_size=None, legacy=True)
        bomb.send(json.dumps({"v": 1, "type": "hello", "nickname": "bomb", "password": "x"
                              * (20 << 20)}))
        with pytest.raises(ConnectionClosed) as closed:
            bomb.recv(timeout=20)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009  # too big
        for _ in range(2000):
            sockets.append(socket.create_connection(("127.0.0.1", server.port), timeout=20))
        newcomer = Player(server, "newcomer")
        assert newcomer.connect()["type"] == "welcome"
        ann.send("lobby")
        assert ann.wait_for("lobby")["type"] == "lobby"
        close_all([sly, ann, newcomer])
    finally:
        for opened in sockets:
            opened.close()
        server.stop()


def test_a_server_killed_outright_leaves_no_worker_behind(tmp_path):
    """The computer players think in worker processes; a server killed with SIGKILL tells
    them nothing, and they must not live on (a machine would fill with idle workers)."""
    server = started(tmp_path)
    people = [Player(server, name) for name in ("ann", "bob")]
    for player in people:
        player.connect()
    people[0].send("create", game="ugly", players=3,
                   seats=[{"kind": "person"}] * 2 + [{"kind": "rule"}])
    table = people[0].wait_for("created")["table"]
    for seat, player in enumerate(people):
        player.send("join", table=table, seat=seat)
        player.wait_for("seated")
    play_until(people, random.Random(2), lambda: people[0].log >= 6, moves=200)
    assert server.process is not None
    workers = _children(server.process.pid)
    assert workers, "no worker was started"
    ends = [os.pidfd_open(worker) for worker in workers]  # readable once it has ended
    server.kill()
    try:
        deadline = time.monotonic() + WAIT
        for end in ends:
            ended, _, _ = select.select([end], [], [], max(0.0, deadline - time.monotonic()))
            assert ended, f"workers left behind: {workers}"
    finally:
        for end in ends:
            os.close(end)
    close_all(people)


def _children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(child) for child in path.read_text().split()] if path.exists() else []

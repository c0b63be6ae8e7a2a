"""A real server on the loopback address, and protocol-level players that talk to it over
WebSockets, for the tests of the server as a program.

The server runs as its own process (``python -m cardtable.server``), so a test can kill it
the way machines fail. Every wait is bounded; nothing here looks beyond 127.0.0.1.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import select
import signal
import sqlite3
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from cardtable.net.messages import FROM_SERVER, decode, encode, request

from ..deadlines import WAIT_S

HOST = "127.0.0.1"
WAIT = WAIT_S  # seconds any single wait may take before the test fails
LOOK_AGAIN = 0.1  # seconds between two looks at what another process does


class Server:
    """``cardtable-server`` as a child process on 127.0.0.1, with its SQLite file (or, as one
    process of a service, the address of its PostgreSQL database and a file for what it says
    on standard error)."""

    def __init__(self, db: Path | str, port: int = 0, limits: tuple[str, ...] = (),
                 options: tuple[str, ...] = (), errors: Path | None = None) -> None:
        self.db = db
        self.port = port
        self.limits = limits  # NAME=NUMBER, each given as --limit
        self.options = options  # any other options of the command
        self.errors = errors or Path(db).with_suffix(".stderr")
        self.process: subprocess.Popen[str] | None = None

    def start(self) -> Server:
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        with self._errors() as errors:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "cardtable.server", "--host", HOST, "--port",
                 str(self.port), "--db", str(self.db), *self.options,
                 *(f"--limit={limit}" for limit in self.limits)],
                stdout=subprocess.PIPE, stderr=errors, text=True, env=env)
        ready, _, _ = select.select([self.process.stdout], [], [], WAIT)
        assert ready, "the server did not say it was listening"
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        assert "Card Table server on ws://" in line, line + self.said_on_stderr()
        self.port = int(line.split("ws://", 1)[1].split()[0].rsplit(":", 1)[1])
        return self

    def _errors(self) -> IO[str]:
        """The server's standard error, to a file beside its database: a pipe nobody reads
        would stop the server once full."""
        return open(self.errors, "a", encoding="utf-8")

    def said_on_stderr(self) -> str:
        return self.errors.read_text(encoding="utf-8") if self.errors.exists() else ""

    def read_table(self, table: str) -> tuple[dict[str, Any], list[int]]:
        """The table's description and log as the server keeps them (read only)."""
        with contextlib.closing(sqlite3.connect(f"file:{self.db}?mode=ro", uri=True,
                                                timeout=WAIT)) as db:
            (text,) = db.execute("SELECT description FROM tables WHERE id = ?",
                                 (table,)).fetchone()
            log = [a for (a,) in db.execute(
                "SELECT action FROM actions WHERE table_id = ? ORDER BY n", (table,))]
        return json.loads(text), log

    @property
    def url(self) -> str:
        return f"ws://{HOST}:{self.port}"

    @property
    def pid(self) -> int | None:
        return self.process.pid if self.process is not None else None

    def kill(self) -> None:
        """SIGKILL: no goodbye, no flush, as a machine that loses power."""
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(WAIT)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(WAIT)
            except subprocess.TimeoutExpired:
                self.kill()
        for stream in (self.process.stdout,) if self.process else ():
            if stream is not None:
                stream.close()


@dataclass
class Player:
    """One account's connection, speaking the protocol as a client program would; it keeps
    what the server told it and can come back after a drop with its token."""

    server: Server
    nickname: str
    password: str = "secret-pw"
    socket: ClientConnection | None = None
    token: str = ""
    received: list[dict[str, Any]] = field(default_factory=list)
    view: dict[str, Any] | None = None
    log: int = 0
    turn: dict[str, Any] | None = None
    over: dict[str, Any] | None = None
    asked: dict[str, Any] | None = None  # the turn this player last answered
    seat: int | None = None
    closed: bool = False

    def connect(self, with_token: bool = False) -> dict[str, Any]:
        """Connect and say hello; the welcome (or the refusal)."""
        self.socket = connect(self.server.url, open_timeout=WAIT, max_size=None, legacy=True)
        self.closed = False
        credentials = {"token": self.token} if with_token else {"password": self.password}
        self.send("hello", nickname=self.nickname, **credentials)
        answer = self.wait_for("welcome", "error")
        if answer["type"] == "welcome":
            self.token = answer["token"]
        return answer

    def reconnect(self, tries: int = 40) -> dict[str, Any]:
        """Come back after the server went away, as a client does: with the token, waiting a
        little longer after each refused try (bounded)."""
        delay = 0.05
        for _ in range(tries):
            try:
                return self.connect(with_token=True)
            except OSError:
                time.sleep(delay)
                delay = min(delay * 2, 0.5)
        raise AssertionError(f"{self.nickname} could not reconnect")

    def drop(self) -> None:
        """Close the connection without a word, as a lost network does."""
        assert self.socket is not None
        self.socket.close()
        self.closed = True

    def send(self, kind: str, **fields: Any) -> None:
        self.send_text(encode(request(kind, **fields)))

    def send_text(self, text: str | bytes) -> None:
        assert self.socket is not None
        self.socket.send(text)

    def pump(self, timeout: float = 0.0) -> list[dict[str, Any]]:
        """Read whatever the server has sent (waiting up to ``timeout`` for the first)."""
        got: list[dict[str, Any]] = []
        assert self.socket is not None
        while not self.closed:
            try:
                text = self.socket.recv(timeout=timeout)
            except TimeoutError:
                break
            except ConnectionClosed:
                self.closed = True
                break
            got.append(self._read(text))
            timeout = 0.0
        return got

    def wait_for(self, *kinds: str) -> dict[str, Any]:
        """The next message of one of ``kinds`` (the others are read and kept)."""
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            for message in self.pump(0.2):
                if message["type"] in kinds:
                    return message
            if self.closed:
                break
        raise AssertionError(f"{self.nickname} waited in vain for {kinds}: "
                             f"{[m['type'] for m in self.received[-8:]]}")

    def wait_until(self, ready: Any) -> None:
        """Read until ``ready()`` holds (bounded)."""
        deadline = time.monotonic() + WAIT
        while not ready():
            assert time.monotonic() < deadline and not self.closed, (
                f"{self.nickname} waited in vain: {[m['type'] for m in self.received[-8:]]}")
            self.pump(0.2)

    def wait_until_closed(self) -> None:
        """Read until the connection is closed (bounded)."""
        deadline = time.monotonic() + WAIT
        while not self.closed:
            assert time.monotonic() < deadline, f"{self.nickname}'s connection stayed open"
            self.pump(0.2)

    def _read(self, text: str | bytes) -> dict[str, Any]:
        message = decode(text, FROM_SERVER, limit=None)
        self.received.append(message)
        kind = message["type"]
        if kind == "table":
            self.view, self.log = message["view"], message["log"]
        elif kind == "turn":
            self.turn = message if "actions" in message else None
        elif kind == "seated":
            self.seat = message["seat"]
        elif kind == "over":
            self.over, self.turn = message, None
        elif kind == "error" and message["code"] == "slow-down" and self.asked is not None:
            self.turn = self.asked  # the server did not read that move: make it again later
            time.sleep(0.1)
        elif kind == "error" and message["code"] == "not-kept" and self.asked is not None:
            self.turn = self.asked  # the server could not keep that move: make it again
        return message

    def play(self, rng: random.Random) -> bool:
        """Answer this player's turn with a legal action, if it has one; whether it did."""
        if self.turn is None or self.over is not None:
            return False
        action = rng.choice(self.turn["actions"])
        self.asked, self.turn = self.turn, None
        self.send("act", actions=[action], log=self.log)
        return True


def eventually(ready: Any, what: str) -> Any:
    """Ask ``ready()`` again and again until it answers (anything but False or None), and
    that answer; for what happens in another process that sends no word of it (a process
    takes a lease over, a balancer starts to listen), so there is nothing to wait on but the
    thing itself. Bounded by ``WAIT``."""
    deadline = time.monotonic() + WAIT
    while not (answer := ready()):
        assert time.monotonic() < deadline, f"waited in vain: {what}"
        time.sleep(LOOK_AGAIN)
    return answer


def play_until(players: list[Player], rng: random.Random, done: Any, moves: int = 5000) -> int:
    """Let the players answer their turns until ``done()`` (or the move cap); the moves made."""
    made = 0
    deadline = time.monotonic() + 10 * WAIT
    while made < moves and time.monotonic() < deadline:
        acted = False
        for player in players:
            player.pump(0.0)
            if done():
                return made
            acted |= player.play(rng)
        made += acted
        if not acted:
            for player in players:
                player.pump(0.02)
    return made


def asked_to_act(players: list[Player]) -> Player:
    """Read until one of ``players`` is asked to act (the computer seats before it may take a
    while); that one."""
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        for player in players:
            player.pump(0.05)
            if player.turn is not None:
                return player
    raise AssertionError("nobody was asked to act")


def close_all(players: list[Player]) -> None:
    for player in players:
        with contextlib.suppress(Exception):
            if player.socket is not None:
                player.socket.close()


def dumps(value: Any) -> str:
    """A view as text for comparing two of them exactly."""
    return json.dumps(value, sort_keys=True)

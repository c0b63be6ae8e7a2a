"""A real Card Table server on a free loopback port for each test, and plain protocol clients
that play a seat by themselves: the other people at the app's table."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
import threading
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest
from websockets.sync.client import connect

from ..deadlines import WAIT_S
from ..qt_setup import english_plurals, speaker  # noqa: F401  (autouse fixtures)


class Server:
    """A ``cardtable.server`` process on loopback with its database in ``db``; ``start``
    again after ``kill`` resumes it on the same port, as a restarted server does."""

    def __init__(self, db: Path) -> None:
        self.db = db
        self.port = 0
        self.process: subprocess.Popen[str] | None = None

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self) -> str:
        # standard error to a file: a pipe nobody reads would stop the server once full
        with open(self.db.with_suffix(".stderr"), "a", encoding="utf-8") as errors:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "cardtable.server", "--host", "127.0.0.1",
                 "--port", str(self.port), "--db", str(self.db)],
                stdout=subprocess.PIPE, stderr=errors, text=True)
        stdout = self.process.stdout
        assert stdout is not None
        lines: list[str] = []
        reader = threading.Thread(target=lambda: lines.append(stdout.readline()), daemon=True)
        reader.start()
        reader.join(WAIT_S)
        found = re.search(r"ws://127\.0\.0\.1:(\d+)", lines[0] if lines else "")
        assert found, f"the server did not say where it listens: {lines!r}"
        self.port = int(found.group(1))
        return self.url

    def kill(self) -> None:
        """Stop the server at once, as a crash does (SIGKILL)."""
        if self.process is not None:
            self.process.kill()
            self.process.wait(10)
            self.process = None


@pytest.fixture
def server_process(tmp_path: Path):
    """A server started for this test, killed after it."""
    server = Server(tmp_path / "server.sqlite")
    server.start()
    try:
        yield server
    finally:
        server.kill()


@pytest.fixture
def server(server_process: Server) -> str:
    """``ws://127.0.0.1:PORT`` of a server started for this test."""
    return server_process.url


class Player:
    """A person at the table made of a plain WebSocket client on a thread of its own: it signs
    in, sits down, answers each of its turns with a random legal action and keeps what it was
    told (its views' hands by log position, the end)."""

    def __init__(self, url: str, nickname: str, seed: int) -> None:
        self._closing = ExitStack()
        self.socket = self._closing.enter_context(connect(url, open_timeout=WAIT_S))
        self.rng = random.Random(seed)
        self.seat = -1
        self.log = 0
        self.hands: dict[int, set[int]] = {}  # log position → the hand this seat held
        self.over: dict[str, Any] | None = None
        self.problem: BaseException | None = None
        self.errors: list[dict[str, Any]] = []
        self.last_act: dict[str, Any] | None = None
        self._thread: threading.Thread | None = None
        self.send("hello", nickname=nickname, password="secret-" + nickname)
        assert self.wait_for("welcome")["nickname"] == nickname

    def send(self, kind: str, **fields: Any) -> None:
        self.socket.send(json.dumps({"v": 1, "type": kind, **fields}))

    def wait_for(self, kind: str, within: float = WAIT_S) -> dict[str, Any]:
        """Read messages until one of ``kind`` (before the game: nothing else matters)."""
        end = time.monotonic() + within
        while True:
            message = json.loads(self.socket.recv(timeout=max(0.01, end - time.monotonic())))
            if message["type"] == kind:
                return message
            if message["type"] == "error":
                raise AssertionError(f"refused: {message}")

    def sit(self, table: str, seat: int) -> None:
        """Take ``seat`` and play it on a thread until the game is over."""
        self.seat = seat
        self.send("join", table=table, seat=seat)
        self._thread = threading.Thread(target=self._play, daemon=True)
        self._thread.start()

    def _play(self) -> None:
        try:
            end = time.monotonic() + 120
            while self.over is None:
                self._take(json.loads(self.socket.recv(timeout=end - time.monotonic())))
        except BaseException as problem:
            self.problem = problem

    def _take(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "table":
            self.log = message["log"]
            self.hands[self.log] = set(message["view"]["hand"])
        elif kind == "turn" and message["seat"] == self.seat and message.get("actions"):
            self.last_act = {"actions": [self.rng.choice(message["actions"])], "log": self.log}
            self.send("act", **self.last_act)
        elif kind == "over":
            self.over = message
        elif kind == "error" and message["code"] == "slow-down" and self.last_act:
            # faster than the server's rate limit (no person is): wait, and say it again
            time.sleep(0.25)
            self.send("act", **self.last_act)
        elif kind == "error":
            self.errors.append(message)

    def finish(self, within: float = WAIT_S) -> dict[str, Any]:
        """The end of the game as this player was told it."""
        assert self._thread is not None
        self._thread.join(within)
        self._closing.close()
        if self.problem is not None:
            raise self.problem
        assert self.over is not None, "the game did not end"
        assert self.errors == []
        return self.over

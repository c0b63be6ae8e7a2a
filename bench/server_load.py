"""How many tables of people one server process holds: computer clients at a person's pace.

    .venv/bin/python bench/server_load.py [--tables 50,100,250] [--seconds 30] [--game up-and-down]

A server (``python -m cardtable.server``) starts on 127.0.0.1 with a new SQLite file. For each
number of tables in turn, tables of four people are added (the earlier ones go on playing) and
every client answers its turn with a random legal action after 1 to 2 seconds, as a person
would. Over the next ``--seconds``, each move's round trip is timed, from sending ``act`` to
receiving the server's ``events`` for it; the report gives the median and the 99th percentile,
the moves a second, and the server's CPU (share of one core) and resident memory, read from
``/proc``. The accounts are made in the file beforehand (a password's scrypt hash costs tens of
milliseconds, on purpose), so the measured time is play, not sign-ups.

Everything talks to 127.0.0.1 only, and the run ends by itself.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from cardtable.net.accounts import Accounts
from cardtable.net.messages import encode, request

HOST = "127.0.0.1"
PASSWORD = "load-test"
PEOPLE = 4


def make_accounts(db: str, names: list[str]) -> None:
    accounts = Accounts(db)
    for name in names:
        accounts.sign_in(name, PASSWORD)
    accounts.close()


class Client:
    """One person at a table: answers its turns at a person's pace and times each move."""

    def __init__(self, name: str, rng: random.Random, times: list[float]) -> None:
        self.name = name
        self.rng = rng
        self.times = times
        self.socket: ClientConnection | None = None
        self.sent_at: float | None = None
        self.log = 0
        self.seated = asyncio.Event()
        self.replies: asyncio.Queue[dict[str, Any]] = asyncio.Queue()

    async def start(self, url: str) -> None:
        self.socket = await connect(url, max_size=None, open_timeout=60)
        await self.send("hello", nickname=self.name, password=PASSWORD)
        asyncio.get_running_loop().create_task(self.listen())

    async def send(self, kind: str, **fields: Any) -> None:
        assert self.socket is not None
        await self.socket.send(encode(request(kind, **fields)))

    async def listen(self) -> None:
        assert self.socket is not None
        with contextlib.suppress(Exception):
            async for text in self.socket:
                message = json.loads(text)
                kind = message["type"]
                if kind in ("created", "seated", "welcome", "error", "bye", "hint"):
                    await self.replies.put(message)
                if kind == "events" and self.sent_at is not None and message["log"] > self.log:
                    self.times.append(time.perf_counter() - self.sent_at)
                    self.sent_at = None
                elif kind == "table":
                    self.log = message["log"]
                elif kind == "turn" and "actions" in message:
                    asyncio.get_running_loop().create_task(self.answer(message["actions"]))

    async def reply(self, *kinds: str) -> dict[str, Any]:
        while True:
            message = await asyncio.wait_for(self.replies.get(), 120)
            if message["type"] in kinds:
                return message

    async def answer(self, actions: list[int]) -> None:
        await asyncio.sleep(self.rng.uniform(1.0, 2.0))
        log = self.log
        self.sent_at = time.perf_counter()
        await self.send("act", actions=[self.rng.choice(actions)], log=log)


async def add_tables(url: str, first: int, count: int, game: str, rng: random.Random,
                     times: list[float]) -> list[Client]:
    """``count`` more tables of four clients, every one seated."""
    clients = [Client(f"p{i}", random.Random(rng.random()), times)
               for i in range(first * PEOPLE, (first + count) * PEOPLE)]
    for group in range(0, len(clients), 50):
        await asyncio.gather(*(c.start(url) for c in clients[group:group + 50]))
        await asyncio.gather(*(c.reply("welcome") for c in clients[group:group + 50]))
    for t in range(count):
        table = clients[t * PEOPLE:(t + 1) * PEOPLE]
        await table[0].send("create", game=game, players=PEOPLE,
                            seats=[{"kind": "person"}] * PEOPLE)
        made = (await table[0].reply("created"))["table"]
        for seat, client in enumerate(table):
            await client.send("join", table=made, seat=seat)
            await client.reply("seated")
    return clients


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def resident_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


async def measure(url: str, pid: int, levels: list[int], seconds: float, game: str
                  ) -> list[dict[str, float]]:
    rng = random.Random(1)
    times: list[float] = []
    clients: list[Client] = []
    rows = []
    for tables in levels:
        have = len(clients) // PEOPLE
        clients += await add_tables(url, have, tables - have, game, rng, times)
        await asyncio.sleep(3.0)  # every table under way
        times.clear()
        cpu, start = cpu_seconds(pid), time.perf_counter()
        await asyncio.sleep(seconds)
        elapsed = time.perf_counter() - start
        got = sorted(times)
        rows.append({"tables": tables, "connections": len(clients), "moves": len(got),
                     "moves_per_s": len(got) / elapsed,
                     "median_ms": 1000 * statistics.median(got) if got else float("nan"),
                     "p99_ms": 1000 * got[int(0.99 * (len(got) - 1))] if got else float("nan"),
                     "cpu": (cpu_seconds(pid) - cpu) / elapsed, "rss_mb": resident_mb(pid)})
        print(_row(rows[-1]), flush=True)
    return rows


def _row(r: dict[str, float]) -> str:
    return (f"{int(r['tables']):>6} {int(r['connections']):>11} {r['moves_per_s']:>9.1f} "
            f"{r['median_ms']:>10.1f} {r['p99_ms']:>8.1f} {100 * r['cpu']:>6.0f}% "
            f"{r['rss_mb']:>7.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", default="50,100,250",
                        help="growing numbers of tables, comma-separated")
    parser.add_argument("--seconds", type=float, default=30.0,
                        help="how long each number of tables is measured")
    parser.add_argument("--game", default="up-and-down")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON too")
    args = parser.parse_args()
    levels = sorted(int(n) for n in args.tables.split(","))
    with tempfile.TemporaryDirectory() as folder:
        db = str(Path(folder) / "load.sqlite3")
        names = [f"p{i}" for i in range(levels[-1] * PEOPLE)]
        started = time.perf_counter()
        Accounts(db).close()  # the schema, once, before the workers write
        with ProcessPoolExecutor(2) as pool:
            list(pool.map(make_accounts, [db, db], [names[0::2], names[1::2]]))
        print(f"{len(names)} accounts made in {time.perf_counter() - started:.0f} s",
              flush=True)
        server = subprocess.Popen(
            [sys.executable, "-m", "cardtable.server", "--host", HOST, "--port", "0",
             "--db", db], stdout=subprocess.PIPE, text=True)
        try:
            assert server.stdout is not None
            line = server.stdout.readline()
            url = "ws://" + line.split("ws://", 1)[1].split()[0]
            print(f"{'tables':>6} {'connections':>11} {'moves/s':>9} {'median ms':>10} "
                  f"{'p99 ms':>8} {'cpu':>7} {'rss MB':>7}")
            rows = asyncio.run(measure(url, server.pid, levels, args.seconds, args.game))
            if args.json:
                print(json.dumps(rows))
        finally:
            server.terminate()
            server.wait(30)


if __name__ == "__main__":
    main()

"""Whether one table's people are held up by what others make the server compute: an honest
table's move round trips while a flood of costly work goes on elsewhere.

    .venv/bin/python bench/server_floods.py [--seconds 20] [--compare ../other-checkout]

A server starts on 127.0.0.1 with a new SQLite file. A table of four people plays, each person
answering a turn 50 ms after it comes; each move's round trip is timed, from sending ``act`` to
receiving the server's ``events`` for it. That runs alone, then beside each flood in turn:

* ``expert``: a table of one person and five Expert computer players, the person answering at
  once, so that the Experts search one after another without a pause;
* ``sign-ups``: eight clients making new accounts as fast as the server lets them (a
  password's scrypt hash is slow on purpose);
* ``hints``: a person at a table that gives hints, who never plays but asks for a hint ten
  times a second on their turn (the Expert thinks 300 ms for each).

The report gives, per flood, the honest moves timed, their median and 99th percentile, and the
server's CPU (all its processes, as a share of one core). ``--compare PATH`` runs the same on
another checkout (the commit before a change) in the same run, its server started from there.
The goal: the honest p99 under 50 ms during every flood on this 2-core machine.

Everything talks to 127.0.0.1 only, and the run ends by itself.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from itertools import count
from pathlib import Path
from typing import Any

from server_load import PASSWORD
from server_load import Client as PaceClient

ROOT = Path(__file__).resolve().parent.parent

MAKE_ACCOUNTS = """
import sys
from cardtable.net.accounts import Accounts
accounts = Accounts(sys.argv[1])
for name in sys.argv[3:]:
    accounts.sign_in(name, sys.argv[2])
accounts.close()
"""
FLOODS = ("none", "expert", "sign-ups", "hints")


class Client(PaceClient):
    """One connection speaking the protocol, as ``server_load``'s people do, but answering
    its turns ``delay`` seconds after they come."""

    def __init__(self, name: str, times: list[float] | None = None, delay: float = 0.05
                 ) -> None:
        super().__init__(name, random.Random(name), [] if times is None else times)
        self.delay = delay

    async def start(self, url: str) -> dict[str, Any]:  # type: ignore[override]
        await super().start(url)
        return await self.reply("welcome", "error", "bye")

    async def answer(self, actions: list[int]) -> None:
        await asyncio.sleep(self.delay)
        self.sent_at = time.perf_counter()
        with contextlib.suppress(Exception):  # closed meanwhile: the run is over
            await self.send("act", actions=[self.rng.choice(actions)], log=self.log)

    async def close(self) -> None:
        if self.socket is not None:
            await self.socket.close()


async def table(url: str, clients: list[Client], game: str, seats: list[dict[str, Any]],
                options: dict[str, Any] | None = None, **table_options: Any) -> None:
    """``clients`` sign in and sit at a new table of ``game`` in the person seats, in order."""
    for client in clients:
        await client.start(url)
    await clients[0].send("create", game=game, players=len(seats), seats=seats,
                          options=options or {}, table_options=table_options)
    made = (await clients[0].reply("created"))["table"]
    people = [i for i, s in enumerate(seats) if s["kind"] == "person"]
    for seat, client in zip(people, clients, strict=True):
        await client.send("join", table=made, seat=seat)
        await client.reply("seated")


async def sign_ups(url: str, stop: asyncio.Event, made: count) -> None:
    """New accounts one after another until ``stop``."""
    while not stop.is_set():
        client = Client(f"new{next(made)}")
        with contextlib.suppress(Exception):
            await client.start(url)
        await client.close()


async def hint_asker(url: str, stop: asyncio.Event) -> None:
    """A person at a hinting table who never plays, asking for a hint ten times a second on
    their turn until ``stop``."""
    asker = Client("asker", delay=3600.0)
    await table(url, [asker], "black-lady", [{"kind": "person"}] + [{"kind": "rule"}] * 3,
                {"passing": "none"}, hints=True)  # a card to play: the Expert searches
    while not stop.is_set():
        with contextlib.suppress(Exception):
            await asker.send("hint")
        await asyncio.sleep(0.1)
    await asker.close()


async def one_flood(url: str, flood: str, seconds: float, names: count) -> list[float]:
    """The honest round trips over ``seconds`` beside ``flood``."""
    times: list[float] = []
    honest = [Client(f"honest{next(names)}", times) for _ in range(4)]
    await table(url, honest, "up-and-down", [{"kind": "person"}] * 4)
    stop = asyncio.Event()
    tasks = []
    if flood == "expert":
        player = Client(f"solo{next(names)}", delay=0.0)
        await table(url, [player], "black-lady", [{"kind": "person"}] + [{"kind": "expert"}] * 5)
    elif flood == "sign-ups":
        tasks = [asyncio.create_task(sign_ups(url, stop, names)) for _ in range(8)]
    elif flood == "hints":
        tasks = [asyncio.create_task(hint_asker(url, stop))]
    await asyncio.sleep(2.0)  # the flood under way
    times.clear()
    await asyncio.sleep(seconds)
    got = list(times)
    stop.set()
    for client in honest + ([player] if flood == "expert" else []):
        await client.close()
    for task in tasks:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(task, 30)
    return got


def cpu_seconds(pids: list[int]) -> dict[int, float]:
    """The CPU time each of ``pids`` has used so far."""
    used = {}
    for pid in pids:
        with contextlib.suppress(OSError, IndexError):
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            used[pid] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return used


def cpu_between(before: dict[int, float], after: dict[int, float]) -> float:
    """The CPU time used between two readings (a worker started meanwhile counts whole)."""
    return sum(t - before.get(pid, 0.0) for pid, t in after.items())


def family(pid: int) -> list[int]:
    """The server and its worker processes."""
    children = Path(f"/proc/{pid}/task/{pid}/children")
    found = [pid]
    with contextlib.suppress(OSError):
        for child in children.read_text().split():
            found += family(int(child))
    return found


def run_server(checkout: Path, db: Path, names: list[str], limits: bool
               ) -> tuple[subprocess.Popen[str], str]:
    """A server of ``checkout`` on 127.0.0.1, with the accounts made beforehand; its
    address."""
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    subprocess.run([sys.executable, "-c", MAKE_ACCOUNTS, str(db), PASSWORD, *names],
                   cwd=checkout, env=env, check=True)  # in the checkout's own file format
    extra = ["--limit", "accounts_per_hour=1000000"] if limits else []
    process = subprocess.Popen(
        [sys.executable, "-m", "cardtable.server", "--host", "127.0.0.1", "--port", "0",
         "--db", str(db), *extra], cwd=checkout, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL, text=True, env=env)
    assert process.stdout is not None
    line = process.stdout.readline()
    if "ws://" not in line:
        raise SystemExit(f"the server of {checkout} did not start: {line!r}")
    return process, "ws://" + line.split("ws://", 1)[1].split()[0]


async def measure(checkout: Path, seconds: float, floods: list[str]) -> dict[str, dict]:
    rows = {}
    with tempfile.TemporaryDirectory() as folder:
        names = [f"{kind}{i}" for kind in ("honest", "solo") for i in range(40)] + ["asker"]
        limits = (checkout / "cardtable" / "server" / "limits.py").exists()
        server, url = run_server(checkout, Path(folder) / "server.sqlite3", names, limits)
        try:
            numbers = count()
            for flood in floods:
                cpu, start = cpu_seconds(family(server.pid)), time.perf_counter()
                got = sorted(await one_flood(url, flood, seconds, numbers))
                elapsed = time.perf_counter() - start
                used = cpu_between(cpu, cpu_seconds(family(server.pid)))
                rows[flood] = {
                    "moves": len(got),
                    "median_ms": 1000 * statistics.median(got) if got else float("nan"),
                    "p99_ms": 1000 * got[int(0.99 * (len(got) - 1))] if got else float("nan"),
                    "max_ms": 1000 * got[-1] if got else float("nan"),
                    "cpu": used / elapsed}
                r = rows[flood]
                print(f"  {flood:<9} {r['moves']:>6} {r['median_ms']:>8.1f} {r['p99_ms']:>8.1f} "
                      f"{r['max_ms']:>8.1f} {100 * r['cpu']:>6.0f}%", flush=True)
        finally:
            server.terminate()
            server.wait(30)
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=20.0,
                        help="how long each flood is timed (default 20)")
    parser.add_argument("--floods", default=",".join(FLOODS),
                        help=f"which, in order (default {','.join(FLOODS)})")
    parser.add_argument("--compare", type=Path, default=None,
                        help="another checkout to measure the same way, after this one")
    args = parser.parse_args()
    floods = args.floods.split(",")
    header = f"  {'flood':<9} {'moves':>6} {'median':>8} {'p99':>8} {'max':>8} {'cpu':>7}"
    print(f"this checkout ({ROOT.name}): honest round trips, ms\n{header}", flush=True)
    asyncio.run(measure(ROOT, args.seconds, floods))
    if args.compare is not None:
        print(f"\n{args.compare}:\n{header}", flush=True)
        asyncio.run(measure(args.compare.resolve(), args.seconds, floods))


if __name__ == "__main__":
    main()

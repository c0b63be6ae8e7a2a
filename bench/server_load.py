"""How many tables of people one server process holds: computer clients at a person's pace.

    .venv/bin/python bench/server_load.py [--tables 50,100,250] [--seconds 30] [--game up-and-down]
    .venv/bin/python bench/server_load.py --tables 50,100 --seconds 20 --processes 1,2

A server (``python -m cardtable.server``) starts on 127.0.0.1 with a new SQLite file. For each
number of tables in turn, tables of four people are added (the earlier ones go on playing) and
every client answers its turn with a random legal action after 1 to 2 seconds, as a person
would. Over the next ``--seconds``, each move's round trip is timed, from sending ``act`` to
receiving the server's ``events`` for it; the report gives the median and the 99th percentile,
the moves a second, and the server's CPU (share of one core) and resident memory, read from
``/proc``. The accounts are made in the file beforehand (a password's scrypt hash costs tens of
milliseconds, on purpose), so the measured time is play, not sign-ups.

With ``--processes``, the same load is run, for each number of processes in turn, against a
service instead: a throwaway PostgreSQL (the tests' ``Cluster``, with pg_stat_statements) and
that many server processes behind HAProxy (the tests' ``Service``), every client connecting
through the balancer. Each row then gives the CPU of all the server processes together, of
PostgreSQL (its postmaster and every backend) and of HAProxy, each as a share of one core, the
server processes' memory together, and the statements PostgreSQL ran (pg_stat_statements'
calls) and the transactions it committed (pg_stat_database) per move logged in the run.

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
# every client comes from 127.0.0.1, which a public server's limits would hold to 16
LIMITS = ("connections_per_address=100000",)


def make_accounts(db: str, names: list[str]) -> None:
    accounts = Accounts(db)
    for name in names:
        accounts.sign_in(name, PASSWORD)
    accounts.close()


def make_accounts_in_postgres(url: str, names: list[str]) -> None:
    from cardtable.server.postgres import PostgresDatabase

    accounts = Accounts(PostgresDatabase(url))
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


class Watch:
    """What one server process used: its CPU over the window and its memory at the end."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.cpu = 0.0

    def begin(self) -> None:
        self.cpu = cpu_seconds(self.pid)

    def end(self, elapsed: float) -> dict[str, float]:
        return {"cpu": (cpu_seconds(self.pid) - self.cpu) / elapsed,
                "rss_mb": resident_mb(self.pid)}


async def measure(url: str, watch: Any, levels: list[int], seconds: float, game: str,
                  show: Any = None) -> list[dict[str, float]]:
    rng = random.Random(1)
    times: list[float] = []
    clients: list[Client] = []
    rows = []
    for tables in levels:
        have = len(clients) // PEOPLE
        clients += await add_tables(url, have, tables - have, game, rng, times)
        await asyncio.sleep(3.0)  # every table under way
        times.clear()
        await asyncio.to_thread(watch.begin)
        start = time.perf_counter()
        await asyncio.sleep(seconds)
        elapsed = time.perf_counter() - start
        got = sorted(times)
        used = await asyncio.to_thread(watch.end, elapsed)
        rows.append({"tables": tables, "connections": len(clients), "moves": len(got),
                     "moves_per_s": len(got) / elapsed,
                     "median_ms": 1000 * statistics.median(got) if got else float("nan"),
                     "p99_ms": 1000 * got[int(0.99 * (len(got) - 1))] if got else float("nan"),
                     **used})
        print((show or _row)(rows[-1]), flush=True)
    return rows


def _row(r: dict[str, float]) -> str:
    return (f"{int(r['tables']):>6} {int(r['connections']):>11} {r['moves_per_s']:>9.1f} "
            f"{r['median_ms']:>10.1f} {r['p99_ms']:>8.1f} {100 * r['cpu']:>6.0f}% "
            f"{r['rss_mb']:>7.0f}")


def process_tree(pid: int) -> list[int]:
    """``pid`` and its children (PostgreSQL's postmaster and its backends)."""
    listed = subprocess.run(["ps", "--ppid", str(pid), "-o", "pid="], capture_output=True,
                            text=True, check=False).stdout.split()
    return [pid, *(int(child) for child in listed)]


def cpu_of(pids: list[int]) -> dict[int, float]:
    seconds = {}
    for pid in pids:
        with contextlib.suppress(OSError, IndexError, ValueError):
            seconds[pid] = cpu_seconds(pid)
    return seconds


def used_since(before: dict[int, float], after: dict[int, float]) -> float:
    """CPU seconds between two readings (a process born meanwhile counts from nothing)."""
    return sum(now - before.get(pid, 0.0) for pid, now in after.items())


class ServiceWatch:
    """What a service used over a window: the CPU of its processes, of PostgreSQL and of
    HAProxy, and PostgreSQL's statements, transactions and logged moves."""

    def __init__(self, service: Any, cluster: Any, database: str) -> None:
        self.service = service
        self.cluster = cluster
        self.database = database  # the service's database's address
        self.name = database.rsplit("/", 1)[1]
        self.before: dict[str, Any] = {}

    def _postmaster(self) -> int:
        return int((self.cluster.data / "postmaster.pid").read_text().split()[0])

    def _reading(self) -> dict[str, Any]:
        import psycopg

        with psycopg.connect(self.cluster.url(), autocommit=True) as conn:
            calls = conn.execute(
                "SELECT coalesce(sum(calls), 0) FROM pg_stat_statements WHERE dbid = "
                "(SELECT oid FROM pg_database WHERE datname = %s)", (self.name,)).fetchone()
            xacts = conn.execute(
                "SELECT xact_commit + xact_rollback FROM pg_stat_database WHERE datname = %s",
                (self.name,)).fetchone()
        with psycopg.connect(self.database, autocommit=True) as conn:
            moves = conn.execute("SELECT count(*) FROM actions").fetchone()
        assert calls is not None and xacts is not None and moves is not None
        return {"servers": cpu_of([s.pid for s in self.service.servers]),
                "postgres": cpu_of(process_tree(self._postmaster())),
                "haproxy": cpu_of([self.service.balancer.process.pid]),
                "calls": int(calls[0]), "xacts": int(xacts[0]), "logged": int(moves[0])}

    def begin(self) -> None:
        import psycopg

        with psycopg.connect(self.cluster.url(), autocommit=True) as conn:
            conn.execute("SELECT pg_stat_statements_reset()")  # the window's, to list them
        self.before = self._reading()

    def end(self, elapsed: float) -> dict[str, float]:
        after = self._reading()
        logged = max(after["logged"] - self.before["logged"], 1)
        return {"processes": len(self.service.servers),
                "cpu": used_since(self.before["servers"], after["servers"]) / elapsed,
                "postgres_cpu": used_since(self.before["postgres"], after["postgres"]) / elapsed,
                "haproxy_cpu": used_since(self.before["haproxy"], after["haproxy"]) / elapsed,
                "rss_mb": sum(resident_mb(s.pid) for s in self.service.servers),
                "logged": logged,
                "statements_per_move": (after["calls"] - self.before["calls"]) / logged,
                "transactions_per_move": (after["xacts"] - self.before["xacts"]) / logged}


SERVICE_HEADER = (f"{'procs':>5} {'tables':>6} {'connections':>11} {'moves/s':>8} "
                  f"{'median ms':>9} {'p99 ms':>7} {'servers':>7} {'pg cpu':>6} "
                  f"{'haproxy':>7} {'rss MB':>6} {'logged':>6} {'stmts/mv':>8} {'xacts/mv':>8}")


def _service_row(r: dict[str, float]) -> str:
    return (f"{int(r['processes']):>5} {int(r['tables']):>6} {int(r['connections']):>11} "
            f"{r['moves_per_s']:>8.1f} {r['median_ms']:>9.1f} {r['p99_ms']:>7.1f} "
            f"{100 * r['cpu']:>6.0f}% {100 * r['postgres_cpu']:>5.0f}% "
            f"{100 * r['haproxy_cpu']:>6.0f}% {r['rss_mb']:>6.0f} {int(r['logged']):>6} "
            f"{r['statements_per_move']:>8.1f} {r['transactions_per_move']:>8.2f}")


def top_statements(cluster: Any, database: str, count: int = 8) -> list[str]:
    """The statements PostgreSQL ran most often in ``database`` in the last window."""
    import psycopg

    with psycopg.connect(cluster.url(), autocommit=True) as conn:
        rows = conn.execute(
            "SELECT calls, regexp_replace(query, '\\s+', ' ', 'g') FROM pg_stat_statements "
            "WHERE dbid = (SELECT oid FROM pg_database WHERE datname = %s) "
            "ORDER BY calls DESC LIMIT %s", (database.rsplit("/", 1)[1], count)).fetchall()
    return [f"{calls:>8} {query[:100]}" for calls, query in rows]


def run_service(processes: int, levels: list[int], seconds: float, game: str
                ) -> list[dict[str, float]]:
    """The load through the balancer of a service of ``processes`` processes on a fresh
    PostgreSQL; its rows."""
    import psycopg

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from cardtable.server.postgres import PostgresDatabase
    from tests.server.postgres import Cluster
    from tests.server.service import Service, tear_down

    folder = Path(tempfile.mkdtemp(prefix="cardtable-load-"))  # given to PostgreSQL's user
    beside = Path(tempfile.mkdtemp(prefix="cardtable-load-service-"))
    cluster = Cluster(folder, settings=("shared_preload_libraries=pg_stat_statements",))
    service = None
    try:
        cluster.start()
        with psycopg.connect(cluster.url(), autocommit=True) as conn:
            conn.execute("CREATE EXTENSION pg_stat_statements")
        database = cluster.fresh_database()
        names = [f"p{i}" for i in range(levels[-1] * PEOPLE)]
        started = time.perf_counter()
        Accounts(PostgresDatabase(database)).close()  # the schema, once
        with ProcessPoolExecutor(2) as pool:
            list(pool.map(make_accounts_in_postgres, [database, database],
                          [names[0::2], names[1::2]]))
        print(f"{processes} process(es): {len(names)} accounts made in "
              f"{time.perf_counter() - started:.0f} s", flush=True)
        service = Service(beside, database, processes=processes,
                          limits=LIMITS).start()
        watch = ServiceWatch(service, cluster, database)
        print(SERVICE_HEADER, flush=True)
        rows = asyncio.run(measure(service.url, watch, levels, seconds, game, _service_row))
        print("the statements run most often in the last window (calls, statement):")
        for line in top_statements(cluster, database):
            print("   ", line)
        said = service.said_on_stderr().strip()
        if said:
            print(f"the server processes said on standard error:\n{said[-3000:]}")
        return rows
    finally:
        tear_down(service, cluster, folder, beside)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", default="50,100,250",
                        help="growing numbers of tables, comma-separated")
    parser.add_argument("--seconds", type=float, default=30.0,
                        help="how long each number of tables is measured")
    parser.add_argument("--game", default="up-and-down")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON too")
    parser.add_argument("--processes", default=None,
                        help="numbers of server processes, comma-separated: run the load "
                             "through the balancer of a service of each, on PostgreSQL")
    args = parser.parse_args()
    levels = sorted(int(n) for n in args.tables.split(","))
    if args.processes:
        rows = [row for count in args.processes.split(",")
                for row in run_service(int(count), levels, args.seconds, args.game)]
        if args.json:
            print(json.dumps(rows))
        return
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
             "--db", db, *(f"--limit={limit}" for limit in LIMITS)],
            stdout=subprocess.PIPE, text=True)
        try:
            assert server.stdout is not None
            line = server.stdout.readline()
            url = "ws://" + line.split("ws://", 1)[1].split()[0]
            print(f"{'tables':>6} {'connections':>11} {'moves/s':>9} {'median ms':>10} "
                  f"{'p99 ms':>8} {'cpu':>7} {'rss MB':>7}")
            rows = asyncio.run(measure(url, Watch(server.pid), levels, args.seconds, args.game))
            if args.json:
                print(json.dumps(rows))
        finally:
            server.terminate()
            server.wait(30)


if __name__ == "__main__":
    main()

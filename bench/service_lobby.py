"""How soon the lobby of every process of a service shows a table made at any of them: three
processes sharing a throwaway PostgreSQL (the tests' ``Cluster`` and ``Service``), all on
127.0.0.1.

    .venv/bin/python bench/service_lobby.py [--times 30] [--pause 1.5]

A person in the lobby of each process asked for it once; then, again and again, a new person at
one of the processes (each in turn) makes a public table. The clock runs from the maker receiving
``created`` to each of the other processes' people receiving the ``lobby-changes`` that shows
the table. A process writes its changed lines a few times a lease (here every half second),
the others hear of them at once through ``LISTEN/NOTIFY``, and a lobby goes out at most once a
second to a person (so tables made back to back show a second apart: ``--pause 0``); the report
gives the median, the 99th percentile and the maximum.

Every wait is bounded, nothing listens beyond 127.0.0.1, and the run ends by itself.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.server.postgres import Cluster
from tests.server.service import Service, tear_down
from tests.server.support import WAIT, Player, close_all

LIMITS = ("accounts_per_hour=100000", "connections_per_address=1000")


class At:
    """One process, as a client's address."""

    def __init__(self, url: str) -> None:
        self.url = url


def shown(player: Player, table: str) -> bool:
    return any(line["table"] == table for m in player.received
               if m["type"] == "lobby-changes" for line in m["changed"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--times", type=int, default=30)
    parser.add_argument("--pause", type=float, default=1.5,
                        help="seconds between two tables (0: back to back, when each lobby "
                             "waits out the once-a-second limit of the one before)")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="cardtable-lobby-"))
    cluster = Cluster(folder).start()
    beside = Path(tempfile.mkdtemp(prefix="cardtable-lobby-service-"))
    service = Service(beside, cluster.fresh_database(), limits=LIMITS).start()
    waits: list[float] = []
    try:
        watchers = [Player(At(url), f"watcher{i}") for i, url in enumerate(service.urls)]  # type: ignore[arg-type]
        for player in watchers:
            assert player.connect()["type"] == "welcome"
        for watcher in watchers:
            watcher.send("lobby")
            watcher.wait_for("lobby")
        makers: list[Player] = []
        for n in range(args.times):  # a maker each time: an account makes 8 tables at most
            time.sleep(args.pause)
            at = n % len(service.urls)
            maker = Player(At(service.urls[at]), f"maker{n}")  # type: ignore[arg-type]
            makers.append(maker)
            assert maker.connect()["type"] == "welcome"
            maker.send("create", game="ugly", players=3, table_options={},
                       seats=[{"kind": "person"}, {"kind": "rule"}, {"kind": "rule"}])
            table = maker.wait_for("created")["table"]
            made = time.monotonic()
            for i, watcher in enumerate(watchers):
                if i == at:
                    continue
                deadline = made + WAIT
                while not shown(watcher, table):
                    assert time.monotonic() < deadline, "the table never showed"
                    watcher.pump(0.01)
                waits.append(time.monotonic() - made)
        close_all([*watchers, *makers])
    finally:
        tear_down(service, cluster, folder, beside)
    waits.sort()
    p99 = waits[min(len(waits) - 1, int(0.99 * len(waits)))]
    print(f"{len(waits)} lobbies of other processes: median {statistics.median(waits):.2f} s, "
          f"p99 {p99:.2f} s, max {waits[-1]:.2f} s")


if __name__ == "__main__":
    main()

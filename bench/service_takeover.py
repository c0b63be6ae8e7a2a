"""How long the players of a table wait when the server process playing it dies: a service of
three processes sharing a throwaway PostgreSQL, behind HAProxy (the tests' ``Cluster`` and
``Service``), all on 127.0.0.1.

    .venv/bin/python bench/service_takeover.py [--times 5] [--lease-seconds 2]

Each time, three people and a computer player sit at a new table through the balancer and make
about 20 moves; then the process playing the table is killed (SIGKILL, as a machine that loses
power). From the kill, the clock runs until the first person, who comes back by itself through
the balancer with its token as a client does, has the table shown again ("shown"), and until
the table plays again: the person asked to act sends a legal action and receives its events
("playing"). The other people come back too, as they would. The killed process is started
again on its port before the next time, so three processes serve every time. The report gives
each time's figures and their median and maximum. ``--lease-seconds`` is how long a table waits
for its process to show it lives before another takes it over (the tests' service uses 2 s).

Every wait is bounded, nothing listens beyond 127.0.0.1, and the run ends by itself.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.server.postgres import Cluster
from tests.server.service import Service, tear_down
from tests.server.support import WAIT, Player, asked_to_act, close_all, play_until
from tests.server.test_loopback import sit

LIMITS = ("accounts_per_hour=100000",)  # every person comes from 127.0.0.1


def come_back(player: Player) -> bool:
    """Read on; once the connection is closed, come back through the balancer with the
    token (a connection the service carried to another process stays open); whether it
    connected again."""
    player.pump(0.02)
    if player.closed:
        assert player.reconnect()["type"] == "welcome", player.nickname
        return True
    return False


def one_takeover(service: Service, number: int, rng: random.Random
                 ) -> tuple[float, float, bool]:
    """Seconds from the kill to the table shown again, and to its next move acknowledged;
    whether the first person had to connect again (or the service carried its connection)."""
    table, people = sit(service, [f"ann{number}", f"bob{number}", f"cid{number}"])
    try:
        play_until(people, rng, lambda: False, moves=20)
        for player in people:
            player.pump(0.2)
        victim = service.playing(table)
        killed = time.perf_counter()
        victim.kill()
        first = people[0]
        for player in people:
            player.view, player.turn, player.asked = None, None, None
        deadline = time.monotonic() + 2 * WAIT
        again = False
        while first.view is None:
            assert time.monotonic() < deadline, "the first person never saw the table again"
            again |= come_back(first)
        shown = time.perf_counter() - killed
        while any(p.view is None for p in people):
            assert time.monotonic() < deadline, "the people never all saw the table again"
            for player in people:
                come_back(player)
        actor = asked_to_act(people)
        heard = len(actor.received)
        assert actor.play(rng)
        actor.wait_until(lambda: any(m["type"] in ("events", "error")
                                     for m in actor.received[heard:]))
        answer = next(m for m in actor.received[heard:] if m["type"] in ("events", "error"))
        assert answer["type"] == "events", answer
        playing = time.perf_counter() - killed
        victim.start()  # on its port again, for the next time
        return shown, playing, again
    finally:
        close_all(people)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--times", type=int, default=5, help="how many processes to kill")
    parser.add_argument("--lease-seconds", type=float, default=None,
                        help="the processes' --lease-seconds (default: the tests' service's)")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="cardtable-takeover-"))  # given to PostgreSQL's user
    beside = Path(tempfile.mkdtemp(prefix="cardtable-takeover-service-"))
    cluster = Cluster(folder)
    service = None
    try:
        cluster.start()
        service = Service(beside, cluster.fresh_database(), processes=3, limits=LIMITS)
        lease = args.lease_seconds
        if lease is not None:
            for server in service.servers:
                server.options = ("--lease-seconds", f"{lease:g}", "--forwarded-for")
        else:
            lease = float(service.servers[0].options[1])
        service.start()
        rng = random.Random(11)
        shown: list[float] = []
        playing: list[float] = []
        print(f"lease {lease:g} s; 3 processes behind HAProxy, PostgreSQL on 127.0.0.1")
        print(f"{'time':>4} {'shown s':>8} {'playing s':>9}  first person")
        for number in range(1, args.times + 1):
            seen, played, again = one_takeover(service, number, rng)
            shown.append(seen)
            playing.append(played)
            how = "connected again" if again else "carried over by its process"
            print(f"{number:>4} {seen:>8.2f} {played:>9.2f}  {how}", flush=True)
        print(f"shown again:   median {statistics.median(shown):.2f} s, "
              f"max {max(shown):.2f} s")
        print(f"playing again: median {statistics.median(playing):.2f} s, "
              f"max {max(playing):.2f} s")
        said = service.said_on_stderr().strip()
        if said:
            print(f"the server processes said on standard error:\n{said[-3000:]}")
        return 0
    finally:
        tear_down(service, cluster, folder, beside)


if __name__ == "__main__":
    sys.exit(main())

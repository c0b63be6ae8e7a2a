"""A service of three server processes sharing the tests' PostgreSQL, on loopback (most
through HAProxy, as deployed): an account signs in at one process and plays at another, the
lobby of every process shows a table made at any, and a table whose process is killed mid-deal
is taken over by another and played to the end with nothing lost or played twice."""

from __future__ import annotations

import random
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from cardtable.engine.registry import replay

from .service import Service
from .support import WAIT, Player, Server, close_all, eventually, play_until
from .test_loopback import SEATS_3_AND_A_COMPUTER, sit


@pytest.fixture
def service(tmp_path: Path, postgres_url: str) -> Iterator[Service]:
    running = Service(tmp_path, postgres_url).start()
    try:
        yield running
    finally:
        running.stop()
    assert "Traceback" not in running.said_on_stderr(), running.said_on_stderr()


class At:
    """One process of the service, as a client's address (a ``Player`` talks to its url)."""

    def __init__(self, url: str) -> None:
        self.url = url


def test_an_account_signs_in_at_one_process_and_plays_at_another(service):
    first, second, third = (At(url) for url in service.urls)
    ann = Player(first, "ann")  # type: ignore[arg-type]
    assert ann.connect()["type"] == "welcome"
    ann.drop()
    ann.server = second  # type: ignore[assignment]
    assert ann.connect(with_token=True)["type"] == "welcome"  # the token made at the first
    others = [Player(third, name) for name in ("bob", "cid")]  # type: ignore[arg-type]
    for player in others:
        assert player.connect()["type"] == "welcome"
    others[0].send("create", game="black-lady", players=4, seats=SEATS_3_AND_A_COMPUTER,
                   table_options={})
    table = others[0].wait_for("created")["table"]
    assert service.playing(table).url == third.url
    people = [ann, *others]
    for seat, player in enumerate(people):  # ann from the second process, handed over
        player.send("join", table=table, seat=seat)
        assert player.wait_for("seated", "error")["type"] == "seated"
    for player in people:
        player.wait_until(lambda p=player: p.view is not None)
    play_until(people, random.Random(2), lambda: all(p.over for p in people))
    assert all(p.over == ann.over for p in people) and ann.over is not None
    _, log = service.read_table(table)
    assert ann.log == len(log)
    close_all(people)


def test_one_who_sat_down_before_the_game_began_comes_back_to_the_seat_at_any_process(
        service):
    """A seat taken at a table still waiting for players is the account's wherever it signs
    in again: the process it reaches hands it to the table's."""
    first, second = (At(url) for url in service.urls[:2])
    ann = Player(first, "ann")  # type: ignore[arg-type]
    assert ann.connect()["type"] == "welcome"
    ann.send("create", game="black-lady", players=4, seats=SEATS_3_AND_A_COMPUTER,
             table_options={})
    table = ann.wait_for("created")["table"]
    ann.send("join", table=table, seat=0)
    assert ann.wait_for("seated")["seat"] == 0
    ann.drop()
    ann.server = second  # type: ignore[assignment]
    welcome = ann.connect(with_token=True)
    assert welcome["type"] == "welcome" and welcome["seat"]["table"] == table
    close_all([ann])


def test_the_lobby_of_every_process_shows_a_table_made_at_any(service):
    watchers = [Player(At(url), f"watcher{i}") for i, url in enumerate(service.urls)]  # type: ignore[arg-type]
    for watcher in watchers:
        assert watcher.connect()["type"] == "welcome"
        watcher.send("lobby")
        assert watcher.wait_for("lobby")["tables"] == []
    for maker_at, url in enumerate(service.urls):
        maker = Player(At(url), f"maker{maker_at}")  # type: ignore[arg-type]
        assert maker.connect()["type"] == "welcome"
        maker.send("create", game="ugly", players=3,
                   seats=[{"kind": "person"}, {"kind": "rule"}, {"kind": "rule"}],
                   table_options={})
        table = maker.wait_for("created")["table"]
        for watcher in watchers:
            watcher.wait_until(lambda w=watcher, t=table: any(
                line["table"] == t for m in w.received if m["type"] == "lobby-changes"
                for line in m["changed"]))
        close_all([maker])
    close_all(watchers)


def test_a_table_whose_process_is_killed_mid_deal_is_taken_over_and_played_to_the_end(
        service):
    table, people = sit(service, ["ann", "bob", "cid", "dee"],  # through the balancer
                        seats=[{"kind": "person"}] * 4)
    rng = random.Random(7)
    play_until(people, rng, lambda: False, moves=25)
    for player in people:
        player.pump(0.2)
    told_before = max(p.log for p in people)
    victim = service.playing(table)
    _, last_seen_alive = service.lease(table)
    killed_at = time.time()
    victim.kill()
    for player in people:
        player.wait_until_closed()
    taken_over = wait_for_another_holder(service, table, victim)
    away = [s["away_since"] for s in taken_over["seats"] if s["kind"] == "person"]
    # the seed's clock counts from when their process was last seen, not from the takeover
    assert all(last_seen_alive <= a <= killed_at for a in away), (away, last_seen_alive)
    for player in people:
        player.view = None
        assert player.reconnect()["type"] == "welcome"
        player.wait_until(lambda p=player: p.view is not None)
    _, log = service.read_table(table)
    assert len(log) >= told_before  # every move the players were told of survived
    play_until(people, rng, lambda: all(p.over for p in people))
    finished_as_told(service, table, people)
    close_all(people)


def wait_for_another_holder(service: Service, table: str, gone: Server) -> dict:
    """The table's description once a process other than ``gone`` has taken it over and
    kept it as it resumed it, every player away (a process takes a table over once its lease
    ran out, looking a few times a lease)."""
    def resumed() -> dict | None:
        if service.playing_pid(table) == gone.pid:
            return None
        description, _ = service.read_table(table)
        persons = [s for s in description["seats"] if s["kind"] == "person"]
        return description if all(s["away_since"] is not None for s in persons) else None

    return eventually(resumed, "another process took the table over")


def test_a_process_that_stalls_past_its_lease_loses_the_table_and_writes_nothing_more(
        service):
    """A process stopped (SIGSTOP) past its lease, whose table another took over meanwhile,
    comes back to find it gone: whatever it was about to do there is refused by the lease, its
    players are sent to the table's new process, and the game ends with every move once."""
    table, people = sit(service, ["ann", "bob", "cid"])
    rng = random.Random(11)
    play_until(people, rng, lambda: False, moves=20)
    stalled = service.playing(table)
    assert stalled.process is not None
    stalled.process.send_signal(signal.SIGSTOP)
    try:
        wait_for_another_holder(service, table, stalled)
        for player in people:  # a move sent to the stalled process waits in its socket
            player.play(rng)
    finally:
        stalled.process.send_signal(signal.SIGCONT)
    told = max(p.log for p in people)
    for player in people:  # every one of them was at the stalled process, or carried there
        player.wait_until_closed()
        player.view = None
        assert player.reconnect()["type"] == "welcome"
        player.wait_until(lambda p=player: p.view is not None)
        assert player.log >= told
    play_until(people, rng, lambda: all(p.over for p in people))
    finished_as_told(service, table, people)
    close_all(people)


def test_a_process_stopped_in_order_hands_its_tables_on_at_once(service):
    """SIGTERM: the process ends its tables' leases and leaves the list of processes before
    it exits, so the others need not wait for a lease to run out."""
    table, people = sit(service, ["ann", "bob", "cid"])
    play_until(people, random.Random(4), lambda: False, moves=10)
    leaving = service.playing(table)
    holder, _ = service.lease(table)
    leaving.stop()
    with psycopg.connect(service.database, autocommit=True) as conn:
        assert conn.execute("SELECT COUNT(*) FROM processes WHERE id = %s",
                            (holder,)).fetchone() == (0,)
        assert conn.execute("SELECT COUNT(*) FROM lobby WHERE holder = %s",
                            (holder,)).fetchone() == (0,)
        lease = conn.execute("SELECT holder, lease_until FROM tables WHERE id = %s",
                             (table,)).fetchone()
    assert lease is not None and (lease[0] != holder or lease[1] == 0)
    for player in people:
        player.wait_until_closed()
        player.view = None
        assert player.reconnect()["type"] == "welcome"
        player.wait_until(lambda p=player: p.view is not None)
    assert service.playing(table) is not leaving
    close_all(people)


def test_a_game_goes_on_when_postgresql_restarts_under_it(service, postgres_cluster):
    """PostgreSQL stopped at once and started again mid-game cuts every connection of every
    process: what the processes were writing then is kept or refused as a whole, the players
    who were closed come back, and the game ends with every move once."""
    table, people = sit(service, ["ann", "bob", "cid", "dee"], seats=[{"kind": "person"}] * 4)
    rng = random.Random(13)
    play_until(people, rng, lambda: False, moves=15)
    postgres_cluster.restart()
    deadline = time.monotonic() + 4 * WAIT
    while not all(p.over for p in people):
        assert time.monotonic() < deadline, "the game did not end"
        for player in people:
            if player.closed:  # a table its process could not be sure to keep: come back
                come_back(player)
        play_until(people, rng, lambda: all(p.over for p in people)
                   or any(p.closed for p in people), moves=100)
    finished_as_told(service, table, people)
    close_all(people)


def come_back(player: Player) -> None:
    """Connect again after a drop, as the app does: also when the server, unable to reach
    its database for the sign-in, closed the connection (the app tries again by itself)."""
    player.view = None

    def signed_in() -> bool:
        try:
            return player.reconnect()["type"] == "welcome"
        except AssertionError:
            if player.closed:  # closed while signing in: try again
                return False
            raise

    eventually(signed_in, f"{player.nickname} signed in again")
    player.wait_until(lambda: player.view is not None)


def finished_as_told(service: Service, table: str, people: list[Player]) -> None:
    """Every person was told the same end, the kept log is every move each was told, and
    the engine's replay of that log ends with the scores they were told."""
    over = people[0].over
    assert over is not None and all(p.over == over for p in people)
    description, log = service.read_table(table)
    assert all(p.log == len(log) for p in people)
    state = replay(description["game"], description["options"], description["seed"],
                   description["players"], log)
    assert state.is_over and list(state.scores) == over["scores"]

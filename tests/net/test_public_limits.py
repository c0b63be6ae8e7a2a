"""What a public server allows each account and address (``server/limits.py``), driven through
the ``Hub`` with a clock the test moves: password guessing that gets nowhere, new accounts and
connections per address, a connection that never says hello, tables nobody sits at, and
tokens that nobody else can spend."""

from __future__ import annotations

import time

import pytest

from cardtable.server.hub import LOGINS
from cardtable.server.limits import Limits

from .test_hub import Server, create, types

LIM = Limits()


def hello(server: Server, nickname: str, password: str, address: str = "") -> dict:
    """A new connection from ``address`` says hello; the first answer."""
    number = server.hub.connect(address)
    got = server.send(number, "hello", nickname=nickname, password=password)
    assert got and got[0] is not None
    return got[0]


def guess(server: Server, times: int, nickname: str = "ann", address: str = "") -> list[str]:
    """``times`` wrong passwords, a new connection whenever one is closed; the codes."""
    codes = []
    number = server.hub.connect(address)
    for _ in range(times):
        if number not in server.hub.connections:
            number = server.hub.connect(address)
        got = server.send(number, "hello", nickname=nickname, password="wrong-guess")
        codes.append(got[0]["code"] if got[0] is not None else "")
    return codes


def test_password_guessing_waits_longer_each_time_even_for_the_right_password():
    server = Server()
    server.sign_in("ann")
    codes = guess(server, LIM.free_failures)
    assert set(codes) == {"bad-login"}
    refusal = hello(server, "ann", "secret-ann")  # right, but too soon after the guesses
    assert (refusal["type"], refusal["code"]) == ("error", "wait")
    assert "try again in" in refusal["words"]
    server.now += 1.0  # the first wait is a second
    assert hello(server, "ann", "secret-ann")["type"] == "welcome"


def test_the_waits_double_up_to_the_longest():
    server = Server()
    server.sign_in("ann")
    guess(server, LIM.free_failures)
    waits = []
    for _ in range(12):
        wait = server.hub.guard.wait("ann", "", server.now)
        waits.append(round(wait))
        server.now += wait
        assert guess(server, 1) == ["bad-login"]
    assert waits[:6] == [1, 2, 4, 8, 16, 32] and max(waits) == LIM.longest_wait


def test_guessing_from_one_address_makes_that_address_wait_for_every_account():
    server = Server()
    for name in ("ann", "bob", "cid", "dee", "eve"):
        server.sign_in(name)
    for name in ("ann", "bob", "cid", "dee"):
        guess(server, LIM.free_address_failures // 4, name, "127.0.0.66")
    assert hello(server, "eve", "secret-eve", "127.0.0.66")["code"] == "wait"
    assert hello(server, "eve", "secret-eve", "127.0.0.7")["type"] == "welcome"


def test_a_token_lets_the_owner_in_while_guessers_wait():
    server = Server()
    _, token = server.sign_in("ann")
    guess(server, LIM.free_failures + 3)
    number = server.hub.connect("")
    assert types(server.send(number, "hello", nickname="ann", token=token)) == ["welcome"]


def test_a_waiting_connection_that_keeps_trying_is_closed():
    server = Server()
    server.sign_in("ann")
    guess(server, LIM.free_failures + 6)  # the next wait is a minute
    server.now += 1
    number = server.hub.connect("")
    for _ in range(LOGINS - 1):
        assert server.send(number, "hello", nickname="ann", password="x")[0]["code"] == "wait"
    assert types(server.send(number, "hello", nickname="ann", password="x")) == ["bye", None]


def test_failures_long_past_are_forgotten():
    server = Server()
    server.sign_in("ann")
    guess(server, LIM.free_failures + 2)
    server.now += LIM.failures_forgotten + 1
    assert server.hub.guard.wait("ann", "", server.now) == 0
    assert hello(server, "ann", "secret-ann")["type"] == "welcome"


def test_an_address_makes_a_few_accounts_an_hour():
    server = Server()
    for i in range(LIM.accounts_per_hour):
        assert hello(server, f"player{i}", "secret-pw", "127.0.0.9")["type"] == "welcome"
    refusal = hello(server, "one-more", "secret-pw", "127.0.0.9")
    assert refusal["code"] == "too-many-accounts"
    assert not server.accounts.exists("one-more")
    assert hello(server, "one-more", "secret-pw", "127.0.0.10")["type"] == "welcome"
    assert hello(server, "player0", "secret-pw", "127.0.0.9")["type"] == "welcome"  # old ones
    server.now += 3601
    assert hello(server, "and-another", "secret-pw", "127.0.0.9")["type"] == "welcome"


@pytest.mark.parametrize("nickname", [
    "\u0410lice",                 # a Cyrillic А among Latin letters
    "A1ice", "ALlCE", "Al ice",   # look-alikes of Alice's name
    "\u3164", "\u2800", "\u115f",  # a Hangul filler, a Braille blank
    "  ", "Bob\u202e", "Bob\u200b", "Bob\nBob", "\u0301x",
])
def test_a_name_that_looks_like_another_or_like_nothing_is_refused(nickname):
    server = Server()
    server.sign_in("Alice")
    refusal = hello(server, nickname, "secret-pw")
    assert refusal["code"] == "bad-login", refusal
    assert server.hub.online.keys() == {"Alice"}


@pytest.mark.parametrize("nickname", ["Ａｌｉｃｅ", "alice", "ALICE", "Alice"])
def test_the_same_name_in_another_width_or_case_is_the_same_account(nickname):
    server = Server()
    server.sign_in("Alice")
    welcome = hello(server, nickname, "secret-Alice")
    assert (welcome["type"], welcome["nickname"]) == ("welcome", "Alice")
    assert hello(server, nickname, "wrong-password")["code"] == "bad-login"


def test_a_name_composed_or_decomposed_is_one_name():
    server = Server()
    server.sign_in("Zo\u00eb")  # ë as one character
    welcome = hello(server, "Zoe\u0308", "secret-Zo\u00eb")  # e and the two dots
    assert (welcome["type"], welcome["nickname"]) == ("welcome", "Zo\u00eb")


def test_connections_per_address_and_in_all_and_before_hello():
    server = Server()
    hub = server.hub
    for _ in range(LIM.connections_per_address):
        assert hub.admission("127.0.0.5") is None
        hub.connect("127.0.0.5")
    assert hub.admission("127.0.0.5")[0] == "too-many-connections"
    for i in range(LIM.greeting - LIM.connections_per_address):
        hub.connect(f"127.1.0.{i}")
    assert hub.admission("127.0.0.6")[0] == "busy"  # too many have not said hello


def test_a_connection_that_never_says_hello_is_closed():
    server = Server()
    number = server.hub.connect("127.0.0.5")
    server.now += LIM.hello_seconds - 0.1
    assert server.hub.tick() == []
    assert server.hub.next_deadline() == pytest.approx(server.now + 0.1)
    server.now += 0.1
    out = server.hub.tick()
    assert [(n, m and m["code"]) for n, m in out] == [(number, "hello-late"), (number, None)]
    assert number not in server.hub.connections


def test_the_last_places_are_kept_for_people_in_a_game():
    server = Server()
    server.hub.limits = Limits(connections=6, kept_for_players=3)
    ann, _ = server.sign_in("ann")
    bob, _ = server.sign_in("bob")
    table, _ = create(server, ann)
    server.send(ann, "join", table=table, seat=0)
    server.send(bob, "join", table=table, seat=1)
    server.sign_in("cid")
    server.hub.disconnect(ann)
    assert hello(server, "dee", "secret-dee")["type"] == "welcome"  # 4 of 6: no room left
    assert hello(server, "eve", "secret-eve")["code"] == "full"
    assert hello(server, "ann", "secret-ann")["type"] == "welcome"  # her seat's place


def test_a_table_nobody_sits_at_is_taken_away():
    server = Server()
    ann, _ = server.sign_in("ann")
    left, _ = create(server, ann)
    kept, _ = create(server, ann)
    server.send(ann, "join", table=kept, seat=0)
    server.hub.tick()
    server.now += LIM.empty_table_seconds
    server.hub.tick()
    assert left not in server.hub.tables and kept in server.hub.tables
    rows = server.store.db.conn.execute("SELECT id FROM tables").fetchall()
    assert rows == [(kept,)]


def test_naming_the_wrong_account_does_not_spend_someone_elses_token():
    server = Server()
    server.sign_in("bob")
    _, token = server.sign_in("ann")
    server.refused(server.connect(), "bad-login", "hello", nickname="bob", token=token)
    assert types(server.send(server.connect(), "hello", nickname="ann", token=token)) == [
        "welcome"]


def test_old_tokens_leave_the_file_and_an_account_keeps_its_newest():
    server = Server()
    store = server.store
    store.db.conn.execute("INSERT INTO tokens VALUES (x'00', 'old', ?, 0)",
                       (time.time() - 31 * 86_400,))
    for _ in range(25):
        store.new_token("ann")
    counts = dict(store.db.conn.execute("SELECT nickname, COUNT(*) FROM tokens GROUP BY nickname"))
    assert counts == {"ann": 20}

"""The server without the network: the ``Hub`` driven message by message, with a store in
memory (or in a file, for a restart) and a clock the test moves.

Signing in (a password makes the account, a token lets in once, a copied token withdraws them
all, too many failures close the connection), the rate limit and the flood, ``create`` with
what it refuses, private tables, an account's second connection, coming back after a
disconnect, marks, a restart that resumes a table from the file, and the ledger that charges
each seat's owner. Every refusal leaves the server as it was.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from cardtable.engine.registry import get
from cardtable.net.accounts import Accounts
from cardtable.net.database import SqliteDatabase, Unavailable
from cardtable.net.messages import encode, request
from cardtable.net.referee import Referee
from cardtable.net.table_play import settlement
from cardtable.server import hub as hub_module
from cardtable.server.hub import BURST, FLOOD, LOGINS, Hub
from cardtable.server.limits import Limits
from cardtable.server.store import Store
from cardtable.storage.saves import plain_data

Message = dict[str, Any] | None


class Server:
    """A hub, its store and accounts, a clock at ``now``, and what each connection got."""

    def __init__(self, path: str | Path = ":memory:", now: float = 1000.0) -> None:
        self.now = now
        self.store = Store(path)
        self.accounts = Accounts(path)
        self.hub = Hub(self.store, self.accounts, lambda: self.now)
        self.inbox: dict[int, list[Message]] = defaultdict(list)

    def close(self) -> None:
        self.store.close()
        self.accounts.close()

    def connect(self) -> int:
        return self.hub.connect()

    def deliver(self, out: list[tuple[int, Message]]) -> None:
        for number, message in out:
            self.inbox[number].append(message)

    def send(self, number: int, kind: str, /, **fields: Any) -> list[Message]:
        """What ``number`` got for a message it sent (everyone's share is delivered), the
        clock moving on a little, as a person's would."""
        self.now += 0.5
        return self.raw(number, encode(request(kind, **fields)))

    def raw(self, number: int, text: str) -> list[Message]:
        """What ``number`` got for ``text``, the clock standing still."""
        out = self.hub.receive(number, text)
        self.deliver(out)
        return [m for n, m in out if n == number]

    def sign_in(self, nickname: str, password: str | None = None) -> tuple[int, str]:
        """A new connection signed in with a password; its number and token."""
        number = self.connect()
        got = self.send(number, "hello", nickname=nickname,
                        password=password or f"secret-{nickname}")
        assert got[0] is not None and got[0]["type"] == "welcome", got
        return number, got[0]["token"]

    def referee(self, table: str) -> Referee:
        return self.hub.tables[table]

    def state(self) -> tuple[Any, ...]:
        """Everything a refusal may not change."""
        tables = {t: (list(r.session.log) if r.session else None, [s.plain() for s in r.seats],
                      sorted(r.watchers), r.session.to_act if r.session else None)
                  for t, r in self.hub.tables.items()}
        kept = self.store.db.conn.execute("SELECT COUNT(*) FROM tables").fetchone()
        return tables, dict(self.hub.at), dict(self.hub.online), kept

    def refused(self, number: int, code: str, kind: str, /, **fields: Any) -> dict[str, Any]:
        """``number`` sends a message that is refused with ``code``, and nothing changes."""
        before = self.state()
        got = self.send(number, kind, **fields)
        assert [(m or {}).get("type") for m in got] == ["error"], got
        assert got[0] is not None and got[0]["code"] == code, got
        assert self.state() == before
        return got[0]

    def play(self, table: str, numbers: dict[str, int], moves: int = 10_000) -> None:
        """The person to act plays their first legal action, ``moves`` times or to the end."""
        ref = self.referee(table)
        for _ in range(moves):
            s = ref.session
            assert s is not None
            if s.is_over:
                return
            player = ref.seats[s.to_act].player
            assert player is not None
            got = self.send(numbers[player], "act", actions=s.legal_actions()[:1],
                            log=len(s.log))
            assert all(m is not None and m["type"] != "error" for m in got), got


SEATS_3 = [{"kind": "person"}, {"kind": "person"}, {"kind": "rule"}]


def create(server: Server, number: int, game: str = "black-lady", players: int = 3,
           seats: list[dict[str, Any]] | None = None, **fields: Any) -> tuple[str, str]:
    """A table made by ``number``: its id and code."""
    got = server.send(number, "create", game=game, players=players, seats=seats or SEATS_3,
                      **fields)
    assert got[0] is not None and got[0]["type"] == "created", got
    return got[0]["table"], got[0]["code"]


@pytest.fixture
def server() -> Server:
    return Server()


def types(got: list[Message]) -> list[str | None]:
    return [None if m is None else m["type"] for m in got]


# ---- signing in ---------------------------------------------------------------------------

def test_hello_with_a_password_makes_the_account_and_welcomes_with_a_token(server):
    number = server.connect()
    got = server.send(number, "hello", nickname=" ann ", password="secret-ann")
    assert types(got) == ["welcome"]
    welcome = got[0]
    assert (welcome["nickname"], welcome["protocol"], welcome["marks"]) == ("ann", 1, {})
    assert len(welcome["token"]) > 20
    assert server.accounts.exists("ann") and server.hub.online == {"ann": number}
    assert server.refused(number, "signed-in", "hello", nickname="ann", password="secret-ann")


def test_a_wrong_password_is_refused_and_five_failures_close_the_connection(server):
    server.sign_in("ann")
    number = server.connect()
    for _ in range(LOGINS - 1):
        error = server.refused(number, "bad-login", "hello", nickname="ann", password="guess!")
        assert "wrong nickname or password" in error["words"]
    got = server.send(number, "hello", nickname="ann", password="guess!")
    assert [(m or {}).get("code") for m in got] == ["bad-login", None]
    assert types(got) == ["bye", None]
    assert server.hub.online.get("ann") != number
    assert server.refused(server.connect(), "bad-login", "hello", nickname="bob", password="short")


def test_a_token_signs_in_once_and_a_replayed_one_withdraws_them_all(server):
    _, first = server.sign_in("ann")
    number = server.connect()
    got = server.send(number, "hello", nickname="ann", token=first)
    assert types(got) == ["welcome"] and got[0]["nickname"] == "ann"
    second = got[0]["token"]
    assert second != first
    thief = server.connect()
    server.refused(thief, "bad-login", "hello", nickname="ann", token=first)  # replayed
    # Every token of the account is withdrawn: the fresh one is no good either.
    server.refused(server.connect(), "bad-login", "hello", nickname="ann", token=second)
    assert types(server.send(server.connect(), "hello", nickname="ann",
                             password="secret-ann")) == ["welcome"]


def test_a_token_for_another_nickname_is_refused(server):
    server.sign_in("bob")
    _, token = server.sign_in("ann")
    server.refused(server.connect(), "bad-login", "hello", nickname="bob", token=token)
    server.refused(server.connect(), "bad-login", "hello", nickname="ann", token="made-up")


def test_nothing_before_hello(server):
    number = server.connect()
    for kind, fields in [("lobby", {}), ("create", {"game": "ugly", "players": 3,
                                                    "seats": SEATS_3}),
                         ("join", {"table": "x", "seat": 0}), ("chat", {"text": "hi"}),
                         ("mark", {"nickname": "x", "mark": "friend"})]:
        server.refused(number, "sign-in-first", kind, **fields)
    before = server.state()
    assert [m["code"] for m in server.raw(number, "{") if m] == ["not-json"]
    assert server.state() == before


def test_a_flood_is_slowed_then_closed(server):
    number, _ = server.sign_in("ann")
    lobby = encode(request("lobby"))
    got = [server.raw(number, lobby) for _ in range(200)]  # the clock stands still
    answered = [g for g in got if g]
    plain = int(BURST) - 1  # the hello spent one
    assert all(types(g) == ["lobby"] for g in answered[:plain])
    slow = answered[plain:plain + FLOOD - 1]
    assert all(types(g) == ["error"] and g[0]["code"] == "slow-down" for g in slow)
    assert len(slow) == FLOOD - 1
    closing = answered[plain + FLOOD - 1]
    assert types(closing) == ["bye", None] and closing[0]["code"] == "flood"
    server.now += 10  # in time the allowance comes back
    assert types(server.raw(number, lobby)) == ["lobby"]


def test_a_client_now_and_then_too_fast_is_slowed_but_never_closed(server):
    number, _ = server.sign_in("ann")
    lobby = encode(request("lobby"))
    got = [server.raw(number, lobby) for _ in range(int(BURST))]  # the burst spent
    for _ in range(300):  # then twice the rate for a long while: one in two refused
        server.now += 1 / hub_module.RATE
        got += [server.raw(number, lobby), server.raw(number, lobby)]
    kinds = [m["type"] if m else None for g in got for m in g]
    assert "bye" not in kinds and None not in kinds
    assert kinds.count("error") >= 250 and kinds.count("lobby") >= 300


# ---- tables -------------------------------------------------------------------------------

@pytest.mark.parametrize(("fields", "code"), [
    ({"game": "chess", "players": 3, "seats": SEATS_3}, "bad-game"),
    ({"game": "ugly", "players": 5, "seats": SEATS_3 + SEATS_3[:2]}, "bad-game"),
    ({"game": "ugly", "players": 3, "seats": SEATS_3[:2]}, "bad-seats"),
    ({"game": "ugly", "players": 3, "seats": [*SEATS_3[:2], {"kind": "wizard"}]}, "bad-seats"),
    ({"game": "ugly", "players": 3, "seats": [{"kind": "rule"}] * 3}, "bad-seats"),
    ({"game": "black-lady", "players": 3, "seats": SEATS_3,
      "options": {"no_such_option": 1}}, "bad-options"),
    ({"game": "black-lady", "players": 3, "seats": SEATS_3, "preset": "no-such-preset"},
     "bad-options"),
    ({"game": "ugly", "players": 3, "seats": SEATS_3, "table_options": {"hold": -1}},
     "bad-options"),
    ({"game": "ugly", "players": 3, "seats": SEATS_3, "table_options": {"hold": "3"}},
     "bad-options"),
    ({"game": "ugly", "players": 3, "seats": SEATS_3, "table_options": {"hints": 1}},
     "bad-options"),
    ({"game": "ugly", "players": 3, "seats": SEATS_3, "table_options": {"level": "god"}},
     "bad-options"),
    ({"game": "ugly", "players": 3, "seats": SEATS_3, "table_options": {"colour": "red"}},
     "bad-options"),
])
def test_a_table_asked_for_wrong_is_not_made(server, fields, code):
    number, _ = server.sign_in("ann")
    server.refused(number, code, "create", **fields)
    assert server.hub.tables == {}


def test_a_table_is_made_and_listed_and_played(server):
    ann, _ = server.sign_in("ann")
    bob, _ = server.sign_in("bob")
    table, _ = create(server, ann, "ugly", table_options={"hold": 3})
    lobby = server.send(bob, "lobby")[0]
    assert lobby is not None
    [listed] = lobby["tables"]
    assert (listed["table"], listed["game"], listed["players"], listed["begun"]) == (
        table, "ugly", 3, False)
    assert server.referee(table).options.hold == 3
    assert types(server.send(ann, "join", table=table, seat=0)) == ["seated", "seats"]
    got = server.send(bob, "join", table=table, seat=1)
    assert types(got)[:4] == ["seated", "events", "table", "seats"]
    assert server.referee(table).begun and server.hub.at == {"ann": table, "bob": table}
    server.play(table, {"ann": ann, "bob": bob}, moves=5)
    assert len(server.referee(table).session.log) >= 5


def test_the_lobby_s_changes_go_to_everyone_in_it_at_most_once_a_second(server):
    ann, _ = server.sign_in("ann")
    bob, _ = server.sign_in("bob")
    cid, _ = server.sign_in("cid")
    dee, _ = server.sign_in("dee")  # never opens the lobby: is told nothing of it
    for number in (ann, bob, cid):
        server.send(number, "lobby")
    table, _ = create(server, ann, "ugly")
    server.send(ann, "join", table=table, seat=0)
    server.deliver(server.hub.tick())
    [first] = server.inbox[cid][-1:]
    assert first is not None and first["type"] == "lobby-changes"
    assert first["changed"][0]["seats"][0]["player"] == "ann" and first["gone"] == []
    for number in (ann, bob, cid):
        server.inbox[number].clear()
    server.send(bob, "join", table=table, seat=1)
    server.deliver(server.hub.tick())
    assert server.inbox[cid] == []  # the second since the last lobby is not over yet
    for number in (ann, bob):
        server.inbox[number].clear()
    server.now = server.hub.lobby.sent + 1.0
    assert server.hub.next_deadline() == server.now
    server.deliver(server.hub.tick())
    [changes] = server.inbox[cid]  # and none for those at the table
    assert changes is not None and changes["changed"][0]["seats"][1]["player"] == "bob"
    assert [line["table"] for line in changes["changed"]] == [table]  # only what changed
    assert {"lobby", "lobby-changes"}.isdisjoint(types(server.inbox[ann] + server.inbox[bob]))
    assert "lobby-changes" not in types(server.inbox[dee])
    server.now += 5.0
    server.deliver(server.hub.tick())
    assert server.inbox[cid] == [changes]  # nothing changed: nothing sent


def test_the_lobby_lists_so_many_tables_those_to_sit_at_first(server):
    server.hub.limits = Limits(lobby_lines=3)
    makers = [server.sign_in(f"maker{i}")[0] for i in range(5)]
    tables = [create(server, number, "ugly")[0] for number in makers]
    server.send(makers[4], "join", table=tables[4], seat=0)
    server.send(makers[3], "join", table=tables[4], seat=1)
    assert server.referee(tables[4]).begun  # the newest, but its seats are taken
    lobby = server.send(server.sign_in("eve")[0], "lobby")[0]
    assert lobby is not None and lobby["more"] == 2
    assert [line["table"] for line in lobby["tables"]] == [tables[3], tables[2], tables[1]]


def test_a_private_table_needs_its_code_and_is_not_in_others_lobby(server):
    ann, _ = server.sign_in("ann")
    bob, _ = server.sign_in("bob")
    table, code = create(server, ann, "ugly", table_options={"public": False})
    public, _ = create(server, ann, "ugly")
    got = server.send(bob, "lobby")[0]
    assert got is not None and [t["table"] for t in got["tables"]] == [public]
    mine = server.send(ann, "lobby")[0]  # its maker sees it, to pass its code on
    assert mine is not None and {t["table"] for t in mine["tables"]} == {table, public}
    assert types(server.send(ann, "watch", table=table)) == ["seated", "seats"]  # no code needed
    server.send(ann, "leave")
    server.refused(bob, "private", "join", table=table, seat=1)
    server.refused(bob, "private", "join", table=table, seat=1, code=code + "x")
    server.refused(bob, "private", "watch", table=table)
    server.refused(bob, "no-table", "join", table="nowhere", seat=1)
    assert types(server.send(bob, "watch", table=table, code=code))[:1] == ["seated"]
    assert server.hub.at["bob"] == table
    got = server.send(bob, "lobby")[0]  # now at the table, bob sees it listed
    assert got is not None and {t["table"] for t in got["tables"]} == {table, public}
    assert server.send(bob, "join", table=table, seat=1, code=code)[0]["seat"] == 1


def test_a_second_connection_replaces_the_first_and_sits_where_the_account_sat(server):
    ann, _ = server.sign_in("ann")
    bob, _ = server.sign_in("bob")
    table, _ = create(server, ann, "ugly")
    server.send(ann, "join", table=table, seat=0)
    server.send(bob, "join", table=table, seat=1)
    server.play(table, {"ann": ann, "bob": bob}, moves=3)
    before = plain_data(server.referee(table).session.view(1))
    log = list(server.referee(table).session.log)
    again = server.connect()
    got = server.send(again, "hello", nickname="bob", password="secret-bob")
    assert server.inbox[bob][-2:] == [{"v": 1, "type": "bye", "code": "replaced",
                                       "words": "signed in from elsewhere"}, None]
    assert types(got)[:4] == ["welcome", "seated", "events", "table"]
    assert got[1]["seat"] == 1 and got[3]["view"] == before
    assert server.hub.online["bob"] == again and bob not in server.hub.connections
    assert list(server.referee(table).session.log) == log
    assert server.hub.disconnect(bob) == []  # the old connection's end changes nothing
    assert server.referee(table).seats[1].away_since is None
    server.play(table, {"ann": ann, "bob": again}, moves=3)


def test_one_who_disconnects_comes_back_with_the_token_to_the_same_seat_and_view(server):
    ann, _ = server.sign_in("ann")
    bob, token = server.sign_in("bob")
    table, _ = create(server, ann, "ugly")
    server.send(ann, "join", table=table, seat=0)
    server.send(bob, "join", table=table, seat=1)
    server.play(table, {"ann": ann, "bob": bob}, moves=4)
    ref = server.referee(table)
    before = plain_data(ref.session.view(1))
    out = server.hub.disconnect(bob)
    server.deliver(out)
    assert {n for n, _ in out} == {ann}
    assert ref.seats[1].away_since == server.now and ref.seats[1].player == "bob"
    assert "bob" not in server.hub.online and server.hub.at["bob"] == table
    server.now += 1
    again = server.connect()
    got = server.send(again, "hello", nickname="bob", token=token)
    assert types(got)[:5] == ["welcome", "seated", "events", "table", "turn"]
    assert got[1]["seat"] == 1 and got[3]["view"] == before
    assert ref.seats[1].away_since is None
    server.play(table, {"ann": ann, "bob": again}, moves=4)


def test_marks_make_friends_and_black_lists(server):
    ann, _ = server.sign_in("ann")
    server.sign_in("bob")
    server.sign_in("eve")
    assert server.send(ann, "mark", nickname="bob", mark="friend")[0] == {
        "v": 1, "type": "marks", "marks": {"bob": "friend"}}
    got = server.send(ann, "mark", nickname="eve", mark="blocked")
    assert got[0] is not None and got[0]["marks"] == {"bob": "friend", "eve": "blocked"}
    assert server.accounts.may_substitute("ann", "bob", True)
    assert not server.accounts.may_substitute("ann", "eve", False)
    server.refused(ann, "bad-mark", "mark", nickname="nobody", mark="friend")
    server.refused(ann, "bad-mark", "mark", nickname="ann", mark="friend")
    got = server.send(ann, "mark", nickname="bob", mark="none")
    assert got[0] is not None and got[0]["marks"] == {"eve": "blocked"}
    welcome = server.send(server.connect(), "hello", nickname="ann", password="secret-ann")
    assert welcome[0] is not None and welcome[0]["marks"] == {"eve": "blocked"}


# ---- a restart ----------------------------------------------------------------------------

def test_a_restarted_server_resumes_the_table_from_its_file(tmp_path):
    path = tmp_path / "server.db"
    first = Server(path)
    ann, _ = first.sign_in("ann")
    bob, _ = first.sign_in("bob")
    eve, _ = first.sign_in("eve")
    table, code = create(first, ann, "black-lady", table_options={"hold": 3})
    first.send(ann, "join", table=table, seat=0)
    first.send(bob, "join", table=table, seat=1)
    first.send(eve, "watch", table=table)
    first.play(table, {"ann": ann, "bob": bob}, moves=12)
    ref = first.referee(table)
    log, seats = list(ref.session.log), [s.owner for s in ref.seats]
    views = [plain_data(ref.session.view(seat)) for seat in range(3)]
    assert len(log) >= 12 and seats == ["ann", "bob", None]
    first.close()

    second = Server(path, now=5000.0)
    resumed = second.referee(table)
    assert list(resumed.session.log) == log and resumed.code == code
    assert resumed.creator == "ann"  # still counted among ann's tables
    assert [s.owner for s in resumed.seats] == seats
    assert [s.player for s in resumed.seats] == seats
    assert resumed.options.hold == 3
    assert second.hub.at == {"ann": table, "bob": table}
    assert [s.away_since for s in resumed.seats] == [5000.0, 5000.0, None]
    assert [plain_data(resumed.session.view(seat)) for seat in range(3)] == views
    numbers = {}
    for seat, name in enumerate(("ann", "bob")):
        number = second.connect()
        got = second.send(number, "hello", nickname=name, password=f"secret-{name}")
        assert types(got)[:4] == ["welcome", "seated", "events", "table"]
        assert got[1]["seat"] == seat and got[3]["view"] == views[seat]
        numbers[name] = number
    second.play(table, numbers, moves=12)
    assert list(resumed.session.log)[:len(log)] == log
    assert len(resumed.session.log) >= len(log) + 12
    second.close()
    third = Server(path)  # every move of the second server was kept too
    assert list(third.referee(table).session.log) == list(resumed.session.log)
    third.close()



def test_a_seat_taken_before_the_game_began_is_kept_through_a_restart(tmp_path):
    path = tmp_path / "server.db"
    first = Server(path)
    ann, _ = first.sign_in("ann")
    table, _ = create(first, ann, "black-lady")
    first.send(ann, "join", table=table, seat=0)
    first.close()  # killed before anyone else sat down
    second = Server(path, now=5000.0)
    assert [s.owner for s in second.referee(table).seats] == ["ann", None, None]
    assert second.hub.at == {"ann": table}
    second.close()

# ---- the ledger ---------------------------------------------------------------------------

def test_the_ledger_charges_the_owners_of_a_finished_game(monkeypatch):
    monkeypatch.setattr(hub_module.secrets, "randbits", lambda bits: 20261125)
    server = Server()
    ann, _ = server.sign_in("ann")
    bob, _ = server.sign_in("bob")
    seats = [{"kind": "person"}, {"kind": "person"}, {"kind": "random"}]
    table, _ = create(server, ann, "ultimate-loser", seats=seats, options={"hands": 1},
                      table_options={"stake": 3, "hold": 1, "friends": 2, "computer": 4})
    server.send(ann, "join", table=table, seat=0)
    server.send(bob, "join", table=table, seat=1)
    ref = server.referee(table)
    assert ref.setup.seed == 20261125
    server.play(table, {"ann": ann, "bob": bob}, moves=4)
    server.deliver(server.hub.disconnect(bob))  # bob goes; the computer plays for him
    server.now += 4
    assert ref.next_deadline() == server.now
    server.deliver(server.hub.tick())
    assert ref.seats[1].computer
    server.play(table, {"ann": ann}, moves=1_000)
    assert ref.session.is_over and ref.settled
    scores = list(ref.session.state.scores)
    money = settlement(scores, 3, True)
    assert any(money) and sum(money) == 0
    over = [m for m in server.inbox[ann] if m is not None and m["type"] == "over"]
    assert [c["amount"] for c in over[-1]["settlement"]] == money
    assert (server.store.balance("ann"), server.store.balance("bob")) == (money[0], money[1])
    assert server.store.balance("Computer 3") == 0
    assert [t for t, _, _ in server.store.open_tables()] == []
    server.send(ann, "chat", text="gg")  # nothing is charged twice
    assert server.store.balance("ann") == money[0]
    server.send(ann, "leave")  # the last one connected goes: the table leaves memory
    assert table not in server.hub.tables and server.hub.at == {}


# ---- moving between tables ----------------------------------------------------------------

THREE = [{"kind": "person"}] * 3


def test_one_moves_to_another_table_and_the_first_is_told(server):
    ann, _ = server.sign_in("ann")
    bob, _ = server.sign_in("bob")
    first, _ = create(server, ann, "ugly", seats=THREE)
    second, _ = create(server, ann, "ugly", seats=THREE)
    server.send(ann, "join", table=first, seat=0)
    server.send(bob, "join", table=first, seat=1)
    server.refused(bob, "no-seat", "join", table=second, seat=7)
    assert server.hub.at["bob"] == first and server.referee(first).seats[1].owner == "bob"
    server.inbox[ann].clear()
    got = server.send(bob, "join", table=second, seat=1)
    assert types(got)[:2] == ["left", "seated"] and got[1]["table"] == second
    assert server.hub.at["bob"] == second and server.referee(first).seats[1].owner is None
    told = [m for m in server.inbox[ann] if m is not None and m["type"] in ("left", "seats")]
    assert [m["type"] for m in told] == ["left", "seats"]
    assert told[1]["seats"][1]["kind"] == "open"


def test_one_who_plays_a_game_may_not_sit_at_another_till_he_leaves_it(server):
    ann, _ = server.sign_in("ann")
    bob, _ = server.sign_in("bob")
    first, _ = create(server, ann, "ugly")
    second, _ = create(server, ann, "ugly")
    server.send(ann, "join", table=first, seat=0)
    server.send(bob, "join", table=first, seat=1)
    server.refused(bob, "seated-elsewhere", "join", table=second, seat=0)
    server.refused(bob, "seated-elsewhere", "watch", table=second)
    server.send(bob, "leave")  # his seat waits for him by the clock: it is still his
    assert server.referee(first).seats[1].owner == "bob"
    got = server.send(bob, "join", table=second, seat=0)  # but he is free to go elsewhere
    assert types(got)[:1] == ["seated"] and server.hub.at["bob"] == second
    assert server.referee(first).seats[1].owner == "bob"  # still charged for it
    assert server.referee(first).seats[1].player is None


def test_after_a_game_is_over_its_players_may_go_to_another_table(server):
    ann, _ = server.sign_in("ann")
    first, _ = create(server, ann, "ultimate-loser", options={"hands": 1},
                      seats=[{"kind": "person"}, {"kind": "random"}, {"kind": "random"}])
    second, _ = create(server, ann, "ugly")
    server.send(ann, "join", table=first, seat=0)
    server.play(first, {"ann": ann})
    assert server.referee(first).session.is_over
    server.send(ann, "leave")
    assert server.hub.at == {} and first not in server.hub.tables  # done with, forgotten
    got = server.send(ann, "join", table=second, seat=0)
    assert types(got)[:1] == ["seated"] and server.hub.at == {"ann": second}


def test_a_server_killed_between_the_computer_s_moves_plays_them_when_it_comes_back(tmp_path):
    path = tmp_path / "server.db"
    first = Server(path)
    ann, _ = first.sign_in("ann")
    bob, _ = first.sign_in("bob")
    table, _ = create(first, ann, "black-lady")  # seats 0, 1 people, seat 2 the computer
    first.send(ann, "join", table=table, seat=0)
    first.send(bob, "join", table=table, seat=1)
    first.play(table, {"ann": ann, "bob": bob}, moves=12)
    ref = first.referee(table)
    replay = get(ref.setup.game_id).new_game(ref.setup.options, ref.setup.seed, 3)
    for cut, action in enumerate(ref.session.log):
        if cut > 3 and replay.to_act == 2:
            break
        replay.apply(action)
    assert replay.to_act == 2
    # Killed after keeping the moves up to ``cut``, before the computer's next one.
    first.store.db.conn.execute("DELETE FROM actions WHERE table_id = ? AND n >= ?", (table, cut))
    first.close()
    second = Server(path)
    resumed = second.referee(table)
    assert len(resumed.session.log) > cut and resumed.session.to_act in (0, 1)
    assert list(resumed.session.log)[:cut] == list(ref.session.log)[:cut]
    numbers = {name: second.sign_in(name)[0] for name in ("ann", "bob")}
    turn = [m for m in second.inbox[numbers[("ann", "bob")[resumed.session.to_act]]]
            if m is not None and m["type"] == "turn"][-1]
    assert turn["actions"] == resumed.session.legal_actions()
    second.play(table, numbers, moves=3)
    second.close()


def test_a_game_that_ended_as_the_server_was_killed_is_settled_when_it_comes_back(
        tmp_path, monkeypatch):
    monkeypatch.setattr(hub_module.secrets, "randbits", lambda bits: 20261125)
    path = tmp_path / "server.db"
    first = Server(path)
    ann, _ = first.sign_in("ann")
    table, _ = create(first, ann, "ultimate-loser", options={"hands": 1},
                      seats=[{"kind": "person"}, {"kind": "random"}, {"kind": "random"}],
                      table_options={"stake": 1})
    first.send(ann, "join", table=table, seat=0)
    first.play(table, {"ann": ann})
    charged = first.store.balance("ann")
    assert charged == first.referee(table).charges()[0][2] != 0
    # Killed after the last move was kept, before the ledger was written.
    first.store.db.conn.execute("DELETE FROM ledger")
    first.store.db.conn.execute("UPDATE tables SET over = 0")
    first.close()
    second = Server(path)
    assert second.store.balance("ann") == charged
    assert [t for t, _, _ in second.store.open_tables()] == []
    second.close()


def test_a_seat_is_here_only_while_the_client_shows_its_table(server):
    """An app started again after a crash shows only the lobby: signed in, its seat stays
    away (its clock runs on) until it opens the table, and the welcome says which seat."""
    ann, _ = server.sign_in("ann")
    bob, _ = server.sign_in("bob")
    table, _ = create(server, ann, "ugly")
    server.send(ann, "join", table=table, seat=0)
    server.send(bob, "join", table=table, seat=1)
    server.hub.disconnect(bob)  # the app crashed
    number = server.connect()
    got = server.send(number, "hello", nickname="bob", password="secret-bob", table="")
    assert types(got) == ["welcome"]
    assert got[0]["seat"] == {"table": table, "seat": 1, "game": "ugly"}
    assert server.referee(table).seats[1].away_since is not None  # not here yet
    got = server.send(number, "join", table=table, seat=1)  # the app opens the table
    assert types(got)[:1] == ["seated"] and server.referee(table).seats[1].away_since is None
    server.hub.disconnect(number)
    for showing in ({"table": table}, {}):  # showing it, or a client that does not say
        number = server.connect()
        got = server.send(number, "hello", nickname="bob", password="secret-bob", **showing)
        assert types(got)[:2] == ["welcome", "seated"]
        assert server.referee(table).seats[1].away_since is None
        server.hub.disconnect(number)


class Unreachable(SqliteDatabase):
    """A database that, while ``down``, cannot be used (its connection was lost)."""

    down = False

    def all(self, sql: str, args: Any = ()) -> list[Any]:
        self._reach()
        return super().all(sql, args)

    def run(self, sql: str, args: Any = ()) -> int:
        self._reach()
        return super().run(sql, args)

    def _reach(self) -> None:
        if self.down:
            raise Unavailable("the connection was lost")


def test_while_the_database_is_out_of_reach_a_sign_in_is_closed_and_a_change_refused():
    """A client signing in is closed without a bye (it comes back by itself); a signed-in
    person is told the server could not keep what they asked, and nothing changed."""
    db = Unreachable(":memory:")
    hub = Hub(Store(db), Accounts(db), lambda: 1000.0)
    ann = hub.connect()
    hello = encode(request("hello", nickname="ann", password="secret-ann"))
    assert types([m for _, m in hub.receive(ann, hello)]) == ["welcome"]
    hub.receive(hub.connect(), encode(request("hello", nickname="bob", password="secret-bob")))
    db.down = True
    bob = hub.connect()
    assert hub.receive(bob, encode(request("hello", nickname="bob", password="secret-bob"))
                       ) == [(bob, None)]
    got = hub.receive(ann, encode(request("mark", nickname="bob", mark="friend")))
    assert [(n, m["type"], m["code"]) for n, m in got if m] == [(ann, "error", "not-kept")]
    db.down = False
    assert hub.accounts.marks("ann") == {}
    again = hub.connect()
    assert types([m for n, m in hub.receive(again, encode(request(
        "hello", nickname="bob", password="secret-bob"))) if n == again]) == ["welcome"]

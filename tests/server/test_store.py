"""The server's keepers, one suite run on both databases: the store and the accounts in a
SQLite file (one server), and in PostgreSQL (a service of several processes, the tests' own
cluster). Tokens, tables, decisions, the ledger, accounts and marks, and a schema of a newer
version, left as it is."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from cardtable.net.accounts import AccountRefused, Accounts
from cardtable.net.database import Conflict, SqliteDatabase, Unavailable
from cardtable.net.table_play import TableMoved
from cardtable.server.postgres import PostgresDatabase
from cardtable.server.shared_store import SharedStore
from cardtable.server.store import STORE_VERSION, Store, StoreError

from .support import eventually

DESCRIPTION = {"game": "ugly", "players": 3, "seats": [
    {"kind": "person", "owner": "ann", "player": "ann"},
    {"kind": "person", "owner": "bob", "player": "bob"}, {"kind": "rule"}]}


class Kept:
    """A store and the accounts over one database, and how to open that database again."""

    def __init__(self, kind: str, where: str) -> None:
        self.kind, self.where = kind, where
        self.db = self.open()
        self.store = self.store_over(self.db)
        self.accounts = Accounts(self.db)

    def open(self) -> SqliteDatabase | PostgresDatabase:
        return SqliteDatabase(self.where) if self.kind == "sqlite" else (
            PostgresDatabase(self.where))

    def store_over(self, db: SqliteDatabase | PostgresDatabase, name: str = "p1") -> Store:
        if isinstance(db, PostgresDatabase):
            return SharedStore(db, name, f"127.0.0.1:{len(name)}", lease_seconds=60)
        return Store(db)

    def close(self) -> None:
        self.db.close()


@pytest.fixture(params=["sqlite", "postgresql"])
def kept(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Kept]:
    where = str(tmp_path / "server.sqlite3") if request.param == "sqlite" else (
        request.getfixturevalue("postgres_url"))
    both = Kept(request.param, where)
    try:
        yield both
    finally:
        both.close()


def test_a_token_lets_its_account_in_once(kept):
    store = kept.store
    token, other = store.new_token("ann"), store.new_token("ann")
    assert not store.use_token("bob", token)  # named with the wrong account: left unspent
    assert store.use_token("ann", token)
    assert not store.use_token("ann", token)
    assert not store.use_token("ann", other)  # a token used twice withdrew every token
    assert store.use_token("ann", store.new_token("ann"))
    assert not store.use_token("ann", "guessed")


def test_a_decision_is_kept_once_in_order_and_a_clash_writes_nothing(kept):
    store = kept.store
    store.table_made("t1", DESCRIPTION)
    store.decided("t1", 0, [5, 6])
    store.decided("t1", 2, [7])
    with pytest.raises(Conflict):
        store.decided("t1", 2, [8, 9])  # position 2 is kept already: 3 is not written either
    assert store.log("t1") == [5, 6, 7]
    store.seated("t1", {**DESCRIPTION, "code": "x"})
    assert [(t, d.get("code"), log) for t, d, log in store.open_tables()] == [
        ("t1", "x", [5, 6, 7])]


def test_a_finished_game_goes_to_the_ledger_and_is_not_resumed(kept):
    store = kept.store
    store.table_made("t1", DESCRIPTION)
    store.table_made("t2", DESCRIPTION)
    store.finished("t1", [(0, "ann", 30), (1, "bob", -30)])
    store.finished("t1", [(0, "ann", 30), (1, "bob", -30)])  # told twice, charged once
    assert (store.balance("ann"), store.balance("bob"), store.balance("cid")) == (30, -30, 0)
    store.forget_table("t2")
    assert list(store.open_tables()) == []


def test_the_tables_are_taken_up_once(kept):
    kept.store.table_made("t1", DESCRIPTION)
    assert kept.store.claim_tables() == []  # its own already
    db = kept.open()
    try:
        second = kept.store_over(db, "p2")
        if isinstance(second, SharedStore):
            assert second.claim_tables() == []  # the first process's lease still runs
            kept.store.leave()  # it stops: its tables go at once
        claimed = second.claim_tables()
        assert [(t, log) for t, _, log, _ in claimed] == [("t1", [])]
        assert second.claim_tables() == []
        if isinstance(second, SharedStore):
            with pytest.raises(TableMoved):
                kept.store.decided("t1", 0, [1])  # its lease is another's: nothing written
            assert second.log("t1") == []
    finally:
        db.close()


def test_accounts_and_marks_are_kept(kept):
    accounts = kept.accounts
    assert accounts.sign_in("Ann", "secret-pw") == "Ann"
    assert accounts.sign_in("ann", "secret-pw") == "Ann"  # the same name but for case
    with pytest.raises(AccountRefused):
        accounts.sign_in("Ann", "wrong-pw")
    with pytest.raises(AccountRefused):
        accounts.sign_in("Аnn", "secret-pw")  # a Cyrillic A: someone else's look-alike
    accounts.sign_in("bob", "secret-pw")
    accounts.mark("Ann", "bob", "friend")
    assert accounts.marks("Ann") == {"bob": "friend"}
    accounts.mark("Ann", "bob", "blocked")
    assert accounts.marks("Ann") == {"bob": "blocked"}
    assert not accounts.may_substitute("Ann", "bob", friends_only=False)
    accounts.mark("Ann", "bob", None)
    assert accounts.marks("Ann") == {}


def test_a_schema_of_a_newer_version_is_refused_and_left_as_it_is(kept):
    kept.store.db.run("UPDATE store_meta SET version = ?", (STORE_VERSION + 1,))
    kept.store.new_token("ann")
    db = kept.open()
    try:
        with pytest.raises(StoreError, match="newer version"):
            kept.store_over(db, "p2")
        assert db.one("SELECT version FROM store_meta") == (STORE_VERSION + 1,)
        assert db.one("SELECT COUNT(*) FROM tokens") == (1,)
    finally:
        db.close()


def test_a_database_that_cannot_be_reached_is_said_so(postgres_cluster):
    from cardtable.server.postgres import DatabaseUnreachable

    with pytest.raises(DatabaseUnreachable):
        PostgresDatabase(postgres_cluster.url("no_such_database"))
    with pytest.raises(psycopg.Error):
        psycopg.connect(postgres_cluster.url("no_such_database"))


def test_a_process_stopped_inside_a_write_does_not_keep_its_table_from_the_others(postgres_url):
    """A process stopped between two statements of a table's write holds the table's row
    locked; PostgreSQL ends its session after its transaction time, so another process takes
    the table over once the lease ran out, and the stopped one, woken, keeps nothing more."""
    first = SharedStore(PostgresDatabase(postgres_url, transaction_seconds=1), "p1", "a:1",
                        lease_seconds=1)
    second = SharedStore(PostgresDatabase(postgres_url), "p2", "a:2", lease_seconds=1)
    try:
        first.table_made("t1", DESCRIPTION)
        stuck = first.db.transaction()
        stuck.__enter__()
        first.db.one("SELECT holder FROM tables WHERE id = ? FOR UPDATE", ("t1",))
        claimed = eventually(second.claim_tables, "the other took the table up")
        assert [t for t, _, _, _ in claimed] == ["t1"]
        with pytest.raises(Unavailable):
            stuck.__exit__(None, None, None)  # woken: its session was ended meanwhile
        with pytest.raises(TableMoved):
            first.decided("t1", 0, [1])
        assert second.log("t1") == []
        assert first.renew() == set() and second.renew() == {"t1"}
    finally:
        first.close()
        second.close()

"""The server's accounts: made on first use, passwords kept only as salted scrypt hashes,
friends and black lists deciding who may take a dropped player's seat."""

from __future__ import annotations

import sqlite3

import pytest

from cardtable.net.accounts import AccountRefused, Accounts, password_hash


@pytest.fixture
def accounts(tmp_path):
    kept = Accounts(tmp_path / "accounts.sqlite")
    yield kept
    kept.close()


def test_an_account_is_made_on_first_use_and_then_asks_for_its_password(accounts):
    assert accounts.sign_in(" Ada ", "secret-1") == "Ada"
    assert accounts.sign_in("Ada", "secret-1") == "Ada"
    with pytest.raises(AccountRefused, match="wrong nickname or password"):
        accounts.sign_in("Ada", "secret-2")


def test_the_password_is_not_in_the_file_and_two_accounts_salt_apart(tmp_path):
    path = tmp_path / "accounts.sqlite"
    kept = Accounts(path)
    kept.sign_in("Ada", "same-password")
    kept.sign_in("Bob", "same-password")
    kept.close()
    assert b"same-password" not in path.read_bytes()
    rows = sqlite3.connect(path).execute("SELECT salt, hash FROM accounts").fetchall()
    assert rows[0][0] != rows[1][0] and rows[0][1] != rows[1][1]


@pytest.mark.parametrize(("nickname", "password"), [
    ("", "secret-1"), ("x" * 41, "secret-1"), ("tab\there", "secret-1"), ("Ada", "short"),
])
def test_unusable_nicknames_and_passwords_are_refused_and_nothing_is_made(accounts, nickname,
                                                                          password):
    with pytest.raises(AccountRefused):
        accounts.sign_in(nickname, password)
    assert not accounts.exists(nickname)


def test_friends_may_substitute_in_their_window_and_the_blocked_never(accounts):
    for name in ("Ada", "Bob", "Cy", "Dee"):
        accounts.sign_in(name, "secret-1")
    accounts.mark("Ada", "Bob", "friend")
    accounts.mark("Ada", "Cy", "blocked")
    assert accounts.marks("Ada") == {"Bob": "friend", "Cy": "blocked"}
    assert accounts.may_substitute("Ada", "Bob", friends_only=True)
    assert not accounts.may_substitute("Ada", "Dee", friends_only=True)
    assert accounts.may_substitute("Ada", "Dee", friends_only=False)
    assert not accounts.may_substitute("Ada", "Cy", friends_only=False)
    assert not accounts.may_substitute("Ada", "Ada", friends_only=False)
    accounts.mark("Ada", "Bob", "blocked")  # a friend blocked is a friend no more
    assert accounts.marks("Ada") == {"Bob": "blocked", "Cy": "blocked"}
    accounts.mark("Ada", "Bob", None)
    assert accounts.marks("Ada") == {"Cy": "blocked"}


@pytest.mark.parametrize(("other", "kind"), [("Nobody", "friend"), ("Bob", "enemy"),
                                             ("Ada", "friend")])
def test_a_bad_mark_is_refused_and_changes_nothing(accounts, other, kind):
    accounts.sign_in("Ada", "secret-1")
    accounts.sign_in("Bob", "secret-1")
    accounts.mark("Ada", "Bob", "friend")
    with pytest.raises(AccountRefused):
        accounts.mark("Ada", other, kind)
    assert accounts.marks("Ada") == {"Bob": "friend"}


def test_a_file_of_a_newer_version_is_left_as_it_is(tmp_path):
    path = tmp_path / "accounts.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    with pytest.raises(RuntimeError, match="newer version"):
        Accounts(path)
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == 99


def test_a_file_of_version_1_gets_skeletons_and_its_names_go_on_working(tmp_path):
    """Accounts made before names were checked keep working, even one that would not be
    allowed now; a look-alike of an old name is refused from then on."""
    path = tmp_path / "accounts.sqlite"
    salt = b"0123456789abcdef"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE accounts (nickname TEXT PRIMARY KEY, salt BLOB NOT NULL, "
                     "hash BLOB NOT NULL)")
        conn.execute("CREATE TABLE marks (owner TEXT NOT NULL, other TEXT NOT NULL, "
                     "kind TEXT NOT NULL, PRIMARY KEY (owner, other))")
        digest = password_hash("secret-1", salt)
        conn.executemany("INSERT INTO accounts VALUES (?, ?, ?)",
                         [(name, salt, digest) for name in ("Alice", "Bob\u200b")])
        conn.execute("PRAGMA user_version = 1")
    upgraded = Accounts(path)
    assert upgraded.db.conn.execute("PRAGMA user_version").fetchone()[0] == 2
    assert upgraded.sign_in("Alice", "secret-1") == "Alice"
    assert upgraded.sign_in("Bob\u200b", "secret-1") == "Bob\u200b"
    assert upgraded.sign_in("ALICE", "secret-1") == "Alice"
    with pytest.raises(AccountRefused, match="looks too much like 'Alice'"):
        upgraded.sign_in("A1ice", "secret-1")
    upgraded.close()

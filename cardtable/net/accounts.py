"""The server's accounts: a nickname and a password made on first use, and each account's
friends and black list (who may take its seat when it drops, and who never may).

Kept in SQLite, one file for a server, or in the PostgreSQL a service of several processes
shares (``database.py``). A password is never stored: only a salted scrypt hash
(``hashlib.scrypt``, slow on purpose, so a stolen file does not give the passwords away), and
two hashes are compared in constant time.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import unicodedata
from pathlib import Path

from .database import Conflict, Database, database_at
from .names import NAME_MAX, BadName, skeleton, written

SCHEMA_VERSION = 2  # 2: each account's skeleton, so that look-alike names are one name
NICKNAME_MAX = NAME_MAX  # as long as a `hello` message allows
PASSWORD_MIN = 6
SCRYPT = {"n": 2**14, "r": 8, "p": 1, "dklen": 32}
"""The scrypt cost: about 16 MiB and some tens of milliseconds a try on this machine."""


class AccountRefused(ValueError):
    """A nickname or password that cannot be used, or a wrong password; says which."""


def password_hash(password: str, salt: bytes) -> bytes:
    """The scrypt hash of ``password`` with ``salt``: the slow part of signing in, which a
    server does in a worker process (a plain function, so that one can run it)."""
    return hashlib.scrypt(password.encode("utf-8"), salt=salt, **SCRYPT)


def check_nickname(nickname: str) -> str:
    """``nickname`` in its one written form (``names.written``), or AccountRefused saying
    why it cannot be a name."""
    try:
        return written(nickname)
    except BadName as refused:
        raise AccountRefused(str(refused)) from None


class Accounts:
    """Accounts, friends and black lists in one database: a SQLite file (``:memory:`` for a
    test) or the PostgreSQL of a service of several processes."""

    def __init__(self, where: Database | Path | str) -> None:
        self.db = database_at(where)
        with self.db.transaction():
            self.db.schema_lock()
            version = self._version()
            if version > SCHEMA_VERSION:
                raise RuntimeError(f"the accounts file is of a newer version ({version}); "
                                   "it is left as it is")
            if version == 0:
                binary = self.db.binary
                self.db.run(f"""CREATE TABLE accounts (
                    nickname TEXT PRIMARY KEY, salt {binary} NOT NULL, hash {binary} NOT NULL)""")
                self.db.run("""CREATE TABLE marks (
                    owner TEXT NOT NULL REFERENCES accounts (nickname) ON DELETE CASCADE,
                    other TEXT NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('friend', 'blocked')),
                    PRIMARY KEY (owner, other))""")
            if version <= 1:
                self.db.run("ALTER TABLE accounts ADD COLUMN skeleton TEXT")
                names = self.db.all("SELECT nickname FROM accounts")
                self.db.run_many("UPDATE accounts SET skeleton = ? WHERE nickname = ?",
                                 [(skeleton(n), n) for (n,) in names])
                self.db.run("CREATE INDEX accounts_by_skeleton ON accounts (skeleton)")
                self._set_version(version)

    def _version(self) -> int:
        """The accounts' schema version: SQLite's ``user_version`` of the file, a row of
        ``accounts_meta`` in PostgreSQL (where the database is shared with other things)."""
        if self.db.dialect == "sqlite":
            return int(self.db.all("PRAGMA user_version")[0][0])
        self.db.run("CREATE TABLE IF NOT EXISTS accounts_meta (version INTEGER NOT NULL)")
        row = self.db.one("SELECT version FROM accounts_meta")
        return 0 if row is None else int(row[0])

    def _set_version(self, was: int) -> None:
        if self.db.dialect == "sqlite":
            self.db.run(f"PRAGMA user_version = {SCHEMA_VERSION}")
        elif was == 0:
            self.db.run("INSERT INTO accounts_meta VALUES (?)", (SCHEMA_VERSION,))
        else:
            self.db.run("UPDATE accounts_meta SET version = ?", (SCHEMA_VERSION,))

    def close(self) -> None:
        """Close the database."""
        self.db.close()

    def sign_in(self, nickname: str, password: str) -> str:
        """The account's nickname once the password is right; a nickname not known yet is made
        an account with this password (the account is made on first use). A name that looks
        like an account's (``names.skeleton``) is that account when it differs only in case,
        and is refused otherwise. (A server does the same in steps, hashing elsewhere:
        ``secret``, ``new_account``, ``add``.)"""
        account = self.account_for(nickname)
        if account is None:
            name, salt = self.new_account(nickname, password)
            return self.add(name, salt, password_hash(password, salt))
        salt, stored = self.secret(account)
        if not hmac.compare_digest(password_hash(password, salt), stored):
            raise AccountRefused("wrong nickname or password")
        return account

    def secret(self, account: str) -> tuple[bytes, bytes]:
        """The account's salt and password hash, to check a password against."""
        row = self.db.one("SELECT salt, hash FROM accounts WHERE nickname = ?", (account,))
        assert row is not None, account
        return bytes(row[0]), bytes(row[1])

    def new_account(self, nickname: str, password: str) -> tuple[str, bytes]:
        """The name a new account of ``nickname`` would have and a fresh salt for its
        password, or AccountRefused saying why there can be no such account."""
        name = check_nickname(nickname)
        self._refuse_look_alike(name)
        if len(password) < PASSWORD_MIN:
            raise AccountRefused(f"a password has at least {PASSWORD_MIN} characters")
        return name, os.urandom(16)

    def add(self, name: str, salt: bytes, digest: bytes) -> str:
        """Make the account ``name`` (from ``new_account``) with its password's hash; refused
        if an account of that name or a look-alike was made meanwhile."""
        self._refuse_look_alike(name)
        try:
            self.db.run("INSERT INTO accounts VALUES (?, ?, ?, ?)",
                        (name, salt, digest, skeleton(name)))
        except Conflict:
            raise AccountRefused(f"the nickname {name!r} was just taken") from None
        return name

    def account_for(self, nickname: str) -> str | None:
        """The account ``nickname`` names: the account of that very name, or the one whose
        name differs from it only in case or width; None when there is none."""
        typed = nickname.strip()
        row = self.db.one("SELECT nickname FROM accounts WHERE nickname = ?", (typed,))
        if row is not None:
            return str(row[0])
        try:
            name = written(typed)
        except BadName:
            return None
        folded = _folded(name)
        for (other,) in self.db.all("SELECT nickname FROM accounts WHERE skeleton = ?",
                                    (skeleton(name),)):
            if _folded(other) == folded:
                return str(other)
        return None

    def _refuse_look_alike(self, name: str) -> None:
        row = self.db.one("SELECT nickname FROM accounts WHERE skeleton = ? LIMIT 1",
                          (skeleton(name),))
        if row is not None:
            raise AccountRefused(f"{name!r} looks too much like {row[0]!r}, who is someone "
                                 "else: choose another nickname")

    def exists(self, nickname: str) -> bool:
        """Whether there is an account of this nickname."""
        return self.db.one("SELECT 1 FROM accounts WHERE nickname = ?",
                           (nickname.strip(),)) is not None

    def mark(self, owner: str, other: str, kind: str | None) -> None:
        """Mark ``other`` in ``owner``'s lists as a "friend" or "blocked" (black list), or
        take the mark away (None). One mark per pair: a friend blocked is a friend no more."""
        if owner == other:
            raise AccountRefused("one cannot mark oneself")
        if not self.exists(other):
            raise AccountRefused(f"no account {other!r}")
        if kind not in ("friend", "blocked", None):
            raise AccountRefused(f"a mark is 'friend' or 'blocked', not {kind!r}")
        with self.db.transaction():
            self.db.run("DELETE FROM marks WHERE owner = ? AND other = ?", (owner, other))
            if kind is not None:
                self.db.run("INSERT INTO marks VALUES (?, ?, ?)", (owner, other, kind))

    def marks(self, owner: str) -> dict[str, str]:
        """``owner``'s marks: nickname → "friend" or "blocked"."""
        return {str(o): str(k) for o, k in
                self.db.all("SELECT other, kind FROM marks WHERE owner = ?", (owner,))}

    def may_substitute(self, owner: str, other: str, friends_only: bool) -> bool:
        """Whether ``other`` may take ``owner``'s seat: never when ``owner`` has blocked them;
        in the friends' window (``friends_only``) only a friend."""
        kind = self.marks(owner).get(other)
        if kind == "blocked" or other == owner:
            return False
        return kind == "friend" or not friends_only


def _folded(name: str) -> str:
    return unicodedata.normalize("NFKC", name).casefold()

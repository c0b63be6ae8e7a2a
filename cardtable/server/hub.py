"""The server's heart, without the network: who is connected as whom, the lobby, and which
table each message goes to.

``Hub`` turns what a connection sends into what to send to which connections, and knows nothing
of sockets: ``ws.py`` carries its words, and the tests drive it directly too. A connection
first says ``hello`` (a nickname and a password, or a token from an earlier ``welcome``); a
token is good once, so a copied one is refused. Every message is checked and rate-limited: a
refused message gets an ``error`` and changes nothing, and a connection that floods, or fails
to sign in too often, is told ``bye`` and closed. An account has one connection: a second one
(another machine) replaces the first, and sits where the account sat.

What a public server allows each address and account (sign-in failures, new accounts,
connections, the time to say hello, tables nobody sits at, the lobby's length) is in
``limits.py``; the hub counts and refuses. What the people in the lobby are told of the tables
is ``lobby.py``'s.
"""

from __future__ import annotations

import contextlib
import hmac
import math
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from ..net.accounts import AccountRefused, Accounts, password_hash
from ..net.database import Unavailable
from ..net.messages import VERSION, BadMessage, decode, make
from ..net.referee import Referee
from ..net.seats import TableOptions
from ..net.table_play import TableMoved
from ..net.thinking import AtOnce, Thinking
from .game_asked import game_asked
from .limits import Limits, NewAccounts, SignInGuard
from .lobby import LOBBY_EVERY, Lobby
from .peers import Alone
from .relay import handover
from .store import Store

Delivery = tuple[int, dict[str, Any] | None]
"""A message for a connection; None closes the connection after what was sent before."""

RATE = 10.0       # messages a second a connection may send on average
BURST = 30.0      # and at once
FLOOD = 50        # messages refused for speed (less those let through since) before closing
LOGINS = 5        # failed sign-ins before the connection is closed
TABLES_EACH = 8   # unfinished tables an account may have made


@dataclass
class Connection:
    """One client's connection: who it is once signed in, and its rate allowance."""

    number: int
    address: str = ""
    opened: float = 0.0
    account: str | None = None
    allowance: float = BURST
    checked: float = 0.0  # when the allowance was last worked out
    refused_for_speed: int = 0
    failed_logins: int = 0
    signing_in: bool = False  # a password's hash is being worked out

    def spend(self, now: float) -> bool:
        """Whether one more message fits the rate (a token bucket). Each message that fits
        forgives one refused before it, so a client that now and then goes a little too fast
        is only slowed down, and only one that keeps pushing far beyond the rate floods."""
        self.allowance = min(BURST, self.allowance + (now - self.checked) * RATE)
        self.checked = now
        if self.allowance < 1:
            self.refused_for_speed += 1
            return False
        self.allowance -= 1
        self.refused_for_speed = max(0, self.refused_for_speed - 1)
        return True


class Hub:
    """Every connection and table of one server; see the module docstring."""

    def __init__(self, store: Store, accounts: Accounts,
                 clock: Callable[[], float] = time.time, limits: Limits | None = None,
                 thinking: Thinking | None = None, peers: Alone | None = None) -> None:
        self.store = store
        self.accounts = accounts
        self.clock = clock
        self.thinking: Thinking = thinking or AtOnce()
        self.send_later: Callable[[list[Delivery]], None] = lambda out: None  # set by the
        # carrier: where the answers of thinking done elsewhere go
        self.limits = limits or Limits()
        self.guard = SignInGuard(self.limits)
        self.new_accounts = NewAccounts(self.limits.accounts_per_hour)
        self.empty_since: dict[str, float] = {}  # a table nobody sits at → since when
        self.connections: dict[int, Connection] = {}
        self.online: dict[str, int] = {}  # account → its connection
        self.tables: dict[str, Referee] = {}
        self.at: dict[str, str] = {}  # account → the table it sits or watches at
        self.lobby = Lobby(self.tables, clock)
        self.peers = peers or Alone()
        self.lobby.others = self.peers.remote
        self._numbers = 0
        self.take_over()

    def take_over(self) -> None:
        """Resume the tables this server plays from now on, as they were kept: at its start,
        every unfinished one in its file; in a service, the ones whose process is gone."""
        now = self.clock()
        for table, description, log, since in self.store.claim_tables():
            referee = Referee.resume(table, description, log, self._may_substitute,
                                     self.store, now, since)
            self.tables[table] = self._adopt(referee)
            for account in referee.accounts:
                self.at[account] = table
            self._finished(referee, [])  # a game that ended as its process was killed
            self.lobby.changed = True

    def let_go(self, table: str) -> list[Delivery]:
        """Another process of the service plays ``table`` now (this one stalled past its
        lease): forget it, and close the connections of the people at it, whose apps come
        back by themselves and are handed over to that process."""
        referee = self.tables.pop(table, None)
        self.lobby.changed = True
        if referee is None:
            return []
        out: list[Delivery] = []
        for account in referee.accounts:
            if self.at.get(account) == table:
                del self.at[account]
                if account in self.online:
                    out.append((self.online[account], None))
        return out

    def deliver_later(self, out: list[Delivery]) -> None:
        """Send ``out`` through the carrier (from outside a message or a tick)."""
        if out:
            self.send_later(out)

    # ---- connections ------------------------------------------------------------------------

    def admission(self, address: str = "") -> tuple[str, str] | None:
        """Why a new connection from ``address`` is turned away (a code and words), or None:
        the server is full, the address has its share, or too many have not said hello."""
        lim = self.limits
        if len(self.connections) >= lim.connections:
            return "full", "the server is full: try again later"
        if sum(1 for c in self.connections.values() if c.address == address) >= (
                lim.connections_per_address):
            return "too-many-connections", (f"at most {lim.connections_per_address} "
                                            "connections from one address")
        if sum(1 for c in self.connections.values() if c.account is None) >= lim.greeting:
            return "busy", "too many connections are signing in: try again in a moment"
        return None

    def connect(self, address: str = "") -> int:
        """A new connection (``admission`` allowed it); its number names it from now on."""
        self._numbers += 1
        now = self.clock()
        self.connections[self._numbers] = Connection(self._numbers, address, now, checked=now)
        return self._numbers

    def disconnect(self, number: int) -> list[Delivery]:
        """The connection is gone: its account's seat waits for it."""
        connection = self.connections.pop(number, None)
        self.lobby.forget(number)
        if connection is None or connection.account is None:
            return []
        account = connection.account
        if self.online.get(account) != number:
            return []  # replaced by a newer connection: nothing changes for the account
        del self.online[account]
        table = self.at.get(account)
        if table is None:
            return []
        referee = self.tables[table]
        try:
            out = referee.drop(account, self.clock())
        except TableMoved as moved:
            return self.let_go(moved.table)
        if account not in referee.accounts:
            del self.at[account]
        self.lobby.changed = True
        self._forget_if_done(referee)
        return self._delivered(out)

    def receive(self, number: int, text: str | bytes) -> list[Delivery]:
        """What to send because connection ``number`` sent ``text``."""
        connection = self.connections.get(number)
        if connection is None:
            return []
        if not connection.spend(self.clock()):
            if connection.refused_for_speed >= FLOOD:
                return self._bye(number, "flood", "too many messages too fast")
            return [(number, make("error", code="slow-down",
                                  words=f"at most {RATE:g} messages a second"))]
        try:
            return self._handle(connection, decode(text))
        except BadMessage as refused:
            return [(number, make("error", code=refused.code, words=refused.words))]
        except TableMoved as moved:
            return self.let_go(moved.table)
        except Unavailable:
            if connection.account is None:  # signing in: the client comes back by itself
                return [(number, None)]
            return [(number, make("error", code="not-kept", words="the server could not reach "
                                                                  "its database: try again"))]

    def tick(self) -> list[Delivery]:
        """What the clock does at every table (a seat the computer takes, a move whose time is
        up)."""
        now = self.clock()
        out: list[Delivery] = []
        for referee in list(self.tables.values()):
            deadline = referee.next_deadline()
            if deadline is not None and deadline <= now:
                try:
                    told = referee.tick(now)
                    self.lobby.changed |= bool(told)
                    out += self._finished(referee, self._delivered(told))
                except TableMoved as moved:
                    out += self.let_go(moved.table)
        self.peers.keep_up(self, now)
        out += self._late_hellos(now)
        self._take_away_empty_tables(now)
        if self.lobby.changed and now >= self.lobby.sent + LOBBY_EVERY:
            out += self.lobby.changes(self.online, self.at, self.limits)
        return out

    def next_deadline(self) -> float | None:
        """The soonest time ``tick`` has something to do."""
        lobby = [self.lobby.sent + LOBBY_EVERY] if self.lobby.changed else []
        hellos = [c.opened + self.limits.hello_seconds for c in self.connections.values()
                  if c.account is None]
        empty = [t + self.limits.empty_table_seconds for t in self.empty_since.values()]
        return min([*lobby, *hellos, *empty, *(d for r in self.tables.values()
                                               if (d := r.next_deadline()) is not None)],
                   default=None)

    def _late_hellos(self, now: float) -> list[Delivery]:
        """Close the connections that have not signed in in time: an idle socket holds a
        file of the server's, and a thousand of them would lock everyone else out."""
        late = [n for n, c in self.connections.items()
                if c.account is None and now - c.opened >= self.limits.hello_seconds]
        out: list[Delivery] = []
        for number in late:
            del self.connections[number]
            out += self._bye(number, "hello-late", f"say hello within "
                                                   f"{self.limits.hello_seconds:g} seconds")
        return out

    def _take_away_empty_tables(self, now: float) -> None:
        """A table whose game has not begun and where nobody sits or watches goes, after
        ``empty_table_seconds``: tables made and left would otherwise fill the lobby."""
        for table, referee in list(self.tables.items()):
            empty = not referee.begun and not referee.listeners()
            if not empty:
                self.empty_since.pop(table, None)
                continue
            since = self.empty_since.setdefault(table, now)
            if now - since >= self.limits.empty_table_seconds:
                del self.tables[table], self.empty_since[table]
                for account in referee.accounts:
                    if self.at.get(account) == table:
                        del self.at[account]
                with contextlib.suppress(TableMoved):  # then it is another process's to take
                    self.store.forget_table(table)
                self.lobby.changed = True

    # ---- messages ---------------------------------------------------------------------------

    def _handle(self, connection: Connection, message: dict[str, Any]) -> list[Delivery]:
        kind = message["type"]
        number = connection.number
        if kind == "hello":
            return self._hello(connection, message)
        account = connection.account
        if account is None:
            raise BadMessage("sign-in-first", f"{kind}: say hello first")
        if kind == "lobby":
            return [(number, self.lobby.asked(account, number, self.limits))]
        if kind == "create":
            return [(number, self._create(account, message))]
        if kind == "mark":
            mark = None if message["mark"] == "none" else message["mark"]
            try:
                self.accounts.mark(account, message["nickname"], mark)
            except AccountRefused as refused:
                raise BadMessage("bad-mark", str(refused)) from None
            return [(number, make("marks", marks=self.accounts.marks(account)))]
        if kind in ("join", "watch"):
            return self._to_table(account, message)
        table = self.at.get(account)
        if table is None:
            raise BadMessage("not-seated", f"{kind}: sit at a table first")
        referee = self.tables[table]
        referee.now = self.clock()
        out = self._delivered(referee.handle(account, message))
        if account not in referee.accounts or (kind == "leave" and referee.over):
            self.at.pop(account, None)
        self.lobby.changed |= kind == "leave"
        out = self._finished(referee, out)
        self._forget_if_done(referee)
        return out

    def _hello(self, connection: Connection, message: dict[str, Any]) -> list[Delivery]:
        """Sign in with a token (at once) or a password, whose hash is worked out where the
        server thinks (``thinking``) so that the loop goes on meanwhile."""
        number = connection.number
        if connection.account is not None:
            raise BadMessage("signed-in", f"already signed in as {connection.account}")
        if connection.signing_in:
            raise BadMessage("signing-in", "a sign-in is under way on this connection")
        nickname, token = message["nickname"].strip(), message.get("token")
        known = self.accounts.account_for(nickname)
        if known is not None and known not in self.at:
            address = self.peers.account_address(self, known)
            if address is not None:
                return [handover(number, address, message)]
        now = self.clock()
        if token is not None:
            if known is None or not self.store.use_token(known, token):
                return self._failed(connection, None, "that token is not good (any more): "
                                                      "sign in with the password")
            return self._welcome(connection, known, message.get("table"))
        wait = self.guard.wait(known or nickname, connection.address, now)
        if wait > 0:
            connection.failed_logins += 1
            if connection.failed_logins >= LOGINS:
                return self._bye(number, "bad-login", "too many failed sign-ins")
            raise BadMessage("wait", f"too many failed sign-ins: try again in "
                                     f"{math.ceil(wait)} s")
        password = message.get("password") or ""
        try:
            if known is None:
                if not self.new_accounts.may_make(connection.address, now):
                    raise BadMessage("too-many-accounts", f"at most "
                                                          f"{self.limits.accounts_per_hour} "
                                                          "new accounts an hour from one "
                                                          "address")
                name, salt = self.accounts.new_account(nickname, password)
                then = partial(self._account_made, connection, name, salt)
            else:
                salt, stored = self.accounts.secret(known)
                then = partial(self._password_checked, connection, known, stored,
                               message.get("table"))
        except AccountRefused as refused:
            return self._failed(connection, known or nickname, str(refused))
        connection.signing_in = True
        return self._think(password_hash, (password, salt), then)

    def _password_checked(self, connection: Connection, account: str, stored: bytes,
                          showing: str | None, digest: bytes | None) -> list[Delivery]:
        connection.signing_in = False
        if connection.number not in self.connections:
            return []  # gone while the hash was worked out
        if digest is None or not hmac.compare_digest(digest, stored):
            return self._failed(connection, account, "wrong nickname or password")
        return self._welcome(connection, account, showing)

    def _account_made(self, connection: Connection, name: str, salt: bytes,
                      digest: bytes | None) -> list[Delivery]:
        connection.signing_in = False
        if connection.number not in self.connections or digest is None:
            return []
        try:
            account = self.accounts.add(name, salt, digest)
        except AccountRefused as refused:
            return self._failed(connection, name, str(refused))
        self.new_accounts.made(connection.address, self.clock())
        return self._welcome(connection, account)

    def _failed(self, connection: Connection, account: str | None, words: str
                ) -> list[Delivery]:
        """A failed sign-in (of no account in particular for a token: a token cannot be
        guessed, so only the address pays): counted, refused, and the connection closed after
        ``LOGINS``."""
        connection.failed_logins += 1
        self.guard.failed(account, connection.address, self.clock())
        if connection.failed_logins >= LOGINS:
            return self._bye(connection.number, "bad-login", "too many failed sign-ins")
        return [(connection.number, make("error", code="bad-login", words=words))]

    def _welcome(self, connection: Connection, account: str, showing: str | None = None,
                 told: bool = True) -> list[Delivery]:
        """Signed in: the account's connection from now on, told its token, its marks and
        the seat it holds in a game under way. It is back at that seat at once only if the
        client shows that table (``showing``, the ``hello``'s ``table``; a client that does
        not say is taken to show it): an app started again after a crash shows only the
        lobby, and its seat must not count as here until it opens the table again
        (``join``), or neither the seat's clock nor the computer would take over. A
        connection handed over by another process of the service was welcomed there
        (``told`` False)."""
        number = connection.number
        self.guard.succeeded(account, connection.address)
        if account not in self.at and len(self.connections) > (
                self.limits.connections - self.limits.kept_for_players):
            return self._bye(number, "full", "the server is full: the last places are kept "
                                             "for people in a game")
        out: list[Delivery] = []
        earlier = self.online.get(account)
        if earlier is not None:
            out += self._bye(earlier, "replaced", "signed in from elsewhere")
            self.connections.pop(earlier, None)
            self.lobby.forget(earlier)
        connection.account = account
        self.online[account] = number
        table = self.at.get(account)
        referee = self.tables.get(table) if table is not None else None
        seat = referee.seat_of(account) if referee is not None else None
        held = {"seat": {"table": table, "seat": seat, "game": referee.setup.game_id}
                } if referee is not None and seat is not None and not referee.over else {}
        if told:
            out.append((number, make("welcome", token=self.store.new_token(account),
                                     protocol=VERSION, nickname=account,
                                     marks=self.accounts.marks(account), **held)))
        if referee is not None and showing in (None, table):
            out += self._delivered(referee.arrive(account, self.clock()))
        return out

    def handed_over(self, number: int, account: str) -> None:
        """Connection ``number`` comes from another process of the service, which signed
        ``account`` in: it is that account's from now on."""
        connection = self.connections.get(number)
        if connection is not None:
            self.deliver_later(self._welcome(connection, account, None, told=False))

    def _think(self, work: Callable[..., Any], args: Sequence[Any],
               then: Callable[[Any], list[Delivery]]) -> list[Delivery]:
        """Have ``work`` done where the server thinks; ``then``'s messages are returned when
        it answers at once, else sent when it answers (``send_later``)."""
        box: list[list[Delivery]] = []
        answered_later = False

        def done(result: Any) -> None:
            try:
                out = then(result)
            except TableMoved as moved:
                out = self.let_go(moved.table)
            if answered_later:
                self.send_later(out)
            else:
                box.append(out)

        self.thinking.submit(work, args, done)
        answered_later = not box
        return box[0] if box else []

    def think_in(self, thinking: Thinking) -> None:
        """Think there from now on, every table too (the server gives its worker pool once
        the tables it resumed have played the computer's moves they owed)."""
        self.thinking = thinking
        for referee in self.tables.values():
            self._adopt(referee)

    def _adopt(self, referee: Referee) -> Referee:
        """A table of this server: it thinks where the server does, and what its thinking
        says later goes out as the table's news."""
        referee.thinking = self.thinking
        referee.news = partial(self._table_news, referee)
        referee.moved = lambda table: self.deliver_later(self.let_go(table))
        return referee

    def _table_news(self, referee: Referee, out: list[tuple[str, dict[str, Any]]]) -> None:
        """What a table says when its computer players' moves come: to its people, the
        game settled if it ended."""
        if referee.table in self.tables:
            try:
                self.send_later(self._finished(referee, self._delivered(out)))
            except TableMoved as moved:
                self.deliver_later(self.let_go(moved.table))

    def _to_table(self, account: str, message: dict[str, Any]) -> list[Delivery]:
        table = message["table"]
        address = None if table in self.tables else self.peers.table_address(self, table)
        if address is not None:
            return [handover(self.online[account], address, message, account)]
        referee = self.tables.get(table)
        if referee is None:
            raise BadMessage("no-table", f"there is no table {table!r}")
        playing = self.peers.plays_elsewhere(self, account, table)
        if playing is not None:
            raise BadMessage("seated-elsewhere", f"{account} plays at table {playing}")
        if not referee.options.public and message.get("code") != referee.code and (
                account not in referee.accounts and account != referee.creator):
            raise BadMessage("private", "that table is private: it needs its code")
        now = self.clock()
        elsewhere = self.at.get(account)
        other = None if elsewhere in (None, table) else self.tables[elsewhere]
        if other is not None and other.begun and not other.over and (
                other.seat_of(account) is not None):  # playing a game, here or away a while
            raise BadMessage("seated-elsewhere", f"{account} plays at table {elsewhere}")
        referee.now = now
        out = self._delivered(referee.handle(account, message))
        if other is not None:  # left only once the new table took them, and the old one told
            other.now = now
            if other.seat_of(account) is not None or account in other.watchers:
                out = self._delivered(other.handle(account, {"type": "leave"})) + out
            self.at.pop(account, None)
        if account in referee.accounts:
            self.at[account] = table
        self.lobby.changed = True
        return self._finished(referee, out)

    def _create(self, account: str, message: dict[str, Any]) -> dict[str, Any]:
        made = sum(1 for r in self.tables.values()
                   if r.creator == account and not (r.session and r.session.is_over))
        if made >= TABLES_EACH:
            raise BadMessage("too-many-tables", f"at most {TABLES_EACH} unfinished tables each")
        setup = game_asked(message)
        options = TableOptions.read(message.get("table_options") or {})
        table = secrets.token_hex(4)
        code = secrets.token_urlsafe(6)
        referee = self._adopt(Referee(table, setup, options, self._may_substitute, self.store,
                                      code))
        referee.creator = account
        for seat, wish in enumerate(message["seats"]):
            if wish.get("reserved"):
                referee.seats[seat].reserved = str(wish["reserved"])[:40]
        self.store.table_made(table, referee.describe())
        self.tables[table] = referee
        self.lobby.changed = True
        return make("created", table=table, code=code)

    def _may_substitute(self, owner: str, other: str, friends_only: bool) -> bool:
        return self.accounts.may_substitute(owner, other, friends_only)

    # ---- delivering -------------------------------------------------------------------------

    def _delivered(self, out: list[tuple[str, dict[str, Any]]]) -> list[Delivery]:
        """A table's messages to accounts, to their connections (an account away gets
        nothing: it catches up when it comes back)."""
        return [(self.online[a], m) for a, m in out if a in self.online]

    def _finished(self, referee: Referee, out: list[Delivery]) -> list[Delivery]:
        """Settle a game that has just ended: the ledger charges each seat's owner."""
        if referee.session is not None and referee.session.is_over and not referee.settled:
            referee.settled = True
            self.store.finished(referee.table, [(seat, owner, amount) for seat, owner, amount
                                                in referee.charges() if owner is not None])
        return out

    def _forget_if_done(self, referee: Referee) -> None:
        """Let a finished table go from memory once nobody connected is at it: its game is in
        the file and the ledger, and a server that runs for months holds only live tables."""
        if not referee.over or any(
                self.at.get(a) == referee.table and a in self.online for a in referee.accounts):
            return
        del self.tables[referee.table]
        for account in referee.accounts:
            if self.at.get(account) == referee.table:
                del self.at[account]

    def _bye(self, number: int, code: str, words: str) -> list[Delivery]:
        return [(number, make("bye", code=code, words=words)), (number, None)]

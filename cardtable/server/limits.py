"""What a public server allows each account and each address, and the bookkeeping behind it.

A server on the open network meets people who guess passwords, make accounts and tables by the
hundred, and open sockets they never use. Each limit here has a default for such a server and a
command-line option to change it (``cardtable-server --help``); ``docs/network.md`` lists them.
The numbers are counted per address as the server sees it, so a server behind a proxy that
hides the clients' addresses counts every client as one.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Limits:
    """The numbers; see ``docs/network.md`` for why each is what it is."""

    free_failures: int = 5          # failed sign-ins of an account before it must wait
    free_address_failures: int = 20  # failed sign-ins from an address before it must wait
    first_wait: float = 1.0         # the wait after the first failure past the free ones
    longest_wait: float = 900.0     # the longest wait after failures (seconds)
    failures_forgotten: float = 3600.0  # seconds without a failure before they are forgotten
    accounts_per_hour: int = 10     # new accounts one address may make in an hour
    connections_per_address: int = 16
    connections: int = 2000         # connections in all (the server lowers it to its files)
    kept_for_players: int = 200     # of those, kept for people with a seat in a game
    greeting: int = 64              # connections that have not said hello yet, in all
    hello_seconds: float = 10.0     # time a connection has to say hello
    empty_table_seconds: float = 600.0  # a table nobody sits at is taken away after this
    lobby_lines: int = 100          # public tables a lobby lists at most


@dataclass
class _Failures:
    count: int = 0
    last: float = 0.0


@dataclass
class SignInGuard:
    """Failed sign-ins per account and per address: after the free ones, each further try
    waits twice as long as the one before (1 s, 2 s, 4 s … up to ``longest_wait``), whether the
    password is right or not, so guessing gets nowhere while the owner, who signs in with a
    token or waits a little, still gets in."""

    limits: Limits = field(default_factory=Limits)
    _by_key: dict[str, _Failures] = field(default_factory=dict)

    def wait(self, account: str, address: str, now: float) -> float:
        """Seconds before ``account`` may try a password from ``address`` (0: now)."""
        self._forget(now)
        lim = self.limits
        return max(self._wait(f"a:{account}", lim.free_failures, now),
                   self._wait(f"@{address}", lim.free_address_failures, now))

    def failed(self, account: str | None, address: str, now: float) -> None:
        """A sign-in failed (of no account in particular: a token that is not good)."""
        keys = [f"@{address}"] + ([f"a:{account}"] if account is not None else [])
        for key in keys:
            failures = self._by_key.setdefault(key, _Failures())
            failures.count += 1
            failures.last = now

    def succeeded(self, account: str, address: str) -> None:
        """A sign-in succeeded: the account's and the address's failures are forgiven."""
        self._by_key.pop(f"a:{account}", None)
        self._by_key.pop(f"@{address}", None)

    def _wait(self, key: str, free: int, now: float) -> float:
        failures = self._by_key.get(key)
        if failures is None or failures.count < free:
            return 0.0
        lim = self.limits
        delay = min(lim.longest_wait, lim.first_wait * 2.0 ** (failures.count - free))
        return max(0.0, failures.last + delay - now)

    def _forget(self, now: float) -> None:
        """Forget failures old enough, so that the table does not grow for ever."""
        horizon = now - self.limits.failures_forgotten
        if len(self._by_key) > 1000 or any(f.last < horizon for f in self._by_key.values()):
            self._by_key = {k: f for k, f in self._by_key.items() if f.last >= horizon}


@dataclass
class NewAccounts:
    """The accounts each address made in the last hour."""

    per_hour: int
    _made: dict[str, list[float]] = field(default_factory=dict)

    def may_make(self, address: str, now: float) -> bool:
        """Whether ``address`` may make one more account now."""
        recent = [t for t in self._made.get(address, []) if t > now - 3600]
        if recent:
            self._made[address] = recent
        else:
            self._made.pop(address, None)
        return len(recent) < self.per_hour

    def made(self, address: str, now: float) -> None:
        self._made.setdefault(address, []).append(now)

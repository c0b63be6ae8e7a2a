"""Where a server's tables are played: all of them here, for a server by itself (``Alone``);
a process of a service of several asks the others (``service.py``, which needs PostgreSQL)."""

from __future__ import annotations

from typing import Any, Protocol

from ..net.referee import Referee
from .lobby import Lobby

RemoteLine = tuple[dict[str, Any], list[str], str]
"""A table of another process in the lobby: its line, the accounts who may see it when it is
private, and the process that plays it."""


class Host(Protocol):
    """What a process's part in a service uses of its hub."""

    tables: dict[str, Referee]
    lobby: Lobby

    def take_over(self) -> None: ...
    def let_go(self, table: str) -> list[tuple[int, dict[str, Any] | None]]: ...
    def deliver_later(self, out: list[tuple[int, dict[str, Any] | None]]) -> None: ...


class Alone:
    """A server by itself: every table it knows is its own."""

    def __init__(self) -> None:
        self.remote: dict[str, RemoteLine] = {}  # other processes' lobby lines: none

    def table_address(self, hub: Host, table: str) -> str | None:
        """Where the process playing ``table`` is reached, if another."""
        return None

    def account_address(self, hub: Host, account: str) -> str | None:
        """Where the process playing ``account``'s game is reached, if another."""
        return None

    def plays_elsewhere(self, hub: Host, account: str, table: str) -> str | None:
        """A table of another process where ``account`` plays a game, other than ``table``."""
        return None

    def keep_up(self, hub: Host, now: float) -> None:
        """What the process owes the others at this moment."""

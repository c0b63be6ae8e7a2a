"""The lobby: the unfinished tables each person in it may see, and what changed since they
were last told.

A person asks for the lobby (``lobby``) and is sent it whole; from then on, while they are in
it, they are told only what changed (``lobby-changes``: the tables changed or new, and the ones
gone), at most every ``LOBBY_EVERY`` seconds however often the tables change. Someone who sits
at a table is told nothing until they ask again as they come back to it. The server counts on
this: a busy lobby would otherwise cost every connection a whole list at every move.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..net.messages import make
from ..net.referee import Referee
from .limits import Limits

LOBBY_EVERY = 1.0  # seconds between two lobbies sent to everyone while tables change

Lines = dict[str, dict[str, Any]]
"""A lobby's lines by the table each one shows."""


class Lobby:
    """What the people in the lobby were told of the server's tables; see the module
    docstring."""

    def __init__(self, tables: dict[str, Referee], clock: Callable[[], float]) -> None:
        self.tables = tables
        self.clock = clock
        self.others: Mapping[str, tuple[dict[str, Any], list[str], str]] = {}  # the lines
        # of the tables other processes of a service play, with who may see a private one
        self.changed = False  # a table's seats changed since the last lobby sent out
        self.sent = 0.0
        self.seen: dict[int, Lines] = {}  # connection → the lines it was last told, for
        # those who asked for the lobby

    def asked(self, account: str, number: int, limits: Limits) -> dict[str, Any]:
        """The unfinished tables a person may see, whole: the public ones (at most
        ``lobby_lines``, the ones with a seat to take first, newest first) and the private
        ones they made or are at. What was sent is kept, so that later only changes go."""
        lines, more = self._lines_for(account, self._public_lines(limits))
        self.seen[number] = lines
        return make("lobby", tables=list(lines.values()), more=more)

    def forget(self, number: int) -> None:
        """The connection is gone, or no longer in the lobby's news."""
        self.seen.pop(number, None)

    def changes(self, online: Mapping[str, int], at: Mapping[str, str], limits: Limits
                ) -> list[tuple[int, dict[str, Any]]]:
        """What changed in the lobby since each person in it was last told, for the
        connections of the accounts ``online`` that sit nowhere (``at``). The public lines are
        made once, and people who saw the same lobby share one message, written out once."""
        self.changed, self.sent = False, self.clock()
        public = self._public_lines(limits)
        out: list[tuple[int, dict[str, Any]]] = []
        told: dict[int, tuple[Lines, dict[str, Any] | None]] = {}
        for account, number in online.items():
            seen = self.seen.get(number)
            if seen is None or account in at:
                continue
            lines, more = self._lines_for(account, public)
            if lines is public[0] and id(seen) in told:  # the same lobby as someone told
                self.seen[number], message = told[id(seen)]
            else:
                message = _changes(seen, lines, more)
                if lines is public[0]:
                    told[id(seen)] = (lines, message)
                self.seen[number] = lines
            if message is not None:
                out.append((number, message))
        return out

    def _public_lines(self, limits: Limits) -> tuple[Lines, int]:
        """The public lines of the lobby by table, and how many public tables they leave out."""
        now = self.clock()
        local = [r for r in reversed(self.tables.values()) if r.options.public and not r.over]
        others = [line for table, (line, _, _) in self.others.items()
                  if line["public"] and not line["over"] and table not in self.tables]
        shown: list[Referee | dict[str, Any]] = [  # the ones still to begin first
            *(r for r in local if not r.begun), *(x for x in others if not x["begun"]),
            *(r for r in local if r.begun), *(x for x in others if x["begun"])]
        kept = [x if isinstance(x, dict) else line_of(x, now)
                for x in shown[:limits.lobby_lines]]
        return {line["table"]: line for line in kept}, len(shown) - len(kept)

    def _lines_for(self, account: str, public: tuple[Lines, int]) -> tuple[Lines, int]:
        """``public`` with the private tables ``account`` made or is at."""
        lines, more = public
        private = {r.table: line_of(r, self.clock()) for r in self.tables.values()
                   if not r.options.public and not r.over
                   and (account in r.accounts or account == r.creator)}
        private.update({table: line for table, (line, members, _) in self.others.items()
                        if not line["public"] and not line["over"] and account in members
                        and table not in self.tables})
        return ({**lines, **private} if private else lines), more


def _changes(seen: Mapping[str, dict[str, Any]], lines: Mapping[str, dict[str, Any]],
             more: int) -> dict[str, Any] | None:
    """A ``lobby-changes`` message from the lines ``seen`` to ``lines``, or None if none."""
    changed = [line for table, line in lines.items() if seen.get(table) != line]
    gone = [table for table in seen if table not in lines]
    if not changed and not gone:
        return None
    return make("lobby-changes", changed=changed, gone=gone, more=more)


def line_of(referee: Referee, now: float) -> dict[str, Any]:
    """A table's line in the lobby, its countdowns counted to ``now``."""
    referee.now = now
    s, r = referee.setup, referee
    return {"table": r.table, "game": s.game_id, "players": s.players, "preset": s.preset,
            "options": dict(s.options), "seats": r.seat_list(), "stake": r.options.stake,
            "watchers": len(r.watchers), "begun": r.begun, "over": r.over,
            "public": r.options.public}

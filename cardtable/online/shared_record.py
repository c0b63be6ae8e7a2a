"""A shared game in the person's own score history: the seat they held, the other players'
names, the scoresheet as the deals were scored, and the server's final scores.

A local game is kept from its action log, which replays it; a shared game has no such log on
this machine (the server keeps the seed and every seat's cards), so its record holds what the
history shows and no actions, with the seed 0. It is told apart by its key, ``shared:`` and the
table's name with a short digest of the server's address: the history needs no new column,
and recording the game again (the end said twice after a reconnection) replaces its row.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..controller.game_controller import GameController
from ..engine.events import DealScored, Event, GameOver
from ..engine.registry import get
from ..session.handovers import now
from ..session.setup import PERSON, GameSetup
from ..storage.history_records import SHARED_KEY, GameRecord, HandRow
from .link import ServerLink


def shared_key(url: str, table: str) -> str:
    """The history's key for ``table`` of the server at ``url`` (at most 64 characters)."""
    digest = hashlib.sha256(url.encode("utf-8")).hexdigest()[:8]
    return f"{SHARED_KEY}{digest}:{table}"[:64]


def stood_in(start: int | None, end: int | None,
             stand_ins: Sequence[Sequence[Any]]) -> tuple[int, ...]:
    """The seats someone other than their owner (a substitute, or the computer) played for in
    the deal between log positions ``start`` and ``end``; none when the deal's place in the
    log is not known (a deal scored before this window sat down)."""
    if start is None or end is None:
        return ()
    return tuple(sorted({int(seat) for seat, _who, first, last in stand_ins
                         if first < end and (last is None or last > start)}))


def shared_game_record(setup: GameSetup, key: str, seats: Sequence[Mapping[str, Any]],
                       scores: Sequence[int], winners: Sequence[int],
                       deals: Sequence[DealScored], started_at: str,
                       deal_ends: Sequence[int | None] = (),
                       stand_ins: Sequence[Sequence[Any]] = ()) -> GameRecord:
    """The history's record of a shared game that ended with ``scores``; ``seats`` are the
    server's latest word on them (names, and a person's or a computer level: the seating
    said no names for the computer's seats, as they are named when the game begins).
    ``deal_ends`` are the log positions where the deals ended, and ``stand_ins`` the server's
    stretches of the log a substitute or the computer played (``[seat, who, start, end]``):
    the scoresheet marks those deals for those seats."""
    rules = get(setup.game_id)
    options = dict(setup.options)
    ends = list(deal_ends) + [None] * (len(deals) - len(deal_ends))
    starts = [0, *ends[:-1]]
    players = len(setup.seats)
    if len(seats) == players:
        names = [str(s.get("name") or seat.name) for s, seat in zip(
            seats, setup.seats, strict=True)]
        kinds = [PERSON if s["kind"] == "open" else str(s["kind"]) for s in seats]
    else:
        names = [seat.name for seat in setup.seats]
        kinds = [PERSON] * players
    return GameRecord(
        game_id=setup.game_id,
        variant=setup.preset if setup.preset and not options else "custom",
        options=options,
        seed=0,
        players=tuple(names),
        kinds=tuple(kinds),
        person_seat=setup.person_seat,
        started_at=started_at,
        finished_at=now(),
        status="finished",
        winners=tuple(winners),
        final_scores=tuple(scores),
        lower_wins=rules.lower_wins(options),
        hands=tuple(HandRow(d.points, d.scores, d.taken, d.marks, d.moon, d.unscored,
                            stood_in(start, end, stand_ins))
                    for d, start, end in zip(deals, starts, ends, strict=True)),
        key=key,
    )


class SharedGameRecorder(QObject):
    """Watches one seat at a shared table and, when its game ends, hands the record to
    ``keep`` (the window's keeper puts it in the history off the GUI thread)."""

    recorded = Signal(object)  # the GameRecord handed over

    def __init__(self, controller: GameController, link: ServerLink,
                 keep: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.link = link
        self.keep = keep
        self.seats: list[dict[str, Any]] = []
        self.deals: list[DealScored] = []
        self.deal_ends: list[int | None] = []  # the log position each deal ended at
        self.stand_ins: list[list[Any]] = []
        self.started_at = now()
        self._kept = False
        controller.table_reset.connect(self._reset)
        controller.events_applied.connect(self._events)
        controller.game_finished.connect(self._finished)
        link.received.connect(self._message)

    def _message(self, message: Mapping[str, Any]) -> None:
        if message["type"] == "seats":
            self.seats = [dict(s) for s in message["seats"]]
        elif message["type"] == "over":
            self.stand_ins = [list(x) for x in message["stand_ins"]]

    def _reset(self, _snapshot: object) -> None:
        """The table drawn anew (sitting down, or back after a drop): the past deals are in
        the game's log, and what is shown from now on adds to them."""
        self.deals = [e for e in self.controller.session.past_events(
            self.controller.person) if isinstance(e, DealScored)] if (
            self.controller.session is not None) else []
        self.deal_ends = [None] * len(self.deals)  # where in the log is not told again

    def _events(self, events: list[Event]) -> None:
        scored = [e for e in events if isinstance(e, DealScored)]
        if scored and self.controller.session is not None:
            self.deals += scored
            self.deal_ends += [len(self.controller.session.log)] * len(scored)

    def _finished(self, over: GameOver) -> None:
        setup = self.controller.setup
        if setup is None or setup.person_seat is None or setup.person_seat < 0 or self._kept:
            return
        self._kept = True
        record = shared_game_record(setup, shared_key(self.link.url, setup.record_key),
                                    self.seats, over.scores, over.winners, self.deals,
                                    self.started_at, self.deal_ends, self.stand_ins)
        self.keep(record)
        self.recorded.emit(record)

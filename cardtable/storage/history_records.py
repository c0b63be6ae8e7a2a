"""What the score history holds: a game's record, its hands, and the checks on them.

The database (``history.py``) stores and finds these; this module says what a well-formed
record is, and turns stored rows back into records, refusing any row whose JSON is not what it
should be.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from datetime import datetime
from hashlib import sha256
from typing import Any

from ..engine.events import DealScored
from .reading import storable

STATUSES = ("finished", "abandoned")
CUSTOM_VARIANT = "custom"


@dataclass(frozen=True)
class HandRow:
    """One deal of a scoresheet: each seat's points, the running totals and the marks."""

    points: tuple[int, ...]
    totals: tuple[int, ...]
    taken: tuple[int, ...]
    marks: tuple[str, ...] = ()
    moon: int | None = None
    unscored: int = 0
    substitutes: tuple[int, ...] = ()  # seats the computer played (some of) for the person

    @classmethod
    def from_event(cls, event: DealScored) -> HandRow:
        """The row for a deal as the engine scored it."""
        return cls(event.points, event.scores, event.taken, event.marks, event.moon,
                   event.unscored)


Handovers = tuple[tuple[int, int, int | None], ...]


@dataclass(frozen=True)
class GameFacts:
    """What a game's record and its line in the history list both say of it: the game and its
    rules, who sat where, when it was played and how it ended.

    ``variant`` is a preset's name or ``"custom"``; the times are ISO 8601 text; ``winners``
    lists every seat sharing the win.
    """

    game_id: str
    variant: str
    options: dict[str, Any]
    seed: int
    players: tuple[str, ...]
    kinds: tuple[str, ...]
    person_seat: int | None
    started_at: str
    finished_at: str
    status: str
    winners: tuple[int, ...]
    final_scores: tuple[int, ...]
    lower_wins: bool


def facts_of(game: GameFacts) -> dict[str, Any]:
    """The facts of a record or a list line by name, to build the other from."""
    return {f.name: getattr(game, f.name) for f in fields(GameFacts)}


@dataclass(frozen=True)
class GameRecord(GameFacts):
    """A whole game as the history keeps it; ``actions`` replay it with its options and seed.

    ``key`` names the game while it lasts: recording a game again under the same key replaces
    its row (None for games recorded before keys), unless that row is a finished game (see
    ``History``). ``handovers`` lists the stretches of ``actions`` the computer played for the
    person, each (seat, start, end or None) as a save holds them: which of the person's
    decisions were not their own.
    """

    hands: tuple[HandRow, ...] = ()
    actions: tuple[int, ...] = ()
    key: str | None = None
    handovers: Handovers = ()


def moves_digest(actions: Sequence[int]) -> str:
    """A SHA-256 (hex) of an exact move list, in the spelling the history stores it: what an
    analysis is kept under beside its game, so that it is only ever shown with those moves."""
    return sha256(dump_json(list(actions)).encode("utf-8")).hexdigest()


def computer_moved(handovers: Handovers, seat: int, position: int) -> bool:
    """Whether the decision of ``seat`` at log ``position`` was the computer's, made for the
    person in one of the stretches ``handovers`` lists."""
    return any(s == seat and start <= position and (end is None or position < end)
               for s, start, end in handovers)


SHARED_KEY = "shared:"  # how the key of a game played at a shared table begins


@dataclass(frozen=True)
class GameSummary(GameFacts):
    """One line of the history list: everything about a game but its deals and actions."""

    hand_count: int
    row_id: int = field(kw_only=True)
    shared: bool = field(default=False, kw_only=True)  # played at a shared table (its key)


@dataclass(frozen=True)
class Scoresheet(GameSummary):
    """A recorded game in full: the summary's fields, a row per deal, the actions that replay it.

    The summary's fields are read directly (``sheet.players``) or as one ``sheet.summary``.
    """

    hands: tuple[HandRow, ...]
    actions: tuple[int, ...]
    handovers: Handovers = ()  # the computer's stretches for the person (none before kept)

    @property
    def played_elsewhere(self) -> bool:
        """Whether the game was played at a shared table: it has deals but no action log here
        (the server keeps that), and a seat marked in a deal was played by a substitute or the
        computer rather than only by the computer for the person."""
        return bool(self.hands) and not self.actions

    @classmethod
    def of_record(cls, record: GameRecord, row_id: int = 0) -> Scoresheet:
        """A record as the history would give it back under ``row_id`` (0: a row not
        stored)."""
        facts = facts_of(record) | {"options": dict(record.options)}  # a copy of its own
        return cls(**facts, hand_count=len(record.hands), hands=record.hands,
                   actions=record.actions, handovers=record.handovers, row_id=row_id)

    @property
    def summary(self) -> GameSummary:
        """The list line of this game."""
        return GameSummary(**{f.name: getattr(self, f.name) for f in fields(GameSummary)})

    def to_record(self) -> GameRecord:
        """The game as it was recorded (its key aside)."""
        return GameRecord(
            self.game_id, self.variant, dict(self.options), self.seed, self.players, self.kinds,
            self.person_seat, self.started_at, self.finished_at, self.status, self.winners,
            self.final_scores, self.lower_wins, self.hands, self.actions,
            handovers=self.handovers,
        )


@dataclass(frozen=True)
class StatRow:
    """Games played and won by one name in one game and variant.

    ``best_score`` and ``average_score`` come from finished games only (None when there are
    none). ``lower_wins`` says which way "best" points; a custom variant that mixes both ways
    of scoring gets one row per way, since a best score across both would mean nothing.
    """

    game_id: str
    variant: str
    player: str
    played: int
    won: int
    best_score: int | None
    average_score: float | None
    lower_wins: bool = True


class HistoryError(ValueError):
    """A stored row does not hold what the history wrote."""


# --------------------------------------------------------------------------- schema


def dump_json(value: Any) -> str:
    """A value as compact JSON text; ValueError when it cannot be stored."""
    try:
        return json.dumps(value, ensure_ascii=False, sort_keys=True, allow_nan=False)
    except (TypeError, ValueError) as error:
        raise ValueError(f"cannot be stored as JSON: {error}") from error


def is_int(value: Any) -> bool:
    """Whether a value is a whole number (a bool is not)."""
    return isinstance(value, int) and not isinstance(value, bool)




def check_record(game: GameRecord) -> None:
    """Raise HistoryError naming everything wrong with a record."""
    n = len(game.players)
    problems = []
    if not (isinstance(game.game_id, str) and game.game_id):
        problems.append("game_id must be a name")
    if not (isinstance(game.variant, str) and game.variant):
        problems.append("variant must be a preset's name or 'custom'")
    if not isinstance(game.options, dict) or not all(isinstance(k, str) for k in game.options):
        problems.append("options must map names to values")
    if not is_int(game.seed):
        problems.append("seed must be a whole number")
    if n == 0 or not all(isinstance(p, str) for p in game.players):
        problems.append("players must be one or more names")
    if len(game.kinds) != n or not all(isinstance(k, str) for k in game.kinds):
        problems.append("kinds must name each seat's kind")
    if game.person_seat is not None and not (is_int(game.person_seat)
                                             and 0 <= game.person_seat < n):
        problems.append("person_seat must be a seat or None")
    for name in ("started_at", "finished_at"):
        if not (isinstance(getattr(game, name), str) and _is_time(getattr(game, name))):
            problems.append(f"{name} must be an ISO 8601 time")
    if game.status not in STATUSES:
        problems.append(f"status must be one of {STATUSES}")
    if not are_seats(game.winners, n) or len(set(game.winners)) != len(game.winners):
        problems.append("winners must be distinct seats")
    if len(game.final_scores) != n or not all(is_int(v) for v in game.final_scores):
        problems.append("final_scores must hold a score per seat")
    if not isinstance(game.lower_wins, bool):
        problems.append("lower_wins must be True or False")
    if not all(is_int(a) for a in game.actions):
        problems.append("actions must be whole numbers")
    if game.key is not None and not (isinstance(game.key, str) and 1 <= len(game.key) <= 64):
        problems.append("key must be a short text or None")
    if not are_handovers(game.handovers, n, len(game.actions)):
        problems.append("handovers must be stretches (seat, start, end or None) of the moves")
    for number, hand in enumerate(game.hands, start=1):
        try:
            check_hand(hand, n)
        except HistoryError as error:
            problems.append(f"hand {number}: {error}")
    if not problems and not all(storable(text) for text in _texts(game)):
        problems.append("a name or a mark holds text that is not valid Unicode")
    if problems:
        raise ValueError("; ".join(problems))
    dump_json(game.options)


def _is_time(text: str) -> bool:
    try:
        moment(text)
    except (ValueError, OverflowError, OSError):  # no such date, or none this system can hold
        return False
    return True


def _texts(game: GameRecord) -> list[str]:
    """Every text a record holds, to be written as UTF-8 (its shape is already checked)."""
    texts = [game.game_id, game.variant, game.started_at, game.finished_at, game.status,
             *game.players, *game.kinds, *game.options]
    texts += [v for v in game.options.values() if isinstance(v, str)]
    texts += [mark for hand in game.hands for mark in hand.marks]
    return texts + ([game.key] if game.key is not None else [])


def are_seats(values: Sequence[Any], n: int) -> bool:
    """Whether every value is a seat number below ``n``."""
    return all(is_int(v) and 0 <= v < n for v in values)


def are_handovers(values: Any, n: int, moves: int) -> bool:
    """Whether ``values`` are stretches of a log of ``moves`` actions, in seats below ``n``."""
    return isinstance(values, tuple) and all(
        isinstance(h, tuple) and len(h) == 3 and are_seats(h[:1], n) and is_int(h[1])
        and 0 <= h[1] <= moves and (h[2] is None or (is_int(h[2]) and h[1] < h[2] <= moves))
        for h in values)


def handovers_from_json(text: Any, n: int, moves: int) -> Handovers:
    """A stored JSON list of stretches; HistoryError when damaged."""
    value = load_json(text, "handovers")
    if not isinstance(value, list) or not all(isinstance(h, list) for h in value):
        raise HistoryError("handovers are not a list of stretches")
    if not all(len(h) == 3 for h in value):
        raise HistoryError("handovers are not (seat, start, end) stretches")
    stretches = tuple((h[0], h[1], h[2]) for h in value)
    if not are_handovers(stretches, n, moves):
        raise HistoryError("handovers are not stretches of the game's moves")
    return stretches


def check_hand(hand: HandRow, n: int) -> None:
    """Raise HistoryError when a hand row does not fit ``n`` players."""
    for name in ("points", "totals", "taken"):
        values = getattr(hand, name)
        if len(values) != n or not all(is_int(v) for v in values):
            raise HistoryError(f"{name} must hold a number per seat")
    if len(hand.marks) not in (0, n) or not all(isinstance(m, str) for m in hand.marks):
        raise HistoryError("marks must be empty or hold a text per seat")
    if hand.moon is not None and not (is_int(hand.moon) and 0 <= hand.moon < n):
        raise HistoryError("moon must be a seat or None")
    if not is_int(hand.unscored) or hand.unscored < 0:
        raise HistoryError("unscored must be a whole number, 0 or more")
    if not are_seats(hand.substitutes, n):
        raise HistoryError("substitutes must be seats")


def load_json(text: Any, what: str) -> Any:
    """Read a stored JSON column; HistoryError when it is damaged."""
    if not isinstance(text, str):
        raise HistoryError(f"{what} is not text")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as error:  # nested past Python's depth: damage too
        raise HistoryError(f"{what} is not JSON") from error


def int_tuple(text: Any, what: str) -> tuple[int, ...]:
    """A stored JSON list of whole numbers."""
    value = load_json(text, what)
    if not isinstance(value, list) or not all(is_int(v) for v in value):
        raise HistoryError(f"{what} is not a list of whole numbers")
    return tuple(value)


def text_tuple(text: Any, what: str) -> tuple[str, ...]:
    """A stored JSON list of texts."""
    value = load_json(text, what)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise HistoryError(f"{what} is not a list of texts")
    return tuple(value)


class UndecodableText(bytes):
    """A text column holding bytes that are not UTF-8: damage another program left. It is not
    a ``str``, so every check on the row refuses it and the row alone is left out."""


def text_or_damage(data: bytes) -> str | UndecodableText:
    """A stored text, or the undecodable bytes marked as such (SQLite's own reading would stop
    the whole query at the first bad row, hiding every game after it)."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return UndecodableText(data)


def summary_from_row(row: Sequence[Any]) -> GameSummary:
    """A history row as a GameSummary; HistoryError when damaged."""
    (row_id, game_id, variant, options_json, seed, players_json, kinds_json, person_seat,
     started_at, finished_at, status, winners_json, scores_json, lower_wins, hand_count,
     shared) = row
    if lower_wins not in (0, 1):
        raise HistoryError("lower_wins is not 0 or 1")
    options = load_json(options_json, "options")
    if not isinstance(options, dict):
        raise HistoryError("options are not a mapping")
    try:
        seed_value = int(seed)
    except (TypeError, ValueError) as error:
        raise HistoryError("seed is not a whole number") from error
    record = GameRecord(
        game_id, variant, options, seed_value, text_tuple(players_json, "players"),
        text_tuple(kinds_json, "kinds"), person_seat, started_at, finished_at, status,
        int_tuple(winners_json, "winners"), int_tuple(scores_json, "final scores"),
        bool(lower_wins),
    )
    try:
        check_record(record)
    except ValueError as error:
        raise HistoryError(str(error)) from error
    return GameSummary(**facts_of(record), hand_count=hand_count, row_id=row_id,
                       shared=bool(shared))


def hand_from_row(row: Sequence[Any], n: int) -> HandRow:
    """A hands row as a HandRow for ``n`` players."""
    _, points, totals, taken, marks, moon, unscored, substitutes = row
    hand = HandRow(int_tuple(points, "points"), int_tuple(totals, "totals"),
                   int_tuple(taken, "taken"), text_tuple(marks, "marks"), moon, unscored,
                   int_tuple(substitutes, "substitutes"))
    check_hand(hand, n)
    return hand


def moment(value: datetime | str) -> float:
    """Seconds since the epoch; a time without a zone is taken as local time."""
    when = datetime.fromisoformat(value) if isinstance(value, str) else value
    return when.timestamp()

"""The score history: every finished or abandoned game, with its scoresheet, in SQLite.

The file carries its schema version in ``PRAGMA user_version``; ``MIGRATIONS`` lists the steps
from one version to the next, each applied in its own transaction. Opening never loses data:

* a damaged file (not a database, or failing ``PRAGMA integrity_check``) is renamed to
  ``<name>.damaged-N`` together with its ``-wal`` and ``-shm`` files, and a new history starts;
* a file written by a newer version is left exactly as it is; this session records nothing;
* when the folder cannot be written, the history lives in memory for the session.

In each case ``History.problem`` holds one sentence to show the person, and the app plays on.
Every JSON column is checked when read; a row that fails the check is left out of the answers
(its id is kept in ``History.unreadable``) rather than stopping the app.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, fields
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import Any

from ..engine.events import DealScored
from .atomic import set_aside
from .paths import data_dir

FILE_NAME = "history.sqlite3"
STATUSES = ("finished", "abandoned")
CUSTOM_VARIANT = "custom"


def history_path() -> Path:
    """Where the score history lives."""
    return data_dir() / FILE_NAME


# --------------------------------------------------------------------------- records


@dataclass(frozen=True)
class HandRow:
    """One deal of a scoresheet: each seat's points, the running totals and the marks."""

    points: tuple[int, ...]
    totals: tuple[int, ...]
    taken: tuple[int, ...]
    marks: tuple[str, ...] = ()
    moon: int | None = None
    unscored: int = 0

    @classmethod
    def from_event(cls, event: DealScored) -> HandRow:
        """The row for a deal as the engine scored it."""
        return cls(event.points, event.scores, event.taken, event.marks, event.moon,
                   event.unscored)


@dataclass(frozen=True)
class GameRecord:
    """A whole game as the history keeps it; ``actions`` replay it with its options and seed.

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
    hands: tuple[HandRow, ...] = ()
    actions: tuple[int, ...] = ()


@dataclass(frozen=True)
class GameSummary:
    """One line of the history list: everything about a game but its deals and actions."""

    row_id: int
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
    hand_count: int


@dataclass(frozen=True)
class Scoresheet(GameSummary):
    """A recorded game in full: the summary's fields, a row per deal, the actions that replay it.

    The summary's fields are read directly (``sheet.players``) or as one ``sheet.summary``.
    """

    hands: tuple[HandRow, ...]
    actions: tuple[int, ...]

    @property
    def summary(self) -> GameSummary:
        """The list line of this game."""
        return GameSummary(**{f.name: getattr(self, f.name) for f in fields(GameSummary)})

    def to_record(self) -> GameRecord:
        """The game as it was recorded."""
        return GameRecord(
            self.game_id, self.variant, dict(self.options), self.seed, self.players, self.kinds,
            self.person_seat, self.started_at, self.finished_at, self.status, self.winners,
            self.final_scores, self.lower_wins, self.hands, self.actions,
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


def _create_tables(conn: sqlite3.Connection) -> None:
    conn.execute(
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            game_id TEXT NOT NULL,
            variant TEXT NOT NULL,
            options_json TEXT NOT NULL,
            seed TEXT NOT NULL,
            players_json TEXT NOT NULL,
            kinds_json TEXT NOT NULL,
            person_seat INTEGER,
            started_at TEXT NOT NULL,
            finished_at TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('finished', 'abandoned')),
            winners_json TEXT NOT NULL,
            final_scores_json TEXT NOT NULL,
            lower_wins INTEGER NOT NULL CHECK (lower_wins IN (0, 1)),
            actions_json TEXT NOT NULL
        )"""
    )
    conn.execute("CREATE INDEX games_by_game ON games (game_id, variant)")
    conn.execute(
        """CREATE TABLE hands (
            game INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            hand_no INTEGER NOT NULL,
            points_json TEXT NOT NULL,
            totals_json TEXT NOT NULL,
            taken_json TEXT NOT NULL,
            marks_json TEXT NOT NULL,
            moon INTEGER,
            unscored INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (game, hand_no)
        )"""
    )


Migration = Callable[[sqlite3.Connection], None]

# Step n takes a file from user_version n - 1 to n. Only ever append to this list.
MIGRATIONS: tuple[Migration, ...] = (_create_tables,)
SCHEMA_VERSION = len(MIGRATIONS)


def user_version(conn: sqlite3.Connection) -> int:
    """The schema version stored in the file."""
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def migrate(conn: sqlite3.Connection, migrations: Sequence[Migration] = MIGRATIONS) -> int:
    """Bring the file up to ``len(migrations)``, one transaction per step; return the version.

    ``conn`` must be in autocommit mode (``isolation_level=None``). A step that fails is rolled
    back whole, leaving the file at the version before it.
    """
    while True:
        with _transaction(conn):  # the version is read and stepped under one write lock
            version = user_version(conn)
            if version > len(migrations):
                raise _TooNew(version)
            if version < len(migrations):
                migrations[version](conn)
                conn.execute(f"PRAGMA user_version = {version + 1:d}")
        if version >= len(migrations) - 1:
            return len(migrations)


@contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[None]:
    """One write transaction on an autocommit connection: committed whole or rolled back."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


class _TooNew(Exception):
    def __init__(self, version: int) -> None:
        super().__init__(f"schema version {version} is newer than {SCHEMA_VERSION}")
        self.version = version


class _Damaged(Exception):
    pass


# --------------------------------------------------------------------------- the history


_GAME_COLUMNS = (
    "id, game_id, variant, options_json, seed, players_json, kinds_json, person_seat, "
    "started_at, finished_at, status, winners_json, final_scores_json, lower_wins, "
    "(SELECT count(*) FROM hands WHERE hands.game = games.id)"
)


class History:
    """The score history file, opened, checked and migrated; usable as a context manager.

    ``problem`` is None when all is well, else one sentence for the person. ``writable`` is
    False when games recorded now will not outlive the session (or, for a newer file, are
    not recorded at all). The methods may be called from any one thread at a time.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else history_path()
        self.problem: str | None = None
        self.writable = True
        self.unreadable: set[int] = set()
        self._frozen = False  # a newer version's file: record nothing
        self._lock = threading.RLock()
        self._conn: sqlite3.Connection | None = self._open()

    # ----------------------------------------------------------------- opening

    def _open(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return self._in_memory(
                "The score history cannot be saved because its folder cannot be created; "
                "this session's games are kept only until Card Table closes."
            )
        try:
            self._probe()
        except _TooNew:
            self._frozen = True
            return self._in_memory(
                f"The score history in {self.path.name} was made by a newer version of Card "
                "Table, so it is left untouched and no games are recorded until you update."
            )
        except _Damaged:
            return self._start_over()
        except sqlite3.Error:
            return self._in_memory(
                f"The score history {self.path.name} cannot be opened; "
                "this session's games are kept only until Card Table closes."
            )
        try:
            return self._connect(self.path)
        except _TooNew:  # changed between the check and now
            self._frozen = True
            return self._in_memory(
                "The score history was made by a newer version of Card Table; "
                "no games are recorded until you update."
            )
        except sqlite3.OperationalError:
            return self._in_memory(
                "The score history cannot be saved because its file or folder cannot be "
                "written to; this session's games are kept only until Card Table closes."
            )
        except sqlite3.DatabaseError:
            return self._start_over()

    def _probe(self) -> None:
        """Check an existing file without changing it: version first, then integrity."""
        if not self.path.exists():
            return
        # A newer version's file is recognised from its header, before SQLite opens it and
        # perhaps leaves -wal and -shm files beside it.
        version = _header_version(self.path)
        if version is not None and version > SCHEMA_VERSION:
            raise _TooNew(version)
        probe = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True)
        try:
            version = user_version(probe)
            if version > SCHEMA_VERSION:
                raise _TooNew(version)
            report = [row[0] for row in probe.execute("PRAGMA integrity_check")]
            if report != ["ok"]:
                raise _Damaged("; ".join(str(r) for r in report[:3]))
        except sqlite3.OperationalError:
            raise  # cannot be read (permissions, locks): not a sign of damage
        except sqlite3.DatabaseError as error:
            raise _Damaged(str(error)) from error
        finally:
            probe.close()

    def _connect(self, target: Path | str) -> sqlite3.Connection:
        conn = sqlite3.connect(target, isolation_level=None, check_same_thread=False)
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            if target != ":memory:":
                conn.execute("PRAGMA journal_mode = WAL")
            migrate(conn)
        except BaseException:
            conn.close()
            raise
        return conn

    def _in_memory(self, problem: str) -> sqlite3.Connection:
        self.problem = problem
        self.writable = False
        return self._connect(":memory:")

    def _start_over(self) -> sqlite3.Connection:
        kept = set_aside(self.path, companions=("-wal", "-shm"))
        if kept is None:
            return self._in_memory(
                "The score history is damaged and could not be moved aside; "
                "this session's games are kept only until Card Table closes."
            )
        try:
            conn = self._connect(self.path)
        except sqlite3.Error:
            return self._in_memory(
                f"The score history was damaged and kept as {kept.name}, but a new one cannot "
                "be written; this session's games are kept only until Card Table closes."
            )
        self.problem = (
            f"The score history was damaged, so it was kept as {kept.name} "
            "and a new, empty history was started."
        )
        return conn

    # ----------------------------------------------------------------- life cycle

    def close(self) -> None:
        """Close the file (the log is folded back into it); later calls do nothing."""
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    def __enter__(self) -> History:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    def _db(self) -> sqlite3.Connection:
        if self._conn is None:
            raise RuntimeError("the score history is closed")
        return self._conn

    # ----------------------------------------------------------------- writing

    def record(self, game: GameRecord) -> int | None:
        """Add a game; return its row id, or None when the history takes no games now.

        Raises ValueError when the record contradicts itself (seat counts, seats out of range).
        """
        _check_record(game)
        if self._frozen:
            return None
        values = (
            game.game_id, game.variant, _dump(game.options), str(game.seed),
            _dump(list(game.players)), _dump(list(game.kinds)), game.person_seat,
            game.started_at, game.finished_at, game.status, _dump(list(game.winners)),
            _dump(list(game.final_scores)), int(game.lower_wins), _dump(list(game.actions)),
        )
        with self._lock:
            conn = self._db()
            try:
                with _transaction(conn):
                    row_id = conn.execute(
                        "INSERT INTO games (game_id, variant, options_json, seed, players_json, "
                        "kinds_json, person_seat, started_at, finished_at, status, winners_json, "
                        "final_scores_json, lower_wins, actions_json) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        values,
                    ).lastrowid
                    conn.executemany(
                        "INSERT INTO hands (game, hand_no, points_json, totals_json, taken_json, "
                        "marks_json, moon, unscored) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                        [
                            (row_id, number, _dump(list(h.points)), _dump(list(h.totals)),
                             _dump(list(h.taken)), _dump(list(h.marks)), h.moon, h.unscored)
                            for number, h in enumerate(game.hands, start=1)
                        ],
                    )
            except sqlite3.Error as error:
                self.problem = f"The game could not be added to the score history ({error})."
                return None
            return row_id

    def delete(self, row_id: int) -> bool:
        """Remove a game and its deals; return whether it was there."""
        if self._frozen:
            return False
        with self._lock:
            try:
                cursor = self._db().execute("DELETE FROM games WHERE id = ?", (row_id,))
            except sqlite3.Error as error:
                self.problem = f"The game could not be removed from the score history ({error})."
                return False
            self.unreadable.discard(row_id)
            return cursor.rowcount == 1

    # ----------------------------------------------------------------- reading

    def games(
        self,
        game_id: str | None = None,
        variant: str | None = None,
        player: str | None = None,
        since: datetime | str | None = None,
        until: datetime | str | None = None,
        status: str | None = None,
    ) -> list[GameSummary]:
        """The recorded games, newest finish first; every filter given must hold.

        ``player`` matches any seat's name ignoring case; ``since`` and ``until`` bound the time
        the game finished (or was abandoned), both ends included.
        """
        clauses, params = [], []
        for column, value in (("game_id", game_id), ("variant", variant), ("status", status)):
            if value is not None:
                clauses.append(f"{column} = ?")
                params.append(value)
        where = f" WHERE {' AND '.join(clauses)}" if clauses else ""
        with self._lock:
            rows = self._db().execute(f"SELECT {_GAME_COLUMNS} FROM games{where}", params)
            summaries = self._readable(rows)
        low = _moment(since) if since is not None else None
        high = _moment(until) if until is not None else None
        wanted = player.casefold() if player is not None else None
        chosen = []
        for s in summaries:
            finished = _moment(s.finished_at)
            if low is not None and finished < low:
                continue
            if high is not None and finished > high:
                continue
            if wanted is not None and all(p.casefold() != wanted for p in s.players):
                continue
            chosen.append((finished, s.row_id, s))
        chosen.sort(key=lambda item: (item[0], item[1]), reverse=True)
        return [s for _, _, s in chosen]

    def scoresheet(self, row_id: int) -> Scoresheet | None:
        """A game with its deals and actions, or None if there is no such (readable) game."""
        with self._lock:
            conn = self._db()
            row = conn.execute(
                f"SELECT {_GAME_COLUMNS}, actions_json FROM games WHERE id = ?", (row_id,)
            ).fetchone()
            if row is None:
                return None
            hands = conn.execute(
                "SELECT hand_no, points_json, totals_json, taken_json, marks_json, moon, "
                "unscored FROM hands WHERE game = ? ORDER BY hand_no",
                (row_id,),
            ).fetchall()
            try:
                summary = _summary(row[:-1])
                actions = _ints(row[-1], "actions")
                sheet_hands = tuple(_hand(h, len(summary.players)) for h in hands)
                if [h[0] for h in hands] != list(range(1, len(hands) + 1)):
                    raise HistoryError("deal numbers are not 1, 2, 3 …")
            except HistoryError:
                self.unreadable.add(row_id)
                return None
        return Scoresheet(**{f.name: getattr(summary, f.name) for f in fields(GameSummary)},
                          hands=sheet_hands, actions=actions)

    def statistics(self, game_id: str | None = None) -> list[StatRow]:
        """Games played and won per game, variant and player name (exact spelling), sorted.

        Each seat a name sat in counts one game played. A shared win counts as a win for every
        winner. An abandoned game counts as played but never as won, and its scores are left
        out of the best and average scores, which would otherwise mix halves of games with
        whole ones.
        """
        groups: dict[tuple[str, str, str, bool], list[Any]] = {}
        for s in self.games(game_id=game_id):
            for seat, name in enumerate(s.players):
                key = (s.game_id, s.variant, name, s.lower_wins)
                group = groups.setdefault(key, [0, 0, []])
                group[0] += 1
                if s.status == "finished":
                    group[1] += seat in s.winners
                    group[2].append(s.final_scores[seat])
        rows = []
        for (game, variant, name, lower), (played, won, scores) in sorted(groups.items()):
            best = (min(scores) if lower else max(scores)) if scores else None
            average = sum(scores) / len(scores) if scores else None
            rows.append(StatRow(game, variant, name, played, won, best, average, lower))
        return rows

    def _readable(self, rows: Iterable[Sequence[Any]]) -> list[GameSummary]:
        out = []
        for row in rows:
            try:
                out.append(_summary(row))
            except HistoryError:
                self.unreadable.add(int(row[0]))
        return out


# --------------------------------------------------------------------------- checking


def _dump(value: Any) -> str:
    try:
        return json.dumps(value, ensure_ascii=False, sort_keys=True, allow_nan=False)
    except (TypeError, ValueError) as error:
        raise ValueError(f"cannot be stored as JSON: {error}") from error


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _moment(value: datetime | str) -> float:
    """Seconds since the epoch; a time without a zone is taken as local time."""
    when = datetime.fromisoformat(value) if isinstance(value, str) else value
    return when.timestamp()


def _check_record(game: GameRecord) -> None:
    n = len(game.players)
    problems = []
    if not (isinstance(game.game_id, str) and game.game_id):
        problems.append("game_id must be a name")
    if not (isinstance(game.variant, str) and game.variant):
        problems.append("variant must be a preset's name or 'custom'")
    if not isinstance(game.options, dict) or not all(isinstance(k, str) for k in game.options):
        problems.append("options must map names to values")
    if not _is_int(game.seed):
        problems.append("seed must be a whole number")
    if n == 0 or not all(isinstance(p, str) for p in game.players):
        problems.append("players must be one or more names")
    if len(game.kinds) != n or not all(isinstance(k, str) for k in game.kinds):
        problems.append("kinds must name each seat's kind")
    if game.person_seat is not None and not (_is_int(game.person_seat)
                                             and 0 <= game.person_seat < n):
        problems.append("person_seat must be a seat or None")
    for name in ("started_at", "finished_at"):
        try:
            _moment(getattr(game, name))
        except (TypeError, ValueError):
            problems.append(f"{name} must be an ISO 8601 time")
    if game.status not in STATUSES:
        problems.append(f"status must be one of {STATUSES}")
    if not _seats(game.winners, n) or len(set(game.winners)) != len(game.winners):
        problems.append("winners must be distinct seats")
    if len(game.final_scores) != n or not all(_is_int(v) for v in game.final_scores):
        problems.append("final_scores must hold a score per seat")
    if not isinstance(game.lower_wins, bool):
        problems.append("lower_wins must be True or False")
    if not all(_is_int(a) for a in game.actions):
        problems.append("actions must be whole numbers")
    for number, hand in enumerate(game.hands, start=1):
        try:
            _check_hand(hand, n)
        except HistoryError as error:
            problems.append(f"hand {number}: {error}")
    if problems:
        raise ValueError("; ".join(problems))
    _dump(game.options)


def _seats(values: Sequence[Any], n: int) -> bool:
    return all(_is_int(v) and 0 <= v < n for v in values)


def _check_hand(hand: HandRow, n: int) -> None:
    for name in ("points", "totals", "taken"):
        values = getattr(hand, name)
        if len(values) != n or not all(_is_int(v) for v in values):
            raise HistoryError(f"{name} must hold a number per seat")
    if len(hand.marks) not in (0, n) or not all(isinstance(m, str) for m in hand.marks):
        raise HistoryError("marks must be empty or hold a text per seat")
    if hand.moon is not None and not (_is_int(hand.moon) and 0 <= hand.moon < n):
        raise HistoryError("moon must be a seat or None")
    if not _is_int(hand.unscored) or hand.unscored < 0:
        raise HistoryError("unscored must be a whole number, 0 or more")


def _load(text: Any, what: str) -> Any:
    if not isinstance(text, str):
        raise HistoryError(f"{what} is not text")
    try:
        return json.loads(text)
    except ValueError as error:
        raise HistoryError(f"{what} is not JSON") from error


def _ints(text: Any, what: str) -> tuple[int, ...]:
    value = _load(text, what)
    if not isinstance(value, list) or not all(_is_int(v) for v in value):
        raise HistoryError(f"{what} is not a list of whole numbers")
    return tuple(value)


def _texts(text: Any, what: str) -> tuple[str, ...]:
    value = _load(text, what)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise HistoryError(f"{what} is not a list of texts")
    return tuple(value)


def _summary(row: Sequence[Any]) -> GameSummary:
    (row_id, game_id, variant, options_json, seed, players_json, kinds_json, person_seat,
     started_at, finished_at, status, winners_json, scores_json, lower_wins, hand_count) = row
    if lower_wins not in (0, 1):
        raise HistoryError("lower_wins is not 0 or 1")
    options = _load(options_json, "options")
    if not isinstance(options, dict):
        raise HistoryError("options are not a mapping")
    try:
        seed_value = int(seed)
    except (TypeError, ValueError) as error:
        raise HistoryError("seed is not a whole number") from error
    summary = GameSummary(
        row_id, game_id, variant, options, seed_value, _texts(players_json, "players"),
        _texts(kinds_json, "kinds"), person_seat, started_at, finished_at, status,
        _ints(winners_json, "winners"), _ints(scores_json, "final scores"), bool(lower_wins),
        hand_count,
    )
    record = GameRecord(
        game_id, variant, options, seed_value, summary.players, summary.kinds, person_seat,
        started_at, finished_at, status, summary.winners, summary.final_scores,
        bool(lower_wins),
    )
    try:
        _check_record(record)
    except ValueError as error:
        raise HistoryError(str(error)) from error
    return summary


def _hand(row: Sequence[Any], n: int) -> HandRow:
    _, points, totals, taken, marks, moon, unscored = row
    hand = HandRow(_ints(points, "points"), _ints(totals, "totals"), _ints(taken, "taken"),
                   _texts(marks, "marks"), moon, unscored)
    _check_hand(hand, n)
    return hand


_MAGIC = b"SQLite format 3\x00"


def _header_version(path: Path) -> int | None:
    """The user_version in a database file's header; None if the header may not be the whole
    truth (a write-ahead log beside it) or is not a database header."""
    wal = path.with_name(path.name + "-wal")
    try:
        if wal.exists() and wal.stat().st_size:
            return None
        with path.open("rb") as f:
            header = f.read(100)
    except OSError:
        return None
    if len(header) < 100 or not header.startswith(_MAGIC):
        return None
    return int.from_bytes(header[60:64], "big", signed=True)



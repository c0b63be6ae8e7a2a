"""The score history: every finished or abandoned game, with its scoresheet, in SQLite.

How the file is opened, and what becomes of one that is damaged, a newer version's or cannot
be written now, is ``history_file.py``'s: in each case ``History.problem`` holds one sentence
to show the person, ``History.cause`` says which of these it was, and the app plays on.
``History.store`` records a game in the file or
raises ``Refused`` with the cause, so that the caller can keep the game elsewhere until the
history takes it (see ``outbox.py``).
Every JSON column is checked when read; a row that fails the check is left out of the answers
(its id is kept in ``History.unreadable``) rather than stopping the app. A game may have the
Expert's analysis kept beside it (``history_analysis.py``) under a digest of the moves it
weighed: it is given only beside those moves, and goes when the game is deleted or recorded
again with other actions. A finished game's row is never rewritten (``history_keys``).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import fields
from datetime import datetime
from pathlib import Path
from typing import Any

from .analysis_records import AnalysisError, GameAnalysis
from .history_analysis import (
    DAMAGED,
    GAME_DAMAGED,
    NO_GAME,
    NOT_KEPT,
    NoGame,
    read_analysis,
    write_analysis,
)
from .history_causes import Cause, Refused, cause_of
from .history_file import CANNOT_WRITE, HistoryFile
from .history_keys import placed
from .history_records import (
    SHARED_KEY,
    GameRecord,
    GameSummary,
    HistoryError,
    Scoresheet,
    StatRow,
    check_record,
    dump_json,
    hand_from_row,
    handovers_from_json,
    int_tuple,
    moment,
    summary_from_row,
)
from .history_schema import transaction
from .paths import data_dir

FILE_NAME = "history.sqlite3"
BUSY_TIMEOUT = 3.0  # seconds a write waits out another program's lock before giving up


def history_path() -> Path:
    """Where the score history lives."""
    return data_dir() / FILE_NAME


# --------------------------------------------------------------------------- the history


_GAME_COLUMNS = (
    "id, game_id, variant, options_json, seed, players_json, kinds_json, person_seat, "
    "started_at, finished_at, status, winners_json, final_scores_json, lower_wins, "
    "(SELECT count(*) FROM hands WHERE hands.game = games.id), "
    f"coalesce(substr(record_key, 1, {len(SHARED_KEY)}) = '{SHARED_KEY}', 0)"
)


_WRITTEN = (
    "game_id", "variant", "options_json", "seed", "players_json", "kinds_json", "person_seat",
    "started_at", "finished_at", "status", "winners_json", "final_scores_json", "lower_wins",
    "actions_json", "record_key", "handovers_json",
)


class History(HistoryFile):
    """The games in the score history file (``HistoryFile``: opened, checked and migrated;
    usable as a context manager), written and read. The methods may be called from any one
    thread at a time.
    """

    def __init__(self, path: Path | None = None, busy_timeout: float = BUSY_TIMEOUT) -> None:
        super().__init__(path if path is not None else history_path(), busy_timeout)
        self.unreadable: set[int] = set()  # the rows that failed their check when read

    # ----------------------------------------------------------------- writing

    def record(self, game: GameRecord) -> int | None:
        """Add a game, or bring up to date the row of the game recorded under the same key;
        return its row id, or None when the history takes no games now.

        Raises ValueError when the record contradicts itself (seat counts, seats out of range).
        """
        check_record(game)
        if self._frozen:
            return None
        try:
            return self._insert(game)
        except sqlite3.Error as error:
            self.problem = CANNOT_WRITE.get(
                cause_of(error), f"The game could not be added to the score history ({error}).")
            return None

    def store(self, game: GameRecord) -> int:
        """Record a game in the file itself and return its row id, as ``record`` does.

        Raises Refused with the cause when the file cannot take it now: it is a newer
        version's, the history fell back to memory, or the write failed (a lock held past the
        busy timeout, a full disk). Raises ValueError for a record that contradicts itself.
        """
        check_record(game)
        if self.cause is not None:
            raise Refused(self.cause, self.problem or "")
        try:
            return self._insert(game)
        except sqlite3.Error as error:
            raise Refused(cause_of(error), str(error)) from error

    def _insert(self, game: GameRecord) -> int:
        """Write a checked record in one transaction; sqlite3.Error leaves the file as it was."""
        values = (
            game.game_id, game.variant, dump_json(game.options), str(game.seed),
            dump_json(list(game.players)), dump_json(list(game.kinds)), game.person_seat,
            game.started_at, game.finished_at, game.status, dump_json(list(game.winners)),
            dump_json(list(game.final_scores)), int(game.lower_wins), dump_json(list(game.actions)),
            game.key, dump_json([list(h) for h in game.handovers]),
        )
        with self._lock:
            conn = self._db()
            with transaction(conn):
                row_id, written = self._write_game(conn, game.key, values)
                if not written:  # a finished game stays as it was kept, deals and marks too
                    return row_id
                conn.execute("DELETE FROM hands WHERE game = ?", (row_id,))
                conn.executemany(
                    "INSERT INTO hands (game, hand_no, points_json, totals_json, taken_json, "
                    "marks_json, moon, unscored, substitutes_json) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [
                        (row_id, number, dump_json(list(h.points)), dump_json(list(h.totals)),
                         dump_json(list(h.taken)), dump_json(list(h.marks)), h.moon,
                         h.unscored, dump_json(list(h.substitutes)))
                        for number, h in enumerate(game.hands, start=1)
                    ],
                )
            return row_id

    @staticmethod
    def _write_game(conn: sqlite3.Connection, key: str | None,
                    values: tuple[Any, ...]) -> tuple[int, bool]:
        """Insert a game's row, or replace the row of the game kept under its key; its id, and
        whether anything was written.

        A finished game is never replaced, not even by itself: its moves, its deals, the marks
        of the deals the computer played for the person and its time stay as they were kept,
        and a game whose moves differ goes to a row of its own (``history_keys.placed``). A
        replaced unfinished row whose actions changed (a game left, resumed and finished)
        loses its analysis, which told other moves: it is made again when asked.
        """
        actions = values[_WRITTEN.index("actions_json")]
        key, found = placed(conn, key, actions)
        if found is not None and found[2] == "finished":
            return int(found[0]), False
        at = _WRITTEN.index("record_key")
        values = (*values[:at], key, *values[at + 1:])
        if found is not None:
            if found[1] != actions:
                conn.execute("DELETE FROM analyses WHERE game = ?", (found[0],))
            conn.execute(f"UPDATE games SET {', '.join(f'{c} = ?' for c in _WRITTEN)} "
                         "WHERE id = ?", (*values, found[0]))
            return int(found[0]), True
        cursor = conn.execute(f"INSERT INTO games ({', '.join(_WRITTEN)}) "
                              f"VALUES ({', '.join('?' for _ in _WRITTEN)})", values)
        assert cursor.lastrowid is not None
        return cursor.lastrowid, True

    def row_of_game(self, key: str, actions: Sequence[int]) -> int | None:
        """The row holding the game recorded under ``key`` with exactly these moves (under its
        own key, when its key names another, finished, game), or None (not recorded, recorded
        with other moves, or the history cannot be read now)."""
        stored = dump_json(list(actions))
        with self._lock:
            try:
                _key, found = placed(self._db(), key, stored)
            except sqlite3.Error as error:
                self._cannot_read(error)
                return None
        return int(found[0]) if found is not None and found[1] == stored else None

    def delete(self, row_id: int) -> bool:
        """Remove a game, its deals and its analysis; return whether it was there."""
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

    def row_of_key(self, key: str) -> int | None:
        """The row id of the game recorded under ``key``, or None (not recorded, or the history
        cannot be read now)."""
        with self._lock:
            try:
                found = self._db().execute(
                    "SELECT id FROM games WHERE record_key = ?", (key,)).fetchone()
            except sqlite3.Error as error:
                self._cannot_read(error)
                return None
        return int(found[0]) if found is not None else None

    def keep_analysis(self, row_id: int, analysis: GameAnalysis,
                      actions: Sequence[int] | None = None) -> bool:
        """Store a game's analysis in place of any kept before, in one transaction, under the
        digest of the moves it weighed; whether it was kept. ``actions`` are those moves (by
        default the game's as they are now).

        False, with ``problem`` saying why, when the history cannot take it now (a lock, a full
        disk, a read-only file, a newer version's file) or the game is gone, holds other moves
        now, or is damaged. Raises AnalysisError for an analysis that is malformed or is not of
        this game's moves.
        """
        if self._frozen:
            self.problem = NOT_KEPT[Cause.NEWER]
            return False
        with self._lock:
            try:
                write_analysis(self._db(), row_id, analysis, actions)
            except sqlite3.Error as error:
                # a file locked at the start is open for reading only: the lock is the reason
                cause = Cause.LOCKED if self.cause is Cause.LOCKED else cause_of(error)
                self.problem = NOT_KEPT.get(
                    cause, f"This game's analysis could not be kept in the score history "
                           f"({error}).")
                return False
            except NoGame:
                self.problem = NO_GAME
                return False
            except HistoryError:
                self.unreadable.add(row_id)
                self.problem = GAME_DAMAGED
                return False
        return True

    # ----------------------------------------------------------------- reading

    def analysis(self, row_id: int,
                 actions: Sequence[int] | None = None) -> GameAnalysis | None:
        """The analysis kept for a game with exactly the moves ``actions`` (by default the
        game's as they are now), or None: none is kept of those moves, or the kept one is
        damaged (``problem`` says so, and it stays until a new analysis replaces it), or the
        history cannot be read now (``problem`` says why), or the game's row is damaged (its
        id goes to ``unreadable``, as ``scoresheet`` does)."""
        with self._lock:
            try:
                return read_analysis(self._db(), row_id, actions)
            except sqlite3.Error as error:
                self._cannot_read(error)
            except AnalysisError:
                self.problem = DAMAGED
            except HistoryError:
                self.unreadable.add(row_id)
        return None

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
            try:
                rows = self._db().execute(f"SELECT {_GAME_COLUMNS} FROM games{where}", params)
                summaries = self._readable(rows)
            except sqlite3.Error as error:
                self._cannot_read(error)
                return []
        low = moment(since) if since is not None else None
        high = moment(until) if until is not None else None
        wanted = player.casefold() if player is not None else None
        chosen = []
        for s in summaries:
            finished = moment(s.finished_at)
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
            try:
                row = conn.execute(
                    f"SELECT {_GAME_COLUMNS}, actions_json, handovers_json FROM games "
                    "WHERE id = ?", (row_id,)
                ).fetchone()
                hands = conn.execute(
                    "SELECT hand_no, points_json, totals_json, taken_json, marks_json, moon, "
                    "unscored, substitutes_json FROM hands WHERE game = ? ORDER BY hand_no",
                    (row_id,),
                ).fetchall()
            except sqlite3.Error as error:
                self._cannot_read(error)
                return None
            if row is None:
                return None
            try:
                summary = summary_from_row(row[:-2])
                actions = int_tuple(row[-2], "actions")
                handovers = handovers_from_json(row[-1], len(summary.players), len(actions))
                sheet_hands = tuple(hand_from_row(h, len(summary.players)) for h in hands)
                if [h[0] for h in hands] != list(range(1, len(hands) + 1)):
                    raise HistoryError("deal numbers are not 1, 2, 3 …")
            except HistoryError:
                self.unreadable.add(row_id)
                return None
        return Scoresheet(**{f.name: getattr(summary, f.name) for f in fields(GameSummary)},
                          hands=sheet_hands, actions=actions, handovers=handovers)

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

    def _cannot_read(self, error: sqlite3.Error) -> None:
        """Note why a reading failed, so the History window says so instead of stopping."""
        if cause_of(error) is Cause.LOCKED:
            self.problem = "The score history is locked by another program and cannot be read now."
        else:
            self.problem = f"The score history cannot be read ({error})."

    def _readable(self, rows: Iterable[Sequence[Any]]) -> list[GameSummary]:
        out = []
        for row in rows:
            try:
                out.append(summary_from_row(row))
            except HistoryError:
                self.unreadable.add(int(row[0]))
        return out

"""A game's analysis kept beside it in the score history: one row per game in ``analyses``,
under the digest of the exact moves it weighed.

The analysis is stored as the plain JSON that ``analysis_records`` writes, the same that a text
record carries. It is checked against its game on the way in and on the way out: its seats must
be the game's, and each decision must be the action that the game's log holds at its position.
So a kept analysis never describes another game's moves, even one written by hand or left by a
program that deleted a game without SQLite's foreign keys. ``History`` holds the lock and turns
the errors raised here into sentences for the person.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from typing import Any

from .analysis_records import AnalysisError, GameAnalysis, analysis_from_plain, analysis_to_plain
from .history_causes import Cause
from .history_records import dump_json, int_tuple, moves_digest, text_tuple
from .history_schema import transaction

NOT_KEPT = {
    Cause.LOCKED: "The score history is locked by another program, so this game's analysis "
                  "cannot be kept for now.",
    Cause.FULL: "The disk that holds the score history is full, so this game's analysis "
                "cannot be kept for now.",
    Cause.READ_ONLY: "The score history's file or folder cannot be written to, so this game's "
                     "analysis cannot be kept.",
    Cause.NEWER: "The score history was made by a newer version of Card Table, so this game's "
                 "analysis is not kept in it.",
}
NO_GAME = "This game is no longer in the score history, so its analysis cannot be kept."
GAME_DAMAGED = ("This game's record in the score history is damaged, so its analysis cannot "
                "be kept.")
DAMAGED = ("The analysis kept for this game is damaged, so it will be made again when you ask "
           "for it.")


class NoGame(LookupError):
    """The game is not, or no longer, in the history."""


def fitted(value: Any, players: int, actions: Sequence[int]) -> GameAnalysis:
    """The analysis in plain ``value`` when it is one of a game of ``players`` seats whose log
    is ``actions``; AnalysisError saying what is wrong otherwise."""
    analysis = analysis_from_plain(value, players)
    for decision in analysis.decisions:
        if decision.position >= len(actions) or actions[decision.position] != decision.played:
            raise AnalysisError(
                f"the decision at position {decision.position} is not a move of this game")
    return analysis


def write_analysis(conn: sqlite3.Connection, row_id: int, analysis: GameAnalysis,
                   weighed: Sequence[int] | None = None) -> None:
    """Store a game's analysis in place of any kept before, in one transaction, with the
    digest of the moves it weighed: ``weighed``, or the game's as they are now.

    The analysis is checked as it will be read back, against the game as it is inside the
    transaction. Raises NoGame (the game is gone, or holds moves other than ``weighed``),
    HistoryError (the game's own row is damaged), AnalysisError (the analysis is malformed or
    not of this game) or sqlite3.Error; each leaves the file as it was.
    """
    plain = analysis_to_plain(analysis)
    with transaction(conn):
        row = conn.execute("SELECT players_json, actions_json FROM games WHERE id = ?",
                           (row_id,)).fetchone()
        if row is None:
            raise NoGame(row_id)
        actions = int_tuple(row[1], "actions")
        if weighed is not None and tuple(weighed) != actions:
            raise NoGame(row_id)
        fitted(plain, len(text_tuple(row[0], "players")), actions)
        conn.execute(
            "INSERT INTO analyses (game, analysis_json, moves_digest) VALUES (?, ?, ?) "
            "ON CONFLICT (game) DO UPDATE SET analysis_json = excluded.analysis_json, "
            "moves_digest = excluded.moves_digest",
            (row_id, dump_json(plain), moves_digest(actions)),
        )


def read_analysis(conn: sqlite3.Connection, row_id: int,
                  shown: Sequence[int] | None = None) -> GameAnalysis | None:
    """The analysis kept for a game, or None when there is none of the moves ``shown`` (by
    default the game's as they are now): one kept of other moves is left unread.

    Raises AnalysisError when the kept one is damaged or is not of the game's moves,
    HistoryError when the game's own row is damaged, sqlite3.Error when the file cannot be
    read. One statement reads the analysis and its game, so they are of the same moment.
    """
    row = conn.execute(
        "SELECT analyses.analysis_json, games.players_json, games.actions_json, "
        "analyses.moves_digest "
        "FROM analyses JOIN games ON games.id = analyses.game WHERE analyses.game = ?",
        (row_id,),
    ).fetchone()
    if row is None:
        return None
    text, players, actions, digest = row
    moves = int_tuple(actions, "actions")
    if digest != moves_digest(moves) or (shown is not None and tuple(shown) != moves):
        return None
    if not isinstance(text, str):
        raise AnalysisError("the kept analysis is not text")
    try:
        value = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise AnalysisError("the kept analysis is not JSON") from error
    return fitted(value, len(text_tuple(players, "players")), moves)

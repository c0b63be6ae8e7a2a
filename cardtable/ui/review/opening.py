"""Opening a replay: from a history row's scoresheet, or from the game that has just ended on
the main table (its record made as the history keeps it, so both open the same window without
waiting for the disk)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from ...session.records import game_record
from ...session.setup import GameSetup
from ...storage.history_records import GameRecord, Scoresheet
from ...storage.settings import Settings
from .replay_window import ReplayWindow


def scoresheet_of(record: GameRecord) -> Scoresheet:
    """A game's record as the history would give it back (a row not stored: id 0)."""
    return Scoresheet(
        0, record.game_id, record.variant, dict(record.options), record.seed, record.players,
        record.kinds, record.person_seat, record.started_at, record.finished_at, record.status,
        record.winners, record.final_scores, record.lower_wins, len(record.hands),
        record.hands, record.actions)


def open_replay(sheet: Scoresheet, settings: Settings | None,
                parent: QWidget | None = None) -> ReplayWindow:
    """Open a game's replay in a window of its own, beside whatever else is open."""
    window = ReplayWindow(sheet, settings, parent)
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def replay_game(setup: GameSetup, state: Any, settings: Settings | None,
                parent: QWidget | None = None) -> ReplayWindow:
    """Open the replay of the game on the table, as it stands (the game over box's Replay)."""
    status = "finished" if state.is_over else "abandoned"
    return open_replay(scoresheet_of(game_record(setup, state, status)), settings, parent)

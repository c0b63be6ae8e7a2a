"""Opening a replay: from a history row's scoresheet, or from the game that has just ended on
the main table (its record made as the history keeps it, so both open the same window without
waiting for the disk)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QWidget

from ...session.record_text import import_record
from ...session.records import game_record
from ...session.setup import GameSetup
from ...storage.history_records import GameRecord, Scoresheet
from ...storage.settings import Settings
from ..off_thread import off_thread
from .analysis_worker import AnalysisDesk, key_of
from .replay_window import ReplayWindow


def scoresheet_of(record: GameRecord) -> Scoresheet:
    """A game's record as the history would give it back (a row not stored: id 0)."""
    return Scoresheet.of_record(record)


def open_replay(sheet: Scoresheet, settings: Settings | None, parent: QWidget | None = None,
                desk: AnalysisDesk | None = None, key: object = None) -> ReplayWindow:
    """Open a game's replay in a window of its own, beside whatever else is open; with a
    ``desk``, its analysis (``key`` names the game to the desk, with the sheet's moves)
    beside it."""
    window = ReplayWindow(sheet, settings, parent, desk,
                          None if key is None else key_of(key, sheet))
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def record_of(setup: GameSetup, state: Any) -> Scoresheet:
    """The game on the table as the history keeps it (finished, or abandoned if not over)."""
    status = "finished" if state.is_over else "abandoned"
    return scoresheet_of(game_record(setup, state, status))


def replay_game(setup: GameSetup, state: Any, settings: Settings | None,
                parent: QWidget | None = None,
                desk: AnalysisDesk | None = None) -> ReplayWindow:
    """Open the replay of the game on the table, as it stands (the game over box's Replay);
    the desk knows it by its record key, the key the history keeps it under."""
    return open_replay(record_of(setup, state), settings, parent, desk, setup.record_key)


def analyse_when_over(desk: AnalysisDesk, setup: GameSetup, state: Any) -> bool:
    """Start weighing the person's decisions in a game that has just ended (the setting that
    analyses finished games): in the background, kept in the history when done, known by its
    record key and its moves as the replay of the game knows it."""
    sheet = record_of(setup, state)
    return desk.start(key_of(setup.record_key, sheet), sheet, [setup.person])


def import_replay(path: Path, settings: Settings | None, parent: QWidget | None,
                  desk: AnalysisDesk) -> ReplayWindow:
    """Open a game's text record in a replay window, with the analysis it carries; RecordError
    says what is wrong with the file. The game stays out of the history: it is someone
    else's, or one already there. The file is read and checked move by move on the thread
    pool, the window turning meanwhile (a long game's check takes a while)."""
    sheet, analysis = off_thread(lambda: import_record(path))
    key = key_of(object(), sheet)
    if analysis is not None:
        desk.adopt(key, analysis)
    return open_replay(sheet, settings, parent, desk, key)

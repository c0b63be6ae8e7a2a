"""Start-up: the first table is painted before what it does not show (issue 21). The app runs in
a process of its own, as a person starts it, and says which modules it had loaded when its table
was first painted."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from cardtable import app as cardtable_app
from cardtable.storage.settings import Settings
from cardtable.ui.main_window import MainWindow
from cardtable.ui.people import play_with_people

ROOT = Path(__file__).resolve().parents[2]

AT_FIRST_FRAME = """
import sys
from cardtable.__main__ import main
from cardtable.ui.table.table_view import TableView

paint = TableView.paintEvent
told = []

def paint_and_tell(view, event):
    paint(view, event)
    if not told:
        told.append(True)
        print("loaded", *sorted(sys.modules), flush=True)

TableView.paintEvent = paint_and_tell
sys.exit(main(["--exit-after-first-frame", "--seed", "1"]))
"""

LATER = (
    "PySide6.QtMultimedia",  # the sounds load after the first frame
    "PySide6.QtWebSockets", "cardtable.online.link",  # tables of people, when asked for
    "cardtable.ui.people.play_with_people",
    "cardtable.ui.history_window", "PySide6.QtCharts",  # where they open
    "cardtable.ui.review.opening",
    "cardtable.ui.about_dialog", "cardtable.ui.rules_window",
    "cardtable.ui.new_game_dialog", "cardtable.ui.house_rules_dialog",  # when a game is chosen
)


def test_the_first_table_is_painted_before_what_it_does_not_show(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CARDTABLE_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", AT_FIRST_FRAME], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "first frame" in lines
    loaded = set(next(line for line in lines if line.startswith("loaded ")).split()[1:])
    assert {"cardtable.ui.main_window", "cardtable.engine.games.black_lady"} <= loaded
    assert loaded.isdisjoint(LATER), sorted(loaded & set(LATER))


def test_the_way_to_tables_of_people_is_made_once_when_first_asked_for(qtbot, monkeypatch):
    made: list[object] = []
    opened: list[MainWindow] = []

    class People:
        def __init__(self, settings: Settings, parent: MainWindow) -> None:
            made.append(self)
            assert settings is parent.settings

        def open(self, window: MainWindow) -> None:
            opened.append(window)

    monkeypatch.setattr(play_with_people, "PlayWithPeople", People)
    window = MainWindow(Settings(), keep_games=False)
    qtbot.addWidget(window)
    window.people_wanted.connect(cardtable_app.people_opener(window))
    assert made == []
    window.people_wanted.emit()
    window.people_wanted.emit()
    assert len(made) == 1 and opened == [window, window]

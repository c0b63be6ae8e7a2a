"""Start-up: the first table is painted before what it does not show (issue 21), and the app
ends cleanly when it is asked to quit with a start-up warning open or still to come. The app
runs in a process of its own, as a person starts it, and says what it did."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

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


def run_app(code: str, home: Path) -> subprocess.CompletedProcess[str]:
    """Run ``code`` as a person starts the app: in a process of its own, with its data in
    ``home``. A quit lost in an event loop leaves the app running for ever: the timeout makes
    that a failure, not a hang."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CARDTABLE_HOME": str(home)}
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def test_the_first_table_is_painted_before_what_it_does_not_show(tmp_path):
    done = run_app(AT_FIRST_FRAME, tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "first frame" in lines
    loaded = set(next(line for line in lines if line.startswith("loaded ")).split()[1:])
    assert {"cardtable.ui.main_window", "cardtable.games.black_lady.rules"} <= loaded
    assert loaded.isdisjoint(LATER), sorted(loaded & set(LATER))


def damage_the_settings(home: Path) -> Path:
    """A settings file cut short, which the app warns about as it starts."""
    (home / "config").mkdir()
    (home / "config" / "settings.json").write_text("{", encoding="utf-8")
    return home / "config" / "settings.json.damaged-1"


def test_quitting_after_the_first_frame_with_a_warning_still_to_show_ends_cleanly(tmp_path):
    kept = damage_the_settings(tmp_path)
    done = run_app("import sys\nfrom cardtable.__main__ import main\n"
                   "sys.exit(main(['--exit-after-first-frame']))", tmp_path)
    assert done.returncode == 0, done.stderr  # was 134: "double free or corruption"
    assert "first frame" in done.stdout.splitlines()
    assert kept.read_text(encoding="utf-8") == "{"


QUIT_AS_THE_WARNING_SHOWS = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from cardtable.__main__ import main


class QuitAtTheFirstWarning(QObject):
    \"\"\"Asks the app to quit, through its event loop, as the first message box shows.\"\"\"

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Show and isinstance(watched, QMessageBox) and not seen:
            seen.append(watched)
            print("warned:", watched.text(), flush=True)
            QTimer.singleShot(0, QApplication.quit)
        return False


seen = []
app = QApplication(sys.argv[:1])
watcher = QuitAtTheFirstWarning()
app.installEventFilter(watcher)
sys.exit(main([]))
"""


def test_the_app_quits_when_asked_to_while_a_start_up_warning_is_open(tmp_path):
    damage_the_settings(tmp_path)
    done = run_app(QUIT_AS_THE_WARNING_SHOWS, tmp_path)
    assert done.returncode == 0, done.stderr
    (warned,) = [line for line in done.stdout.splitlines() if line.startswith("warned:")]
    assert "settings.json.damaged-1" in warned


def test_the_window_is_deleted_at_the_end_without_running_what_waited_for_it(qtbot):
    window = QWidget()
    window.show()
    happened: list[str] = []
    QTimer.singleShot(0, window, lambda: happened.append("ran"))  # as the start-up warnings
    window.destroyed.connect(lambda: happened.append("deleted"))
    cardtable_app._dispose(window)
    assert happened == ["deleted"]


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

"""The small things of the dialogs and files (issue 18): each fixed, each held here."""

from __future__ import annotations

from cardtable.engine.rng import Rng
from cardtable.storage.settings import Settings
from cardtable.ui.new_game_dialog import NewGameDialog

from ..deadlines import WAIT_MS


def test_the_new_game_dialog_shrinks_when_fewer_players_are_chosen(qtbot):
    d = NewGameDialog(Settings(), Rng(1))
    qtbot.addWidget(d)
    d.choose_game("up-and-down")
    d.show()
    qtbot.waitExposed(d, timeout=WAIT_MS)
    d.players.setValue(d.players.maximum())
    qtbot.waitUntil(lambda: len(d.levels) == 5 and d.height() > 250, timeout=WAIT_MS)
    tall = d.height()
    d.players.setValue(d.players.minimum())
    qtbot.waitUntil(lambda: d.height() < tall, timeout=WAIT_MS)
    fresh = NewGameDialog(Settings(), Rng(1))
    qtbot.addWidget(fresh)
    fresh.choose_game("up-and-down")
    fresh.players.setValue(fresh.players.minimum())
    fresh.show()
    qtbot.waitExposed(fresh, timeout=WAIT_MS)
    assert d.height() <= fresh.height() + 4  # no blank area where the levels were


def test_house_rules_of_a_game_in_progress_say_why_and_stay_readable(qtbot):
    from PySide6.QtWidgets import QLabel

    from cardtable.engine.registry import get
    from cardtable.ui.house_rules_dialog import HouseRulesDialog

    d = HouseRulesDialog(get("black-lady"), 4, None, "morehead", read_only=True)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d, timeout=WAIT_MS)
    assert d.fixed_note.isVisible()
    assert "fixed for the game in progress" in d.fixed_note.text()
    moon = d.readouts["moon"]
    assert isinstance(moon, QLabel) and moon.isEnabled()
    assert moon.text() == d.editors["moon"].currentText()  # the whole choice, not cut off
    d.scroll_area.ensureWidgetVisible(moon)
    qtbot.waitUntil(lambda: moon.visibleRegion().boundingRect().width() > 0, timeout=WAIT_MS)
    assert moon.heightForWidth(moon.width()) <= moon.height()  # every wrapped line shown


def test_the_moon_choice_fits_in_the_house_rules_dialog(qtbot):
    from cardtable.engine.registry import get
    from cardtable.ui.house_rules_dialog import HouseRulesDialog

    d = HouseRulesDialog(get("black-lady"), 4, None, "morehead")
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d, timeout=WAIT_MS)
    combo = d.editors["moon"]
    wanted = combo.fontMetrics().horizontalAdvance(combo.currentText())
    assert combo.width() > wanted + 20  # the text and the arrow, nothing cut off


def _played_window(qtbot, moves: int):
    from cardtable.session.setup import PERSON, GameSetup, SeatSetup
    from cardtable.ui.main_window import MainWindow

    seats = (SeatSetup("You", PERSON), SeatSetup("Alice", "rule"), SeatSetup("Bruno", "rule"),
             SeatSetup("Chloé", "rule"))
    w = MainWindow(Settings(animation_speed="off", computer_speed="instant",
                            confirmations=False))
    qtbot.addWidget(w)
    w.show()
    w.start(GameSetup("black-lady", 4, 12, seats, {"passing": "none"}, "morehead"))
    c = w.controller
    while len(c.state.log) < moves:
        qtbot.waitUntil(lambda: c.turn is not None or len(c.state.log) >= moves,
                        timeout=WAIT_MS)
        if len(c.state.log) >= moves:
            break
        c.decide([min(c.turn.legal)])
    qtbot.waitUntil(lambda: not w.scene.animator.busy, timeout=WAIT_MS)
    return w


def test_save_as_starts_in_the_documents_then_where_the_last_file_went_and_adds_the_ending(
        qtbot, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from cardtable.storage.paths import saves_dir
    from cardtable.ui.file_folders import documents_folder
    from cardtable.ui.game_files import open_game, save_game_as

    w = _played_window(qtbot, 6)
    asked: list[str] = []

    def choose(_parent, _title, start, _filter):
        asked.append(start)
        return str(saves_dir() / "mine"), ""  # a bare name, as a person types it

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(choose))
    assert save_game_as(w)
    assert asked == [str(documents_folder() / "game.cardtable.json")]
    written = saves_dir() / "mine.cardtable.json"
    qtbot.waitUntil(written.exists, timeout=WAIT_MS)
    opened: list[str] = []

    def pick(_parent, _title, start, _filter):
        opened.append(start)
        return str(written), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(pick))
    assert open_game(w)
    assert opened == [str(saves_dir())]  # where the game was saved


def test_the_resume_question_names_the_game_the_deal_and_the_scores(qtbot):
    from cardtable.ui.game_files import unfinished_game_question

    w = _played_window(qtbot, 60)
    c = w.controller
    text = unfinished_game_question(c.setup, c.state, "drinks")
    view = c.state.view(0)
    assert text.startswith("You have an unfinished game of Black Lady with Alice, Bruno and "
                           "Chloé.")
    assert f"Deal {view.deal + 1}." in text
    assert "Scores: You {}, Alice {}, Bruno {}, Chloé {}.".format(*view.scores) in text
    assert "move" not in text and text.endswith("Continue it?")

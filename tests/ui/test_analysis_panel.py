"""The analysis beside a replay: run on a worker thread with its progress, stopped and gone on
with, kept in the history so that the game opens with it, told in words at each move, and the
costly decisions marked on the timeline and listed a double-click away."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from cardtable.engine.cards import format_card
from cardtable.session.replay import Replay
from cardtable.session.review import choices, is_costly
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.storage.analysis_records import Decision, Estimate, GameAnalysis
from cardtable.storage.history import History
from cardtable.storage.settings import Settings
from cardtable.ui.history_window import HistoryWindow
from cardtable.ui.review.analysis_panel import COSTLY_MARK
from cardtable.ui.review.analysis_worker import AnalysisDesk
from cardtable.ui.review.replay_window import ReplayWindow

from .test_replay_window import played

WAIT_MS = 120_000  # a whole short game weighed on a busy machine; the waits end on a signal
QUICK_MS = 5       # thinking time per decision in these tests


def recorded(tmp_path, game_id="black-lady", options=None):
    """A short game in a history of its own, and its row there."""
    history = History(tmp_path / "history.sqlite3")
    row = history.record(played(game_id, options=options or {"deal_limit": 1}))
    assert row is not None
    return history, row


def desk_for(history) -> AnalysisDesk:
    return AnalysisDesk(lambda: history, budget_ms=QUICK_MS)


def window_for(qtbot, history, row, desk) -> ReplayWindow:
    window = ReplayWindow(history.scoresheet(row), Settings(animation_speed="off"), None,
                          desk, row)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_desk_weighs_the_game_off_the_gui_thread_and_the_history_keeps_it(qtbot, tmp_path):
    history, row = recorded(tmp_path)
    desk = desk_for(history)
    told = []
    desk.progressed.connect(lambda key, done, total: told.append((done, total)))
    with qtbot.waitSignal(desk.finished, timeout=WAIT_MS) as finished:
        assert desk.start(row, history.scoresheet(row), [0])
        assert desk.running(row)
        assert not desk.start(row, history.scoresheet(row), [0])  # one run a game
    key, analysis = finished.args
    replay = window_replay(history, row)
    assert key == row and analysis.complete
    assert [d.position for d in analysis.decisions] == choices(replay, [0])
    assert told[-1] == (len(analysis.decisions), len(analysis.decisions))
    assert history.analysis(row) == analysis
    assert AnalysisDesk(lambda: history).analysis(row) == analysis  # opened again: at once


def window_replay(history, row):
    sheet = history.scoresheet(row)
    return Replay(sheet.game_id, sheet.options, sheet.seed, len(sheet.players), sheet.actions)


def test_a_stopped_analysis_keeps_what_was_done_and_goes_on_from_there(qtbot, tmp_path):
    history, row = recorded(tmp_path)
    desk = desk_for(history)

    def stop_early(key, done, total):
        if done >= 3:
            desk.cancel(key)

    desk.progressed.connect(stop_early)
    with qtbot.waitSignal(desk.finished, timeout=WAIT_MS) as finished:
        desk.start(row, history.scoresheet(row), [0])
    stopped = finished.args[1]
    assert not stopped.complete and 3 <= len(stopped.decisions) < len(
        choices(window_replay(history, row), [0]))
    assert history.analysis(row) == stopped
    desk.progressed.disconnect(stop_early)
    with qtbot.waitSignal(desk.finished, timeout=WAIT_MS) as finished:
        desk.start(row, history.scoresheet(row), [0])
    whole = finished.args[1]
    assert whole.complete and whole.decisions[:len(stopped.decisions)] == stopped.decisions


def test_the_panel_runs_the_analysis_with_a_progress_bar_and_tells_each_move(qtbot, tmp_path):
    history, row = recorded(tmp_path)
    desk = desk_for(history)
    window = window_for(qtbot, history, row, desk)
    panel = window.analysis_panel
    assert panel is not None and "Not analysed yet" in panel.status.text()
    with qtbot.waitSignal(desk.finished, timeout=WAIT_MS):
        panel.analyse_button.click()
        assert not panel.analyse_button.isEnabled() and panel.cancel_button.isEnabled()
        assert panel.progress.isVisible()
    assert panel.analyse_button.isEnabled() and not panel.progress.isVisible()
    analysis = panel.analysis
    assert analysis is not None and "weighed" in panel.status.text()
    assert window.timeline.marks() == {d.position + 1: COSTLY_MARK
                                       for d in analysis.decisions if is_costly(d)}
    decision = analysis.decisions[len(analysis.decisions) // 2]
    window.go_to(decision.position + 1)
    played_words = format_card(decision.played)
    assert played_words in panel.verdict.text()
    assert panel.alternatives.rowCount() == len(decision.estimates)
    assert panel.summary.rowCount() == 1 and panel.summary.item(0, 0).text() == "You"
    window.go_to(0)
    assert panel.verdict.text() == ""


def costly_analysis(history, row) -> GameAnalysis:
    """An analysis by hand of the game's first choice of seat 0: the move played rated 6
    points below another legal move, clearly more than its noise."""
    replay = window_replay(history, row)
    position = choices(replay, [0])[0]
    state = replay.state_at(position)
    played_action = replay.actions[position]
    other = next(a for a in state.legal_actions() if a != played_action)
    decision = Decision(position, 0, played_action, (
        Estimate(other, 2.0, 0.0, 100), Estimate(played_action, -4.0, 0.5, 100)))
    return GameAnalysis((0,), QUICK_MS, (decision,), False)


def test_a_costly_decision_is_marked_said_in_red_and_listed_to_jump_to(qtbot, tmp_path):
    history, row = recorded(tmp_path)
    analysis = costly_analysis(history, row)
    assert history.keep_analysis(row, analysis)
    desk = desk_for(history)
    window = window_for(qtbot, history, row, desk)
    panel = window.analysis_panel
    decision = analysis.decisions[0]
    assert window.timeline.marks() == {decision.position + 1: COSTLY_MARK}
    assert panel.mistakes.count() == 1
    item = panel.mistakes.item(0)
    assert "better by 6.0" in item.text()
    panel.mistakes.itemDoubleClicked.emit(item)
    assert window.position == decision.position + 1
    text = panel.verdict.text()
    assert "+6.0 points expected against" in text and "(±0.5)" in text and "c81e1e" in text
    assert "Stopped after 1 decision of" in panel.status.text()
    window.go_to(0)
    costliest = panel.summary.item(0, 4).text()
    assert costliest.startswith(f"move {decision.position + 1}:") and "−6.0" in costliest
    panel.summary.cellDoubleClicked.emit(0, 4)
    assert window.position == decision.position + 1


def test_every_seat_on_request_weighs_the_computer_players_too(qtbot, tmp_path):
    history, row = recorded(tmp_path)
    desk = desk_for(history)
    window = window_for(qtbot, history, row, desk)
    panel = window.analysis_panel
    panel.every_seat.setChecked(True)
    with qtbot.waitSignal(desk.finished, timeout=WAIT_MS):
        panel.analyse_button.click()
    assert panel.analysis.seats == (0, 1, 2, 3)
    assert panel.summary.rowCount() == 4
    other = next(d for d in panel.analysis.decisions if d.seat == 1)
    window.go_to(other.position + 1)
    assert "Bot 1" in panel.verdict.text()


def test_a_move_of_a_seat_not_analysed_says_how_to_weigh_it(qtbot, tmp_path):
    history, row = recorded(tmp_path)
    assert history.keep_analysis(row, costly_analysis(history, row))
    window = window_for(qtbot, history, row, desk_for(history))
    replay = window.replay
    theirs = choices(replay, [1])[0]
    window.go_to(theirs + 1)
    assert "Every seat" in window.analysis_panel.verdict.text()


def test_export_then_import_shows_the_same_game_and_analysis(qtbot, tmp_path, monkeypatch):
    history, row = recorded(tmp_path)
    analysis = costly_analysis(history, row)
    assert history.keep_analysis(row, analysis)
    desk = desk_for(history)
    window = window_for(qtbot, history, row, desk)
    path = tmp_path / "game.txt"
    assert window.export_record(str(path))
    assert "Card Table game record" in path.read_text(encoding="utf-8")
    listing = HistoryWindow(history, None, Settings(animation_speed="off"), desk)
    qtbot.addWidget(listing)
    opened = listing.import_record(str(path))
    assert opened is not None
    qtbot.addWidget(opened)
    assert opened.sheet.actions == window.sheet.actions
    assert opened.analysis_panel.analysis == analysis
    assert opened.timeline.marks() == window.timeline.marks()


def test_a_file_that_is_not_a_record_is_refused_with_the_reason(qtbot, tmp_path, monkeypatch):
    history, _ = recorded(tmp_path)
    path = tmp_path / "not-a-record.txt"
    path.write_text("Dear diary,\n", encoding="utf-8")
    warned = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text: warned.append(text))
    listing = HistoryWindow(history, None, Settings(animation_speed="off"), desk_for(history))
    qtbot.addWidget(listing)
    before = history.games()
    assert listing.import_record(str(path)) is None
    assert warned and "cannot be replayed" in warned[0]
    assert history.games() == before


def test_the_setting_analyses_a_game_by_itself_when_it_ends(qtbot, open_window):
    window = open_window({"analyse_finished_games": True})
    desk = window.analysis_desk
    desk.budget_ms = QUICK_MS
    seats = (SeatSetup("You", PERSON), *(SeatSetup(name, "rule") for name in ("Ann", "Bob")))
    window.start(GameSetup("black-lady", 3, 5, seats, {"deal_limit": 1}))
    with qtbot.waitSignal(desk.finished, timeout=WAIT_MS) as finished:
        assert window.controller.hand_seat_to_computer()  # the game plays to its end
    key, analysis = finished.args
    setup = window.controller.setup
    assert key.game == setup.record_key and key.actions == tuple(window.controller.state.log)
    assert analysis.complete and analysis.seats == (setup.person,) and analysis.decisions


def test_a_record_that_cannot_be_written_is_said_and_nothing_is_left(qtbot, tmp_path,
                                                                     monkeypatch):
    history, row = recorded(tmp_path)
    window = window_for(qtbot, history, row, desk_for(history))
    warned = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text: warned.append(text))
    target = tmp_path / "game.txt"
    target.mkdir()  # a folder where the file should go
    assert not window.export_record(str(target))
    assert warned and "could not be written" in warned[0]
    assert target.is_dir() and not any(target.iterdir())

"""A finished game's record stays its own: its save opened again never changes it, a game played
otherwise from that save is a game of its own with its own analysis, and the moves the computer
made for the person are told as the computer's in the review, not counted as the person's."""

from __future__ import annotations

from cardtable.session.replay import Replay
from cardtable.session.review import choices
from cardtable.storage.analysis_records import Decision, Estimate, GameAnalysis
from cardtable.storage.history import History
from cardtable.storage.settings import Settings
from cardtable.ui.game_files import open_game, save_game_as
from cardtable.ui.review.analysis_worker import AnalysisDesk
from cardtable.ui.review.opening import analyse_when_over, open_replay, replay_game

from ..deadlines import WAIT_MS
from .test_persistence import make_window, setup


def play_until(qtbot, w, done, pick=min) -> None:
    """Play the person's seat with ``pick`` of the legal actions until ``done``."""
    c = w.controller
    while not done():
        qtbot.waitUntil(lambda: c.turn is not None or c.state.is_over or done(),
                        timeout=WAIT_MS)
        if done() or c.state.is_over:
            break
        c.decide([pick(c.turn.legal)])
    qtbot.waitUntil(lambda: not w.scene.animator.busy, timeout=WAIT_MS)


def finished_with_help(qtbot, w, tmp_path):
    """A short game finished in ``w``, the computer having played the person's seat for its
    first deal; a save made before that (at move 4), and the history's sheet of the game."""
    w.start(setup(seed=4, deal_limit=2))
    c = w.controller
    play_until(qtbot, w, lambda: len(c.state.log) >= 4)
    early = tmp_path / "early.cardtable.json"
    assert save_game_as(w, str(early))
    assert c.hand_seat_to_computer()
    qtbot.waitUntil(lambda: len(c.state.sheet) >= 1, timeout=WAIT_MS)
    assert c.take_seat_back()
    play_until(qtbot, w, lambda: c.state.is_over)
    assert w.keeper.unsaved() == 0  # every write queued is done
    [sheet] = sheets()
    assert sheet.hands[0].substitutes == (0,) and sheet.actions == tuple(c.state.log)
    return early, sheet


def sheets():
    with History() as history:
        return [history.scoresheet(g.row_id) for g in history.games()]


def test_a_finished_games_save_opened_and_left_leaves_its_record_as_it_was(qtbot, tmp_path):
    w = make_window(qtbot)
    early, before = finished_with_help(qtbot, w, tmp_path)
    assert open_game(w, str(early))
    assert w.may_leave_game()  # left at once: kept as abandoned, an earlier moment of the game
    assert w.keeper.unsaved() == 0
    assert sheets() == [before]  # its deals, totals and marks, and when it finished


def test_a_finished_games_save_played_otherwise_is_a_game_of_its_own_and_not_analysed(
        qtbot, tmp_path):
    w = make_window(qtbot)
    desk = w.analysis_desk
    desk.budget_ms = 5
    early, before = finished_with_help(qtbot, w, tmp_path)
    c = w.controller
    with qtbot.waitSignal(desk.finished, timeout=WAIT_MS):
        assert analyse_when_over(desk, c.setup, c.state)
    assert open_game(w, str(early))
    play_until(qtbot, w, lambda: c.state.is_over, pick=max)  # the person's own way, to the end
    assert w.keeper.unsaved() == 0
    after = {sheet.actions: sheet for sheet in sheets()}
    assert len(after) == 2 and after[before.actions] == before  # the first game untouched
    mine = after[tuple(c.state.log)]
    assert not any(hand.substitutes for hand in mine.hands)  # all the person's own
    replay = replay_game(c.setup, c.state, Settings(animation_speed="off"), w, desk)
    qtbot.addWidget(replay)
    panel = replay.analysis_panel
    assert panel is not None and panel.analysis is None  # the first game's is not this one's
    assert "Not analysed yet" in panel.status.text()


def test_the_moves_the_computer_made_for_the_person_are_told_as_its_own(qtbot, tmp_path):
    w = make_window(qtbot)
    _early, sheet = finished_with_help(qtbot, w, tmp_path)
    replay = Replay(sheet.game_id, sheet.options, sheet.seed, len(sheet.players), sheet.actions)
    person = sheet.person_seat
    decided = choices(replay, [person])
    theirs = next(p for p in decided if p >= 4 and replay.deal_of(p) == 0)  # the computer's
    mine = next(p for p in decided if replay.deal_of(p) == 1)  # the person's own again
    history = History()
    [game] = history.games()
    assert history.keep_analysis(game.row_id, GameAnalysis((person,), 5, (
        costly(replay, theirs, person), costly(replay, mine, person)), True))
    window = open_replay(history.scoresheet(game.row_id), Settings(animation_speed="off"),
                         None, AnalysisDesk(lambda: history), game.row_id)
    qtbot.addWidget(window)
    panel = window.analysis_panel
    window.go_to(theirs + 1)
    assert panel.verdict.text().startswith("The computer played ")
    assert " for you. " in panel.verdict.text() and "c81e1e" not in panel.verdict.text()
    assert panel.summary.item(0, 1).text() == "0.0"  # not lost by the person in that deal
    assert panel.summary.item(0, 2).text() == "6.0"  # only their own costly move counts
    assert [panel.mistakes.item(i).text().split(":")[0]
            for i in range(panel.mistakes.count())] == [f"Deal 2, move {mine + 1}"]
    assert set(window.timeline.marks()) == {mine + 1}
    window.go_to(mine + 1)
    assert panel.verdict.text().startswith("<b") and "Ada played" in panel.verdict.text()
    history.close()


def costly(replay: Replay, position: int, seat: int) -> Decision:
    """The move made at ``position`` rated 6 points below another legal move there."""
    played = replay.actions[position]
    other = next(a for a in replay.state_at(position).legal_actions() if a != played)
    return Decision(position, seat, played, (Estimate(other, 2.0, 0.0, 100),
                                             Estimate(played, -4.0, 0.5, 100)))

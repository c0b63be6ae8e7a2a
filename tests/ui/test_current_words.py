"""Every word on screen belongs to the position on show: on the table (its text items, the
plates, the caption, the banner, the prompt by the hand), in the status bar (the prompt line,
the screen-reader line, the passing message) and in the window's title. After a move taken
back, a game opened, a new game or a new language, the window says what a window freshly
opened at the same position says."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QFileDialog, QGraphicsTextItem

from cardtable.controller.words import winners_text
from cardtable.engine.events import BidMade, DealScored
from cardtable.engine.protocol import Phase
from cardtable.engine.registry import get
from cardtable.engine.rng import Rng
from cardtable.games.ugo import actions as ugo_actions
from cardtable.session.records import saved_game
from cardtable.session.setup import PERSON, GameSetup, SeatSetup, TableSnapshot
from cardtable.storage.saves import encode
from cardtable.ui import game_files
from cardtable.ui.announcer import Announcer
from cardtable.ui.games import game_ui
from cardtable.ui.status_line import stand_in_words
from cardtable.ui.table.banner import Banner
from cardtable.ui.table.cues import Cue
from cardtable.ui.table.scene import TableScene
from cardtable.ui.translation import use_language

from ..deadlines import WAIT_MS

PLAYERS = {"black-lady": 4, "ugly": 4, "up-and-down": 4, "ugo": 2, "ultimate-loser": 3}
NAMES = ("Alice", "Bruno", "Chloé")


def setup_for(game_id: str, seed: int = 5) -> GameSetup:
    players = PLAYERS[game_id]
    seats = (SeatSetup("You", PERSON), *(SeatSetup(NAMES[i], "rule") for i in range(players - 1)))
    return GameSetup(game_id, players, seed, seats, {}, "morehead" if game_id == "black-lady"
                     else None)


@pytest.fixture
def english_again(qapp):
    yield
    use_language(qapp, "en")


@pytest.fixture
def banner_said(monkeypatch) -> list[str]:
    """Every message the tables' banners are given, in order (the banner's words fade after a
    while, so two windows are compared by what theirs was given, not by what still shows)."""
    said: list[str] = []
    say, say_now = Banner.say, Banner.say_now
    monkeypatch.setattr(Banner, "say", lambda self, text, sticky=False: (
        said.append(text), say(self, text, sticky))[-1])
    monkeypatch.setattr(Banner, "say_now", lambda self, text: (
        said.append(text), say_now(self, text))[-1])
    return said


def banner_is_current(w, said_since: list[str]) -> bool:
    """The banner shows nothing, or a message given since the position (or language) came."""
    return w.scene.notice_text() in ["", *said_since]


def settle(qtbot, w) -> None:
    """Wait for the person's turn (or the end), with the table still."""
    c = w.controller
    qtbot.waitUntil(lambda: ((c.turn is not None or c.state.is_over)
                             and not w.scene.animator.busy), timeout=WAIT_MS)


def move(qtbot, w) -> None:
    """The person makes a decision (the first allowed; a U-G-O turn ends), and the table
    settles at the next."""
    c = w.controller
    turn = c.turn
    legal = sorted(c.state.legal_actions())
    if ugo_actions.END_TURN in legal and c.setup.game_id == "ugo":
        chosen = [ugo_actions.END_TURN]
    else:
        chosen = legal[:turn.to_choose if turn.phase is Phase.PASS else 1]
    assert c.decide(chosen)
    settle(qtbot, w)


def hint(qtbot, w) -> None:
    with qtbot.waitSignal(w.controller.hint_ready, timeout=WAIT_MS):
        assert w.controller.hint()


def noise(qtbot, w) -> None:
    """Leave words about a position on screen: a move told, a hint asked for."""
    move(qtbot, w)
    if w.controller.turn is None:
        return
    hint(qtbot, w)
    assert w.statusBar().currentMessage()


def words_on_screen(w) -> dict[str, object]:
    """Every word on screen, by where it is, but the banner's (see ``banner_is_current``)."""
    scene = w.scene
    table = sorted(item.toPlainText() for item in scene.items()
                   if isinstance(item, QGraphicsTextItem) and item.isVisible()
                   and item.toPlainText().strip() and item is not scene.notices.item)
    return {"table": table, "prompt": w.table_prompt.text(), "status": w._status.text(),
            "line": w.announcer.text(), "message": w.statusBar().currentMessage(),
            "title": w.windowTitle(), "plates": scene.labels.texts(),
            "caption": scene.caption.text()}


def fresh_words(qtbot, open_window, w) -> dict[str, object]:
    """What a window opened afresh at ``w``'s position says."""
    fresh = open_window(settings={"confirmations": False}, keep_games=False)
    fresh.resume(w.controller.setup, list(w.controller.state.log))
    settle(qtbot, fresh)
    return words_on_screen(fresh)


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_after_an_undo_every_word_is_the_positions(qtbot, open_window, banner_said, game_id):
    w = open_window(settings={"confirmations": False})
    w.start(setup_for(game_id))
    settle(qtbot, w)
    noise(qtbot, w)
    noise(qtbot, w)
    banner_said.clear()
    assert w.controller.undo()
    settle(qtbot, w)
    assert banner_is_current(w, banner_said)
    assert words_on_screen(w) == fresh_words(qtbot, open_window, w)


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_after_a_new_game_every_word_is_the_new_games(qtbot, open_window, banner_said,
                                                      game_id):
    w = open_window(settings={"confirmations": False})
    w.start(setup_for(game_id))
    settle(qtbot, w)
    noise(qtbot, w)
    other = setup_for(game_id, seed=9)
    banner_said.clear()
    w.start(other)
    settle(qtbot, w)
    assert banner_is_current(w, banner_said)
    fresh = open_window(settings={"confirmations": False}, keep_games=False)
    fresh.start(other)
    settle(qtbot, fresh)
    assert words_on_screen(w) == words_on_screen(fresh)


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_after_opening_another_games_save_in_another_language_every_word_is_its(
        qtbot, qapp, open_window, tmp_path, english_again, banner_said, game_id):
    use_language(qapp, "de")
    w = open_window(settings={"confirmations": False, "language": "de"})
    w.start(setup_for(game_id))
    settle(qtbot, w)
    noise(qtbot, w)
    assert w.announcer.text()
    ids = sorted(PLAYERS)
    other_id = ids[(ids.index(game_id) + 1) % len(ids)]
    other = open_window(settings={"confirmations": False}, keep_games=False)
    other.start(setup_for(other_id, seed=3))
    settle(qtbot, other)
    move(qtbot, other)
    c = other.controller
    path = tmp_path / "other.cardtable.json"
    path.write_text(encode(saved_game(c.setup, list(c.state.log)), c.state), encoding="utf-8")
    use_language(qapp, "en")
    qtbot.waitUntil(lambda: w.menuBar().actions()[0].text() == "&Game", timeout=WAIT_MS)
    banner_said.clear()
    assert game_files.open_game(w, str(path))
    settle(qtbot, w)
    assert banner_is_current(w, banner_said)
    assert words_on_screen(w) == fresh_words(qtbot, open_window, w)


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_after_a_new_language_every_word_is_in_it(qtbot, qapp, open_window, english_again,
                                                 banner_said, game_id):
    w = open_window(settings={"confirmations": False})
    w.start(setup_for(game_id))
    settle(qtbot, w)
    noise(qtbot, w)
    english = w.announcer.text()
    banner_said.clear()
    use_language(qapp, "de")
    qtbot.waitUntil(lambda: w.menuBar().actions()[0].text() == "&Spiel", timeout=WAIT_MS)
    assert banner_is_current(w, banner_said)
    fresh = open_window(settings={"confirmations": False}, keep_games=False)
    fresh.resume(w.controller.setup, list(w.controller.state.log))
    settle(qtbot, fresh)
    shown, expected = words_on_screen(w), words_on_screen(fresh)
    line = shown.pop("line")
    expected.pop("line")
    assert shown == expected
    c = w.controller  # the line says again, in German, the last thing it said
    fresh.announcer.tell(c.past_events(), w.scene.names, c.person, game_ui(game_id))
    assert line in fresh.announcer.said and (line != english or not line)


# ---- one by one -------------------------------------------------------------------------------


def test_a_hint_while_passing_names_and_picks_every_card_to_pass(qtbot, window):
    window.start(setup_for("black-lady"))
    settle(qtbot, window)
    c = window.controller
    assert c.turn.phase is Phase.PASS and c.turn.to_choose == 3
    with qtbot.waitSignal(c.hint_ready, timeout=WAIT_MS) as hinted:
        window.menus.hint_action.trigger()
    action, words = hinted.args
    cards = c.hint_cards(action)
    assert len(set(cards)) == 3 and set(cards) <= c.turn.legal
    assert words.startswith("Pass ") and window.statusBar().currentMessage() == f"Hint: {words}"
    assert set(window.scene.selected_cards()) == set(cards)  # picked, ready to pass
    assert window.commit_button.isEnabled()


def test_a_hint_goes_once_its_card_is_played(qtbot, window):
    setup = GameSetup("black-lady", 4, 5, setup_for("black-lady").seats,
                      {"passing": "none"}, "morehead")
    window.start(setup)
    settle(qtbot, window)
    c = window.controller
    hint(qtbot, window)
    assert window.statusBar().currentMessage().startswith("Hint: ")
    action = sorted(c.turn.legal)[0]
    assert c.decide([action])
    assert window.statusBar().currentMessage() == ""
    assert not window.scene.notice_text().startswith("Hint")


def test_an_undo_leaves_nothing_said_of_the_move_taken_back(qtbot, window):
    window.start(setup_for("black-lady"))
    settle(qtbot, window)
    move(qtbot, window)  # the pass
    move(qtbot, window)
    said = window.announcer.text()
    assert said and window.announcer.said
    assert window.controller.undo()
    settle(qtbot, window)
    assert window.announcer.text() != said and window.announcer.text() == ""


def test_the_computer_in_the_persons_seat_shows_on_the_plate_and_by_the_hand(qtbot, window):
    window.start(setup_for("black-lady"))
    settle(qtbot, window)
    c = window.controller
    person_plate = lambda: window.scene.labels.texts()[c.person]  # noqa: E731
    assert "played by the computer" not in person_plate()
    assert c.hand_seat_to_computer()
    assert "played by the computer" in person_plate()
    assert window.table_prompt.text() == stand_in_words()
    assert "Take my seat back" in stand_in_words()
    assert c.take_seat_back()
    qtbot.waitUntil(lambda: c.turn is not None, timeout=WAIT_MS)
    assert "played by the computer" not in person_plate()
    assert window.table_prompt.text() == c.turn.prompt


def test_up_and_downs_next_deal_is_named_as_its_cards_are_dealt(qtbot, window):
    seen: list[tuple[int, str, list[str], list[str]]] = []
    w = window
    w.scene.cue.connect(lambda cue: seen.append(
        (w.controller.state.deal_no, w.scene.caption.text(), w.scene.labels.texts(),
         list(w.announcer.said))) if cue == Cue.DEAL else None)
    w.start(setup_for("up-and-down"))
    settle(qtbot, w)
    w.controller.hand_seat_to_computer()
    qtbot.waitUntil(lambda: w.controller.state.deal_no >= 2, timeout=WAIT_MS)
    _deal, caption, plates, said = next(s for s in seen if s[0] == 1)
    assert caption.startswith("Deal 2 of ")
    assert not any("bid" in plate for plate in plates)  # nobody has bid in the new deal
    trumps = [s for s in said if s.startswith(("Trumps are", "No trumps"))]
    symbol = {"clubs": "♣", "diamonds": "♦", "hearts": "♥", "spades": "♠"}
    last = trumps[-1]
    assert (("No trumps" in caption) if last.startswith("No trumps")
            else f"Trumps: {symbol[last.removeprefix('Trumps are ').rstrip('.')]}" in caption)


class MarkingTranslator(QTranslator):
    """Every text said through Qt's translation comes out marked: a text without the mark
    was never translated."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"«{source}»"


def test_the_file_dialogs_choice_of_files_is_translated_when_shown(qtbot, window,
                                                                   monkeypatch, qapp):
    window.start(setup_for("black-lady"))
    settle(qtbot, window)
    filters: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(
        lambda _p, _t, _s, f: filters.append(f) or ("", "")))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(
        lambda _p, _t, _s, f: filters.append(f) or ("", "")))
    marking = MarkingTranslator()
    QCoreApplication.installTranslator(marking)
    try:
        game_files.save_game_as(window)
        game_files.open_game(window)
    finally:
        QCoreApplication.removeTranslator(marking)
    assert len(filters) == 2
    for chosen in filters:
        assert [part.startswith("«") for part in chosen.split(";;")] == [True, True]


def test_who_won_is_said_again_in_a_new_language(qtbot, qapp, window, english_again):
    setup = setup_for("ultimate-loser")
    setup = GameSetup(setup.game_id, 3, 5, setup.seats, {"hands": 1}, None)
    state = get(setup.game_id).new_game(setup.options, setup.seed, setup.players, setup.preset)
    rng = Rng(7)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    window.resume(setup, list(state.log))
    names = [s.name for s in setup.seats]
    qtbot.waitUntil(lambda: window._status.text() == winners_text(state.winners, names, 0),
                    timeout=WAIT_MS)
    english = window._status.text()
    use_language(qapp, "de")
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Spiel", timeout=WAIT_MS)
    assert window._status.text() == winners_text(state.winners, names, 0) != english


def test_ugly_calls_a_deal_a_hand_on_the_table_and_the_line(qtbot):
    state = get("ugly").new_game(None, 3, 4)
    scene = TableScene(speed="off")
    scene.reset(TableSnapshot(state.view(0), ("You", *NAMES), 0))
    scored = DealScored(0, (1, 2, 3, 4), (1, 2, 3, 4), (0, 0, 0, 0))
    assert scene.layer.deal_summary(scored).startswith("<h3>Hand 1</h3>")
    announcer = Announcer()
    announcer.tell([scored], ("You", *NAMES), 0, game_ui("ugly"))
    assert announcer.text().startswith("The hand is over.")


def test_a_bid_is_said_alike_on_the_table_and_the_status_line(qtbot):
    game_id = "up-and-down"
    state = get(game_id).new_game(None, 3, 4)
    scene = TableScene(speed="off")
    names = ("You", *NAMES)
    scene.reset(TableSnapshot(state.view(0), names, 0))
    announcer = Announcer()
    for seat in (0, 3):
        scene.show_events([BidMade(seat, 0)])
        announcer.tell([BidMade(seat, 0)], names, 0, game_ui(game_id))
        qtbot.waitUntil(lambda: scene.notice_text() == announcer.text(), timeout=WAIT_MS)

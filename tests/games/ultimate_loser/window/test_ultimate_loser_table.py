"""Ultimate Loser at the table, by clicks and drags: forming plays, passing, swapping with the
gin card, rock-paper-scissors, the Ultimate Loser and the scoresheet."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cardtable.engine.protocol import Phase
from cardtable.engine.registry import replay
from cardtable.games.ultimate_loser.plays import PASS, SWAP_BASE
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.storage.settings import Settings
from cardtable.ui.main_window import MainWindow

from ....deadlines import WAIT_MS
from ....ui.test_more_games import click_choice, wait_for_turn
from ....ui.test_table import click_card


@pytest.fixture
def window(open_window):
    return open_window(keep_games=False)


def seats(players: int) -> tuple[SeatSetup, ...]:
    return (SeatSetup("You", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in range(1, players)))


def drag_card_to(qtbot, w: MainWindow, card: int, target: QPointF) -> None:
    """Press on one of the person's cards, move it to ``target`` (scene point), let go."""
    scene = w.scene
    item = next(i for i in scene.hands[scene.person] if i.card == card)
    rect = item.sceneBoundingRect()
    start = QPointF(rect.left() + 5, rect.center().y())
    viewport = w.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=w.view.mapFromScene(start))
    for k in range(1, 9):
        point = start + (target - start) * (k / 8)
        QTest.mouseMove(viewport, w.view.mapFromScene(point))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=w.view.mapFromScene(target))


def play_by_clicks(qtbot, w: MainWindow, cards: frozenset[int]) -> str:
    """Click each card of a play, then the Play button; return what the button said."""
    for card in sorted(cards):
        click_card(qtbot, w, card)
    assert w.commit_button.isEnabled()
    label = w.commit_button.text()
    qtbot.mouseClick(w.commit_button, Qt.MouseButton.LeftButton)
    return label


def test_a_hand_is_played_to_the_end_by_clicks_with_a_swap_and_scored(qtbot, window):
    setup = GameSetup("ultimate-loser", 2, 11, seats(2), {"hands": 1}, None)
    window.start(setup)
    c = window.controller
    swapped = passed = 0
    labels = []
    while not c.state.is_over:
        wait_for_turn(qtbot, window, lambda: c.state.is_over)
        if c.state.is_over:
            break
        turn = c.turn
        if turn.phase is Phase.ROCK_PAPER_SCISSORS:
            click_choice(qtbot, window)
            continue
        plays, swaps = turn.game.plays, turn.game.swaps
        assert window.commit_button.isVisible()
        if swaps and not swapped:
            gin_before = c.state.gin
            card = min(swaps)
            drag_card_to(qtbot, window, card, window.scene.layer.gin.sceneBoundingRect().center())
            qtbot.waitUntil(lambda card=card: c.state.gin == card, timeout=WAIT_MS)
            assert c.state.hands[0] >> gin_before & 1  # the old gin card came to the hand
            assert c.state.log[-1] == SWAP_BASE + card
            swapped += 1
            continue
        if swaps and not passed:  # a plain pass, through the choice bar
            assert [ch.action for ch in turn.choices] == [PASS]
            click_choice(qtbot, window)
            passed += 1
            continue
        biggest = max(plays, key=len)
        labels.append(play_by_clicks(qtbot, window, biggest))
        assert c.state.log[-1] == plays[biggest]
    assert swapped == 1 and passed == 1 and labels
    assert all(label.startswith("Play: ") for label in labels)
    engine = replay("ultimate-loser", {"hands": 1}, setup.seed, 2, c.state.log)
    assert engine.sheet == c.state.sheet and engine.scores == c.state.scores
    loser = c.state.sheet[0].marks.index("ultimate loser")
    qtbot.waitUntil(lambda: hasattr(window, "game_over_box"), timeout=WAIT_MS)
    assert c.state.sheet[0].points[loser] >= 4  # the penalty on top of any drinks
    assert str(c.state.scores[loser]) in window.game_over_box.text()
    assert "Drinks" in window.game_over_box.text()
    window.menus.last_trick_action.trigger()  # the last round of the hand, with who drank
    last = c.person_view().rounds[-1]
    text = window.scene.overlay_text()
    assert text.startswith("Last round")
    for seat, _cards in last.plays:
        assert window.scene.names[seat] in text
    assert ("drink" in text) == any(last.drinks)


def test_picking_a_card_lights_only_the_cards_that_can_join_it(qtbot, window):
    window.start(GameSetup("ultimate-loser", 3, 1, seats(3), {}, None))  # you lead first
    c = window.controller
    wait_for_turn(qtbot, window, lambda: False)
    assert not c.state.plays
    plays = c.turn.game.plays
    pairs = [cards for cards in plays if len(cards) == 2]
    assert pairs, "this deal gives the person a pair to form"
    first = min(pairs[0])
    click_card(qtbot, window, first)
    items = {i.card: i for i in window.scene.hands[window.scene.person]}
    partners = {x for cards in plays if first in cards for x in cards}
    for card, item in items.items():
        assert item.dimmed == (card not in partners), card
    assert not window.commit_button.isEnabled() or frozenset({first}) in plays
    click_card(qtbot, window, max(pairs[0]))
    assert window.commit_button.isEnabled()
    assert window.commit_button.text() == "Play: " + c.state.describe_action(plays[pairs[0]])


def test_rock_paper_scissors_is_offered_as_three_choices(qtbot):
    from cardtable.controller.presenters import presenter_for
    from cardtable.engine.cards import parse_cards
    from cardtable.games.ultimate_loser.plays import ROCK, play_for_cards
    from cardtable.games.ultimate_loser.rules import RULES, Deal

    # Seat 0 leads its last two cards as a pair, seats 1 and 2 have none and pass: nobody who
    # played holds cards
    deal = Deal((tuple(parse_cards("2C 2D")), tuple(parse_cards("3C 4D")),
                 tuple(parse_cards("5C 6D"))), tuple(parse_cards("9S")))
    state = RULES.new_game({}, 1, 3, deals=[deal], dealer=2)
    for action in (play_for_cards(parse_cards("2C 2D")), PASS, PASS):
        state.apply(action)
    assert state.phase is Phase.ROCK_PAPER_SCISSORS
    turn = presenter_for("ultimate-loser").person_turn(state, state.to_act)
    assert [ch.label for ch in turn.choices] == ["Rock", "Paper", "Scissors"]
    assert turn.choices[0].action == ROCK and all(ch.enabled for ch in turn.choices)


def test_drinks_are_called_penalty_points_when_the_setting_says_so(qtbot, window):
    window._use_loser_counts("penalty points")
    window.start(GameSetup("ultimate-loser", 3, 4, seats(3), {}, None))
    assert "4 penalty points" in window.scene.caption.text()
    assert all("penalty point" in note for note in window.scene.seat_notes)
    assert all("Penalty points: 0" in text for text in window.scene.labels.texts())
    window._use_loser_counts("drinks")
    assert "4 drinks" in window.scene.caption.text()
    assert "drink" in window.scene.seat_notes[0]
    assert all("Drinks: 0" in text for text in window.scene.labels.texts())


def test_an_open_ended_game_ends_from_the_game_menu(qtbot, window):
    window.start(GameSetup("ultimate-loser", 2, 6, seats(2), {"hands": 0}, None))
    c = window.controller
    wait_for_turn(qtbot, window, lambda: False)
    assert c.can_end_game()
    window.menus.end_action.trigger()
    qtbot.waitUntil(lambda: hasattr(window, "game_over_box"), timeout=WAIT_MS)
    assert c.state.is_over


def test_a_game_of_fixed_length_cannot_be_ended_early(qtbot, window):
    window.start(GameSetup("ultimate-loser", 2, 6, seats(2), {}, None))
    wait_for_turn(qtbot, window, lambda: False)
    assert not window.controller.can_end_game()
    assert not window.menus.end_action.isEnabled()  # not offered; asked anyway, it says no
    with qtbot.waitSignal(window.controller.refused, timeout=WAIT_MS):
        window.controller.end_game()
    assert not window.controller.state.is_over


def test_ultimate_loser_is_chosen_in_the_new_game_dialog_for_two_to_seven(qtbot):
    from cardtable.engine.rng import Rng
    from cardtable.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(Settings(), Rng(3))
    qtbot.addWidget(dialog)
    index = dialog.game.findData("ultimate-loser")
    assert dialog.game.model().item(index).isEnabled()
    dialog.game.setCurrentIndex(index)
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 7)
    assert [dialog.preset.itemData(i) for i in range(3)] == ["standard", "joker", "open-ended"]
    dialog.players.setValue(5)
    setup = dialog.setup()
    assert (setup.game_id, setup.players, setup.preset) == ("ultimate-loser", 5, "standard")
    assert [s.kind for s in setup.seats] == ["person", "rule", "rule", "rule", "rule"]


def test_a_play_can_be_picked_and_made_by_keys_alone(qtbot, window):
    window.start(GameSetup("ultimate-loser", 3, 1, seats(3), {}, None))  # you lead first
    c = window.controller
    wait_for_turn(qtbot, window, lambda: False)
    view = window.view
    view.setFocus()
    QTest.keyClick(view.viewport(), Qt.Key.Key_Right)
    QTest.keyClick(view.viewport(), Qt.Key.Key_Return)
    picked = window.scene.selected_cards()
    assert len(picked) == 1 and window.commit_button.text().startswith("Play: ")
    QTest.keyClick(view.viewport(), Qt.Key.Key_P)
    assert c.state.log[0] == picked[0]  # a single's action is its card


def test_a_card_dragged_onto_the_gin_card_swaps_when_the_person_cannot_follow(
        qtbot, window, monkeypatch):
    from cardtable.engine.cards import parse_card, parse_cards
    from cardtable.games.ultimate_loser.plays import play_for_cards
    from cardtable.games.ultimate_loser.rules import RULES, Deal

    # Bot 1 leads a pair of 9s; you hold four cards of four ranks: no pair to follow with
    deal = Deal((tuple(parse_cards("3C 5D 7H JC")), tuple(parse_cards("9C 9D 2S 4S"))),
                tuple(parse_cards("KS QH")))
    dealt = RULES.new_game

    def hand_made(options, seed, players, preset=None):
        return dealt(options, seed, players, preset, deals=[deal], dealer=0)

    monkeypatch.setattr(RULES, "new_game", hand_made)
    window.resume(GameSetup("ultimate-loser", 2, 5, seats(2), {"hands": 0}, None),
                  [play_for_cards(parse_cards("9C 9D"))])
    c = window.controller
    wait_for_turn(qtbot, window, lambda: False)
    assert not c.turn.game.plays and set(c.turn.game.swaps) == set(parse_cards("3C 5D 7H JC"))
    three = parse_card("3C")
    drag_card_to(qtbot, window, three, window.scene.layer.gin.sceneBoundingRect().center())
    qtbot.waitUntil(lambda: c.state.gin == three, timeout=WAIT_MS)
    assert c.state.log[-1] == SWAP_BASE + three
    assert c.state.hands[0] >> parse_card("KS") & 1  # the old gin card came to the hand
    # End the game while the hand-made deal stands: a table left waiting for the person would
    # be asked again (replaying its log) when the test's translator goes at the very end
    wait_for_turn(qtbot, window, lambda: False)
    window.menus.end_action.trigger()
    qtbot.waitUntil(lambda: c.state.is_over and c.turn is None, timeout=WAIT_MS)

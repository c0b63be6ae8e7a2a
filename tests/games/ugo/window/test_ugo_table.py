"""U-G-O at the table, by drags and clicks: a whole duel against the computer, the choices a
picked card offers, the defender's question, the log in words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cardtable.engine.protocol import Phase
from cardtable.engine.registry import replay
from cardtable.games.ugo import actions as A
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.storage.settings import Settings
from cardtable.ui.main_window import MainWindow

from ....deadlines import WAIT_MS
from ....ui.test_more_games import wait_for_turn

OPPONENT = "rule"


@pytest.fixture
def window(open_window):
    return open_window(keep_games=False, size=(1280, 800))


def duel(players: int = 2) -> tuple[SeatSetup, ...]:
    return (SeatSetup("You", PERSON),
            *(SeatSetup(f"Bot {i}", OPPONENT) for i in range(1, players)))


def drag_item(w: MainWindow, item, target: QPointF) -> None:
    """Press on a card item, move it in steps to ``target`` (scene point), let go."""
    rect = item.sceneBoundingRect()
    start = rect.center()
    viewport = w.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=w.view.mapFromScene(start))
    for k in range(1, 9):
        QTest.mouseMove(viewport, w.view.mapFromScene(start + (target - start) * (k / 8)))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=w.view.mapFromScene(target))


def click_item(qtbot, w: MainWindow, item) -> None:
    point = item.sceneBoundingRect().center()
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=w.view.mapFromScene(point))


def click_choice_named(qtbot, w: MainWindow, words: str) -> None:
    button = next(b for b in w.choice_bar.buttons if words in b.text())
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def hand_item(w: MainWindow, card: int):
    return next(i for i in w.scene.hands[w.scene.person] if i.card == card)


def take_duel_turn(qtbot, w: MainWindow) -> str:
    """One decision by gestures: answer an attack, play a card by dragging it onto the own row,
    attack by dragging onto the target, else end the turn through the choice bar."""
    c, scene = w.controller, w.scene
    turn = c.turn
    actions = turn.game.actions
    if turn.phase is Phase.RESPOND:
        click_choice_named(qtbot, w, "Play a 10" if A.BLOCK in actions else "Take")
        return "answer"
    me, duel = scene.person, scene.layer
    view = turn.game.view
    plays = [a for a in actions if A.kind_of(a) == A.PLAY_ATTACK and A.arg_of(a) == 0]
    if plays:
        card = A.card_of(min(plays))
        row, _ = duel.places.row(me)
        drag_item(w, hand_item(w, card), row)
        return "play"
    attacks = sorted(a for a in actions if A.kind_of(a) == A.ATTACK)
    if attacks:
        slot, target = A.card_of(attacks[0]), A.arg_of(attacks[0])
        attacker = duel.in_play[me][slot].item
        if target == A.AT_PLAYER:
            point, _ = duel.places.row(view.target)
        else:
            point = duel.in_play[view.target][target].item.sceneBoundingRect().center()
        drag_item(w, attacker, point)
        return "attack"
    click_choice_named(qtbot, w, "End your turn")
    return "end"


@pytest.mark.parametrize("players", [2, 4])
def test_a_whole_duel_is_played_by_drags_and_clicks(qtbot, window, players):
    setup = GameSetup("ugo", players, 7, duel(players), {}, None)
    window.start(setup)
    c = window.controller
    done = {"answer": 0, "play": 0, "attack": 0, "end": 0}
    for _ in range(2000):
        wait_for_turn(qtbot, window, lambda: c.state.is_over)
        if c.state.is_over:
            break
        before = len(c.state.log)
        done[take_duel_turn(qtbot, window)] += 1
        qtbot.waitUntil(lambda before=before: len(c.state.log) > before or c.state.is_over,
                        timeout=WAIT_MS)
    assert c.state.is_over
    assert done["play"] and done["attack"] and done["end"]
    engine = replay("ugo", {}, setup.seed, players, c.state.log)
    assert engine.winners == c.state.winners and engine.scores == c.state.scores
    qtbot.waitUntil(lambda: hasattr(window, "game_over_box"), timeout=WAIT_MS)
    lines = window.game_log.lines()
    assert any("milled" in line or "destroyed" in line for line in lines)
    assert lines[-1].endswith("won the duel.")


def test_a_picked_card_offers_what_it_can_do(qtbot, window):
    window.start(GameSetup("ugo", 2, 7, duel(), {}, None, ))
    c = window.controller
    wait_for_turn(qtbot, window, lambda: False)
    turn = c.turn
    card = next(A.card_of(a) for a in sorted(turn.game.actions)
                if A.kind_of(a) == A.PLAY_HIDDEN)
    click_item(qtbot, window, hand_item(window, card))
    labels = [b.text() for b in window.choice_bar.buttons]
    assert any("face down" in text for text in labels) and labels[-1] == "End your turn"
    click_choice_named(qtbot, window, "face down")
    qtbot.waitUntil(lambda: c.state.tables[0] != [], timeout=WAIT_MS)
    placed = c.state.tables[0][-1]
    assert placed.card == card and not placed.face_up and not placed.attack
    # the others see its back, the person sees it half see-through
    assert c.state.view(1).tables[0][-1].card == -1
    assert window.scene.layer.in_play[0][-1].item.opacity() < 1


def test_the_defender_is_asked_whether_to_play_a_10():
    from cardtable.engine.cards import parse_card, parse_cards
    from cardtable.games.ugo.presenter import duel_turn
    from cardtable.games.ugo.rules import RULES, Deal

    # Seat 1 attacks on its first turn (turn 2 of 2 players) with a 5♠ it plays; seat 0
    # holds a 10.
    deal = Deal((tuple(parse_cards("2C 3C 4C", 0)), tuple(parse_cards("3D 4D 5D", 1))),
                (tuple(parse_cards("10H 9C 8C KC JC", 0)),
                 tuple(parse_cards("5S 9D 8D KD JD", 1))))
    state = RULES.new_game({}, 1, 2, deal=deal, first=0)
    state.apply(A.END_TURN)
    five = parse_card("5S", 1)
    state.apply(A.make(A.PLAY_ATTACK, five))
    state.apply(A.make(A.ATTACK, 0, A.AT_PLAYER))
    turn = duel_turn(state, 0)
    assert turn.phase is Phase.RESPOND
    assert [c.label for c in turn.choices] == ["Play a 10: stop the attack", "Take the attack"]
    assert "play a 10" in turn.prompt


def test_ugo_is_chosen_in_the_new_game_dialog_for_two_to_four(qtbot):
    from cardtable.engine.rng import Rng
    from cardtable.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(Settings(), Rng(3))
    qtbot.addWidget(dialog)
    index = dialog.game.findData("ugo")
    assert dialog.game.model().item(index).isEnabled()
    dialog.game.setCurrentIndex(index)
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 4)
    assert dialog.players.value() == 2
    dialog.players.setValue(4)
    setup = dialog.setup()
    assert (setup.game_id, setup.players) == ("ugo", 4)
    assert [s.kind for s in setup.seats] == ["person", "rule", "rule", "rule"]


def test_a_move_is_undone_and_last_trick_points_to_the_log(qtbot, window):
    window.start(GameSetup("ugo", 2, 7, duel(), {}, None))
    c = window.controller
    wait_for_turn(qtbot, window, lambda: False)
    before = list(c.state.log)
    hand_before = sorted(c.state.hands[0])
    play = min(a for a in c.turn.game.actions if A.kind_of(a) == A.PLAY_DEFENCE)
    assert c.decide([play])
    wait_for_turn(qtbot, window, lambda: False)
    assert c.state.tables[0]
    assert c.undo()
    wait_for_turn(qtbot, window, lambda: False)
    assert c.state.log == before and sorted(c.state.hands[0]) == hand_before
    assert c.state.tables[0] == [] and window.scene.layer.in_play[0] == []
    window.menus.last_trick_action.trigger()
    assert "log" in window.scene.notice_text()


def test_the_table_counts_the_same_cards_as_the_game(qtbot, window):
    window.start(GameSetup("ugo", 3, 11, duel(3), {}, None))
    c = window.controller
    for _ in range(40):
        wait_for_turn(qtbot, window, lambda: c.state.is_over)
        if c.state.is_over:
            break
        qtbot.waitUntil(lambda: not window.scene.animator.busy, timeout=WAIT_MS)
        view = c.person_view()
        duel_table = window.scene.layer
        assert duel_table.decks == list(view.deck_sizes)
        assert [len(h) for h in window.scene.hands] == list(view.hand_sizes)
        assert [[i.card for i in p] for p in duel_table.discards] == \
            [list(p) for p in view.discards]
        assert [len(r) for r in duel_table.in_play] == [len(t) for t in view.tables]
        take_duel_turn(qtbot, window)


def test_a_loaded_duel_tells_its_story_again(qtbot, window):
    setup = GameSetup("ugo", 2, 7, duel(), {}, None)
    window.start(setup)
    c = window.controller
    for _ in range(6):  # this duel is lost in nine decisions
        wait_for_turn(qtbot, window, lambda: c.state.is_over)
        before = len(c.state.log)
        take_duel_turn(qtbot, window)
        qtbot.waitUntil(lambda before=before: len(c.state.log) > before, timeout=WAIT_MS)
    wait_for_turn(qtbot, window, lambda: c.state.is_over)
    told = window.game_log.lines()
    assert any(line.startswith("— Turn 3") for line in told)
    window.game_log.clear()
    c.load(setup, list(c.state.log))
    wait_for_turn(qtbot, window, lambda: c.state.is_over)
    assert window.game_log.lines() == told


def test_the_log_says_your_deck_not_yous(qtbot):
    from cardtable.games.ugo.events import CardStolen
    from cardtable.games.ugo.window.log import sentence

    names = ["You", "Alice"]
    assert sentence(CardStolen(1, 0, 5), names, 0) == "Alice took 7♣ from the top of your deck."
    assert sentence(CardStolen(0, 1, 5), names, 0) == "You took 7♣ from the top of Alice's deck."

"""U-G-O's table and words under the house rules that change what they must say: the values of
an equipped card as "Equips and doubling" counts them, the turns and the attacks going different
ways when a 9 reverses only the attacks, and a 10 that stops an Ace, King or Jack. Each on a
hand-made table; the person sits at seat 0 and is called Sam at the table, "You" in the log."""

from __future__ import annotations

import pytest

from cardtable.engine.events import Event
from cardtable.games.ugo import actions as A
from cardtable.games.ugo.presenter import PRESENTER, duel_turn
from cardtable.games.ugo.rules import UgoState
from cardtable.games.ugo.window.log import sentence
from cardtable.session.setup import TableSnapshot
from cardtable.ui.game_log import GameLog
from cardtable.ui.games import game_ui
from cardtable.ui.table.scene import TableScene

from ....deadlines import WAIT_MS
from ..helpers import attack, card, equip, game, play_attack, run, special

DECK = "8C 8D 8H 6C 6H 7H 7S 3S 4C"  # no Queen, and nothing the tests below play
END = A.END_TURN
NAMES = ("Sam", "Ann", "Ben")
LOG_NAMES = ("You", "Ann", "Ben")


def table(state: UgoState) -> TableScene:
    """A table laid out from the person's view as the game stands (a new game, a load)."""
    scene = TableScene(speed="off")
    scene.reset(TableSnapshot(state.view(0), NAMES[:state.players], 0))
    return scene


def table_caption(view) -> str:
    """The caption in the table's corner."""
    return PRESENTER.caption(view, "drinks")


def show(qtbot, scene: TableScene, events: list[Event]) -> None:
    """Play the events on the table and wait until they are shown."""
    scene.show_events(events)
    qtbot.waitUntil(lambda: not scene.animator.busy, timeout=WAIT_MS)


def value_texts(scene: TableScene) -> list[str]:
    """The values shown under the cards in play."""
    return [t.text() for t in scene.layer.words.texts if t.text().startswith("A ")]


# ---- equips and doubling --------------------------------------------------------------------

@pytest.mark.parametrize(("when", "values"), [("after", (12, 7)), ("before", (14, 7))])
def test_an_equipped_card_shows_the_values_the_engine_counts(qtbot, when, values):
    state = game((DECK, DECK), ("5S 4D", ""), equips=when)
    scene = table(state)
    show(qtbot, scene, run(state, play_attack(card("5S")), equip(card("4D"), 0)))
    engine = state.view(0).tables[0][0]
    assert (engine.attack_value, engine.defence_value) == values
    shown = "A {} / D {}".format(*values)
    assert value_texts(scene) == [shown]
    assert value_texts(table(state)) == [shown]


# ---- what a 9 reverses ----------------------------------------------------------------------

def test_when_a_nine_turns_only_the_attacks_the_table_shows_both_ways(qtbot):
    state = game((DECK,) * 3, ("9C", "", ""), nine_reverses="attacks")
    scene = table(state)
    assert scene.layer.words.arrow.toPlainText() == "↻"
    events = state.apply(special(card("9C")))
    show(qtbot, scene, events)
    arrows = scene.layer.words.arrow.toPlainText()
    assert "↻" in arrows and "↺" in arrows
    assert arrows.index("turns") < arrows.index("attacks")
    assert scene.layer.words.arrow.sceneBoundingRect().left() >= 0  # both beside the person's row
    assert scene.notice_text() == (
        "You turned the attacks the other way; the turns go on as before.")
    assert sentence(events[-1], LOG_NAMES, 0) == (
        "You reversed the attacks: they go anticlockwise; the turns still go clockwise.")
    show(qtbot, scene, state.apply(END))  # Ann plays next, clockwise, and targets Sam
    assert (state.turn_seat, state.target) == (1, 0)
    assert scene.layer.words.arrow.toPlainText() == arrows
    assert table(state).layer.words.arrow.toPlainText() == arrows
    assert table_caption(state.view(0)) == (
        "Turn 2 (first round: no attacks)  ·  turns clockwise ↻  ·  attacks anticlockwise ↺")


def test_a_nine_that_turns_the_turns_too_shows_one_way(qtbot):
    state = game((DECK,) * 3, ("9C", "", ""))
    scene = table(state)
    events = state.apply(special(card("9C")))
    show(qtbot, scene, events)
    assert scene.layer.words.arrow.toPlainText() == "↺"
    assert scene.notice_text() == "You reversed the direction of play."  # Sam is the person
    assert sentence(events[-1], LOG_NAMES, 0) == (
        "You reversed the direction: play goes anticlockwise.")
    assert table_caption(state.view(0)) == "Turn 1 (first round: no attacks)  ·  anticlockwise ↺"


# ---- a 10 against an Ace, King or Jack --------------------------------------------------------

@pytest.mark.parametrize(("ten", "nine", "prompt", "labels"), [
    (True, False, "K♠ is played on you: play a 10 to stop it?",
     ["Play a 10: stop the K♠", "Let it happen"]),
    (False, True, "K♠ is played on you: play a 9 to turn it back?",
     ["Let it happen", "Play a 9: turn it back"]),
    (True, True, "K♠ is played on you: play a 10 to stop it, or a 9 to turn it back?",
     ["Play a 10: stop the K♠", "Let it happen", "Play a 9: turn it back"]),
])
def test_the_target_of_a_king_is_asked_what_the_rules_let_him_answer(ten, nine, prompt, labels):
    state = game((DECK, DECK), ("KS", "9D 10D"), nine_counters=nine, ten_stops_specials=ten)
    state.apply(special(card("KS")))
    turn = duel_turn(state, 1)
    assert turn.prompt == prompt
    assert [c.label for c in turn.choices] == labels


@pytest.mark.parametrize(("hands", "moves", "said", "logged"), [
    (("KS", "10D"), [special(card("KS"))],  # Sam plays a K♠ on Ann
     "Ann played a 10 and stopped the K♠.", "Ann played a 10 and stopped the K♠."),
    (("10D", "5S"), [END, play_attack(card("5S", 1)), attack(0)],  # Ann attacks Sam
     "You played a 10 and stopped the attack.", "You played a 10 and stopped the attack."),
])
def test_a_ten_is_told_by_what_it_stopped(qtbot, hands, moves, said, logged):
    state = game((DECK, DECK), hands, ten_stops_specials=True)
    scene = table(state)
    before = run(state, *moves)
    asked = table(state)  # laid out while the 10 is awaited, as a game loaded then is
    answer = state.apply(A.BLOCK)
    show(qtbot, scene, before)
    show(qtbot, scene, answer)
    assert scene.notice_text() == said
    show(qtbot, asked, answer)
    assert asked.notice_text() == said
    log = GameLog()
    qtbot.addWidget(log)
    log.add(game_ui("ugo"), before, LOG_NAMES[:2], 0)
    log.add(game_ui("ugo"), answer, LOG_NAMES[:2], 0)
    assert log.lines()[-1] == logged

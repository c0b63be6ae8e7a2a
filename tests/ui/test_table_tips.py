"""Every word on the table says what it means when pointed at: name plates, the caption, the
deal's score panel, U-G-O's numbers, the banner; and every button of the prompt."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from cardtable.controller.turns import Choice, PersonTurn
from cardtable.engine.protocol import Phase
from cardtable.engine.registry import GAMES, get
from cardtable.games.ugo.presenter import DuelTurn
from cardtable.games.ultimate_loser.presenter import CombinationTurn
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.ui.choice_tips import with_tips
from cardtable.ui.games import game_ui
from cardtable.ui.table.table_tips import plate_tip

from ..deadlines import WAIT_MS


def words_without_tips(window) -> list[str]:
    """The words on show on the table, and the prompt's buttons, that have no tooltip."""
    missing = []
    for item in window.scene.items():
        if not isinstance(item, (QGraphicsTextItem, QGraphicsSimpleTextItem)):
            continue
        text = item.toPlainText() if isinstance(item, QGraphicsTextItem) else item.text()
        if item.isVisible() and text.strip() and not item.toolTip():
            missing.append(text)
    buttons = [*window.choice_bar.buttons, window.commit_button]
    missing += [b.text() for b in buttons if not b.isHidden() and not b.toolTip()]
    return missing


def decision(turn: PersonTurn, pick: random.Random) -> list[int]:
    """A legal decision for the person's turn, by chance."""
    if isinstance(turn.game, DuelTurn):
        return [pick.choice(sorted(turn.game.actions))]
    if isinstance(turn.game, CombinationTurn):
        return [pick.choice([*turn.game.plays.values(), *(c.action for c in turn.choices)])]
    if turn.choices:
        return [pick.choice([c.action for c in turn.choices if c.enabled])]
    if turn.phase is Phase.PASS:
        return pick.sample(sorted(turn.legal), turn.to_choose)
    return [pick.choice(sorted(turn.legal))]


@pytest.mark.parametrize("game_id", [rules.id for rules in GAMES])
def test_every_word_and_button_on_the_table_has_a_tooltip(qtbot, window, game_id):
    players = get(game_id).default_players
    seats = (SeatSetup("You", PERSON), *(SeatSetup(f"Bot {i}", "easy" if i == 1 else "rule")
                                         for i in range(1, players)))
    window.start(GameSetup(game_id, players, 11, seats, {}, None))
    c, pick = window.controller, random.Random(11)
    for _ in range(40):  # a deal, or a U-G-O game's first turns
        qtbot.waitUntil(lambda: c.state.is_over or (c.turn is not None
                                                    and not window.scene.animator.busy),
                        timeout=WAIT_MS)
        qtbot.waitUntil(lambda: not words_without_tips(window), timeout=WAIT_MS)
        if c.state.is_over or c.state.sheet:
            break
        assert c.decide(decision(c.turn, pick))
    window.show_last_trick()  # what was played last, shown again
    qtbot.waitUntil(lambda: not words_without_tips(window), timeout=WAIT_MS)
    plates = window.scene.labels.items
    assert plates and all(p.toolTip() for p in plates)
    assert "Easy" in plates[1].toolTip() and "(you)" in plates[0].toolTip()


def test_the_score_panel_says_what_it_shows(qtbot, window):
    seats = (SeatSetup("You", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in (1, 2, 3)))
    window.start(GameSetup("up-and-down", 4, 3, seats, {}, None))
    window.scene.panel.show("<h3>Deal 1</h3><table><tr><td>You</td><td>+5 (0/1)</td></tr>")
    box = window.scene.panel.box
    qtbot.waitUntil(lambda: "3/2" in box.toolTip(), timeout=WAIT_MS)
    assert all("3/2" in item.toolTip() for item in box.childItems())


def test_a_plate_says_what_each_of_its_lines_means():
    def words(game_id):
        return game_ui(game_id).help_words.table_words()

    tip = plate_tip(words("up-and-down"), "Ann", "easy", "Score", True, True, True, True)
    assert "Ann" in tip and "level Easy" in tip
    assert "exact bid" in tip  # the bid and tricks line
    assert "deals" in tip and "turn" in tip
    assert "Drinks: what this player has drunk" in plate_tip(
        words("ultimate-loser"), "Ann", "rule", "Drinks", True, False, False, False)
    assert "deck" in plate_tip(words("ugo"), "Ann", "rule", "", False, True, False, False)


def test_an_enabled_choice_says_what_it_does():
    bidding = PersonTurn(Phase.BID, frozenset(), {}, 1, "")
    bid = game_ui("up-and-down").choice_tip(bidding, Choice(42, "Bid 2", True))
    assert bid.startswith("Bid 2") and "tricks" in bid
    playing = PersonTurn(Phase.PLAY, frozenset(), {}, 0, "")
    assert "drink" in game_ui("ultimate-loser").choice_tip(playing, Choice(0, "Pass", True))
    tipped = with_tips([Choice(42, "Bid 2", True)], bidding, "up-and-down")
    assert tipped[0].tip == bid

"""The game for everyone: played by keyboard alone, told in words for screen readers, and a
four-colour deck for those who tell red from black badly."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardtable.engine.cards import parse_card
from cardtable.engine.events import Played, TrickWon
from cardtable.engine.protocol import Phase
from cardtable.games.black_lady.events import HeartsBroken
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.ui.games import game_ui

from ..deadlines import WAIT_MS
from .test_more_games import seats
from .test_table import make_setup, wait_for_turn

TRICKS, UGO = game_ui("black-lady"), game_ui("ugo")


def press(qtbot, w, key: Qt.Key) -> None:
    qtbot.keyClick(w.view, key)


def focused_card(w) -> int:
    scene = w.scene
    return scene.hands[scene.person][scene.focus_index].card


def test_a_whole_hand_is_played_with_keys_alone(qtbot, window):
    window.start(make_setup(seed=3))  # Morehead: three cards passed to the left
    c = window.controller
    window.view.setFocus()
    passes = plays = 0
    while plays < 13:
        wait_for_turn(qtbot, window)
        turn = c.turn
        if turn.phase is Phase.PASS:
            while len(window.scene.selected) < turn.to_choose:
                while focused_card(window) in window.scene.selected:
                    press(qtbot, window, Qt.Key.Key_Right)
                press(qtbot, window, Qt.Key.Key_Return)
            before = len(c.state.log)
            press(qtbot, window, Qt.Key.Key_P)
            qtbot.waitUntil(lambda b=before: len(c.state.log) > b, timeout=WAIT_MS)
            passes += 1
        else:
            while focused_card(window) not in turn.legal:
                press(qtbot, window, Qt.Key.Key_Right)
            before = len(c.state.log)
            press(qtbot, window, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda b=before: len(c.state.log) > b, timeout=WAIT_MS)
            plays += 1
    qtbot.waitUntil(lambda: len(c.state.sheet) == 1, timeout=WAIT_MS)
    assert passes == 1
    assert sum(c.state.sheet[0].points) == 26  # every penalty point of the deck was taken


def test_every_play_and_trick_is_told_in_words(qtbot, window):
    said = window.announcer.said
    window.announcer.tell([Played(1, parse_card("QS")), HeartsBroken(2, parse_card("5H")),
                           TrickWon(3, ((1, parse_card("QS")),), 13)],
                          ["You", "West", "North", "East"], 0, TRICKS)
    assert said[-3:] == ["West played the queen of spades.", "Hearts are broken.",
                         "East took the trick, with 13 points."]
    window.announcer.tell([TrickWon(2, ((1, parse_card("JS")),), -2)],
                          ["You", "West", "North", "East"], 0, TRICKS)
    assert said[-1] == "North took the trick, losing 2 points."  # Ugly's Jacks cost
    window.announcer.tell([Played(0, parse_card("2C"))], ["You", "West", "North", "East"], 0,
                          TRICKS)
    assert said[-1] == "You played the two of clubs."
    assert window.announcer.text() == said[-1]


def test_hearts_broken_by_the_black_lady_are_told(window):
    # "Hearts broken by any heart or the black lady": the engine reports the Q♠ breaking them
    window.announcer.tell([Played(1, parse_card("QS")), HeartsBroken(1, parse_card("QS"))],
                          ["You", "West", "North", "East"], 0, TRICKS)
    assert window.announcer.said[-2:] == ["West played the queen of spades.",
                                          "Hearts are broken."]


def test_a_ten_in_ugo_is_told_by_what_it_stopped(window):
    from cardtable.games.ugo.events import AttackBlocked, AttackDeclared, SpecialPlayed

    names, ten = ["You", "West"], parse_card("10D")
    window.announcer.tell([AttackBlocked(0, ten)], names, 0, UGO)  # what it answered: unheard
    assert window.announcer.said[-1] == "You played a 10."
    window.announcer.tell([SpecialPlayed(1, parse_card("KS", 1), 0)], names, 0, UGO)
    window.announcer.tell([AttackBlocked(0, ten)], names, 0, UGO)
    assert window.announcer.said[-1] == "You played a 10 and stopped the K♠."
    window.announcer.tell([AttackDeclared(1, 0, 0, -1)], names, 0, UGO)
    window.announcer.tell([AttackBlocked(0, ten)], names, 0, UGO)
    assert window.announcer.said[-1] == "You played a 10 and stopped the attack."


def test_the_view_menu_switches_the_four_colour_deck_and_remembers_it(qtbot, window):
    window.start(make_setup(seed=6))
    assert not window.scene.renderer.four_colours
    window.menus.four_colours_action.trigger()
    assert window.scene.renderer.four_colours and window.settings.four_colour_deck
    window.menus.four_colours_action.trigger()
    assert not window.scene.renderer.four_colours and not window.settings.four_colour_deck


def test_bids_are_made_with_keys_and_the_keyboard_comes_back_to_the_cards(qtbot, window):
    window.start(GameSetup("up-and-down", 3, 5, seats(3), {}, None))
    c = window.controller
    window.view.setFocus()
    wait_for_turn(qtbot, window)
    assert c.turn.phase is Phase.BID  # the first deal starts with the bids
    buttons, choices = window.choice_bar.buttons, c.turn.choices
    enabled = [k for k, choice in enumerate(choices) if choice.enabled]
    assert buttons[enabled[0]].hasFocus()  # the keyboard came to the bids
    qtbot.keyClick(buttons[enabled[0]], Qt.Key.Key_Right)
    assert buttons[enabled[1]].hasFocus()
    before = len(c.state.log)
    qtbot.keyClick(buttons[enabled[1]], Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.log) > before, timeout=WAIT_MS)
    assert c.state.log[before] == choices[enabled[1]].action
    wait_for_turn(qtbot, window)
    assert c.turn.phase is Phase.PLAY and window.view.hasFocus()  # and back to the cards


def test_in_ugo_the_keyboard_reaches_the_cards_in_play(qtbot, window):
    seats = (SeatSetup("You", PERSON), SeatSetup("Bot", "rule"))
    window.start(GameSetup("ugo", 2, 3, seats, {}, None))
    c, scene = window.controller, window.scene
    window.view.setFocus()
    while not scene.layer.in_play or not scene.layer.in_play[scene.person]:
        wait_for_turn(qtbot, window)
        if c.turn.phase is not Phase.PLAY:  # asked for a 10: the keyboard is on the choices
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
            continue
        before = len(c.state.log)
        press(qtbot, window, Qt.Key.Key_Return)  # pick the card with the focus …
        if window.choice_bar.has_focus():  # … and take the first thing it can do
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        qtbot.waitUntil(lambda b=before: len(c.state.log) > b, timeout=WAIT_MS)
    wait_for_turn(qtbot, window)
    while c.turn.phase is not Phase.PLAY:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        wait_for_turn(qtbot, window)
    window.view.setFocus()
    hand = len(scene.hands[scene.person])
    while scene.focus_index < hand:  # past the hand, onto the cards in play
        press(qtbot, window, Qt.Key.Key_Right)
    in_play = scene.layer.in_play[scene.person][scene.focus_index - hand].item
    press(qtbot, window, Qt.Key.Key_Return)
    assert scene.layer.picked_slots == {scene.focus_index - hand} or in_play.focused
    assert window.choice_bar.has_focus()  # what the card in play can do, by keyboard


def test_every_kind_of_event_is_told(window):
    from cardtable.engine.events import BidMade, DealScored, Dealt, GameOver, Passed, TrumpChosen
    from cardtable.engine.texts import N_, Words
    from cardtable.games.black_lady.events import TrickRolledOver
    from cardtable.games.ultimate_loser.events import (
        CombinationPlayed,
        GinSwapped,
        TurnPassed,
        UltimateLoserFound,
    )

    c = parse_card
    names = ["You", "West", "North"]
    told = {
        Dealt(0, 1, ((c("2C"), c("QS")), (), ())): "West dealt. Your cards: the two of clubs, "
                                                     "the queen of spades.",
        TrumpChosen(None): "No trumps this deal.",
        TrumpChosen(2, 1): "Trumps are hearts.",
        BidMade(2, 3): "North bid 3.",
        Passed(((0, 1, (c("AH"),)), (2, 0, (c("10D"),)), (1, 2, (c("5C"),)))):
            "You passed the ace of hearts to West. North passed you the ten of diamonds.",
        TrickRolledOver(((0, c("3C")),), 1): "Nobody took the trick: its cards wait for the "
                                             "next one.",
        CombinationPlayed(1, (c("9C"), c("9D")), Words(N_("Pair of {ranks}"), ranks="9s")):
            "West played a pair of nines: the nine of clubs, the nine of diamonds.",
        TurnPassed(0): "You passed.",
        GinSwapped(2, c("4S"), c("KH")): "North swapped the four of spades for the gin card, "
                                         "the king of hearts.",
        UltimateLoserFound(1, 5): "West is the Ultimate Loser.",
        DealScored(0, (1, 2, 3), (4, 5, 6), (0, 0, 0)): "The deal is over. Scores: You 4, "
                                                         "West 5, North 6.",
        GameOver((2,), (4, 5, 6)): "North won the game.",
    }
    loser = game_ui("ultimate-loser")  # which tells its own events
    for event, words in told.items():
        game = loser if isinstance(event, CombinationPlayed | TurnPassed | GinSwapped
                                   | UltimateLoserFound) else TRICKS
        window.announcer.tell([event], names, 0, game)
        assert window.announcer.said[-1] == words
    said = len(window.announcer.said)
    window.announcer.tell([Dealt(0, 1, ((), (c("2C"),), ()))], names, 0, TRICKS)  # none yours
    assert len(window.announcer.said) == said


def test_escape_takes_the_keyboard_from_the_choices_back_to_the_cards(qtbot, window):
    window.start(GameSetup("up-and-down", 3, 5, seats(3), {}, None))
    window.view.setFocus()
    wait_for_turn(qtbot, window)
    assert window.choice_bar.has_focus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert window.view.hasFocus() and window.controller.turn.phase is Phase.BID

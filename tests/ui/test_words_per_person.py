"""Messages are written per person: "You play…" for the person's seat, the name and the third
person for another's; plays named as a person says them; no internal wording."""

from __future__ import annotations

import pytest

from cardtable.controller.words import name_list, winners_text, won_text
from cardtable.engine.cards import parse_card as c
from cardtable.engine.events import BidMade, Dealt, GameOver, Played, TrickWon
from cardtable.engine.protocol import Phase
from cardtable.engine.registry import get
from cardtable.games.ugo.events import CardDrawn, CardEquipped, PlayerOut, TurnStarted
from cardtable.games.ugo.window.log import sentence
from cardtable.games.ultimate_loser.events import (
    CombinationPlayed,
    GinSwapped,
    TrickSettled,
    TurnPassed,
    UltimateLoserFound,
)
from cardtable.games.ultimate_loser.window.words import drinks_text, last_round_html, loser_text
from cardtable.session.setup import PERSON, GameSetup, SeatSetup, TableSnapshot
from cardtable.ui.announcer import Announcer, card_words
from cardtable.ui.games import game_ui
from cardtable.ui.table.scene import TableScene
from cardtable.ui.translation import available_languages, language_name

from ..deadlines import WAIT_MS

NAMES = ["You", "Alice", "Bruno"]
TRICKS, LOSER = game_ui("black-lady"), game_ui("ultimate-loser")


@pytest.fixture
def announcer(qtbot):
    a = Announcer()
    qtbot.addWidget(a)
    return a


def told(announcer: Announcer, event, game=TRICKS) -> str:
    announcer.tell([event], NAMES, 0, game)
    return announcer.said[-1]


@pytest.mark.parametrize(("event", "game", "yours", "theirs"), [
    (lambda s: Played(s, c("KC")), TRICKS, "You played the king of clubs.",
     "Alice played the king of clubs."),
    (lambda s: BidMade(s, 2), TRICKS, "You bid 2.", "Alice bid 2."),
    (lambda s: TrickWon(s, (), 0), TRICKS, "You took the trick.", "Alice took the trick."),
    (lambda s: TurnPassed(s), LOSER, "You passed.", "Alice passed."),
    (lambda s: GinSwapped(s, c("4S"), c("KH")), LOSER,
     "You swapped the four of spades for the gin card, the king of hearts.",
     "Alice swapped the four of spades for the gin card, the king of hearts."),
    (lambda s: UltimateLoserFound(s, 4), LOSER, "You are the Ultimate Loser.",
     "Alice is the Ultimate Loser."),
    (lambda s: Dealt(0, s, ((c("2C"),), (), ())), TRICKS,
     "You dealt. Your cards: the two of clubs.", "Alice dealt. Your cards: the two of clubs."),
    (lambda s: GameOver((s,), (0, 0, 0)), TRICKS, "You won the game.", "Alice won the game."),
])
def test_the_announcer_says_you_for_the_person_and_the_name_for_another(
        announcer, event, game, yours, theirs):
    assert told(announcer, event(0), game) == yours
    assert told(announcer, event(1), game) == theirs


def test_shared_wins_are_said_with_and(announcer):
    assert told(announcer, GameOver((0, 2), (0, 0, 0))) == "You and Bruno won the game."
    assert told(announcer, GameOver((1, 2), (0, 0, 0))) == "Alice and Bruno won the game."
    assert name_list(["A", "B", "C"]) == "A, B and C"


def test_ultimate_loser_plays_are_named_as_a_person_says_them(announcer):
    pair = CombinationPlayed(1, (c("QC"), c("QH")), "Pair of Queens")
    assert told(announcer, pair, LOSER) == (
        "Alice played a pair of queens: the queen of clubs, the queen of hearts.")
    three = CombinationPlayed(0, (c("KC"), c("KH"), c("KS")), "Three Kings")
    assert told(announcer, three, LOSER).startswith("You played three kings: ")
    run = CombinationPlayed(2, (c("5C"), c("6C"), c("7C")), "Straight flush")
    assert told(announcer, run, LOSER).startswith(
        "Bruno played a straight flush from the five of clubs to the seven of clubs: ")
    single = CombinationPlayed(0, (c("9D"),), "9♦")
    assert told(announcer, single, LOSER) == "You played the nine of diamonds."


def test_ultimate_losers_table_words_are_per_person():
    found = UltimateLoserFound(0, 4)
    assert loser_text(found, NAMES, "drinks", 0) == "You are the Ultimate Loser: 4 drinks!"
    assert loser_text(UltimateLoserFound(1, 4), NAMES, "drinks", 0) == (
        "Alice is the Ultimate Loser: 4 drinks!")
    settled = TrickSettled(0, 0, (0, 1, 1), (1,), (2,), 0)
    assert drinks_text(settled, NAMES, "drinks", 0) == (
        "You played best. Drinks: Alice (lowest play), Bruno (passed).")
    settled = TrickSettled(1, 1, (1, 0, 0), (0,), (), 0)
    assert drinks_text(settled, NAMES, "drinks", 0) == (
        "Alice played best. Drinks: you (lowest play).")


def test_the_last_round_panel_names_plays_in_words():
    from cardtable.games.ultimate_loser.view import RoundRecord

    record = RoundRecord(plays=((1, (c("QC"), c("QH"))),), passers=(), swaps=(), best=1,
                         leader=None, drinks=(0, 0, 0))
    html = last_round_html(record, NAMES, "drinks")
    assert "a pair of queens" in html and "Pair of" not in html


def test_the_duel_log_says_you_for_the_person():
    assert sentence(CardDrawn(0, c("7C")), NAMES, 0) == "You drew 7♣."
    assert sentence(CardDrawn(1, c("7C")), NAMES, 0) == "Alice drew 7♣."
    assert sentence(PlayerOut(0, 3), NAMES, 0) == "You could not draw and are out (place 3)."
    assert sentence(PlayerOut(2, 3), NAMES, 0) == "Bruno could not draw and is out (place 3)."
    assert sentence(TurnStarted(0, 4, 1), NAMES, 0) == "— Turn 4: yours —"
    assert sentence(TurnStarted(1, 4, 1), NAMES, 0) == "— Turn 4: Alice —"
    assert sentence(GameOver((0,), (0, 0, 0)), NAMES, 0) == "You won the duel."
    assert sentence(GameOver((1,), (0, 0, 0)), NAMES, 0) == "Alice won the duel."


def test_an_equip_names_the_card_in_play_not_a_slot_number():
    mine = sentence(CardEquipped(0, 1, c("7D")), NAMES, 0)
    assert mine == "You put 7♦ under your second card in play."
    theirs = sentence(CardEquipped(1, 0, c("7D")), NAMES, 0)
    assert theirs == "Alice put 7♦ under their first card in play."
    assert "card 1" not in theirs and "equipped" not in theirs


def test_the_status_line_says_who_won_as_a_person_would():
    assert winners_text((1,), NAMES, 0) == "Game over: Alice wins."
    assert winners_text((1, 2), NAMES, 0) == "Game over: Alice and Bruno win."
    assert winners_text((0,), NAMES, 0) == "Game over: you win."
    assert winners_text((0, 2), NAMES, 0) == "Game over: you and Bruno win."
    assert won_text((2,), NAMES, 0) == "Bruno won the game."


def test_languages_are_named_properly():
    assert language_name("en") == "English"
    assert language_name("de") == "Deutsch"
    assert language_name("ru") == "Русский"
    assert available_languages().get("en") == "English"


def wait_for_turn(qtbot, window) -> None:
    c_ = window.controller
    qtbot.waitUntil(lambda: (c_.turn is not None and not window.scene.animator.busy)
                    or c_.state.is_over, timeout=WAIT_MS)


def test_a_move_of_the_persons_and_anothers_are_told_in_the_right_person(qtbot, window):
    seats = (SeatSetup("You", PERSON), SeatSetup("Alice", "rule"), SeatSetup("Bruno", "rule"),
             SeatSetup("Chloé", "rule"))
    window.start(GameSetup("black-lady", 4, 11, seats, {}, "morehead"))
    control = window.controller
    while True:
        wait_for_turn(qtbot, window)
        turn = control.turn
        if turn.phase is not Phase.PASS:
            break
        control.decide(sorted(turn.legal)[: turn.to_choose])
    card = min(turn.legal)
    control.decide([card])
    qtbot.waitUntil(lambda: any(line.startswith("You played") for line in
                                window.announcer.said), timeout=WAIT_MS)
    said = window.announcer.said
    assert f"You played {card_words(card)}." in said
    assert any(line.startswith(("Alice played", "Bruno played", "Chloé played"))
               for line in said)
    assert not any(line.startswith("You plays") or " You played" in line for line in said)


def test_the_persons_seat_played_by_the_computer_is_not_thinking_as_you(qtbot, window):
    seats = (SeatSetup("You", PERSON), SeatSetup("Alice", "rule"), SeatSetup("Bruno", "rule"),
             SeatSetup("Chloé", "rule"))
    statuses: list[str] = []
    window.controller.status_changed.connect(statuses.append)
    window.start(GameSetup("black-lady", 4, 11, seats, {}, "morehead"))
    wait_for_turn(qtbot, window)
    window.controller.hand_seat_to_computer()
    playing = "The computer is playing for you — Game → Take my seat back"
    qtbot.waitUntil(lambda: window.controller.state.deal_no > 0 or playing in statuses,
                    timeout=WAIT_MS)
    assert playing in statuses
    assert not any(s.startswith("You is") or "(substitute)" in s for s in statuses)


def test_a_hint_names_an_ultimate_loser_play_as_a_person_says_it():
    from cardtable.controller.presenters import presenter_for
    from cardtable.engine.registry import get
    from cardtable.games.ultimate_loser.plays import CARD_LISTS, is_play

    state = get("ultimate-loser").new_game({}, 5, 4, None)
    while state.phase is not Phase.PLAY:
        state.step(state.legal_actions()[0])
    presenter = presenter_for("ultimate-loser")
    turn = presenter.person_turn(state, state.to_act)
    plays = [a for a in state.legal_actions() if is_play(a)]
    several = next((a for a in plays if len(CARD_LISTS[a]) == 2), None)
    single = next(a for a in plays if len(CARD_LISTS[a]) == 1)
    assert presenter.describe(state, turn, single).startswith("Play ")
    if several is not None:
        assert presenter.describe(state, turn, several).startswith("Play a pair of ")


def test_the_game_over_box_says_who_won_to_the_person(qtbot):
    from cardtable.ui.game_over import GameOverBox

    seats = (SeatSetup("You", PERSON), SeatSetup("Alice", "rule"), SeatSetup("Bruno", "rule"))
    setup = GameSetup("black-lady", 3, 1, seats, {}, "morehead")
    for winners, words in (((0,), "You won!"), ((0, 1), "You and Alice won!"),
                           ((2,), "Bruno won!"), ((1, 2), "Alice and Bruno won!")):
        box = GameOverBox(GameOver(winners, (1, 2, 3)), setup, "Points", [])
        qtbot.addWidget(box)
        assert box.text().startswith(f"<h3>{words}</h3>")


def test_an_attack_in_the_duel_log_begins_with_a_capital():
    from cardtable.games.ugo.events import AttackResolved

    told = sentence(AttackResolved(0, 0, 1, -1, 8, 0, "direct", card=c("4S")), NAMES, 0)
    assert told.startswith("Your 4♠")


def test_per_person_picks_the_persons_form():
    from cardtable.controller.words import per_person

    assert per_person(0, 0, NAMES, "{name} bid {bid}.", "You bid {bid}.", bid=3) == "You bid 3."
    assert per_person(2, 0, NAMES, "{name} bid {bid}.", "You bid {bid}.", bid=3) == (
        "Bruno bid 3.")


@pytest.mark.parametrize(("seat", "says"), [(0, "You bid 2."), (1, "Alice bid 2.")])
def test_the_table_s_banner_speaks_to_the_person(qtbot, seat, says):
    state = get("up-and-down").new_game(None, 3, 3)
    scene = TableScene(speed="off")
    scene.reset(TableSnapshot(state.view(0), tuple(NAMES), 0))
    scene.show_events([BidMade(seat, 2)])
    qtbot.waitUntil(lambda: scene.notice_text() == says, timeout=WAIT_MS)


@pytest.mark.parametrize(("winners", "says"), [((0,), "Game over: you win."),
                                               ((1,), "Game over: Alice wins.")])
def test_the_table_s_game_over_banner_speaks_to_the_person(qtbot, winners, says):
    state = get("black-lady").new_game(None, 3, 4)
    scene = TableScene(speed="off")
    scene.reset(TableSnapshot(state.view(0), (*NAMES, "Chloé"), 0))
    scene.show_events([GameOver(winners, (10, 20, 30, 40))])
    qtbot.waitUntil(lambda: scene.notice_text() == says, timeout=WAIT_MS)

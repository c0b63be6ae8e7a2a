"""U-G-O's first round whatever the 9s do, and the readings of the seed offered as house rules:
what a 9 reverses, a 10 against an Ace, King or Jack (alone and with Nine counters), and when
equips are added. Each on a hand-made table, for every value of its option.
"""

from __future__ import annotations

import pytest

from cardtable.engine.protocol import OptionError, Phase
from cardtable.games.ugo import actions as A
from cardtable.games.ugo.events import (
    AttackBlocked,
    AttackResolved,
    CardDestroyed,
    CardsMilled,
    CardStolen,
    SpecialCountered,
    SpecialPlayed,
)
from cardtable.games.ugo.options import OPTIONS
from cardtable.games.ugo.rules import RULES, UgoState

from .helpers import (
    attack,
    card,
    cards,
    counter,
    equip,
    game,
    legal_of,
    of_type,
    play_attack,
    play_defence,
    run,
    special,
    strike,
)

# Eighteen cards no test below puts in a hand, and no Queen (a milled Queen leaves the game);
# the top card, drawn first, is the last one written.
DECK = "AH AD 8C 8D 8H 9H 9S JC JD JH KC KD 6C 6H 7H 7S 3S 4C"
END = A.END_TURN
FIRST_ROUND = "in the first round only the last player may attack"


def decks(players: int) -> tuple[str, ...]:
    """The same eighteen cards for every seat, each seat's own."""
    return (DECK,) * players


def turns(state: UgoState, count: int) -> list[tuple[int, int]]:
    """End ``count`` turns in a row and list (whose turn, his target) after each."""
    seen = []
    for _ in range(count):
        state.apply(END)
        seen.append((state.turn_seat, state.target))
    return seen


# ---- the options as declared ----------------------------------------------------------------

def test_the_readings_are_declared_with_the_seeds_literal_reading_as_default():
    by_name = {o.name: o for o in OPTIONS}
    assert by_name["nine_reverses"].default == "turns"
    assert {c.value for c in by_name["nine_reverses"].choices} == {"turns", "attacks"}
    assert by_name["ten_stops_specials"].default is False
    assert by_name["equips"].default == "after"
    assert {c.value for c in by_name["equips"].choices} == {"after", "before"}
    assert all(o.label and o.help for o in OPTIONS)
    assert RULES.validate({}, 3) == {"suited_aces": False, "nine_counters": False,
                                     "nine_reverses": "turns", "ten_stops_specials": False,
                                     "equips": "after"}


@pytest.mark.parametrize(("name", "value"), [("nine_reverses", "both"), ("equips", True),
                                             ("ten_stops_specials", "yes")])
def test_a_reading_outside_its_choices_is_refused(name, value):
    with pytest.raises(OptionError) as refusal:
        RULES.validate({name: value}, 3)
    assert refusal.value.option == name


# ---- the first round --------------------------------------------------------------------------

def test_a_player_who_comes_round_again_before_all_have_played_may_not_attack_yet():
    # Seat 0 plays a 9 and the turn goes to seat 2, whose 9 sends it back to seat 0: turn 3,
    # but seat 1 has not had a turn, so the first round goes on and seat 0 may not attack him.
    state = game(decks(3), ("5S 9C", "5C", "9D"))
    run(state, play_attack(card("5S")), special(card("9C")), END)
    assert (state.turn_seat, state.turn) == (2, 2)
    run(state, special(card("9D", 2)), END)
    assert (state.turn_seat, state.turn, state.target) == (0, 3, 1)
    assert not state.can_attack and not state.view(0).can_attack
    assert legal_of(state, A.ATTACK) == []
    assert state.why_illegal(attack(0)) == FIRST_ROUND
    # Seat 1 is the last of the round: every other player has had a turn.
    state.apply(END)
    assert (state.turn_seat, state.turn) == (1, 4)
    state.apply(play_attack(card("5C", 1)))
    assert state.target == 2 and state.can_attack and legal_of(state, A.ATTACK) == [attack(0)]
    # The round is over: from now on everyone may attack.
    state.apply(END)
    assert state.turn_seat == 2 and state.can_attack


def test_with_four_players_the_round_waits_for_the_one_the_nines_passed_over():
    # Seat 0's 9 sends the turn to seat 3, whose 9 sends it back through seat 0 to seat 1;
    # seat 2 has still to play, and only his turn completes the round.
    state = game(decks(4), ("9C", "5S", "", "9D"))
    run(state, special(card("9C")), END, special(card("9D", 3)), END)
    assert state.turn_seat == 0 and not state.can_attack
    state.apply(END)
    assert state.turn_seat == 1 and state.turn == 4
    state.apply(play_attack(card("5S", 1)))
    assert not state.can_attack and legal_of(state, A.ATTACK) == []
    state.apply(END)
    assert state.turn_seat == 2 and state.can_attack


def test_a_player_knocked_out_before_his_first_turn_does_not_hold_up_the_round():
    # Seat 0's 9 sends the turn to seat 2, and his 8 puts seat 1 out (an empty deck cannot give
    # back his hand): seat 2's turn, the second of the game, completes the first round.
    state = game(("2D 3D 4D 5D", "", "2D 3D 5S"), ("9C 8S", "2C", "2C"))
    run(state, special(card("9C")), special(card("8S")))
    assert state.out == [1] and not state.can_attack
    state.apply(END)
    assert (state.turn_seat, state.turn) == (2, 2)
    state.apply(play_attack(card("5S", 2)))
    assert state.can_attack and legal_of(state, A.ATTACK) == [attack(0)]


# ---- what a 9 reverses ------------------------------------------------------------------------

@pytest.mark.parametrize(("reverses", "seen"), [
    # Ann (0), Ben (1) and Cal (2) clockwise; Ann's 9 turns her on Cal.
    ("turns", [(2, 1), (1, 0), (0, 2)]),    # Cal plays next, against Ben; then Ben on Ann
    ("attacks", [(1, 0), (2, 1), (0, 2)]),  # Ben plays next as before, but against Ann
])
def test_a_nine_with_three_players_reverses_what_the_option_says(reverses, seen):
    state = game(decks(3), ("9C", "", ""), nine_reverses=reverses)
    state.apply(special(card("9C")))
    assert state.target == 2 and state.direction == -1
    assert turns(state, 3) == seen
    assert state.view(1).turn_direction == (-1 if reverses == "turns" else 1)


@pytest.mark.parametrize(("reverses", "seen"), [
    ("turns", [(3, 2), (2, 1), (1, 0), (0, 3)]),
    ("attacks", [(1, 0), (2, 1), (3, 2), (0, 3)]),
])
def test_a_nine_with_four_players_reverses_what_the_option_says(reverses, seen):
    state = game(decks(4), ("9C", "", "", ""), nine_reverses=reverses)
    state.apply(special(card("9C")))
    assert turns(state, 4) == seen


def test_when_a_nine_turns_only_the_attacks_the_first_round_is_the_first_turns_clockwise():
    # The 9s no longer change whose turn comes: seat 1 plays second (not seat 2, as the first 9
    # would have it by default) and seat 2 completes the round, attacking seat 0 since the two
    # 9s turned the attacks clockwise again.
    state = game(decks(3), ("9C", "9D 5S", "5C"), nine_reverses="attacks")
    run(state, special(card("9C")), END)
    assert state.turn_seat == 1
    run(state, special(card("9D", 1)), play_attack(card("5S", 1)))
    assert not state.can_attack
    run(state, END, play_attack(card("5C", 2)))
    assert (state.turn_seat, state.target) == (2, 0) and state.can_attack


def test_a_nine_swings_the_attacks_within_a_turn_when_it_turns_only_the_attacks():
    state = game(decks(3), ("", "", "5S 4S 9C"), first=2, nine_reverses="attacks")
    run(state, play_attack(card("5S", 2)), END, END, END, play_attack(card("4S", 2)))
    assert (state.turn_seat, state.target) == (2, 0)
    strike(state, 0)
    state.apply(special(card("9C", 2)))
    assert state.target == 1 and legal_of(state, A.ATTACK) == [attack(1)]
    strike(state, 1)
    assert (len(state.discards[0]), len(state.discards[1])) == (10, 8)
    state.apply(END)
    assert (state.turn_seat, state.target) == (0, 2)  # the turn still goes clockwise


# ---- a 10 against an Ace, King or Jack ------------------------------------------------------

def test_by_default_a_ten_does_not_stop_a_king():
    state = game(decks(2), ("KS", "10D"))
    events = state.apply(special(card("KS")))
    assert events == [SpecialPlayed(0, card("KS"), 1), CardsMilled(1, (card("4C", 1),))]
    assert state.phase is Phase.PLAY and card("10D", 1) in state.hands[1]


def test_a_ten_stops_a_king_when_the_option_says_so():
    state = game(decks(2), ("KS", "10D"), ten_stops_specials=True)
    assert state.apply(special(card("KS"))) == [SpecialPlayed(0, card("KS"), 1)]
    assert state.phase is Phase.RESPOND and state.to_act == 1
    assert state.legal_actions() == [A.BLOCK, A.NO_COUNTER]
    assert state.apply(A.BLOCK) == [AttackBlocked(1, card("10D", 1))]
    assert state.phase is Phase.PLAY and state.to_act == 0
    assert len(state.decks[1]) == len(cards(DECK))
    assert state.discards == [[card("KS")], [card("10D", 1)]]


def test_a_ten_stops_an_ace_and_the_card_stays():
    state = game(decks(2), ("AS", "4H 10C"), first=1, ten_stops_specials=True)
    run(state, play_defence(card("4H", 1)), END, special(card("AS"), 0))
    assert state.pending is not None and state.pending.kind == "special"
    state.apply(A.BLOCK)
    assert [p.card for p in state.tables[1]] == [card("4H", 1)]
    assert state.discards == [[card("AS")], [card("10C", 1)]]


def test_a_jack_let_through_takes_its_card_though_a_ten_was_held():
    state = game(decks(2), ("JS", "10D"), ten_stops_specials=True)
    state.apply(special(card("JS")))
    assert state.apply(A.NO_COUNTER) == [CardStolen(0, 1, card("4C", 1))]
    assert state.hands[1] == [card("10D", 1)]


def test_with_the_ten_rule_the_target_is_asked_even_without_a_ten():
    state = game(decks(2), ("KS", "2C"), ten_stops_specials=True)
    state.apply(special(card("KS")))
    assert state.phase is Phase.RESPOND and state.legal_actions() == [A.NO_COUNTER]
    assert state.why_illegal(A.BLOCK) == "you have no 10 to play"
    assert state.why_illegal(END) == (
        "answer the special card first: play a 10 or let it happen")


def test_with_the_ten_rule_alone_a_nine_neither_counters_nor_stops_reversing():
    state = game(decks(3), ("KS 9C", "9D 10D", ""), ten_stops_specials=True)
    state.apply(special(card("KS")))
    assert state.legal_actions() == [A.BLOCK, A.NO_COUNTER]
    assert state.why_illegal(counter()) == "a 9 turns a card back only with Nine counters"
    state.apply(A.NO_COUNTER)
    assert state.apply(special(card("9C")))[-1].direction == -1
    assert state.target == 2


def test_a_ten_stops_only_attacks_under_nine_counters_alone():
    state = game(decks(2), ("KS", "9D 10D"), nine_counters=True)
    state.apply(special(card("KS")))
    assert state.legal_actions() == [A.NO_COUNTER, counter()]
    assert state.why_illegal(A.BLOCK) == "a 10 stops only an attack"


def test_with_both_rules_the_target_picks_a_ten_or_a_nine():
    state = game(decks(2), ("KS KH", "9D 10D"), nine_counters=True, ten_stops_specials=True)
    state.apply(special(card("KS")))
    assert state.legal_actions() == [A.BLOCK, A.NO_COUNTER, counter()]
    assert state.why_illegal(END) == (
        "answer the special card first: play a 10 or a 9, or let it happen")
    assert state.apply(A.BLOCK) == [AttackBlocked(1, card("10D", 1))]
    state.apply(special(card("KH")))
    assert state.legal_actions() == [A.NO_COUNTER, counter()]  # the 10 is spent
    events = state.apply(counter())
    assert events == [SpecialCountered(1, card("9D", 1), card("KH")),
                      CardsMilled(0, (card("3S"),))]
    assert state.discards == [cards("KS KH 3S"), cards("10D 9D", 1)]


def test_a_card_turned_back_by_a_nine_cannot_be_stopped_by_a_ten():
    # Seat 0 holds a 10 when its Ace comes back on it: nobody is asked again.
    state = game(decks(2), ("2C AS 10S", "3C 9D"), nine_counters=True, ten_stops_specials=True)
    run(state, play_attack(card("2C")), END, play_defence(card("3C", 1)), END,
        special(card("AS"), 0))
    events = state.apply(counter(0))
    assert of_type(events, CardDestroyed) == [CardDestroyed(0, 0, card("2C"))]
    assert state.phase is Phase.PLAY and state.to_act == 0
    assert card("10S") in state.hands[0] and state.tables[0] == []


# ---- equips and doubling ----------------------------------------------------------------------

@pytest.mark.parametrize(("ad", "equips", "after", "before"), [
    ("5S", "4D", (12, 7), (14, 7)),
    ("3H", "7D 2D", (7, 10), (7, 14)),
    ("7C", "6D 7D", (13, 13), (13, 13)),
    ("2S", "3D", (5, 3), (6, 3)),
])
@pytest.mark.parametrize("when", ["after", "before"])
def test_equips_count_before_or_after_doubling_as_the_option_says(ad, equips, after, before,
                                                                   when):
    state = game(decks(2), (f"2H {ad} {equips}", ""), equips=when)
    if ad.startswith("7"):  # a 7 needs a card to give up: a 2♥ on the first turn
        run(state, play_defence(card("2H")), END, END)
        state.apply(play_attack(card(ad), give=0))
    else:
        state.apply(play_attack(card(ad)))
    run(state, *(equip(e, 0) for e in cards(equips)))
    shown = state.view(1).tables[0][0]
    assert (shown.attack_value, shown.defence_value) == (after if when == "after" else before)


@pytest.mark.parametrize(("when", "milled"), [("after", 12), ("before", 14)])
def test_an_equipped_spade_attacking_the_player_mills_its_attack_as_the_option_counts_it(
        when, milled):
    state = game(decks(2), ("", "5S 4D"), first=1, equips=when)
    run(state, END, END, play_attack(card("5S", 1)), equip(card("4D", 1), 0))
    events = strike(state, 0)
    assert [len(e.cards) for e in of_type(events, CardsMilled)] == [milled]


@pytest.mark.parametrize(("when", "value", "against"), [
    ("after", 11, 12),   # 5♠ + 2♦: 10 + 1; 5♥ + 4♦: 10 + 2
    ("before", 12, 14),  # (5 + 1) × 2 against (5 + 2) × 2
])
def test_an_equipped_heart_defends_as_the_option_counts_it(when, value, against):
    state = game(decks(2), ("5S 2D", "5H 4D"), first=1, equips=when)
    run(state, play_defence(card("5H", 1)), equip(card("4D", 1), 0), END,
        play_attack(card("5S")), equip(card("2D"), 0), END, END)
    events = strike(state, 0, 0)
    (resolved,) = of_type(events, AttackResolved)
    assert (resolved.value, resolved.against, resolved.outcome) == (value, against, "repelled")
    (milled,) = of_type(events, CardsMilled)
    assert (milled.seat, len(milled.cards)) == (0, against - value)

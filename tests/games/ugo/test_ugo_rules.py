"""U-G-O's rules other than the attacks themselves, each on a hand-made table: the start, the
cards' values and equips, playing and giving up cards, positions, the first round, the
direction of play, every special card, knock-outs and places, the two optional rules, and the
refusal of what is not allowed.
"""

from __future__ import annotations

import pytest

from cardtable.engine.cards import ACE, rank
from cardtable.engine.events import DealScored, Dealt, GameOver
from cardtable.engine.protocol import IllegalAction, OptionError, Phase
from cardtable.games.ugo import actions as A
from cardtable.games.ugo.events import (
    CardDestroyed,
    CardDrawn,
    CardPlaced,
    CardRecovered,
    CardsMilled,
    CardStolen,
    DirectionReversed,
    HandsRenewed,
    PlayerOut,
    PositionsChanged,
    SpecialCountered,
    SpecialPlayed,
    TurnStarted,
)
from cardtable.games.ugo.roles import bonus, role
from cardtable.games.ugo.rules import RULES, UgoState
from cardtable.games.ugo.state import Placed
from cardtable.games.ugo.view import HIDDEN_CARD, Pending

from .helpers import (
    attack,
    card,
    cards,
    change,
    changes,
    counter,
    equip,
    game,
    legal_of,
    of_type,
    play_attack,
    play_defence,
    play_hidden,
    run,
    special,
    strike,
)

# Eleven cards no test below puts in a hand, and no Queen (a milled Queen leaves the game). The
# 10 at the bottom is reached only by a player who draws or mills eleven.
DECK = "10D 8C 8D 8H 9H 9S JC JD JH KC KD"
END = A.END_TURN


def decks(players: int) -> tuple[str, ...]:
    """The same eleven cards for every seat, each seat's own."""
    return (DECK,) * players


def plays(state: UgoState) -> list[int]:
    """The legal ways to put an Attack/Defense card on the table."""
    return [a for a in state.legal_actions()
            if A.kind_of(a) in (A.PLAY_ATTACK, A.PLAY_DEFENCE, A.PLAY_HIDDEN)]


# ---- the start --------------------------------------------------------------------------------

def test_the_first_player_draws_the_top_card_of_his_own_deck_and_the_others_wait():
    state = game(("2D 3D", "4D 5D"), ("2C", "3C"), first=1)
    assert (state.turn, state.turn_seat, state.to_act, state.phase) == (1, 1, 1, Phase.PLAY)
    assert state.hands == [cards("2C"), cards("3C 5D", 1)]
    assert state.decks == [cards("2D 3D"), cards("4D", 1)]
    assert state.apply(END) == [TurnStarted(0, 2, 1), CardDrawn(0, card("3D"))]
    assert state.hands[0] == cards("2C 3D")


def test_the_table_opens_with_the_deal_and_the_first_players_draw():
    state = game(("2D 3D", "4D 5D"), ("2C", "3C"), first=1)
    assert state.initial_events() == [
        Dealt(0, 1, ((card("2C"),), (card("3C", 1),))),
        TurnStarted(1, 1, 1),
        CardDrawn(1, card("5D", 1)),
    ]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_has_a_shuffled_deck_of_his_own_and_draws_five(players):
    state = RULES.new_game(None, 5, players)
    for seat in range(players):
        own = state.decks[seat] + state.hands[seat]
        assert sorted(own) == [seat << 6 | f for f in range(52)]
        assert len(state.hands[seat]) == (6 if seat == state.turn_seat else 5)
    assert state.decks[0] != sorted(state.decks[0])


def test_the_first_player_is_drawn_by_lot():
    assert {RULES.new_game(None, seed, 4).turn_seat for seed in range(40)} == {0, 1, 2, 3}
    assert RULES.new_game(None, 9, 3).turn_seat == RULES.new_game(None, 9, 3).turn_seat


@pytest.mark.parametrize("players", [1, 5])
def test_two_to_four_players(players):
    with pytest.raises(OptionError):
        RULES.new_game(None, 1, players)


# ---- the cards --------------------------------------------------------------------------------

# The sheet's table: attack/defence by rank for ♣, ♠ and ♥.
SHEET_VALUES = {
    "C": [(2, 2), (3, 3), (4, 4), (5, 5), (6, 6), (7, 7)],
    "S": [(4, 2), (6, 3), (8, 4), (10, 5), (12, 6), (14, 7)],
    "H": [(2, 4), (3, 6), (4, 8), (5, 10), (6, 12), (7, 14)],
}


@pytest.mark.parametrize("suit", "CSH")
def test_attack_defence_values_follow_the_sheets_table(suit):
    for number, values in zip(range(2, 8), SHEET_VALUES[suit], strict=True):
        c = card(f"{number}{suit}")
        assert role(c) == "ad"
        assert Placed(c, True, True).values() == values


def test_the_diamonds_two_to_seven_are_equips_adding_half_their_rank_rounded_down():
    assert [bonus(c) for c in cards("2D 3D 4D 5D 6D 7D")] == [1, 1, 2, 2, 3, 3]
    assert {role(c) for c in cards("2D 3D 4D 5D 6D 7D")} == {"equip"}


def test_eight_to_ace_of_every_suit_are_special():
    specials = [card(f"{r}{s}") for r in ("8", "9", "10", "J", "Q", "K", "A") for s in "CDHS"]
    assert {role(c) for c in specials} == {"special"}


@pytest.mark.parametrize(("ad", "equips", "values"), [
    ("5S", "4D", (12, 7)),
    ("3H", "7D 2D", (7, 10)),
    ("7C", "6D 7D", (13, 13)),
    ("2S", "3D", (5, 3)),
])
def test_the_sheets_equip_examples_add_after_doubling(ad, equips, values):
    state = game(decks(2), (f"2H {ad} {equips}", ""))
    if ad.startswith("7"):  # a 7 needs a card to give up: a 2♥ on the first turn
        run(state, play_defence(card("2H")), END, END)
        state.apply(play_attack(card(ad), give=0))
    else:
        state.apply(play_attack(card(ad)))
    run(state, *(equip(e, 0) for e in cards(equips)))
    shown = state.view(1).tables[0][0]
    assert (shown.attack_value, shown.defence_value) == values
    assert shown.equips == tuple(cards(equips))


def test_a_card_takes_at_most_two_equips():
    state = game(decks(2), ("5C 2D 3D 4D", ""))
    run(state, play_attack(card("5C")), equip(card("2D"), 0), equip(card("3D"), 0))
    assert legal_of(state, A.EQUIP) == []
    assert state.why_illegal(equip(card("4D"), 0)) == (
        "an equip goes on one of your face-up cards with fewer than two equips")


def test_an_equip_goes_only_on_ones_own_face_up_cards():
    state = game(decks(2), ("4C 2D", "5C"))
    state.apply(play_hidden(card("4C")))
    assert legal_of(state, A.EQUIP) == []
    run(state, END, play_attack(card("5C", 1)), END)
    # Seat 1's face-up 5♣ is no place for seat 0's equip: equips name only their player's cards.
    assert legal_of(state, A.EQUIP) == []
    state.apply(change(0))
    assert legal_of(state, A.EQUIP) == [equip(card("2D"), 0)]


def test_an_equip_may_go_on_a_face_up_card_in_defence():
    state = game(decks(2), ("4C 2D", ""))
    state.apply(play_defence(card("4C")))
    state.apply(equip(card("2D"), 0))
    assert state.tables[0][0] == Placed(card("4C"), False, True, (card("2D"),))


# ---- putting Attack/Defense cards on the table ------------------------------------------------

def test_an_attack_defence_card_goes_in_attack_or_in_defence_face_up_or_down():
    state = game(decks(2), ("3C", ""))
    assert plays(state) == [play_attack(card("3C")), play_defence(card("3C")),
                            play_hidden(card("3C"))]
    events = state.apply(play_hidden(card("3C")))
    assert events == [CardPlaced(0, 0, card("3C"), False, False)]
    assert state.tables[0] == [Placed(card("3C"), False, False)]


def test_one_attack_defence_card_a_turn():
    state = game(decks(2), ("3C 4C", ""))
    state.apply(play_attack(card("3C")))
    assert plays(state) == []
    assert state.why_illegal(play_attack(card("4C"))) == (
        "only one Attack/Defense card may be played a turn")
    run(state, END, END)
    assert play_attack(card("4C")) in state.legal_actions()


def test_a_six_or_seven_cannot_come_in_without_a_card_to_give_up():
    state = game(decks(2), ("6S 7H", ""))
    assert plays(state) == []
    assert state.why_illegal(play_attack(card("6S"))) == (
        "a 6 or 7 needs one of your cards on the table to give up")
    assert state.why_illegal(play_attack(card("6S"), give=0)) == (
        "a 6 or 7 needs one of your cards on the table to give up")


def test_a_six_takes_the_place_of_a_card_given_up_with_its_equips_to_their_owners():
    state = game(decks(2), ("2C 2D@1 3D 6S", ""))
    run(state, play_attack(card("2C")), equip(card("2D", 1), 0), equip(card("3D"), 0), END, END)
    assert legal_of(state, A.PLAY_ATTACK, card("6S")) == [play_attack(card("6S"), give=0)]
    events = state.apply(play_defence(card("6S"), give=0))
    assert of_type(events, CardPlaced) == [
        CardPlaced(0, 0, card("6S"), False, True, (card("2C"), card("2D", 1), card("3D")), 0)]
    assert state.tables[0] == [Placed(card("6S"), False, True)]
    assert state.discards == [cards("2C 3D"), [card("2D", 1)]]


def test_a_player_not_giving_up_a_card_does_not_name_one():
    state = game(decks(2), ("5S", ""))
    assert state.why_illegal(play_attack(card("5S"), give=0)) == (
        "only a 6 or 7 gives up a card to come in")


def test_five_cards_on_the_table_at_most_but_a_six_still_comes_in_by_giving_one_up():
    state = game(decks(2), ("2C 3C 4C 5C 2H 3H 6S", ""))
    for c in cards("2C 3C 4C 5C 2H"):
        run(state, play_defence(c), END, END)
    assert len(state.tables[0]) == 5
    assert legal_of(state, A.PLAY_DEFENCE, card("3H")) == []
    assert state.why_illegal(play_defence(card("3H"))) == "you already have five cards on the table"
    assert legal_of(state, A.PLAY_DEFENCE, card("6S")) == [
        play_defence(card("6S"), give=k) for k in range(5)]
    state.apply(play_attack(card("6S"), give=2))
    assert [p.card for p in state.tables[0]] == cards("2C 3C 5C 2H 6S")
    assert state.discards[0] == [card("4C")]


# ---- positions --------------------------------------------------------------------------------

def three_cards_in_three_positions() -> UgoState:
    """Seat 0 on turn 5 with 2♣ in attack, 3♣ in defence face up and 4♣ face down."""
    state = game(decks(2), ("2C 3C 4C", ""))
    run(state, play_attack(card("2C")), END, END, play_defence(card("3C")), END, END,
        play_hidden(card("4C")))
    return state


def test_positions_change_once_a_turn_in_any_combination():
    state = three_cards_in_three_positions()
    assert sorted(changes(state)) == sorted(
        [[0], [1], [2], [0, 1], [0, 2], [1, 2], [0, 1, 2]])
    events = state.apply(change(0, 2))
    assert events == [PositionsChanged(0, (0, 2), ((2, card("4C")),))]
    assert state.tables[0] == [Placed(card("2C"), False, True), Placed(card("3C"), False, True),
                               Placed(card("4C"), True, True)]
    assert changes(state) == []
    assert state.why_illegal(change(1)) == "positions may be changed only once a turn"
    run(state, END, END)
    assert len(changes(state)) == 7


def test_a_face_up_card_never_goes_face_down_again():
    state = three_cards_in_three_positions()
    run(state, change(2), END, END, change(2))
    assert state.tables[0][2] == Placed(card("4C"), False, True)
    assert state.view(1).tables[0][2].card == card("4C")
    assert not [a for a in state.legal_actions() if A.kind_of(a) == A.PLAY_HIDDEN]


def test_a_change_names_only_cards_on_the_table():
    state = three_cards_in_three_positions()
    assert state.why_illegal(change(3)) == "you have no card in those places"


# ---- attacking with one's cards ---------------------------------------------------------------

def test_a_card_may_attack_the_turn_it_comes_in_and_once_a_turn():
    state = game(decks(2), ("3C", ""), first=1)
    run(state, END, play_attack(card("3C")))
    assert legal_of(state, A.ATTACK) == [attack(0)]
    strike(state, 0)
    assert legal_of(state, A.ATTACK) == []
    assert state.why_illegal(attack(0)) == "each card attacks at most once a turn"
    run(state, END, END)
    assert legal_of(state, A.ATTACK) == [attack(0)]


def test_a_card_is_shown_as_having_attacked_only_during_the_turn_it_attacked():
    state = game(decks(2), ("", "3C"))
    run(state, END, play_attack(card("3C", 1)))
    strike(state, 0)
    assert state.view(0).tables[1][0].used
    state.apply(END)
    assert not state.view(0).tables[1][0].used


def test_only_attack_position_cards_attack_and_a_card_switched_to_attack_may_at_once():
    state = game(decks(2), ("5S", ""), first=1)
    run(state, END, play_defence(card("5S")))
    assert legal_of(state, A.ATTACK) == []
    assert state.why_illegal(attack(0)) == "only a card in attack position can attack"
    state.apply(change(0))
    assert legal_of(state, A.ATTACK) == [attack(0)]


def test_every_card_in_attack_position_attacks_once_and_may_pick_any_target_card():
    state = game(decks(2), ("2S 3S", "2H 3H"))
    run(state, play_attack(card("2S")), END, play_defence(card("2H", 1)), END,
        play_attack(card("3S")), END, play_hidden(card("3H", 1)), END)
    assert legal_of(state, A.ATTACK) == [attack(k, t) for k in (0, 1) for t in (0, 1)]
    strike(state, 0, 1)
    assert legal_of(state, A.ATTACK) == [attack(1, t) for t in (0, 1)]


# ---- the first round --------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_in_the_first_round_only_the_last_player_may_attack(players):
    state = game(decks(players), ("5C",) * players, first=1)
    for turn in range(1, players + 2):
        seat = state.turn_seat
        assert state.turn == turn and seat == turn % players
        if turn <= players:
            state.apply(play_attack(card("5C", seat)))
        if turn < players:
            assert legal_of(state, A.ATTACK) == []
            assert state.why_illegal(attack(0, 0)) == (
                "in the first round only the last player may attack")
        else:
            assert attack(0, 0) in legal_of(state, A.ATTACK)
        state.apply(END)


def test_aces_kings_and_jacks_are_not_attacks_and_serve_in_the_first_round():
    # Three players: seat 1 on turn 2 may not attack, but reverses and uses an Ace, a King and
    # a Jack on seat 0, whose 10 is not asked for.
    state = game(decks(3), ("4H 10H", "9C AS KS JS", "5C"))
    run(state, play_attack(card("4H")), END)
    assert not state.can_attack
    run(state, special(card("9C", 1)), special(card("AS", 1), 0), special(card("KS", 1)),
        special(card("JS", 1)))
    assert state.phase is Phase.PLAY and state.to_act == 1
    assert state.tables[0] == []
    assert len(state.decks[0]) == len(cards(DECK)) - 3  # drawn, milled, taken


# ---- the direction of play --------------------------------------------------------------------

def test_a_nine_changes_nothing_with_two_players_but_may_be_played():
    state = game(decks(2), ("9C", ""))
    assert state.target == 1
    events = state.apply(special(card("9C")))
    assert events == [SpecialPlayed(0, card("9C"), -1), DirectionReversed(0, -1)]
    assert state.target == 1 and state.discards[0] == [card("9C")]
    state.apply(END)
    assert (state.turn_seat, state.target) == (1, 0)


def test_a_nine_with_three_players_reverses_the_target_and_the_turn_order():
    # Ann (0), Ben (1) and Cal (2) clockwise: Ann's 9 turns her on Cal, who plays next
    # against Ben, then Ben against Ann.
    state = game(decks(3), ("9C", "", ""))
    assert state.target == 1
    state.apply(special(card("9C")))
    assert state.target == 2
    seen = []
    for _ in range(3):
        state.apply(END)
        seen.append((state.turn_seat, state.target))
    assert seen == [(2, 1), (1, 0), (0, 2)]


def test_a_nine_with_four_players_sends_the_turn_the_other_way_round():
    state = game(decks(4), ("9C", "", "", ""))
    state.apply(special(card("9C")))
    assert state.target == 3
    seen = []
    for _ in range(4):
        state.apply(END)
        seen.append((state.turn_seat, state.target))
    assert seen == [(3, 2), (2, 1), (1, 0), (0, 3)]


def test_two_nines_in_a_turn_attack_one_neighbour_then_the_other_then_turn_back():
    state = game((f"2D 3D 4D {DECK}",) * 3, ("", "", "5S 4S 9C 9D"))
    run(state, END, END, play_attack(card("5S", 2)), END, END, END,
        play_attack(card("4S", 2)))
    assert state.target == 0
    strike(state, 0)
    assert len(state.discards[0]) == 10
    state.apply(special(card("9C", 2)))
    assert state.target == 1
    assert legal_of(state, A.ATTACK) == [attack(1)]
    strike(state, 1)
    assert len(state.discards[1]) == 8
    state.apply(special(card("9D", 2)))
    assert state.target == 0 and legal_of(state, A.ATTACK) == []


def test_players_knocked_out_are_skipped_as_targets_and_in_the_turn_order():
    state = game(("2D 3D", "", "2D 3D", "2D 3D"), ("9C", "", "", ""))
    assert state.target == 1  # out only when he must draw
    events = state.apply(END)
    assert events[:2] == [TurnStarted(1, 2, 1), PlayerOut(1, 4)]
    assert (state.turn_seat, state.turn, state.target) == (2, 3, 3)
    run(state, END, END)
    assert (state.turn_seat, state.target) == (0, 2)
    state.apply(special(card("9C")))
    assert state.target == 3
    seen = []
    for _ in range(2):
        state.apply(END)
        seen.append((state.turn_seat, state.target))
    assert seen == [(3, 2), (2, 0)]


# ---- special cards ----------------------------------------------------------------------------

def test_an_ace_destroys_the_chosen_card_with_its_equips_even_a_face_down_one():
    state = game(decks(2), ("AS AH", "4H 3D 5C 10C"), first=1)
    run(state, play_attack(card("4H", 1)), equip(card("3D", 1), 0), END, END,
        play_hidden(card("5C", 1)), END)
    assert legal_of(state, A.SPECIAL, card("AS")) == [special(card("AS"), 0),
                                                      special(card("AS"), 1)]
    events = state.apply(special(card("AS"), 0))
    assert events == [SpecialPlayed(0, card("AS"), 1, 0),
                      CardDestroyed(1, 0, card("4H", 1), (card("3D", 1),))]
    assert state.phase is Phase.PLAY  # a 10 does not stop an Ace
    state.apply(special(card("AH"), 0))
    assert state.tables[1] == []
    assert state.discards == [cards("AS AH"), cards("4H 3D 5C", 1)]


def test_an_ace_needs_a_card_on_the_targets_table():
    state = game(decks(2), ("AS", ""))
    assert legal_of(state, A.SPECIAL, card("AS")) == []
    assert state.why_illegal(special(card("AS"))) == "that card has nothing to act on now"


def test_an_ace_names_a_card_the_target_has():
    state = game(decks(2), ("AS", "2C"), first=1)
    run(state, play_attack(card("2C", 1)), END)
    assert state.why_illegal(special(card("AS"), 1)) == (
        "the Ace has no card to destroy in that place")


def test_a_king_makes_the_target_mill_one_card():
    state = game(decks(2), ("KS", ""))
    events = state.apply(special(card("KS")))
    assert events == [SpecialPlayed(0, card("KS"), 1), CardsMilled(1, (card("KD", 1),))]
    assert state.discards == [[card("KS")], [card("KD", 1)]]
    assert len(state.decks[1]) == len(cards(DECK)) - 1


def test_kings_and_jacks_need_a_card_in_the_targets_deck():
    state = game((DECK, ""), ("KS JS", "2C"))
    assert legal_of(state, A.SPECIAL) == []
    assert state.why_illegal(special(card("KS"))) == "that card has nothing to act on now"
    assert state.why_illegal(special(card("JS"))) == "that card has nothing to act on now"


def test_a_queen_takes_a_card_from_the_shuffled_own_pile_and_leaves_the_game():
    state = game(decks(2), ("QS KS KH", ""))
    assert legal_of(state, A.SPECIAL, card("QS")) == []
    assert state.why_illegal(special(card("QS"))) == "that card has nothing to act on now"
    run(state, special(card("KS")), special(card("KH")))
    assert state.discards[0] == cards("KS KH")
    events = state.apply(special(card("QS")))
    (recovered,) = of_type(events, CardRecovered)
    assert recovered.seat == 0 and recovered.card in cards("KS KH")
    assert recovered.card in state.hands[0]
    assert sorted(state.discards[0] + [recovered.card]) == sorted(cards("KS KH"))
    assert state.removed == [card("QS")]
    assert card("QS") not in state.hands[0]


def test_a_jack_takes_the_targets_top_card_which_stays_the_targets_own():
    # Seat 0 takes seat 1's 4♦ and equips its 5♠ with it; seat 1's Ace later sends the 5♠ to
    # seat 0's pile and the 4♦ home to seat 1's.
    state = game((DECK, f"{DECK} 2D 4D"), ("JS 5S", "AC"))
    events = state.apply(special(card("JS")))
    assert events[-1] == CardStolen(0, 1, card("4D", 1))
    assert state.hands[0][-1] == card("4D", 1)
    run(state, play_attack(card("5S")), equip(card("4D", 1), 0))
    assert state.tables[0][0].values() == (12, 7)
    run(state, END, special(card("AC", 1), 0))
    assert state.discards == [cards("JS 5S"), cards("AC 4D", 1)]


def test_an_eight_renews_every_hand_with_as_many_cards():
    state = game(decks(2), ("8S 2C QC", "3C 4C"))
    assert state.hands[0] == cards("8S 2C QC KD")
    events = state.apply(special(card("8S")))
    assert events[-1] == HandsRenewed(
        0, (tuple(cards("2C QC KD")), tuple(cards("3C 4C", 1))),
        (tuple(cards("KC JH JD")), tuple(cards("KD KC", 1))))
    assert state.hands == [cards("KC JH JD"), cards("KD KC", 1)]
    assert state.discards == [cards("8S 2C KD"), cards("3C 4C", 1)]
    assert state.removed == [card("QC")]  # a discarded Queen leaves the game
    assert state.phase is Phase.PLAY and state.to_act == 0


def test_an_eight_knocks_out_a_player_who_cannot_draw_them_all():
    state = game(("2D 3D 4D", "5D", "2D 3D 4D"), ("8S", "2C 3C", "2C"))
    events = state.apply(special(card("8S")))
    assert of_type(events, PlayerOut) == [PlayerOut(1, 3)]
    assert state.out == [1] and not state.is_over
    assert state.hands[1] == [] and state.decks[1] == cards("5D", 1)
    assert (state.turn_seat, state.to_act, state.target) == (0, 0, 2)


def test_the_player_of_an_eight_may_knock_himself_out_and_the_turn_goes_on():
    state = game(("2D 3D", "2D 3D", "2D 3D"), ("8S 2C 3C", "", ""))
    events = state.apply(special(card("8S")))
    assert of_type(events, PlayerOut) == [PlayerOut(0, 3)]
    assert events[-2:] == [TurnStarted(1, 2, 1), CardDrawn(1, card("3D", 1))]
    assert (state.turn_seat, state.target) == (1, 2)


def test_players_knocked_out_together_by_an_eight_share_the_win():
    # Seat 2 is out first (place 3); the 8 then leaves neither seat 0 nor seat 1 enough cards.
    state = game(("2D", "3D", ""), ("8S 2C", "2C 3C", ""), first=1)
    state.apply(END)
    assert state.out == [2] and state.turn_seat == 0
    events = state.apply(special(card("8S")))
    assert of_type(events, PlayerOut) == [PlayerOut(0, 1), PlayerOut(1, 1)]
    assert state.is_over and state.winners == (0, 1)
    assert state.scores == (1, 1, 3)
    assert state.sheet == [DealScored(0, (1, 1, 3), (1, 1, 3), (0, 0, 0), None,
                                      ("winner", "winner", "out 1"))]
    assert events[-1] == GameOver((0, 1), (1, 1, 3))


def test_players_knocked_out_together_share_a_place_below_those_still_in():
    state = game(("2D 3D 4D", "2D 3D", "", ""), ("8S 2C", "2C", "2C", "2C"))
    events = state.apply(special(card("8S")))
    assert of_type(events, PlayerOut) == [PlayerOut(2, 3), PlayerOut(3, 3)]
    assert not state.is_over and state.out == [2, 3]


def test_a_ten_is_never_played_on_ones_own_turn():
    state = game(decks(2), ("10S", ""))
    assert legal_of(state, A.SPECIAL, card("10S")) == []
    assert state.why_illegal(special(card("10S"))) == (
        "a 10 is played only against an attack on you")


# ---- losing and winning -----------------------------------------------------------------------

def test_a_player_who_cannot_draw_is_out_and_the_last_one_left_wins():
    state = game(("2D 3D", ""), ("", "2C"))
    events = state.apply(END)
    assert events == [
        TurnStarted(1, 2, 1), PlayerOut(1, 2),
        DealScored(0, (1, 2), (1, 2), (1, 0), None, ("winner", "out 1")),
        GameOver((0,), (1, 2)),
    ]
    assert state.is_over and state.phase is Phase.GAME_OVER and state.winners == (0,)
    assert state.scores == (1, 2) and state.out == [1]
    assert state.legal_actions() == []
    assert state.why_illegal(END) == "the game is over"
    with pytest.raises(IllegalAction):
        state.apply(END)


def test_milling_a_deck_empty_does_not_knock_out_until_the_next_draw():
    state = game((DECK, "2D 3D 4D 5D 6D 7D"), ("5S", ""), first=1)
    run(state, END, play_attack(card("5S")))
    strike(state, 0)
    assert state.decks[1] == [] and state.out == [] and not state.is_over
    events = state.apply(END)
    assert of_type(events, PlayerOut) == [PlayerOut(1, 2)]
    assert state.winners == (0,)


def test_places_follow_the_order_of_knock_outs():
    # Seat 1 has no card to draw, seat 2 one and seat 0 two: they go out in that order.
    state = game(("2D 3D", "", "2D", DECK), ("", "", "", ""))
    state.apply(END)         # turn 2: seat 1 is out; turn 3: seat 2 draws its card
    assert state.out == [1] and state.turn_seat == 2
    run(state, END, END, END)  # seat 3, seat 0 (its last card), and seat 2 cannot draw
    assert state.out == [1, 2] and state.turn_seat == 3
    assert state.scores == (0, 4, 3, 0)
    state.apply(END)         # seat 0 cannot draw
    assert state.is_over and state.winners == (3,)
    assert state.scores == (2, 4, 3, 1)
    assert state.sheet[0].marks == ("out 3", "out 1", "out 2", "winner")


# ---- Suited Aces ------------------------------------------------------------------------------

def four_kinds_of_card() -> UgoState:
    """Seat 0 on turn 8 with the four Aces; seat 1's table: 2♣ in attack with a 2♦, 3♣ in
    attack, 3♥ in defence with a 3♦, and a face-down 4♣."""
    state = game(decks(2), ("AS AH AC AD", "2C 2D 3C 3H 3D 4C"), first=1, suited_aces=True)
    run(state, play_attack(card("2C", 1)), equip(card("2D", 1), 0), END, END,
        play_attack(card("3C", 1)), END, END,
        play_defence(card("3H", 1)), equip(card("3D", 1), 2), END, END,
        play_hidden(card("4C", 1)), END)
    return state


@pytest.mark.parametrize(("ace", "left", "gone"), [
    ("AS", [("3H", ("3D",)), ("4C", ())], "2C 2D 3C"),
    ("AH", [("2C", ("2D",)), ("3C", ())], "3H 3D 4C"),
    ("AC", [], "2C 2D 3C 3H 3D 4C"),
    ("AD", [("2C", ()), ("3C", ()), ("3H", ()), ("4C", ())], "2D 3D"),
])
def test_a_suited_ace_clears_every_card_of_its_kind(ace, left, gone):
    state = four_kinds_of_card()
    a = card(ace)
    assert legal_of(state, A.SPECIAL, a) == [special(a)]
    events = state.apply(special(a))
    assert events[0] == SpecialPlayed(0, a, 1, -1)
    assert [(p.card, p.equips) for p in state.tables[1]] == [
        (card(c, 1), tuple(cards(" ".join(e), 1))) for c, e in left]
    assert sorted(state.discards[1]) == sorted(cards(gone, 1))
    assert state.discards[0] == [a]


def test_a_suited_ace_is_played_only_if_it_destroys_something():
    state = game(decks(2), ("AS AH AC AD", "4C"), first=1, suited_aces=True)
    run(state, play_hidden(card("4C", 1)), END)
    aces = {A.card_of(a) for a in legal_of(state, A.SPECIAL) if rank(A.card_of(a)) == ACE}
    assert aces == set(cards("AH AC"))
    assert state.why_illegal(special(card("AS"))) == "that card has nothing to act on now"
    assert state.why_illegal(special(card("AD"))) == "that card has nothing to act on now"


# ---- Nine counters ----------------------------------------------------------------------------

def test_with_nine_counters_a_king_asks_the_target_who_may_turn_it_back():
    state = game(decks(2), ("KS 9C", "9D"), nine_counters=True)
    events = state.apply(special(card("KS")))
    assert events == [SpecialPlayed(0, card("KS"), 1)]
    assert state.phase is Phase.RESPOND and state.to_act == 1
    assert state.pending == Pending("special", 0, card("KS"), 1, 0)
    assert state.legal_actions() == [A.NO_COUNTER, counter()]
    events = state.apply(counter())
    assert events == [SpecialCountered(1, card("9D", 1), card("KS")),
                      CardsMilled(0, (card("KC"),))]
    # A countered card is not countered back, though seat 0 holds a 9.
    assert state.phase is Phase.PLAY and state.to_act == 0
    assert state.discards == [cards("KS KC"), [card("9D", 1)]]
    assert len(state.decks[1]) == len(cards(DECK))


def test_with_nine_counters_the_target_may_let_the_card_act():
    state = game(decks(2), ("KS", "9D"), nine_counters=True)
    state.apply(special(card("KS")))
    assert state.apply(A.NO_COUNTER) == [CardsMilled(1, (card("KD", 1),))]
    assert card("9D", 1) in state.hands[1]


def test_with_nine_counters_the_target_is_asked_even_without_a_nine():
    state = game(decks(2), ("JS", "2C"), nine_counters=True)
    state.apply(special(card("JS")))
    assert state.legal_actions() == [A.NO_COUNTER]
    assert state.why_illegal(counter()) == "you have no 9 to play"
    assert state.apply(A.NO_COUNTER) == [CardStolen(0, 1, card("KD", 1))]


def test_a_countered_jack_takes_from_its_players_deck_for_the_counterer():
    state = game(decks(2), ("JS", "9D"), nine_counters=True)
    state.apply(special(card("JS")))
    assert state.apply(counter())[-1] == CardStolen(1, 0, card("KC"))
    assert state.hands[1] == [card("KC")]  # the 9 went to seat 1's pile


def test_a_countered_ace_destroys_the_card_of_its_player_that_the_counterer_picks():
    state = game(decks(2), ("2C 4C AS", "3C 9D"), nine_counters=True)
    run(state, play_attack(card("2C")), END, play_defence(card("3C", 1)), END,
        play_hidden(card("4C")), special(card("AS"), 0))
    assert state.legal_actions() == [A.NO_COUNTER, counter(0), counter(1)]
    events = state.apply(counter(1))
    assert of_type(events, CardDestroyed) == [CardDestroyed(0, 1, card("4C"))]
    assert [p.card for p in state.tables[0]] == [card("2C")]
    assert [p.card for p in state.tables[1]] == [card("3C", 1)]
    assert state.discards == [cards("AS 4C"), [card("9D", 1)]]


def test_a_countered_ace_with_nothing_of_its_player_to_hit_does_nothing():
    state = game(decks(2), ("AS", "3C 9D"), first=1, nine_counters=True)
    run(state, play_defence(card("3C", 1)), END, special(card("AS"), 0))
    assert state.legal_actions() == [A.NO_COUNTER, counter()]
    events = state.apply(counter())
    assert of_type(events, CardDestroyed) == []
    assert len(state.tables[1]) == 1
    assert state.discards == [[card("AS")], [card("9D", 1)]]


def test_a_countered_suited_ace_clears_its_players_cards_of_its_kind():
    state = game(decks(2), ("2C 4C AC", "3C 9D"), nine_counters=True, suited_aces=True)
    run(state, play_attack(card("2C")), END, play_defence(card("3C", 1)), END,
        play_hidden(card("4C")), special(card("AC")))
    assert state.legal_actions() == [A.NO_COUNTER, counter()]
    state.apply(counter())
    assert state.tables[0] == [] and len(state.tables[1]) == 1


def test_with_nine_counters_a_nine_no_longer_reverses_and_other_cards_are_not_asked():
    state = game(decks(3), ("9C KS QS 8S", "", ""), nine_counters=True)
    assert legal_of(state, A.SPECIAL, card("9C")) == []
    assert state.why_illegal(special(card("9C"))) == (
        "with Nine counters a 9 is played only against an Ace, King or Jack")
    run(state, special(card("KS")), A.NO_COUNTER)
    for other in cards("QS 8S"):
        state.apply(special(other))
        assert state.phase is Phase.PLAY and state.to_act == 0
    assert state.target == 1


# ---- what a seat sees -------------------------------------------------------------------------

def test_a_view_hides_other_hands_deck_order_and_face_down_cards():
    # Two tables that differ only in seat 1's hand, the order of its deck and its face-down card.
    one = game((DECK, "2D 3D 4D"), ("5S", "4C 9D"))
    two = game((DECK, "4D 2D 3D"), ("5S", "5H JH"))
    for state, hidden in ((one, "4C"), (two, "5H")):
        run(state, END, play_hidden(card(hidden, 1)), END)
    assert one.view(0) == two.view(0)
    assert one.view(1) != two.view(1)
    shown = one.view(0).tables[1][0]
    assert (shown.card, shown.attack_value, shown.defence_value) == (HIDDEN_CARD, -1, -1)
    assert one.view(1).tables[1][0].card == card("4C", 1)
    assert one.view(0).hand_sizes == (3, 2) and one.view(0).deck_sizes == (9, 2)


# ---- refusing -------------------------------------------------------------------------------

def refused(state: UgoState, action: object, reason: str) -> None:
    """``action`` is refused with ``reason`` and changes nothing."""
    views = [state.view(s) for s in range(state.players)]
    log, legal = list(state.log), state.legal_actions()
    assert state.why_illegal(action) == reason
    for attempt in (state.apply, state.step):
        with pytest.raises(IllegalAction) as refusal:
            attempt(action)
        assert refusal.value.reason == reason
        assert [state.view(s) for s in range(state.players)] == views
        assert state.log == log and state.legal_actions() == legal


def test_actions_out_of_turn_or_out_of_reach_are_refused_with_a_reason():
    state = game(decks(2), ("5S 2D AS 10S", ""))
    refused(state, "x", "not an action: 'x'")
    refused(state, A.BLOCK, "nobody is attacking you now")
    refused(state, counter(), "nobody is attacking you now")
    refused(state, 1000, "not an action of U-G-O: 1000")
    refused(state, play_attack(card("4S")), "you do not hold that card")
    refused(state, play_attack(card("5S", 1)), "you do not hold that card")
    refused(state, equip(card("5S"), 0), "only a 2 to 7 of diamonds is an equip")
    refused(state, equip(card("2D"), 0),
            "an equip goes on one of your face-up cards with fewer than two equips")
    refused(state, special(card("5S")), "that card is not a special card")
    refused(state, play_attack(card("AS")),
            "only a 2 to 7 of clubs, hearts or spades goes on the table")
    refused(state, change(0), "you have no card in those places")
    refused(state, attack(0), "in the first round only the last player may attack")


def test_while_an_attack_waits_for_its_answer_nothing_else_goes():
    state = game(decks(2), ("", "5S"))
    run(state, END, play_attack(card("5S", 1)), attack(0))
    refused(state, END, "answer the attack first: play a 10 or take it")
    refused(state, A.BLOCK, "you have no 10 to play")
    refused(state, A.NO_COUNTER, "answer the attack first: play a 10 or take it")
    state.apply(A.NO_BLOCK)
    refused(state, A.NO_BLOCK, "nobody is attacking you now")


def test_every_action_has_a_name():
    assert A.describe(END) == "End the turn"
    assert A.describe(A.BLOCK) == "Play a 10 to stop it"
    assert "1, 3" in A.describe(change(0, 2))
    assert A.describe(attack(1, 0)) == "Attack card 1 with card 2"
    assert A.describe(attack(0)) == "Attack the player with card 1"
    assert A.describe(play_attack(card("6S"), give=1)) == (
        "Play 6♠ in attack position, giving up card 2")
    assert A.describe(play_hidden(card("4C"))) == "Play 4♣ face down in defence position"
    assert A.describe(equip(card("2D"), 0)) == "Equip card 1 with 2♦"
    assert A.describe(special(card("AS"), 2)) == "Play A♠"


@pytest.mark.parametrize(("action", "card"), [
    (A.make(A.PLAY_ATTACK, 9), 9), (A.make(A.PLAY_HIDDEN, 30, 2), 30),
    (A.make(A.EQUIP, 22, 1), 22), (A.make(A.SPECIAL, 12, 3), 12),
    (A.make(A.ATTACK, 1, 2), None), (A.END_TURN, None), (A.BLOCK, None),
    (A.COUNTER_BASE + 2, None), (A.CHANGE_BASE + 5, None),
])
def test_an_action_names_the_hand_card_it_plays_and_an_attack_none(action, card):
    # An attack's "card" is the attacker's slot on the table, not a card of the hand.
    assert A.hand_card_of(action) == card

"""U-G-O's attacks: every outcome of the comparison, face-down targets, attacks on the player,
the 10 that stops an attack, and where the cards go, each on a hand-made table.

Most tests set up one duel on four turns. On the first two, seat 1 and then seat 0 put a 2♥ on
the table if they will need a card to give up for a 6 or 7; on the next two, seat 1 puts the
target on its table and seat 0 the attacker on its own, and seat 0 may attack.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from cardtable.engine.protocol import Phase
from cardtable.games.ugo import actions as A
from cardtable.games.ugo.events import (
    AttackBlocked,
    AttackDeclared,
    AttackResolved,
    CardDestroyed,
    CardsMilled,
)
from cardtable.games.ugo.roles import needs_sacrifice
from cardtable.games.ugo.rules import UgoState

from .helpers import (
    attack,
    card,
    cards,
    equip,
    game,
    of_type,
    play_attack,
    play_defence,
    play_hidden,
    run,
    strike,
)

# Twenty special cards and no Queen (a milled Queen would leave the game, not reach the pile).
DECK = "8C 8D 8H 8S 9C 9D 9H 9S JC JD JH JS KC KD KH KS AC AD AH AS"
PLAYS = {"attack": play_attack, "defence": play_defence, "hidden": play_hidden}


@dataclass
class Duel:
    """A table set for one attack, and the decks and piles as they were just before it."""

    state: UgoState
    decks: list[list[int]]
    discards: list[list[int]]

    def milled(self, seat: int) -> list[int]:
        """The cards ``seat`` milled since the set-up: the deck's top cards, top first."""
        lost = len(self.decks[seat]) - len(self.state.decks[seat])
        assert self.state.decks[seat] == self.decks[seat][:len(self.decks[seat]) - lost]
        return self.decks[seat][::-1][:lost]

    def new_in_pile(self, seat: int) -> list[int]:
        """What reached ``seat``'s discard pile since the set-up, in order."""
        pile = self.state.discards[seat]
        assert pile[:len(self.discards[seat])] == self.discards[seat]
        return pile[len(self.discards[seat]):]


def duel(attacker: str, target: str, position: str = "attack", *, attacker_equips: str = "",
         target_equips: str = "", attacker_hand: str = "", defender_hand: str = "",
         decks: tuple[str, str] = (DECK, DECK)) -> Duel:
    """Seat 0's ``attacker`` in attack position faces seat 1's ``target`` in ``position``
    ("attack", "defence" or "hidden"); seat 0 is on turn 4 and may attack now. Cards are their
    holder's own unless marked ``@owner``; ``target=""`` leaves seat 1's table empty."""
    a, t = card(attacker), card(target, 1) if target else None
    hands = (f"2H {attacker} {attacker_equips} {attacker_hand}",
             f"2H {target} {target_equips} {defender_hand}")
    state = game(decks, hands, first=1)
    for seat, c in ((1, t), (0, a)):  # turns 1 and 2: a card to give up, if one is needed
        if c is not None and needs_sacrifice(c):
            state.apply(play_defence(card("2H", seat)))
        state.apply(A.END_TURN)
    for seat, c, how, equips in ((1, t, position, target_equips),
                                 (0, a, "attack", attacker_equips)):  # turns 3 and 4
        if c is not None:
            state.apply(PLAYS[how](c, 0 if needs_sacrifice(c) else None))
            run(state, *(equip(e, 0) for e in cards(equips, seat)))
        if seat == 1:
            state.apply(A.END_TURN)
    assert state.turn_seat == 0 and state.can_attack
    return Duel(state, [list(d) for d in state.decks], [list(p) for p in state.discards])


# ---- the comparison ---------------------------------------------------------------------------

def test_the_sheets_first_example_a_spade_beats_a_heart_in_defence_and_nobody_mills():
    d = duel("5S", "4H", "defence")
    events = strike(d.state, 0, 0)
    (resolved,) = of_type(events, AttackResolved)
    assert (resolved.value, resolved.against, resolved.outcome) == (10, 8, "destroyed")
    assert d.state.tables[1] == []
    assert [p.card for p in d.state.tables[0]] == [card("5S")]
    assert d.new_in_pile(1) == [card("4H", 1)]
    assert d.milled(0) == [] and d.milled(1) == []


def test_the_sheets_second_example_a_lower_attacker_against_attack_position_is_destroyed():
    d = duel("3C", "4H", "attack")
    events = strike(d.state, 0, 0)
    (resolved,) = of_type(events, AttackResolved)
    assert (resolved.value, resolved.against, resolved.outcome) == (3, 4, "attacker destroyed")
    assert d.state.tables[0] == []
    assert [p.card for p in d.state.tables[1]] == [card("4H", 1)]
    assert d.milled(0) == [card("AD")]  # 4 − 3
    assert d.new_in_pile(0) == [card("3C"), card("AD")]
    assert d.milled(1) == []


def test_the_sheets_third_example_a_higher_attacker_makes_an_attack_position_owner_mill():
    # 6♠ with a 4♦: 12 + 2 = 14 against the 7♣'s 7; both needed a card given up first.
    d = duel("6S", "7C", "attack", attacker_equips="4D")
    assert d.new_in_pile(0) == [] and d.state.discards[0] == [card("2H")]
    events = strike(d.state, 0, 0)
    (resolved,) = of_type(events, AttackResolved)
    assert (resolved.value, resolved.against, resolved.outcome) == (14, 7, "destroyed")
    assert d.milled(1) == cards("AD AC KS KH KD KC JS", 1)
    assert d.new_in_pile(1) == [card("7C", 1), *cards("AD AC KS KH KD KC JS", 1)]
    assert d.milled(0) == []
    assert [p.card for p in d.state.tables[0]] == [card("6S")]


def test_the_sheets_fourth_example_a_face_down_target_is_turned_up_and_defends():
    # 7♣ (7) against a face-down 5♥ (defence 10): the attacker mills 3 and both stay.
    d = duel("7C", "5H", "hidden")
    assert not d.state.tables[1][0].face_up
    events = strike(d.state, 0, 0)
    (resolved,) = of_type(events, AttackResolved)
    assert (resolved.value, resolved.against, resolved.outcome) == (7, 10, "repelled")
    assert resolved.target_card == card("5H", 1)
    target = d.state.tables[1][0]
    assert target.face_up and not target.attack
    assert len(d.state.tables[0]) == 1
    assert d.milled(0) == cards("AD AC KS")
    assert d.milled(1) == []



@pytest.mark.parametrize(("attacker", "equips", "target", "a", "t"), [
    ("5S", "", "4C", 10, 4),
    ("2S", "", "3C", 4, 3),
    ("5C", "6D 2D", "4S", 9, 8),   # 5 + 3 + 1 against the 4♠'s attack of 8
])
def test_a_higher_attack_destroys_an_attack_position_card_and_its_owner_mills_the_gap(
        attacker, equips, target, a, t):
    d = duel(attacker, target, "attack", attacker_equips=equips)
    (resolved,) = of_type(strike(d.state, 0, 0), AttackResolved)
    assert (resolved.value, resolved.against, resolved.outcome) == (a, t, "destroyed")
    assert d.state.tables[1] == [] and len(d.state.tables[0]) == 1
    assert len(d.milled(1)) == a - t
    assert d.new_in_pile(1) == [card(target, 1), *d.milled(1)]
    assert d.milled(0) == []


@pytest.mark.parametrize(("attacker", "target", "a", "t"), [
    ("5S", "4H", 10, 8),
    ("4S", "5S", 8, 5),    # the 5♠'s attack of 10 does not count in defence
    ("3C", "2C", 3, 2),
])
def test_a_higher_attack_destroys_a_defence_position_card_and_nobody_mills(
        attacker, target, a, t):
    d = duel(attacker, target, "defence")
    (resolved,) = of_type(strike(d.state, 0, 0), AttackResolved)
    assert (resolved.value, resolved.against, resolved.outcome) == (a, t, "destroyed")
    assert d.state.tables[1] == [] and len(d.state.tables[0]) == 1
    assert d.new_in_pile(1) == [card(target, 1)]
    assert d.milled(0) == d.milled(1) == []


@pytest.mark.parametrize(("attacker", "target", "a", "t"), [
    ("3C", "4H", 3, 4),
    ("3H", "5S", 3, 10),   # the 5♠ in attack position meets it with its doubled attack
    ("4C", "5C", 4, 5),
])
def test_a_lower_attack_on_an_attack_position_card_destroys_the_attacker_who_mills_the_gap(
        attacker, target, a, t):
    d = duel(attacker, target, "attack")
    (resolved,) = of_type(strike(d.state, 0, 0), AttackResolved)
    assert (resolved.value, resolved.against, resolved.outcome) == (a, t, "attacker destroyed")
    assert d.state.tables[0] == [] and len(d.state.tables[1]) == 1
    assert len(d.milled(0)) == t - a
    assert d.new_in_pile(0) == [card(attacker), *d.milled(0)]
    assert d.milled(1) == []


@pytest.mark.parametrize(("attacker", "target", "a", "t"), [
    ("5C", "5H", 5, 10),
    ("2S", "3H", 4, 6),
    ("4S", "7H", 8, 14),   # the 7♥ gave up a 2♥ to come in
])
def test_a_lower_attack_on_a_defence_position_card_costs_the_attacker_the_gap_and_both_stay(
        attacker, target, a, t):
    d = duel(attacker, target, "defence")
    events = strike(d.state, 0, 0)
    (resolved,) = of_type(events, AttackResolved)
    assert (resolved.value, resolved.against, resolved.outcome) == (a, t, "repelled")
    assert [p.card for p in d.state.tables[0]] == [card(attacker)]
    assert [p.card for p in d.state.tables[1]] == [card(target, 1)]
    assert of_type(events, CardDestroyed) == []
    assert len(d.milled(0)) == t - a
    assert d.new_in_pile(0) == d.milled(0)
    assert d.milled(1) == []


@pytest.mark.parametrize(("attacker", "target", "position", "target_equips", "value"), [
    ("4C", "4H", "attack", "", 4),
    ("4S", "4H", "defence", "", 8),
    ("3S", "3H", "hidden", "", 6),
    ("2S", "3C", "attack", "2D", 4),    # 2♠ doubled against 3♣ with a 2♦
    ("5H", "2C", "defence", "6D", 5),   # 5♥ attacks at 5; 2♣ + 6♦ defends at 5
])
def test_an_equal_attack_changes_nothing(attacker, target, position, target_equips, value):
    d = duel(attacker, target, position, target_equips=target_equips)
    before = [list(t) for t in d.state.tables]
    events = strike(d.state, 0, 0)
    (resolved,) = of_type(events, AttackResolved)
    assert (resolved.value, resolved.against, resolved.outcome) == (value, value, "even")
    assert [p.card for p in d.state.tables[0]] == [p.card for p in before[0]]
    assert [p.card for p in d.state.tables[1]] == [p.card for p in before[1]]
    assert of_type(events, CardDestroyed) == of_type(events, CardsMilled) == []
    assert d.new_in_pile(0) == d.new_in_pile(1) == []


# ---- face-down targets ------------------------------------------------------------------------

def test_a_face_down_target_defends_with_its_defence_even_if_its_attack_is_higher():
    # A face-down 5♠ attacks at 10 but defends at 5: the 4♠ (8) destroys it and nobody mills.
    d = duel("4S", "5S", "hidden")
    (resolved,) = of_type(strike(d.state, 0, 0), AttackResolved)
    assert (resolved.value, resolved.against, resolved.outcome) == (8, 5, "destroyed")
    assert resolved.target_card == card("5S", 1)
    assert d.new_in_pile(1) == [card("5S", 1)]
    assert d.milled(0) == d.milled(1) == []


def test_a_face_down_target_that_survives_stays_face_up_in_defence():
    d = duel("2C", "3H", "hidden")
    (resolved,) = of_type(strike(d.state, 0, 0), AttackResolved)
    assert (resolved.value, resolved.against, resolved.outcome) == (2, 6, "repelled")
    target = d.state.tables[1][0]
    assert (target.face_up, target.attack) == (True, False)
    assert d.state.view(0).tables[1][0].card == card("3H", 1)
    assert len(d.milled(0)) == 4


# ---- attacks on the player --------------------------------------------------------------------

def test_a_player_with_an_empty_table_is_attacked_directly_and_mills_the_attack_value():
    d = duel("5S", "", attacker_equips="4D")
    assert [a for a in d.state.legal_actions() if A.kind_of(a) == A.ATTACK] == [attack(0)]
    events = strike(d.state, 0)
    (resolved,) = of_type(events, AttackResolved)
    assert (resolved.target_slot, resolved.value, resolved.outcome) == (-1, 12, "direct")
    assert d.milled(1) == cards("AD AC KS KH KD KC JS JH JD JC 9S 9H", 1)
    assert d.new_in_pile(1) == d.milled(1)
    assert d.milled(0) == []


def test_a_player_with_cards_on_the_table_cannot_be_attacked_directly():
    d = duel("5S", "2C", "defence")
    assert d.state.why_illegal(attack(0)) == "there is no such card to attack"
    assert [a for a in d.state.legal_actions() if A.kind_of(a) == A.ATTACK] == [attack(0, 0)]


def test_a_deck_shorter_than_the_milling_gives_what_it_has():
    d = duel("7S", "", decks=(DECK, "2D 3D 4D 5D"))   # 14 to mill, 2 left after two draws
    assert len(d.state.decks[1]) == 2
    strike(d.state, 0)
    assert d.milled(1) == cards("3D 2D", 1)
    assert d.state.decks[1] == [] and 1 not in d.state.out


# ---- the 10 -----------------------------------------------------------------------------------

def test_the_defender_is_asked_about_every_attack_even_without_a_10():
    d = duel("5S", "4H", "defence")
    events = d.state.apply(attack(0, 0))
    assert of_type(events, AttackDeclared) == [AttackDeclared(0, 0, 1, 0)]
    assert d.state.phase is Phase.RESPOND and d.state.to_act == 1
    assert d.state.legal_actions() == [A.NO_BLOCK]
    assert d.state.why_illegal(A.BLOCK) == "you have no 10 to play"
    assert d.state.why_illegal(A.END_TURN) == "answer the attack first: play a 10 or take it"


def test_a_defender_holding_a_10_may_block_or_take_it():
    d = duel("5S", "4H", "defence", defender_hand="10C")
    d.state.apply(attack(0, 0))
    assert d.state.legal_actions() == [A.BLOCK, A.NO_BLOCK]
    d.state.apply(A.NO_BLOCK)
    assert d.state.tables[1] == [] and card("10C", 1) in d.state.hands[1]


def test_a_10_stops_the_attack_goes_to_its_owners_pile_and_the_attacker_has_attacked():
    # Seat 1 holds seat 0's 10♠ (as if taken with a Jack): it goes back to seat 0's pile.
    d = duel("2C", "3H", "hidden", defender_hand="10S@0")
    d.state.apply(attack(0, 0))
    assert d.state.legal_actions() == [A.BLOCK, A.NO_BLOCK]
    events = d.state.apply(A.BLOCK)
    assert events == [AttackBlocked(1, card("10S"))]
    assert d.new_in_pile(0) == [card("10S")] and d.new_in_pile(1) == []
    assert card("10S") not in d.state.hands[1]
    target = d.state.tables[1][0]
    assert not target.face_up  # the 10 stopped it before the reveal
    assert d.state.view(0).tables[1][0].card < 0
    assert d.milled(0) == d.milled(1) == []
    assert d.state.phase is Phase.PLAY and d.state.to_act == 0
    assert d.state.tables[0][0].used
    assert d.state.why_illegal(attack(0, 0)) == "each card attacks at most once a turn"


def test_a_10_against_an_attack_on_the_player_saves_the_whole_milling():
    d = duel("7S", "", defender_hand="10H")
    d.state.apply(attack(0))
    d.state.apply(A.BLOCK)
    assert d.milled(1) == []
    assert d.new_in_pile(1) == [card("10H", 1)]


# ---- where the cards go -----------------------------------------------------------------------

def test_a_destroyed_card_and_its_equips_go_to_their_owners_piles():
    # Seat 1's 4♥ carries seat 0's 2♦ and its own 3♦; seat 0's 5♠ (10) beats its 4 + 1 + 1 = 6
    # in attack position: 4♥ and 3♦ to seat 1's pile, 2♦ back to seat 0's, seat 1 mills 4.
    d = duel("5S", "4H", "attack", target_equips="2D@0 3D")
    assert d.state.tables[1][0].values() == (6, 10)
    events = strike(d.state, 0, 0)
    (destroyed,) = of_type(events, CardDestroyed)
    assert destroyed == CardDestroyed(1, 0, card("4H", 1), (card("2D"), card("3D", 1)))
    assert d.new_in_pile(0) == [card("2D")]
    assert d.new_in_pile(1) == [card("4H", 1), card("3D", 1), *d.milled(1)]
    assert len(d.milled(1)) == 4


def test_an_attacker_played_from_another_players_deck_goes_back_to_that_player():
    # Seat 0 attacks with seat 1's 3♣ and loses it: the card goes to seat 1's pile, the
    # milling comes from seat 0's own deck.
    d = duel("3C@1", "4H", "attack")
    strike(d.state, 0, 0)
    assert d.state.tables[0] == []
    assert d.new_in_pile(1) == [card("3C", 1)]
    assert d.new_in_pile(0) == d.milled(0) == [card("AD")]


def test_a_milled_queen_leaves_the_game():
    d = duel("4C", "", decks=(DECK, f"{DECK} QH 2D 3D 4D"))
    strike(d.state, 0)
    assert d.milled(1) == cards("2D QH AS AH", 1)
    assert d.new_in_pile(1) == cards("2D AS AH", 1)
    assert d.state.removed == [card("QH", 1)]

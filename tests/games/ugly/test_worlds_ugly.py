"""Ugly's world sampler: every world it deals looks, from the seat it was dealt for, exactly like
the real game (same view, same legal actions), keeps the unseen cards, the voids shown and the
passes the seat made, varies where the seat cannot tell, and depends on nothing but the view.
The Expert built on it answers every kind of Ugly decision with a legal action."""

from __future__ import annotations

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from cardtable.ai import make_bot
from cardtable.ai.expert import ExpertBot
from cardtable.ai.registry import players_for
from cardtable.ai.worlds.dealing import deal_unseen, suit_bits
from cardtable.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, cards_of, mask_of, parse_cards
from cardtable.engine.protocol import Phase
from cardtable.engine.rng import Rng
from cardtable.games.ugly.ai.worlds import sample_world
from cardtable.games.ugly.rules import NO_TRUMP, RULES, TRUMP_BASE, Deal, UglyState

from ...ai.world_contract import check_sampler, in_suits, play_randomly

HANDS = {3: 9, 4: 7}
TWO_SPADES = parse_cards("2S")[0]


def signature(world: UglyState) -> tuple[object, ...]:
    """All there is to a world: every seat's view, the deal as dealt, the moves made."""
    return (
        tuple(world.view(p) for p in range(world.n)),
        world.deal_record(),
        tuple(world.log),
        tuple(world.pass_sel),
        tuple(world.received),
    )


def hidden_places(view) -> list[int]:
    """The other seats holding a card the seat cannot place for certain."""
    left = (view.seat + 1) % view.players
    kept = len(set(view.passing) - set(view.played_cards())) if view.phase is Phase.PLAY else 0
    return [
        p for p in range(view.players)
        if p != view.seat and view.hand_sizes[p] - (kept if p == left else 0) > 0
    ]


def check_world(state: UglyState, world: UglyState) -> None:
    """Everything a world must be for the seat to act in ``state``."""
    seat = state.to_act
    view = state.view(seat)
    n = state.n
    assert world.view(seat) == view
    assert world.legal_actions() == state.legal_actions()
    others = [p for p in range(n) if p != seat]
    # the unseen cards are the real ones, only moved about
    assert Counter(c for p in others for c in cards_of(world.hands[p])) == Counter(
        c for p in others for c in cards_of(state.hands[p])
    )
    # every card of the pack is somewhere exactly once; the 2♠ is out with three players
    places = [c for c, _ in world.card_places()]
    assert sorted(places) == sorted(state.deck)
    assert (TWO_SPADES in places) == (n == 4)
    # nobody holds a suit it has shown it lacks
    for p, void in enumerate(view.voids()):
        assert not in_suits(world.hands[p], void)
    if view.phase is Phase.PLAY:
        left, right = (seat + 1) % n, (seat - 1) % n
        # what the seat passed and is not played yet is where it went; what it got came from
        # its right, and the world's passes agree with its hands as dealt
        kept = mask_of(view.passing) & ~mask_of(view.played_cards())
        assert world.hands[left] & kept == kept
        assert world.pass_sel[right] == mask_of(view.received)
        for p in range(n):
            assert world.received[(p + 1) % n] == world.pass_sel[p]
            assert world.pass_sel[p] & ~world.deal_hands[p] == 0


# ---- the contract, over random games -----------------------------------------------------------

@given(
    players=st.sampled_from([3, 4]),
    seed=st.integers(0, 2**64 - 1),
    hand=st.integers(0, 8),
    every=st.integers(3, 20),
)
def test_every_world_is_one_the_seat_cannot_tell_from_the_real_game(players, seed, hand, every):
    state = RULES.new_game(None, seed, players, hand_number=hand % HANDS[players])
    deal = len(state.sheet)
    rng = Rng(seed)
    steps = 0
    varied_checked = False
    while not state.is_over and len(state.sheet) == deal:
        if steps % every == 0:
            check_sampler(state, sample_world, check_world, signature, steps)
            view = state.view(state.to_act)
            if not varied_checked and len(hidden_places(view)) >= 2 and not any(view.voids()):
                worlds = {tuple(sample_world(view, Rng(k)).hands) for k in range(16)}
                assert len(worlds) > 1
                varied_checked = True
        play_randomly(state, rng)
        steps += 1


def test_the_sampler_is_the_one_the_expert_is_given():
    assert players_for("ugly").sampler is sample_world


# ---- hand-made positions ----------------------------------------------------------------------

def suited_game() -> UglyState:
    """Four players, seat 0 eldest, each dealt one whole suit: ♥, ♣, ♦, ♠. No trumps; each
    passes its lowest card but seat 0 its A♥. Seat 0 leads the K♥, which only the A♥ (passed
    to seat 1) can follow; seat 1 leads the 3♣ and seats 2 and 3 show they lack clubs as well.
    Now seat 0 is to play to the clubs."""
    hands = (
        parse_cards("2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"),
        parse_cards("2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"),
        parse_cards("2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD"),
        parse_cards("2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"),
    )
    state = RULES.new_game(None, 5, 4, deals=[Deal(tuple(tuple(h) for h in hands))], dealer=3)
    state.apply(NO_TRUMP)
    for card in parse_cards("AH 2C 2D 2S  KH AH 2C 2D  3C 9D 9S"):
        state.apply(card)
    return state


def test_voids_shown_decide_where_a_suit_can_be():
    state = suited_game()
    view = state.view(0)
    assert state.to_act == 0
    assert view.voids()[2] == view.voids()[3] == {HEARTS, CLUBS}
    clubs = mask_of(parse_cards("4C 5C 6C 7C 8C 9C 10C JC QC KC AC"))
    seen = set()
    for k in range(40):
        world = sample_world(view, Rng(k))
        check_world(state, world)
        assert world.hands[1] == clubs  # the only seat that may hold a club holds them all
        assert not in_suits(world.hands[2] | world.hands[3], {HEARTS, CLUBS})
        seen.add(world.hands[2])
    assert len(seen) > 10  # the diamonds and spades are shared out every which way


def test_the_cards_a_seat_passed_stay_with_its_left_hand_neighbour_until_played():
    state = RULES.new_game(None, 11, 4, hand_number=1, dealer=3)  # seat 0 names and passes first
    state.apply(TRUMP_BASE + SPADES)
    rng = Rng(3)
    while state.phase is Phase.PASS:
        play_randomly(state, rng)
    passed = state.view(0).passing
    assert len(passed) == 3
    checked = 0
    while not state.is_over and not state.sheet:
        if state.to_act == 0:
            view = state.view(0)
            world = sample_world(view, Rng(checked))
            check_world(state, world)
            still = [c for c in passed if c not in view.played_cards()]
            assert all(world.hands[1] >> c & 1 for c in still)
            assert world.received[0] == mask_of(view.received) == state.received[0]
            checked += 1
        play_randomly(state, rng)
    assert checked == 13


def test_a_world_in_the_middle_of_the_passing():
    state = RULES.new_game(None, 2, 4, hand_number=2, dealer=0)  # seat 1 names and passes first
    state.apply(TRUMP_BASE + DIAMONDS)
    rng = Rng(8)
    while not (state.to_act == 3 and len(state.view(3).passing) == 2):
        play_randomly(state, rng)
    view = state.view(3)
    assert view.phase is Phase.PASS and len(view.passing) == 2 and view.pass_count == 5
    for k in range(10):
        world = sample_world(view, Rng(k))
        check_world(state, world)
        # seats 1 and 2 have chosen five cards each, from their own hands; seat 0 not yet
        assert [world.pass_sel[p].bit_count() for p in range(4)] == [0, 5, 5, 2]
        assert all(world.pass_sel[p] & ~world.hands[p] == 0 for p in range(4))
        assert world.pass_sel[3] == mask_of(view.passing)


def test_in_the_last_hand_the_seat_knows_its_left_neighbours_whole_hand():
    state = RULES.new_game(None, 4, 3, hand_number=8, dealer=2)
    state.apply(NO_TRUMP)  # the whole hand moves left at once
    assert state.phase is Phase.PLAY
    rng = Rng(1)
    for _ in range(7):
        play_randomly(state, rng)
    seat = state.to_act
    left = (seat + 1) % 3
    view = state.view(seat)
    for k in range(10):
        world = sample_world(view, Rng(k))
        check_world(state, world)
        assert world.hands[left] == state.hands[left]
        assert world.pass_sel[seat] == world.deal_hands[seat]


def test_three_players_never_see_the_two_of_spades():
    state = RULES.new_game(None, 9, 3, hand_number=0)
    view = state.view(state.to_act)
    assert len(view.hand) == 17
    for k in range(20):
        world = sample_world(view, Rng(k))
        check_world(state, world)
        assert all(not h >> TWO_SPADES & 1 for h in world.hands)


def test_a_deal_that_voids_pin_down_is_always_found():
    # three places, each barred from all suits but one: only one deal fits
    pool = mask_of(parse_cards("2C 3C 2D 3D 4D 2H"))
    places = [(2, suit_bits({DIAMONDS, HEARTS, SPADES})), (1, suit_bits({CLUBS, DIAMONDS,
              SPADES})), (3, suit_bits({CLUBS, HEARTS, SPADES}))]
    for k in range(20):
        assert deal_unseen(pool, places, Rng(k)) == [
            mask_of(parse_cards("2C 3C")), mask_of(parse_cards("2H")),
            mask_of(parse_cards("2D 3D 4D")),
        ]


# ---- the Expert on top of it -------------------------------------------------------------------

def test_the_expert_answers_every_kind_of_decision_legally():
    phases: set[Phase] = set()
    for players, seed, hand in ((4, 1, 0), (3, 2, 1), (4, 3, 6), (3, 4, 8)):
        state = RULES.new_game(None, seed, players, hand_number=hand)
        bot = make_bot("expert", "ugly")
        assert isinstance(bot, ExpertBot)
        bot.budget_ms = 1
        rng = Rng(seed)
        steps = 0
        while not state.is_over and not state.sheet:
            legal = state.legal_actions()
            if steps % 9 == 0 or state.phase is not Phase.PLAY:
                action = bot.choose(state.view(state.to_act), legal, rng)
                assert action in legal
                if len(legal) > 1:  # a forced move, or a pass, is answered without searching
                    assert (bot.worlds_used >= 2) == (state.phase is not Phase.PASS)
                    phases.add(state.phase)
                if state.phase is Phase.PASS:
                    state.step(action)
                    while state.phase is Phase.PASS:  # one pass card is enough to ask
                        play_randomly(state, rng)
                    continue
            play_randomly(state, rng)
            steps += 1
    assert phases == {Phase.CHOOSE_TRUMP, Phase.PASS, Phase.PLAY}

"""Up and Down's world sampler: every world it deals looks, from the seat it was dealt for,
exactly like the real game (same view, same legal actions, bids and trumps), keeps the unseen
cards among the other hands and the stock, keeps the voids shown, including the trumps a player
must have lacked when it neither followed nor trumped, varies where the seat cannot tell, and
depends on nothing but the view. The Expert built on it bids and plays legally."""

from __future__ import annotations

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from cardtable.ai import make_bot
from cardtable.ai.expert import ExpertBot
from cardtable.ai.registry import players_for
from cardtable.engine.cards import DIAMONDS, HEARTS, SPADES, cards_of, parse_cards, suit
from cardtable.engine.protocol import Phase
from cardtable.engine.rng import Rng
from cardtable.games.up_and_down.ai.worlds import sample_world
from cardtable.games.up_and_down.rules import BID_BASE, RULES, Deal, UpAndDownState

from ...ai.world_contract import check_sampler, in_suits, play_randomly

PRESETS = [p.name for p in RULES.presets]
SHORT_DECK = [c for c in range(52) if c % 13 >= 5]  # seven to ace


def signature(world: UpAndDownState) -> tuple[object, ...]:
    """All there is to a world: every seat's view, the deal as dealt, the moves made."""
    return (
        tuple(world.view(p) for p in range(world.n)),
        world.deal_record(),
        tuple(world.log),
        world.deal_no,
    )


def unseen(state: UpAndDownState, seat: int) -> Counter[int]:
    """The cards ``seat`` cannot see: the other hands and the stock, less a turned-up card."""
    cards = [c for p in range(state.n) if p != seat for c in cards_of(state.hands[p])]
    cards += [c for c in state.stock if c != state.trump_card]
    return Counter(cards)


def check_world(state: UpAndDownState, world: UpAndDownState) -> None:
    """Everything a world must be for the seat to act in ``state``."""
    seat = state.to_act
    view = state.view(seat)
    assert world.view(seat) == view
    assert world.legal_actions() == state.legal_actions()
    assert world.deal_no == state.deal_no and world.table.schedule == state.table.schedule
    assert unseen(world, seat) == unseen(state, seat)
    assert len(world.stock) == len(state.stock)
    if state.trump_card is not None:
        assert world.stock[0] == state.trump_card
    for p, void in enumerate(view.voids()):
        assert not in_suits(world.hands[p], void)


# ---- the contract, over random games -----------------------------------------------------------

@given(
    players=st.integers(2, 6),
    preset=st.sampled_from(PRESETS),
    seed=st.integers(0, 2**64 - 1),
    deal=st.integers(0, 60),
    every=st.integers(2, 12),
)
def test_every_world_is_one_the_seat_cannot_tell_from_the_real_game(
    players, preset, seed, deal, every
):
    state = RULES.new_game(None, seed, players, preset)
    rng = Rng(seed)
    deal %= state.deals_in_game
    while not state.is_over and state.deal_no < deal:
        play_randomly(state, rng)
    steps = 0
    varied_checked = False
    while not state.is_over and state.deal_no == deal:
        if steps % every == 0:
            check_sampler(state, sample_world, check_world, signature, steps)
            seat = state.to_act
            view = state.view(seat)
            # with no void shown and unseen cards in two places (hands or the stock), where
            # they lie must vary
            holders = sum(1 for p in range(players) if p != seat and state.hands[p])
            holders += len(state.stock) > (state.trump_card is not None)
            if not varied_checked and holders >= 2 and not any(view.voids()):
                worlds = {
                    (tuple(w.hands), w.stock)
                    for w in (sample_world(view, Rng(k)) for k in range(16))
                }
                assert len(worlds) > 1
                varied_checked = True
        play_randomly(state, rng)
        steps += 1


def test_the_sampler_is_the_one_the_expert_is_given():
    assert players_for("up-and-down").sampler is sample_world


# ---- hand-made positions ----------------------------------------------------------------------

def dealt(hands: list[str], trump: int | None) -> UpAndDownState:
    """A hand-made deal from the 32-card deck with the rest of it as the stock; the dealer sits
    last, so seat 0 bids first and leads."""
    cards = [parse_cards(h) for h in hands]
    used = {c for h in cards for c in h}
    stock = tuple(c for c in SHORT_DECK if c not in used)
    deal = Deal(tuple(tuple(h) for h in cards), stock, trump)
    return RULES.new_game(None, 3, len(hands), deals=[deal], dealer=len(hands) - 1)


def test_a_player_who_neither_follows_nor_trumps_has_shown_it_lacks_trumps_too():
    state = dealt(["AH KH QH 7C", "8C 9C 10C 7D", "AS 8H 9D 10D"], SPADES)
    for b in (2, 0, 1):
        state.apply(BID_BASE + b)
    # seat 1 throws a club on the A♥: no hearts and no spades; seat 2 trumps the K♥: no hearts
    for card in parse_cards("AH 8C 8H  KH 9C AS  9D"):
        state.apply(card)
    assert state.to_act == 0
    view = state.view(0)
    assert view.voids() == [set(), {HEARTS, SPADES}, {HEARTS}]
    seen = set()
    for k in range(60):
        world = sample_world(view, Rng(k))
        check_world(state, world)
        assert not in_suits(world.hands[1], {HEARTS, SPADES})
        assert not in_suits(world.hands[2], {HEARTS})
        seen.add(world.hands[1])
    assert len(seen) > 5  # seat 1's two cards are any two clubs or diamonds still unseen


def test_with_two_players_a_suit_the_other_lacks_is_all_in_the_stock():
    state = dealt(["AH KH QH", "8C 9C 10C"], DIAMONDS)
    state.apply(BID_BASE + 2)
    state.apply(BID_BASE + 0)
    state.apply(parse_cards("AH")[0])
    state.apply(parse_cards("8C")[0])  # no hearts and no diamonds
    assert state.to_act == 0
    view = state.view(0)
    hidden_reds = [c for c in SHORT_DECK if suit(c) in (HEARTS, DIAMONDS)
                   and c not in view.hand and c not in view.played_cards()]
    for k in range(30):
        world = sample_world(view, Rng(k))
        check_world(state, world)
        assert set(hidden_reds) <= set(world.stock)
        assert world.hands[1].bit_count() == 2


def test_the_turned_up_trump_stays_on_the_stock_and_no_trumps_when_none_is_left():
    state = RULES.new_game(None, 12, 4, "turn-up")
    rng = Rng(2)
    tops = 0
    while not state.is_over and state.deal_no <= 8:
        if state.phase is Phase.BID:
            view = state.view(state.to_act)
            world = sample_world(view, Rng(state.deal_no))
            check_world(state, world)
            if state.cards_this_deal * 4 == 32:  # the whole deck dealt: nothing to turn up
                assert world.trump is None and world.stock == () and view.trump_card is None
                tops += 1
            else:
                assert world.trump == suit(view.trump_card)
                assert not any(w >> view.trump_card & 1 for w in world.hands)
        play_randomly(state, rng)
    assert tops == 4  # the longest deal is bid on by all four seats


def test_the_last_bidder_is_hooked_in_every_world():
    state = dealt(["AH KH QH", "8C 9C 10C", "AS 8H 9D"], SPADES)
    state.apply(BID_BASE + 1)
    state.apply(BID_BASE + 1)
    view = state.view(2)
    assert view.forbidden_bid == 1
    for k in range(10):
        world = sample_world(view, Rng(k))
        check_world(state, world)
        assert BID_BASE + 1 not in world.legal_actions()
        assert world.bids == (1, 1, None)


def test_a_later_deal_is_sampled_as_that_deal():
    state = RULES.new_game(None, 5, 3, "short")
    rng = Rng(5)
    while state.deal_no < 6:
        play_randomly(state, rng)
    view = state.view(state.to_act)
    world = sample_world(view, Rng(1))
    check_world(state, world)
    while world.deal_no == 6:  # the next deal is the schedule's next size
        play_randomly(world, rng)
    assert world.cards_this_deal == state.table.schedule[7]


# ---- the Expert on top of it -------------------------------------------------------------------

def test_the_expert_bids_and_plays_legally():
    phases: set[Phase] = set()
    for players, preset, seed in ((4, "standard", 1), (2, "full-deck", 2), (5, "turn-up", 3)):
        state = RULES.new_game({"max_cards": 5}, seed, players, preset)
        bot = make_bot("expert", "up-and-down")
        assert isinstance(bot, ExpertBot)
        bot.budget_ms = 1
        rng = Rng(seed)
        steps = 0
        while not state.is_over and state.deal_no < 6:
            legal = state.legal_actions()
            if steps % 5 == 0:
                action = bot.choose(state.view(state.to_act), legal, rng)
                assert action in legal
                if len(legal) > 1:  # a forced move is answered without looking ahead
                    assert bot.worlds_used >= 2
                    phases.add(state.phase)
                state.step(action)
            else:
                play_randomly(state, rng)
            steps += 1
    assert phases == {Phase.BID, Phase.PLAY}

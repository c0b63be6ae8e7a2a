"""The Ultimate Loser world sampler: every world it deals is one the seat cannot tell from the
real game, the hidden cards and choices really vary, it depends on the view alone, and the
Expert built on it only ever makes legal moves.

Ultimate Loser has no suit to follow, so no seat ever shows a void; what a seat does learn about
another hand is the cards that hand took from the gin card, and those must stay put.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from math import factorial
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.ai import RandomBot, make_bot
from cardtable.ai.base import Bot
from cardtable.ai.expert import ExpertBot
from cardtable.ai.registry import players_for
from cardtable.engine.cards import Card, cards_of, mask_of, parse_card, parse_cards
from cardtable.engine.protocol import Phase
from cardtable.engine.rng import Rng
from cardtable.games.ultimate_loser.ai.normal import UltimateLoserBot
from cardtable.games.ultimate_loser.ai.worlds import known_cards, sample_world
from cardtable.games.ultimate_loser.plays import SHAPES
from cardtable.games.ultimate_loser.rules import PASS, RULES, SWAP_BASE, Deal, UltimateLoserState

from .test_ultimate_loser_bot import READINGS

HIDDEN_FIELDS = frozenset({
    "hands", "stock", "deal_hands", "deal_spare", "shape_choice",  # what the seat cannot see
    "_deals", "_rng", "seed", "log", "sheet",  # the past and the future: not in any view
})
"""The state fields a world may have different from the real game; every other field must be
the real one, so a field the engine gains later is caught here until the sampler sets it."""

# ---- helpers ----------------------------------------------------------------------------------


def positions(seed: int, players: int, joker: bool,
              readings: dict[str, Any] | None = None) -> Iterator[UltimateLoserState]:
    """Every decision of a two-hand game between rule-of-thumb and random players (random ones
    swap with the gin card often, which is what the sampler must track), under the house
    rules' ``readings``. It is one state, moved on after each yield: clone it to keep a
    position."""
    state = RULES.new_game({"joker": joker, "hands": 2, **(readings or {})}, seed, players)
    bots: list[Bot] = [UltimateLoserBot() if s % 2 else RandomBot() for s in range(players)]
    rng = Rng(seed)
    while not state.is_over:
        yield state
        seat = state.to_act
        state.step(bots[seat].choose(state.view(seat), state.legal_actions(), rng))


def position_at(seed: int, players: int, joker: bool, stop: int) -> UltimateLoserState:
    """The decision ``stop`` of such a game, or its last one if it ends sooner."""
    last = None
    for k, state in enumerate(positions(seed, players, joker)):
        last = state.clone()
        if k == stop:
            break
    assert last is not None
    return last


def hidden_cards(state: UltimateLoserState, seat: int) -> Counter[Card]:
    """The cards ``seat`` cannot see: the other hands and the spare cards, as a multiset."""
    others = [c for s, h in enumerate(state.hands) if s != seat for c in cards_of(h)]
    return Counter(others + cards_of(state.stock))


def arrangements(state: UltimateLoserState, seat: int) -> int:
    """How many ways the cards ``seat`` cannot place could lie among the unknown places."""
    known = known_cards(state.view(seat))
    places = [h.bit_count() - known[s].bit_count()
              for s, h in enumerate(state.hands) if s != seat]
    places.append(state.stock.bit_count())
    ways = factorial(sum(places))
    for size in places:
        ways //= factorial(size)
    return ways


def fields(state: UltimateLoserState) -> dict[str, Any]:
    """Every field of a state, the generator by its number, for comparing whole states."""
    found = {name: getattr(state, name) for name in state._fields}
    found["_rng"] = state._rng.state
    return found


def check_world(world: UltimateLoserState, real: UltimateLoserState) -> None:
    """Assert that ``world`` is a game the seat to act in ``real`` cannot tell from it."""
    seat = real.to_act
    view = real.view(seat)
    assert world.view(seat) == view
    assert world.legal_actions() == real.legal_actions()
    assert hidden_cards(world, seat) == hidden_cards(real, seat)
    for s, cards in enumerate(known_cards(view)):
        assert cards & real.hands[s] == cards, "a card placed from the view is not there"
        assert cards & world.hands[s] == cards, "a card known to be in a hand was moved"
        # Checked against the engine too: a card held but not dealt came from the gin card.
        entered = real.hands[s] & ~real.deal_hands[s]
        assert world.hands[s] & entered == entered, "a card taken from the gin card was moved"
    world_fields, real_fields = fields(world), fields(real)
    for name in real_fields.keys() - HIDDEN_FIELDS:
        assert world_fields[name] == real_fields[name], name
    for s in range(real.n):
        if s in view.shapes_chosen:
            assert world.shape_choice[s] in SHAPES
        else:
            assert world.shape_choice[s] == 0
    # The hand as dealt is a valid deal whose first spare card was the first gin card, and
    # every card of the deck is somewhere exactly once.
    record = world.deal_record()
    RULES.new_game(world.options, 1, world.n, deals=[Deal(record.hands, record.kitty)])
    assert sorted(c for c, _ in world.card_places()) == sorted(world.deck)


def play_out(world: UltimateLoserState, rng: Rng) -> None:
    """Play the world to the end of its hand with random moves: it must be a working game."""
    hand = world.deal_no
    while not world.is_over and world.deal_no == hand:
        legal = world.legal_actions()
        assert legal
        world.step(legal[rng.below(len(legal))])


# ---- the contract, over random games ------------------------------------------------------------


@given(seed=st.integers(0, 2**32), players=st.integers(2, 7), joker=st.booleans(),
       every=st.integers(1, 6), readings=READINGS)
def test_worlds_are_indistinguishable_from_the_real_game(seed, players, joker, every, readings):
    rng = Rng(seed ^ 0x5EED)
    for k, real in enumerate(positions(seed, players, joker, readings)):
        if k % every:
            continue
        world = sample_world(real.view(real.to_act), rng)
        check_world(world, real)
        if k % 10 == 0:
            play_out(world.clone(), rng)


@given(seed=st.integers(0, 2**32), players=st.integers(2, 7), joker=st.booleans())
def test_the_hidden_cards_vary_with_the_seed_and_only_when_they_can(seed, players, joker):
    varied = 0
    for k, real in enumerate(positions(seed, players, joker)):
        if k % 3:
            continue
        view = real.view(real.to_act)
        worlds = [sample_world(view, Rng(s)) for s in range(4)]
        deals = {(tuple(w.hands), w.stock) for w in worlds}
        ways = arrangements(real, real.to_act)
        if ways == 1:
            # Everything is known (the unknown cards can only be the spare cards): the world
            # holds the real cards.
            assert deals == {(tuple(real.hands), real.stock)}
        elif ways >= 1000:
            assert len(deals) > 1
            varied += 1
    assert varied, "a game always starts with thousands of ways to deal the unseen cards"


def test_hidden_rock_paper_scissors_choices_vary_and_the_seats_own_is_kept():
    state = next(s for seed in range(50) for s in positions(seed, 4, False)
                 if s.phase is Phase.ROCK_PAPER_SCISSORS and len(s.view(s.to_act).shapes_chosen))
    view = state.view(state.to_act)
    chosen = {tuple(sample_world(view, Rng(s)).shape_choice) for s in range(40)}
    assert len(chosen) > 1
    for choices in chosen:
        assert all(choices[s] in SHAPES for s in view.shapes_chosen)


# ---- hand-made positions ----------------------------------------------------------------------


def dealt(*hands: str, gin: str) -> UltimateLoserState:
    """A three-player game whose hands begin as written, filled up to 17 cards from the rest of
    the deck in order, with ``gin`` face up; seat 0 leads. The whole deck is dealt, so the
    unseen cards are exactly the other hands and the one face-down spare card."""
    given = [parse_cards(h) for h in hands]
    rest = [c for c in RULES.new_game(None, 1, 3).deck
            if c not in {c for h in given for c in h} and c != parse_card(gin)]
    for h in given:
        while len(h) < 17:
            h.append(rest.pop(0))
    deal = Deal(tuple(tuple(h) for h in given), (parse_card(gin), *rest))
    return RULES.new_game(None, seed=1, players=3, deals=[deal], dealer=2)


def test_a_card_taken_from_the_gin_card_stays_with_its_taker_until_played():
    # Seat 0 leads the 3♣; seat 1 gives its 10♦ for the gin card, the K♠; seat 2 is to act.
    state = dealt("2C 3C 4C 5C", "2D TD JD QD", "2H 3H 4H 5H", gin="KS")
    state.apply(parse_card("3C"))
    state.apply(SWAP_BASE + parse_card("TD"))
    view = state.view(2)
    king, ten = parse_card("KS"), parse_card("TD")
    assert known_cards(view)[1] == 1 << king
    for s in range(30):
        world = sample_world(view, Rng(s))
        assert world.hands[1] >> king & 1
        assert world.gin == ten
        assert world.deal_spare[0] == king  # the K♠ was the gin card as dealt
        assert world.deal_hands[1] >> ten & 1  # and seat 1 was dealt the 10♦
        check_world(world, state)
    # Once played, the king is no longer anyone's.
    state.apply(PASS)  # seat 2
    state.apply(parse_card("4C"))  # seat 0 leads again (its 3♣ was the best play)
    state.apply(king)
    assert known_cards(state.view(2))[1] == 0


def test_with_two_players_the_other_hand_and_the_spare_cards_share_the_unseen_cards():
    state = RULES.new_game(None, seed=9, players=2)
    view = state.view(state.to_act)
    world = sample_world(view, Rng(3))
    assert world.hands[1 - view.seat].bit_count() == 13
    assert world.stock.bit_count() == 25  # 52 − 2·13 − the gin card
    assert world.view(view.seat) == view


# ---- fair play: only the view matters -----------------------------------------------------------


def reshuffled(real: UltimateLoserState, seat: int, rng: Rng) -> UltimateLoserState:
    """The same game with the cards ``seat`` cannot place moved around among the other hands
    and the spare cards (each keeping its count), and the others' hidden rock-paper-scissors
    choices changed: a game the seat cannot tell from ``real``."""
    other = real.clone()
    known = known_cards(real.view(seat))
    places = [s for s in range(real.n) if s != seat]
    loose = {s: real.hands[s] & ~known[s] for s in places}
    pool = [c for s in places for c in cards_of(loose[s])] + cards_of(real.stock)
    rng.shuffle(pool)
    at = 0
    for s in places:
        size = loose[s].bit_count()
        new = mask_of(pool[at:at + size])
        at += size
        # Cards not taken from the gin card were dealt to their holder: the deal changes alike.
        other.hands[s] = known[s] | new
        deal_hands = list(other.deal_hands)
        deal_hands[s] = deal_hands[s] & ~loose[s] | new
        other.deal_hands = tuple(deal_hands)
    other.stock = mask_of(pool[at:])
    other.deal_spare = (real.deal_spare[0], *pool[at:])
    for s in real.view(seat).shapes_chosen:
        if s != seat:
            other.shape_choice[s] = SHAPES[rng.below(len(SHAPES))]
    return other


@given(seed=st.integers(0, 2**32), players=st.integers(2, 7), joker=st.booleans(),
       stop=st.integers(0, 400))
def test_the_world_depends_only_on_the_view(seed, players, joker, stop):
    real = position_at(seed, players, joker, stop)
    seat = real.to_act
    other = reshuffled(real, seat, Rng(seed))
    assert other.view(seat) == real.view(seat)
    for s in range(3):
        mine, theirs = sample_world(real.view(seat), Rng(s)), sample_world(other.view(seat), Rng(s))
        assert fields(mine) == fields(theirs)


def test_an_expert_decision_is_unchanged_when_the_hidden_cards_are_shuffled():
    # A clock that never moves: exactly the minimum number of worlds, on any machine.
    def expert() -> ExpertBot:
        return ExpertBot("ultimate-loser", sample_world, UltimateLoserBot, 0, clock=lambda: 0.0,
                         tuning=players_for("ultimate-loser").tuning)

    checked = 0
    for seed in range(3):
        for k, real in enumerate(positions(seed, 4, False)):
            if k % 29 or len(real.legal_actions()) < 2:
                continue
            other = reshuffled(real, real.to_act, Rng(seed + k))
            first = expert().choose(real.view(real.to_act), real.legal_actions(), Rng(k))
            second = expert().choose(other.view(real.to_act), other.legal_actions(), Rng(k))
            assert first == second
            checked += 1
    assert checked >= 6


# ---- the Expert on this sampler ------------------------------------------------------------


def test_the_registry_finds_this_sampler():
    assert players_for("ultimate-loser").sampler is sample_world


@settings(max_examples=12)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 7), stop=st.integers(0, 300))
def test_the_expert_with_a_tiny_budget_makes_legal_moves(seed, players, stop):
    bot = make_bot("expert", "ultimate-loser")
    assert isinstance(bot, ExpertBot)
    bot.budget_ms = 1
    real = position_at(seed, players, seed % 2 == 0, stop)
    legal = real.legal_actions()
    assert bot.choose(real.view(real.to_act), legal, Rng(seed)) in legal


def test_the_expert_plays_rock_paper_scissors_leads_and_follows_legally():
    bot = make_bot("expert", "ultimate-loser")
    assert isinstance(bot, ExpertBot)
    bot.budget_ms = 1
    wanted = {"rock-paper-scissors", "lead", "follow"}
    seen: set[str] = set()
    for seed in range(40):
        for real in positions(seed, 3, False):
            if real.phase is Phase.ROCK_PAPER_SCISSORS:
                kind = "rock-paper-scissors"
            else:
                kind = "follow" if real.shape else "lead"
            if kind in seen or len(real.legal_actions()) < 2:
                continue
            legal = real.legal_actions()
            action = bot.choose(real.view(real.to_act), legal, Rng(seed))
            assert action in legal
            assert bot.worlds_used >= 2  # it searched rather than answer at once
            seen.add(kind)
        if seen == wanted:
            break
    assert seen == wanted

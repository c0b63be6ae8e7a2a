"""The Black Lady world sampler: every world it deals is one the seat cannot tell from the real
game, for every option; the hidden cards really vary; it depends on the view alone; and what a
seat can work out (voids, its passes, a face-down kitty, what a rule would have forced) holds in
every world.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.ai import RandomBot
from cardtable.ai.base import Bot
from cardtable.ai.registry import players_for
from cardtable.engine.cards import (
    CLUBS,
    HEARTS,
    SUIT_MASKS,
    Mask,
    cards_of,
    mask_of,
    parse_card,
    parse_cards,
)
from cardtable.engine.protocol import Phase
from cardtable.engine.rng import Rng
from cardtable.games.black_lady.ai import worlds as black_lady
from cardtable.games.black_lady.ai.dealing import deal_with_bans
from cardtable.games.black_lady.ai.normal import BlackLadyBot
from cardtable.games.black_lady.ai.worlds import sample_world
from cardtable.games.black_lady.rules import RULES, BlackLadyState, BlackLadyView, Deal

from ...engine.deals import cancel_game, cplay, game, play

CONFIGS: tuple[tuple[str, int, dict[str, Any]], ...] = (
    ("morehead", 4, {}),
    ("foster", 3, {}),  # the 2♠ out, Foster's counters
    ("culbertson", 5, {"passing": "left-right"}),
    ("pink-lady", 4, {"passing": "cycle", "hearts_broken": True, "no_pass": "QS+2C"}),
    ("black-jack", 4, {"black_jack_discard": "must", "no_points_first_trick": True}),
    ("omnibus", 6, {"club_play": True, "first_lead": "lowest-club"}),
    ("morehead", 5, {"kitty": True, "kitty_seen": True, "first_lead": "lowest-club"}),
    ("morehead", 7, {"kitty": True, "passing": "cycle", "hearts_broken": True}),  # a held deal
    ("cancellation", 6, {}),
    ("cancellation", 7, {"kitty": True, "kitty_seen": True, "passing": "cycle",
                         "first_lead": "lowest-club", "club_play": True,
                         "no_points_first_trick": True, "hearts_broken": True}),
    ("cancellation", 11, {"passing": "left-right"}),
    ("morehead", 4, {"hearts_broken": True, "hearts_broken_by": "heart-or-lady",
                     "passing": "left-right"}),
    ("morehead", 5, {"hearts_broken": True, "hearts_broken_by": "heart", "no_pass": "QS+2C"}),
)
"""Presets and player counts covering every option that changes what a seat can know."""

HIDDEN_FIELDS = frozenset({
    "hands", "deal_hands", "pass_sel", "received",  # the other hands and their passes
    "kitty", "kitty_points", "taken", "won", "bonus_taken", "pending",  # a face-down kitty
    "first_lead_card",  # which copy of the lowest club, before it is led
    "_deals", "_rng", "seed", "log", "sheet", "legal_cache",  # the past and the future
})
"""The state fields a world may have different from the real game (those marked a face-down
kitty and the first lead are checked below in the cases where they must agree); every other
field must be the real one, so a field the engine gains later is caught here."""




@pytest.fixture(autouse=True)
def first_deal_only(monkeypatch):
    """The sampler may deal again when the engine refuses to replay a deal, as a safety net;
    here it may not: every rule is modelled exactly, so the first deal always replays."""
    monkeypatch.setattr(black_lady, "MAX_ATTEMPTS", 1)


# ---- helpers ----------------------------------------------------------------------------------


def positions(seed: int, config: int, deals: int = 3) -> Iterator[BlackLadyState]:
    """Every decision of the first ``deals`` deals of a game between rule-of-thumb and random
    players (random ones show voids early and pass anything)."""
    preset, players, options = CONFIGS[config]
    state = RULES.new_game(options, seed, players, preset)
    bots: list[Bot] = [BlackLadyBot() if (s + seed) % 2 else RandomBot() for s in range(players)]
    rng = Rng(seed)
    while not state.is_over and state.deal_no < deals:
        yield state
        seat = state.to_act
        state.step(bots[seat].choose(state.view(seat), state.legal_actions(), rng))


def kitty_hidden(state: BlackLadyState, seat: int) -> bool:
    """Whether the deal has a kitty that ``seat`` has not seen."""
    return not state.view(seat).kitty and bool(state.kitty)


def hidden_cards(state: BlackLadyState, seat: int) -> Mask:
    """The cards ``seat`` cannot see: the other hands, and the kitty unless it has seen it."""
    found = 0
    for s, hand in enumerate(state.hands):
        if s != seat:
            found |= hand
    return found | (state.kitty if kitty_hidden(state, seat) else 0)


def pinned_cards(view: BlackLadyView) -> Mask:
    """The seat's passes not yet played: it knows they are in the hand it passed to."""
    if view.phase is not Phase.PLAY or not view.pass_offset:
        return 0
    return mask_of(view.passing) & ~mask_of(view.played_cards())


def fields(state: BlackLadyState) -> dict[str, Any]:
    """Every field of a state, the generator by its number, for comparing whole states."""
    found = {name: getattr(state, name) for name in state._fields}
    found["_rng"] = state._rng.state
    return found


def replayed(world: BlackLadyState, seat: int) -> BlackLadyView:
    """The seat's view after replaying the world's deal in a fresh game: dealt as the world
    says it was dealt (earlier deals are played out first, so that the deal number, the dealer
    and the pass direction are the same), then the world's own moves of the deal. The engine
    refuses any move its rules forbid, so this checks the world's hidden past."""
    record = world.deal_record()
    k, n = world.deal_no, world.n
    options = {**world.options, "target": 10_000, "deal_limit": 0}
    fresh = RULES.new_game(options, 1, n, deals=[Deal(record.hands, record.kitty)] * (k + 1),
                           dealer=(world.dealer - k) % n)
    while fresh.deal_no < k:
        fresh.step(fresh.legal_actions()[0])
    for action in world.log:
        fresh.step(action)
    return replace(fresh.view(seat), scores=world.scores, pool=world.pool, options=world.options)


def check_world(world: BlackLadyState, real: BlackLadyState, seat: int) -> None:
    """Assert that ``world`` is a game ``seat`` cannot tell from ``real``."""
    view = real.view(seat)
    assert world.view(seat) == view
    if seat == real.to_act:
        assert world.legal_actions() == real.legal_actions()
    assert hidden_cards(world, seat) == hidden_cards(real, seat)
    for s, suits in enumerate(view.voids()):
        for suit in suits:
            assert not world.hands[s] & SUIT_MASKS[suit], "a card of a suit shown void"
    pinned = pinned_cards(view)
    target = (seat + view.pass_offset) % view.players
    assert world.hands[target] & pinned == pinned, "a passed card left the hand it went to"
    # Field by field: the public ones are the real ones.
    mine, theirs = fields(world), fields(real)
    for name in theirs.keys() - HIDDEN_FIELDS:
        assert mine[name] == theirs[name], name
    assert world.hands[seat] == real.hands[seat]
    assert world.pass_sel[seat] == real.pass_sel[seat]
    assert world.received[seat] == real.received[seat]
    if not kitty_hidden(real, seat):
        for name in ("kitty", "kitty_points", "taken", "won", "bonus_taken", "pending"):
            assert mine[name] == theirs[name], name
    else:
        owner = real.kitty_owner
        for state in (world, real):
            assert state.kitty.bit_count() == view.kitty_size
        for s in range(real.n):
            points = (s == owner) * (world.kitty_points - real.kitty_points)
            assert world.taken[s] == real.taken[s] + points
            assert world.won[s] & ~world.kitty == real.won[s] & ~real.kitty
    first_lead_unknown = (view.phase is Phase.PLAY and not view.played_cards()
                          and seat != view.to_act)
    if not first_lead_unknown:
        assert world.first_lead_card == real.first_lead_card
    # The deal as dealt is a valid one holding the whole deck, and every card is somewhere once.
    record = world.deal_record()
    RULES.new_game(world.options, 1, world.n, deals=[Deal(record.hands, record.kitty)])
    assert sorted(c for c, _ in world.card_places()) == sorted(world.table.deck)


def play_out(world: BlackLadyState, rng: Rng) -> None:
    """Play the world to the end of its deal with random moves: it must be a working game."""
    deal = len(world.sheet)
    while not world.is_over and len(world.sheet) == deal:
        legal = world.legal_actions()
        assert legal
        world.step(legal[rng.below(len(legal))])
    assert len(world.sheet) == deal + 1


# ---- the contract, over random games ------------------------------------------------------------


@settings(max_examples=40)
@given(seed=st.integers(0, 2**32), config=st.integers(0, len(CONFIGS) - 1),
       every=st.integers(3, 9))
def test_worlds_are_indistinguishable_from_the_real_game(seed, config, every):
    rng = Rng(seed ^ 0x5EED)
    for k, real in enumerate(positions(seed, config)):
        if k % every:
            continue
        # The seat to act, as the Expert asks; and another seat, as the knowledge panel may.
        for seat in {real.to_act, k % real.n}:
            world = sample_world(real.view(seat), rng)
            check_world(world, real, seat)
            if k % (3 * every) == 0:
                assert replayed(world, seat) == real.view(seat)
                play_out(world.clone(), rng)


@settings(max_examples=25)
@given(seed=st.integers(0, 2**32), config=st.integers(0, len(CONFIGS) - 1))
def test_the_hidden_cards_vary_with_the_seed(seed, config):
    varied = 0
    for k, real in enumerate(positions(seed, config, deals=1)):
        view = real.view(real.to_act)
        if k % 5 or len(view.tricks) > 2:
            continue
        # Early in the deal every other hand holds many cards the seat has never seen.
        worlds = [sample_world(view, Rng(s)) for s in range(4)]
        assert len({(tuple(w.hands), w.kitty) for w in worlds}) > 1
        varied += 1
    assert varied


@settings(max_examples=25)
@given(seed=st.integers(0, 2**32), config=st.integers(0, len(CONFIGS) - 1),
       stop=st.integers(0, 400))
def test_the_world_depends_only_on_the_view(seed, config, stop):
    real = None
    for k, state in enumerate(positions(seed, config)):
        real = state.clone()
        if k == stop:
            break
    assert real is not None
    seat = real.to_act
    other = reshuffled(real, seat, Rng(seed))
    assert other.view(seat) == real.view(seat)
    for s in range(2):
        assert fields(sample_world(real.view(seat), Rng(s))) == fields(
            sample_world(other.view(seat), Rng(s)))


def reshuffled(real: BlackLadyState, seat: int, rng: Rng) -> BlackLadyState:
    """The same game with the others' cards that ``seat`` cannot place swapped around among
    them within each suit (so every hand keeps its size and its voids): a game the seat
    cannot tell from ``real``."""
    other = real.clone()
    pinned = pinned_cards(real.view(seat))
    places = [s for s in range(real.n) if s != seat]
    hands = {s: real.hands[s] & ~pinned for s in places}
    for suit_mask in SUIT_MASKS:
        pool = [c for s in places for c in cards_of(hands[s] & suit_mask)]
        rng.shuffle(pool)
        for s in places:
            size = (hands[s] & suit_mask).bit_count()
            other.hands[s] = other.hands[s] & ~suit_mask | real.hands[s] & suit_mask & pinned
            other.hands[s] |= mask_of(pool[:size])
            pool = pool[size:]
    return other


def test_the_registry_finds_this_sampler():
    assert players_for("black-lady").sampler is sample_world


def test_there_is_no_decision_to_sample_once_the_game_is_over():
    state = RULES.new_game({"deal_limit": 1, "passing": "none"}, 2, 4)
    while not state.is_over:
        state.step(state.legal_actions()[0])
    try:
        sample_world(state.view(0), Rng(1))
    except ValueError as error:
        assert "game over" in str(error)
    else:
        raise AssertionError("a finished game has no decision to sample")


# ---- hand-made positions: what a seat works out -------------------------------------------------

SEEDS = range(30)


def worlds(state: BlackLadyState, seat: int) -> list[BlackLadyState]:
    """Worlds from several seeds for ``seat``, each checked against the view."""
    view = state.view(seat)
    found = [sample_world(view, Rng(s)) for s in SEEDS]
    for world in found:
        assert world.view(seat) == view
        if seat == state.to_act:
            assert world.legal_actions() == state.legal_actions()
    return found


def mask(text: str) -> Mask:
    """The cards written, as a mask."""
    return mask_of(parse_cards(text))


def test_a_player_void_in_three_suits_holds_the_rest_of_the_fourth():
    s = game("2C 3C 4C 5C 6C 2D 3D 4D 5D 6D 2H 3H 4H",
             "7C 8C 9C TC JC 7D 8D 9D TD 5H 6H 7H 8H",
             "QC KC AC JD QD KD AD 9H TH JH QH KH AH",
             "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS")
    play(s, "2C 7C QC 2S  AD 3S 2D 7D  AH 4S 2H 5H")
    assert s.to_act == 2
    found = worlds(s, 2)
    for world in found:
        check_world(world, s, 2)
        assert world.hands[3] == s.hands[3]  # only spades: and it holds every spade left
    # The other two hands are not determined.
    assert len({w.hands[0] for w in found}) > 1


def _passing_deal() -> BlackLadyState:
    """Seat 0 passes the top spades to seat 1 and gets the top hearts from seat 3."""
    s = game("AS KS QS 2C 3C 4C 5C 6C 2D 3D 4D 5D 6D",
             "2S 3S 4S 7C 8C 9C TC 7D 8D 9D TD 2H 3H",
             "5S 6S 7S JC QC KC JD QD KD 4H 5H 6H 7H",
             "8S 9S TS JS AC AD 8H 9H TH JH QH KH AH", passing="left")
    play(s, "AS KS QS  2H 3H TD  QC KC KD  AH KH QH")
    assert s.phase is Phase.PLAY
    play(s, "2C 7C JC AC  8S AH 4S 5S")
    return s


def test_the_cards_a_seat_passed_stay_where_it_sent_them_until_played():
    s = _passing_deal()
    play(s, "9S")  # seat 3 leads again; seat 0, void in spades now, is to act
    assert s.to_act == 0
    for world in worlds(s, 0):
        check_world(world, s, 0)
        assert world.hands[1] & mask("AS KS QS") == mask("AS KS QS")
        # What seat 0 received came from seat 3, as the world's record of the passes says.
        assert world.pass_sel[3] == mask("AH KH QH") == world.received[0]
        assert world.pass_sel[0] == mask("AS KS QS") == world.received[1]
        assert world.hands[0] == s.hands[0]
    play(s, "KH QS")  # seat 1 plays the lady: now only the ace and king are known
    found = worlds(s, 0)
    for world in found:
        check_world(world, s, 0)
        assert world.hands[1] & mask("AS KS") == mask("AS KS")
    # The others' passes are hidden: the worlds guess them differently.
    assert len({w.pass_sel[1] for w in found}) > 1


def test_a_player_who_could_not_follow_yet_kept_the_lady_has_none_under_club_play():
    hands = ("2D 3D 4D 5D 6D 7D 8D 9D TD 2C 3C 4C 5C",
             "2S 3S 4S 5S 6S 7S 8S 9S 6C 7C 8C 9C TC",  # no diamonds, no lady
             "JD QD KD AD JC QC KC AC 2H 3H 4H 5H 6H",
             "TS JS QS KS AS 7H 8H 9H TH JH QH KH AH")
    holders = {}
    for club_play in (True, False):
        s = game(*hands, club_play=club_play)
        play(s, "2D 6C")  # seat 1 throws a club
        holders[club_play] = {w.hands[1] >> parse_card("QS") & 1 for w in worlds(s, 2)}
    assert holders[True] == {0}  # with club play it would have had to throw the lady
    assert holders[False] == {0, 1}


def test_a_player_void_who_kept_the_black_jack_has_none_when_it_must_be_thrown():
    hands = ("2D 3D 4D 5D 6D 7D 8D 9D TD 2C 3C 4C 5C",
             "2S 3S 4S 5S 6S 7S 8S 9S 6C 7C 8C 9C TC",
             "JD QD KD AD JC QC KC AC 2H 3H 4H 5H 6H",
             "TS JS QS KS AS 7H 8H 9H TH JH QH KH AH")
    s = game(*hands, black_jack=True, black_jack_discard="must")
    play(s, "2D 6C")
    assert {w.hands[1] >> parse_card("JS") & 1 for w in worlds(s, 2)} == {0}


def test_a_heart_led_before_hearts_are_broken_shows_a_hand_of_hearts():
    s = game("2C 3C 4C 5C 6C 2D 3D 4D 5D 6D 2S 3S 4S",
             "AC 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
             "7C 8C 9C TC 7D 8D 9D TD 5S 6S 7S 8S 9S",
             "JC QC KC JD QD KD AD TS JS QS KS AS AH", hearts_broken=True)
    play(s, "2C AC 7C JC  2H")  # seat 1 wins and leads a heart, hearts unbroken
    hearts_or_lady = SUIT_MASKS[HEARTS] | mask("QS")
    for world in worlds(s, 2):
        check_world(world, s, 2)
        assert not world.hands[1] & ~hearts_or_lady


def test_the_lady_falling_breaks_hearts_when_the_reading_says_so():
    # Seat 1 must follow the A♠ with its only spade, the Q♠; under "a heart or the black lady"
    # that breaks hearts, so seat 0 may lead a heart from a hand that holds other suits.
    s = game("AS 2C 3C 4C 5C 6C 2D 3D 4D 5D 6D 2H 3H",
             "QS 7C 8C 9C TC 7D 8D 9D TD 4H 5H 6H 7H",
             "2S 3S 4S 5S JC QC KC JD QD KD 8H 9H TH",
             "6S 7S 8S 9S TS JS KS AC AD AH KH QH JH",
             hearts_broken=True, hearts_broken_by="heart-or-lady")
    play(s, "AS QS 2S 6S  2H")
    found = worlds(s, 2)
    for world in found:
        check_world(world, s, 2)
    assert any(world.hands[0] & ~SUIT_MASKS[HEARTS] for world in found)


def test_a_spade_cancelled_by_its_twin_forces_no_lady_so_her_holder_may_still_have_her():
    # Two decks: the two K♠ cancel, so club play did not make seat 3 play the Q♠ it holds.
    s = cancel_game("5S 3D", "KS 4D", "KS* 5D", "QS 2S", "6S 6D", "7S 7D", club_play=True)
    cplay(s, "5S KS KS* 2S")
    view = s.view(0)
    forbid = black_lady._history_forbids(view, s.table, mask_of(s.table.deck))
    assert not forbid[3] & s.table.lady_mask
    worlds(s, 0)  # each one shows seat 0 what it sees


def test_a_penalty_card_thrown_on_the_first_trick_shows_nothing_else_to_throw():
    s = game("2C 3C 4C 5C 6C 2D 3D 4D 5D 6D 2S 3S 4S",
             "QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
             "7C 8C 9C TC 7D 8D 9D TD 5S 6S 7S 8S 9S",
             "JC QC KC AC JD QD KD AD TS JS KS AS AH", no_points_first_trick=True)
    play(s, "2C 2H")  # void in clubs, seat 1 throws a heart on the first trick
    penalty = SUIT_MASKS[HEARTS] | mask("QS")
    for world in worlds(s, 2):
        check_world(world, s, 2)
        assert not world.hands[1] & ~penalty


def test_the_lowest_club_leads_so_lower_clubs_lie_in_the_kitty():
    # Five players, ten cards each; the 2♣ is in the kitty, so the 3♣ leads.
    hands = ("3C 9C 2D 3D 4D 5D 6D 7D 2S 3S",
             "4C TC 8D 9D TD JD QD KD 4S 5S",
             "5C JC AD 2H 3H 4H 5H 6H 6S 7S",
             "6C QC 7H 8H TH JH QH KH 8S 9S",
             "7C 8C KC AC AH TS JS QS KS AS")
    s = game(*hands, kitty="2C 9H", first_lead="lowest-club", dealer=4)
    assert s.to_act == 0
    # Before the lead, another seat knows only that seat 0 holds the lowest club of any hand.
    for world in worlds(s, 2):
        check_world(world, s, 2)
        hand_clubs = [c for h in world.hands for c in cards_of(h & SUIT_MASKS[CLUBS])]
        assert min(hand_clubs) in cards_of(world.hands[0])
    play(s, "3C")
    for world in worlds(s, 1):
        check_world(world, s, 1)
        assert world.kitty >> parse_card("2C") & 1


def test_a_kitty_taken_unseen_stays_unknown_and_a_kitty_seen_is_known():
    for seen in (False, True):
        state = RULES.new_game({"kitty": True, "kitty_seen": seen}, 12, 5)
        bot = BlackLadyBot()
        while state.phase is Phase.PASS or not state.history:
            state.step(bot.choose(state.view(state.to_act), state.legal_actions(), Rng(1)))
        owner = state.kitty_owner
        assert owner is not None
        other = (owner + 1) % 5
        kitties = {w.kitty for w in worlds(state, other)}
        assert len(kitties) > 1  # the others never see it
        for seat in (owner, other):
            for world in worlds(state, seat):
                check_world(world, state, seat)
                assert not world.kitty & mask_of(state.view(seat).hand)
        owners = {w.kitty for w in worlds(state, owner)}
        assert (owners == {state.kitty}) is seen


def test_two_decks_a_passed_copy_is_placed_and_the_other_copy_is_not():
    state = RULES.new_game(None, 5, 6, "cancellation")
    bot = BlackLadyBot()
    while state.phase is Phase.PASS:
        state.step(bot.choose(state.view(state.to_act), state.legal_actions(), Rng(1)))
    seat = state.to_act
    view = state.view(seat)
    target = (seat + view.pass_offset) % 6
    passed = mask_of(view.passing)
    twins = mask_of(c ^ 64 for c in view.passing) & ~mask_of(view.hand)
    twins &= mask_of(state.table.deck)
    found = worlds(state, seat)
    for world in found:
        check_world(world, state, seat)
        assert world.hands[target] & passed == passed
    if twins:  # the other copies, when the seat lacks them, go anywhere
        assert len({w.hands[target] & twins for w in found}) > 1


def test_in_the_pass_the_seats_before_choose_unseen_and_the_seat_keeps_its_choice():
    state = RULES.new_game(None, 8, 4)
    bot = BlackLadyBot()
    eldest = state.to_act
    while state.to_act != (eldest + 2) % 4 or not state.pass_sel[state.to_act]:
        state.step(bot.choose(state.view(state.to_act), state.legal_actions(), Rng(1)))
    seat = state.to_act
    found = worlds(state, seat)
    for world in found:
        check_world(world, state, seat)
        for k in range(4):
            s = (eldest + k) % 4
            chosen = world.pass_sel[s]
            assert chosen & world.hands[s] == chosen
            assert chosen.bit_count() == (3 if k < 2 else 1 if s == seat else 0)
    assert len({w.pass_sel[eldest] for w in found}) > 1


def test_a_hand_made_deal_with_cards_out_of_play_samples_from_every_unseen_card():
    s = game("2C 3C", "4C 5C", "6C 7C", "8C 9C")  # 44 cards out of play
    play(s, "2C")
    for world in worlds(s, 1):
        assert world.hands[0].bit_count() == 1 and world.hands[2].bit_count() == 2


# ---- the deal itself --------------------------------------------------------------------------


def test_a_deal_that_a_greedy_deal_can_miss_is_always_found_and_varies():
    # Three places of one card each; card 0 may not go to place 2, card 1 not to place 0,
    # card 2 not to place 1: only two deals exist, and a greedy deal may corner itself.
    bans = [1 << 1, 1 << 2, 1 << 0]
    seen = set()
    for s in range(40):
        got = deal_with_bans(0b111, [1, 1, 1], bans, Rng(s))
        assert sorted(got) == [1, 2, 4]
        assert all(not got[b] & bans[b] for b in range(3))
        seen.add(tuple(got))
    assert len(seen) == 2


def test_a_tightly_banned_deal_respects_every_ban_and_count():
    rng = Rng(7)
    caps = [5, 4, 6, 5]
    for _ in range(200):
        # A hidden deal to keep possible: each card's place in it is never banned for it.
        places = [b for b, cap in enumerate(caps) for _ in range(cap)]
        rng.shuffle(places)
        bans = [rng.bits(len(places)) for _ in caps]
        for card, b in enumerate(places):
            bans[b] &= ~(1 << card)
        got = deal_with_bans((1 << len(places)) - 1, caps, bans, rng)
        assert [g.bit_count() for g in got] == caps
        assert sum(got) == (1 << len(places)) - 1
        assert all(not got[b] & bans[b] for b in range(len(caps)))


def test_a_deal_no_game_could_show_is_refused():
    try:
        deal_with_bans(0b11, [1, 1], [0b11, 0b11], Rng(1))
    except ValueError as error:
        assert "no deal" in str(error)
    else:
        raise AssertionError("two cards banned from both places cannot be dealt")


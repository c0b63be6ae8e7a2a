"""The Expert U-G-O player: only legal moves, a decision that depends on nothing its seat cannot
see, its thinking time kept, forced moves at once, and positions where looking further than the
Normal player pays.

Time here is a clock the test moves, never the wall clock: each reading moves it a little, and
the work the Expert does (a world dealt, a move tried out in it) can be charged to it, so the
budget is checked the same way on any machine.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.ai import make_bot, ugo_expert
from cardtable.ai.ugo import UgoBot
from cardtable.ai.ugo_expert import MIN_WORLDS, UgoExpertBot
from cardtable.ai.worlds.ugo import sample_world
from cardtable.engine.cards import copy_of
from cardtable.engine.games.ugo import RULES, UgoState
from cardtable.engine.games.ugo import actions as A
from cardtable.engine.games.ugo.roles import role
from cardtable.engine.protocol import Phase
from cardtable.engine.rng import Rng

from .clocks import FakeClock
from .test_ugo_bot import act, play_out_legally, table

PRESETS = ("standard", "optional")


def expert(clock: FakeClock, budget_ms: int) -> UgoExpertBot:
    """The Expert as the game offers it, on the test's clock."""
    bot = make_bot("expert", "ugo")
    assert isinstance(bot, UgoExpertBot)
    bot.clock = clock
    bot.budget_ms = budget_ms
    return bot


def positions(seed: int, players: int, preset: str, every: int = 1) -> list[UgoState]:
    """Every ``every``-th decision with a choice in a game of Normal players."""
    state = RULES.new_game(None, seed, players, preset)
    bot, rng = UgoBot(), Rng(seed)
    found = []
    while not state.is_over:
        legal = state.legal_actions()
        if len(legal) > 1:
            if len(state.log) % every == 0:
                found.append(state.clone())
            action = bot.choose(state.view(state.to_act), legal, rng)
        else:
            action = legal[0]
        state.step(action)
    return found


def reshuffled(state: UgoState, seat: int, rng: Rng) -> UgoState:
    """A copy of ``state`` in which the cards ``seat`` cannot see change places, each with
    another of the same owner (a face-down card only with another Attack/Defense card): every
    deck's order, the other hands and the other tables' face-down cards."""
    other = state.clone()
    places: list[tuple[list[Any], int]] = []  # (list, index) of a hidden card
    for s in range(state.players):
        deck = other.decks[s]
        places += [(deck, k) for k in range(len(deck))]
        if s != seat:
            places += [(other.hands[s], k) for k in range(len(other.hands[s]))]
    for owner in range(state.players):
        mine = [(where, k) for where, k in places if copy_of(where[k]) == owner]
        cards = [where[k] for where, k in mine]
        rng.shuffle(cards)
        for (where, k), card in zip(mine, cards, strict=True):
            where[k] = card
    for s in range(state.players):
        if s == seat:
            continue
        for k, placed in enumerate(other.tables[s]):
            if placed.face_up:
                continue
            swaps = [(where, j) for where, j in places
                     if copy_of(where[j]) == copy_of(placed.card) and role(where[j]) == "ad"]
            if swaps:
                where, j = swaps[rng.below(len(swaps))]
                where[j], card = placed.card, where[j]
                other.tables[s][k] = placed._replace(card=card)
    return other


# ---- always legal ----------------------------------------------------------------------------

@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([2, 3, 4]),
       preset=st.sampled_from(PRESETS))
def test_the_expert_only_ever_chooses_legal_actions(seed, players, preset):
    state = RULES.new_game(None, seed, players, preset)
    bots = [expert(FakeClock(0.0005), 2) if k == 0 else UgoBot() for k in range(players)]
    play_out_legally(state, bots, Rng(seed))


def test_the_expert_level_of_ugo_is_this_bot():
    bot = make_bot("expert", "ugo")
    assert isinstance(bot, UgoExpertBot) and bot.name == "expert"
    assert bot.budget_ms == 250


# ---- fair play --------------------------------------------------------------------------------

def test_a_decision_is_unchanged_when_the_hidden_cards_are_shuffled():
    checked = changed = sampled = 0
    for seed, players, preset in ((1, 2, "standard"), (2, 3, "optional"), (3, 4, "standard"),
                                  (4, 2, "optional")):
        for k, real in enumerate(positions(seed, players, preset, every=5)):
            if k % 4:
                continue
            seat = real.to_act
            other = reshuffled(real, seat, Rng(seed * 100 + k))
            assert other.view(seat) == real.view(seat)
            changed += (other.hands != real.hands or other.decks != real.decks)
            choices = []
            for s in (real, other):
                bot = expert(FakeClock(0.001), 10)
                choices.append((bot.choose(s.view(seat), s.legal_actions(), Rng(k)),
                                bot.worlds_used, bot.nodes_used))
            assert choices[0] == choices[1]
            checked += 1
            sampled += choices[0][1] >= MIN_WORLDS
    assert checked >= 8
    assert sampled >= 2  # decisions made on sampled worlds were among them
    assert changed == checked  # the shuffle really moved the unseen cards


def test_a_sampled_world_looks_to_the_seat_just_like_the_real_game():
    for seed, players, preset in ((5, 2, "standard"), (6, 3, "optional"), (7, 4, "optional")):
        for k, real in enumerate(positions(seed, players, preset, every=3)):
            for seat in range(players):
                world = sample_world(real.view(seat), Rng(k))
                assert world.view(seat) == real.view(seat)
                assert sorted(c for c, _ in world.card_places()) == sorted(
                    c for c, _ in real.card_places())


# ---- time ---------------------------------------------------------------------------------------

def _busy_position(seed: int, players: int) -> UgoState:
    """A decision on a player's turn, late enough that the tables are full of choices."""
    found = [s for s in positions(seed, players, "standard")
             if s.phase is Phase.PLAY and len(s.legal_actions()) >= 8]
    return found[len(found) // 2]


@pytest.mark.parametrize(("world_ms", "move_ms"), [(0.2, 1.0), (1.0, 6.0)])
@pytest.mark.parametrize(("seed", "players"), [(11, 2), (12, 3), (13, 4)])
def test_a_bot_given_50_ms_returns_within_150_ms(monkeypatch, seed, players, world_ms, move_ms):
    real = _busy_position(seed, players)
    clock = FakeClock(tick=0.0001)
    sample, reply = ugo_expert.sample_world, ugo_expert.reply_value

    def charged_sample(*args: Any) -> UgoState:
        clock.charge(world_ms / 1000)
        return sample(*args)

    def charged_reply(*args: Any) -> float:
        clock.charge(move_ms / 1000)
        return reply(*args)

    monkeypatch.setattr(ugo_expert, "sample_world", charged_sample)
    monkeypatch.setattr(ugo_expert, "reply_value", charged_reply)
    bot = expert(clock, 50)
    legal = real.legal_actions()
    assert bot.choose(real.view(real.to_act), legal, Rng(seed)) in legal
    assert bot.nodes_used > 0
    assert clock.now <= 0.150


def test_with_no_time_it_still_searches_one_step_and_answers():
    real = _busy_position(14, 2)
    clock = FakeClock()  # a clock that never moves: the deadline is now
    bot = expert(clock, 0)
    legal = real.legal_actions()
    assert bot.choose(real.view(real.to_act), legal, Rng(1)) in legal
    assert bot.depth_used == 1 and bot.worlds_used == 0


def test_a_forced_move_is_answered_at_once():
    s = table("5H", "5S 6D 7D", first=1)
    act(s, "Play 5♠ in attack position", "End the turn", "End the turn")
    s.apply(A.make(A.ATTACK, 0, A.AT_PLAYER))  # seat 0 holds no 10: it can only take it
    legal = s.legal_actions()
    assert legal == [A.NO_BLOCK]
    clock = FakeClock(tick=0.001)
    bot = expert(clock, 50)
    assert bot.choose(s.view(0), legal, Rng(1)) == A.NO_BLOCK
    assert clock.readings == 0 and bot.nodes_used == 0 and bot.worlds_used == 0


def test_it_uses_worlds_when_the_best_moves_are_close():
    real = _busy_position(15, 2)
    bot = expert(FakeClock(0.0005), 100)
    legal = real.legal_actions()
    assert bot.choose(real.view(real.to_act), legal, Rng(3)) in legal
    assert bot.worlds_used == 0 or bot.worlds_used >= MIN_WORLDS


# ---- what looking further sees ----------------------------------------------------------------

def _turn(state: UgoState, bot: Any) -> list[str]:
    """Let ``bot`` play the rest of its turn (every attack taken); return its moves by name."""
    seat, moves = state.to_act, []
    while state.to_act == seat and not state.is_over:
        action = bot.choose(state.view(seat), state.legal_actions(), Rng(1))
        moves.append(state.describe_action(action))
        state.apply(action)
        if state.phase is Phase.RESPOND:
            state.apply(A.NO_BLOCK)
        if action == A.END_TURN:
            break
    return moves


def _sacrifice_position() -> UgoState:
    """Seat 0 has a 2♣ in attack position and a 3♣ in defence, a 7♠ in hand, and may attack;
    seat 1's table is empty and it holds no 10 (a King and 9s)."""
    s = table("2C 3C 7S", "KC", first=0)
    act(s, "Play 2♣ in attack position", "End the turn", "End the turn",
        "Play 3♣ in defence position", "End the turn", "End the turn")
    assert s.to_act == 0 and s.can_attack
    return s


def test_the_expert_attacks_with_a_card_before_giving_it_up_and_mills_more(monkeypatch):
    # The 7♠ (attack 14) needs a card given up. Giving up the 2♣ at once, as the Normal
    # player does (its look two actions ahead sees the 7♠ and its attack, not the attacks
    # before it), wastes the 2♣'s attack: 14 + 3 cards milled. Attacking with both clubs
    # first (the 3♣ switched to attack), then giving up the 2♣ that has attacked, mills
    # 3 + 2 + 14: a line five actions long, which the Expert's search finds.
    normal, best = _sacrifice_position(), _sacrifice_position()
    before = len(normal.decks[1]) - 1  # seat 1 draws a card as its turn begins
    normal_moves = _turn(normal, UgoBot())
    assert normal_moves[0] == "Play 7♠ in attack position, giving up card 1"
    assert before - len(normal.decks[1]) == 14 + 3
    monkeypatch.setattr(ugo_expert, "MAX_WORLDS", 6)  # a few worlds keep the test quick
    expert_moves = _turn(best, expert(FakeClock(0.0005), 250))
    assert before - len(best.decks[1]) == 3 + 2 + 14
    sacrifice = next(k for k, m in enumerate(expert_moves) if m.startswith("Play 7♠"))
    assert sum(m.startswith("Attack") for m in expert_moves[:sacrifice]) == 2


def _king_position(target_deck: int) -> UgoState:
    """Seat 0 holds a King, seat 1 has ``target_deck`` cards left in its deck (an empty
    table on both sides, no attack possible yet: the first turn of the game)."""
    s = table("KS 2H", "2C", first=0)
    s.decks[1] = s.decks[1][-target_deck:]
    return s


@pytest.mark.parametrize("target_deck", [40, 2])
def test_the_expert_keeps_its_king_until_a_card_milled_counts(monkeypatch, target_deck):
    # A King mills one card whenever it is played, but a card is worth more to its owner the
    # fewer are left, and the last ones decide the game: the Normal player spends a King at
    # once, the Expert keeps it while the deck is full and spends it when the deck runs out.
    monkeypatch.setattr(ugo_expert, "MAX_WORLDS", 6)
    normal_moves = _turn(_king_position(target_deck), UgoBot())
    expert_moves = _turn(_king_position(target_deck), expert(FakeClock(0.0005), 250))
    assert "Play K♠" in normal_moves
    assert ("Play K♠" in expert_moves) == (target_deck == 2)

"""A refusal tells a seat only what it may know: deal the cards it cannot see another way (its
view the same to the letter) and every answer to every bad decision it could send is the same.

The answers are the session's (``engine.decisions.take_decision``, what ``LocalSession.decide``
and so the referee give), judged for single actions across every number a game gives meaning
to, and for pairs of a legal action and anything the next moment of either world allows.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardtable.ai.registry import players_for
from cardtable.engine.decisions import take_decision
from cardtable.engine.protocol import BID_BASE, NO_TRUMP, TRUMP_BASE, IllegalAction
from cardtable.engine.registry import GAMES, get
from cardtable.engine.rng import Rng
from cardtable.games.ugo import actions as A
from cardtable.games.ultimate_loser.plays import CARDS

SIZES = {"black-lady": 4, "ugly": 4, "up-and-down": 4, "ugo": 3, "ultimate-loser": 4}
ODD = [-2, -1, 1 << 20]


def answer(state: Any, actions: list[int]) -> str:
    """What the seat to act is told when it hands in ``actions``: "taken" or the refusal."""
    try:
        take_decision(state.clone(), actions)
    except IllegalAction as refusal:
        return f"refused: {refusal.reason}"
    return "taken"


def other_world(game_id: str, state: Any, seat: int, rng: random.Random) -> Any:
    """The game at the same moment with the cards ``seat`` cannot see dealt again."""
    if game_id == "ugo":
        return _ugo_world(state, seat, rng)
    sampler = players_for(game_id).sampler
    assert sampler is not None
    return sampler(state.view(seat), Rng(rng.getrandbits(32)))


def _ugo_world(state: Any, seat: int, rng: random.Random) -> Any:
    """U-G-O has no sampler: each other seat's hand is drawn again from its hand and its deck,
    and every deck is shuffled (the seat's own deck's order is hidden from it too)."""
    world = state.clone()
    for other in range(world.n):
        pool = (world.hands[other] if other != seat else []) + world.decks[other]
        rng.shuffle(pool)
        kept = len(world.hands[other]) if other != seat else 0
        if other != seat:
            world.hands[other] = pool[:kept]
        world.decks[other] = pool[kept:]
    return world


def universe(game_id: str, *states: Any) -> list[int]:
    """Every action number worth trying in these states."""
    numbers = set(range(-1, 64)) | set(range(TRUMP_BASE, NO_TRUMP + 1))
    numbers |= set(range(BID_BASE, BID_BASE + 15)) | set(ODD)
    for state in states:
        numbers |= set(state.legal_actions())
    if game_id == "ultimate-loser":
        numbers |= set(range(len(CARDS) + 1))
    if game_id == "ugo":
        cards = {c for state in states for hand in state.hands for c in hand}
        numbers |= {A.make(kind, card, arg) for kind in range(1, 7) for card in cards
                    for arg in (0, 1, 2)}
        numbers |= {A.make(A.ATTACK, slot, target) for slot in range(5)
                    for target in (*range(5), A.AT_PLAYER)}
    return sorted(numbers)


def same_answers(game_id: str, real: Any, world: Any) -> None:
    """Every answer is the same in the two worlds."""
    seat = real.to_act
    assert world.view(seat) == real.view(seat)
    assert world.legal_actions() == real.legal_actions()
    for action in universe(game_id, real, world):
        assert answer(real, [action]) == answer(world, [action]), action
    for first in real.legal_actions():
        after = [s.clone() for s in (real, world)]
        for s in after:
            s.apply(first)
        for second in next_actions(after):
            pair = [first, second]
            assert answer(real, pair) == answer(world, pair), pair


def next_actions(states: list[Any]) -> list[int]:
    """What to try after a legal action: what the next moment of either world allows, the
    numbers of cards and answers, and nonsense."""
    return sorted({a for s in states for a in s.legal_actions()} | set(range(-1, 64))
                  | set(ODD))


@pytest.mark.parametrize("game_id", [g.id for g in GAMES])
def test_every_refusal_is_the_same_whatever_the_unseen_cards(game_id):
    rng = random.Random(game_id)
    differed = 0
    for seed in (1, 2):
        state = get(game_id).new_game(None, seed, SIZES[game_id])
        for step in range(45):
            if state.is_over:
                break
            if step % 4 == 0 or state.decision_under_way:
                world = other_world(game_id, state, state.to_act, rng)
                differed += world.hands != state.hands
                same_answers(game_id, state, world)
            state.apply(rng.choice(state.legal_actions()))
    assert differed, "no world had other hidden cards: the test compared nothing"

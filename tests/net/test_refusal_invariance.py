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

from ..game_facts import facts_of

ODD = [-2, -1, 1 << 20]


def answer(state: Any, actions: list[int]) -> str:
    """What the seat to act is told when it hands in ``actions``: "taken" or the refusal."""
    try:
        take_decision(state.clone(), actions)
    except IllegalAction as refusal:
        return f"refused: {refusal.reason}"
    return "taken"


def other_world(game_id: str, state: Any, seat: int, rng: random.Random) -> Any:
    """The game at the same moment with the cards ``seat`` cannot see dealt again: by the
    game's world sampler, or where it has none by its facts' ``other_world``."""
    sampler = players_for(game_id).sampler
    if sampler is None:
        return facts_of(game_id).other_world(state, seat, rng)
    return sampler(state.view(seat), Rng(rng.getrandbits(32)))


def universe(game_id: str, *states: Any) -> list[int]:
    """Every action number worth trying in these states: every card, trump and bid, the
    legal actions, nonsense, and the numbers the game's facts add (``refusal_numbers``)."""
    numbers = set(range(-1, 64)) | set(range(TRUMP_BASE, NO_TRUMP + 1))
    numbers |= set(range(BID_BASE, BID_BASE + 15)) | set(ODD)
    for state in states:
        numbers |= set(state.legal_actions())
    more = getattr(facts_of(game_id), "refusal_numbers", lambda states: set())
    return sorted(numbers | more(states))


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
        state = get(game_id).new_game(None, seed, facts_of(game_id).SESSION_PLAYERS)
        for step in range(45):
            if state.is_over:
                break
            if step % 4 == 0 or state.decision_under_way:
                world = other_world(game_id, state, state.to_act, rng)
                differed += world.hands != state.hands
                same_answers(game_id, state, world)
            state.apply(rng.choice(state.legal_actions()))
    assert differed, "no world had other hidden cards: the test compared nothing"

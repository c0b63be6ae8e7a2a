"""A recorded game told again: every position rebuilt exactly, forward and back, by move,
trick and deal, with every hand face up and the scoresheet's rows where the deals end."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.events import DealScored
from cardtable.engine.registry import GAMES, get
from cardtable.session.replay import EVERY, Replay
from cardtable.storage.saves import plain_data

MOVE_CAP = 700


def played(game_id: str, seed: int) -> tuple[int, list[int], list[tuple[int, ...]]]:
    """A game of random legal moves: its player count, actions and each deal's totals."""
    rules = get(game_id)
    state = rules.new_game(None, seed, rules.default_players)
    rng = random.Random(seed)
    actions, totals = [], []
    while not state.is_over and len(actions) < MOVE_CAP:
        action = rng.choice(state.legal_actions())
        actions.append(action)
        totals += [e.scores for e in state.apply(action) if isinstance(e, DealScored)]
    return rules.default_players, actions, totals


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_every_position_is_the_game_after_that_many_actions(game):
    players, actions, _ = played(game, 11)
    replay = Replay(game, None, 11, players, actions)
    state = get(game).new_game(None, 11, players)
    for n in range(replay.length + 1):
        if n % 7 == 0 or n == replay.length:  # forward, and (below) back again
            assert plain_data(replay.state_at(n).view(0)) == plain_data(state.view(0))
        if n < replay.length:
            state.step(actions[n])
    assert replay.length == len(actions)
    for n in range(replay.length, -1, -EVERY // 3):
        again = get(game).new_game(None, 11, players)
        for action in actions[:n]:
            again.step(action)
        assert plain_data(replay.state_at(n).view(1)) == plain_data(again.view(1))


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_stepping_by_deal_lands_on_the_scoresheet_s_rows(game):
    players, actions, totals = played(game, 5)
    replay = Replay(game, None, 5, players, actions)
    deal_ends = replay.ends("deal")
    assert len(deal_ends) == len(totals)
    position, rows = 0, []
    while position < replay.length:
        position = replay.forward(position, "deal")
        if position in deal_ends:
            rows.append(tuple(replay.state_at(position).scores))
            assert replay.deal_of(position) == len(rows)
    assert rows == [tuple(t) for t in totals]
    for end in reversed([e for e in deal_ends if e < position]):  # back again, deal by deal
        assert replay.back(position, "deal") == end
        position = end
    assert replay.back(position, "deal") == 0


def test_a_trick_step_ends_where_the_trick_is_won_and_every_hand_shows():
    players, actions, _ = played("black-lady", 3)
    replay = Replay("black-lady", None, 3, players, actions)
    first = replay.forward(0, "trick")
    assert first > 0 and any(type(e).__name__ == "TrickWon" for e in replay.events[first - 1])
    assert replay.forward(first - 1, "trick") == first
    assert replay.back(first, "trick") == 0 and replay.back(first + 1, "trick") == first
    assert replay.forward(first, "move") == first + 1 and replay.back(first, "move") == first - 1
    hands = replay.hands(0)
    assert len(hands) == players and all(len(h) == len(hands[0]) for h in hands)
    assert len({c for h in hands for c in h}) == sum(len(h) for h in hands)  # all face up
    with pytest.raises(IndexError):
        replay.state_at(replay.length + 1)

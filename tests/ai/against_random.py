"""Whole games with one computer player among random ones, for the tests that show a game's
rule-of-thumb player to be far better than chance."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from cardtable.ai import RandomBot
from cardtable.ai.base import Bot
from cardtable.engine.protocol import Rules, State
from cardtable.engine.rng import Rng


def games_against_random(rules: Rules, bot: Callable[[], Bot], players: int, games: int,
                         rng: Rng | None = None, options: Mapping[str, Any] | None = None,
                         ) -> Iterator[tuple[int, State]]:
    """Play ``games`` whole games (seeds 0, 1, …) under ``options``, each with one player made
    by ``bot`` in seat ``seed % players`` (so it moves round the table) and random players in
    the others; yield its seat and the game at its end. Every player draws its random numbers
    from ``rng``, one stream for all the games, or (None) from a stream of each game's seed."""
    for seed in range(games):
        seat = seed % players
        state = rules.new_game(options, seed, players)
        bots = [bot() if k == seat else RandomBot() for k in range(players)]
        numbers = rng if rng is not None else Rng(seed)
        while not state.is_over:
            s = state.to_act
            state.step(bots[s].choose(state.view(s), state.legal_actions(), numbers))
        yield seat, state

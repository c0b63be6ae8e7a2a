"""Every computer player of every game plays only legal actions: each kind of player the AI
makes, for each game its registry lists, through a few seeded deals at different tables and
house rules.

The deals are drawn from the games' own declarations, so a new game or a new house rule is
tested here without a line added: the number of players runs from the fewest to the most, the
presets take turns, and every yes-or-no and multiple-choice house rule is drawn at random (a
number keeps its default, so that a deal stays short). The player under test sits in every
other seat, random players in the rest, so that the positions it meets are varied. The Expert
is given no thinking time: it then looks at the fewest worlds it ever does, the same on any
machine.
"""

from __future__ import annotations

import pytest

from cardtable.ai import BOT_KINDS, make_bot
from cardtable.ai.base import Bot, RandomBot, give_thinking_time
from cardtable.ai.registry import GAMES
from cardtable.engine.events import DealScored
from cardtable.engine.protocol import OptionError, OptionValue, Rules, State
from cardtable.engine.registry import get
from cardtable.engine.rng import Rng

GAMES_PER_KIND = {"random": 6, "easy": 6, "rule": 6, "expert": 3}
"""Seeded games each kind of player plays in each game (the Expert's cost far more)."""

DECISIONS = 80  # a game is played to the end of the first deal after this many decisions
DRAWS = 20  # draws of house rules tried before a game falls back on its preset's


def table(rules: Rules, k: int, rng: Rng) -> tuple[int, str | None, dict[str, OptionValue]]:
    """The players, preset and house rules of the ``k``-th seeded game of ``rules``."""
    fewest, most = rules.min_players, rules.max_players
    players = (fewest, most, (fewest + most) // 2)[k % 3]
    presets = [None, *(p.name for p in rules.presets)]
    preset = presets[k % len(presets)]
    for _ in range(DRAWS):
        drawn = draw_house_rules(rules, rng)
        if valid(rules, drawn, players, preset):
            return players, preset, drawn
    # where no draw goes together, the preset's own rules; where the preset does not seat so
    # many, the first that does
    for chosen in (preset, *presets):
        if valid(rules, {}, players, chosen):
            return players, chosen, {}
    raise AssertionError(f"{rules.id} cannot seat {players}")


def draw_house_rules(rules: Rules, rng: Rng) -> dict[str, OptionValue]:
    """A random value for every yes-or-no and multiple-choice house rule of ``rules``."""
    drawn: dict[str, OptionValue] = {}
    for option in rules.options:
        if option.kind == "bool":
            drawn[option.name] = rng.below(2) == 1
        elif option.kind == "choice":
            drawn[option.name] = option.choices[rng.below(len(option.choices))].value
    return drawn


def valid(rules: Rules, options: dict[str, OptionValue], players: int, preset: str | None) -> bool:
    """Whether ``rules`` accept these house rules at a table of ``players``."""
    try:
        rules.validate(options, players, preset)
    except OptionError:
        return False
    return True


def start(rules: Rules, k: int) -> State:
    """The ``k``-th seeded game of ``rules``."""
    players, preset, options = table(rules, k, Rng(1000 + k))
    return rules.new_game(options, k, players, preset)


@pytest.mark.parametrize("kind", list(BOT_KINDS))
@pytest.mark.parametrize("game_id", [players.game_id for players in GAMES])
def test_every_bot_of_every_game_plays_only_legal_actions(game_id, kind):
    rules = get(game_id)
    for k in range(GAMES_PER_KIND[kind]):
        state = start(rules, k)
        bots: list[Bot] = [make_bot(kind, game_id) if seat % 2 == 0 else RandomBot()
                           for seat in range(state.players)]
        for bot in bots:
            give_thinking_time(bot, 0)
        rng = Rng(k)
        decisions = 0
        while not state.is_over:
            legal = state.legal_actions()
            seat = state.to_act
            action = bots[seat].choose(state.view(seat), legal, rng)
            assert action in legal, (game_id, kind, k, seat, action)
            scored = any(isinstance(e, DealScored) for e in state.apply(action))
            decisions += 1
            if scored and decisions >= DECISIONS:
                break

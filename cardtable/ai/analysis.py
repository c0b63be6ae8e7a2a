"""The Expert's estimate of every alternative at one decision: what a review of a game shows.

A review asks, of a decision already made, what each legal action would have been expected to
bring the seat, judged as the Expert judges in play and from the seat's view alone: the cards
it could not see are dealt afresh in every sampled world, so nothing learnt since (the hands
face up after the game) colours the estimate. The search is the Expert's own (``ExpertBot.weigh``,
the same worlds for every action, clearly worse actions dropped) with a longer budget than in
play. A game whose Expert does not search worlds (U-G-O) is read by its own reckoning of each
action one step ahead (``Reckoner``); its estimates are not samples and carry no spread.

``mean`` is in the game's points as the Expert counts them: higher is better for the seat, and
it is the seat's result against the others' average, or its own points where the game's Expert
counts only those (``Tuning.own_points``). An action the search dropped early was played out
in fewer worlds than the leader, and those worlds may have been kinder or harder than the rest;
so every action's mean is the leader's over all its worlds less the action's gap to the leader
over the worlds both were played in, which compares like with like. ``spread`` is the standard
error of that gap.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, Protocol, runtime_checkable

from ..engine.protocol import Action
from ..engine.rng import Rng
from .expert import ExpertBot
from .registry import players_for

ANALYSIS_BUDGET_MS = 750
"""Thinking time for each decision reviewed: three times the Expert's default in play, which
keeps a whole game of Black Lady to 100 points under two minutes (bench/analysis.py)."""


class Outlook(NamedTuple):
    """What one action is expected to bring the seat; see the module docstring."""

    action: Action
    mean: float
    spread: float
    worlds: int


@runtime_checkable
class Reckoner(Protocol):
    """A player that can say what each legal action is worth to it without sampling worlds."""

    def reckon(self, view: Any, legal: Sequence[Action]) -> dict[Action, float]:
        """A value for every action in ``legal``; higher is better for the seat."""
        ...


def weigh_decision(game_id: str, view: Any, legal: Sequence[Action], rng: Rng,
                   budget_ms: int = ANALYSIS_BUDGET_MS,
                   clock: Callable[[], float] = time.perf_counter) -> list[Outlook]:
    """An outlook for every action in ``legal`` from ``view``, best first (ties in the order
    of ``legal``). A single legal action is no choice and is given as it is."""
    if len(legal) == 1:
        return [Outlook(legal[0], 0.0, 0.0, 0)]
    players = players_for(game_id)
    expert = players.make_expert()
    if isinstance(expert, Reckoner):
        values = expert.reckon(view, legal)
        outlooks = [Outlook(action, values[action], 0.0, 0) for action in legal]
    else:
        assert players.sampler is not None  # a game's Expert either reckons or searches
        search = ExpertBot(game_id, players.sampler, players.normal, budget_ms, clock,
                           players.tuning)
        results = search.weigh(view, legal, rng)
        leader = max(legal, key=lambda a: (len(results[a]), mean(results[a])))
        ahead = results[leader]
        outlooks = [Outlook(action, mean(ahead) - mean(gaps(ahead, results[action])),
                            gap_error(ahead, results[action]), len(results[action]))
                    for action in legal]
    order = {action: k for k, action in enumerate(legal)}
    return sorted(outlooks, key=lambda o: (-o.mean, order[o.action]))


def mean(values: Sequence[float]) -> float:
    """The average of ``values`` (0 for none)."""
    return sum(values) / len(values) if values else 0.0


def gaps(best: Sequence[float], other: Sequence[float]) -> list[float]:
    """How much better ``best`` did than ``other``, world by world, over the worlds both were
    played in (an action dropped as clearly worse was played in the first few only)."""
    return [a - b for a, b in zip(best, other, strict=False)]


def gap_error(best: Sequence[float], other: Sequence[float]) -> float:
    """The standard error of the mean gap between two actions' results, paired world by world
    over the worlds both were played in (0 when there are fewer than two)."""
    paired = gaps(best, other)
    n = len(paired)
    if n < 2:
        return 0.0
    average = sum(paired) / n
    variance = sum((g - average) ** 2 for g in paired) / (n - 1)
    return math.sqrt(variance / n)

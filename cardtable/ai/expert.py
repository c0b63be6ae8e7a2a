"""The Expert: it tries each legal action in many worlds the seat cannot tell from the real one,
plays each world out with rule-of-thumb players to the end of the deal, and takes the action
with the best average result under the game's own scoring. Bids, trumps and plays are searched;
cards to pass are chosen by the rule of thumb (see ``choose``).

It never sees a hidden card: the worlds come from the seat's view alone (see ``worlds``). It
thinks for a wall-clock budget rather than a fixed number of worlds, answers a forced move at
once, and compares actions on the same worlds (common random numbers), so that a difference
between two actions is a difference between the actions and not between the deals. Once those
differences show an action clearly worse than the best so far, it stops playing that action out,
so the rest of the budget goes to the actions still in contention (an Ultimate Loser hand offers
dozens of plays, few of them sensible); when one action is left, it stops before the budget is
spent: a person should not wait a quarter of a second for an obvious card.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.protocol import Action, Phase
from ..engine.registry import get
from ..engine.rng import Rng
from .base import Bot
from .worlds import WorldSampler

Clock = Callable[[], float]
DEFAULT_BUDGET_MS = 250
MIN_WORLDS = 2  # even a tiny budget compares the actions on a couple of worlds
MAX_PLAYOUT_ACTIONS = 2000  # a playout stops at the end of the deal long before this
SETTLED_AFTER = 16  # the fewest worlds on which an action may be dropped as clearly worse
SETTLED_EVERY = 4  # how often, in worlds, the search looks for actions to drop
SETTLED_Z = 3.0  # how many standard errors behind the best an action must be to be dropped


@dataclass(frozen=True)
class Horizon:
    """A playout cut short after ``rounds`` more rounds (``done`` counts the rounds a world has
    finished), where ``outlook`` reckons each seat's points for the whole deal: those taken and
    those its hand is still likely to cost."""

    rounds: int
    done: Callable[[Any], int]
    outlook: Callable[[Any], Sequence[float]]


@dataclass(frozen=True)
class Tuning:
    """How the search suits a game; the defaults suit the trick games, and a game that needs
    others declares them beside its players (``<game>/ai/players.py``).

    ``caution``: how many standard errors an action must gain over the rule of thumb's own
    choice before the Expert plays it instead (0: the best mean wins). ``own_points``: judge a
    playout by the seat's own points alone rather than by how much better it did than the
    others. ``horizon``: cut playouts short (None: play to the end of the deal)."""

    caution: float = 0.0
    own_points: bool = False
    horizon: Horizon | None = None


class ExpertBot:
    """Determinized Monte Carlo search over sampled worlds; see the module docstring."""

    name = "expert"

    def __init__(
        self,
        game_id: str,
        sampler: WorldSampler,
        playout: Callable[[], Bot],
        budget_ms: int = DEFAULT_BUDGET_MS,
        clock: Clock = time.perf_counter,
        tuning: Tuning = Tuning(),
    ) -> None:
        self.game_id = game_id
        self.sampler = sampler
        self.playout_bot = playout()
        self.budget_ms = budget_ms
        self.clock = clock
        self.tuning = tuning
        self.worlds_used = 0  # how many worlds the last decision looked at

    def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
        """The legal action with the best mean result over sampled worlds."""
        if len(legal) == 1:
            self.worlds_used = 0
            return legal[0]
        if view.phase is Phase.PASS:
            # A pass is chosen a card at a time and each world must be played out for every
            # card of the hand, so a budget buys only a few noisy worlds: measured on duplicate
            # Black Lady deals, searched passes cost 0.7 points a hand against the rule of
            # thumb's. The Expert passes as the Normal player does and searches the play.
            self.worlds_used = 0
            return self.playout_bot.choose(view, legal, rng)
        caution = self.tuning.caution
        usual = self.playout_bot.choose(view, legal, rng) if caution else None
        weighed = self.weigh(view, legal, rng)
        results = {action: outcomes for action, outcomes in weighed.items()
                   if len(outcomes) == self.worlds_used}  # the actions never dropped
        leader = best(results)
        if usual is None or usual not in results or leader == usual:
            return leader
        return leader if clearly_ahead(results[leader], results[usual], caution) else usual

    def weigh(self, view: Any, legal: Sequence[Action], rng: Rng) -> dict[Action, list[float]]:
        """Every legal action with its result in each world it was played out in: the same
        worlds in the same order for every action, all ``worlds_used`` of them for the actions
        still in contention at the end, fewer for one dropped as clearly worse. A review of a
        game reads these results too (``ai/analysis.py``)."""
        lower_wins = get(self.game_id).lower_wins(view.options)
        start = self.clock()
        deadline = start + self.budget_ms / 1000.0
        results: dict[Action, list[float]] = {action: [] for action in legal}
        kept = results
        worlds = 0
        now = start
        # a world is begun only if one more, at the pace so far, ends within the budget
        while worlds < MIN_WORLDS or now + (now - start) / worlds < deadline:
            world = self.sampler(view, rng)
            seed = rng.next64()
            for action, outcomes in kept.items():
                outcomes.append(self._playout(world, action, view.seat, lower_wins, seed))
            worlds += 1
            if worlds >= SETTLED_AFTER and worlds % SETTLED_EVERY == 0:
                kept = {action: kept[action] for action in contenders(kept)}
                if len(kept) == 1:
                    break
            now = self.clock()
        self.worlds_used = worlds
        return results

    def _playout(self, world: Any, action: Action, seat: int, lower_wins: bool,
                 seed: int) -> float:
        """Play ``action`` in a copy of ``world``, then the rest of the deal (or up to the
        game's horizon) by rule of thumb; return how much better the seat did than the others,
        in the game's points (or how well it did, where the tuning says own points)."""
        state = world.clone()
        deal = len(state.sheet)
        state.step(action)
        rng = Rng(seed)
        steps = 0
        horizon = self.tuning.horizon
        stop = horizon.done(state) + horizon.rounds if horizon else 0
        points: Sequence[float] | None = None
        while not state.is_over and len(state.sheet) == deal and steps < MAX_PLAYOUT_ACTIONS:
            if horizon and horizon.done(state) >= stop:
                points = horizon.outlook(state)
                break
            actor = state.to_act
            legal = state.legal_actions()
            move = legal[0] if len(legal) == 1 else self.playout_bot.choose(
                state.view(actor), legal, rng)
            state.step(move)
            steps += 1
        if points is None:
            if len(state.sheet) == deal:
                return 0.0
            points = state.sheet[deal].points
        mine = points[seat]
        others = 0.0 if self.tuning.own_points else (sum(points) - mine) / max(len(points) - 1, 1)
        return others - mine if lower_wins else mine - others


def best(results: dict[Action, list[float]]) -> Action:
    """The action with the highest total; the earliest legal one among equals."""
    order = list(results)
    return max(order, key=lambda a: (sum(results[a]), -order.index(a)))


def clearly_ahead(mine: list[float], theirs: list[float], z: float) -> bool:
    """Whether ``mine`` beats ``theirs``, world by world, by more than ``z`` standard errors of
    their paired difference (by anything at all when the difference never varies)."""
    gaps = [a - b for a, b in zip(mine, theirs, strict=True)]
    n = len(gaps)
    mean = sum(gaps) / n
    if n < 2:
        return mean > 0
    spread = math.sqrt(max(sum(g * g for g in gaps) / n - mean * mean, 0.0) * n / (n - 1))
    return mean > z * spread / math.sqrt(n)


def contenders(results: dict[Action, list[float]]) -> list[Action]:
    """The actions still worth playing out, in their order: the best so far, and every other
    that is not clearly worse on the worlds so far. Clearly worse is behind the best by more
    than ``SETTLED_Z`` standard errors of their paired difference; an action that did exactly
    as well as the best in every world is dropped too, since the best stands for it."""
    leader = best(results)
    ahead = results[leader]
    return [action for action, theirs in results.items()
            if action == leader or not (ahead == theirs or clearly_ahead(ahead, theirs, SETTLED_Z))]

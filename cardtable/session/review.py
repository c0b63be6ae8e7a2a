"""A finished game's decisions weighed by the Expert, and what they cost: the analysis a
review of the game shows beside its replay.

``analyse_game`` walks the game's positions and, at each decision of the seats asked for that
offered a choice, weighs every legal action from that seat's view at that moment
(``ai/analysis.py``); nothing the seat could not see then enters, so a decision is judged as it
could have been made. It reports its progress, stops between two decisions when asked (what
is done is kept, marked incomplete), and goes on from an earlier analysis instead of starting
again. ``summarise`` adds it up for a deal or the game: points lost to choices and the
costliest decision, seat by seat. Pure Python: the window runs it on a worker thread.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..ai.analysis import ANALYSIS_BUDGET_MS, weigh_decision
from ..ai.expert import SETTLED_Z
from ..engine.protocol import Action, State
from ..engine.rng import Rng
from ..storage.analysis_records import Decision, Estimate, GameAnalysis
from ..storage.history_records import Handovers, computer_moved
from .replay import Replay

COSTLY = 1.0
"""A decision is marked as costly when it lost at least this much against the best action, in
the game's points (a point of Black Lady, a drink of Ultimate Loser), and clearly more than the
noise of the estimate (``is_costly``)."""

NOISE = SETTLED_Z
"""How many standard errors of the gap a cost must pass to be more than the luck of the
worlds sampled: the Expert's own standard for an action clearly worse than the best, which
also allows for the best having been picked among many noisy estimates."""

PLACES = 4
"""Decimal places an estimate keeps: as the history and a record store it, so an analysis
reads back equal to the one made."""

Progress = Callable[[int, int], None]
"""Told (decisions done, decisions in all) after each decision."""


def choices(replay: Replay, seats: Sequence[int]) -> list[int]:
    """The positions where one of ``seats`` had to choose between two actions or more."""
    found = []
    state = replay.state_at(0)
    for position, action in enumerate(replay.actions):
        if state.to_act in seats and len(state.legal_actions()) > 1:
            found.append(position)
        state.step(action)
    return found


def analyse_game(replay: Replay, seats: Sequence[int], budget_ms: int = ANALYSIS_BUDGET_MS,
                 progress: Progress | None = None,
                 cancelled: Callable[[], bool] | None = None,
                 earlier: GameAnalysis | None = None) -> GameAnalysis:
    """The decisions of ``seats`` in ``replay`` weighed, ``budget_ms`` each; those ``earlier``
    already weighed with the same thinking time are kept rather than weighed again."""
    kept = {d.position: d for d in earlier.decisions} if (
        earlier is not None and earlier.budget_ms == budget_ms) else {}
    wanted = set(seats) | ({d.seat for d in kept.values()})
    positions = choices(replay, sorted(wanted))
    done: list[Decision] = []
    complete = True
    state = replay.state_at(0)
    at = 0
    for count, position in enumerate(positions):
        if cancelled is not None and cancelled():
            complete = False
            break
        while at < position:
            state.step(replay.actions[at])
            at += 1
        done.append(kept.get(position) or weigh_position(
            replay.game_id, state, position, replay.actions[position], budget_ms))
        if progress is not None:
            progress(count + 1, len(positions))
    return GameAnalysis(tuple(sorted(wanted)), budget_ms, tuple(done), complete)


def weigh_position(game_id: str, state: State, position: int, played: Action,
                   budget_ms: int = ANALYSIS_BUDGET_MS,
                   clock: Callable[[], float] = time.perf_counter) -> Decision:
    """The decision taken at ``position`` (``state`` is the game there, ``played`` what the
    seat did), weighed from the view of the seat to act and nothing else."""
    seat = state.to_act
    view = state.view(seat)
    rng = Rng(position << 8 | seat)  # the same question is asked the same way every time
    outlooks = weigh_decision(game_id, view, state.legal_actions(), rng, budget_ms, clock)
    return Decision(position, seat, played,
                    tuple(Estimate(o.action, round(o.mean, PLACES), round(o.spread, PLACES),
                                   o.worlds) for o in outlooks))


def is_clear(decision: Decision) -> bool:
    """Whether a decision's cost is more than the luck of the worlds sampled: a gap within
    the noise says only that the two actions were close."""
    return decision.cost > NOISE * decision.chosen.spread


def is_costly(decision: Decision) -> bool:
    """Whether a decision lost clearly more than ``COSTLY`` against the best action."""
    return decision.cost >= COSTLY and is_clear(decision)


@dataclass(frozen=True)
class SeatSummary:
    """One seat's decisions in a deal or a game: how many were weighed, the expected points
    they lost against the best choices (counting only costs clear of the noise, since the best
    of many noisy estimates always looks a little better than the one played), how many were
    costly, and the costliest."""

    seat: int
    decisions: int
    lost: float
    costly: int
    costliest: Decision | None


def summarise(analysis: GameAnalysis, replay: Replay, deal: int | None = None,
              handovers: Handovers = ()) -> list[SeatSummary]:
    """A summary for each analysed seat, of the deal numbered ``deal`` (0 for the first) or of
    the whole game. The decisions the computer made for the person, in the stretches
    ``handovers`` lists, are not the person's: they count for nobody."""
    summaries = []
    for seat in analysis.seats:
        mine = [d for d in analysis.decisions if d.seat == seat
                and not computer_moved(handovers, d.seat, d.position)
                and (deal is None or replay.deal_of(d.position) == deal)]
        costliest = max(mine, key=lambda d: d.cost, default=None)
        summaries.append(SeatSummary(
            seat, len(mine), sum(d.cost for d in mine if is_clear(d)),
            sum(is_costly(d) for d in mine),
            costliest if costliest is not None and costliest.cost > 0 else None))
    return summaries

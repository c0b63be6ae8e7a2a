"""What a review of a game keeps: the Expert's estimate of every alternative at each decision
analysed, and what each choice cost.

An analysis belongs to one recorded game and reads its positions by number (position ``n`` is
the game after its first ``n`` actions), so it means something only beside that game's action
log. The history stores it with the game (``history.py``) and a text record carries it
(``session/record_text.py``); both go through ``analysis_to_plain`` and
``analysis_from_plain``, which refuse anything that is not what they wrote.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, TypeGuard

ANALYSIS_VERSION = 1


@dataclass(frozen=True)
class Estimate:
    """What one legal action is expected to bring the seat: ``mean`` over ``worlds`` sampled
    worlds, higher being better for the seat, in the game's points (see ``ai/analysis.py``),
    and ``spread``, the standard error of its gap to the best action (0 for the best, and
    when the estimate is not a sample's)."""

    action: int
    mean: float
    spread: float
    worlds: int


@dataclass(frozen=True)
class Decision:
    """One decision analysed: the seat that made it at ``position``, the action it took, and
    an estimate for every legal action, best first."""

    position: int
    seat: int
    played: int
    estimates: tuple[Estimate, ...]

    @property
    def best(self) -> Estimate:
        """The alternative the Expert rates highest."""
        return self.estimates[0]

    @property
    def chosen(self) -> Estimate:
        """The estimate of the action the seat took."""
        return next(e for e in self.estimates if e.action == self.played)

    @property
    def cost(self) -> float:
        """How much the seat is expected to have lost by its choice against the best (0 when
        it took the best)."""
        return max(self.best.mean - self.chosen.mean, 0.0)


@dataclass(frozen=True)
class GameAnalysis:
    """The analysis of a game's decisions by the seats in ``seats``, each given ``budget_ms``
    of thinking; ``complete`` is False when it was stopped part way (what was done is kept)."""

    seats: tuple[int, ...]
    budget_ms: int
    decisions: tuple[Decision, ...]
    complete: bool


class AnalysisError(ValueError):
    """Stored or imported analysis that is not what Card Table writes."""


def analysis_to_plain(analysis: GameAnalysis) -> dict[str, Any]:
    """The analysis as plain JSON values."""
    return {
        "version": ANALYSIS_VERSION,
        "seats": list(analysis.seats),
        "budget_ms": analysis.budget_ms,
        "complete": analysis.complete,
        "decisions": [
            [d.position, d.seat, d.played,
             [[e.action, round(e.mean, 4), round(e.spread, 4), e.worlds] for e in d.estimates]]
            for d in analysis.decisions
        ],
    }


def analysis_from_plain(value: Any, players: int) -> GameAnalysis:
    """The analysis that ``analysis_to_plain`` wrote for a game of ``players`` seats;
    AnalysisError saying what is wrong otherwise."""
    if not (isinstance(value, dict) and _is_int(value.get("version"))
            and value["version"] == ANALYSIS_VERSION):
        raise AnalysisError(f"an analysis must be an object of version {ANALYSIS_VERSION}")
    seats, budget, complete = value.get("seats"), value.get("budget_ms"), value.get("complete")
    if not isinstance(seats, list) or not all(_is_seat(s, players) for s in seats):
        raise AnalysisError("the analysed seats must be seats of the game")
    if not _is_int(budget) or budget < 0:
        raise AnalysisError("the thinking time must be a whole number of milliseconds")
    if not isinstance(complete, bool):
        raise AnalysisError("whether the analysis is complete must be true or false")
    rows = value.get("decisions")
    if not isinstance(rows, list):
        raise AnalysisError("the decisions must be a list")
    decisions = tuple(_decision(row, players) for row in rows)
    positions = [d.position for d in decisions]
    if positions != sorted(set(positions)):
        raise AnalysisError("the decisions must be in the order of the game, each once")
    return GameAnalysis(tuple(seats), budget, decisions, complete)


def _decision(row: Any, players: int) -> Decision:
    if not (isinstance(row, list) and len(row) == 4 and _is_int(row[0]) and row[0] >= 0
            and _is_seat(row[1], players) and _is_int(row[2]) and isinstance(row[3], list)):
        raise AnalysisError("a decision must be [position, seat, action, estimates]")
    estimates = tuple(_estimate(e) for e in row[3])
    actions = [e.action for e in estimates]
    if row[2] not in actions or len(set(actions)) != len(actions):
        raise AnalysisError("a decision must estimate the action taken, each action once")
    if [e.mean for e in estimates] != sorted((e.mean for e in estimates), reverse=True):
        raise AnalysisError("a decision's estimates must be best first")
    return Decision(row[0], row[1], row[2], estimates)


def _estimate(row: Any) -> Estimate:
    if not (isinstance(row, list) and len(row) == 4 and _is_int(row[0])
            and all(_is_number(v) for v in row[1:3]) and row[2] >= 0
            and _is_int(row[3]) and row[3] >= 0):
        raise AnalysisError("an estimate must be [action, mean, spread, worlds]")
    return Estimate(row[0], float(row[1]), float(row[2]), row[3])


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: Any) -> bool:
    return (_is_int(value) or isinstance(value, float)) and math.isfinite(value)


def _is_seat(value: Any, players: int) -> bool:
    return _is_int(value) and 0 <= value < players

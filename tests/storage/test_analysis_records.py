"""A game's analysis as plain JSON values: what analysis_to_plain writes reads back the same, and
analysis_from_plain refuses every shape it did not write."""

from __future__ import annotations

import copy
import json
import math
from typing import Any

import pytest

from cardtable.storage.analysis_records import (
    ANALYSIS_VERSION,
    AnalysisError,
    Decision,
    Estimate,
    GameAnalysis,
    analysis_from_plain,
    analysis_to_plain,
)

PLAYERS = 4

ANALYSIS = GameAnalysis(
    seats=(0, 2),
    budget_ms=500,
    decisions=(
        Decision(3, 0, 41, (Estimate(17, 2.5, 0.25, 40), Estimate(41, -1.75, 0.5, 40))),
        Decision(4, 2, 8, (Estimate(8, 0.0, 0.0, 1),)),
        Decision(9, 0, 30, (Estimate(30, 3.0, 0.1, 12), Estimate(31, 3.0, 0.1, 12),
                            Estimate(12, -26.0, 1.5, 12))),
    ),
    complete=False,
)


def plain() -> dict[str, Any]:
    """A fresh copy of the analysis's plain form, to spoil."""
    return copy.deepcopy(analysis_to_plain(ANALYSIS))


def test_an_analysis_reads_back_the_same_through_json_text():
    text = json.dumps(analysis_to_plain(ANALYSIS), allow_nan=False)
    assert analysis_from_plain(json.loads(text), PLAYERS) == ANALYSIS


def test_means_are_kept_to_four_places_and_stay_best_first():
    analysis = GameAnalysis((1,), 0, (
        Decision(0, 1, 5, (Estimate(2, 1.00004, 0.123456, 3), Estimate(5, 1.00001, 0.0, 3))),
    ), True)
    back = analysis_from_plain(analysis_to_plain(analysis), PLAYERS)
    assert back.decisions[0].estimates == (Estimate(2, 1.0, 0.1235, 3), Estimate(5, 1.0, 0.0, 3))
    assert back.decisions[0].cost == 0.0


def test_a_decision_tells_its_best_its_choice_and_its_cost():
    first, second, third = ANALYSIS.decisions
    assert first.best.action == 17 and first.chosen.action == 41 and first.cost == 4.25
    assert second.cost == 0.0  # the only legal action
    assert third.chosen.action == 30 and third.cost == 0.0


def spoil(path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    """The plain analysis with the item at ``path`` set to ``value``."""
    data = plain()
    target: Any = data
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return data


def without(key: str) -> dict[str, Any]:
    data = plain()
    del data[key]
    return data


def reordered(rows: list[int]) -> dict[str, Any]:
    data = plain()
    data["decisions"] = [data["decisions"][i] for i in rows]
    return data


BAD = {
    # not an analysis of this version
    "not an object": ([], "version"),
    "no version": (without("version"), "version"),
    "a later version": (spoil(("version",), ANALYSIS_VERSION + 1), "version"),
    "the version as text": (spoil(("version",), str(ANALYSIS_VERSION)), "version"),
    "the version as true": (spoil(("version",), True), "version"),
    "the version as a fraction": (spoil(("version",), float(ANALYSIS_VERSION)), "version"),
    # seats
    "an analysed seat out of range": (spoil(("seats", 1), PLAYERS), "seats of the game"),
    "a negative analysed seat": (spoil(("seats", 0), -1), "seats of the game"),
    "seats not a list": (spoil(("seats",), 0), "seats of the game"),
    "a seat as false": (spoil(("seats", 0), False), "seats of the game"),
    "a decision's seat out of range": (spoil(("decisions", 0, 1), PLAYERS), "a decision must"),
    # the thinking time and completeness
    "a negative thinking time": (spoil(("budget_ms",), -1), "milliseconds"),
    "a fractional thinking time": (spoil(("budget_ms",), 0.5), "milliseconds"),
    "the thinking time as true": (spoil(("budget_ms",), True), "milliseconds"),
    "complete as 1": (spoil(("complete",), 1), "true or false"),
    "no decisions": (without("decisions"), "decisions must be a list"),
    # a decision's shape
    "a decision too short": (spoil(("decisions", 0), [3, 0, 41]), "a decision must"),
    "a negative position": (spoil(("decisions", 0, 0), -1), "a decision must"),
    "a position as true": (spoil(("decisions", 1, 0), True), "a decision must"),
    "the action taken as text": (spoil(("decisions", 0, 2), "41"), "a decision must"),
    "the action taken as true": (spoil(("decisions", 1, 2), True), "a decision must"),
    "estimates not a list": (spoil(("decisions", 0, 3), {}), "a decision must"),
    # what the estimates say
    "the action taken not estimated": (spoil(("decisions", 0, 2), 99), "the action taken"),
    "no estimates": (spoil(("decisions", 1, 3), []), "the action taken"),
    "an action estimated twice": (spoil(("decisions", 0, 3, 0, 0), 41), "each action once"),
    "estimates not best first": (spoil(("decisions", 0, 3, 1, 1), 2.75), "best first"),
    "a mean that is not a number": (spoil(("decisions", 0, 3, 0, 1), math.nan), "an estimate"),
    "an endless mean": (spoil(("decisions", 0, 3, 1, 1), -math.inf), "an estimate"),
    "a spread that is not a number": (spoil(("decisions", 1, 3, 0, 2), math.nan),
                                      "an estimate"),
    "a negative spread": (spoil(("decisions", 1, 3, 0, 2), -0.5), "an estimate"),
    "a mean as true": (spoil(("decisions", 1, 3, 0, 1), True), "an estimate"),
    "worlds as true": (spoil(("decisions", 1, 3, 0, 3), True), "an estimate"),
    "negative worlds": (spoil(("decisions", 1, 3, 0, 3), -1), "an estimate"),
    "an estimated action as a fraction": (spoil(("decisions", 1, 3, 0, 0), 8.0), "an estimate"),
    "an estimate too long": (spoil(("decisions", 1, 3, 0), [8, 0.0, 0.0, 1, 1]), "an estimate"),
    # the order of the decisions
    "positions out of order": (reordered([1, 0, 2]), "order of the game"),
    "a position twice": (spoil(("decisions", 1, 0), 3), "order of the game"),
}


@pytest.mark.parametrize(("value", "words"), list(BAD.values()), ids=list(BAD))
def test_a_malformed_analysis_is_refused_with_its_reason(value, words):
    with pytest.raises(AnalysisError, match=words):
        analysis_from_plain(value, PLAYERS)


def test_the_spoiled_copies_spoil_nothing_else():
    """Each bad case differs from a good analysis in the one place it names."""
    assert analysis_from_plain(plain(), PLAYERS) == ANALYSIS
    assert analysis_from_plain(spoil(("decisions", 0, 3, 1, 1), 2.5), PLAYERS)  # a tie is fine


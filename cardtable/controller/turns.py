"""What the person is asked to do, in words, with every choice and why some are not allowed.

Card decisions (pass, play) are made on the table by clicking cards; the others (naming trumps,
bidding) are offered as a row of choices, the forbidden ones shown but disabled with the reason.
What only one game asks (a U-G-O turn of many actions, an Ultimate Loser combination) rides in
``PersonTurn.game``, which only that game's presenter and table layer read.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.cards import Card
from ..engine.protocol import Action, Phase
from ..texts import translated


@dataclass(frozen=True)
class Choice:
    """One choice of a non-card decision: the action, its words, why it is barred if it is, and
    what taking it means, for a person new to the game (its tooltip)."""

    action: Action
    label: str
    enabled: bool
    reason: str = ""
    tip: str = ""


@dataclass(frozen=True)
class PersonTurn:
    """What the person is asked to do now, and why other cards are not allowed.

    ``legal`` are the cards of the hand that may be clicked, ``to_choose`` how many make the
    decision (0: as many as the game's own part says), ``game`` the game's own part of the
    decision or None.
    """

    phase: Phase
    legal: frozenset[Card]
    reasons: dict[Card, str]
    to_choose: int
    prompt: str
    choices: tuple[Choice, ...] = ()
    game: Any = None


def why_barred(state: Any, action: Action) -> str:
    """Why the rules bar ``action``, in the person's language."""
    reason = state.why_illegal(action)
    return translated(reason) if reason else ""


def choices_of(state: Any, candidates: list[Action], legal: list[Action]) -> tuple[Choice, ...]:
    """``candidates`` as choices named by the engine, the barred ones with their reason."""
    return tuple(
        Choice(a, translated(state.describe_action(a)), a in legal,
               "" if a in legal else why_barred(state, a))
        for a in candidates
    )

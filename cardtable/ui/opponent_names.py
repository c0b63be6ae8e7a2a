"""The names the computer players sit down under, in seat order: the New game dialog offers
them, and the first table opened from the command line uses them (without loading the dialog
before the first frame)."""

from __future__ import annotations

OPPONENT_NAMES = (
    "Alice", "Bruno", "Chloé", "Dmitri", "Emma", "Farid", "Greta", "Hiro", "Inès", "Jonas",
)


def opponent_names(count: int) -> list[str]:
    """Names for the computer players, in seat order."""
    return [OPPONENT_NAMES[i % len(OPPONENT_NAMES)] for i in range(count)]

"""Knock-Out's one house rule: how many cards the first deal gives each player."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.engine.protocol import Option, OptionValue, Preset, resolve_options
from cardtable.engine.rules_base import check_players
from cardtable.engine.texts import N_

MIN_PLAYERS, MAX_PLAYERS = 3, 5
MARK_OUT = "knocked out"

OPTIONS: tuple[Option, ...] = (
    Option("first_hand", "int", 7, N_("Cards in the first deal"),
           N_("Each deal gives one card fewer, down to one."), minimum=1, maximum=10),
)
PRESETS: tuple[Preset, ...] = (
    Preset("standard", N_("Standard"), N_("Seven cards, then six, down to one."), {}),
)
DEFAULT_PRESET = "standard"


def validate(
    options: Mapping[str, Any] | None, players: int, preset: str | None = None
) -> dict[str, OptionValue]:
    """The full, checked options for ``players``; OptionError names the fault."""
    values = resolve_options(OPTIONS, PRESETS, options, preset)
    check_players(players, "Knock-Out", MIN_PLAYERS, MAX_PLAYERS)
    return values

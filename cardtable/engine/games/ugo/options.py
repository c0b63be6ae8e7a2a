"""U-G-O's house rules: the two optional rules the seed suggests, both off as it plays."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...protocol import Option, OptionError, OptionValue, Preset, resolve_options
from ...texts import N_

MIN_PLAYERS, MAX_PLAYERS = 2, 4
HAND = 5  # cards drawn at the start
TABLE = 5  # Attack/Defense cards a player may have on the table

OPTIONS: tuple[Option, ...] = (
    Option(
        "suited_aces", "bool", False, N_("Suited Aces"),
        N_("An Ace hits all of the target's cards of one kind: A♠ those in attack position, A♥ "
        "those in defence, A♣ every Attack/Defense card, A♦ every equip."),
    ),
    Option(
        "nine_counters", "bool", False, N_("Nine counters"),
        N_("A 9 no longer reverses the direction: played when an Ace, King or Jack is used on "
        "you, it turns that card back on its player."),
    ),
)

PRESETS: tuple[Preset, ...] = (
    Preset("standard", N_("Standard"),
           N_("The rules as the seed gives them, no optional rules."), {}),
    Preset(
        "optional", N_("Both optional rules"),
        N_("Suited Aces and Nine counters, for players who know the game."),
        {"suited_aces": True, "nine_counters": True},
    ),
)

DEFAULT_PRESET = "standard"


def validate(
    options: Mapping[str, Any] | None, players: int, preset: str | None = None
) -> dict[str, OptionValue]:
    """Return the full, checked options for ``players``; raise OptionError naming the fault."""
    values = resolve_options(OPTIONS, PRESETS, options, preset)
    if not isinstance(players, int) or isinstance(players, bool):
        raise OptionError("players", f"{players!r} is not a number of players; use 2 to 4")
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise OptionError("players", f"{players} players cannot play U-G-O; use 2 to 4")
    return values

"""U-G-O's house rules: the two optional rules the seed suggests, and the readings of its open
sentences that players may choose. Every default is the most literal reading of the seed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.protocol import Choice, Option, OptionValue, Preset, resolve_options
from ...engine.rules_base import check_players
from ...engine.texts import N_

MIN_PLAYERS, MAX_PLAYERS = 2, 4
HAND = 5  # cards drawn at the start
TABLE = 5  # Attack/Defense cards a player may have on the table

# What a 9 reverses ("nine_reverses"): the direction of play as a whole, or only the attacks.
NINE_TURNS, NINE_ATTACKS = "turns", "attacks"
# When equips count ("equips"): added to the doubled values, or to the rank before doubling.
EQUIPS_AFTER, EQUIPS_BEFORE = "after", "before"

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
    Option(
        "nine_reverses", "choice", NINE_TURNS, N_("What a 9 reverses"),
        N_("Whether a 9 sends the turns the other way round as well as the attacks, or turns "
        "only the attacks while the turns keep going clockwise."),
        choices=(
            Choice(NINE_TURNS, N_("The turn order and the attacks")),
            Choice(NINE_ATTACKS, N_("Only the attacks; the turns keep going clockwise")),
        ),
        before=(2, NINE_TURNS),
    ),
    Option(
        "ten_stops_specials", "bool", False, N_("10s stop Aces, Kings and Jacks"),
        N_("A player may play a 10 from his hand when an Ace, King or Jack is used on him, as "
        "against an attack: the card then does nothing."),
        before=(2, False),
    ),
    Option(
        "equips", "choice", EQUIPS_AFTER, N_("Equips and doubling"),
        N_("Whether an equip adds to the values a ♠ or ♥ already doubled, or to the rank before "
        "it is doubled."),
        choices=(
            Choice(EQUIPS_AFTER, N_("Added after doubling: a 4♦ on a 5♠ makes 12/7")),
            Choice(EQUIPS_BEFORE, N_("Added before doubling: a 4♦ on a 5♠ makes 14/7")),
        ),
        before=(2, EQUIPS_AFTER),
    ),
)

PRESETS: tuple[Preset, ...] = (
    Preset("standard", N_("Standard"),
           N_("The rules as written, with no optional rules."), {}),
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
    check_players(players, "U-G-O", MIN_PLAYERS, MAX_PLAYERS)
    return values

"""Up and Down's house rules as data, the deal schedule they give, and their consistency.

The schedule is the heart of the game: one card each in the first deal, one more in each deal
after it up to the longest deal the deck allows (or a cap), then one fewer each deal back down
to a single card.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.protocol import Choice, Option, OptionError, OptionValue, Preset, resolve_options
from ...engine.rules_base import check_number_of_players
from ...engine.texts import N_

PLAYERS = (2, 6)
DECK_SIZES = {"32": 32, "52": 52}

OPTIONS: tuple[Option, ...] = (
    Option(
        "deck", "choice", "32", N_("Deck"),
        N_("The short deck (seven to ace) or the full deck (two to ace); aces are always high."),
        choices=(
            Choice("32", N_("32 cards, seven to ace")),
            Choice("52", N_("52 cards, two to ace")),
        ),
    ),
    Option(
        "longest_deal", "choice", "once", N_("The longest deal"),
        N_("Whether the deal with the most cards is played once or once by every dealer."),
        choices=(
            Choice("once", N_("Played once, at the top of the climb")),
            Choice("per-player", N_("Played once per player, so everyone deals it")),
        ),
    ),
    Option(
        "max_cards", "int", 0, N_("Most cards in a deal"),
        N_("A cap on the longest deal for a shorter game (0: as many as the deck allows)."),
        minimum=0, maximum=26,
    ),
    Option(
        "trump", "choice", "random", N_("Trumps"),
        N_("How each deal's trump suit is found before the bidding."),
        choices=(
            Choice("random", N_("A suit drawn at random")),
            Choice("turn-up", N_("The top card of the undealt stock (no trumps if none is left)")),
        ),
    ),
    Option(
        "responsibility", "choice", "complete", N_("Missing a bid"),
        N_("What a player who takes fewer tricks than bid loses."),
        choices=(
            Choice("complete", N_("Complete responsibility: 10 per trick bid")),
            Choice("partial", N_("Partial responsibility: 10 per trick short")),
        ),
    ),
    Option(
        "loss_limit", "int", 0, N_("Loss limit"),
        N_("The game stops after the deal in which someone's settlement loss reaches this "
        "(0: no limit)."),
        minimum=0, maximum=100000,
    ),
    Option(
        "stake", "int", 1, N_("Stake per point"),
        N_("Money per settlement point when the game is settled (in any unit the table likes)."),
        minimum=1, maximum=10000,
    ),
)

_STANDARD: dict[str, OptionValue] = {o.name: o.default for o in OPTIONS}

PRESETS: tuple[Preset, ...] = (
    Preset(
        "standard", N_("Standard"),
        N_("32 cards, a random trump each deal, complete responsibility, no loss limit."),
        dict(_STANDARD),
    ),
    Preset(
        "full-deck", N_("Full deck"),
        N_("The same game with all 52 cards: longer climbs and bigger deals."),
        {**_STANDARD, "deck": "52"},
    ),
    Preset(
        "turn-up", N_("Turned-up trumps"),
        N_("The top card of the undealt stock names trumps; no trumps when the deck is used up."),
        {**_STANDARD, "trump": "turn-up"},
    ),
    Preset(
        "short", N_("Short game"),
        N_("No deal longer than five cards, and partial responsibility for missed bids."),
        {**_STANDARD, "max_cards": 5, "responsibility": "partial"},
    ),
    Preset(
        "limit", N_("For a stake, with a limit"),
        N_("One unit per point, and the game stops once someone has lost 300 points."),
        {**_STANDARD, "loss_limit": 300, "stake": 1},
    ),
)

DEFAULT_PRESET = "standard"


def deck_size(options: Mapping[str, OptionValue]) -> int:
    """Return how many cards the deck holds under these options."""
    return DECK_SIZES[str(options["deck"])]


def longest_deal(deck: int, players: int, cap: int = 0) -> int:
    """Return the number of cards in the longest deal: the deck shared out evenly, at most
    ``cap`` when a cap is set (a cap above what the deck allows changes nothing).

    >>> longest_deal(32, 4), longest_deal(32, 6), longest_deal(52, 5, cap=7)
    (8, 5, 7)
    """
    most = deck // players
    return min(most, cap) if cap > 0 else most


def deal_sizes(deck: int, players: int, per_player: bool = False, cap: int = 0) -> tuple[int, ...]:
    """Return the cards per hand in every deal of a game, in order.

    >>> deal_sizes(32, 6)
    (1, 2, 3, 4, 5, 4, 3, 2, 1)
    >>> deal_sizes(32, 4, per_player=True, cap=3)
    (1, 2, 3, 3, 3, 3, 2, 1)
    """
    top = longest_deal(deck, players, cap)
    peak = (top,) * (players if per_player else 1)
    return tuple(range(1, top)) + peak + tuple(range(top - 1, 0, -1))


def schedule(options: Mapping[str, OptionValue], players: int) -> tuple[int, ...]:
    """Return the deal sizes of a game under validated options."""
    return deal_sizes(
        deck_size(options), players, options["longest_deal"] == "per-player",
        int(options["max_cards"]),
    )


def validate(
    options: Mapping[str, Any] | None, players: int, preset: str | None = None
) -> dict[str, OptionValue]:
    """Return the full, checked options for a game of ``players``; raise OptionError if not."""
    values = resolve_options(OPTIONS, PRESETS, options, preset)
    check_number_of_players(players)
    low, high = PLAYERS
    if not low <= players <= high:
        raise OptionError("players", f"{players} is not allowed; use {low} to {high}")
    return values

"""Ultimate Loser's house rules: the joker, how many hands make a game, the loser's penalty, and
the readings of the source's open sentences that a table may choose (each defaults to the most
literal one).

The hands are dealt out evenly with at least one card left over (two players get 13 each); the
joker, when added, makes the numbers come out better for some tables.

>>> [hand_size(n, False) for n in range(2, 8)]
[13, 17, 12, 10, 8, 7]
>>> [hand_size(n, True) for n in range(2, 8)]
[13, 17, 13, 10, 8, 7]
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...engine.cards import Card, standard_deck, with_jokers
from ...engine.protocol import Choice, Option, OptionValue, Preset, resolve_options
from ...engine.rules_base import check_players
from ...engine.texts import N_

MIN_PLAYERS, MAX_PLAYERS = 2, 7
TWO_PLAYER_HAND = 13

# When the hand ends ("hand_end"): the moment one player alone holds cards, or once the round
# in which that happens is played out.
ENDS_ONE_LEFT, ENDS_ROUND = "one left", "round"

READINGS_SAVED_FROM = 2
"""The first save format that names the readings below; games saved before it were played by
the settle-at-the-end-of-the-round, winner-never-drinks, four-singles-do-not-count rules."""

OPTIONS: tuple[Option, ...] = (
    Option(
        "joker", "bool", False, N_("Add a joker"),
        N_("One joker joins the deck: the highest single card, which cannot be part of a "
        "combination. With four players it lets 13 cards each be dealt."),
    ),
    Option(
        "hands", "int", 5, N_("Hands in a game"),
        N_("How many hands make a game; the fewest drinks in all wins. 0 plays on until you end "
        "the game from the Game menu."),
        minimum=0, maximum=99,
    ),
    Option(
        "penalty", "int", 4, N_("Ultimate Loser's penalty"),
        N_("What the last player left holding cards drinks on top of the drinks along the way "
        "(the original rules say half a glass, which is about four drinks)."),
        minimum=0, maximum=20,
    ),
    Option(
        "hand_end", "choice", ENDS_ONE_LEFT, N_("End of the hand"),
        N_("Whether the hand ends the moment only one player holds cards, or the round is played "
        "out first, so that the last players may run out together."),
        choices=(
            Choice(ENDS_ONE_LEFT, N_("As soon as only one player holds cards")),
            Choice(ENDS_ROUND, N_("At the end of the round")),
        ),
        before=(READINGS_SAVED_FROM, ENDS_ROUND),
    ),
    Option(
        "tied_winner_drinks", "bool", True, N_("The winner drinks too when tied lowest"),
        N_("When every play of a round is of the same height, the first still wins the round, "
        "and all of them drink as the lowest play, the winner included."),
        before=(READINGS_SAVED_FROM, False),
    ),
    Option(
        "four_singles", "bool", False, N_("FourPlay with four singles"),
        N_("Four single cards of one rank played in the same round count as four of a kind: "
        "everyone drinks one."),
        before=(READINGS_SAVED_FROM, False),
    ),
)

PRESETS: tuple[Preset, ...] = (
    Preset(
        "standard", N_("Standard"),
        N_("As the game's authors play it: one deck, five hands, four drinks for the Ultimate "
        "Loser."),
        {},
    ),
    Preset(
        "joker", N_("With the joker"),
        N_("One joker added as the highest single card; otherwise standard."),
        {"joker": True},
    ),
    Preset(
        "open-ended", N_("Open-ended"),
        N_("Play hand after hand until you choose to stop."),
        {"hands": 0},
    ),
)

DEFAULT_PRESET = "standard"


@dataclass(frozen=True)
class Readings:
    """The readings in force, as the state consults them on every round: whether the hand ends
    the moment one player alone holds cards, whether a winner tied for the lowest play drinks
    for it, and whether four singles of a rank in one round make everyone drink."""

    ends_at_once: bool
    tied_winner_drinks: bool
    four_singles: bool


def readings(options: Mapping[str, OptionValue]) -> Readings:
    """The readings that checked ``options`` choose."""
    return Readings(options["hand_end"] == ENDS_ONE_LEFT, bool(options["tied_winner_drinks"]),
                    bool(options["four_singles"]))


def deck_for(joker: bool) -> tuple[Card, ...]:
    """The cards of the game: one pack, with a joker when the rules add one."""
    deck = standard_deck()
    return tuple(with_jokers(deck) if joker else deck)


def hand_size(players: int, joker: bool) -> int:
    """Cards each player is dealt: all hands equal and at least one card left over, except that
    two players get 13 each."""
    if players == 2:
        return TWO_PLAYER_HAND
    return (len(deck_for(joker)) - 1) // players


def validate(
    options: Mapping[str, Any] | None, players: int, preset: str | None = None
) -> dict[str, OptionValue]:
    """Return the full, checked options for ``players``; raise OptionError naming the fault."""
    values = resolve_options(OPTIONS, PRESETS, options, preset)
    check_players(players, "Ultimate Loser", MIN_PLAYERS, MAX_PLAYERS)
    return values

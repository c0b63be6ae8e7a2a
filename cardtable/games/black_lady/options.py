"""Black Lady's house rules as data: every option, the historic presets, and their consistency.

The three historic rule sets (Foster 1909, Culbertson 1950, Morehead 2001) and the named
variants are presets: they only fill options, and every option stays editable.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, THREE, TWO, make_card
from ...engine.protocol import (
    Caution,
    Choice,
    Option,
    OptionError,
    OptionValue,
    Preset,
    resolve_options,
)
from ...engine.rules_base import check_number_of_players
from ...engine.texts import N_, Words

SINGLE_DECK_PLAYERS = (3, 7)
CANCELLATION_PLAYERS = (6, 11)
MOREHEAD_MAX_PLAYERS = 6
PASS_SIZE = 3
DEAL_CAP = 1000
"""The most deals a game may run: the longest deal limit that can be set, and the end of a game
with no limit whose target is never reached (scores can fall under some house rules)."""
SUGGESTED_DEAL_LIMIT = 20
"""The deal limit the house-rules form offers when a game might not reach its target."""
READINGS_SAVED_FROM = 2
"""The first save format that names the readings below (what breaks hearts, the moon and the
bonus card, −5 in a moon deal); games saved before it were played with any heart breaking
hearts, the bonus card needed for an Omnibus moon, and −5 counting in a moon deal."""

OPTIONS: tuple[Option, ...] = (
    Option(
        "removal", "choice", "morehead", N_("Cards removed"),
        N_("Which low cards leave the deck so that every hand is the same size."),
        choices=(
            Choice("foster", N_("Foster: 2♠; 2♣ 2♠; all the 2s (3–6 players)")),
            Choice("culbertson", N_("Culbertson: 2♣, 2♦, 2♥, 2♠ in turn")),
            Choice("morehead", N_("Morehead: 2♣, 2♦, 3♣, 2♠ in turn")),
        ),
    ),
    Option(
        "kitty", "bool", False, N_("Kitty instead of removing cards"),
        N_("Keep every card; the leftovers lie face down and go to the winner of the first trick."),
    ),
    Option(
        "kitty_seen", "bool", False, N_("The kitty's taker sees it"),
        N_("The winner of the first trick may look at the kitty cards taken."),
    ),
    Option(
        "cancellation", "bool", False, N_("Cancellation hearts"),
        N_("Two decks for 6 to 11 players; identical cards in a trick cancel each other."),
    ),
    Option(
        "passing", "choice", "left", N_("Passing"),
        N_("Where the three passed cards go in each deal."),
        choices=(
            Choice("left", N_("Always to the left")),
            Choice("left-right", N_("Left, then right, alternately")),
            Choice("cycle", N_("Left, right, across, hold (no across when odd)")),
            Choice("none", N_("No passing")),
        ),
    ),
    Option(
        "no_pass", "choice", "none", N_("Cards that may not be passed"),
        N_("Cards a player must keep when choosing the three to pass."),
        choices=(
            Choice("none", N_("Any card may be passed")),
            Choice("QS", N_("Not the Q♠")),
            # "2C" names the lowest club in play: the 2♣, or the lowest club left when the 2♣
            # is removed (the values keep their first names so that saves still read them).
            Choice("2C", N_("Not the lowest club (the 2♣ unless it is removed)")),
            Choice("QS+2C", N_("Neither the Q♠ nor the lowest club")),
        ),
    ),
    Option(
        "first_lead", "choice", "eldest", N_("First lead"),
        N_("Who leads to the first trick of a deal, and with what."),
        choices=(
            Choice("eldest", N_("Left of the dealer, any card")),
            Choice("lowest-club", N_("The holder of the lowest club leads it")),
        ),
    ),
    Option(
        "hearts_broken", "bool", False, N_("Hearts must be broken"),
        N_("Hearts and the black lady may not be led until hearts are broken."),
    ),
    Option(
        "hearts_broken_by", "choice", "discard", N_("What breaks hearts"),
        N_("With “Hearts must be broken”: the play after which hearts and the black lady may "
           "be led."),
        choices=(
            Choice("discard", N_("A heart thrown on another suit")),
            Choice("heart", N_("Any heart played, led ones too")),
            Choice("heart-or-lady", N_("Any heart or the black lady played")),
        ),
        before=(READINGS_SAVED_FROM, "heart"),
    ),
    Option(
        "no_points_first_trick", "bool", False, N_("No points on the first trick"),
        N_("Penalty cards may not be played to the first trick unless a player holds nothing "
           "else."),
    ),
    Option(
        "club_play", "bool", False, N_("Club play"),
        N_("The black lady must be played at the first chance: void in the suit led, "
        "or on a spade lead over a higher spade."),
    ),
    Option(
        "pink_lady", "bool", False, N_("Pink Lady"),
        N_("The Q♥ counts 13 like the Q♠: 38 penalty points in a deal."),
    ),
    Option(
        "black_jack", "bool", False, N_("Black Jack"),
        N_("The J♠ takes the black lady's place and counts 10; the Q♠ is an ordinary spade."),
    ),
    Option(
        "black_jack_discard", "choice", "may", N_("Discarding the black jack"),
        N_("With Black Jack: whether a player void in the suit led must throw the J♠ first."),
        choices=(
            Choice("may", N_("May discard it (early rule)")),
            Choice("must", N_("Must discard it before any other card (later rule)")),
        ),
    ),
    Option(
        "omnibus", "choice", "off", N_("Omnibus bonus card"),
        N_("A diamond that counts 10 in favour of whoever takes it."),
        choices=(
            Choice("off", N_("No bonus card")),
            Choice("10D", N_("The 10♦ (Culbertson)")),
            Choice("JD", N_("The J♦ (modern)")),
        ),
    ),
    Option(
        "moon", "choice", "old", N_("Shooting the moon"),
        N_("What happens when one player takes every penalty card of a deal."),
        choices=(
            Choice("none", N_("Nothing special: points count as taken")),
            Choice("no-score", N_("No one scores that deal")),
            Choice("old", N_("Old moon: the shooter scores 0, everyone else the deal's total")),
            Choice("new", N_("New moon: the shooter subtracts the deal's total (26 plus points)")),
        ),
    ),
    Option(
        "moon_needs_bonus", "bool", True, N_("The moon needs the bonus card"),
        N_("In Omnibus: shooting the moon takes the bonus card too, not only every penalty "
           "card."),
        before=(READINGS_SAVED_FROM, True),
    ),
    Option(
        "no_tricks_bonus", "bool", False, N_("−5 for no tricks"),
        N_("A player who takes no trick in a deal scores −5."),
    ),
    Option(
        "no_tricks_in_moon", "bool", True, N_("−5 for no tricks in a moon deal"),
        N_("With −5 for no tricks: the −5 counts in a deal where someone shot the moon too."),
        before=(READINGS_SAVED_FROM, True),
    ),
    Option(
        "exact_reset", "bool", False, N_("Exactly the target resets to 0"),
        N_("A score of exactly the target drops to zero, so the game needs more than the target."),
    ),
    Option(
        "target", "int", 100, N_("Game ends at"),
        N_("The game ends after the deal in which someone reaches this many points."),
        minimum=1, maximum=10000,
    ),
    Option(
        "scoring", "choice", "points", N_("Scoring"),
        N_("Penalty points to a target, or Foster's counters paid into a pool."),
        choices=(
            Choice("points", N_("Penalty points; lowest wins")),
            Choice("sweepstake", N_("Counters, sweepstake: players with no hearts take the pool")),
            Choice("howell", N_("Counters, Howell: pay per opponent, claim what you avoided")),
        ),
    ),
    Option(
        "counters", "int", 100, N_("Counters at the start"),
        N_("With counter scoring: how many counters each player starts with (Foster: 50 or 100)."),
        minimum=1, maximum=10000,
    ),
    Option(
        "deal_limit", "int", 0, N_("Number of deals"),
        N_("End the game after this many deals whatever the scores (0: no limit, though no game "
        "goes past 1000 deals)."),
        minimum=0, maximum=DEAL_CAP,
    ),
)

_MOREHEAD: dict[str, OptionValue] = {o.name: o.default for o in OPTIONS}

PRESETS: tuple[Preset, ...] = (
    Preset(
        "foster", N_("Foster 1909"),
        N_("The earliest rules: pass left, no moon, Foster's counters (sweepstake)."),
        {**_MOREHEAD, "removal": "foster", "moon": "none", "scoring": "sweepstake"},
    ),
    Preset(
        "culbertson", N_("Culbertson 1950"),
        N_("Pass left, twos removed in order, no one scores when a player takes everything."),
        {**_MOREHEAD, "removal": "culbertson", "moon": "no-score"},
    ),
    Preset(
        "morehead", N_("Morehead 2001"),
        N_("The rules nearly universal in the United States: old moon, game to 100."),
        dict(_MOREHEAD),
    ),
    Preset(
        "omnibus", N_("Omnibus hearts"),
        N_("Morehead with the 10♦ counting 10 in the taker's favour."),
        {**_MOREHEAD, "omnibus": "10D"},
    ),
    Preset(
        "pink-lady", N_("Pink Lady"),
        N_("Morehead with the Q♥ counting 13 too."),
        {**_MOREHEAD, "pink_lady": True},
    ),
    Preset(
        "black-jack", N_("Black Jack"),
        N_("Foster's variant: the J♠ counts 10 instead of the Q♠, scored in points."),
        {**_MOREHEAD, "removal": "foster", "black_jack": True, "moon": "none"},
    ),
    Preset(
        "cancellation", N_("Cancellation hearts"),
        N_("Culbertson's game for 6 to 11 players with two decks."),
        {**_MOREHEAD, "removal": "culbertson", "cancellation": True, "moon": "no-score"},
    ),
)

DEFAULT_PRESET = "morehead"

_C2, _D2, _H2, _S2 = (make_card(TWO, s) for s in (CLUBS, DIAMONDS, HEARTS, SPADES))
_C3 = make_card(THREE, CLUBS)

FOSTER_REMOVALS: dict[int, tuple[int, ...]] = {
    3: (_S2,), 4: (), 5: (_C2, _S2), 6: (_C2, _D2, _H2, _S2),
}
REMOVAL_ORDERS: dict[str, tuple[int, ...]] = {
    "culbertson": (_C2, _D2, _H2, _S2),
    "morehead": (_C2, _D2, _C3, _S2),
}
CANCELLATION_ORDER: tuple[int, ...] = tuple(
    make_card(r, s) for r in (TWO, THREE) for s in (CLUBS, DIAMONDS, HEARTS, SPADES) for _ in (0, 1)
)


def removed_cards(options: Mapping[str, OptionValue], players: int) -> tuple[int, ...]:
    """Return the faces taken out of the deck, in removal order, for these options and players."""
    if options["kitty"]:
        return ()
    if options["cancellation"]:
        return CANCELLATION_ORDER[: 104 % players]
    if options["removal"] == "foster":
        return FOSTER_REMOVALS[players]
    return REMOVAL_ORDERS[str(options["removal"])][: 52 % players]


def validate(
    options: Mapping[str, Any] | None, players: int, preset: str | None = None
) -> dict[str, OptionValue]:
    """Return the full, checked options for a game of ``players``; raise OptionError if not."""
    values = resolve_options(OPTIONS, PRESETS, options, preset)
    check_number_of_players(players)
    if values["cancellation"]:
        low, high = CANCELLATION_PLAYERS
        if not low <= players <= high:
            raise OptionError(
                "players", f"{players} is not allowed with Cancellation hearts; use {low} to {high}"
            )
    else:
        low, high = SINGLE_DECK_PLAYERS
        if not low <= players <= high:
            raise OptionError(
                "players",
                f"{players} is not allowed with one deck; use {low} to {high} "
                f"(Cancellation hearts takes 6 to 11)",
            )
        _check_removal(values, players)
    if values["scoring"] != "points":
        clashes = {
            "moon": values["moon"] != "none",
            "omnibus": values["omnibus"] != "off",
            "no_tricks_bonus": bool(values["no_tricks_bonus"]),
            "exact_reset": bool(values["exact_reset"]),
        }
        for name, clash in clashes.items():
            if clash:
                allowed = {"moon": "'none'", "omnibus": "'off'"}.get(name, "false")
                raise OptionError(
                    name,
                    f"counter scoring ({values['scoring']}) pays only for penalty cards taken; "
                    f"use {allowed}",
                )
    return values


def _check_removal(values: Mapping[str, OptionValue], players: int) -> None:
    """Foster's and Morehead's removals are written for 3 to 6 players: neither names the
    cards that seven leave out, so seven play Culbertson's removal or the kitty."""
    if values["kitty"] or players <= MOREHEAD_MAX_PLAYERS or values["removal"] == "culbertson":
        return
    if values["removal"] == "foster":
        raise OptionError("removal", Words(N_(
            "Foster's removal covers 3 to 6 players, not {players}: for 7 players choose "
            "Culbertson's removal or the kitty"), players=players))
    raise OptionError("removal", Words(N_(
        "Morehead's removal covers 3 to 6 players, not {players}: for 7 players choose "
        "Culbertson's removal or the kitty"), players=players))


def lowest_club(options: Mapping[str, OptionValue], players: int) -> int:
    """The face of the lowest club left in the deck: the 2♣ unless the removal took it out."""
    removed = removed_cards(options, players)
    return next(make_card(r, CLUBS) for r in range(13) if make_card(r, CLUBS) not in removed)


def cautions(options: Mapping[str, OptionValue], players: int) -> tuple[Caution, ...]:
    """Warnings about valid options: where scores can fall (−5 for no tricks, the bonus card,
    the new moon), a game scored to a target may never reach it, so a deal limit is offered."""
    if options["scoring"] != "points" or options["deal_limit"]:
        return ()
    if not (options["no_tricks_bonus"] or options["omnibus"] != "off" or options["moon"] == "new"):
        return ()
    text = Words(N_("Under these rules scores can go down as well as up (−5 for no tricks, the "
                    "bonus card, the new moon), so the game may never reach its target. Without "
                    "a number of deals it stops after {cap} deals."), cap=DEAL_CAP)
    return (Caution(text, "deal_limit", SUGGESTED_DEAL_LIMIT),)

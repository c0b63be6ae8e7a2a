"""Black Lady explained to a person new to it: its How to play page, its first-game tips and what
the words on its table mean."""

from __future__ import annotations

from ....texts import tr
from ....ui.game_help import GameHelp, Section, TableWords


def how_to_play() -> list[Section]:
    """The aim, a deal, a turn, the scoring and the moves at the table."""
    return [
        (tr("The aim"), [tr(
            "Take as few points as you can. Every heart in the tricks you win costs 1 point and "
            "the queen of spades (the black lady) costs 13. When someone reaches 100 points the "
            "game ends, and the fewest points wins.")]),
        (tr("A deal"), [tr(
            "All the cards are dealt. Each player then passes three cards face down to the "
            "player on the left, and the tricks are played."), tr(
            "Taking every heart and the queen of spades in one deal is shooting the moon: you "
            "score nothing and everyone else takes the whole 26.")]),
        (tr("A turn"), [tr(
            "The leader plays any card; the others must follow the suit led if they can, and "
            "may play any card if they cannot. The highest card of the suit led wins the trick "
            "and leads the next one. There are no trumps.")]),
        (tr("At the table"), [tr(
            "To pass: click three cards to raise them (click again to lower one), then press "
            "Pass cards."), tr(
            "To play: click a card, or drag it to the middle. Cards you may not play are "
            "dimmed; point at one to see why. L shows the last trick again.")]),
    ]


def tips() -> dict[str, str]:
    """The tip of each kind of decision, the first time it comes up."""
    return {
        "pass": tr("Tip: click cards to raise them (click again to lower one), then "
                   "press Pass cards. Give away high hearts and spades."),
        "play": tr("Tip: click a card to play it, or drag it to the middle. Dimmed "
                   "cards may not be played now: point at one to see why."),
    }


def table_words() -> TableWords:
    """What the score and the line under it on a plate, the caption and the score panel's
    marks mean."""
    return TableWords(
        score=tr("{word}: the penalty points taken so far; the fewest wins."),
        caption=tr("The deal in progress, and where the cards are passed."),
        marks=tr("A mark in brackets: the moon shot, or a score put back."),
    )


HELP = GameHelp(how_to_play, tips, table_words)

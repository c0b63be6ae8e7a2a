"""Knock-Out explained to a person new to it."""

from __future__ import annotations

from cardtable.texts import tr
from cardtable.ui.game_help import GameHelp, Section, TableWords


def how_to_play() -> list[Section]:
    """The aim, a deal, a turn, the scoring and the moves at the table."""
    return [
        (tr("The aim"), [tr("Stay in: a player who takes no trick in a deal is knocked out. "
                            "The last one left wins, or the best of those left.")]),
        (tr("A deal"), [tr("Each player still in is dealt seven cards, then six, and so on "
                           "down to one.")]),
        (tr("A turn"), [tr("Follow the suit led if you can. The highest card of the suit led "
                           "wins the trick.")]),
        (tr("Scoring"), [tr("1 point a trick.")]),
        (tr("At the table"), [tr("To play: click a card, or drag it to the middle.")]),
    ]


def tips() -> dict[str, str]:
    """The tip of each kind of decision, the first time it comes up."""
    return {"play": tr("Tip: click a card to play it. Take at least one trick each deal, or "
                       "you are out.")}


def table_words() -> TableWords:
    """What the words on the table mean."""
    return TableWords(
        score=tr("{word}: the tricks taken so far; the most wins."),
        note=tr("Under it: the tricks won this deal, or that the player is out."),
        caption=tr("The deal in progress and how many cards each player holds."),
        marks=tr("In brackets: who was knocked out in that deal."),
    )


HELP = GameHelp(how_to_play, tips, table_words)

"""Up and Down explained to a person new to it: its How to play page, its first-game tips and what
the words on its table mean."""

from __future__ import annotations

from ....texts import tr
from ....ui.game_help import GameHelp, Section, TableWords


def how_to_play() -> list[Section]:
    """The aim, a deal, a turn, the scoring and the moves at the table."""
    return [
        (tr("The aim"), [tr(
            "Finish with the most points. Before each deal you say how many tricks you will "
            "take, and only an exact bid scores well.")]),
        (tr("A deal"), [tr(
            "The first deal has one card each, the next two, and so on up to the longest deal, "
            "then back down to one. Each deal has its trump suit, known before the bids. Each "
            "player bids how many tricks they will take; the dealer, bidding last, may not make "
            "the bids add up to the number of cards in a hand.")]),
        (tr("A turn"), [tr(
            "Follow the suit led if you can; if not, play a trump if you can; else play any "
            "card. The highest trump wins, or else the highest card of the suit led.")]),
        (tr("Scoring"), [tr(
            "Exactly your bid: 10 points a trick (a bid of 0 made scores 5). More tricks than "
            "bid: 1 point a trick. Fewer: minus 10 for every trick bid. At the end every player "
            "settles up with every other for the difference of their scores.")]),
        (tr("At the table"), [tr(
            "To bid: press the number of tricks. A bid the rules forbid is greyed; point at it "
            "to see why."), tr(
            "To play: click a card, or drag it to the middle.")]),
    ]


def tips() -> dict[str, str]:
    """The tip of each kind of decision, the first time it comes up."""
    return {
        "bid": tr("Tip: press the number of tricks you expect to win. Only an exact "
                  "bid scores well: 10 points a trick."),
        "play": tr("Tip: click a card to play it. Follow suit, else play a trump if "
                   "you can; try to win exactly the tricks you bid."),
    }


def table_words() -> TableWords:
    """What the score and the line under it on a plate, the caption and the score panel's
    marks mean."""
    return TableWords(
        score=tr("{word}: the points of the deals so far; the most wins."),
        note=tr("Under it: the tricks bid and the tricks won so far this deal; only "
                "an exact bid scores well."),
        caption=tr("The deal in progress, how many cards each player has, and the "
                   "trumps: a trump beats every card of the other suits."),
        marks=tr("In brackets: the bid and the tricks taken, 3/2 for a bid of 3 and 2 "
                 "tricks; 'limit' when the loss limit was reached."),
    )


HELP = GameHelp(how_to_play, tips, table_words)

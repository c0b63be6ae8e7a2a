"""Ugly explained to a person new to it: its How to play page, its first-game tips and what
the words on its table mean."""

from __future__ import annotations

from ....texts import tr
from ....ui.game_help import GameHelp, Section, TableWords


def how_to_play() -> list[Section]:
    """The aim, a deal, a turn, the scoring and the moves at the table."""
    return [
        (tr("The aim"), [tr(
            "Score the most points over the game: 7 hands with four players, 9 with three. "
            "Every trick you win is worth a point; Jacks in your tricks cost points.")]),
        (tr("A hand"), [tr(
            "All the cards are dealt. The player on the dealer's left names trumps (a suit, or "
            "no trumps). Then everyone passes cards to the left: one card in the first hand, "
            "three in the second, two more each hand, until the last hand passes the whole "
            "hand.")]),
        (tr("A turn"), [tr(
            "Follow the suit led if you can; if not, play any card, a trump or not. The highest "
            "trump wins the trick, or else the highest card of the suit led.")]),
        (tr("Scoring"), [tr(
            "1 point a trick. The Jacks cost J♠ 1, J♣ 2, J♦ 3, J♥ 4. Taking the Ugly card (7♦) "
            "doubles what your Jacks cost, or with no Jack doubles your tricks. The Charm (7♣) "
            "with the Ugly card cancels the doubling of Jacks, or with no Jack makes each trick "
            "worth 4.")]),
        (tr("At the table"), [tr(
            "To name trumps: press a suit or No trumps."), tr(
            "To pass: click cards to raise them, then press Pass cards."), tr(
            "To play: click a card, or drag it to the middle. Dimmed cards may not be played "
            "now; point at one to see why.")]),
    ]


def tips() -> dict[str, str]:
    """The tip of each kind of decision, the first time it comes up."""
    return {
        "choose-trump": tr("Tip: press a suit to make it trumps, or No trumps. A suit you "
                           "hold many cards of is a good choice."),
        "pass": tr("Tip: click cards to raise them, then press Pass cards: they go to the "
                   "player on your left."),
        "play": tr("Tip: click a card to play it. Every trick you win is a point; Jacks in "
                   "your tricks cost points, and the Ugly 7♦ doubles what they cost."),
    }


def table_words() -> TableWords:
    """What the score and the line under it on a plate, the caption and the score panel's
    marks mean."""
    return TableWords(
        score=tr("{word}: the points of the hands so far; the most wins."),
        note=tr("Under it: the tricks won this hand, then the scoring cards taken in them "
                "(Jacks cost points; the Ugly 7♦ and the Charm 7♣ change the sums)."),
        caption=tr("The hand in progress, how many cards each player passes, and the trumps."),
        marks=tr("In brackets: who took the Ugly 7♦ (doubling their Jacks' cost, or with no "
                 "Jack their tricks), and the Charm 7♣ with it."),
    )


HELP = GameHelp(how_to_play, tips, table_words)

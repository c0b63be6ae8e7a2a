"""Ultimate Loser explained to a person new to it: its How to play page, its first-game tips and
what the words on its table mean."""

from __future__ import annotations

from ....texts import tr
from ....ui.game_help import GameHelp, Section, TableWords


def how_to_play() -> list[Section]:
    """The aim, a deal, a turn, the scoring and the moves at the table."""
    return [
        (tr("The aim"), [tr(
            "Drink as little as you can: every drink is a point against you, and the fewest in "
            "the end wins (5 hands by default). Settings can call drinks penalty points.")]),
        (tr("A hand"), [tr(
            "All but a few cards are dealt; one left over lies face up as the gin card. "
            "Everyone tries to get rid of their cards. The last player still holding cards is "
            "the Ultimate Loser and drinks 4 more.")]),
        (tr("A round"), [tr(
            "The leader plays a single card, a pair, three or four of a kind, or a straight "
            "flush. Each other player in turn plays the same kind of combination (it need not "
            "be higher), or passes, or passes and swaps a card of their hand for the gin card. "
            "The highest play wins and leads next.")]),
        (tr("Drinks"), [tr(
            "The lowest play of a round drinks one, every pass drinks one, and a four of a kind "
            "makes everyone drink one.")]),
        (tr("At the table"), [tr(
            "To play: click cards to raise them (cards that cannot join them are dimmed), then "
            "press the Play button; or drag a card to the middle."), tr(
            "To pass: press Pass. To swap: drag a card from your hand onto the gin card."), tr(
            "For rock-paper-scissors, press your choice.")]),
    ]


def tips() -> dict[str, str]:
    """The tip of each kind of decision, the first time it comes up."""
    return {
        "lead": tr("Tip: click cards to raise a single card, a pair, a set or a "
                   "straight flush, then press the Play button."),
        "follow": tr("Tip: play the same kind of combination as the lead (it "
                     "need not beat it), or press Pass: a pass costs a drink."),
        "swap": tr("Tip: to pass and swap, drag a card from your hand onto the "
                   "face-up gin card; the card you give becomes the gin card."),
        "rock-paper-scissors": tr("Tip: nobody who played still holds cards; "
                                  "press rock, paper or scissors for the lead."),
    }


def table_words() -> TableWords:
    """What the score and the line under it on a plate, the caption and the score panel's
    marks mean."""
    return TableWords(
        score=tr("{word}: what this player has drunk so far; the fewest wins."),
        note=tr("Under it: what this player drinks for this hand so far; 'out' "
                "once they have no cards left."),
        caption=tr("The hand in progress, and how much the Ultimate Loser (the last "
                   "player holding cards) drinks."),
        marks=tr("In brackets: the Ultimate Loser of the hand, who drinks the "
                 "penalty on top."),
    )


HELP = GameHelp(how_to_play, tips, table_words)

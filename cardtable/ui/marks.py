"""The marks a scoresheet keeps beside a hand's points (a moon shot, the Ugly taken, a player
out of a duel), in the person's language. They are stored as the engine writes them, so an old
game reads in whatever language the person uses now."""

from __future__ import annotations

from ..engine.games.black_lady.scoring import MARK_MOON, MARK_NO_TRICKS, MARK_POOL, MARK_RESET
from ..engine.games.ugly.scoring import MARK_CHARM, MARK_UGLY
from ..engine.games.ugo.state import OUT_MARK, WINNER_MARK
from ..engine.games.ultimate_loser.state import ULTIMATE_LOSER_MARK
from ..engine.games.up_and_down.scoring import LIMIT_MARK
from ..texts import tr


def mark_words(mark: str) -> str:
    """A scoresheet mark in the person's language: "☾ moon", "took the Ugly 7♦", "out 2"; a
    bid and its tricks ("3/2") read the same in every language."""
    words = {MARK_MOON: tr("☾ moon"), MARK_RESET: tr("↺ reset to 0"),
             MARK_NO_TRICKS: tr("−5 no tricks"), MARK_POOL: tr("● took the pool"),
             MARK_UGLY: tr("took the Ugly 7♦"),
             MARK_CHARM: tr("took the Ugly 7♦ and the Charm 7♣"),
             ULTIMATE_LOSER_MARK: "Ultimate Loser", WINNER_MARK: tr("winner")}
    if mark in words:
        return words[mark]
    head, _, place = mark.partition(OUT_MARK + " ")
    if not head and place.isdigit():
        return tr("out {place}").format(place=place)
    if mark.endswith(" " + LIMIT_MARK):
        return mark_words(mark.removesuffix(" " + LIMIT_MARK)) + " " + tr("limit")
    return mark

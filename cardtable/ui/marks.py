"""The marks a scoresheet keeps beside a hand's points (a moon shot, the Ugly taken, a player
out of a duel), in the person's language. They are stored as the engine writes them, so an old
game reads in whatever language the person uses now."""

from __future__ import annotations

from ..texts import tr


def mark_words(mark: str) -> str:
    """A scoresheet mark in the person's language: "☾ moon", "took the Ugly 7♦", "out 2"; a
    bid and its tricks ("3/2") read the same in every language."""
    words = {"moon": tr("☾ moon"), "reset": tr("↺ reset to 0"), "no tricks": tr("−5 no tricks"),
             "pool": tr("● took the pool"), "ugly": tr("took the Ugly 7♦"),
             "charm": tr("took the Ugly 7♦ and the Charm 7♣"),
             "ultimate loser": "Ultimate Loser", "winner": tr("winner")}
    if mark in words:
        return words[mark]
    head, _, place = mark.partition("out ")
    if not head and place.isdigit():
        return tr("out {place}").format(place=place)
    if mark.endswith(" limit"):
        return mark_words(mark.removesuffix(" limit")) + " " + tr("limit")
    return mark

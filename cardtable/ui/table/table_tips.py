"""What the words on the table mean, said when they are pointed at: each name plate (who sits
there, their score and the line under it, the dealer's button, whose turn it is), the caption in
the corner, the deal's score panel and its marks, the banner, the last trick shown again, the
count of the stock.

The words are written by the scene and its layers, afresh as the game goes on; after every change
of the scene (Qt's ``changed``, once per pass of the event loop) the tooltips are written again
for what the words say now. U-G-O's numbers and Ultimate Loser's drinks get theirs where they are
drawn. The tooltips hold no game state and change nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QGraphicsItem, QGraphicsTextItem

from ...controller.presenters import PRESENTERS
from ...texts import tr

if TYPE_CHECKING:
    from .scene import TableScene


def level_words(kind: str) -> str:
    """A seat's kind of player, in words."""
    words = {"person": tr("a person"), "easy": tr("a computer player, level Easy"),
             "rule": tr("a computer player, level Normal"),
             "expert": tr("a computer player, level Expert"),
             "random": tr("a computer player that plays at random")}
    return words.get(kind, tr("a player"))


def score_tip(game_id: str, word: str) -> str:
    """What the running score on a plate is."""
    tips = {
        "black-lady": tr("{word}: the penalty points taken so far; the fewest wins."),
        "ugly": tr("{word}: the points of the hands so far; the most wins."),
        "up-and-down": tr("{word}: the points of the deals so far; the most wins."),
        "ultimate-loser": tr("{word}: what this player has drunk so far; the fewest wins."),
    }
    return tips.get(game_id, tr("{word}: the points so far.")).format(word=word)


def note_tip(game_id: str) -> str:
    """What the line under a plate's score says, in the game's words."""
    tips = {
        "ugly": tr("Under it: the tricks won this hand, then the scoring cards taken in them "
                   "(Jacks cost points; the Ugly 7♦ and the Charm 7♣ change the sums)."),
        "up-and-down": tr("Under it: the tricks bid and the tricks won so far this deal; only "
                          "an exact bid scores well."),
        "ugo": tr("Under it: the cards left in the deck and in hand; 'out' when knocked out. "
                  "Whoever must draw from an empty deck is out."),
        "ultimate-loser": tr("Under it: what this player drinks for this hand so far; 'out' "
                             "once they have no cards left."),
    }
    return tips.get(game_id, "")


def caption_tip(game_id: str) -> str:
    """What the caption in the table's corner says."""
    tips = {
        "black-lady": tr("The deal in progress, and where the cards are passed."),
        "ugly": tr("The hand in progress, how many cards each player passes, and the trumps."),
        "up-and-down": tr("The deal in progress, how many cards each player has, and the "
                          "trumps: a trump beats every card of the other suits."),
        "ugo": tr("The turn, and the direction of play: your target is the next player that "
                  "way."),
        "ultimate-loser": tr("The hand in progress, and how much the Ultimate Loser (the last "
                             "player holding cards) drinks."),
    }
    return tips.get(game_id, tr("The deal in progress."))


def panel_tip(game_id: str) -> str:
    """What the score panel at the end of a deal shows, and its marks."""
    marks = {
        "black-lady": tr("A mark in brackets: the moon shot, or a score put back."),
        "ugly": tr("In brackets: who took the Ugly 7♦ (doubling their Jacks' cost, or with no "
                   "Jack their tricks), and the Charm 7♣ with it."),
        "up-and-down": tr("In brackets: the bid and the tricks taken, 3/2 for a bid of 3 and 2 "
                          "tricks; 'limit' when the loss limit was reached."),
        "ultimate-loser": tr("In brackets: the Ultimate Loser of the hand, who drinks the "
                             "penalty on top."),
    }
    return (tr("The points each player scored this deal, and in bold the totals.") + " "
            + marks.get(game_id, "")).strip()


def plate_tip(game_id: str, name: str, kind: str, score_word: str, shows_scores: bool,
              noted: bool, dealer: bool, acting: bool) -> str:
    """Everything a name plate says, in words (``noted``: it has a line under the score)."""
    lines = [tr("{name}: {who}.").format(name=name, who=level_words(kind))]
    if shows_scores:
        lines.append(score_tip(game_id, score_word))
    if noted and note_tip(game_id):
        lines.append(note_tip(game_id))
    if dealer:
        lines.append(tr("D: this player deals."))
    if acting:
        lines.append(tr("Lit in gold: it is this player's turn."))
    return "\n".join(lines)


class TableTips(QObject):
    """Keeps the tooltips of the table's words up to date; see the module docstring."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.kinds: list[str] = []  # each seat's kind of player, when the window knows them
        scene.changed.connect(lambda _rects: self.explain())

    def set_kinds(self, kinds: Sequence[str]) -> None:
        """Who sits in each seat: "person" or a computer player's level."""
        self.kinds = list(kinds)
        self.explain()

    def game_id(self) -> str:
        """The id of the game on the table ("" before one is laid out)."""
        view_type = getattr(self.scene.layer, "view_type", None)
        return next((p.game_id for p in PRESENTERS if p.view_type is view_type), "")

    def explain(self) -> None:
        """Write the tooltip of every word on the table for what it says now."""
        s, game_id = self.scene, self.game_id()
        labels = s.labels
        score_word = labels.score_word or tr("Score")
        for seat, plate in enumerate(labels.items):
            name = s.names[seat] if seat < len(s.names) else ""
            kind = self.kinds[seat] if seat < len(self.kinds) else (
                "person" if seat == s.person else "")
            if seat == s.person:
                name = tr("{name} (you)").format(name=name)
            noted = seat < len(s.seat_notes) and bool(s.seat_notes[seat])
            _tip(plate, plate_tip(game_id, name, kind, score_word, labels.show_scores, noted,
                                  plate.dealer, plate.acting))
        _tip(s.caption.item, caption_tip(game_id))
        _tip(s.notices.item, tr("What just happened at the table."))
        if s.panel.box is not None:
            for item in (s.panel.box, *s.panel.box.childItems()):
                _tip(item, panel_tip(game_id))
        for item in s.recall.items:
            if isinstance(item, QGraphicsTextItem):
                _tip(item, tr("What was played last, each card at the seat that played it; the "
                              "winner's card is framed."))
        count = getattr(s.layer, "count", None)
        if isinstance(count, QGraphicsItem):
            _tip(count, tr("The cards nobody was dealt this deal; they are not played."))


def _tip(item: QGraphicsItem, text: str) -> None:
    """Give ``item`` this tooltip, touching it only when it changes."""
    if item.toolTip() != text:
        item.setToolTip(text)

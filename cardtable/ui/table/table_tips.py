"""What the words on the table mean, said when they are pointed at: each name plate (who sits
there, their score and the line under it, the dealer's button, whose turn it is), the caption in
the corner, the deal's score panel and its marks, the banner, the last trick shown again, the
count of the stock.

The words are written by the scene and its layers, afresh as the game goes on; after every change
of the scene (Qt's ``changed``, once per pass of the event loop) the tooltips are written again
for what the words say now, in the game's own words for them (``ui/games/<game>_help.py``).
U-G-O's numbers and Ultimate Loser's drinks get theirs where they are drawn. The tooltips hold
no game state and change nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QGraphicsItem, QGraphicsTextItem

from ...controller.presenters import PRESENTERS
from ...texts import tr
from ..game_help import TableWords
from ..games import game_ui

if TYPE_CHECKING:
    from .scene import TableScene


def level_words(kind: str) -> str:
    """A seat's kind of player, in words."""
    words = {"person": tr("a person"), "easy": tr("a computer player, level Easy"),
             "rule": tr("a computer player, level Normal"),
             "expert": tr("a computer player, level Expert"),
             "random": tr("a computer player that plays at random")}
    return words.get(kind, tr("a player"))


def plate_tip(words: TableWords, name: str, kind: str, score_word: str, shows_scores: bool,
              noted: bool, dealer: bool, acting: bool) -> str:
    """Everything a name plate says, in words (``noted``: it has a line under the score)."""
    lines = [tr("{name}: {who}.").format(name=name, who=level_words(kind))]
    if shows_scores and words.score:
        lines.append(words.score.format(word=score_word))
    if noted and words.note:
        lines.append(words.note)
    if dealer:
        lines.append(tr("D: this player deals."))
    if acting:
        lines.append(tr("Lit in gold: it is this player's turn."))
    return "\n".join(lines)


def panel_tip(words: TableWords) -> str:
    """What the score panel at the end of a deal shows, and its marks."""
    return " ".join(part for part in (
        tr("The points each player scored this deal, and in bold the totals."), words.marks)
        if part)


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

    def words(self) -> TableWords:
        """What the words on the table mean in the game laid out on it (nothing before one
        is)."""
        view_type = getattr(self.scene.layer, "view_type", None)
        game_id = next((p.game_id for p in PRESENTERS if p.view_type is view_type), None)
        return game_ui(game_id).help_words.table_words() if game_id else TableWords()

    def explain(self) -> None:
        """Write the tooltip of every word on the table for what it says now."""
        s, words = self.scene, self.words()
        labels = s.labels
        score_word = labels.score_word or tr("Score")
        for seat, plate in enumerate(labels.items):
            name = s.names[seat] if seat < len(s.names) else ""
            kind = self.kinds[seat] if seat < len(self.kinds) else (
                "person" if seat == s.person else "")
            if seat == s.person:
                name = tr("{name} (you)").format(name=name)
            noted = seat < len(s.seat_notes) and bool(s.seat_notes[seat])
            _tip(plate, plate_tip(words, name, kind, score_word, labels.show_scores, noted,
                                  plate.dealer, plate.acting))
        _tip(s.caption.item, words.caption or tr("The deal in progress."))
        _tip(s.notices.item, tr("What just happened at the table."))
        if s.panel.box is not None:
            for item in (s.panel.box, *s.panel.box.childItems()):
                _tip(item, panel_tip(words))
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

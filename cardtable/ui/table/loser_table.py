"""Ultimate Loser's parts of the table: the gin card, the spare cards, the cards played out of
the game, plays of several cards at once, swaps, drinks and rock-paper-scissors.

The scene owns the hands and the round in play; this helper keeps the rest and turns Ultimate
Loser's events into animation steps on the scene's animator.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
)
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsTextItem

from ...controller.games.ultimate_loser import drink_count
from ...engine.events import (
    CombinationPlayed,
    Event,
    GinSwapped,
    ShapeChosen,
    ShapesShown,
    TrickSettled,
    TurnPassed,
    UltimateLoserFound,
)
from ...engine.games.ultimate_loser.plays import SHAPE_NAMES, describe_play, play_for_cards
from ...engine.games.ultimate_loser.view import RoundRecord
from ...engine.visibility import HIDDEN
from ...texts import card_text, tr, translated
from .annotations import HIGHLIGHT, escape
from .card_item import CardItem
from .layout import Place

if TYPE_CHECKING:
    from ...engine.games.ultimate_loser.view import UltimateLoserView
    from .scene import TableScene

SETTLE_HOLD_MS = 1300
DRINK_RISE_MS = 900



def shape_word(shape: int) -> str:
    """"Rock", "Paper" or "Scissors" in the person's language."""
    return translated(SHAPE_NAMES[shape])


class LoserTable:
    """The gin card, the spare cards and the played-out heap; see the module docstring."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.active = False
        self.gin: CardItem | None = None
        self.spare: list[CardItem] = []
        self.played: list[CardItem] = []
        self.counts = "drinks"

    # ---- setting up ---------------------------------------------------------------------------

    def clear(self) -> None:
        """Forget the parts of the last game (the scene removes the items)."""
        self.gin, self.spare, self.played = None, [], []

    def reset(self, view: UltimateLoserView) -> None:
        """Lay out the gin card, the spare cards and the cards played so far from a view."""
        s = self.scene
        self.active = True
        self.gin = s._new_item(view.gin, face_up=True)
        self.spare = [s._new_item(HIDDEN) for _ in range(view.stock_size)]
        self.played = [s._new_item(c) for c in view.played_cards()
                       if c not in {card for _, card in view.trick}]

    def take_spare(self, kitty: list[CardItem]) -> list[CardItem]:
        """After a deal: the first card set aside is the gin card, the rest the spare cards.
        Returns the items to turn face up."""
        if not kitty:
            return []
        self.gin, self.spare, self.played = kitty[0], kitty[1:], []
        return [kitty[0]]

    def targets(self) -> list[tuple[CardItem, Place]]:
        """Where the gin card, the spare cards and the played cards lie."""
        g = self.scene.geometry
        out: list[tuple[CardItem, Place]] = []
        if self.gin is not None:
            out.append((self.gin, g.gin_place()))
        out += [(item, g.spare_place(i)) for i, item in enumerate(self.spare)]
        out += [(item, g.played_place(i)) for i, item in enumerate(self.played)]
        return out

    def is_on_gin(self, point: QPointF) -> bool:
        """Whether a card let go at ``point`` (scene coordinates) lies on the gin card."""
        if self.gin is None:
            return False
        return self.gin.sceneBoundingRect().adjusted(-12, -12, 12, 12).contains(point)

    # ---- events -------------------------------------------------------------------------------

    def queue(self, event: Event) -> bool:
        """Queue the steps for an Ultimate Loser event; False for any other event."""
        s, a = self.scene, self.scene.animator
        if isinstance(event, CombinationPlayed):
            a.add(lambda: self._play(event))
        elif isinstance(event, TurnPassed):
            a.add(lambda: self._say(tr("{name} passes.").format(name=self._name(event.seat))))
        elif isinstance(event, GinSwapped):
            a.add(lambda: self._swap(event))
        elif isinstance(event, TrickSettled):
            a.add_hold("trick", SETTLE_HOLD_MS)
            a.add(lambda: self._settle(event))
        elif isinstance(event, ShapeChosen):
            a.add(lambda: self._shape_chosen(event))
        elif isinstance(event, ShapesShown):
            a.add(lambda: self._shapes_shown(event))
        elif isinstance(event, UltimateLoserFound):
            a.add(lambda: s._say(self.loser_text(event), sticky=True))
        else:
            return False
        return True

    def _name(self, seat: int) -> str:
        return self.scene.names[seat] if seat < len(self.scene.names) else "?"

    def _say(self, text: str) -> None:
        self.scene._say(text)

    def _play(self, event: CombinationPlayed) -> QAbstractAnimation | None:
        s = self.scene
        hand = s.hands[event.seat]
        for card in event.cards:
            known = [i for i in hand if i.card == card]
            if known:
                item = known[0]
            else:
                hidden = [i for i in hand if i.card == HIDDEN] or hand
                item = hidden[len(hidden) // 2]
                item.card = card
            hand.remove(item)
            item.show_face(True)
            item.set_dimmed(False)
            item.interactive = False
            s.trick.append((event.seat, item))
        s.selected = set()
        s.to_act = -1
        return s._place_all(animated=True)

    def _swap(self, event: GinSwapped) -> QAbstractAnimation | None:
        s = self.scene
        hand = s.hands[event.seat]
        known = [i for i in hand if i.card == event.given]
        hidden = [i for i in hand if i.card == HIDDEN] or hand
        given = known[0] if known else hidden[len(hidden) // 2]
        given.card = event.given
        hand.remove(given)
        given.show_face(True)
        given.set_dimmed(False)
        given.interactive = False
        taken = self.gin
        self.gin = given
        if taken is not None:
            mine = event.seat == s.person
            taken.show_face(mine)
            if not mine:
                taken.card = HIDDEN
            hand.append(taken)
        s.selected = set()
        s._sort_person_hand()
        self._say(tr("{name} swaps the {given} for the {taken}.").format(
            name=self._name(event.seat), given=card_text(event.given),
            taken=card_text(event.taken)))
        return s._place_all(animated=True)

    def _settle(self, event: TrickSettled) -> QAbstractAnimation | None:
        s = self.scene
        for _, item in s.trick:
            item.show_face(False)
            self.played.append(item)
        s.trick = []
        s.to_act = event.leader if event.leader is not None else -1
        self._say(self.drinks_text(event))
        moves = s._place_all(animated=True)
        rises = self._rise_drinks(event.drinks)
        if rises is None:
            return moves
        group = QParallelAnimationGroup(s)
        if moves is not None:
            group.addAnimation(moves)
        group.addAnimation(rises)
        group.finished.connect(group.deleteLater)
        return group

    def _rise_drinks(self, drinks: tuple[int, ...]) -> QAbstractAnimation | None:
        """A small "+1" rises from each seat that drinks, and fades."""
        s = self.scene
        if not s.animator.enabled or not any(drinks) or len(s.labels.items) != len(drinks):
            return None
        group = QParallelAnimationGroup(s)
        font = QFont()
        font.setPointSizeF(16)
        font.setBold(True)
        for seat, amount in enumerate(drinks):
            if not amount:
                continue
            label = s.labels.items[seat]
            text = QGraphicsTextItem()
            text.setFont(font)
            text.setHtml(f"<span style='color:{HIGHLIGHT.name()}; background-color:#202020'>"
                         f"&nbsp;+{amount}&nbsp;</span>")
            text.setZValue(2500)
            start = label.pos() + QPointF(label.boundingRect().width() * 0.3, -18)
            text.setPos(start)
            s.addItem(text)
            rise = QPropertyAnimation(text, b"pos", group)
            rise.setDuration(s.animator.duration(DRINK_RISE_MS))
            rise.setStartValue(start)
            rise.setEndValue(start - QPointF(0, 36))
            rise.setEasingCurve(QEasingCurve.Type.OutCubic)
            fade = QPropertyAnimation(text, b"opacity", group)
            fade.setDuration(s.animator.duration(DRINK_RISE_MS))
            fade.setStartValue(1.0)
            fade.setEndValue(0.0)
            group.addAnimation(rise)
            group.addAnimation(fade)
            group.finished.connect(lambda t=text: t.scene() and t.scene().removeItem(t))
        group.finished.connect(group.deleteLater)
        return group

    def _shape_chosen(self, event: ShapeChosen) -> None:
        if event.shape == HIDDEN:
            self._say(tr("{name} has chosen.").format(name=self._name(event.seat)))
        else:
            self._say(tr("You chose {shape}.").format(shape=shape_word(event.shape)))

    def _shapes_shown(self, event: ShapesShown) -> None:
        shown = ", ".join(f"{self._name(seat)}: {shape_word(shape)}"
                          for seat, shape in event.shapes)
        if len(event.still_in) == 1:
            lead = tr("{name} leads.").format(name=self._name(event.still_in[0]))
            self.scene.to_act = event.still_in[0]
        elif len(event.still_in) == len(event.shapes):
            lead = tr("A draw: choose again.")
        else:
            lead = tr("Again between {names}.").format(
                names=", ".join(self._name(s) for s in event.still_in))
        self.scene._say(f"{shown}. {lead}", sticky=True)

    # ---- words --------------------------------------------------------------------------------

    def total_word(self) -> str:
        """What a seat's running total is called: "Drinks" or "Penalty points"."""
        return tr("Penalty points") if self.counts == "penalty points" else tr("Drinks")

    def count_words(self, n: int) -> str:
        """"2 drinks" or "2 penalty points", as the setting says."""
        return drink_count(self.counts, n)

    def drinks_text(self, event: TrickSettled) -> str:
        """Who played best, and who drinks for the round and why, in one line: "Ann played
        best. Drinks: Ben (lowest play), Cy (passed)."."""
        reasons = [tr("{name} (lowest play)").format(name=self._name(s)) for s in event.lowest]
        reasons += [tr("{name} (passed)").format(name=self._name(s)) for s in event.passers]
        if event.fours:
            reasons.append(tr("everyone (four of a kind)"))
        best = tr("{name} played best.").format(name=self._name(event.best))
        if not reasons:
            return best
        return f"{best} {self.total_word()}: " + ", ".join(reasons) + "."

    def loser_text(self, event: UltimateLoserFound) -> str:
        """The announcement of the hand's Ultimate Loser."""
        return tr("{name} is the Ultimate Loser: {penalty}!").format(
            name=self._name(event.seat), penalty=self.count_words(event.penalty))


def last_round_html(record: RoundRecord, names: Sequence[str], counts: str) -> str:
    """The last-round panel: each play, each pass or swap, who played best and who drank."""
    rows = []
    for seat, cards in record.plays:
        play = (translated(describe_play(play_for_cards(cards))) if len(cards) > 1
                else card_text(cards[0]))
        best = " ★" if seat == record.best else ""
        rows.append(f"<tr><td>{escape(names[seat])}</td><td><b>{play}</b>{best}</td></tr>")
    swaps = {seat: (given, taken) for seat, given, taken in record.swaps}
    for seat in record.passers:
        if seat in swaps:
            given, taken = swaps[seat]
            what = tr("passed, swapping the {given} for the {taken}").format(
                given=card_text(given), taken=card_text(taken))
        else:
            what = tr("passed")
        rows.append(f"<tr><td>{escape(names[seat])}</td><td>{what}</td></tr>")
    drank = ", ".join(f"{escape(names[s])} {drink_count(counts, n)}"
                      for s, n in enumerate(record.drinks) if n)
    footer = f"<p>{drank}</p>" if drank else ""
    title = tr("Last round")
    return (f"<h3>{title}</h3><table cellspacing='6'>{''.join(rows)}</table>"
            + footer)

"""Ultimate Loser's layer of the table: the gin card, the spare cards, the cards played out of
the game, plays of several cards at once, swaps, drinks and rock-paper-scissors.

It builds on the trick games' layer for the deal, the round in play (several cards a seat) and
the hand's scores. The person picks the cards of a play (the cards that cannot join them are
dimmed) and plays them with the button or P, or drags a card onto the table to play it (with
the cards picked, when they make a play together), or onto the gin card to swap it.
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

from ....controller.turns import PersonTurn
from ....engine.events import Dealt, Event
from ....engine.visibility import HIDDEN
from ....texts import card_text, tr, translated
from ....ui.table.annotations import HIGHLIGHT
from ....ui.table.card_item import CardItem
from ....ui.table.layer import Commit
from ....ui.table.layout import Place
from ....ui.table.trick_table import TrickLayer
from .. import events as E
from ..plays import SWAP_BASE, describe
from ..presenter import CombinationTurn
from ..view import UltimateLoserView
from .ui import UI, total_word
from .words import drinks_text, last_round_html, loser_text, shape_word

if TYPE_CHECKING:
    from ....ui.table.scene import TableScene

SETTLE_HOLD_MS = 1300
DRINK_RISE_MS = 900


class UltimateLoserTable(TrickLayer[UltimateLoserView]):
    """The gin card, the spare cards and the played-out heap; see the module docstring."""

    view_type = UltimateLoserView
    game = UI
    wins_piles = False  # a round's cards leave the game

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.gin: CardItem | None = None
        self.spare: list[CardItem] = []
        self.played: list[CardItem] = []

    # ---- setting up ---------------------------------------------------------------------------

    def lay_out_taken(self, view: UltimateLoserView) -> None:
        """The gin card, the spare cards and the cards played out so far (a round's cards
        leave the game; there are no won piles)."""
        s = self.scene
        self.gin = s.new_item(view.gin, face_up=True)
        self.spare = [s.new_item(HIDDEN) for _ in range(view.stock_size)]
        self.played = [s.new_item(c) for c in view.played_cards()
                       if c not in {card for _, card in view.trick}]

    def set_aside(self, event: Dealt) -> list[CardItem]:
        """The first card set aside is the gin card, face up; the rest are the spare cards."""
        if not event.face_up or not self.stock:
            return []
        self.gin, self.spare, self.played = self.stock[0], self.stock[1:], []
        self.stock = []
        return [self.gin]

    def undealt(self) -> list[CardItem]:
        """The spare cards, then the gin card."""
        return self.stock + self.spare + ([self.gin] if self.gin else [])

    def targets(self) -> list[tuple[CardItem, Place]]:
        """The round in play, and where the gin card, the spare cards and the played cards
        lie."""
        g = self.scene.geometry
        out = super().targets()
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

    def score_word(self) -> str:
        """A seat's running total is its drinks (or penalty points)."""
        return total_word(self.scene.counts)

    # ---- events -------------------------------------------------------------------------------

    def queue(self, event: Event) -> None:
        """Queue the steps for an Ultimate Loser event; the deal and the scores are the trick
        games'."""
        s, a = self.scene, self.scene.animator
        if isinstance(event, E.CombinationPlayed):
            a.add(lambda: self.play_cards(event))
        elif isinstance(event, E.TurnPassed):
            a.add(lambda: s.say(self.said_of(event.seat, tr("{name} passed."),
                                             tr("You passed."))))
        elif isinstance(event, E.GinSwapped):
            a.add(lambda: self.swap(event))
        elif isinstance(event, E.TrickSettled):
            a.add_hold("trick", SETTLE_HOLD_MS)
            a.add(lambda: self.settle(event))
        elif isinstance(event, E.ShapeChosen):
            a.add(lambda: self.shape_chosen(event))
        elif isinstance(event, E.ShapesShown):
            a.add(lambda: self.shapes_shown(event))
        elif isinstance(event, E.UltimateLoserFound):
            a.add(lambda: s.say(loser_text(event, s.names, s.counts, s.person), sticky=True))
        else:
            super().queue(event)

    def name(self, seat: int) -> str:
        """A seat's name at the table."""
        return self.scene.names[seat] if seat < len(self.scene.names) else "?"

    def play_cards(self, event: E.CombinationPlayed) -> QAbstractAnimation | None:
        """A play of one or more cards from a hand to the round, face up."""
        s = self.scene
        for card in event.cards:
            item = s.take_from_hand(event.seat, card)
            item.show_face(True)
            self.trick.append((event.seat, item))
        s.selected = set()
        s.to_act = -1
        return s.place_all(animated=True)

    def swap(self, event: E.GinSwapped) -> QAbstractAnimation | None:
        """A card of a hand becomes the gin card; the old gin card goes to that hand."""
        s = self.scene
        given = s.take_from_hand(event.seat, event.given)
        given.show_face(True)
        taken = self.gin
        self.gin = given
        if taken is not None:
            mine = event.seat == s.person
            taken.show_face(mine)
            if not mine:
                taken.card = HIDDEN
            s.hands[event.seat].append(taken)
        s.selected = set()
        s.sort_person_hand()
        s.say(self.said_of(event.seat, tr("{name} swaps the {given} for the {taken}."),
                           tr("You swap the {given} for the {taken}."),
                           given=card_text(event.given), taken=card_text(event.taken)))
        return s.place_all(animated=True)

    def settle(self, event: E.TrickSettled) -> QAbstractAnimation | None:
        """The round's cards leave the game face down; who drinks is said, and a "+1" rises
        from each seat that drinks."""
        s = self.scene
        for _, item in self.trick:
            item.show_face(False)
            self.played.append(item)
        self.trick = []
        s.to_act = event.leader if event.leader is not None else -1
        s.say(drinks_text(event, s.names, s.counts, s.person))
        moves = s.place_all(animated=True)
        rises = self.rise_drinks(event.drinks)
        if rises is None:
            return moves
        group = QParallelAnimationGroup(s)
        if moves is not None:
            group.addAnimation(moves)
        group.addAnimation(rises)
        group.finished.connect(group.deleteLater)
        return group

    def rise_drinks(self, drinks: tuple[int, ...]) -> QAbstractAnimation | None:
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
            text.setToolTip(tr("What this player drinks for this round"))
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

    def shape_chosen(self, event: E.ShapeChosen) -> None:
        """Someone has chosen rock, paper or scissors (what stays hidden but the person's)."""
        if event.shape == HIDDEN:
            self.scene.say(tr("{name} has chosen.").format(name=self.name(event.seat)))
        else:
            self.scene.say(tr("You chose {shape}.").format(shape=shape_word(event.shape)))

    def shapes_shown(self, event: E.ShapesShown) -> None:
        """Everyone's shape, and who leads or who chooses again."""
        shown = ", ".join(f"{self.name(seat)}: {shape_word(shape)}"
                          for seat, shape in event.shapes)
        if len(event.still_in) == 1:
            lead = self.said_of(event.still_in[0], tr("{name} leads."), tr("You lead."))
            self.scene.to_act = event.still_in[0]
        elif len(event.still_in) == len(event.shapes):
            lead = tr("A draw: choose again.")
        else:
            lead = tr("Again between {names}.").format(
                names=", ".join(self.name(s) for s in event.still_in))
        self.scene.say(f"{shown}. {lead}", sticky=True)

    def show_previous(self, view: UltimateLoserView) -> None:
        """The last round of the hand: the plays, the passes and swaps, and the drinks."""
        if not view.rounds:
            super().show_previous(view)
            return
        s = self.scene
        s.panel.show(last_round_html(view.rounds[-1], s.names, s.counts))

    # ---- the person's picks and drags ---------------------------------------------------------

    def is_card_turn(self, turn: PersonTurn) -> bool:
        """A play is made with the cards, its Pass beside them; rock-paper-scissors is a row
        of choices."""
        return plays_of(turn) is not None or super().is_card_turn(turn)

    def show_turn(self, turn: PersonTurn | None) -> None:
        """Keep only the picked cards that may still be played, and dim those that cannot
        join them."""
        plays = plays_of(turn)
        if turn is not None and plays is not None:
            self.scene.selected = {c for c in self.scene.selected if c in turn.legal}
            self.dim_unfitting(turn, plays)

    def clicked(self, card: int, turn: PersonTurn) -> None:
        """Pick or drop a card of the play being formed; the cards that still fit stay lit."""
        plays = plays_of(turn)
        if plays is None:
            return
        s = self.scene
        if card in s.selected:
            s.selected.discard(card)
        elif not plays.fits(frozenset(s.selected), card):
            if card in turn.legal:  # it makes a play, just not with these: start afresh
                s.selected = {card}
            else:
                s.say(turn.reasons.get(card) or tr("That card makes no play now."))
                return
        else:
            s.selected.add(card)
        self.dim_unfitting(turn, plays)
        s.refresh_commit()
        s.place_all(animated=False)

    def dim_unfitting(self, turn: PersonTurn, plays: CombinationTurn) -> None:
        """Dim the cards that make no play with the cards picked, saying why."""
        chosen = frozenset(self.scene.selected)
        for item in self.scene.person_hand():
            fits = item.card in chosen or plays.fits(chosen, item.card)
            reason = turn.reasons.get(item.card) or tr("Does not go with the chosen cards.")
            item.set_dimmed(not fits, "" if fits else reason)

    def dropped(self, card: int, point: QPointF, turn: PersonTurn) -> None:
        """Onto the gin card: swap it. Onto the table: play it, with the cards picked when
        they make a play together."""
        s = self.scene
        plays = plays_of(turn)
        if plays is not None:
            if self.is_on_gin(point):
                s.decide([plays.swaps.get(card, SWAP_BASE + card)])  # refused, saying why
            elif s.above_hand(point):
                together = frozenset(s.selected | {card})
                self.decide_play(plays, together if together in plays.plays
                                 else frozenset({card}))
        s.place_all(animated=False)

    def commit_offer(self, turn: PersonTurn | None) -> Commit | None:
        """The Play button names the play the chosen cards make ("Play: Pair of 9s")."""
        plays = plays_of(turn)
        if plays is None:
            return None
        tip = tr("Play the chosen cards (P)")
        action = plays.plays.get(frozenset(self.scene.selected))
        if action is None:
            return Commit(tr("Play"), tip, False)
        return Commit(tr("Play: {play}").format(play=translated(describe(action))), tip, True)

    def commit(self) -> None:
        """Play the cards picked."""
        plays = plays_of(self.scene.turn)
        if plays is not None:
            self.decide_play(plays, frozenset(self.scene.selected))

    def decide_play(self, plays: CombinationTurn, cards: frozenset[int]) -> None:
        """Play ``cards`` together; cards that make no play open now are no decision, and
        are refused as such."""
        action = plays.plays.get(cards)
        self.scene.decide([] if action is None else [action])

    def point_at(self, cards: Sequence[int]) -> None:
        """A hinted play is picked, ready to be played."""
        s = self.scene
        turn, plays = s.turn, plays_of(s.turn)
        if turn is None or plays is None:
            super().point_at(cards)
            return
        s.selected = set(cards)
        self.dim_unfitting(turn, plays)
        s.refresh_commit()
        s.place_all(animated=False)


def plays_of(turn: PersonTurn | None) -> CombinationTurn | None:
    """The plays and swaps open to the person, when the decision is a play (not a choice of
    rock, paper or scissors)."""
    plays = turn.game if turn is not None else None
    return plays if isinstance(plays, CombinationTurn) else None


LAYER = UltimateLoserTable

"""U-G-O's table: for every player a deck, a discard pile and up to five cards in play.

Attack cards stand upright, defence cards lie sideways (face down where so played), equips peek
out from under their card, and each card in play shows its values. The person picks a card (in
hand or in play) to see what it can do, or drags: an attacker onto its target (or onto the
player when his table is empty), an equip onto one of his cards, a special card onto its target.
The scene keeps the hands; this helper keeps the rest and turns U-G-O's events into steps.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Signal,
)
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from ...controller.duel_turns import hand_card_choices, table_choices
from ...controller.turns import Choice, PersonTurn
from ...controller.visibility import HIDDEN
from ...engine.cards import copy_of
from ...engine.events import (
    AttackBlocked,
    AttackDeclared,
    AttackResolved,
    CardDestroyed,
    CardDrawn,
    CardEquipped,
    CardPlaced,
    CardRecovered,
    CardsMilled,
    CardStolen,
    DealScored,
    Dealt,
    DirectionReversed,
    Event,
    HandsRenewed,
    PlayerOut,
    PositionsChanged,
    SpecialCountered,
    SpecialPlayed,
    TurnStarted,
)
from ...engine.games.ugo import actions as A
from ...engine.games.ugo.options import EQUIPS_BEFORE
from ...engine.games.ugo.roles import bonus, equipped_values, leaves_the_game
from ...engine.games.ugo.view import HIDDEN_CARD, Pending, UgoView
from ...engine.protocol import Phase
from ...texts import card_text, tr
from .annotations import HIGHLIGHT, TEXT
from .card_backs import BACK_STYLES
from .card_item import CardItem
from .layout import Place

if TYPE_CHECKING:
    from .scene import TableScene

LUNGE_MS = 320
SHOW_SPECIAL_MS = 700


@dataclass
class InPlay:
    """A card in play as the table shows it."""

    item: CardItem
    attack: bool
    face_up: bool
    equips: list[CardItem] = field(default_factory=list)

    def values(self, equips_before: bool) -> str:
        """"A 10 / D 5" (attack and defence), or "?" for another player's face-down card.
        The engine's own sum, so that the numbers are those the attacks are settled by under
        either reading of the "Equips and doubling" rule."""
        if self.item.card == HIDDEN:
            return "?"
        extra = sum(bonus(e.card) for e in self.equips)
        a, d = equipped_values(self.item.card, extra, equips_before)
        return tr("A {attack} / D {defence}").format(attack=a, defence=d)


class DuelTable(QObject):
    """Decks, discard piles and cards in play; see the module docstring."""

    choices_changed = Signal(object)  # tuple[Choice, ...] for the picked card(s)
    action_chosen = Signal(int)

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.active = False
        self.decks: list[int] = []
        self.deck_items: list[CardItem] = []
        self.discards: list[list[CardItem]] = []
        self.in_play: list[list[InPlay]] = []
        self.texts: list[QGraphicsSimpleTextItem] = []
        self.arrow = QGraphicsTextItem()
        self.arrow.setDefaultTextColor(QColor(255, 255, 255, 110))
        font = QFont()
        font.setPointSizeF(40)
        self.arrow.setFont(font)
        self.arrow.setZValue(5)
        self.arrow.setVisible(False)
        scene.addItem(self.arrow)
        self.direction = 1  # of attack
        self.turn_direction = 1
        self.equips_before = False
        self._stops: int | None = None  # the special card a 10 would stop now, None: an attack
        self.out: set[int] = set()
        self.picked_card: int | None = None
        self.picked_slots: set[int] = set()
        self._shown: CardItem | None = None  # a special card on show in the middle

    # ---- geometry -----------------------------------------------------------------------------

    @property
    def stacked(self) -> bool:
        """With three or four players the others' rows are stacked across the top of the
        table, each with its hand at the left, rather than set round it."""
        return self.active and self.scene.players > 2

    def _person_row_y(self) -> float:
        g = self.scene.geometry
        return g.height - g.card_height * 1.9

    def _band(self) -> float:
        """The height of one stacked row of another player's cards."""
        g = self.scene.geometry
        top = g.card_height * 0.25
        bottom = self._person_row_y() - g.card_height * 0.55
        return (bottom - top) / max(self.scene.players - 1, 1)

    def _scale(self) -> float:
        if self.scene.players <= 2:
            return 0.8
        return min(0.8, self._band() * 0.62 / self.scene.geometry.card_height)

    def _row(self, seat: int) -> tuple[QPointF, QPointF]:
        """The middle of a seat's row of cards in play, and the unit step along it."""
        g, s = self.scene.geometry, self.scene
        rel = (seat - s.person) % s.players
        if rel == 0:
            return QPointF(g.centre.x(), self._person_row_y()), QPointF(1, 0)
        if self.stacked:
            band = self._band()
            y = g.card_height * 0.25 + band * (rel - 0.5)
            return QPointF(g.centre.x() + g.card_width * 0.6, y), QPointF(1, 0)
        anchor, centre = g.seat_anchor(rel), g.centre
        dx, dy = centre.x() - anchor.x(), centre.y() - anchor.y()
        length = max(math.hypot(dx, dy), 1.0)
        ux, uy = dx / length, dy / length
        return (QPointF(anchor.x() + ux * g.card_height * 1.15,
                        anchor.y() + uy * g.card_height * 1.15), QPointF(1, 0))

    def hand_targets(self, seat: int, hand: list[CardItem]) -> list[tuple[CardItem, Place]]:
        """Another player's hand in a stacked row: a tight face-down fan left of its deck."""
        deck = self.deck_place(seat).centre
        w = self.scene.geometry.card_width * self._scale()
        step = w * 0.14
        left = deck.x() - w * 1.25 - step * (len(hand) - 1)
        return [(item, Place(self._clamped(QPointF(left + i * step, deck.y())), 0.0, 100 + i))
                for i, item in enumerate(hand)]

    def _clamped(self, p: QPointF) -> QPointF:
        g = self.scene.geometry
        mx, my = g.card_width * 0.45, g.card_height * 0.45
        return QPointF(min(max(p.x(), mx), g.width - mx), min(max(p.y(), my), g.height - my))

    def _spacing(self) -> float:
        return self.scene.geometry.card_height * self._scale() * 1.08

    def slot_place(self, seat: int, slot: int, count: int, attack: bool) -> Place:
        """Where a card in play lies: upright to attack, sideways to defend."""
        row, v = self._row(seat)
        offset = (slot - (count - 1) / 2) * self._spacing()
        p = QPointF(row.x() + v.x() * offset, row.y() + v.y() * offset)
        return Place(self._clamped(p), 0.0 if attack else 90.0, 60 + slot)

    def _end_place(self, seat: int, side: int) -> QPointF:
        row, v = self._row(seat)
        offset = 3.3 * self._spacing() * side
        return self._clamped(QPointF(row.x() + v.x() * offset, row.y() + v.y() * offset))

    def deck_place(self, seat: int) -> Place:
        """A seat's deck, face down, at the left end of its row."""
        return Place(self._end_place(seat, -1), 0.0, 40)

    def discard_place(self, owner: int, index: int) -> Place:
        """An owner's discard pile, face up, at the right end of its row."""
        p = self._end_place(owner, 1)
        return Place(QPointF(p.x() - index * 0.05, p.y() - index * 0.05), 0.0, 41 + index * 0.01)

    def arena(self) -> QPointF:
        """The middle of the table, where special cards are shown as they are played."""
        return self.scene.geometry.centre

    # ---- building ---------------------------------------------------------------------------

    def clear(self) -> None:
        """Forget the last game (the scene removes the card items)."""
        for text in self.texts:
            self.scene.removeItem(text)
        self.texts = []
        self.decks, self.deck_items, self.discards, self.in_play = [], [], [], []
        self.arrow.setVisible(False)
        self.active = False
        self.out = set()
        self.picked_card, self.picked_slots = None, set()

    def reset(self, view: UgoView) -> None:
        """Lay out decks, discard piles and cards in play from a view."""
        s = self.scene
        self.active = True
        self.direction, self.turn_direction = view.direction, view.turn_direction
        self.equips_before = view.options["equips"] == EQUIPS_BEFORE
        self._stops = stopped_card(view.pending)
        self.out = set(view.out)
        self.decks = list(view.deck_sizes)
        self.deck_items = [self._back(seat) for seat in range(view.players)]
        self.paint_backs()
        self.discards = [[s._new_item(c, face_up=True) for c in pile] for pile in view.discards]
        self.in_play = []
        for seat, table in enumerate(view.tables):
            row = []
            for slot in table:
                known = slot.card != HIDDEN_CARD
                item = s._new_item(slot.card if known else HIDDEN)
                item.back_style = self.back_of(copy_of(slot.card) if known else seat)
                self._show(item, slot.face_up)
                row.append(InPlay(item, slot.attack, slot.face_up,
                                  [s._new_item(e, face_up=True) for e in slot.equips]))
            self.in_play.append(row)
        self._show_arrow()

    @staticmethod
    def _show(item: CardItem, face_up: bool) -> None:
        """Face up or down; the person's own face-down card shows its face, half see-through,
        since he may look at it (the others see its back)."""
        mine_hidden = not face_up and item.card != HIDDEN
        item.show_face(face_up or mine_hidden)
        item.setOpacity(0.6 if mine_hidden else 1.0)

    def sync(self, view: UgoView) -> None:
        """Match the piles and deck counts to the game after every move: a Queen shuffles its
        player's discard pile, and this puts the pile's cards in the new order."""
        if not self.active or len(view.discards) != len(self.discards):
            return
        s = self.scene
        for owner, cards in enumerate(view.discards):
            pile = self.discards[owner]
            if [i.card for i in pile] == list(cards):
                continue
            items = {i.card: i for i in pile}
            for card, item in items.items():
                if card not in cards:
                    s.removeItem(item)
            self.discards[owner] = [items.get(c) or s._new_item(c, face_up=True) for c in cards]
        self.decks = list(view.deck_sizes)
        s._place_all(animated=False)

    def _back(self, seat: int) -> CardItem:
        item = self.scene._new_item(HIDDEN)
        item.back_style = self.back_of(seat)
        return item

    def back_of(self, seat: int) -> int:
        """Every player's deck has its own back; the person's is the one he chose."""
        return (self.scene.back_style + (seat - self.scene.person)) % BACK_STYLES

    def paint_backs(self) -> None:
        """Give the other players' hands their decks' backs."""
        for seat, hand in enumerate(self.scene.hands):
            for item in hand:
                item.back_style = self.back_of(seat)

    def targets(self) -> list[tuple[CardItem, Place]]:
        """Where every card of the duel lies, besides the hands."""
        out: list[tuple[CardItem, Place]] = []
        for seat, item in enumerate(self.deck_items):
            item.setVisible(self.decks[seat] > 0)
            out.append((item, self.deck_place(seat)))
        for owner, pile in enumerate(self.discards):
            out += [(item, self.discard_place(owner, i)) for i, item in enumerate(pile)]
        for seat, row in enumerate(self.in_play):
            for k, cell in enumerate(row):
                place = self.slot_place(seat, k, len(row), cell.attack)
                out.append((cell.item, place))
                for i, equip in enumerate(cell.equips):
                    drop = self._equip_drop(i)
                    out.append((equip, Place(QPointF(place.centre.x() + drop * 0.4,
                                                     place.centre.y() + drop),
                                             place.angle, place.z - 1 - i)))
        return out

    def _equip_drop(self, index: int) -> float:
        """How far the ``index``-th equip peeks out below its card."""
        return self.scene.geometry.card_width * self._scale() * (0.32 + 0.22 * index)

    def sizes(self) -> dict[int, float]:
        """Card widths that differ from the hands': the cards in play and under them, and the
        other players' hands when their rows are stacked."""
        w = self.scene.geometry.card_width * self._scale()
        found = {id(c.item): w for row in self.in_play for c in row}
        if self.stacked:
            found.update({id(i): w for seat, hand in enumerate(self.scene.hands)
                          if seat != self.scene.person for i in hand})
        found.update({id(e): w for row in self.in_play for c in row for e in c.equips})
        found.update({id(i): w for pile in self.discards for i in pile})
        found.update({id(i): w for i in self.deck_items})
        return found

    def refresh_texts(self) -> None:
        """The numbers on the table: each deck and pile's size, each card's values."""
        s = self.scene
        for text in self.texts:
            s.removeItem(text)
        self.texts = []
        if not self.active:
            return
        font = QFont()
        font.setPointSizeF(9.5)
        font.setBold(True)
        h = s.geometry.card_height * self._scale()
        for seat in range(len(self.decks)):
            deck = self.deck_place(seat).centre
            pile = self.discard_place(seat, 0).centre
            self._text(tr("deck {n}").format(n=self.decks[seat]), deck, h, font)
            self._text(tr("discards {n}").format(n=len(self.discards[seat])), pile, h, font)
            row = self.in_play[seat]
            for k, cell in enumerate(row):
                place = self.slot_place(seat, k, len(row), cell.attack)
                below = self._equip_drop(len(cell.equips) - 1) * 2 if cell.equips else 0.0
                self._text(cell.values(self.equips_before), place.centre, h + below, font,
                           HIGHLIGHT if cell.attack else TEXT)

    def _text(self, words: str, centre: QPointF, height: float, font: QFont,
              colour: QColor = TEXT) -> None:
        text = QGraphicsSimpleTextItem(words)
        text.setFont(font)
        text.setBrush(colour)
        text.setZValue(950)
        box = text.boundingRect()
        text.setPos(centre.x() - box.width() / 2, centre.y() + height / 2 + 2)
        self.scene.addItem(text)
        self.texts.append(text)

    def _show_arrow(self) -> None:
        """Which way play goes: one arrow while the turns and the attacks go the same way, an
        arrow for each, named, once a 9 has turned only the attacks."""
        if self.turn_direction == self.direction:
            self.arrow.setPlainText(way_arrow(self.direction))
        else:
            self.arrow.setHtml(self._two_arrows())
        c = self.scene.geometry.centre
        if self.stacked:  # the middle is taken by the rows: beside the person's row instead
            c = QPointF(self.scene.geometry.card_width * 0.55, self._person_row_y())
        box = self.arrow.boundingRect()
        left = max(c.x() - box.width() / 2, 0.0)  # two arrows are wide: kept on the table
        self.arrow.setPos(left, c.y() - box.height() / 2)
        self.arrow.setVisible(True)

    def _two_arrows(self) -> str:
        cells = "".join(
            f"<td align='center'>{way_arrow(way)}<br>"
            f"<span style='font-size:11pt'>{escape(words)}</span></td>"
            for way, words in ((self.turn_direction, tr("turns")),
                               (self.direction, tr("attacks"))))
        return f"<table cellspacing='0' cellpadding='4'><tr>{cells}</tr></table>"

    def place_labels(self) -> None:
        """Seat labels beside each player's deck (the usual places are taken by the cards)."""
        s = self.scene
        for seat, label in enumerate(s.labels.items):
            if seat == s.person:
                continue
            deck = self.deck_place(seat).centre
            box = label.boundingRect()
            h = s.geometry.card_height * self._scale()
            if self.stacked:  # at the left edge, above the hand
                label.setPos(QPointF(6, deck.y() - h / 2 - box.height() * 0.8))
                continue
            label.setPos(self._clamped(QPointF(deck.x() - box.width() / 2,
                                               deck.y() - h / 2 - box.height())))

    # ---- events -----------------------------------------------------------------------------

    def queue(self, event: Event) -> bool:
        """Queue the steps for a U-G-O event; False for events this table does not own."""
        if not self.active:
            return False
        a = self.scene.animator
        handlers = {
            Dealt: self._deal, TurnStarted: self._turn, CardDrawn: self._draw,
            CardPlaced: self._place, CardEquipped: self._equip,
            PositionsChanged: self._positions, AttackDeclared: self._lunge,
            AttackResolved: self._resolved, CardDestroyed: self._destroyed,
            CardsMilled: self._milled,
            SpecialPlayed: self._special, CardStolen: self._stolen,
            CardRecovered: self._recovered, DirectionReversed: self._reversed,
            HandsRenewed: self._renewed, SpecialCountered: self._countered,
            PlayerOut: self._player_out,
        }
        if isinstance(event, AttackBlocked):  # what it stops is known now, not when shown
            stops, self._stops = self._stops, None
            a.add(lambda: self._blocked(event, stops))
            return True
        handler = handlers.get(type(event))
        if handler is None:
            return isinstance(event, DealScored)  # the game-over box tells the places
        if isinstance(event, AttackDeclared):
            self._stops = None
        if isinstance(event, SpecialPlayed):
            self._stops = event.card
            a.add(lambda: self._special(event))
            a.add_hold("trick", SHOW_SPECIAL_MS)
            a.add(lambda: self._special_done(event))
            return True
        a.add(lambda: handler(event))  # type: ignore[operator]
        return True

    def _name(self, seat: int) -> str:
        names = self.scene.names
        return names[seat] if 0 <= seat < len(names) else "?"

    def _from_hand(self, seat: int, card: int) -> CardItem:
        """Take a card's item out of a hand: the card itself when known, else a face-down one."""
        hand = self.scene.hands[seat]
        known = [i for i in hand if i.card == card and card != HIDDEN]
        if known:
            item = known[0]
        else:
            hidden = [i for i in hand if i.card == HIDDEN] or hand
            item = hidden[len(hidden) // 2]
            item.card = card
        hand.remove(item)
        item.interactive = False
        item.set_dimmed(False)
        return item

    def _settle(self) -> QAbstractAnimation | None:
        self.scene._sort_person_hand()
        return self.scene._place_all(animated=True)

    def _to_discard(self, item: CardItem, card: int) -> None:
        """Send a card's item to its owner's pile (a Queen leaves the game)."""
        if card == HIDDEN:
            self.scene.removeItem(item)
            return
        item.card = card
        self._show(item, True)
        item.interactive = False
        if leaves_the_game(card):
            self.scene.removeItem(item)
            return
        self.discards[copy_of(card)].append(item)

    def _deal(self, event: Dealt) -> QAbstractAnimation | None:
        """The opening hands, drawn from each deck. The table was laid out from the game as it
        is now, after the first turn's draw, which follows as its own event: so the hands are
        made again from the deal and the decks given back what was drawn since."""
        s = self.scene
        for seat, hand in enumerate(s.hands):
            self.decks[seat] += len(hand) - len(event.hands[seat])
            for item in hand:
                s.removeItem(item)
            s.hands[seat] = [s._new_item(c) for c in event.hands[seat]]
        self.paint_backs()
        s._sort_person_hand()
        for seat, hand in enumerate(s.hands):
            for item in hand:
                item.setPos(self.deck_place(seat).centre)
                item.show_face(False)
        return s._place_all(animated=True, order=[i for h in s.hands for i in h],
                            reveal=s.hands[s.person])

    def _turn(self, event: TurnStarted) -> None:
        self.scene.to_act = event.seat
        self.direction = event.direction
        self._show_arrow()
        self.scene._update_labels()

    def _draw(self, event: CardDrawn) -> QAbstractAnimation | None:
        s = self.scene
        item = s._new_item(event.card)
        item.back_style = self.back_of(event.seat)
        item.setPos(self.deck_place(event.seat).centre)
        self.decks[event.seat] -= 1
        s.hands[event.seat].append(item)
        s._sort_person_hand()
        reveal = [item] if event.seat == s.person else []
        return s._place_all(animated=True, reveal=reveal)

    def _place(self, event: CardPlaced) -> QAbstractAnimation | None:
        row = self.in_play[event.seat]
        if event.given_slot >= 0:
            given = row.pop(event.given_slot)
            self._to_discard(given.item, event.sacrifice[0])
            for equip, card in zip(given.equips, event.sacrifice[1:], strict=False):
                self._to_discard(equip, card)
        item = self._from_hand(event.seat, event.card)
        item.back_style = self.back_of(event.seat if event.card == HIDDEN else copy_of(event.card))
        self._show(item, event.face_up)
        row.append(InPlay(item, event.attack, event.face_up))
        return self._settle()

    def _equip(self, event: CardEquipped) -> QAbstractAnimation | None:
        item = self._from_hand(event.seat, event.card)
        item.show_face(True)
        self.in_play[event.seat][event.slot].equips.append(item)
        return self._settle()

    def _positions(self, event: PositionsChanged) -> QAbstractAnimation | None:
        row = self.in_play[event.seat]
        for k in event.slots:
            row[k].attack = not row[k].attack
        for k, card in event.revealed:
            row[k].item.card = card
            row[k].face_up = True
            self._show(row[k].item, True)
        return self._settle()

    def _lunge(self, event: AttackDeclared) -> QAbstractAnimation | None:
        """The attacker moves most of the way to its target and back."""
        s = self.scene
        attacker = self.in_play[event.seat][event.slot].item
        if event.target_slot >= 0:
            target = self.in_play[event.target][event.target_slot].item.pos()
        else:
            target = self.deck_place(event.target).centre
        self._say_attack(event)
        if not s.animator.enabled:
            return None
        start = attacker.pos()
        near = QPointF(start.x() + (target.x() - start.x()) * 0.7,
                       start.y() + (target.y() - start.y()) * 0.7)
        attacker.setZValue(900)
        group = QSequentialAnimationGroup(s)
        for a, b in ((start, near), (near, start)):
            move = QPropertyAnimation(attacker, b"pos", group)
            move.setDuration(s.animator.duration(LUNGE_MS // 2))
            move.setStartValue(a)
            move.setEndValue(b)
            move.setEasingCurve(QEasingCurve.Type.InOutQuad)
            group.addAnimation(move)
        group.finished.connect(group.deleteLater)
        return group

    def _say_attack(self, event: AttackDeclared) -> None:
        cell = self.in_play[event.seat][event.slot]
        if event.target_slot < 0:
            text = tr("{name} attacks {target} directly with {card}.")
        elif event.target == self.scene.person:
            text = tr("{name} attacks your card with {card}.")
        else:
            text = tr("{name} attacks {target}'s card with {card}.")
        self.scene._say(text.format(name=self._name(event.seat), target=self._name(event.target),
                                    card=card_text(cell.item.card)))

    def _blocked(self, event: AttackBlocked, stops: int | None) -> QAbstractAnimation | None:
        """A 10 from the defender's hand: it stops an attack, or with the "10s stop Aces, Kings
        and Jacks" rule the special card ``stops``."""
        item = self._from_hand(event.seat, event.card)
        self._to_discard(item, event.card)
        name = self._name(event.seat)
        if stops is None:
            text = tr("{name} plays a 10: the attack is stopped.").format(name=name)
        else:
            text = tr("{name} plays a 10: the {card} is stopped.").format(
                name=name, card=card_text(stops))
        self.scene._say(text)
        return self._settle()

    def _resolved(self, event: AttackResolved) -> QAbstractAnimation | None:
        if event.target_slot >= 0 and event.target_card is not None:
            cell = self.in_play[event.target][event.target_slot]
            cell.item.card = event.target_card
            cell.face_up = True
            self._show(cell.item, True)
        self.scene._say(attack_sentence(event, self.scene.names, self.scene.person))
        return self._settle()

    def _destroyed(self, event: CardDestroyed) -> QAbstractAnimation | None:
        row = self.in_play[event.seat]
        cell = row[event.slot]
        for equip, card in zip(cell.equips, event.equips, strict=False):
            self._to_discard(equip, card)
        cell.equips = []
        if not event.equips_only:
            row.pop(event.slot)
            self._to_discard(cell.item, event.card)
        return self._settle()

    def _milled(self, event: CardsMilled) -> QAbstractAnimation | None:
        s = self.scene
        order = []
        for card in event.cards:
            item = s._new_item(card)
            item.setPos(self.deck_place(event.seat).centre)
            self._to_discard(item, card)
            order.append(item)
        self.decks[event.seat] -= len(event.cards)
        return s._place_all(animated=True, order=order)

    def _special(self, event: SpecialPlayed) -> QAbstractAnimation | None:
        item = self._from_hand(event.seat, event.card)
        item.show_face(True)
        item.setZValue(800)
        self._shown = item
        self.scene._say(tr("{name} plays {card}.").format(name=self._name(event.seat),
                                                           card=card_text(event.card)))
        return self.scene._property_animation(item, b"pos", item.pos(), self.arena())

    def _special_done(self, event: SpecialPlayed) -> QAbstractAnimation | None:
        if self._shown is not None:
            self._to_discard(self._shown, event.card)
            self._shown = None
        return self._settle()

    def _stolen(self, event: CardStolen) -> QAbstractAnimation | None:
        s = self.scene
        item = s._new_item(event.card)
        item.back_style = self.back_of(event.victim)
        item.setPos(self.deck_place(event.victim).centre)
        self.decks[event.victim] -= 1
        s.hands[event.thief].append(item)
        s._sort_person_hand()
        return s._place_all(animated=True, reveal=[item] if event.thief == s.person else [])

    def _recovered(self, event: CardRecovered) -> QAbstractAnimation | None:
        s = self.scene
        pile = self.discards[event.seat]
        item = next((i for i in pile if i.card == event.card), pile[-1] if pile else None)
        if item is None:
            return None
        pile.remove(item)
        item.card = event.card
        item.show_face(event.seat == s.person)
        s.hands[event.seat].append(item)
        return self._settle()

    def _reversed(self, event: DirectionReversed) -> None:
        self.direction = event.direction
        if event.turns:
            self.turn_direction = event.direction
            text = tr("{name} reverses the direction of play.")
        else:
            text = tr("{name} turns the attacks the other way; the turns go on as before.")
        self._show_arrow()
        self.scene._say(text.format(name=self._name(event.seat)))

    def _renewed(self, event: HandsRenewed) -> QAbstractAnimation | None:
        s = self.scene
        for seat, cards in enumerate(event.discarded):
            for card in cards:
                self._to_discard(self._from_hand(seat, card), card)
        for seat, cards in enumerate(event.drawn):
            for card in cards:
                item = s._new_item(card)
                item.back_style = self.back_of(seat)
                item.setPos(self.deck_place(seat).centre)
                s.hands[seat].append(item)
            self.decks[seat] -= len(cards)
        s._say(tr("{name} plays an 8: every hand is thrown away and drawn again.").format(
            name=self._name(event.seat)))
        s._sort_person_hand()
        return s._place_all(animated=True, reveal=s.hands[s.person])

    def _countered(self, event: SpecialCountered) -> None:
        self.scene._say(tr("{name} plays a 9 and turns the {card} back!").format(
            name=self._name(event.seat), card=card_text(event.special)))

    def _player_out(self, event: PlayerOut) -> None:
        self.out.add(event.seat)
        for cell in self.in_play[event.seat]:
            cell.item.set_dimmed(True)
        self.scene._say(tr("{name} cannot draw and is out.").format(name=self._name(event.seat)))

    # ---- the person's picks and drags -------------------------------------------------------

    def set_turn(self, turn: PersonTurn | None) -> None:
        """Make the person's cards in hand and in play usable on his turn, and clear picks."""
        s = self.scene
        self.picked_card, self.picked_slots = None, set()
        playing = turn is not None and turn.duel and turn.phase is Phase.PLAY
        for cell in self.in_play[s.person] if self.in_play else []:
            cell.item.interactive = playing
            cell.item.set_focused(False)

    def slot_of(self, card: int) -> int:
        """The person's slot holding ``card``, or -1."""
        row = self.in_play[self.scene.person] if self.in_play else []
        return next((k for k, c in enumerate(row) if c.item.card == card), -1)

    def clicked(self, card: int, turn: PersonTurn) -> None:
        """Pick a card of the hand, or pick (and unpick) cards in play; offer what they can do."""
        s = self.scene
        slot = self.slot_of(card)
        if slot >= 0:
            self.picked_card = None
            self.picked_slots ^= {slot}
            choices = table_choices(turn, frozenset(self.picked_slots))
        else:
            self.picked_slots = set()
            self.picked_card = None if self.picked_card == card else card
            choices = (hand_card_choices(turn, card) if self.picked_card is not None
                       else turn.choices)
        s.selected = {card} if self.picked_card is not None else set()
        for k, cell in enumerate(self.in_play[s.person]):
            cell.item.set_focused(k in self.picked_slots)
        s._place_all(animated=False)
        self.choices_changed.emit(choices)

    def dropped(self, card: int, point: QPointF, turn: PersonTurn) -> None:
        """Map a drag to an action: onto a card in play, a player's row, or the table."""
        s = self.scene
        action = self._action_for_drop(card, point, turn)
        s._place_all(animated=False)
        if action is None:
            s._say(tr("That move is not allowed there."))
            return
        self.action_chosen.emit(action)

    def _action_for_drop(self, card: int, point: QPointF, turn: PersonTurn) -> int | None:
        s = self.scene
        me, view = s.person, turn.view
        target = view.target
        theirs = self._slot_under(target, point)
        mine = self._slot_under(me, point)
        on_target = theirs >= 0 or self._near_row(target, point)
        slot = self.slot_of(card)
        if slot >= 0:  # a card in play attacks what it is dropped on
            if theirs >= 0:
                wanted = [A.make(A.ATTACK, slot, theirs)]
            else:
                wanted = [A.make(A.ATTACK, slot, A.AT_PLAYER)] if on_target else []
        else:  # a card from the hand: onto a card, or anywhere on the table
            wanted = []
            if theirs >= 0:
                wanted.append(A.make(A.SPECIAL, card, theirs))
            if mine >= 0:
                wanted += [A.make(A.EQUIP, card, mine), A.make(A.PLAY_ATTACK, card, mine + 1)]
            wanted += [A.make(A.SPECIAL, card), A.make(A.PLAY_ATTACK, card)]
        return next((a for a in wanted if a in turn.actions), None)

    def _slot_under(self, seat: int, point: QPointF) -> int:
        if seat < 0 or seat >= len(self.in_play):
            return -1
        for k, cell in enumerate(self.in_play[seat]):
            if cell.item.sceneBoundingRect().adjusted(-6, -6, 6, 6).contains(point):
                return k
        return -1

    def _near_row(self, seat: int, point: QPointF) -> bool:
        if seat < 0:
            return False
        row, _ = self._row(seat)
        reach = self._spacing() * 3.5
        return math.hypot(point.x() - row.x(), point.y() - row.y()) < reach * 0.75


def way_arrow(direction: int) -> str:
    """The arrow of a direction: clockwise (+1) or anticlockwise."""
    return "↻" if direction > 0 else "↺"


def stopped_card(pending: Pending | None) -> int | None:
    """The special card a 10 played now would stop, None when it would stop an attack (or
    nothing waits for an answer)."""
    return pending.what if pending is not None and pending.kind == "special" else None


def attack_sentence(event: AttackResolved, names: list[str], person: int) -> str:
    """An attack's result in plain words: "Ann's 5♠ (attack 10) destroyed your 4♥ (defence
    8)"."""
    def owner(seat: int) -> str:
        return tr("your") if seat == person else tr("{name}'s").format(
            name=names[seat] if seat < len(names) else "?")

    def named(seat: int, card: int | None, word: str, value: int) -> str:
        shown = card_text(card) if card is not None else tr("card")
        return f"{owner(seat)} {shown} ({word} {value})"

    attacker = named(event.seat, event.card, tr("attack"), event.value)
    if event.outcome == "direct":
        victim = tr("you") if event.target == person else names[event.target]
        return tr("{attacker} hit {name} directly: {n} cards milled.").format(
            attacker=attacker, name=victim, n=event.value)
    word = tr("attack") if event.outcome == "attacker destroyed" else tr("defence")
    if event.outcome == "even":
        word = tr("value")
    target = named(event.target, event.target_card, word, event.against)
    words = {
        "destroyed": tr("{attacker} destroyed {target}."),
        "repelled": tr("{target} held off {attacker}."),
        "attacker destroyed": tr("{target} destroyed {attacker}."),
        "even": tr("{attacker} and {target} are even: nothing happens."),
    }
    text = words[event.outcome].format(attacker=attacker, target=target)
    return text[:1].upper() + text[1:]


__all__ = ["Choice", "DuelTable", "attack_sentence"]

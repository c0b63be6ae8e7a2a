"""U-G-O's table: for every player a deck, a discard pile and up to five cards in play.

Attack cards stand upright, defence cards lie sideways (face down where so played), equips peek
out from under their card, and each card in play shows its values. The person picks a card (in
hand or in play) to see what it can do, or drags: an attacker onto its target (or onto the
player when his table is empty), an equip onto one of his cards, a special card onto its target.
The scene keeps the hands; this helper keeps the rest and turns U-G-O's events into steps.
"""

from __future__ import annotations

import math
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

from ...controller.games.ugo import hand_card_choices, table_choices
from ...controller.turns import Choice, PersonTurn
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
from ...engine.games.ugo.roles import leaves_the_game
from ...engine.games.ugo.view import HIDDEN_CARD, Pending, UgoView
from ...engine.protocol import Phase
from ...engine.visibility import HIDDEN
from ...texts import card_text, tr
from .card_backs import BACK_STYLES
from .card_item import CardItem
from .card_moves import MOVE_MS, slide_to
from .duel_cards import DuelCards, InPlay, attack_sentence
from .layout import Place

if TYPE_CHECKING:
    from .scene import TableScene

LUNGE_MS = 320
SHOW_SPECIAL_MS = 700


class DuelTable(QObject, DuelCards):
    """Decks, discard piles and cards in play; see the module docstring. Where they lie is
    ``DuelPlaces``'s and what is written beside them ``DuelCards``'s; this keeps the state,
    turns the events into steps and reads the person's picks and drags."""

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
        return slide_to(item, self.arena(), self.scene.animator.duration(MOVE_MS))

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


def stopped_card(pending: Pending | None) -> int | None:
    """The special card a 10 played now would stop, None when it would stop an attack (or
    nothing waits for an answer)."""
    return pending.what if pending is not None and pending.kind == "special" else None


__all__ = ["Choice", "DuelTable"]

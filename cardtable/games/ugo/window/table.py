"""U-G-O's layer of the table: for every player a deck, a discard pile and up to five cards in
play.

Attack cards stand upright, defence cards lie sideways (face down where so played), equips peek
out from under their card, and each card in play shows its values. The person picks a card (in
hand or in play) to see what it can do, or drags: an attacker onto its target (or onto the
player when his table is empty), an equip onto one of his cards, a special card onto its target.
The scene keeps the hands; this layer keeps the rest and turns U-G-O's events into steps.
Where the cards lie is ``UgoPlaces``'s, what is written beside them ``UgoWords``'s, how the
person's picks and drags become moves ``UgoGestures``'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)
from PySide6.QtGui import QPolygonF

from ....engine.cards import copy_of
from ....engine.events import DealScored, Dealt, Event
from ....engine.visibility import HIDDEN
from ....texts import card_text, tr
from ....ui.table.card_backs import BACK_STYLES
from ....ui.table.card_item import CardItem
from ....ui.table.card_moves import MOVE_MS, slide_to
from ....ui.table.layout import Place
from .. import events as E
from ..options import EQUIPS_BEFORE
from ..roles import leaves_the_game
from ..view import HIDDEN_CARD, Pending, UgoView
from .cards import InPlay, UgoWords, attack_notice, attack_sentence, show_side
from .gestures import UgoGestures

if TYPE_CHECKING:
    from ....ui.table.scene import TableScene

LUNGE_MS = 320
SHOW_SPECIAL_MS = 700


class UgoTable(UgoGestures):
    """Decks, discard piles and cards in play; see the module docstring."""

    view_type = UgoView
    shows_scores = False  # U-G-O has no running score, only decks and places

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.words = UgoWords(scene)
        self.decks: list[int] = []
        self.deck_items: list[CardItem] = []
        self.discards: list[list[CardItem]] = []
        self.in_play: list[list[InPlay]] = []
        self.direction = 1  # of attack
        self.turn_direction = 1
        self.equips_before = False
        self.stops: int | None = None  # the special card a 10 would stop now, None: an attack
        self.out: set[int] = set()
        self.picked_card: int | None = None
        self.picked_slots: set[int] = set()
        self.shown: CardItem | None = None  # a special card on show in the middle

    # ---- building ---------------------------------------------------------------------------

    def clear(self) -> None:
        """Take the words and the arrow off the table."""
        self.words.clear()

    def reset(self, view: UgoView) -> None:
        """Lay out decks, discard piles and cards in play from a view; the person's hand in
        the order every move leaves it."""
        s = self.scene
        s.sort_person_hand()
        self.direction, self.turn_direction = view.direction, view.turn_direction
        self.equips_before = view.options["equips"] == EQUIPS_BEFORE
        self.stops = stopped_card(view.pending)
        self.out = set(view.out)
        self.decks = list(view.deck_sizes)
        self.deck_items = [self.deck_back(seat) for seat in range(view.players)]
        self.paint_backs()
        self.discards = [[s.new_item(c, face_up=True) for c in pile] for pile in view.discards]
        self.in_play = []
        for seat, table in enumerate(view.tables):
            row = []
            for slot in table:
                known = slot.card != HIDDEN_CARD
                item = s.new_item(slot.card if known else HIDDEN)
                item.back_style = self.back_of(copy_of(slot.card) if known else seat)
                show_side(item, slot.face_up)
                row.append(InPlay(item, slot.attack, slot.face_up,
                                  [s.new_item(e, face_up=True) for e in slot.equips]))
            self.in_play.append(row)
        self.words.show_arrow(self.places, self.direction, self.turn_direction)

    def sync(self, view: UgoView) -> None:
        """Match the piles and deck counts to the game after every move: a Queen shuffles its
        player's discard pile, and this puts the pile's cards in the new order."""
        if len(view.discards) != len(self.discards):
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
            self.discards[owner] = [items.get(c) or s.new_item(c, face_up=True) for c in cards]
        self.decks = list(view.deck_sizes)
        s.place_all(animated=False)

    def deck_back(self, seat: int) -> CardItem:
        """The top card of a seat's deck, face down."""
        item = self.scene.new_item(HIDDEN)
        item.back_style = self.back_of(seat)
        return item

    def back_of(self, seat: int) -> int:
        """Every player's deck has its own back; the person's is the one he chose."""
        return (self.scene.back_style + self.scene.place_of(seat)) % BACK_STYLES

    def paint_backs(self) -> None:
        """Give the other players' hands their decks' backs."""
        for seat, hand in enumerate(self.scene.hands):
            for item in hand:
                item.back_style = self.back_of(seat)

    # ---- where the cards lie ----------------------------------------------------------------

    def hand_targets(self, seat: int, hand: Sequence[CardItem]) -> list[tuple[CardItem, Place]]:
        """The others' hands lie in their stacked rows when there are three or four players."""
        places = self.places
        if places.stacked and seat != self.scene.bottom:
            return list(zip(hand, places.stacked_hand(seat, len(hand)), strict=True))
        return super().hand_targets(seat, hand)

    def targets(self) -> list[tuple[CardItem, Place]]:
        """Where every card of the duel lies, besides the hands."""
        places = self.places
        out: list[tuple[CardItem, Place]] = []
        for seat, item in enumerate(self.deck_items):
            item.setVisible(self.decks[seat] > 0)
            out.append((item, places.deck_place(seat)))
        for owner, pile in enumerate(self.discards):
            out += zip(pile, places.discard_places(owner, len(pile)), strict=True)
        for seat, row in enumerate(self.in_play):
            for k, cell in enumerate(row):
                place = places.slot_place(seat, k, len(row), cell.attack)
                out.append((cell.item, place))
                out += [(equip, places.equip_place(place, i))
                        for i, equip in enumerate(cell.equips)]
        return out

    def card_widths(self) -> dict[int, float]:
        """The cards in play and under them, the piles and decks, and the other players'
        hands when their rows are stacked, are smaller than the person's hand."""
        places = self.places
        w = places.card_width()
        found = {id(c.item): w for row in self.in_play for c in row}
        if places.stacked:
            found.update({id(i): w for seat, hand in enumerate(self.scene.hands)
                          if seat != self.scene.bottom for i in hand})
        found.update({id(e): w for row in self.in_play for c in row for e in c.equips})
        found.update({id(i): w for pile in self.discards for i in pile})
        found.update({id(i): w for i in self.deck_items})
        return found

    def labels_updated(self) -> None:
        """The numbers on the table, the arrow and the name plates, where nothing lies."""
        s, places = self.scene, self.places
        self.words.write(places, self.decks, self.discards, self.in_play, self.equips_before)
        taken = self.card_outlines() + self.words.outlines()
        taken += [QPolygonF(s.caption.item.sceneBoundingRect())] * s.caption.item.isVisible()
        self.words.place_arrow(places, taken)
        if len(s.labels.items) == s.players:
            s.labels.place(places.plate_spots, s.bottom, taken)

    # ---- events -----------------------------------------------------------------------------

    def queue(self, event: Event) -> None:
        """Queue the steps for a U-G-O event; the end of the game is said as in every game."""
        a = self.scene.animator
        handlers = {
            Dealt: self.deal, E.TurnStarted: self.turn_started, E.CardDrawn: self.draw,
            E.CardPlaced: self.place, E.CardEquipped: self.equip,
            E.PositionsChanged: self.positions, E.AttackDeclared: self.lunge,
            E.AttackResolved: self.resolved, E.CardDestroyed: self.destroyed,
            E.CardsMilled: self.milled, E.CardStolen: self.stolen,
            E.CardRecovered: self.recovered, E.DirectionReversed: self.reversed,
            E.HandsRenewed: self.renewed, E.SpecialCountered: self.countered,
            E.PlayerOut: self.player_out,
        }
        if isinstance(event, E.AttackBlocked):  # what it stops is known now, not when shown
            stops, self.stops = self.stops, None
            a.add(lambda: self.blocked(event, stops))
        elif isinstance(event, E.SpecialPlayed):
            self.stops = event.card
            a.add(lambda: self.special(event))
            a.add_hold("trick", SHOW_SPECIAL_MS)
            a.add(lambda: self.special_done(event))
        elif type(event) in handlers:
            if isinstance(event, E.AttackDeclared):
                self.stops = None
            handler = handlers[type(event)]
            a.add(lambda: handler(event))  # type: ignore[operator]
        elif not isinstance(event, DealScored):  # the game-over box tells the places
            super().queue(event)

    def settle(self) -> QAbstractAnimation | None:
        """Sort the person's hand and move every card to its place."""
        self.scene.sort_person_hand()
        return self.scene.place_all(animated=True)

    def to_discard(self, item: CardItem, card: int) -> None:
        """Send a card's item to its owner's pile (a Queen leaves the game)."""
        if card == HIDDEN:
            self.scene.removeItem(item)
            return
        item.card = card
        show_side(item, True)
        item.interactive = False
        if leaves_the_game(card):
            self.scene.removeItem(item)
            return
        self.discards[copy_of(card)].append(item)

    def deal(self, event: Dealt) -> QAbstractAnimation | None:
        """The opening hands, drawn from each deck. The table was laid out from the game as it
        is now, after the first turn's draw, which follows as its own event: so the hands are
        made again from the deal and the decks given back what was drawn since."""
        s = self.scene
        places = self.places
        for seat, hand in enumerate(s.hands):
            self.decks[seat] += len(hand) - len(event.hands[seat])
            for item in hand:
                s.removeItem(item)
            s.hands[seat] = [s.new_item(c) for c in event.hands[seat]]
        self.paint_backs()
        s.sort_person_hand()
        for seat, hand in enumerate(s.hands):
            for item in hand:
                item.setPos(places.deck_place(seat).centre)
                item.show_face(False)
        return s.place_all(animated=True, order=[i for h in s.hands for i in h],
                           reveal=s.person_hand())

    def turn_started(self, event: E.TurnStarted) -> None:
        """A player's turn begins; the arrow shows the way play goes."""
        self.scene.to_act = event.seat
        self.direction = event.direction
        self.words.show_arrow(self.places, self.direction, self.turn_direction)
        self.scene.update_labels()

    def from_deck(self, seat: int, card: int) -> CardItem:
        """A new item on top of a seat's deck, for a card drawn or taken from it."""
        item = self.scene.new_item(card)
        item.back_style = self.back_of(seat)
        item.setPos(self.places.deck_place(seat).centre)
        return item

    def draw(self, event: E.CardDrawn) -> QAbstractAnimation | None:
        """A card from a deck to its player's hand, face up in the person's."""
        s = self.scene
        item = self.from_deck(event.seat, event.card)
        self.decks[event.seat] -= 1
        s.hands[event.seat].append(item)
        s.sort_person_hand()
        return s.place_all(animated=True, reveal=[item] if event.seat == s.person else [])

    def place(self, event: E.CardPlaced) -> QAbstractAnimation | None:
        """A card from the hand into play, giving up the card it replaces."""
        row = self.in_play[event.seat]
        if event.given_slot >= 0:
            given = row.pop(event.given_slot)
            self.to_discard(given.item, event.sacrifice[0])
            for equip, card in zip(given.equips, event.sacrifice[1:], strict=False):
                self.to_discard(equip, card)
        item = self.scene.take_from_hand(event.seat, event.card)
        item.back_style = self.back_of(event.seat if event.card == HIDDEN else copy_of(event.card))
        show_side(item, event.face_up)
        row.append(InPlay(item, event.attack, event.face_up))
        return self.settle()

    def equip(self, event: E.CardEquipped) -> QAbstractAnimation | None:
        """An equip from the hand under a card in play."""
        item = self.scene.take_from_hand(event.seat, event.card)
        item.show_face(True)
        self.in_play[event.seat][event.slot].equips.append(item)
        return self.settle()

    def positions(self, event: E.PositionsChanged) -> QAbstractAnimation | None:
        """Cards in play turn between attack and defence; face-down ones are shown."""
        row = self.in_play[event.seat]
        for k in event.slots:
            row[k].attack = not row[k].attack
        for k, card in event.revealed:
            row[k].item.card = card
            row[k].face_up = True
            show_side(row[k].item, True)
        return self.settle()

    def lunge(self, event: E.AttackDeclared) -> QAbstractAnimation | None:
        """The attacker moves most of the way to its target and back."""
        s = self.scene
        attacker = self.in_play[event.seat][event.slot].item
        if event.target_slot >= 0:
            target = self.in_play[event.target][event.target_slot].item.pos()
        else:
            target = self.places.deck_place(event.target).centre
        s.say(attack_notice(event, attacker.card, s.names, s.person))
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

    def blocked(self, event: E.AttackBlocked, stops: int | None) -> QAbstractAnimation | None:
        """A 10 from the defender's hand: it stops an attack, or with the "10s stop Aces, Kings
        and Jacks" rule the special card ``stops``."""
        item = self.scene.take_from_hand(event.seat, event.card)
        self.to_discard(item, event.card)
        if stops is None:
            text = self.said_of(event.seat, tr("{name} played a 10 and stopped the attack."),
                                tr("You played a 10 and stopped the attack."))
        else:
            text = self.said_of(event.seat, tr("{name} played a 10 and stopped the {card}."),
                                tr("You played a 10 and stopped the {card}."),
                                card=card_text(stops))
        self.scene.say(text)
        return self.settle()

    def resolved(self, event: E.AttackResolved) -> QAbstractAnimation | None:
        """An attack's result: the target shown, the outcome said."""
        if event.target_slot >= 0 and event.target_card is not None:
            cell = self.in_play[event.target][event.target_slot]
            cell.item.card = event.target_card
            cell.face_up = True
            show_side(cell.item, True)
        self.scene.say(attack_sentence(event, self.scene.names, self.scene.person))
        return self.settle()

    def destroyed(self, event: E.CardDestroyed) -> QAbstractAnimation | None:
        """A card in play (or only its equips) to the discard pile."""
        row = self.in_play[event.seat]
        cell = row[event.slot]
        for equip, card in zip(cell.equips, event.equips, strict=False):
            self.to_discard(equip, card)
        cell.equips = []
        if not event.equips_only:
            row.pop(event.slot)
            self.to_discard(cell.item, event.card)
        return self.settle()

    def milled(self, event: E.CardsMilled) -> QAbstractAnimation | None:
        """Cards from the top of a deck straight to its discard pile."""
        order = []
        for card in event.cards:
            item = self.scene.new_item(card)
            item.setPos(self.places.deck_place(event.seat).centre)
            self.to_discard(item, card)
            order.append(item)
        self.decks[event.seat] -= len(event.cards)
        return self.scene.place_all(animated=True, order=order)

    def special(self, event: E.SpecialPlayed) -> QAbstractAnimation | None:
        """A special card from the hand to the middle of the table, to be seen."""
        item = self.scene.take_from_hand(event.seat, event.card)
        item.show_face(True)
        item.setZValue(800)
        self.shown = item
        self.scene.say(self.said_of(event.seat, tr("{name} played {card}."),
                                    tr("You played {card}."), card=card_text(event.card)))
        return slide_to(item, self.places.arena(), self.scene.animator.duration(MOVE_MS))

    def special_done(self, event: E.SpecialPlayed) -> QAbstractAnimation | None:
        """The special card shown goes to its pile."""
        if self.shown is not None:
            self.to_discard(self.shown, event.card)
            self.shown = None
        return self.settle()

    def stolen(self, event: E.CardStolen) -> QAbstractAnimation | None:
        """A card from the top of the victim's deck to the thief's hand."""
        s = self.scene
        item = self.from_deck(event.victim, event.card)
        self.decks[event.victim] -= 1
        s.hands[event.thief].append(item)
        s.sort_person_hand()
        return s.place_all(animated=True, reveal=[item] if event.thief == s.person else [])

    def recovered(self, event: E.CardRecovered) -> QAbstractAnimation | None:
        """A card from a discard pile back to its owner's hand."""
        s = self.scene
        pile = self.discards[event.seat]
        item = next((i for i in pile if i.card == event.card), pile[-1] if pile else None)
        if item is None:
            return None
        pile.remove(item)
        item.card = event.card
        item.show_face(event.seat == s.person)
        s.hands[event.seat].append(item)
        return self.settle()

    def reversed(self, event: E.DirectionReversed) -> None:
        """The way play (or only the attacks) goes turns round."""
        self.direction = event.direction
        if event.turns:
            self.turn_direction = event.direction
            text = self.said_of(event.seat, tr("{name} reversed the direction of play."),
                                tr("You reversed the direction of play."))
        else:
            text = self.said_of(event.seat, tr("{name} turned the attacks the other way; the "
                                               "turns go on as before."),
                                tr("You turned the attacks the other way; the turns go on as "
                                   "before."))
        self.words.show_arrow(self.places, self.direction, self.turn_direction)
        self.scene.say(text)

    def renewed(self, event: E.HandsRenewed) -> QAbstractAnimation | None:
        """An 8: every hand to its discard pile, and as many cards drawn again."""
        s = self.scene
        for seat, cards in enumerate(event.discarded):
            for card in cards:
                self.to_discard(s.take_from_hand(seat, card), card)
        for seat, cards in enumerate(event.drawn):
            s.hands[seat] += [self.from_deck(seat, card) for card in cards]
            self.decks[seat] -= len(cards)
        s.say(self.said_of(event.seat,
                           tr("{name} played an 8: every hand was thrown away and drawn again."),
                           tr("You played an 8: every hand was thrown away and drawn again.")))
        s.sort_person_hand()
        return s.place_all(animated=True, reveal=s.person_hand())

    def countered(self, event: E.SpecialCountered) -> None:
        """A 9 turns a special card back."""
        self.scene.say(self.said_of(event.seat, tr("{name} played a 9 and turned the {card} back."),
                                    tr("You played a 9 and turned the {card} back."),
                                    card=card_text(event.special)))

    def player_out(self, event: E.PlayerOut) -> None:
        """A player who cannot draw is out: his cards in play are dimmed."""
        self.out.add(event.seat)
        for cell in self.in_play[event.seat]:
            cell.item.set_dimmed(True)
        self.scene.say(self.said_of(event.seat, tr("{name} could not draw and is out."),
                                    tr("You could not draw and are out.")))

    def show_previous(self, view: UgoView) -> None:
        """A duel has no tricks: the log tells every move, and is shown."""
        self.scene.notice(tr("A duel has no tricks: the log beside the table tells every "
                             "move."))
        self.scene.log_wanted.emit()


def stopped_card(pending: Pending | None) -> int | None:
    """The special card a 10 played now would stop, None when it would stop an attack (or
    nothing waits for an answer)."""
    return pending.what if pending is not None and pending.kind == "special" else None


LAYER = UgoTable

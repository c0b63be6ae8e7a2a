"""The person's picks and drags at U-G-O's table, turned into the duel's actions.

A card of the hand is picked to see what it can do (its choices are offered beside the table),
cards in play are picked together to attack or change position, and a card dragged onto a card
in play, onto a player's row or onto the table makes the move it lands on. The keys reach the
hand, then the person's cards in play. ``UgoTable`` lays the duel out; this is its part that
reads the person.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ....controller.turns import PersonTurn
from ....engine.protocol import Phase
from ....texts import tr
from ....ui.table.card_item import CardItem
from ....ui.table.layer import TableLayer
from .. import actions as A
from ..presenter import DuelTurn, hand_card_choices, table_choices
from ..view import UgoView
from .cards import InPlay
from .places import UgoPlaces


class UgoGestures(TableLayer[UgoView]):
    """The person's picks, drags and keys at the duel; see the module docstring."""

    in_play: list[list[InPlay]]
    picked_card: int | None
    picked_slots: set[int]

    @property
    def places(self) -> UgoPlaces:
        """Where the duel's cards lie on the table as it is now."""
        return UgoPlaces(self.scene.geometry, self.scene.bottom)

    def is_card_turn(self, turn: PersonTurn) -> bool:
        """A turn of play is made with the cards (End turn waits beside them); an answer to a
        move against the person is a row of choices."""
        return turn.phase is Phase.PLAY or super().is_card_turn(turn)

    def show_turn(self, turn: PersonTurn | None) -> None:
        """Make the person's cards in play usable on his turn, and clear picks."""
        self.picked_card, self.picked_slots = None, set()
        playing = turn is not None and turn.phase is Phase.PLAY
        for cell in self.in_play[self.scene.person] if self.in_play else []:
            cell.item.interactive = playing
            cell.item.set_focused(False)

    def turn_number(self, turn: PersonTurn) -> int | None:
        """A turn is many actions: the chime sounds as it begins."""
        duel: DuelTurn = turn.game
        return duel.view.turn if turn.phase is Phase.PLAY else None

    def choices_take_keyboard(self, turn: PersonTurn) -> bool:
        """A turn always offers "End your turn": the keyboard stays on the cards for it."""
        return turn.phase is not Phase.PLAY

    def keyboard_cards(self) -> list[CardItem]:
        """The person's hand, then his cards in play, which attack and change position."""
        hand = super().keyboard_cards()
        if not self.in_play:
            return hand
        return [*hand, *(cell.item for cell in self.in_play[self.scene.person])]

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
        s.place_all(animated=False)
        s.offer_choices(choices, self.picked_card is not None or bool(self.picked_slots))

    def dropped(self, card: int, point: QPointF, turn: PersonTurn) -> None:
        """Map a drag to an action: onto a card in play, a player's row, or the table."""
        s = self.scene
        action = self.action_for_drop(card, point, turn.game)
        s.place_all(animated=False)
        if action is None:
            s.say(tr("That move is not allowed there."))
            return
        s.decide([action])

    def action_for_drop(self, card: int, point: QPointF, duel: DuelTurn) -> int | None:
        """The action a card let go at ``point`` makes, if it makes one."""
        me, target = self.scene.person, duel.view.target
        theirs = self.slot_under(target, point)
        mine = self.slot_under(me, point)
        on_target = theirs >= 0 or self.places.near_row(target, point)
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
        return next((a for a in wanted if a in duel.actions), None)

    def slot_under(self, seat: int, point: QPointF) -> int:
        """The slot of a seat's card in play lying under ``point``, or -1."""
        if seat < 0 or seat >= len(self.in_play):
            return -1
        for k, cell in enumerate(self.in_play[seat]):
            if cell.item.sceneBoundingRect().adjusted(-6, -6, 6, 6).contains(point):
                return k
        return -1

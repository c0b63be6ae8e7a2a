"""The pass before the play, for the trick games whose deal begins with one.

The person picks the cards to pass (a click picks one or puts it back, a hint picks them all)
and passes them with the button or P. The cards go across, and those passed to the person
stand a little out of the hand, marked with who passed them, until the deal's first card is
played. A game with a pass builds its layer on ``PassingLayer``, as its state builds on the
engine's ``PassingGameState``; the views of such games say what the seat chose and received.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

from PySide6.QtCore import QAbstractAnimation, QPointF

from ...controller.turns import PersonTurn
from ...engine.cards import Card
from ...engine.events import Event, Passed, Played
from ...engine.protocol import Phase
from ...texts import tr
from .card_item import CardItem
from .layer import Commit
from .layout import Place
from .trick_table import DealtView, TrickLayer

RECEIVED_LIFT = 0.12  # how far a card passed to the person stands out of the hand (of its height)


class PassingView(DealtView, Protocol):
    """What the passing layer reads of a view: whose it is, how far the cards go, the cards
    the seat has chosen to pass and those passed to it this deal."""

    @property
    def seat(self) -> int: ...
    @property
    def players(self) -> int: ...
    @property
    def pass_offset(self) -> int: ...
    @property
    def passing(self) -> tuple[Card, ...]: ...
    @property
    def received(self) -> tuple[Card, ...]: ...


V = TypeVar("V", bound=PassingView)


class PassingLayer(TrickLayer[V]):
    """The trick games' layer with a pass before the play; see the module docstring."""

    def reset(self, view: V) -> None:
        """The cards chosen to pass are picked again and, until the deal's first card, those
        passed to the person are marked."""
        super().reset(view)
        s = self.scene
        if view.phase is Phase.PASS and view.passing:
            s.selected = set(view.passing)
        giver = (view.seat - view.pass_offset) % view.players
        if view.received and not view.tricks and not view.trick:  # no card played yet
            for item in s.person_hand():
                if item.card in view.received:
                    item.set_received(self.passed_by(giver))

    def hand_targets(self, seat: int, hand: Sequence[CardItem]) -> list[tuple[CardItem, Place]]:
        """The cards passed to the person stand a little out of the hand until the deal's
        first card is played."""
        out = super().hand_targets(seat, hand)
        if seat != self.scene.person or not any(item.received for item in hand):
            return out
        lift = QPointF(0, self.scene.geometry.card_height * RECEIVED_LIFT)
        return [(item, Place(place.centre - lift, place.angle, place.z) if item.received
                 else place) for item, place in out]

    # ---- events -----------------------------------------------------------------------------

    def queue(self, event: Event) -> None:
        """The cards passed go across; the rest as in every trick game."""
        if isinstance(event, Passed):
            self.scene.animator.add(lambda: self.pass_cards(event))
        else:
            super().queue(event)

    def pass_cards(self, event: Passed) -> QAbstractAnimation | None:
        """The passed cards go across; the person's new cards turn face up in his hand, marked
        with who passed them until the deal's first card is played."""
        s = self.scene
        moving: list[tuple[int, int, list[CardItem], tuple[int, ...]]] = []
        for giver, receiver, cards in event.transfers:
            hand = s.hands[giver]
            if giver == s.person:
                items = [i for i in hand if i.card in cards]
            else:
                items = hand[-len(cards):] if cards else []
            for item in items:
                hand.remove(item)
            moving.append((giver, receiver, items, cards))
        received = []
        for giver, receiver, items, cards in moving:
            for item, card in zip(items, cards, strict=True):
                if receiver == s.person:
                    item.card = card
                    item.set_received(self.passed_by(giver))
                    received.append(item)
                else:
                    item.show_face(False)
                s.hands[receiver].append(item)
        s.selected = set()
        s.sort_person_hand()
        return s.place_all(animated=True, reveal=received)

    def passed_by(self, giver: int) -> str:
        """The words on a card passed to the person: who passed it."""
        names = self.scene.names
        name = names[giver] if 0 <= giver < len(names) else ""
        return tr("Passed to you by {name}").format(name=name)

    def play(self, event: Played) -> QAbstractAnimation | None:
        """The cards passed to the person lose their mark with the deal's first card."""
        for marked in self.scene.person_hand():
            marked.set_received("")
        return super().play(event)

    # ---- the person's gestures --------------------------------------------------------------

    def clicked(self, card: int, turn: PersonTurn) -> None:
        """While passing, pick the card (or put it back); else play it."""
        if turn.phase is Phase.PASS:
            self.toggle_pass(card, turn)
        else:
            super().clicked(card, turn)

    def toggle_pass(self, card: int, turn: PersonTurn) -> None:
        """Pick a card to pass, up to as many as are passed, or put one back."""
        s = self.scene
        if card in s.selected:
            s.selected.discard(card)
        elif card not in turn.legal:
            s.say(turn.reasons.get(card) or tr("That card may not be passed."))
            return
        elif len(s.selected) >= turn.to_choose:
            s.say(tr("You have already chosen %n card(s).", "", turn.to_choose))
            return
        else:
            s.selected.add(card)
        s.refresh_commit()
        s.place_all(animated=False)

    def point_at(self, cards: Sequence[int]) -> None:
        """While passing, a hint names every card to pass: they are picked, as the person
        would pick them (any may be put back), and the Pass button is ready."""
        s = self.scene
        turn = s.turn
        if turn is not None and turn.phase is Phase.PASS and len(cards) == turn.to_choose:
            s.selected = set(cards)
            s.refresh_commit()
            s.place_all(animated=False)
        super().point_at(cards)

    def commit_offer(self, turn: PersonTurn | None) -> Commit | None:
        """While passing: the Pass button, ready once as many cards are picked as are
        passed."""
        if turn is None or turn.phase is not Phase.PASS:
            return None
        need = turn.to_choose
        return Commit(tr("Pass cards"), tr("Pass the chosen cards (P)"),
                      len(self.scene.selected) == need and need > 0)

    def commit(self) -> None:
        """Pass the cards picked."""
        turn = self.scene.turn
        if turn is not None and turn.phase is Phase.PASS:
            self.scene.decide(self.scene.selected_cards())

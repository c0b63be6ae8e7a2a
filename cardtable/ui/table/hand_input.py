"""The person's hand as input: what a turn lights up, picking cards, clicks, drops and focus.

``TableScene`` takes these methods from ``HandInput``; they read and change only the person's
selection and the look of the person's cards, and report decisions through the scene's signals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF

from ...controller.turns import PersonTurn
from ...engine.protocol import Phase

if TYPE_CHECKING:
    from .animator import Animator
    from .card_item import CardItem
    from .duel_table import DuelTable
    from .layout import TableGeometry
    from .loser_table import LoserTable


class HandInput:
    """The input half of the table scene; see the module docstring."""

    if TYPE_CHECKING:  # what the scene provides
        hands: list[list[CardItem]]
        person: int
        to_act: int
        turn: PersonTurn | None
        selected: set[int]
        focus_index: int
        animator: Animator
        geometry: TableGeometry
        loser: LoserTable
        duel: DuelTable
        card_clicked: Any
        selection_changed: Any
        combination_chosen: Any
        swap_requested: Any

        def _say(self, text: str, sticky: bool = False) -> None: ...
        def _update_labels(self) -> None: ...
        def _place_all(self, animated: bool) -> Any: ...

    def set_turn(self, turn: PersonTurn | None) -> None:
        """Show what the person may do: usable cards bright, the others dimmed with a reason."""
        self.turn = turn
        if turn is not None:
            self.to_act = self.person
        self._update_labels()
        # trumps and bids are not cards; Ultimate Loser's Pass sits beside the cards
        card_turn = turn is not None and (not turn.choices or turn.combining or (
            turn.duel and turn.phase is Phase.PLAY))
        if turn is not None and turn.combining:
            self.selected = {c for c in self.selected if c in turn.legal}
        for item in self.hands[self.person] if self.hands else []:
            item.interactive = card_turn
            if not card_turn or turn is None:
                item.set_dimmed(False)
            else:
                item.set_dimmed(item.card not in turn.legal, turn.reasons.get(item.card, ""))
        if turn is not None and turn.combining:
            self._dim_unfitting(turn)
        if self.duel.active:
            self.duel.set_turn(turn)
        if turn is None or not card_turn:
            self._set_focus(-1)
        else:
            hand = self.hands[self.person]
            usable = [i for i, item in enumerate(hand) if item.card in turn.legal]
            if self.focus_index not in usable and usable:
                self._set_focus(usable[0])

    def point_at(self, cards: list[int]) -> None:
        """Show the person the cards of a hint: picked for a play of several cards, else the
        keyboard focus on the card."""
        turn = self.turn
        hand = self.hands[self.person] if self.hands else []
        if turn is not None and turn.combining:
            self.selected = set(cards)
            self._dim_unfitting(turn)
            self.selection_changed.emit(len(self.selected))
            self._place_all(animated=False)
            return
        where = [i for i, item in enumerate(hand) if item.card in cards]
        if where:
            self._set_focus(where[0])

    def selected_cards(self) -> list[int]:
        """The cards chosen to pass."""
        return sorted(self.selected)

    def _item_clicked(self, card: int) -> None:
        if self.animator.holding:
            self.animator.release()
            return
        turn = self.turn
        if turn is None:
            return
        if turn.duel:
            self.duel.clicked(card, turn)
        elif turn.combining:
            self._toggle_combination(card, turn)
        elif turn.phase is Phase.PASS:
            self._toggle_pass(card, turn)
        else:
            self.card_clicked.emit(card)

    def _toggle_combination(self, card: int, turn: PersonTurn) -> None:
        """Pick or drop a card of the play being formed; the cards that still fit stay lit."""
        if card in self.selected:
            self.selected.discard(card)
        elif not turn.fits(frozenset(self.selected), card):
            if card in turn.legal:  # it makes a play, just not with these: start afresh
                self.selected = {card}
            else:
                self._say(turn.reasons.get(card) or QCoreApplication.translate(
                    "TableScene", "That card makes no play now."))
                return
        else:
            self.selected.add(card)
        self._dim_unfitting(turn)
        self.selection_changed.emit(len(self.selected))
        self._place_all(animated=False)

    def _dim_unfitting(self, turn: PersonTurn) -> None:
        chosen = frozenset(self.selected)
        for item in self.hands[self.person]:
            fits = item.card in chosen or turn.fits(chosen, item.card)
            reason = turn.reasons.get(item.card) or QCoreApplication.translate(
                "TableScene", "Does not go with the chosen cards.")
            item.set_dimmed(not fits, "" if fits else reason)

    def chosen_play(self) -> frozenset[int]:
        """The cards picked for an Ultimate Loser play."""
        return frozenset(self.selected)

    def _toggle_pass(self, card: int, turn: PersonTurn) -> None:
        if card in self.selected:
            self.selected.discard(card)
        elif card not in turn.legal:
            self._say(turn.reasons.get(card) or QCoreApplication.translate(
                "TableScene", "That card may not be passed."))
            return
        elif len(self.selected) >= turn.to_choose:
            self._say(QCoreApplication.translate(
                "TableScene", "You have already chosen %n card(s).", "", turn.to_choose))
            return
        else:
            self.selected.add(card)
        self.selection_changed.emit(len(self.selected))
        self._place_all(animated=False)

    def _item_dropped(self, card: int, point: QPointF) -> None:
        g = self.geometry
        above_hand = point.y() < g.seat_anchor(0).y() - g.card_height * 0.7
        turn = self.turn
        if turn is not None and turn.duel:
            self.duel.dropped(card, point, turn)
        elif turn is not None and turn.combining:
            if self.loser.is_on_gin(point):
                self.swap_requested.emit(card)
            elif above_hand:
                together = frozenset(self.selected | {card})
                self.combination_chosen.emit(sorted(together if together in turn.plays
                                                    else {card}))
        elif turn is not None and turn.phase is Phase.PLAY and above_hand:
            self.card_clicked.emit(card)
        self._place_all(animated=False)

    def keyboard_cards(self) -> list[CardItem]:
        """The cards the keyboard moves over: the person's hand, then in U-G-O the person's
        cards in play, which attack and change position."""
        hand = self.hands[self.person] if self.hands else []
        if not self.duel.active or not self.duel.in_play:
            return list(hand)
        return [*hand, *(cell.item for cell in self.duel.in_play[self.person])]

    def _set_focus(self, index: int) -> None:
        cards = self.keyboard_cards()
        for i, item in enumerate(cards):
            item.set_focused(i == index)
        self.focus_index = index if 0 <= index < len(cards) else -1

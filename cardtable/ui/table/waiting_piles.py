"""Cards waiting their turn in a pile, painted as one.

A deal starts with every card stacked face down on the deck and sends them out one after
another. Until a card's turn comes it lies exactly under the others, yet the view would paint
every one of them on each frame in which anything near the deck moves: fifty drawings of the
same back to show one. So while they wait, the cards of such a pile are hidden and a single
stand-in, a back on the same spot, shows the pile; each card shows again as its move begins
(its first value, when the animation plays or is hurried to its end alike), and the stand-in
goes when the last card has left. What the person sees does not change.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable

from PySide6.QtCore import QPropertyAnimation

from ...engine.visibility import HIDDEN
from .card_item import CardItem


class WaitingPiles:
    """The piles of face-down cards of one staggered move; see the module docstring."""

    def __init__(self, new_item: Callable[[int], CardItem]) -> None:
        self._new_item = new_item
        self._piles: dict[tuple[int, int, int, int, int], list[CardItem]] = defaultdict(list)
        self._starts: dict[int, QPropertyAnimation] = {}
        self._stand_ins: dict[tuple[int, int, int, int, int], CardItem] = {}

    def wait(self, item: CardItem, start: QPropertyAnimation) -> None:
        """``item`` waits for its move, which ``start`` begins."""
        if item.face_up:
            return  # a face shows which card it is: it cannot stand for the others
        key = (round(item.x()), round(item.y()), round(item.rotation()), item.back_style,
               round(item.width))
        self._piles[key].append(item)
        self._starts[id(item)] = start

    def hide(self) -> None:
        """Hide the cards of every pile of two or more behind one stand-in each."""
        for key, pile in self._piles.items():
            if len(pile) < 2:
                continue
            top = max(pile, key=lambda item: item.zValue())
            stand_in = self._new_item(HIDDEN)
            stand_in.back_style = top.back_style
            stand_in.set_width(top.width)
            stand_in.setPos(top.pos())
            stand_in.setRotation(top.rotation())
            stand_in.setZValue(top.zValue())
            self._stand_ins[key] = stand_in
            for item in pile:
                item.setVisible(False)
                self._starts[id(item)].valueChanged.connect(
                    lambda _value, item=item, key=key: self._leaves(item, key))

    def _leaves(self, item: CardItem, key: tuple[int, int, int, int, int]) -> None:
        if item.isVisible():
            return
        item.setVisible(True)
        if all(other.isVisible() for other in self._piles[key]):
            self._drop(key)

    def release(self) -> None:
        """Show every card and take the stand-ins away (the move is over, however it
        ended)."""
        for pile in self._piles.values():
            for item in pile:
                item.setVisible(True)
        for key in list(self._stand_ins):
            self._drop(key)

    def _drop(self, key: tuple[int, int, int, int, int]) -> None:
        stand_in = self._stand_ins.pop(key, None)
        if stand_in is not None and stand_in.scene() is not None:
            stand_in.scene().removeItem(stand_in)

"""Knock-Out in words: the deal and its size in the caption, the tricks each seat has taken,
and "knocked out" under a seat that is out."""

from __future__ import annotations

from cardtable.controller.trick_presenter import TrickPresenter
from cardtable.texts import tr

from .view import KnockOutView


class KnockOutPresenter(TrickPresenter[KnockOutView]):
    """The words of Knock-Out; see the module docstring."""

    game_id = "knock-out"
    view_type = KnockOutView

    def caption(self, view: KnockOutView, counts: str) -> str:
        return tr("Deal {number}: cards each: {count}").format(
            number=view.deal + 1, count=view.hand_size)

    def seat_notes(self, view: KnockOutView, counts: str) -> list[str]:
        return [tr("took {tricks}").format(tricks=view.tricks_won[seat])
                if seat in view.in_play else tr("knocked out")
                for seat in range(view.players)]


PRESENTER = KnockOutPresenter()

"""Up and Down in words: the deal and its number of cards, the trumps, each seat's bid and the
tricks it has taken, and the stock set aside."""

from __future__ import annotations

from ...controller.trick_presenter import TrickPresenter
from ...texts import tr
from .view import UpAndDownView


class UpAndDownPresenter(TrickPresenter[UpAndDownView]):
    """The words of Up and Down; see the module docstring."""

    game_id = "up-and-down"
    view_type = UpAndDownView

    def caption(self, view: UpAndDownView, counts: str) -> str:
        deal = tr("Deal {number} of {total}: %n card(s)", "", view.cards_this_deal).format(
            number=view.deal_number + 1, total=view.deals_in_game)
        return "  ·  ".join([deal, *self.trump_words(view.trump)])

    def seat_notes(self, view: UpAndDownView, counts: str) -> list[str]:
        notes = []
        for seat in range(view.players):
            bid, tricks = view.bids[seat], view.tricks_won[seat]
            notes.append(tr("bid {bid}, took {tricks}").format(bid=bid, tricks=tricks)
                         if bid is not None else tr("took {tricks}").format(tricks=tricks))
        return notes

    def cards_aside(self, view: UpAndDownView) -> bool:
        return True  # the stock


PRESENTER = UpAndDownPresenter()

"""Black Lady in words: three cards passed (or none), the kitty set aside, two decks under
Cancellation, and the claim of a player whose cards win every trick left."""

from __future__ import annotations

from ...controller.trick_presenter import TrickPresenter
from ...engine.cards import Card, rank, suit
from .options import PASS_SIZE, removed_cards
from .view import BlackLadyView


class BlackLadyPresenter(TrickPresenter[BlackLadyView]):
    """The words of Black Lady; its seat notes are empty (the points show in the score)."""

    game_id = "black-lady"
    view_type = BlackLadyView

    def pass_count(self, view: BlackLadyView) -> int:
        return PASS_SIZE

    def pass_offset(self, view: BlackLadyView) -> int:
        return view.pass_offset

    def passed(self, view: BlackLadyView) -> tuple[Card, ...]:
        return view.passing

    def cards_aside(self, view: BlackLadyView) -> bool:
        return bool(view.kitty_size)

    def copies(self, view: BlackLadyView) -> int:
        """Cancellation is played with two decks."""
        return 2 if view.options.get("cancellation") else 1

    def wins_every_trick(self, view: BlackLadyView) -> bool:
        """With no trumps a seat on lead takes every trick left when each of its cards
        outranks every card of the same suit that it has not seen played (the unseen cards
        could lie anywhere). With two decks a twin could cancel a card, so no claim then."""
        if view.trick or not view.hand or view.to_act != view.seat \
                or view.options.get("cancellation"):
            return False
        unseen = set(range(52)) - set(view.hand) - set(view.played_cards()) - set(view.kitty)
        unseen -= set(removed_cards(view.options, view.players))
        return all(all(rank(c) > rank(o) for o in unseen if suit(o) == suit(c))
                   for c in view.hand)


PRESENTER = BlackLadyPresenter()

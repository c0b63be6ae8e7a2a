"""Ugly in words: the hand and how many cards pass, the trumps named, and the scoring cards
(the Ugly, the Charm, the Jacks) each seat has taken."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ...controller.trick_presenter import TrickPresenter
from ...engine.cards import Card, cards_of
from ...engine.events import DealScored, Event, TrickWon
from ...texts import cards_text, tr
from .scoring import SPECIAL
from .view import UglyView


class UglyPresenter(TrickPresenter[UglyView]):
    """The words of Ugly; see the module docstring."""

    game_id = "ugly"
    view_type = UglyView

    def pass_count(self, view: UglyView) -> int:
        return view.pass_count

    def pass_offset(self, view: UglyView) -> int:
        return view.pass_offset

    def passed(self, view: UglyView) -> tuple[Card, ...]:
        return view.passing

    def caption(self, view: UglyView, counts: str) -> str:
        hand = tr("Hand {number} of {total}: pass %n", "", view.pass_count).format(
            number=view.hand_number + 1, total=view.hands_in_game)
        return "  ·  ".join([hand, *self.trump_words(view.trump)])

    def seat_notes(self, view: UglyView, counts: str) -> list[str]:
        scoring = view.scoring_cards
        return [tr("took {tricks}").format(tricks=view.tricks_won[seat])
                + (" · " + cards_text(scoring[seat]) if scoring[seat] else "")
                for seat in range(view.players)]

    def closing_notes(self, view: UglyView, events: Sequence[Event],
                      counts: str) -> list[str] | None:
        """The last trick counted, and its scoring cards gone to its winner."""
        scored = next((e for e in events if isinstance(e, DealScored)), None)
        if scored is None:
            return None
        special = set(cards_of(SPECIAL))
        taken = [list(cards) for cards in view.scoring_cards]
        for won in (e for e in events if isinstance(e, TrickWon)):
            taken[won.winner] += [c for _, c in won.cards if c in special]
        return self.seat_notes(replace(view, tricks_won=scored.taken,
                                       scoring_cards=tuple(tuple(c) for c in taken)), counts)


PRESENTER = UglyPresenter()

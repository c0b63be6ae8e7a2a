"""Knock-Out's rule-of-thumb player: take a trick as cheaply as it can, since a deal without
one knocks it out and every trick scores; when it cannot win the trick, throw its lowest card."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.cards import rank, suit
from cardtable.engine.protocol import Action
from cardtable.engine.rng import Rng

from ..view import KnockOutView


class KnockOutBot:
    """Leads its highest card; follows with the lowest card that beats the trick, else its
    lowest."""

    name = "Knock-Out rule of thumb"

    def choose(self, view: KnockOutView, legal: Sequence[Action], rng: Rng) -> Action:
        if not view.trick:
            return max(legal, key=lambda c: (rank(c), -suit(c)))
        led = suit(view.trick[0][1])
        best = max(rank(c) for _, c in view.trick if suit(c) == led)
        winners = [c for c in legal if suit(c) == led and rank(c) > best]
        return min(winners or legal, key=lambda c: (rank(c), suit(c)))

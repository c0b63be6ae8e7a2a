"""Hand-made Black Lady deals for tests: hands written as text, one string per seat."""

from __future__ import annotations

from cardtable.engine.cards import parse_cards
from cardtable.engine.games.black_lady import RULES, BlackLadyState, Deal


def deal(*hands: str, kitty: str = "") -> Deal:
    """Build a deal from card texts, seat 0 first: ``deal("AS 2C", "KS 3C", "QS 4C")``."""
    return Deal(tuple(tuple(parse_cards(h)) for h in hands), tuple(parse_cards(kitty)))


def game(*hands: str, players: int | None = None, dealer: int | None = None, kitty: str = "",
         scores: list[int] | None = None, **options: object) -> BlackLadyState:
    """Start a Black Lady game on one hand-made deal; passing is off unless asked for.

    Giving ``kitty`` cards turns the kitty option on.
    The dealer defaults to the last seat, so seat 0 is eldest hand and leads first.
    """
    n = players or len(hands)
    options.setdefault("passing", "none")
    if kitty:
        options["kitty"] = True
    return RULES.new_game(
        options, seed=1, players=n, deals=[deal(*hands, kitty=kitty)],
        dealer=n - 1 if dealer is None else dealer, scores=scores,
    )


def play(state: BlackLadyState, cards: str) -> list:
    """Apply the cards in turn and return every event."""
    events = []
    for c in parse_cards(cards):
        events += state.apply(c)
    return events

"""Hand-made Black Lady deals for tests: hands written as text, one string per seat."""

from __future__ import annotations

from cardtable.engine.cards import RANK_NAMES, parse_card, parse_cards
from cardtable.engine.events import DealScored
from cardtable.games.black_lady.rules import RULES, BlackLadyState, Deal

# The whole deck: seat 0 holds every heart, seat 1 the spades, seat 2 the diamonds, seat 3 the
# clubs. Seat 0 leads hearts from the top, the others cannot follow, so seat 0 wins all 13
# tricks and takes every card: a shot at the moon worth the deck's whole penalty total.
WHOLE_DECK = (
    "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H",
    "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S",
    "AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D",
    "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C",
)
WHOLE_DECK_PLAY = " ".join(
    f"{r}H {r}S {r}D {r}C" for r in reversed(RANK_NAMES)  # aces first, twos last
)


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


def twin_cards(text: str) -> tuple[int, ...]:
    """Read cards; a trailing ``*`` means the second deck's copy: ``"AC AC*"``."""
    out = []
    for word in text.split():
        if word.endswith("*"):
            out.append(parse_card(word[:-1], copy=1))
        else:
            out.append(parse_card(word))
    return tuple(out)


def cancel_game(*hands: str, **options: object) -> BlackLadyState:
    """A Cancellation hearts game on one hand-made deal (``*`` marks a second-deck card);
    seat 0 leads.

    The moon is off unless asked for: these tiny deals often give one player every point.
    """
    values = {"cancellation": True, "passing": "none", "moon": "none", **options}
    n = len(hands)
    return RULES.new_game(
        values, seed=1, players=n, deals=[Deal(tuple(twin_cards(h) for h in hands))],
        dealer=n - 1,
    )


def cplay(state: BlackLadyState, text: str) -> list:
    """Apply the cards in turn (``*`` marks a second-deck card) and return every event."""
    events = []
    for card in twin_cards(text):
        events += state.apply(card)
    return events


def scored(*hands: str, cards: str, **options: object) -> DealScored:
    """Play one hand-made deal to the end and return how it was scored."""
    state = game(*hands, **options)
    play(state, cards)
    assert state.sheet, "the deal has not been scored"
    return state.sheet[0]

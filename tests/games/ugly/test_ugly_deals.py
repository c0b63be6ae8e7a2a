"""Hand-made Ugly deals for the other Ugly tests, and a check that the helpers build what they say.

``game`` starts a game on hands written as text. ``playing`` goes one step further: it takes the
hands as they should be *when the tricks start*, works out a deal and a one-card pass that lead
to them, names trumps and makes the passes, so a play or scoring test can start from the hands it
cares about. With the default dealer (the last seat) seat 0 names trumps and leads.
"""

from __future__ import annotations

from cardtable.engine.cards import format_cards, parse_cards
from cardtable.engine.protocol import Phase
from cardtable.games.ugly.rules import NO_TRUMP, RULES, TRUMP_BASE, Deal, UglyState

SUIT_LETTERS = "CDHS"


def deal(*hands: str) -> Deal:
    """A deal from card texts, seat 0 first."""
    return Deal(tuple(tuple(parse_cards(h)) for h in hands))


def game(*hands: str, dealer: int | None = None, scores: list[int] | None = None,
         hand_number: int = 0, seed: int = 1) -> UglyState:
    """A game whose current hand is dealt as written; the dealer defaults to the last seat."""
    n = len(hands)
    return RULES.new_game(
        None, seed=seed, players=n, deals=[deal(*hands)],
        dealer=n - 1 if dealer is None else dealer, scores=scores, hand_number=hand_number,
    )


def trumps(name: str) -> int:
    """The action naming trumps: "C", "D", "H", "S" or "NT"."""
    return NO_TRUMP if name == "NT" else TRUMP_BASE + SUIT_LETTERS.index(name)


def play(state: UglyState, cards: str) -> list:
    """Apply the cards in turn and return every event."""
    events = []
    for c in parse_cards(cards):
        events += state.apply(c)
    return events


def playing(*hands: str, trump: str = "NT", scores: list[int] | None = None) -> UglyState:
    """A game in hand 1 that reaches the tricks with exactly these hands, seat 0 to lead.

    Seat ``s`` passes the first card written for seat ``s + 1``: so it is dealt its own hand
    without the first card written (that came from the right) and with the card it gives away.
    """
    n = len(hands)
    wanted = [parse_cards(h) for h in hands]
    given = [wanted[(s + 1) % n][0] for s in range(n)]
    dealt = [
        [*wanted[s][1:], given[s]] for s in range(n)
    ]
    state = RULES.new_game(
        None, seed=1, players=n, deals=[Deal(tuple(tuple(h) for h in dealt))],
        dealer=n - 1, scores=scores,
    )
    state.apply(trumps(trump))
    for s in range(n):
        state.apply(given[s])
    return state


def test_playing_reaches_the_tricks_with_the_hands_as_written():
    s = playing("AS 2C 3C", "KS 4C 5C", "QS 6C 7C", "JS 8C 9C", trump="H")
    assert s.phase is Phase.PLAY
    assert s.to_act == 0
    assert [format_cards(s.view(k).hand) for k in range(4)] == [
        "2♣ 3♣ A♠", "4♣ 5♣ K♠", "6♣ 7♣ Q♠", "8♣ 9♣ J♠",
    ]
    assert s.view(0).trump == SUIT_LETTERS.index("H")


def test_game_deals_the_hands_as_written():
    s = game("AS 2C", "KS 3C", "QS 4C")
    assert s.view(1).hand == tuple(sorted(parse_cards("KS 3C")))
    assert s.dealer == 2 and s.to_act == 0

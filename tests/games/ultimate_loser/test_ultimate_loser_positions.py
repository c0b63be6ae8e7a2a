"""Ultimate Loser started part-way (``RULES.position``, as the world sampler starts its worlds):
a hand after the first was dealt by the last hand's Ultimate Loser, and the game's last hand
ends the game."""

from __future__ import annotations

from cardtable.engine.cards import parse_cards
from cardtable.engine.positions import Position
from cardtable.games.ultimate_loser.rules import RULES, Deal

HANDS = ("2C 5D 9H", "3C 6D TH", "4C 7D JH")
SPARE = "QS KS"


def deal() -> Deal:
    """Three hands of three and two spare cards, the queen of spades face up."""
    return Deal(tuple(tuple(parse_cards(h)) for h in HANDS), tuple(parse_cards(SPARE)))


def test_a_later_hand_was_dealt_by_the_last_hand_s_ultimate_loser():
    later = RULES.position({"hands": 3}, 3, Position(deal(), 1, 2, (4, 1, 0), 1))
    assert (later.deal_no, later.dealer, later.loser) == (1, 2, 2)
    assert later.view(0).gin == parse_cards(SPARE)[0]
    assert later.to_act == 0  # the loser's left-hand neighbour leads
    first = RULES.position({"hands": 3}, 3, Position(deal(), 0, 2, (0, 0, 0), 1))
    assert first.loser == -1  # nobody has lost a hand yet


def test_the_game_s_last_hand_ends_the_game():
    for number, over in ((1, True), (0, False)):
        state = RULES.position({"hands": 2}, 3, Position(deal(), number, 2, (4, 1, 0), 1))
        while not state.sheet:
            state.step(state.legal_actions()[0])
        assert state.sheet[0].deal == number
        assert state.is_over is over

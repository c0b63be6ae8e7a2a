"""The rule-of-thumb Black Lady player takes far fewer points than chance and plays sensibly
(that every bot plays only legal actions is ``test_bots_play_legal``'s)."""

from __future__ import annotations

from cardtable.ai import make_bot
from cardtable.engine.cards import format_card, parse_card
from cardtable.engine.protocol import Phase
from cardtable.engine.rng import Rng
from cardtable.games.black_lady.ai.normal import BlackLadyBot
from cardtable.games.black_lady.rules import RULES

from ...engine.deals import game, play


def _average_points(kinds: list[str], deals: int) -> list[float]:
    totals = [0.0] * 4
    rng = Rng(99)
    for seed in range(deals):
        state = RULES.new_game({"deal_limit": 1, "moon": "none"}, seed, 4)
        bots = [make_bot(k, "black-lady") for k in kinds]
        while not state.is_over:
            seat = state.to_act
            state.step(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
        for seat, p in enumerate(state.sheet[0].points):
            totals[seat] += p / deals
    return totals


def test_the_rule_of_thumb_player_takes_far_fewer_points_than_random_players():
    rule, *randoms = _average_points(["rule", "random", "random", "random"], 150)
    assert rule < min(randoms) - 3


def test_it_passes_the_lady_and_the_spades_above_her():
    s = game("QS AS KS 2C 3C 4C 5C", "2D 3D 4D 5D 6D 7D 8D", "2H 3H 4H 5H 6H 7H 8H",
             "9C TC JC QC KC AC 2S", passing="left")
    bot = BlackLadyBot()
    chosen = []
    while s.to_act == 0 and s.phase is Phase.PASS:
        card = bot.choose(s.view(0), s.legal_actions(), Rng(1))
        chosen.append(format_card(card))
        s.apply(card)
    assert sorted(chosen) == ["A♠", "K♠", "Q♠"]


def test_it_ducks_under_the_winning_card_with_its_highest_loser():
    s = game("TH 2C 3C", "4H 9H JH", "2D 3D 4D", "5D 6D 7D")
    play(s, "TH")
    assert BlackLadyBot().choose(s.view(1), s.legal_actions(), Rng(1)) == parse_card("9H")


def test_when_void_it_throws_the_lady_first():
    s = game("2C 3C", "QS AH", "4C 5C", "6C 7C")
    play(s, "2C")
    assert BlackLadyBot().choose(s.view(1), s.legal_actions(), Rng(1)) == parse_card("QS")


def test_it_takes_a_clean_trick_in_last_seat_with_its_highest_card():
    s = game("2C 3D", "3C 4D", "4C 5D", "KC 9C")
    play(s, "2C 3C 4C")
    assert BlackLadyBot().choose(s.view(3), s.legal_actions(), Rng(1)) == parse_card("KC")

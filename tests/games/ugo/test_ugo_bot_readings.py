"""The rule-of-thumb U-G-O player under every reading the house rules offer: its model of the
table counts equips and answers to special cards as the rules in play do, it answers an Ace,
King or Jack with a 10 when that rule allows, and it plays legally whatever the options."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine.cards import parse_card
from cardtable.engine.protocol import Phase
from cardtable.engine.rng import Rng
from cardtable.games.ugo import actions as A
from cardtable.games.ugo.ai.moves import outcomes
from cardtable.games.ugo.ai.normal import UgoBot
from cardtable.games.ugo.ai.unseen import Context, board_of
from cardtable.games.ugo.rules import RULES, UgoState

from .test_ugo_bot import act, bot_turn, choice, play_out_legally, table


def model_after(state: UgoState, action: int) -> list[tuple[float, list[tuple[float, float]]]]:
    """What the bot on turn expects of ``action``: each outcome's chance with the values
    (attack, defence) of the cards on every table, in seat order."""
    view = state.view(state.to_act)
    ctx = Context(view)
    return [(p, [(s.attack, s.defence) for t in b.tables for s in t])
            for p, b in outcomes(board_of(view, ctx), action, ctx)]


def engine_after(state: UgoState, action: int) -> list[tuple[float, float]]:
    """The values of every card on the tables once ``action`` is taken, as the rules count."""
    after = state.clone()
    after.apply(action)
    view = after.view(state.to_act)
    return [(s.attack_value, s.defence_value) for t in view.tables for s in t]


# ---- equips and doubling ----------------------------------------------------------------------

@pytest.mark.parametrize("when", ["after", "before"])
def test_the_model_counts_an_equip_as_the_rules_do(when):
    s = table("5S 4D 3H 7D", "KC", first=0, options={"equips": when})
    act(s, "Play 5♠ in attack position", "End the turn", "End the turn",
        "Play 3♥ in defence position")
    for equip in (A.make(A.EQUIP, parse_card("4D"), 0), A.make(A.EQUIP, parse_card("7D"), 1)):
        assert equip in s.legal_actions()
        [(_, values)] = model_after(s, equip)
        assert values == engine_after(s, equip)


@pytest.mark.parametrize("when", ["after", "before"])
def test_the_model_strips_equips_with_a_suited_ace_of_diamonds_as_the_rules_do(when):
    s = table("AD", "5S 4D 3H 7D 6D", first=1, options={"equips": when, "suited_aces": True})
    act(s, "Play 5♠ in attack position", "Equip card 1 with 4♦", "End the turn",
        "End the turn", "Play 3♥ in defence position", "Equip card 2 with 7♦",
        "Equip card 1 with 6♦", "End the turn")
    ace = A.make(A.SPECIAL, parse_card("AD"))
    assert ace in s.legal_actions()
    [(_, values)] = model_after(s, ace)
    assert values == engine_after(s, ace) == [(10, 5), (3, 6)]


@pytest.mark.parametrize(("when", "destroyed"), [("after", False), ("before", True)])
def test_it_equips_and_attacks_when_the_equip_counted_before_doubling_wins(when, destroyed):
    # 4♠ with a 4♦ against a 5♥ in defence (10): 8 + 2 = 10 does nothing; (4 + 2) × 2 = 12
    # destroys it.
    s = table("4S 4D", "5H", first=1, options={"equips": when})
    act(s, "Play 5♥ in defence position", "End the turn", "Play 4♠ in attack position")
    moves = bot_turn(s)
    assert ("Attack card 1 with card 1" in moves) == destroyed
    assert (s.tables[1] == []) == destroyed


# ---- a 10 against an Ace, King or Jack ------------------------------------------------------

def test_with_tens_against_specials_it_saves_its_strong_card_from_an_ace():
    s = table("10H 5S 6D", "AS", first=0, options={"ten_stops_specials": True})
    act(s, "Play 5♠ in attack position", "Equip card 1 with 6♦", "End the turn")
    s.apply(A.make(A.SPECIAL, parse_card("AS", 1), 0))  # on the 5♠
    assert s.phase is Phase.RESPOND and s.to_act == 0
    assert s.legal_actions() == [A.BLOCK, A.NO_COUNTER]
    assert choice(s) == A.BLOCK


def test_with_tens_against_specials_it_lets_a_king_mill_a_full_deck_and_keeps_its_ten():
    s = table("10H", "KS", first=1, options={"ten_stops_specials": True})
    s.apply(A.make(A.SPECIAL, parse_card("KS", 1)))
    assert s.legal_actions() == [A.BLOCK, A.NO_COUNTER]
    assert choice(s) == A.NO_COUNTER


@pytest.mark.parametrize("options", [{}, {"ten_stops_specials": True},
                                     {"ten_stops_specials": True, "nine_counters": True}])
def test_its_king_may_be_stopped_by_a_ten_only_when_the_rules_allow(options):
    # Seat 1 may hold a 10: with the rule, the bot expects its King to be stopped that often
    # (no deck changes), and otherwise to mill a card, or to be milled if a 9 turns it back.
    s = table("KS", "2C 3C 4C 5C", first=0, options=options)
    view = s.view(0)
    ctx = Context(view)
    board = board_of(view, ctx)
    found = outcomes(board, A.make(A.SPECIAL, parse_card("KS")), ctx)
    assert sum(p for p, _ in found) == pytest.approx(1.0)
    stopped = sum(p for p, b in found if b.decks == board.decks)
    assert ctx.ten[1] > 0 and stopped == pytest.approx(ctx.ten[1] if options else 0.0)


# ---- every option ---------------------------------------------------------------------------

@settings(max_examples=8)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([2, 3, 4]),
       nines=st.sampled_from(["turns", "attacks"]), tens=st.booleans(),
       counters=st.booleans(), equips=st.sampled_from(["after", "before"]))
def test_the_bot_plays_legally_under_every_reading(seed, players, nines, tens, counters,
                                                   equips):
    options = {"nine_reverses": nines, "ten_stops_specials": tens, "nine_counters": counters,
               "equips": equips}
    state = RULES.new_game(options, seed, players)
    play_out_legally(state, [UgoBot() for _ in range(players)], Rng(seed))

"""The rule-of-thumb Ultimate Loser player: far better than chance, and sensible in hand-made
positions (combinations kept whole, passes that buy something, the gin card, the lead
kept and never thrown away, the end of a hand, rock-paper-scissors).

With the default dealer (the last seat) seat 0 leads the first round; cards not dealt to anyone
are simply absent, which no seat can tell from the face-down spare cards.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import strategies as st

from cardtable.ai import make_bot
from cardtable.engine.cards import mask_of, parse_card, parse_cards
from cardtable.engine.protocol import Phase
from cardtable.engine.rng import Rng
from cardtable.games.ultimate_loser.ai.normal import UltimateLoserBot, plan
from cardtable.games.ultimate_loser.options import ENDS_ONE_LEFT, ENDS_ROUND
from cardtable.games.ultimate_loser.plays import SHAPES, describe_play, play_for_cards
from cardtable.games.ultimate_loser.rules import PASS, RULES, Deal
from cardtable.games.ultimate_loser.state import UltimateLoserState

from ...ai.against_random import games_against_random

READINGS = st.fixed_dictionaries({
    "hand_end": st.sampled_from([ENDS_ONE_LEFT, ENDS_ROUND]),
    "tied_winner_drinks": st.booleans(),
    "four_singles": st.booleans(),
})
"""Every reading of the house rules the bot must play under."""

# ---- helpers ----------------------------------------------------------------------------------


def game(*hands: str, gin: str = "2D") -> UltimateLoserState:
    """A game dealt as written, seat 0 first, with ``gin`` face up; seat 0 leads."""
    n = len(hands)
    deal = Deal(tuple(tuple(parse_cards(h)) for h in hands), tuple(parse_cards(gin)))
    return RULES.new_game(None, seed=1, players=n, deals=[deal], dealer=n - 1)


def move(words: str) -> int:
    """An action from words: "pass" or the cards of a play ("9C 9H")."""
    if words == "pass":
        return PASS
    action = play_for_cards(parse_cards(words))
    assert action >= 0, f"{words!r} is not a play"
    return action


def act(state: UltimateLoserState, *words: str) -> None:
    for w in words:
        state.apply(move(w))


def bot_choice(state: UltimateLoserState) -> str:
    """What the bot does for the seat to act, in words."""
    action = UltimateLoserBot().choose(state.view(state.to_act), state.legal_actions(), Rng(1))
    assert action in state.legal_actions()
    return state.describe_action(action)


def swap_words(card: str) -> str:
    return f"Pass and swap the {describe_play(parse_card(card))} for the gin card"


# ---- the plan: how it sorts its hand ------------------------------------------------------------

def test_it_sorts_a_hand_into_the_fewest_awkward_plays():
    # The 8♣ could end the straight flush or pair the 8♥; both splits take two plays, and the
    # one without a loose card is better: the pair of 8s and the straight flush 5♣–7♣.
    _, plays = plan(mask_of(parse_cards("5C 6C 7C 8C 8H")))
    assert sorted(describe_play(p) for p in plays) == ["Pair of 8s", "Straight flush 5♣–7♣"]


def test_it_keeps_a_four_whole_and_lone_cards_alone():
    _, plays = plan(mask_of(parse_cards("9C 9D 9H 9S 2C KD")))
    assert sorted(describe_play(p) for p in plays) == ["2♣", "Four 9s", "K♦"]


# ---- keeping combinations together ------------------------------------------------------------

def test_it_follows_a_single_with_a_loose_card_not_one_from_its_pair():
    s = game("TD 2S 3S 4S", "3D 8C 8H KS", "5C 5H 6D 7S")
    act(s, "TD", "3D")
    # The 5s would do as well against the 3♦, but the pair stays whole.
    assert bot_choice(s) == "6♦"


def test_it_passes_rather_than_break_a_pair():
    s = game("TD 2S 3S 4S", "5C 5H 9C 9D", "KC KD 4H 6H", gin="3C")
    act(s, "TD")
    assert bot_choice(s) == "Pass"


def test_it_passes_rather_than_break_a_straight_flush():
    s = game("TD 2S 3S 4S 5S", "5C 6C 7C 9D 9H", "KC KD 4H 6H 7S", gin="3H")
    act(s, "TD")
    assert bot_choice(s) == "Pass"


def test_it_shaves_a_card_off_a_three_when_that_costs_no_drink():
    # The 7 beats the 2♦, so it cannot be the lowest play; three 7s become a pair of 7s.
    s = game("2D 2S 3S 4S 5S", "7C 7D 7H 9D 9S", "KC KD 4H 6H 8S", gin="3C")
    act(s, "2D")
    assert bot_choice(s) == "7♣"


# ---- leading ----------------------------------------------------------------------------------

def test_it_leads_a_combination_that_sheds_many_cards_before_a_loose_card_as_low():
    s = game("5C 6C 7C 8C 9D 9H KS 6D", "2C 3C 4D 5D 6H 7H 8H 9C", "TC JC QC KC AC 2H 3H 4H")
    assert bot_choice(s) == "Straight flush 5♣–8♣"


def test_it_leads_its_lowest_single_when_it_has_only_singles():
    s = game("3H 7C JD QS", "2C 5D 8H 9S", "4C 6D TH KS")
    assert bot_choice(s) == "3♥"


def test_it_never_leads_its_last_single_and_strands_its_combinations():
    # Leading the 3♦ would leave only sets, which nothing but leads of their kind can shed.
    s = game("3D 5C 5H 9C 9H 9S", "KC 2S 3S 7D 8D JH", "QH 4S 6S 7S TC AC")
    assert bot_choice(s) == "Pair of 5s"


def test_with_one_weak_group_left_it_keeps_the_lead_and_goes_out_with_it():
    # The A♠ cannot be beaten: it leads it, takes the round, then leads the pair and is out.
    s = game("AS 5C 5H", "KC 2S 3S", "QH 4S 6S")
    assert bot_choice(s) == "A♠"
    act(s, "AS", "KC", "QH")
    assert s.to_act == 0
    assert bot_choice(s) == "Pair of 5s"


# ---- winning the round ------------------------------------------------------------------------

def test_near_the_end_it_takes_the_round_with_a_card_that_cannot_be_beaten():
    # Three cards left: the 6♦ would shed for free above the 3♦, but the A♠ keeps the lead.
    s = game("TD 2S 3S", "3D 4S 5S", "6D AS 3C")
    act(s, "TD", "3D")
    assert bot_choice(s) == "A♠"


def test_near_the_end_it_wins_with_its_cheapest_winning_card():
    s = game("QH 2S 3S", "3D 4S 5S", "KS AS 5C")
    act(s, "QH", "3D")
    assert bot_choice(s) == "K♠"


def test_early_in_a_hand_it_sheds_a_low_card_rather_than_spend_an_ace_on_the_lead():
    # The lead by itself is no prize: the leader plays blind and is the likeliest to drink.
    s = game("TD 2S 3S 4S 5S", "3D 4H 7H 8S 8H", "6D AS 3C 9H 9S")
    act(s, "TD", "3D")
    assert bot_choice(s) == "6♦"


# ---- when it cannot win -----------------------------------------------------------------------

def test_looking_like_the_loser_it_plays_its_lowest_card():
    # Last to play under an ace: any card is the round's lowest, so the 4 goes.
    s = game("AH 2S 3S 4S 5S", "KC KD 4H 7H 8S", "4C 8D QC 6H 6S", gin="3C")
    act(s, "AH", "pass")
    assert bot_choice(s) == "4♣"


def test_looking_like_the_loser_it_plays_its_lowest_pair():
    s = game("AH AD 3S 4S 5S", "KC KD 4H 7H 8S", "3C 3D 9C 9H KS", gin="2C")
    act(s, "AH AD", "pass")
    assert bot_choice(s) == "Pair of 3s"


def test_it_sheds_a_card_that_escapes_the_drink_before_one_that_would_drink():
    # The 3♦ is the lowest so far: the 6♠ is above it and drinks nothing, the 2♣ would drink.
    s = game("9H 2S 3S 4S 5S", "3D 8C 8H KS 7D", "2C 6S JC JD QH")
    act(s, "9H", "3D")
    assert bot_choice(s) == "6♠"


def test_it_passes_to_keep_an_ace_that_would_only_be_the_lowest_play_now():
    # The A♥ came first, so the A♠ cannot win this round and, last to play, it would drink:
    # the same drink as a pass, which keeps a card that takes a round later.
    s = game("AH 2S 3S 4S 5S", "KC KD 4H 7H 8S", "AS 6D 6H 9C 9S", gin="3C")
    act(s, "AH", "pass")
    assert bot_choice(s) == "Pass"


# ---- the gin card -----------------------------------------------------------------------------

def test_rather_than_drink_for_its_lowest_card_it_swaps_it_for_a_gin_card_that_pairs():
    s = game("KH 2S 3S 4S 5S", "KC KD 4H 7H 8S", "3C 5D QS 9C 9H", gin="QH")
    act(s, "KH", "pass")
    assert bot_choice(s) == swap_words("3C")


def test_passing_it_swaps_a_low_card_for_a_high_gin_card():
    s = game("5C 5S 3S 4S 7S", "KC 2H 4H 7H 8S", "2C 6D 9H JS KD", gin="AD")
    act(s, "5C 5S", "pass")
    assert bot_choice(s) == swap_words("2C")


def test_passing_it_swaps_a_low_card_for_a_gin_card_that_extends_a_straight_flush():
    s = game("5C 5S 3S 4S 7S", "KC 2H 4H 7H 8S", "5D 6D 7D 2C JS", gin="8D")
    act(s, "5C 5S", "pass")
    assert bot_choice(s) == swap_words("2C")


def test_passing_it_leaves_a_useless_gin_card():
    s = game("5C 5S 3S 4S 7S", "KC 2H 4H 7H 8S", "2C 6D 9H JS KD", gin="3D")
    act(s, "5C 5S", "pass")
    assert bot_choice(s) == "Pass"


# ---- near the end of a hand -------------------------------------------------------------------

def test_near_the_end_it_breaks_a_pair_to_take_the_round():
    # The same hand that passes above, once seat 2 is down to its last card.
    s = game("2S 2H TD 3S", "5C 5H 9C 9D", "KC KD 4H 6H")
    act(s, "2S 2H", "pass", "KC KD", "4H", "3S")
    assert s.view(1).hand_sizes == (1, 4, 1)
    assert bot_choice(s) == "9♣"


def test_near_the_end_it_breaks_a_pair_to_shed_a_card_rather_than_pass():
    # Nothing beats the A♥, but seat 2 is going out: a card shed now beats a drink and a pass.
    s = game("2S 2H TD 3S", "5C 5H 9C 9D", "KC KD AH 6H")
    act(s, "2S 2H", "pass", "KC KD", "AH", "3S")
    assert s.view(1).hand_sizes == (1, 4, 1)
    assert bot_choice(s) in {"5♣", "5♥", "9♣", "9♦"}


def test_with_two_players_left_it_breaks_its_pair_and_then_goes_out():
    s = game("5D 8S", "9C 9H")
    act(s, "5D")
    assert bot_choice(s) == "9♣"
    act(s, "9C")
    assert bot_choice(s) == "9♥"


def test_it_goes_out_with_its_last_play_even_as_the_lowest():
    # Its straight flush would drink under the 9♦–Q♦ and could take the lead later, which
    # alone would be worth a pass; but it is the whole hand, and playing it ends the hand for it.
    s = game("9D TD JD QD", "2H 3H 9S KS", "4S 6S 8H TH", "5C 6C 7C 8C", gin="3D")
    act(s, "9D TD JD QD", "pass", "pass")
    assert bot_choice(s) == "Straight flush 5♣–8♣"


# ---- rock-paper-scissors ----------------------------------------------------------------------

def test_it_plays_rock_paper_scissors_uniformly_at_random():
    # Seat 0 leads its only card and the others pass: nobody who played holds cards.
    s = game("AS", "2C", "3C", gin="4D")
    act(s, "AS", "pass", "pass")
    assert s.phase is Phase.ROCK_PAPER_SCISSORS
    view, legal = s.view(s.to_act), s.legal_actions()
    assert sorted(legal) == sorted(SHAPES)
    bot, rng = UltimateLoserBot(), Rng(7)
    counts = Counter(bot.choose(view, legal, rng) for _ in range(3000))
    assert set(counts) == set(SHAPES)
    assert all(900 <= n <= 1100 for n in counts.values())


# ---- better than chance -----------------------------------------------------------------------

def test_the_registry_gives_this_bot_for_ultimate_loser():
    assert isinstance(make_bot("rule", "ultimate-loser"), UltimateLoserBot)


@pytest.mark.parametrize("readings", [
    {}, {"hand_end": ENDS_ROUND}, {"tied_winner_drinks": False}, {"four_singles": True},
])
def test_the_bot_drinks_far_less_than_random_players(readings):
    """One rule-of-thumb player, moving round the table, against three random ones: its mean
    drinks a game against theirs, and how often it is the Ultimate Loser, under the default
    readings of the rules and under each other one."""
    games, players = 20, 4
    mine = theirs = 0.0
    losers = 0
    for seat, state in games_against_random(RULES, UltimateLoserBot, players, games, Rng(2024),
                                            readings):
        mine += state.scores[seat] / games
        theirs += (sum(state.scores) - state.scores[seat]) / (players - 1) / games
        losers += sum(1 for deal in state.sheet if deal.marks[seat] == "ultimate loser")
    # Random players pass (and drink) at almost every turn; the bot drinks a fraction of that.
    assert mine < theirs / 2
    # Five hands a game: a fair share of Ultimate Losers would be a quarter of the 100 hands.
    assert losers <= 5

"""Ultimate Loser's rules of play, each on a hand-made deal: the lead and what may follow it, the
refusals, who wins a round and who leads next, rock-paper-scissors for the lead, the gin card, the
deal and the options.

The helpers here build games from card texts and name moves in words; the other Ultimate Loser
tests use them too. With the default dealer (the last seat) seat 0 leads the first round.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from cardtable.engine.cards import format_card, parse_card, parse_cards
from cardtable.engine.events import Event
from cardtable.engine.protocol import IllegalAction, OptionError, Phase
from cardtable.games.ultimate_loser.events import (
    CombinationPlayed,
    GinSwapped,
    ShapeChosen,
    ShapesShown,
    TrickSettled,
    TurnPassed,
)
from cardtable.games.ultimate_loser.plays import (
    PAPER,
    ROCK,
    RUN,
    SCISSORS,
    SHAPE,
    play_for_cards,
)
from cardtable.games.ultimate_loser.rules import (
    END_GAME,
    PASS,
    RULES,
    SWAP_BASE,
    Deal,
    UltimateLoserState,
)

WORDS = {"pass": PASS, "rock": ROCK, "paper": PAPER, "scissors": SCISSORS, "end": END_GAME}


# ---- helpers ----------------------------------------------------------------------------------

def deal(*hands: str, spare: str) -> Deal:
    """A deal from card texts, seat 0 first; the first spare card is the gin card."""
    return Deal(tuple(tuple(parse_cards(h)) for h in hands), tuple(parse_cards(spare)))


def game(*hands: str, spare: str, dealer: int | None = None, scores: list[int] | None = None,
         more: tuple[Deal, ...] = (), **options: object) -> UltimateLoserState:
    """A game whose first hand is dealt as written (``more`` deals follow it); the dealer
    defaults to the last seat, so seat 0 leads."""
    n = len(hands)
    return RULES.new_game(
        options, seed=1, players=n, deals=[deal(*hands, spare=spare), *more],
        dealer=n - 1 if dealer is None else dealer, scores=scores,
    )


def move(words: str) -> int:
    """An action from words: "pass", "swap 3C", "rock", "paper", "scissors", "end", or the
    cards of a play ("9C 9H")."""
    if words in WORDS:
        return WORDS[words]
    if words.startswith("swap "):
        return SWAP_BASE + parse_card(words.removeprefix("swap "))
    action = play_for_cards(parse_cards(words))
    assert action >= 0, f"{words!r} is not a play"
    return action


def moves(*words: str) -> set[int]:
    return {move(w) for w in words}


def act(state: UltimateLoserState, *words: str) -> list[Event]:
    """Take the moves in turn and return every event."""
    events: list[Event] = []
    for w in words:
        events += state.apply(move(w))
    return events


def settled(events: list[Event]) -> TrickSettled:
    """The one round settled among ``events``."""
    found = [e for e in events if isinstance(e, TrickSettled)]
    assert len(found) == 1
    return found[0]


def swaps_and_pass(hand: str) -> set[int]:
    """What a follower holding ``hand`` may always do besides playing: pass, or swap any card."""
    return {PASS} | {SWAP_BASE + c for c in parse_cards(hand)}


# ---- the lead ---------------------------------------------------------------------------------

def test_the_leader_may_lead_any_combination_in_hand_and_nothing_else():
    s = game("9C 9H 9D 10C JC", "2D 3D 4D 5D 6D", spare="AS")
    assert s.to_act == 0 and s.phase is Phase.PLAY
    assert set(s.legal_actions()) == moves(
        "9C", "9D", "9H", "10C", "JC",
        "9C 9D", "9C 9H", "9D 9H",
        "9C 9D 9H",
        "9C 10C JC",
    )


def test_the_first_hand_is_led_by_the_left_of_the_dealer():
    s = game("2C", "3C", "4C", spare="5C", dealer=1)
    assert s.dealer == 1
    assert s.to_act == s.leader == 2


def test_the_first_dealer_comes_from_the_seed():
    assert RULES.new_game(None, 42, 5).dealer == RULES.new_game(None, 42, 5).dealer
    assert {RULES.new_game(None, seed, 5).dealer for seed in range(60)} == set(range(5))


# ---- following: same shape, any height --------------------------------------------------------

FOLLOWER = "4C 4D 4H 4S 7H 8H 9H 10H 2C"


@pytest.mark.parametrize(("lead", "follows"), [
    ("AS", ["4C", "4D", "4H", "4S", "7H", "8H", "9H", "10H", "2C"]),
    ("AC AD", ["4C 4D", "4C 4H", "4C 4S", "4D 4H", "4D 4S", "4H 4S"]),
    ("AC AD AH", ["4C 4D 4H", "4C 4D 4S", "4C 4H 4S", "4D 4H 4S"]),
    ("AC AD AH AS", ["4C 4D 4H 4S"]),
    ("JS QS KS", ["7H 8H 9H", "8H 9H 10H"]),
    ("10S JS QS KS", ["7H 8H 9H 10H"]),
    ("9S 10S JS QS KS", []),
])
def test_a_follower_plays_the_shape_led_at_any_height_or_passes_or_swaps(lead, follows):
    s = game("AC AD AH AS 9S 10S JS QS KS", FOLLOWER, "5C 6C 7C 8C 9C 10C JC QC KC",
             spare="2D")
    act(s, lead)
    assert s.to_act == 1
    assert s.view(1).shape == SHAPE[move(lead)]
    # Every follow is lower than the lead: nothing has to beat it.
    assert set(s.legal_actions()) == moves(*follows) | swaps_and_pass(FOLLOWER)


def test_a_straight_flush_is_followed_only_by_one_of_the_same_length():
    s = game("2C 3C 4C 9D", "5H 6H 7H 8H", "JS QS KS AS", spare="2D")
    act(s, "2C 3C 4C")
    assert s.view(1).shape == RUN + 3
    # The four-card run holds two three-card runs; it may not be played whole.
    assert set(s.legal_actions()) == moves("5H 6H 7H", "6H 7H 8H") | swaps_and_pass("5H 6H 7H 8H")
    act(s, "pass")
    assert set(s.legal_actions()) == moves("JS QS KS", "QS KS AS") | swaps_and_pass("JS QS KS AS")


def test_a_four_card_run_cannot_be_followed_with_a_three_card_run():
    s = game("2C 3C 4C 5C", "6H 7H 8H 2S", "JS QS KS 3S", spare="2D")
    act(s, "2C 3C 4C 5C")
    assert set(s.legal_actions()) == swaps_and_pass("6H 7H 8H 2S")
    assert "straight flush of 4" in s.why_illegal(move("6H 7H 8H"))


def test_pass_and_swap_are_offered_even_to_a_follower_who_could_play():
    s = game("5C 7D", "KC 8D", spare="2D")
    act(s, "5C")
    assert set(s.legal_actions()) == moves("KC", "8D", "pass", "swap KC", "swap 8D")


def test_the_ace_is_high_only_in_a_straight_flush():
    assert play_for_cards(parse_cards("QS KS AS")) >= 0
    assert play_for_cards(parse_cards("AS 2S 3S")) == -1
    assert play_for_cards(parse_cards("KS AS 2S")) == -1
    s = game("QS KS AS 2S 3S", "2C 3C 5C 7C 9C", spare="2D")
    assert set(s.legal_actions()) == moves("QS", "KS", "AS", "2S", "3S", "QS KS AS")


def test_sets_and_runs_need_real_sets_and_runs():
    assert play_for_cards(parse_cards("9C 10H")) == -1          # not a pair
    assert play_for_cards(parse_cards("9C 10C")) == -1          # a run needs three cards
    assert play_for_cards(parse_cards("9C 10C JH")) == -1       # not one suit
    assert play_for_cards(parse_cards("9C 10C QC")) == -1       # a gap
    assert SHAPE[move("2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC")] == RUN + 13


# ---- the joker --------------------------------------------------------------------------------

def test_the_joker_plays_only_as_a_single():
    assert play_for_cards([parse_card("JK")]) == 52
    assert play_for_cards(parse_cards("JK AS")) == -1
    assert play_for_cards(parse_cards("QS KS AS JK")) == -1
    s = game("JK AS AH", "KS KH 2C", spare="2D", joker=True)
    assert set(s.legal_actions()) == moves("JK", "AS", "AH", "AS AH")


def test_the_joker_is_the_highest_single():
    s = game("AS AH 3C", "JK 2C 2D", "KC KD 4C", spare="2H", joker=True)
    act(s, "AS")
    assert set(s.legal_actions()) == moves("JK", "2C", "2D") | swaps_and_pass("JK 2C 2D")
    trick = settled(act(s, "JK", "KC"))
    assert trick.best == 1
    assert s.to_act == 1


def test_the_joker_cannot_fill_a_pair():
    s = game("AS AH 3C", "JK 2C 2D", "KC KD 4C", spare="2H", joker=True)
    act(s, "AS AH")
    assert set(s.legal_actions()) == moves("2C 2D") | swaps_and_pass("JK 2C 2D")


def test_a_joker_is_refused_in_a_deal_without_it():
    with pytest.raises(ValueError, match="not in this game's deck"):
        game("JK AS", "2C 3C", spare="2D")


# ---- refusals ---------------------------------------------------------------------------------

def snapshot(state: UltimateLoserState) -> tuple:
    """Everything a refused action must leave as it was."""
    return (list(state.log), [state.view(s) for s in range(state.players)],
            state.legal_actions(), sorted(state.card_places()), state.scores, list(state.sheet),
            state.phase, state.to_act, state.is_over)


def assert_refused(state: UltimateLoserState, action: Any, *words: str) -> None:
    """``action`` is refused with a reason containing ``words``, by apply and step alike, and
    the state stays as it was."""
    before = snapshot(state)
    reason = state.why_illegal(action)
    assert isinstance(reason, str) and reason.strip()
    for word in words:
        assert word in reason, f"{word!r} not in {reason!r}"
    for attempt in (state.apply, state.step):
        with pytest.raises(IllegalAction) as refused:
            attempt(action)
        assert refused.value.reason == reason
        assert snapshot(state) == before
    assert not state.is_legal(action)


def test_the_leader_may_not_pass_or_swap():
    s = game("9C 9H", "2D 3D", spare="AS")
    assert_refused(s, PASS, "leader must play")
    assert_refused(s, move("swap 9C"), "leader must play")


def test_a_follower_may_not_play_another_shape():
    s = game("9C 9H 5S", "2D 3D 3H", spare="AS")
    act(s, "9C")
    assert_refused(s, move("3D 3H"), "a single card was led", "high or low", "pass")
    s = game("9C 9H 5S", "2D 3D 3H", spare="AS")
    act(s, "9C 9H")
    assert_refused(s, move("2D"), "a pair was led")


def test_cards_not_in_hand_cannot_be_played_or_swapped():
    s = game("9C 9H", "2D 3D", spare="AS")
    assert_refused(s, move("2D"), "do not hold", format_card(parse_card("2D")))
    assert_refused(s, move("9C 9D"), "do not hold", format_card(parse_card("9D")))
    act(s, "9C")
    assert_refused(s, move("swap 9H"), "do not hold", format_card(parse_card("9H")))


@pytest.mark.parametrize("action", [-1, 53, 61, 117, 119, 127, 10_000])
def test_numbers_that_are_no_action_are_refused_with_a_reason(action):
    s = game("9C 9H", "2D 3D", spare="AS")
    assert_refused(s, action, "not an action")
    act(s, "9C")
    assert_refused(s, action, "not an action")


def test_a_non_number_is_refused():
    assert_refused(game("9C 9H", "2D 3D", spare="AS"), "9C", "not an action")


def test_rock_paper_scissors_only_when_it_decides_the_lead():
    s = game("AS", "KS", "QS", "JS", spare="2C")
    assert_refused(s, ROCK, "rock-paper-scissors")
    act(s, "AS", "pass", "pass", "pass")
    assert s.phase is Phase.ROCK_PAPER_SCISSORS
    assert_refused(s, move("KS"), "rock, paper or scissors")
    assert_refused(s, PASS, "rock, paper or scissors")


def test_only_an_open_ended_game_can_be_ended_early():
    s = game("9C 9H", "2D 3D", spare="AS")
    assert_refused(s, END_GAME, "open-ended")


def test_nothing_is_allowed_after_the_game():
    s = game("9C", "2D", spare="AS", hands=1)
    act(s, "9C")  # seat 1 alone holds cards: the hand, the only one, is over
    assert s.is_over and s.legal_actions() == []
    assert_refused(s, move("9C"), "game is over")


# ---- who wins the round and who leads next ----------------------------------------------------

def test_the_highest_play_wins_and_leads():
    s = game("5C 7D", "KC 8D", "9C 6D", spare="2H")
    trick = settled(act(s, "5C", "KC", "9C"))
    assert trick.best == trick.leader == 1
    assert s.to_act == s.leader == 1
    assert set(s.legal_actions()) == moves("8D")


def test_of_equal_tops_the_first_played_wins():
    s = game("KC 7D", "AH 8D", "AD 6D", spare="2H")
    assert settled(act(s, "KC", "AH", "AD")).best == 1
    s = game("AC 7D", "AH 8D", "AD 6D", spare="2H")
    assert settled(act(s, "AC", "AH", "AD")).best == 0


def test_a_straight_flush_is_ranked_by_its_top_card():
    s = game("2C 3C 4C 9D", "8H 9H 10H 2S", "QS KS AS 3S", spare="2D")
    trick = settled(act(s, "2C 3C 4C", "8H 9H 10H", "QS KS AS"))
    assert trick.best == 2


def test_when_the_winner_is_out_the_next_best_holder_leads_first_of_equals():
    s = game("5C 5D AH", "6C 6D AS", "KH 2C 3C", "KC 2D 3D", spare="9S")
    first = settled(act(s, "5C 5D", "6C 6D", "pass", "pass"))
    assert first.best == first.leader == 1
    # Seat 1 plays its last card and wins; seat 0's ace is second best but seat 0 is out too;
    # of the two kings still held, seat 2's came first.
    second = settled(act(s, "AS", "KH", "KC", "AH"))
    assert second.best == 1
    assert second.leader == 2
    assert s.to_act == s.leader == 2
    assert s.view(0).out == (0, 1)


def test_players_without_cards_are_skipped():
    s = game("5C 5D AH", "6C 6D AS", "KH 2C 3C", "KC 2D 3D", spare="9S")
    act(s, "5C 5D", "6C 6D", "pass", "pass", "AS", "KH", "KC", "AH")
    act(s, "2C")
    assert s.to_act == 3
    events = act(s, "3D")
    assert settled(events).leader == 3
    assert [type(e) for e in events[:2]] == [CombinationPlayed, TrickSettled]


# ---- rock-paper-scissors for the lead ---------------------------------------------------------

def rps_game(passers: int) -> UltimateLoserState:
    """Four players with one card each: seat 0 leads its only card; seat 1 plays (and is out
    too) unless three seats pass. Those who passed then play rock-paper-scissors."""
    s = game("AS", "KS", "QS", "JS", spare="2C")
    act(s, "AS", *(["pass"] * 3 if passers == 3 else ["KS", "pass", "pass"]))
    return s


def test_rock_paper_scissors_starts_when_nobody_who_played_holds_cards():
    s = game("AS", "KS", "QS", "JS", spare="2C")
    events = act(s, "AS", "KS", "pass", "pass")
    trick = settled(events)
    assert trick.best == 0 and trick.leader is None
    assert s.phase is Phase.ROCK_PAPER_SCISSORS
    assert s.legal_actions() == [ROCK, PAPER, SCISSORS]
    assert s.view(0).shape_players == (2, 3)
    assert s.to_act == 2
    assert s.view(0).rounds[-1].leader is None


def test_the_choices_go_clockwise_from_the_left_of_the_rounds_leader():
    s = game("AS", "KS", "QS", "JS", spare="2C", dealer=1)
    act(s, "QS", "pass", "pass", "pass")  # seat 2 leads; seats 3, 0 and 1 pass
    assert s.view(0).shape_players == (3, 0, 1)
    assert s.to_act == 3
    act(s, "rock")
    assert s.to_act == 0
    act(s, "rock")
    assert s.to_act == 1


@pytest.mark.parametrize(("two", "three", "winner"), [
    ("rock", "scissors", 2), ("scissors", "rock", 3),
    ("scissors", "paper", 2), ("paper", "scissors", 3),
    ("paper", "rock", 2), ("rock", "paper", 3),
])
def test_two_players_rock_paper_scissors(two, three, winner):
    s = rps_game(passers=2)
    events = act(s, two, three)
    assert [e for e in events if isinstance(e, ShapeChosen)] == [
        ShapeChosen(2, move(two)), ShapeChosen(3, move(three))]
    shown = [e for e in events if isinstance(e, ShapesShown)]
    assert shown == [ShapesShown(((2, move(two)), (3, move(three))), (winner,))]
    assert s.phase is Phase.PLAY
    assert s.to_act == s.leader == winner
    assert s.legal_actions() == [move({2: "QS", 3: "JS"}[winner])]


def test_two_equal_choices_are_played_again():
    s = rps_game(passers=2)
    events = act(s, "paper", "paper")
    assert next(e for e in events if isinstance(e, ShapesShown)).still_in == (2, 3)
    assert s.phase is Phase.ROCK_PAPER_SCISSORS
    assert s.to_act == 2
    assert s.view(2).my_shape == 0 and s.view(0).shapes_chosen == ()


@pytest.mark.parametrize("choices", [
    ("rock", "rock", "rock"), ("scissors", "scissors", "scissors"),
    ("rock", "paper", "scissors"), ("scissors", "rock", "paper"),
])
def test_three_players_draw_when_all_choose_the_same_or_all_three_shapes(choices):
    s = rps_game(passers=3)
    assert s.view(0).shape_players == (1, 2, 3)
    events = act(s, *choices)
    assert next(e for e in events if isinstance(e, ShapesShown)).still_in == (1, 2, 3)
    assert s.phase is Phase.ROCK_PAPER_SCISSORS
    assert s.view(0).shape_players == (1, 2, 3)
    assert s.to_act == 1
    assert [s.view(k).my_shape for k in range(4)] == [0, 0, 0, 0]


def test_three_players_narrow_down_to_the_winning_shape():
    s = rps_game(passers=3)
    events = act(s, "rock", "scissors", "rock")
    assert next(e for e in events if isinstance(e, ShapesShown)).still_in == (1, 3)
    assert s.phase is Phase.ROCK_PAPER_SCISSORS
    assert s.view(2).shape_players == (1, 3)
    assert s.to_act == 1
    act(s, "scissors", "rock")
    assert s.phase is Phase.PLAY
    assert s.to_act == s.leader == 3


def test_a_single_winner_of_three_leads_at_once():
    s = rps_game(passers=3)
    act(s, "paper", "rock", "rock")
    assert s.phase is Phase.PLAY
    assert s.to_act == s.leader == 1
    assert s.view(0).shape_players == ()


def test_choices_stay_hidden_until_all_have_chosen():
    s = rps_game(passers=3)
    before = [s.view(k) for k in range(4)]
    rock, paper = s.clone(), s.clone()
    act(rock, "rock")
    act(paper, "paper")
    assert rock.view(1).my_shape == ROCK and paper.view(1).my_shape == PAPER
    for k in (0, 2, 3):
        # The others learn only that seat 1 has chosen, and whose turn it is now.
        assert rock.view(k) == paper.view(k) == replace(before[k], shapes_chosen=(1,), to_act=2)
        assert rock.view(k).my_shape == 0


# ---- the gin card -----------------------------------------------------------------------------

def test_the_gin_card_is_the_first_spare_card_face_up():
    s = game("9C 9H", "2D 3D", spare="AS KD QD")
    for k in range(2):
        assert s.view(k).gin == parse_card("AS")
        assert s.view(k).stock_size == 2
    assert (parse_card("AS"), "gin") in s.card_places()


def test_a_swap_takes_the_gin_card_and_leaves_the_given_card_face_up():
    s = game("9C 5H", "2D 3D", "7S 8S", spare="AS KD")
    act(s, "9C")
    events = act(s, "swap 3D")
    assert events == [GinSwapped(1, parse_card("3D"), parse_card("AS")), TurnPassed(1)]
    assert s.view(1).hand == tuple(parse_cards("2D AS"))
    for k in range(3):
        assert s.view(k).gin == parse_card("3D")
        assert s.view(k).swaps == ((1, parse_card("3D"), parse_card("AS")),)
        assert s.view(k).passers == (1,)
        assert s.view(k).hand_sizes == (1, 2, 2)
    assert (parse_card("3D"), "gin") in s.card_places()
    assert (parse_card("AS"), "hand 1") in s.card_places()
    # The card given is the next player's gin card to take.
    act(s, "swap 7S")
    assert s.view(2).hand == tuple(parse_cards("3D 8S"))
    assert s.view(0).gin == parse_card("7S")


def test_a_swapper_drinks_as_a_passer_and_the_round_remembers_the_swap():
    s = game("9C 5H", "2D 3D", "7S 8S", spare="AS KD")
    trick = settled(act(s, "9C", "swap 3D", "8S"))
    assert trick.passers == (1,)
    assert trick.drinks == (0, 1, 1)
    record = s.view(2).rounds[-1]
    assert record.swaps == ((1, parse_card("3D"), parse_card("AS")),)
    assert record.passers == (1,)
    assert s.view(2).swaps == ()


# ---- the deal ---------------------------------------------------------------------------------

# Worked out from the rule: equal hands with at least one card over (two players: 13 each).
DEAL_SIZES = {
    # players: (hand, spare) with 52 cards, then with 53
    2: ((13, 26), (13, 27)),
    3: ((17, 1), (17, 2)),
    4: ((12, 4), (13, 1)),
    5: ((10, 2), (10, 3)),
    6: ((8, 4), (8, 5)),
    7: ((7, 3), (7, 4)),
}


@pytest.mark.parametrize("players", range(2, 8))
@pytest.mark.parametrize("joker", [False, True])
def test_the_deal_gives_equal_hands_and_leaves_a_face_up_gin_card(players, joker):
    size, spare = DEAL_SIZES[players][joker]
    deck = set(range(53 if joker else 52))
    for seed in range(3):
        s = RULES.new_game({"joker": joker}, seed, players)
        dealt = s.deal_record()
        assert [len(h) for h in dealt.hands] == [size] * players
        assert len(dealt.kitty) == spare
        every = [c for h in dealt.hands for c in h] + list(dealt.kitty)
        assert len(every) == len(set(every)) and set(every) == deck
        for k in range(players):
            v = s.view(k)
            assert v.hand == dealt.hands[k]
            assert v.gin == dealt.kitty[0]
            assert v.stock_size == spare - 1
        assert sorted(s.card_places()) == sorted(
            [(c, f"hand {k}") for k, h in enumerate(dealt.hands) for c in h]
            + [(dealt.kitty[0], "gin")] + [(c, "spare") for c in dealt.kitty[1:]])


def test_a_hand_made_deal_needs_a_spare_card():
    with pytest.raises(ValueError, match="left over"):
        game("9C", "2D", spare="")


def test_a_hand_made_deal_cannot_hold_more_than_the_deal_gives():
    clubs = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC 2D"
    hearts = "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH 3D"
    with pytest.raises(ValueError, match="larger"):  # two players get 13 cards, not 14
        game(clubs, hearts, spare="AS")
    with pytest.raises(ValueError, match="one size"):
        game("9C 9H", "2D", spare="AS")


# ---- options ----------------------------------------------------------------------------------

def test_the_defaults_and_the_presets():
    assert RULES.validate(None, 4) == {
        "joker": False, "hands": 5, "penalty": 4, "hand_end": "one left",
        "tied_winner_drinks": True, "four_singles": False}
    assert RULES.validate(None, 4, "standard") == RULES.validate(None, 4)
    assert RULES.validate(None, 4, "joker")["joker"] is True
    assert RULES.validate(None, 4, "open-ended")["hands"] == 0
    assert RULES.validate({"penalty": 9}, 4, "joker") == {
        **RULES.validate(None, 4), "joker": True, "penalty": 9}
    assert RULES.lower_wins(RULES.validate(None, 4))


@pytest.mark.parametrize("players", range(2, 8))
def test_two_to_seven_players_may_play(players):
    assert RULES.new_game(None, 1, players).players == players


@pytest.mark.parametrize("players", [0, 1, 8, 12, True, "4"])
def test_other_numbers_of_players_are_refused(players):
    with pytest.raises(OptionError) as refused:
        RULES.validate(None, players)
    assert refused.value.option == "players"
    assert "2 to 7" in refused.value.message


@pytest.mark.parametrize(("name", "value"), [
    ("joker", "yes"), ("joker", 1),
    ("hands", -1), ("hands", 100), ("hands", "5"), ("hands", True),
    ("penalty", -1), ("penalty", 21), ("penalty", 2.5),
    ("hand_end", "trick"), ("hand_end", True),
    ("tied_winner_drinks", "no"), ("four_singles", 0),
])
def test_bad_option_values_are_refused_naming_the_option(name, value):
    with pytest.raises(OptionError) as refused:
        RULES.new_game({name: value}, 1, 4)
    assert refused.value.option == name


def test_unknown_options_and_presets_are_refused():
    with pytest.raises(OptionError) as refused:
        RULES.validate({"skip": True}, 4)
    assert refused.value.option == "skip"
    with pytest.raises(OptionError) as refused:
        RULES.validate(None, 4, "scrape")
    assert refused.value.option == "preset"

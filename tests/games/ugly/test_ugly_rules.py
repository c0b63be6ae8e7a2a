"""Ugly's deal, trumps, passing, trick play and the end of the game, each rule on its own."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.cards import format_card, format_cards, parse_card, parse_cards
from cardtable.engine.events import (
    DealScored,
    Dealt,
    GameOver,
    PassChosen,
    Passed,
    TrickWon,
    TrumpChosen,
)
from cardtable.engine.protocol import IllegalAction, OptionError, Phase
from cardtable.games.ugly.rules import NO_TRUMP, RULES, TRUMP_BASE, UglyState
from cardtable.games.ugly.state import deal_in_pairs

from .test_ugly_deals import deal, game, play, playing, trumps

CLUBS, DIAMONDS, HEARTS, SPADES = range(4)


def legal(state: UglyState) -> str:
    return format_cards(state.legal_actions())


def random_game(players: int, seed: int) -> tuple[UglyState, list]:
    """A whole game with random legal actions, and every event it produced."""
    state = RULES.new_game(None, seed, players)
    events = list(state.initial_events())
    pick = random.Random(seed)
    while not state.is_over:
        events += state.apply(pick.choice(state.legal_actions()))
    return state, events


# ---- players, cards and the deal --------------------------------------------------------------

@pytest.mark.parametrize("seed", range(5))
def test_three_players_get_17_cards_each_without_the_two_of_spades(seed):
    dealt = RULES.new_game(None, seed, 3).deal_record()
    assert [len(h) for h in dealt.hands] == [17, 17, 17]
    cards = [c for h in dealt.hands for c in h]
    assert len(set(cards)) == 51
    assert parse_card("2S") not in cards
    assert dealt.removed == (parse_card("2S"),)


@pytest.mark.parametrize("seed", range(5))
def test_four_players_get_13_cards_each_from_the_whole_pack(seed):
    dealt = RULES.new_game(None, seed, 4).deal_record()
    assert [len(h) for h in dealt.hands] == [13] * 4
    assert {c for h in dealt.hands for c in h} == set(range(52))
    assert dealt.removed == ()


def test_the_cards_are_dealt_two_at_a_time_from_the_left_of_the_dealer():
    # The deck in order 0, 1, 2 …: with four players the first player (seat 1 here) gets the
    # top two cards, seat 2 the next two, and so on round the table; after six rounds of two
    # (48 cards) the last four go one each.
    hands = deal_in_pairs(list(range(52)), 4, first=1)
    positions = [sorted(c for c in range(52) if hands[seat] >> c & 1) for seat in range(4)]
    assert positions[1] == [0, 1, 8, 9, 16, 17, 24, 25, 32, 33, 40, 41, 48]
    assert positions[2] == [2, 3, 10, 11, 18, 19, 26, 27, 34, 35, 42, 43, 49]
    assert positions[0] == [6, 7, 14, 15, 22, 23, 30, 31, 38, 39, 46, 47, 51]


def test_three_players_are_dealt_eight_rounds_of_two_and_one_single():
    # 51 cards: 8 rounds of 2 × 3 players = 48, then one card each (positions 48, 49, 50).
    hands = deal_in_pairs(list(range(51)), 3, first=0)
    positions = [sorted(c for c in range(51) if hands[seat] >> c & 1) for seat in range(3)]
    assert positions[2] == [4, 5, 10, 11, 16, 17, 22, 23, 28, 29, 34, 35, 40, 41, 46, 47, 50]
    assert [len(p) for p in positions] == [17, 17, 17]


def test_the_first_dealer_comes_from_the_seed():
    assert RULES.new_game(None, 42, 4).dealer == RULES.new_game(None, 42, 4).dealer
    assert {RULES.new_game(None, seed, 4).dealer for seed in range(40)} == {0, 1, 2, 3}


# ---- the number of hands and the passes -------------------------------------------------------

@pytest.mark.parametrize(("players", "passes"), [
    (4, [1, 3, 5, 7, 9, 11, 13]),
    (3, [1, 3, 5, 7, 9, 11, 13, 15, 17]),
])
def test_the_passes_grow_by_two_until_the_whole_hand_goes(players, passes):
    state = RULES.new_game(None, 7, players)
    pick = random.Random(7)
    seen: list[int] = []
    while not state.is_over:
        if state.phase is Phase.CHOOSE_TRUMP:
            seen.append(state.view(0).pass_count)
            assert state.view(0).hand_number == len(seen) - 1
            assert state.view(0).hands_in_game == len(passes)
        state.apply(pick.choice(state.legal_actions()))
    assert seen == passes
    assert len(state.sheet) == len(passes)
    assert [d.deal for d in state.sheet] == list(range(len(passes)))


@pytest.mark.parametrize("players", [3, 4])
def test_the_dealer_and_the_trump_chooser_move_left_each_hand(players):
    state = RULES.new_game(None, 11, players)
    first = state.dealer
    pick = random.Random(11)
    hand = 0
    while not state.is_over:
        if state.phase is Phase.CHOOSE_TRUMP:
            dealer = (first + hand) % players
            assert state.dealer == dealer
            assert state.to_act == state.view(0).trump_chooser == (dealer + 1) % players
            hand += 1
        state.apply(pick.choice(state.legal_actions()))
    assert hand == RULES.new_game(None, 1, players).hands_in_game


def test_every_hand_is_announced_and_scored_and_the_game_ends_once():
    state, events = random_game(4, 3)
    assert state.is_over and len(state.sheet) == 7
    kinds = [type(e) for e in events]
    assert kinds.count(Dealt) == 7
    assert kinds.count(TrumpChosen) == 7
    assert kinds.count(DealScored) == 7
    assert kinds.count(GameOver) == 1 and kinds[-1] is GameOver
    # The last hand passes by itself: 13 cards a seat go, and no PassChosen comes before it.
    last_deal = max(i for i, k in enumerate(kinds) if k is Dealt)
    last = events[last_deal:]
    assert not any(isinstance(e, PassChosen) for e in last)
    passed = [e for e in last if isinstance(e, Passed)]
    assert [len(cards) for _, _, cards in passed[0].transfers] == [13] * 4


# ---- naming trumps ----------------------------------------------------------------------------

def test_the_player_left_of_the_dealer_names_a_suit_or_no_trumps():
    s = game("AS 2C", "KS 3C", "QS 4C", "JS 5C", dealer=1)
    assert s.phase is Phase.CHOOSE_TRUMP
    assert s.to_act == 2
    assert s.legal_actions() == [TRUMP_BASE + k for k in range(4)] + [NO_TRUMP]
    assert s.view(2).trump == -1 and not s.view(2).trump_named
    events = s.apply(trumps("H"))
    assert events[0] == TrumpChosen(HEARTS, 2)
    assert s.view(0).trump == HEARTS
    assert s.phase is Phase.PASS and s.to_act == 2


def test_no_trumps_is_shown_as_none():
    s = game("AS 2C", "KS 3C", "QS 4C")
    assert s.apply(NO_TRUMP)[0] == TrumpChosen(None, 0)
    assert s.view(1).trump is None and s.view(1).trump_named
    assert s.initial_events()[1] == TrumpChosen(None, 0)


def test_trumps_are_named_before_any_card_moves():
    s = game("AS 2C", "KS 3C", "QS 4C")
    before = s.view(0)
    with pytest.raises(IllegalAction, match="trumps must be named first"):
        s.apply(parse_card("AS"))
    assert s.view(0) == before and s.log == []


def test_actions_are_described_in_words():
    s = game("AS 2C", "KS 3C", "QS 4C")
    assert s.describe_action(trumps("H")) == "Trumps: ♥"
    assert s.describe_action(trumps("C")) == "Trumps: ♣"
    assert s.describe_action(NO_TRUMP) == "No trumps"
    assert s.describe_action(parse_card("QS")) == "Q♠"


# ---- passing ----------------------------------------------------------------------------------

def test_in_the_first_hand_each_player_passes_one_card_to_the_left():
    s = game("AS 2C", "KS 3C", "QS 4C", "JS 5C")
    s.apply(trumps("S"))
    assert s.view(0).pass_count == 1
    order = []
    for card in ("2C", "3C", "4C", "5C"):
        order.append(s.to_act)
        assert s.phase is Phase.PASS
        events = s.apply(parse_card(card))
    assert order == [0, 1, 2, 3]  # left of the dealer first, then clockwise
    assert isinstance(events[-1], Passed)
    assert events[-1].transfers == (
        (0, 1, (parse_card("2C"),)), (1, 2, (parse_card("3C"),)),
        (2, 3, (parse_card("4C"),)), (3, 0, (parse_card("5C"),)),
    )
    assert format_cards(s.view(0).hand) == "5♣ A♠"
    assert format_cards(s.view(1).hand) == "2♣ K♠"
    assert s.view(1).received == (parse_card("2C"),)
    assert s.phase is Phase.PLAY and s.to_act == 0


def test_passed_cards_arrive_only_when_everyone_has_chosen():
    s = game("AS 2C", "KS 3C", "QS 4C", "JS 5C")
    s.apply(trumps("S"))
    events = play(s, "2C 3C")
    assert [type(e) for e in events] == [PassChosen, PassChosen]
    assert format_cards(s.view(1).hand) == "3♣ K♠"  # the 2♣ has not arrived yet
    assert s.view(1).received == ()
    assert s.view(0).passing == (parse_card("2C"),)
    assert s.view(1).passing == (parse_card("3C"),)


def test_a_card_cannot_be_passed_twice_or_passed_if_not_held():
    # hand_number counts from 0: 1 is the second hand, which passes three cards.
    s = game("AS 2C 3D 4D", "KS 3C 5D 6D", "QS 4C 7D 8D", "JS 5C 9D TD", hand_number=1)
    s.apply(trumps("D"))
    assert s.view(0).pass_count == 3
    s.apply(parse_card("2C"))
    with pytest.raises(IllegalAction, match="already chosen to pass"):
        s.apply(parse_card("2C"))
    with pytest.raises(IllegalAction, match="you do not hold the K♠"):
        s.apply(parse_card("KS"))
    with pytest.raises(IllegalAction, match="trumps are already named"):
        s.apply(trumps("H"))


def test_in_the_second_hand_each_player_passes_three_cards():
    # hand_number counts from 0: 1 is the second hand.
    s = game("AS 2C 3D 4D", "KS 3C 5D 6D", "QS 4C 7D 8D", "JS 5C 9D TD", hand_number=1)
    s.apply(NO_TRUMP)
    chosen = ["AS 2C 3D", "KS 3C 5D", "QS 4C 7D", "JS 5C 9D"]
    for seat, cards in enumerate(chosen):
        assert s.to_act == seat
        play(s, cards)
    assert s.phase is Phase.PLAY
    # Each seat keeps one card and gets the three from its right.
    assert format_cards(s.view(0).hand) == "5♣ 4♦ 9♦ J♠"
    assert format_cards(s.view(2).hand) == "3♣ 5♦ 8♦ K♠"


def test_the_last_hand_passes_the_whole_hand_by_itself():
    s = game("AS 2C", "KS 3C", "QS 4C", "JS 5C", hand_number=6)
    # The seventh hand of four passes 2 × 7 − 1 = 13 cards, the whole hand; this hand-made
    # one holds two cards, and both go.
    assert s.view(0).pass_count == 2
    events = s.apply(trumps("C"))
    assert [type(e) for e in events] == [TrumpChosen, Passed]
    assert s.phase is Phase.PLAY and s.to_act == 0
    assert format_cards(s.view(0).hand) == "5♣ J♠"  # seat 3's hand
    assert format_cards(s.view(1).hand) == "2♣ A♠"  # seat 0's hand
    assert s.view(1).received == tuple(parse_cards("2C AS"))
    assert s.view(0).passing == tuple(parse_cards("2C AS"))


def test_three_players_pass_their_whole_hand_in_the_ninth_hand():
    s = game("AS 2C", "KS 3C", "QS 4C", hand_number=8)
    assert s.view(0).pass_count == 2 == len(s.view(0).hand)
    s.apply(trumps("S"))
    assert s.phase is Phase.PLAY
    assert format_cards(s.view(0).hand) == "4♣ Q♠"


def test_passes_are_seen_only_by_the_giver_and_the_receiver():
    s = game("AS 2C", "KS 3C", "QS 4C", "JS 5C")
    s.apply(trumps("S"))
    play(s, "2C")
    assert s.view(1).passing == () and s.view(2).passing == ()
    play(s, "3C 4C 5C")
    assert parse_card("2C") in s.view(1).hand
    assert s.view(2).received == (parse_card("3C"),)
    assert all(parse_card("2C") not in s.view(k).received for k in (0, 2, 3))


# ---- trick play -------------------------------------------------------------------------------

def test_players_must_follow_suit_and_are_told_why():
    s = playing("2H 9C", "3H 4C", "5H 6C", "7H 8C", trump="C")
    play(s, "2H")
    with pytest.raises(IllegalAction, match="must follow suit: ♥ led"):
        s.apply(parse_card("4C"))
    assert legal(s) == "3♥"


def test_a_player_out_of_the_suit_led_may_trump_or_throw_anything():
    s = playing("2H 9C", "4C 5D", "5H 6C", "7H 8C", trump="C")
    play(s, "2H")
    assert legal(s) == "4♣ 5♦"


def test_a_trump_beats_higher_cards_of_the_suit_led():
    s = playing("AH 9D", "2C 5D", "KH 6D", "QH 8D", trump="C")
    events = play(s, "AH 2C KH QH")
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == 1
    assert s.to_act == 1  # the winner leads next


def test_the_highest_of_two_trumps_wins():
    s = playing("AH 9D", "2C 5D", "3C 6D", "QH 8D", trump="C")
    events = play(s, "AH 2C 3C QH")
    assert [e.winner for e in events if isinstance(e, TrickWon)] == [2]


def test_a_discard_of_another_suit_never_wins():
    s = playing("5H 9D", "AS 5D", "3H 6D", "4H 8D", trump="C")
    events = play(s, "5H AS 3H 4H")
    assert [e.winner for e in events if isinstance(e, TrickWon)] == [0]


def test_without_trumps_the_highest_card_of_the_suit_led_wins():
    s = playing("5H 9D", "2C 5D", "KH 6D", "QH 8D", trump="NT")
    events = play(s, "5H 2C KH QH")
    assert [e.winner for e in events if isinstance(e, TrickWon)] == [2]


def test_when_trumps_are_led_the_highest_trump_wins():
    s = playing("5S 9D", "KS 5D", "AH 6D", "QS 8D", trump="S")
    events = play(s, "5S KS AH QS")
    assert [e.winner for e in events if isinstance(e, TrickWon)] == [1]


def test_an_illegal_card_changes_nothing():
    s = playing("2H 9C", "3H 4C", "5H 6C", "7H 8C", trump="C")
    play(s, "2H")
    before = (s.view(1), list(s.log), s.to_act, s.phase)
    for bad in (parse_card("4C"), parse_card("AS"), trumps("H"), 52, 64, -1, 999):
        with pytest.raises(IllegalAction) as refused:
            s.apply(bad)
        assert refused.value.reason
        with pytest.raises(IllegalAction):
            s.step(bad)
        assert (s.view(1), list(s.log), s.to_act, s.phase) == before


def test_the_view_shows_the_ugly_charm_and_jack_cards_each_seat_took():
    s = playing("7D 2S", "JH 3S", "7C 4S", "JC AS", trump="NT")
    play(s, "7D JH 7C JC")  # seat 0 wins with the only diamond
    for seat in range(4):
        v = s.view(seat)
        assert format_cards(v.scoring_cards[0]) == "7♣ J♣ 7♦ J♥"
        assert v.scoring_cards[1:] == ((), (), ())
        assert v.tricks_won == (1, 0, 0, 0)


def test_a_seat_never_sees_another_seats_hand():
    s = playing("7D 2S", "JH 3S", "7C 4S", "JC AS")
    hands = [set(s.view(seat).hand) for seat in range(4)]
    for seat in range(4):
        v = s.view(seat)
        assert v.hand_sizes == (2, 2, 2, 2)
        known = set(v.hand) | set(v.passing) | set(v.received)
        for other in range(4):
            if other != seat:
                # Only the card this seat passed to its left may be known in another hand.
                allowed = set(v.passing) if other == (seat + 1) % 4 else set()
                assert known & hands[other] <= allowed
                assert known & hands[other] == allowed


# ---- the end of the game ----------------------------------------------------------------------

def test_the_game_ends_after_the_last_hand_and_the_highest_total_wins():
    # Seventh and last hand of four players, scores carried in.
    s = game("AS KS", "2C 3C", "4C 5C", "6C 7C", hand_number=6, scores=[0, 5, 1, 2])
    s.apply(NO_TRUMP)  # the hands move left: seat 1 now holds A♠ K♠, seat 0 the 6♣ 7♣
    events = play(s, "6C AS 2C 4C")
    # Seat 0 leads the 6♣; seat 1 has no club and throws the A♠; the 4♣ and 2♣ lose to the
    # 6♣. Seat 0 leads the 7♣ next and wins again: seat 0 takes two tricks (the 7♣ alone has
    # no effect) and scores +2; the others score 0.
    events += play(s, "7C KS 3C 5C")
    scored = [e for e in events if isinstance(e, DealScored)]
    assert scored[0].points == (2, 0, 0, 0)
    assert scored[0].scores == (2, 5, 1, 2)
    assert isinstance(events[-1], GameOver)
    assert events[-1].winners == (1,)
    assert s.is_over and s.winners == (1,) and s.phase is Phase.GAME_OVER
    assert s.legal_actions() == []
    with pytest.raises(IllegalAction, match="the game is over"):
        s.apply(parse_card("AS"))


def test_players_tied_for_the_highest_total_share_the_win():
    s = game("AS KS", "2C 3C", "4C 5C", "6C 7C", hand_number=6, scores=[0, 2, 1, 2])
    s.apply(NO_TRUMP)
    play(s, "6C AS 2C 4C 7C KS 3C 5C")  # seat 0 scores 2 as above: totals 2, 2, 1, 2
    assert s.scores == (2, 2, 1, 2)
    assert s.winners == (0, 1, 3)


# ---- the options and the game's set-up --------------------------------------------------------

def test_only_three_or_four_players_may_play():
    for players in (2, 5, 6):
        with pytest.raises(OptionError, match="use 3 or 4") as err:
            RULES.validate(None, players)
        assert err.value.option == "players"
    assert RULES.validate(None, 3) == {} and RULES.validate(None, 4, "standard") == {}


def test_there_are_no_house_rules_to_set():
    assert RULES.options == ()
    assert [p.name for p in RULES.presets] == ["standard"] == [RULES.default_preset]
    with pytest.raises(OptionError, match="no house rules") as err:
        RULES.validate({"hands": 3}, 4)
    assert err.value.option == "hands"
    with pytest.raises(OptionError):
        RULES.validate(None, 4, "nonsense")
    assert RULES.lower_wins({}) is False
    assert dict(RULES.new_game(None, 1, 4).options) == {}


def test_a_hand_made_deal_must_fit_the_table():
    with pytest.raises(ValueError, match="hands given"):
        RULES.new_game(None, 1, 4, deals=[deal("AS", "KS", "QS")])
    with pytest.raises(ValueError, match="one size"):
        RULES.new_game(None, 1, 3, deals=[deal("AS 2C", "KS", "QS 3C")])
    with pytest.raises(ValueError, match="twice"):
        RULES.new_game(None, 1, 3, deals=[deal("AS", "AS", "QS")])
    with pytest.raises(ValueError, match="not in this game's deck"):
        RULES.new_game(None, 1, 3, deals=[deal("2S", "KS", "QS")])  # no 2♠ with three
    assert format_card(RULES.new_game(None, 1, 4, deals=[deal("2S", "KS", "QS", "JS")],
                                      dealer=3).view(0).hand[0]) == "2♠"

"""Black Lady scoring, rule by rule, on small hand-made deals played through the engine.

Cards that are not dealt are out of play, so a deal's penalty total is what was dealt: a deal
holding the Q♠ and two hearts is worth 15, and a moon on it is worth 15 instead of 26. Every
expected number below is worked out from the rules in the comment beside it.
"""

from __future__ import annotations

from cardtable.engine.cards import parse_card
from cardtable.engine.events import DealScored, GameOver, TrickWon
from cardtable.engine.protocol import Phase
from cardtable.games.black_lady.events import KittyTaken, TrickRolledOver
from cardtable.games.black_lady.options import validate
from cardtable.games.black_lady.rules import RULES, Deal
from cardtable.games.black_lady.scoring import (
    MARK_MOON,
    MARK_NO_TRICKS,
    MARK_POOL,
    MARK_RESET,
    Tally,
    deal_points,
    game_winners,
    settle,
)

from ...engine.deals import (
    WHOLE_DECK,
    WHOLE_DECK_PLAY,
    cancel_game,
    cplay,
    deal,
    game,
    play,
    scored,
    twin_cards,
)

# ---- deals used by several tests --------------------------------------------------------------

# Three players (the 2♣ is out of the deck with three, so these deals avoid it).
# Trick 1: A♠ Q♠ 5♥, seat 0 wins 13 + 1 = 14. Trick 2: 3♣ 4♣ 4♥, seat 1 wins 1.
BASIC = ("AS 3C", "QS 4C", "5H 4H")
BASIC_PLAY = "AS QS 5H 3C 4C 4H"

# Four players. Trick 1: A♠ Q♠ 5♥ 2♦, seat 0 wins 14. Trick 2: 2♣ 3♣ 4♥ 3♦, seat 1 wins 1.
# Seats 2 and 3 take nothing.
FOUR = ("AS 2C", "QS 3C", "5H 4H", "2D 3D")
FOUR_PLAY = "AS QS 5H 2D 2C 3C 4H 3D"

def first_deal(state) -> DealScored:
    assert state.sheet, "the deal has not been scored"
    return state.sheet[0]


# ---- the penalty cards ------------------------------------------------------------------------

def test_each_heart_counts_one_and_the_black_lady_thirteen():
    result = scored(*BASIC, cards=BASIC_PLAY)
    assert result.taken == (14, 1, 0)  # A♠ Q♠ 5♥ = 13 + 1; 3♣ 4♣ 4♥ = 1
    assert result.points == (14, 1, 0)
    assert result.moon is None


def test_running_totals_add_the_deal_points():
    state = game(*BASIC, scores=[10, 20, 30])
    play(state, BASIC_PLAY)
    assert state.scores == (24, 21, 30)  # 10 + 14, 20 + 1, 30 + 0
    assert state.deal_no == 1 and not state.is_over  # play goes on with a seeded deal


def test_scores_change_only_when_the_deal_ends():
    state = game(*BASIC, scores=[95, 0, 0])
    play(state, "AS QS 5H")  # seat 0 has taken 14 and would be past 100
    assert state.scores == (95, 0, 0)
    assert not state.is_over
    assert state.phase is Phase.PLAY
    assert state.view(0).taken == (14, 0, 0)


def test_a_full_deal_is_worth_26():
    result = scored(*WHOLE_DECK, cards=WHOLE_DECK_PLAY, moon="none")
    assert result.taken == (26, 0, 0, 0)  # 13 hearts + Q♠


def test_pink_lady_counts_the_queen_of_hearts_thirteen():
    # Trick 1: A♥ Q♥ 5♥ to seat 0: 1 + 13 + 1 = 15. Trick 2: 3♣ 4♣ 4♥ to seat 1: 1.
    hands = ("AH 3C", "QH 4C", "5H 4H")
    result = scored(*hands, cards="AH QH 5H 3C 4C 4H", pink_lady=True)
    assert result.points == (15, 1, 0)
    plain = scored(*hands, cards="AH QH 5H 3C 4C 4H")
    assert plain.points == (3, 1, 0)  # without Pink Lady the Q♥ is an ordinary heart


def test_pink_lady_deal_is_worth_38():
    result = scored(*WHOLE_DECK, cards=WHOLE_DECK_PLAY, pink_lady=True, moon="none")
    assert result.taken == (38, 0, 0, 0)  # 12 hearts × 1 + Q♥ 13 + Q♠ 13


def test_black_jack_counts_ten_and_the_queen_of_spades_nothing():
    # Trick 1: A♠ J♠ Q♠ to seat 0: J♠ 10, Q♠ 0. Trick 2: 3♣ 4♣ 4♥ to seat 1: 1.
    hands = ("AS 3C", "JS 4C", "QS 4H")
    result = scored(*hands, cards="AS JS QS 3C 4C 4H", black_jack=True)
    assert result.points == (10, 1, 0)
    plain = scored(*hands, cards="AS JS QS 3C 4C 4H")
    assert plain.points == (13, 1, 0)  # the ordinary game: Q♠ 13, J♠ nothing


def test_black_jack_deal_is_worth_23():
    result = scored(*WHOLE_DECK, cards=WHOLE_DECK_PLAY, black_jack=True, moon="none")
    assert result.taken == (23, 0, 0, 0)  # 13 hearts + J♠ 10


# ---- Omnibus ----------------------------------------------------------------------------------

OMNI = ("AD 3C", "10D 4C", "5H 4H")
OMNI_PLAY = "AD 10D 5H 3C 4C 4H"


def test_omnibus_ten_of_diamonds_is_minus_ten_to_its_taker():
    # Trick 1: A♦ 10♦ 5♥ to seat 0: 1 heart − 10 = −9. Trick 2: 3♣ 4♣ 4♥ to seat 1: 1.
    result = scored(*OMNI, cards=OMNI_PLAY, omnibus="10D")
    assert result.points == (-9, 1, 0)
    assert result.taken == (1, 1, 0)  # the bonus is not a penalty card


def test_omnibus_preset_uses_the_ten_of_diamonds():
    state = RULES.new_game(
        {"passing": "none"}, seed=1, players=3, preset="omnibus", deals=[deal(*OMNI)], dealer=2
    )
    play(state, OMNI_PLAY)
    assert first_deal(state).points == (-9, 1, 0)


def test_omnibus_jack_of_diamonds_variant():
    # The J♦ is the bonus card now, and the 10♦ is an ordinary diamond.
    hands = ("AD 3C", "JD 4C", "5H 4H")
    assert scored(*hands, cards="AD JD 5H 3C 4C 4H", omnibus="JD").points == (-9, 1, 0)
    assert scored(*OMNI, cards=OMNI_PLAY, omnibus="JD").points == (1, 1, 0)


def test_without_omnibus_the_ten_of_diamonds_is_nothing():
    assert scored(*OMNI, cards=OMNI_PLAY).points == (1, 1, 0)


def test_omnibus_moon_needs_the_bonus_card_and_pays_minus_the_total():
    # Trick 1: A♦ 10♦ Q♠ to seat 0 (Q♠ and the bonus). Trick 2: A♥ 3♣ 4♣ to seat 0.
    # Seat 0 has every counter: Q♠ 13 + A♥ 1 = 14 and the 10♦. The Omnibus slam scores the
    # shooter minus the deal's total (−26 in a full deal, −14 here) and everyone else 0; the
    # bonus is not added on top.
    result = scored("AD AH", "10D 3C", "QS 4C", cards="AD 10D QS AH 3C 4C", omnibus="10D")
    assert result.points == (-14, 0, 0)
    assert result.moon == 0


def test_omnibus_moon_in_a_full_deal():
    # Seat 2 must throw the 10♦ on one of seat 0's heart tricks, so seat 0 takes every counter.
    result = scored(*WHOLE_DECK, cards=WHOLE_DECK_PLAY, omnibus="10D")
    assert result.points == (-26, 0, 0, 0)
    assert result.moon == 0


def test_omnibus_all_penalty_cards_without_the_bonus_is_no_moon():
    # Trick 1: A♠ Q♠ 2♠ to seat 0: 13. Trick 2: A♥ 3♣ 4♣ to seat 0: 1 (all 14 penalty points).
    # Trick 3: 2♦ 10♦ 3♦ to seat 1, who takes the bonus: −10. Not a slam, so no old-moon 14s.
    result = scored(
        "AS AH 2D", "QS 3C 10D", "2S 4C 3D", cards="AS QS 2S AH 3C 4C 2D 10D 3D", omnibus="10D"
    )
    assert result.points == (14, -10, 0)
    assert result.moon is None


# ---- shooting the moon ------------------------------------------------------------------------

def test_moon_none_scores_the_points_as_taken():
    result = scored(*WHOLE_DECK, cards=WHOLE_DECK_PLAY, moon="none")
    assert result.points == (26, 0, 0, 0)
    assert result.moon is None


def test_moon_no_score():
    result = scored(*WHOLE_DECK, cards=WHOLE_DECK_PLAY, moon="no-score")
    assert result.points == (0, 0, 0, 0)
    assert result.moon == 0


def test_moon_old_is_the_default():
    result = scored(*WHOLE_DECK, cards=WHOLE_DECK_PLAY)
    assert result.points == (0, 26, 26, 26)  # shooter 0, everyone else 26
    assert result.moon == 0
    assert result.marks[0] == MARK_MOON


def test_moon_new():
    result = scored(*WHOLE_DECK, cards=WHOLE_DECK_PLAY, moon="new")
    assert result.points == (-26, 0, 0, 0)  # the shooter subtracts 26


def test_pink_lady_moon_old_scales_to_38():
    result = scored(*WHOLE_DECK, cards=WHOLE_DECK_PLAY, pink_lady=True, moon="old")
    assert result.points == (0, 38, 38, 38)


def test_pink_lady_moon_new_scales_to_38():
    result = scored(*WHOLE_DECK, cards=WHOLE_DECK_PLAY, pink_lady=True, moon="new")
    assert result.points == (-38, 0, 0, 0)


def test_pink_lady_moon_no_score():
    result = scored(*WHOLE_DECK, cards=WHOLE_DECK_PLAY, pink_lady=True, moon="no-score")
    assert result.points == (0, 0, 0, 0)


def test_black_jack_moon_scales_to_23():
    result = scored(*WHOLE_DECK, cards=WHOLE_DECK_PLAY, black_jack=True, moon="old")
    assert result.points == (0, 23, 23, 23)  # 13 hearts + J♠ 10


def test_small_deal_moon_uses_what_was_dealt():
    # Trick 1: A♠ Q♠ 2♥ to seat 0: 14. Trick 2: A♥ 3♣ 4♣ to seat 0: 1. All 15 dealt points.
    hands = ("AS AH", "QS 3C", "2H 4C")
    cards = "AS QS 2H AH 3C 4C"
    assert scored(*hands, cards=cards, moon="old").points == (0, 15, 15)
    assert scored(*hands, cards=cards, moon="new").points == (-15, 0, 0)
    assert scored(*hands, cards=cards, moon="no-score").points == (0, 0, 0)
    assert scored(*hands, cards=cards, moon="none").points == (15, 0, 0)


def test_failed_moon_scores_normally():
    # Seat 0 takes 14 of the 15 points; seat 1 keeps one heart, so there is no moon.
    result = scored(*BASIC, cards=BASIC_PLAY, moon="old")
    assert result.points == (14, 1, 0)
    assert result.moon is None


def test_moon_with_a_running_total():
    state = game(*WHOLE_DECK, scores=[50, 10, 20, 30])
    play(state, WHOLE_DECK_PLAY)
    assert state.scores == (50, 36, 46, 56)  # old moon: +26 to each of the others


# ---- −5 for no tricks -------------------------------------------------------------------------

def test_no_tricks_bonus():
    # Seat 2 wins neither trick: 0 − 5.
    result = scored(*BASIC, cards=BASIC_PLAY, no_tricks_bonus=True)
    assert result.points == (14, 1, -5)
    assert result.marks[2] == MARK_NO_TRICKS


def test_no_tricks_bonus_is_off_by_default():
    assert scored(*BASIC, cards=BASIC_PLAY).points == (14, 1, 0)


def test_no_tricks_bonus_for_several_players():
    result = scored(*WHOLE_DECK, cards=WHOLE_DECK_PLAY, moon="none", no_tricks_bonus=True)
    assert result.points == (26, -5, -5, -5)


def test_no_tricks_bonus_not_given_when_no_one_scores_a_moon():
    result = scored(*WHOLE_DECK, cards=WHOLE_DECK_PLAY, moon="no-score", no_tricks_bonus=True)
    assert result.points == (0, 0, 0, 0)
    assert MARK_NO_TRICKS not in result.marks


# ---- exactly the target, and the end of the game ----------------------------------------------

def test_exactly_the_target_resets_to_zero_and_does_not_end_the_game():
    state = game(*BASIC, scores=[86, 0, 0], exact_reset=True)
    play(state, BASIC_PLAY)
    assert state.scores == (0, 1, 0)  # 86 + 14 = 100 exactly, back to 0
    assert first_deal(state).marks[0] == MARK_RESET
    assert not state.is_over
    assert state.deal_no == 1


def test_exact_reset_uses_the_chosen_target():
    state = game(*BASIC, scores=[36, 0, 0], exact_reset=True, target=50)
    play(state, BASIC_PLAY)
    assert state.scores == (0, 1, 0)  # 36 + 14 = 50 = the target
    assert not state.is_over


def test_exact_reset_still_ends_the_game_past_the_target():
    state = game(*BASIC, scores=[87, 0, 0], exact_reset=True)
    events = play(state, BASIC_PLAY)
    assert state.scores == (101, 1, 0)  # 87 + 14 = 101, past the target
    assert state.is_over
    assert state.winners == (2,)
    assert [e for e in events if isinstance(e, GameOver)] == [GameOver((2,), (101, 1, 0))]


def test_exactly_the_target_ends_the_game_without_the_reset_option():
    state = game(*BASIC, scores=[86, 0, 0])
    play(state, BASIC_PLAY)
    assert state.scores == (100, 1, 0)
    assert state.is_over
    assert state.winners == (2,)


def test_game_ends_at_the_target_and_the_lowest_wins():
    state = game(*BASIC, scores=[90, 5, 5])
    play(state, BASIC_PLAY)
    assert state.scores == (104, 6, 5)
    assert state.is_over
    assert state.phase is Phase.GAME_OVER
    assert state.winners == (2,)
    assert state.legal_actions() == []


def test_game_goes_on_below_the_target():
    state = game(*BASIC, scores=[80, 0, 0])
    play(state, BASIC_PLAY)
    assert state.scores == (94, 1, 0)
    assert not state.is_over
    assert state.winners == ()


def test_tied_lowest_scores_share_the_win():
    state = game(*BASIC, scores=[90, 4, 5])
    play(state, BASIC_PLAY)
    assert state.scores == (104, 5, 5)
    assert state.winners == (1, 2)


def test_chosen_target():
    state = game(*BASIC, target=10)
    play(state, BASIC_PLAY)
    assert state.is_over  # 14 ≥ 10
    assert state.winners == (2,)


def test_deal_limit_ends_the_game():
    state = game(*BASIC, deal_limit=1)
    play(state, BASIC_PLAY)
    assert state.scores == (14, 1, 0)  # nobody near 100, but one deal was all
    assert state.is_over
    assert state.winners == (2,)


def test_deal_limit_counts_deals():
    state = game(*BASIC, deal_limit=2)
    play(state, BASIC_PLAY)
    assert not state.is_over
    assert state.deal_no == 1


def test_game_winners_directly():
    opts = validate(None, 4)
    assert game_winners([99, 50, 0, 20], 1, opts) is None
    assert game_winners([100, 50, 0, 20], 1, opts) == (2,)
    assert game_winners([100, 7, 7, 20], 1, opts) == (1, 2)
    limited = validate({"deal_limit": 3}, 4)
    assert game_winners([10, 20, 30, 40], 2, limited) is None
    assert game_winners([10, 20, 30, 10], 3, limited) == (0, 3)


# ---- Foster's counters: sweepstake -----------------------------------------------------------

SWEEP = {"scoring": "sweepstake", "moon": "none"}


def test_sweepstake_pool_goes_to_the_clean_player():
    state = game(*BASIC, **SWEEP)
    play(state, BASIC_PLAY)
    # Seat 0 pays 14, seat 1 pays 1; the 15 go to seat 2, the only one who took nothing.
    assert first_deal(state).points == (-14, -1, 15)
    assert state.scores == (86, 99, 115)
    assert state.pool == 0
    assert first_deal(state).marks[2] == MARK_POOL


def test_sweepstake_starts_from_the_chosen_counters():
    state = game(*BASIC, counters=50, **SWEEP)
    assert state.scores == (50, 50, 50)
    play(state, BASIC_PLAY)
    assert state.scores == (36, 49, 65)


def test_sweepstake_split_evenly_and_odd_counter_stays():
    state = game(*FOUR, **SWEEP)
    play(state, FOUR_PLAY)
    # 14 + 1 = 15 in the pool; seats 2 and 3 took nothing: 7 each, 1 stays in the pool.
    assert state.scores == (86, 99, 107, 107)
    assert state.pool == 1
    assert sum(state.scores) + state.pool == 400


def test_sweepstake_jackpot_waits_for_a_clean_player():
    first = deal("AC 2D 4H", "3C AD 3S", "2H 3H AS")
    second = deal("5H 6H", "3C AD", "AC 2D")
    state = RULES.new_game(
        {"passing": "none", **SWEEP}, seed=1, players=3, deals=[first, second], dealer=2
    )
    # Deal 1, seat 0 leads: A♣ 3♣ 2♥ to seat 0; 2♦ A♦ 3♥ to seat 1; 3♠ A♠ 4♥ to seat 2.
    play(state, "AC 3C 2H 2D AD 3H 3S AS 4H")
    assert first_deal(state).taken == (1, 1, 1)
    assert state.scores == (99, 99, 99)  # everyone paid one, nobody was clean
    assert state.pool == 3  # the jackpot stays
    assert state.view(1).pool == 3
    # Deal 2, seat 0 deals and seat 1 leads: 3♣ A♣ 5♥ to seat 2; 2♦ 6♥ A♦ to seat 1.
    assert state.to_act == 1
    play(state, "3C AC 5H 2D 6H AD")
    assert state.sheet[1].taken == (0, 1, 1)
    # Pool 3 + 1 + 1 = 5, all to seat 0, who took no hearts.
    assert state.scores == (104, 98, 98)
    assert state.pool == 0


def test_counter_game_ends_at_zero_and_most_counters_win():
    state = game(*BASIC, counters=14, **SWEEP)
    play(state, BASIC_PLAY)
    assert state.scores == (0, 13, 29)  # 14 − 14, 14 − 1, 14 + 15
    assert state.is_over
    assert state.winners == (2,)


def test_counter_game_goes_on_while_everyone_has_counters():
    state = game(*BASIC, counters=15, **SWEEP)
    play(state, BASIC_PLAY)
    assert state.scores == (1, 14, 30)
    assert not state.is_over


def test_counter_game_below_zero_and_tied_winners():
    state = game(*FOUR, counters=10, **SWEEP)
    play(state, FOUR_PLAY)
    assert state.scores == (-4, 9, 17, 17)  # 10 − 14, 10 − 1, 10 + 7, 10 + 7
    assert state.is_over
    assert state.winners == (2, 3)


def test_counter_game_deal_limit():
    state = game(*BASIC, deal_limit=1, **SWEEP)
    play(state, BASIC_PLAY)
    assert state.is_over
    assert state.winners == (2,)  # 115 counters is the most


# ---- Foster's counters: Howell ----------------------------------------------------------------

HOWELL = validate({"scoring": "howell", "moon": "none"}, 4)


def test_howell_worked_example():
    # Four players; seat 0 takes the Q♠ and one heart (14): pays 3 × 14 = 42 and claims
    # 26 − 14 = 12, net −30. Seat 1 takes 12 hearts: pays 36, claims 14, net −22. Seats 2 and 3
    # take nothing: pay 0, claim 26 each.
    tally = Tally(taken=(14, 12, 0, 0), tricks=(5, 8, 0, 0), total=26)
    result = settle(tally, [100, 100, 100, 100], 0, HOWELL)
    assert result.points == (-30, -22, 26, 26)
    assert sum(result.points) == 0
    assert result.scores == (70, 78, 126, 126)
    assert result.pool == 0


def test_howell_changes_always_sum_to_zero():
    for taken in [(26, 0, 0, 0), (13, 13, 0, 0), (7, 6, 5, 8), (0, 0, 1, 25)]:
        result = settle(Tally(taken, (1, 1, 1, 1), 26), [50] * 4, 0, HOWELL)
        assert sum(result.points) == 0
        assert result.pool == 0


def test_howell_through_the_engine():
    state = game(*FOUR, scoring="howell", moon="none")
    play(state, FOUR_PLAY)
    # This deal holds 15 penalty points (Q♠ and two hearts), so claims are 15 − own points.
    # Seat 0 took 14: pays 3 × 14 = 42, claims 1 → −41. Seat 1 took 1: pays 3, claims 14 → +11.
    # Seats 2 and 3 took nothing: claim 15 each.
    assert first_deal(state).points == (-41, 11, 15, 15)
    assert state.scores == (59, 111, 115, 115)
    assert state.pool == 0


def test_howell_pool_does_not_carry_over():
    # Even a deal in which everyone takes something empties the pool.
    tally = Tally(taken=(10, 8, 5, 3), tricks=(4, 4, 3, 2), total=26)
    result = settle(tally, [100] * 4, 0, HOWELL)
    # Each pays 3 × own and claims 26 − own: net 26 − 4 × own.
    assert result.points == (-14, -6, 6, 14)
    assert result.pool == 0


# ---- the kitty --------------------------------------------------------------------------------

def test_kitty_penalty_cards_count_for_the_first_trick_winner():
    # With three players and the kitty option no card is removed. Kitty: Q♠ 5♥.
    # Trick 1: A♠ K♠ 2♠ to seat 0, who also takes the kitty: 13 + 1 = 14.
    # Trick 2: 3♣ 4♣ 4♥ to seat 1: 1.
    state = game("AS 3C", "KS 4C", "2S 4H", kitty="QS 5H")
    events = play(state, "AS KS 2S")
    assert [e.seat for e in events if isinstance(e, KittyTaken)] == [0]
    play(state, "3C 4C 4H")
    assert first_deal(state).taken == (14, 1, 0)
    assert first_deal(state).points == (14, 1, 0)


def test_kitty_goes_to_whoever_wins_the_first_trick():
    # Kitty: Q♠ 5♥. Trick 1: 2♠ K♠ A♠, seat 2 wins and takes the kitty: 13 + 1 = 14.
    # Trick 2: seat 2 leads 4♥, seats 0 and 1 have no heart (3♣, 4♣): seat 2 wins 1 more.
    state = game("2S 3C", "KS 4C", "AS 4H", kitty="QS 5H")
    play(state, "2S KS AS 4H 3C 4C")
    assert first_deal(state).taken == (0, 0, 15)
    # Seat 2 took every penalty card (kitty included): under the default old moon it scores 0
    # and the others 15 each.
    assert first_deal(state).points == (15, 15, 0)


# ---- Cancellation hearts ---------------------------------------------------------------------

def test_identical_cards_cancel_and_the_next_highest_wins():
    # Six players (both 2♣ are out with six). The two A♣ cancel; the K♣ is the highest card
    # left in the suit led, so seat 3 wins Q♠ and 2♥: 14.
    state = cancel_game("5C", "AC", "AC*", "KC", "QS", "2H", deal_limit=1)
    events = cplay(state, "5C AC AC* KC QS 2H")
    won = [e for e in events if isinstance(e, TrickWon)]
    assert len(won) == 1 and won[0].winner == 3
    assert won[0].points == 14
    assert sorted(won[0].cancelled) == sorted(twin_cards("AC AC*"))
    assert first_deal(state).points == (0, 0, 0, 14, 0, 0)


def test_cancelled_pair_below_the_winner_changes_nothing():
    # The 5♣ pair cancels, but the A♣ was winning anyway: seat 2 takes the 2♥.
    state = cancel_game("5C", "5C*", "AC", "3C", "4C", "2H", deal_limit=1)
    cplay(state, "5C 5C* AC 3C 4C 2H")
    assert first_deal(state).points == (0, 0, 1, 0, 0, 0)


def test_every_penalty_card_counts_in_cancellation():
    # Each Q♠ counts 13 and each heart 1. The two Q♠ cancel each other, so the A♠ wins the
    # trick with both queens and two hearts: 13 + 13 + 1 + 1 = 28.
    state = cancel_game("AS", "QS", "QS*", "3S", "2H", "3H", deal_limit=1)
    cplay(state, "AS QS QS* 3S 2H 3H")
    assert first_deal(state).points == (28, 0, 0, 0, 0, 0)


def test_two_pairs_roll_the_trick_over():
    hands = ("5C 3D", "5C* 4D", "9C 5H", "9C* 2D", "KC QS", "2H AD")
    state = cancel_game(*hands, deal_limit=1)
    # Trick 1: the 5♣ pair and the 9♣ pair cancel. The K♣ is not cancelled, but two pairs in
    # one trick mean nobody wins it: its cards (the 2♥) wait for the next trick's winner.
    events = cplay(state, "5C 5C* 9C 9C* KC 2H")
    assert [type(e) for e in events].count(TrickRolledOver) == 1
    assert not any(isinstance(e, TrickWon) for e in events)
    assert state.to_act == 0  # the same player leads again
    assert state.view(0).taken == (0, 0, 0, 0, 0, 0)
    assert state.unscored_points() == 1
    # Trick 2: 3♦ 4♦ 5♥ 2♦ Q♠ A♦, seat 5 wins 1 + 13 and the rolled-over 2♥: 15.
    events = cplay(state, "3D 4D 5H 2D QS AD")
    won = [e for e in events if isinstance(e, TrickWon)]
    assert won[0].winner == 5
    assert sorted(won[0].extra) == sorted(twin_cards("5C 5C* 9C 9C* KC 2H"))
    assert won[0].points == 15
    assert first_deal(state).points == (0, 0, 0, 0, 0, 15)
    assert state.unscored_points() == 0


def test_a_discarded_pair_counts_as_the_second_pair():
    # The 5♣ pair and a discarded 2♥ pair: two pairs, so the K♣ does not win. It is the only
    # trick of the deal, so its 1 + 1 + 13 points are never scored.
    state = cancel_game("5C", "5C*", "KC", "2H", "2H*", "QS", deal_limit=1)
    cplay(state, "5C 5C* KC 2H 2H* QS")
    assert first_deal(state).points == (0, 0, 0, 0, 0, 0)
    assert state.unscored_points() == 15


def test_all_cards_of_the_led_suit_cancelled_rolls_over():
    hands = ("7C 3D", "7C* 4D", "2H 5D", "3H 6D", "QS 7D", "4H 8D")
    state = cancel_game(*hands, deal_limit=1)
    # Trick 1: only the two 7♣ follow suit and they cancel: nobody can win it.
    events = cplay(state, "7C 7C* 2H 3H QS 4H")
    assert any(isinstance(e, TrickRolledOver) for e in events)
    assert state.to_act == 0
    # Trick 2: 3♦ 4♦ 5♦ 6♦ 7♦ 8♦, seat 5 wins and collects 2♥ 3♥ Q♠ 4♥: 1 + 1 + 13 + 1 = 16.
    cplay(state, "3D 4D 5D 6D 7D 8D")
    assert first_deal(state).points == (0, 0, 0, 0, 0, 16)


def test_rolled_over_last_trick_is_not_scored():
    hands = ("AD 7C", "2D 7C*", "3D QS", "4D 2H", "5D 3H", "6H 4H")
    state = cancel_game(*hands, deal_limit=1)
    # Trick 1: A♦ 2♦ 3♦ 4♦ 5♦ 6♥, seat 0 wins 1.
    # Trick 2: 7♣ 7♣ cancel, nobody else has a club: rolled over, and no trick follows.
    cplay(state, "AD 2D 3D 4D 5D 6H 7C 7C* QS 2H 3H 4H")
    assert first_deal(state).points == (1, 0, 0, 0, 0, 0)
    assert state.unscored_points() == 16  # Q♠ 13 + 2♥ 3♥ 4♥
    assert state.is_over
    assert state.winners == (1, 2, 3, 4, 5)


def test_the_scoresheet_keeps_unscored_points_when_the_game_goes_on():
    hands = ("AD 7C", "2D 7C*", "3D QS", "4D 2H", "5D 3H", "6H 4H")
    state = cancel_game(*hands)  # no deal limit: the next deal starts at once
    cplay(state, "AD 2D 3D 4D 5D 6H 7C 7C* QS 2H 3H 4H")
    assert state.deal_no == 1
    assert first_deal(state).unscored == 16  # Q♠ 13 + 2♥ 3♥ 4♥, nobody took them
    assert first_deal(state).points == (1, 0, 0, 0, 0, 0)


def test_cancellation_moon_no_score_preset():
    # Under the preset a player taking every dealt penalty card makes the deal score nothing.
    state = RULES.new_game(
        {"passing": "none", "deal_limit": 1}, seed=1, players=6, preset="cancellation",
        deals=[Deal(tuple(twin_cards(h) for h in ("5C", "AC", "AC*", "KC", "QS", "2H")))],
        dealer=5,
    )
    cplay(state, "5C AC AC* KC QS 2H")
    assert first_deal(state).taken == (0, 0, 0, 14, 0, 0)
    assert first_deal(state).points == (0, 0, 0, 0, 0, 0)


def test_cancellation_full_deal_total_is_52():
    state = RULES.new_game(None, seed=9, players=8, preset="cancellation")
    record = state.deal_record()
    cards = [c for hand in record.hands for c in hand]
    hearts = [c for c in cards if 26 <= c % 64 < 39]
    queens = [c for c in cards if c % 64 == parse_card("QS")]
    assert len(hearts) == 26 and len(queens) == 2  # 26 × 1 + 2 × 13 = 52


# ---- the scoring functions on their own -------------------------------------------------------

def test_deal_points_pink_lady_moon_from_a_tally():
    opts = validate({"pink_lady": True, "moon": "old"}, 4)
    points, shooter = deal_points(Tally((0, 38, 0, 0), (0, 13, 0, 0), 38), opts)
    assert points == [38, 0, 38, 38]
    assert shooter == 1


def test_deal_points_moon_new_from_a_tally():
    opts = validate({"moon": "new"}, 3)
    points, shooter = deal_points(Tally((0, 0, 26), (4, 5, 8), 26), opts)
    assert points == [0, 0, -26]
    assert shooter == 2


def test_deal_points_no_score_moon_ignores_the_no_tricks_bonus():
    opts = validate({"moon": "no-score", "no_tricks_bonus": True}, 4)
    points, shooter = deal_points(Tally((26, 0, 0, 0), (13, 0, 0, 0), 26), opts)
    assert points == [0, 0, 0, 0]
    assert shooter == 0


def test_deal_points_omnibus_moon_requires_the_bonus_taker():
    opts = validate({"omnibus": "10D"}, 4)
    with_bonus = Tally((26, 0, 0, 0), (12, 1, 0, 0), 26, bonus=(1, 0, 0, 0), bonus_in_play=1)
    assert deal_points(with_bonus, opts) == ([-26, 0, 0, 0], 0)
    without = Tally((26, 0, 0, 0), (12, 1, 0, 0), 26, bonus=(0, 1, 0, 0), bonus_in_play=1)
    assert deal_points(without, opts) == ([26, -10, 0, 0], None)


def test_settle_exact_reset_from_a_tally():
    opts = validate({"exact_reset": True}, 4)
    result = settle(Tally((20, 6, 0, 0), (6, 4, 2, 1), 26), [80, 94, 10, 0], 0, opts)
    assert result.scores == (0, 0, 10, 0)  # 80 + 20 and 94 + 6 both land on 100
    assert result.marks[:2] == (MARK_RESET, MARK_RESET)


def test_settle_sweepstake_two_clean_players_from_a_tally():
    opts = validate({"scoring": "sweepstake", "moon": "none"}, 4)
    # Pool 4 left from before + 13 + 8 = 25; seats 2 and 3 are clean: 12 each, 1 stays.
    result = settle(Tally((13, 8, 0, 0), (5, 5, 2, 1), 21), [100] * 4, 4, opts)
    assert result.points == (-13, -8, 12, 12)
    assert result.pool == 1


def test_each_omnibus_card_counts_with_two_decks():
    # Cancellation with Omnibus: two 10♦ are dealt. Seat 0 takes one in the first trick (its
    # A♦ wins a diamond trick holding seat 1's 10♦), seat 1 wins the second with the A♣ of the
    # second deck and takes the other 10♦: each scores −10.
    h = ("AD 2C", "10D AC*", "2D 10D*", "3D 9C", "4D 5C", "5D 6C", "6D 7C", "7D 8C")
    state = RULES.new_game(
        {"cancellation": True, "omnibus": "10D", "passing": "none", "moon": "none",
         "deal_limit": 1},
        seed=1, players=8, deals=[Deal(tuple(twin_cards(x) for x in h))], dealer=7,
    )
    cplay(state, "AD 10D 2D 3D 4D 5D 6D 7D 2C AC* 10D* 9C 5C 6C 7C 8C")
    assert first_deal(state).points == (-10, -10, 0, 0, 0, 0, 0, 0)

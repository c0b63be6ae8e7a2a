"""Black Lady's open readings as house rules, and the rules fixed beside them, each on a
hand-made deal: what breaks hearts, the Omnibus moon (with and without the bonus card), the −5
in a moon deal, the lowest club that may not be passed, club play with two decks, and the end
of a game that would never reach its target.
"""

from __future__ import annotations

import random

import pytest

from cardtable.engine.cards import format_cards, parse_card
from cardtable.engine.protocol import IllegalAction
from cardtable.games.black_lady import scoring
from cardtable.games.black_lady.events import HeartsBroken
from cardtable.games.black_lady.options import DEAL_CAP, lowest_club, validate
from cardtable.games.black_lady.rules import RULES
from cardtable.games.black_lady.scoring import MARK_NO_TRICKS, game_winners

from ...engine.deals import WHOLE_DECK, WHOLE_DECK_PLAY, cancel_game, cplay, game, play, scored


def legal(state) -> str:
    return format_cards(state.legal_actions())


# ---- what breaks hearts -------------------------------------------------------------------------

# Seat 0 holds nothing but hearts, so it may lead one before hearts are broken; seat 1 follows
# with the A♥ and wins, and seats 2 and 3 throw clubs. No heart has been thrown on another suit.
LED_HEART = ("3H 4H 9H", "AH 2C 5H", "5C 6C 7C", "8C 9C 10C")


@pytest.mark.parametrize(("reading", "leads"), [
    ("discard", "2♣"),
    ("heart", "2♣ 5♥"),
    ("heart-or-lady", "2♣ 5♥"),
])
def test_a_heart_led_from_a_hand_of_hearts_breaks_hearts_only_if_any_heart_does(reading, leads):
    s = game(*LED_HEART, hearts_broken=True, hearts_broken_by=reading)
    events = play(s, "3H AH 5C 8C")
    assert s.to_act == 1
    assert legal(s) == leads
    broken = reading != "discard"
    assert s.view(1).hearts_broken is broken
    assert any(isinstance(e, HeartsBroken) for e in events) is broken


def test_the_seed_reading_is_the_default_and_tells_why_a_heart_may_not_lead():
    assert validate(None, 4)["hearts_broken_by"] == "discard"
    s = game(*LED_HEART, hearts_broken=True)
    play(s, "3H AH 5C 8C")
    with pytest.raises(IllegalAction, match="hearts have not been broken"):
        s.apply(parse_card("5H"))


# Seat 1 must follow the A♠ lead with the Q♠; seat 0 wins the trick and leads next.
LADY_FALLS = ("AS 2C 4H", "QS 3H 7D", "2S 5C 8D", "3S 6C 9D")


@pytest.mark.parametrize(("reading", "leads"), [
    ("discard", "2♣"),
    ("heart", "2♣"),
    ("heart-or-lady", "2♣ 4♥"),
])
def test_only_the_reading_that_names_her_lets_the_black_lady_break_hearts(reading, leads):
    s = game(*LADY_FALLS, hearts_broken=True, hearts_broken_by=reading)
    events = play(s, "AS QS 2S 3S")
    assert legal(s) == leads
    broken = [(e.seat, e.card) for e in events if isinstance(e, HeartsBroken)]
    assert broken == ([(1, parse_card("QS"))] if reading == "heart-or-lady" else [])


def test_a_heart_thrown_on_another_suit_breaks_hearts_under_every_reading():
    for reading in ("discard", "heart", "heart-or-lady"):
        s = game("AC 3H QS 4C", "5C 6C 7C 8C", "9C 10C JC QC", "2H 2S 2D 3D",
                 hearts_broken=True, hearts_broken_by=reading)
        play(s, "AC 5C 9C 2H")
        assert legal(s) == "4♣ 3♥ Q♠", reading


# ---- the moon in Omnibus ------------------------------------------------------------------------

# Three players, no 10♦ dealt: seat 0 takes A♠ Q♠ 2♥ and A♥ 3♣ 4♣, every one of the 15 points.
NO_BONUS = ("AS AH", "QS 3C", "2H 4C")
NO_BONUS_PLAY = "AS QS 2H AH 3C 4C"


@pytest.mark.parametrize(("moon", "points"), [
    ("old", (0, 15, 15)),
    ("new", (-15, 0, 0)),
    ("no-score", (0, 0, 0)),
    ("none", (15, 0, 0)),
])
def test_without_the_bonus_card_in_play_omnibus_scores_the_chosen_moon(moon, points):
    result = scored(*NO_BONUS, cards=NO_BONUS_PLAY, omnibus="10D", moon=moon)
    assert result.points == points


def test_without_the_bonus_card_a_deal_nobody_scores_gives_no_minus_five():
    result = scored(*NO_BONUS, cards=NO_BONUS_PLAY, omnibus="10D", moon="no-score",
                    no_tricks_bonus=True)
    assert result.points == (0, 0, 0)
    assert MARK_NO_TRICKS not in result.marks


# Seat 0 takes the Q♠ and the A♥, all 14 points; seat 1 takes the 10♦ in the last trick.
BONUS_ELSEWHERE = ("AS AH 2D", "QS 3C 10D", "2S 4C 3D")
BONUS_ELSEWHERE_PLAY = "AS QS 2S AH 3C 4C 2D 10D 3D"


def test_when_the_moon_needs_the_bonus_card_taking_only_the_penalty_cards_is_no_moon():
    result = scored(*BONUS_ELSEWHERE, cards=BONUS_ELSEWHERE_PLAY, omnibus="10D")
    assert result.moon is None
    assert result.points == (14, -10, 0)


def test_when_the_moon_does_not_need_it_the_bonus_card_counts_for_its_taker():
    result = scored(*BONUS_ELSEWHERE, cards=BONUS_ELSEWHERE_PLAY, omnibus="10D",
                    moon_needs_bonus=False)
    assert result.moon == 0
    assert result.points == (-14, -10, 0)  # the shooter −14, the taker of the 10♦ −10


def test_a_shooter_who_took_the_bonus_card_too_gains_it_only_when_the_moon_does_not_need_it():
    # Trick 1: A♦ 10♦ Q♠ to seat 0; trick 2: A♥ 3♣ 4♣ to seat 0: every counter.
    hands, cards = ("AD AH", "10D 3C", "QS 4C"), "AD 10D QS AH 3C 4C"
    assert scored(*hands, cards=cards, omnibus="10D").points == (-14, 0, 0)
    assert scored(*hands, cards=cards, omnibus="10D",
                  moon_needs_bonus=False).points == (-24, 0, 0)


# ---- −5 for no tricks in a moon deal ------------------------------------------------------------

def test_minus_five_counts_in_a_moon_deal_by_default():
    result = scored(*WHOLE_DECK, cards=WHOLE_DECK_PLAY, no_tricks_bonus=True)
    assert result.points == (0, 21, 21, 21)  # old moon 26, less 5 for no tricks
    assert result.marks[1:] == (MARK_NO_TRICKS,) * 3


def test_minus_five_can_be_left_out_of_a_moon_deal():
    result = scored(*WHOLE_DECK, cards=WHOLE_DECK_PLAY, no_tricks_bonus=True,
                    no_tricks_in_moon=False)
    assert result.points == (0, 26, 26, 26)
    assert MARK_NO_TRICKS not in result.marks


def test_minus_five_still_counts_in_a_deal_without_a_moon_when_left_out_of_moon_deals():
    # Seat 0 takes 14 and seat 1 one point; seat 2 wins no trick.
    result = scored("AS 3C", "QS 4C", "5H 4H", cards="AS QS 5H 3C 4C 4H", no_tricks_bonus=True,
                    no_tricks_in_moon=False)
    assert result.points == (14, 1, -5)


# ---- the lowest club that may not be passed -----------------------------------------------------

# Five players: Morehead's removal takes the 2♣ and the 2♦, so the 3♣ is the lowest club.
FIVE = ("3C 4C 5C 6C", "7C 8C 9C 10C", "JC QC KC AC", "3D 4D 5D 6D", "7D 8D 9D 10D")


def test_with_the_two_of_clubs_removed_the_lowest_club_left_may_not_be_passed():
    s = game(*FIVE, passing="left", no_pass="2C")
    assert legal(s) == "4♣ 5♣ 6♣"
    assert s.why_illegal(parse_card("3C")) == "the 3♣ may not be passed"


def test_the_queen_and_the_lowest_club_each_say_which_card_is_kept():
    s = game("3C QS 5C 6C 7C", "8C 9C 10C JC QC", "KC AC 3D 4D 5D", "6D 7D 8D 9D 10D",
             "JD QD KD AD 2H", passing="left", no_pass="QS+2C")
    assert legal(s) == "5♣ 6♣ 7♣"
    assert s.why_illegal(parse_card("QS")) == "the Q♠ may not be passed"
    assert s.why_illegal(parse_card("3C")) == "the 3♣ may not be passed"


@pytest.mark.parametrize(("changes", "players", "club"), [
    ({}, 4, "2C"),
    ({}, 5, "3C"),                       # Morehead: 2♣ 2♦ out
    ({}, 6, "4C"),                       # Morehead: 2♣ 2♦ 3♣ 2♠ out
    ({"removal": "foster"}, 3, "2C"),    # Foster: only the 2♠ out
    ({"kitty": True}, 5, "2C"),          # the kitty keeps every card in play
    ({"cancellation": True}, 6, "3C"),   # both 2♣ out
])
def test_the_lowest_club_in_play(changes, players, club):
    options = validate(changes, players)
    assert lowest_club(options, players) == parse_card(club)
    state = RULES.new_game({**changes, "no_pass": "2C"}, seed=1, players=players)
    copies = 2 if changes.get("cancellation") else 1
    assert state.table.forbidden_pass.bit_count() == copies
    assert state.table.forbidden_pass >> parse_card(club) & 1


# ---- club play with two decks -------------------------------------------------------------------

# Six players, two decks: seats 1 and 2 play the two K♠, which cancel each other.
SPADES6 = ("5S 3D", "KS 4D", "KS* 5D", "QS 2S", "6S 6D", "7S 7D")


def test_club_play_ignores_a_higher_spade_cancelled_by_its_twin():
    s = cancel_game(*SPADES6, club_play=True)
    cplay(s, "5S KS KS*")
    assert legal(s) == "2♠ Q♠"


def test_club_play_still_forces_the_lady_under_a_higher_spade_that_stands():
    s = cancel_game("AS 3D", "KS 4D", "KS* 5D", "QS 2S", "6S 6D", "7S 7D", club_play=True)
    cplay(s, "AS KS KS*")  # the kings cancel, but the A♠ above the lady still stands
    assert legal(s) == "Q♠"


# ---- a game that never reaches its target -------------------------------------------------------

def test_without_a_deal_limit_a_game_ends_after_the_cap_lowest_winning():
    options = validate({"no_tricks_bonus": True}, 4)
    scores = [40, -300, 60, 10]
    assert game_winners(scores, DEAL_CAP - 1, options) is None
    assert game_winners(scores, DEAL_CAP, options) == (1,)


def test_the_engine_stops_a_game_at_the_cap(monkeypatch):
    monkeypatch.setattr(scoring, "DEAL_CAP", 2)
    state = RULES.new_game({"target": 10000, "passing": "none"}, seed=3, players=4)
    pick = random.Random(5)
    while not state.is_over and len(state.sheet) < 3:
        state.apply(pick.choice(state.legal_actions()))
    assert state.is_over
    assert len(state.sheet) == 2
    assert max(state.scores) < 10000
    assert state.winners == tuple(s for s, v in enumerate(state.scores) if v == min(state.scores))


def test_a_deal_limit_is_offered_where_scores_can_fall_and_none_is_set():
    for changes in ({"no_tricks_bonus": True}, {"omnibus": "10D"}, {"moon": "new"}):
        (caution,) = RULES.cautions(validate(changes, 4), 4)
        assert (caution.option, caution.value) == ("deal_limit", 20)
        assert f"{DEAL_CAP} deals" in caution.text
    for changes in ({}, {"moon": "no-score"}, {"no_tricks_bonus": True, "deal_limit": 30}):
        assert RULES.cautions(validate(changes, 4), 4) == ()
    assert RULES.cautions(validate(None, 4, "foster"), 4) == ()  # counters run out


"""Black Lady trick play and passing, each rule on a hand-made deal."""

from __future__ import annotations

import pytest

from cardtable.engine.cards import format_cards, parse_card, parse_cards
from cardtable.engine.events import Passed, TrickWon
from cardtable.engine.protocol import IllegalAction, Phase
from cardtable.games.black_lady.events import HeartsBroken
from cardtable.games.black_lady.rules import RULES

from ...engine.deals import game, play


def legal(state) -> str:
    return format_cards(state.legal_actions())


# ---- following suit and winning tricks ----------------------------------------------------------

def test_a_player_must_follow_suit_and_is_told_why():
    s = game("2H 9C", "3H 4C", "5H 6C", "7H 8C")
    play(s, "2H")
    with pytest.raises(IllegalAction, match="must follow suit: ♥ led"):
        s.apply(parse_card("4C"))
    assert legal(s) == "3♥"


def test_an_illegal_card_leaves_the_state_unchanged():
    s = game("2H 9C", "3H 4C", "5H 6C", "7H 8C")
    play(s, "2H")
    before = (s.view(1), list(s.log), s.to_act)
    with pytest.raises(IllegalAction):
        s.apply(parse_card("4C"))
    with pytest.raises(IllegalAction, match="do not hold"):
        s.apply(parse_card("AS"))
    assert (s.view(1), list(s.log), s.to_act) == before


def test_a_void_player_may_discard_any_card():
    s = game("2H 9C", "4C 5C", "5H 6C", "7H 8C")
    play(s, "2H")
    assert legal(s) == "4♣ 5♣"


def test_the_highest_card_of_the_led_suit_wins_and_leads_next():
    s = game("5C 2D", "AS 3D", "KC 4D", "9C 5D")
    events = play(s, "5C AS KC 9C")
    won = [e for e in events if isinstance(e, TrickWon)]
    assert won[0].winner == 2  # the K♣; the A♠ is off-suit and there are no trumps
    assert s.to_act == 2


def test_eldest_hand_leads_and_the_deal_rotates_left():
    s = RULES.new_game(None, seed=3, players=4)
    first_dealer = s.dealer
    assert s.to_act == (first_dealer + 1) % 4  # eldest chooses passes first
    while s.deal_no == 0:
        s.step(s.legal_actions()[0])
    assert s.dealer == (first_dealer + 1) % 4


def test_seeded_deals_give_every_card_once_in_equal_hands():
    s = RULES.new_game(None, seed=11, players=4)
    hands = s.deal_record().hands
    assert [len(h) for h in hands] == [13] * 4
    assert sorted(c for h in hands for c in h) == list(range(52))


# ---- the first lead -----------------------------------------------------------------------------

def test_the_holder_of_the_two_of_clubs_leads_it():
    s = game("AH 3C", "2C 4C", "5H 6C", "7H 8C", first_lead="lowest-club")
    assert s.to_act == 1
    assert legal(s) == "2♣"
    with pytest.raises(IllegalAction, match="2♣ must lead"):
        s.apply(parse_card("4C"))


def test_the_three_of_clubs_leads_when_the_two_is_removed():
    s = RULES.new_game({"first_lead": "lowest-club", "passing": "none"}, seed=5, players=5)
    assert parse_card("2C") in s.table.removed
    holder = next(seat for seat, h in enumerate(s.deal_record().hands) if parse_card("3C") in h)
    assert s.to_act == holder
    assert legal(s) == "3♣"


def test_without_the_rule_eldest_may_lead_anything():
    s = game("AH 3C", "2C 4C", "5H 6C", "7H 8C")
    assert s.to_act == 0
    assert legal(s) == "3♣ A♥"


# ---- hearts broken ------------------------------------------------------------------------------

def test_hearts_and_the_lady_may_not_be_led_before_a_heart_falls():
    s = game("2C 3H QS 4C", "5C 6C 7C 8C", "9C TC JC QC", "KC AC 2D 3D", hearts_broken=True)
    assert legal(s) == "2♣ 4♣"
    with pytest.raises(IllegalAction, match="hearts have not been broken"):
        s.apply(parse_card("3H"))


def test_a_discarded_heart_breaks_hearts():
    s = game("AC 3H QS 4C", "5C 6C 7C 8C", "9C TC JC QC", "2H 2S 2D 3D", hearts_broken=True)
    events = play(s, "AC 5C 9C 2H")
    assert [e.card for e in events if isinstance(e, HeartsBroken)] == [parse_card("2H")]
    assert s.to_act == 0
    assert legal(s) == "4♣ 3♥ Q♠"


def test_a_player_holding_only_hearts_and_the_lady_may_lead_them():
    s = game("3H QS", "5C 6C", "9C TC", "KC AC", hearts_broken=True)
    assert legal(s) == "3♥ Q♠"


# ---- no points on the first trick ---------------------------------------------------------------

def test_no_penalty_cards_may_be_discarded_on_the_first_trick():
    s = game("2C 3D 4D", "QS 5H 6D", "9C TC JC", "KC AC QC", no_points_first_trick=True)
    play(s, "2C")
    assert legal(s) == "6♦"
    with pytest.raises(IllegalAction, match="no penalty cards on the first trick"):
        s.apply(parse_card("QS"))


def test_a_player_with_only_penalty_cards_may_play_them_on_the_first_trick():
    s = game("2C 3D", "QS 5H", "9C TC", "KC AC", no_points_first_trick=True)
    play(s, "2C")
    assert legal(s) == "5♥ Q♠"


def test_penalty_cards_are_allowed_again_after_the_first_trick():
    s = game("AC 3C 4C", "6D 5H 7D", "9C TC JC", "KC 2C QC", no_points_first_trick=True)
    play(s, "AC")
    assert legal(s) == "6♦ 7♦"
    play(s, "6D 9C KC 3C")
    assert legal(s) == "7♦ 5♥"


# ---- club play ----------------------------------------------------------------------------------

def test_club_play_forces_the_lady_when_void():
    s = game("2C 3D", "QS 4D", "9C TC", "KC AC", club_play=True)
    play(s, "2C")
    assert legal(s) == "Q♠"
    with pytest.raises(IllegalAction, match="Q♠ must be played now"):
        s.apply(parse_card("4D"))


def test_club_play_forces_the_lady_under_a_higher_spade():
    s = game("KS 3D", "QS 2S", "9C TC", "KC AC", club_play=True)
    play(s, "KS")
    assert legal(s) == "Q♠"


def test_club_play_leaves_the_lady_free_below_her():
    s = game("5S 3D", "QS 2S", "9C TC", "KC AC", club_play=True)
    play(s, "5S")
    assert legal(s) == "2♠ Q♠"


def test_without_club_play_a_void_player_keeps_the_lady():
    s = game("2C 3D", "QS 4D", "9C TC", "KC AC")
    play(s, "2C")
    assert legal(s) == "4♦ Q♠"


# ---- the black jack -----------------------------------------------------------------------------

def test_black_jack_must_be_discarded_first_under_the_later_rule():
    s = game("2C 3D", "JS 4D", "9C TC", "KC AC", black_jack=True, black_jack_discard="must")
    play(s, "2C")
    assert legal(s) == "J♠"


def test_black_jack_may_be_kept_under_the_early_rule():
    s = game("2C 3D", "JS 4D", "9C TC", "KC AC", black_jack=True)
    play(s, "2C")
    assert legal(s) == "4♦ J♠"


def test_with_black_jack_the_queen_of_spades_may_be_led_before_hearts_break():
    s = game("QS JS 2C", "5C 6C 7C", "9C TC JC", "KC AC QC", black_jack=True, hearts_broken=True)
    assert legal(s) == "2♣ Q♠"


# ---- passing ------------------------------------------------------------------------------------

HANDS4 = ("2C 3C 4C 5C", "2D 3D 4D 5D", "2H 3H 4H 5H", "2S 3S 4S 5S")


def _pass_all(state, picks: list[str]) -> list:
    """Each seat to act passes its first three cards; returns the events."""
    events = []
    while state.phase is Phase.PASS:
        picks.append(format_cards(state.legal_actions()[:1]))
        events += state.apply(state.legal_actions()[0])
    return events


def test_passing_left_moves_three_cards_to_the_next_seat():
    s = game(*HANDS4, passing="left")
    assert s.phase is Phase.PASS
    events = _pass_all(s, [])
    passed = next(e for e in events if isinstance(e, Passed))
    assert {(g, r) for g, r, _ in passed.transfers} == {(0, 1), (1, 2), (2, 3), (3, 0)}
    assert format_cards(s.view(1).hand) == "2♣ 3♣ 4♣ 5♦"
    assert format_cards(s.view(1).received) == "2♣ 3♣ 4♣"


def test_cards_are_received_only_after_everyone_has_chosen():
    s = game(*HANDS4, passing="left")
    for c in parse_cards("2C 3C 4C"):
        s.apply(c)
    assert s.to_act == 1
    assert format_cards(s.view(1).hand) == "2♦ 3♦ 4♦ 5♦"
    assert s.view(1).received == ()
    assert format_cards(s.view(0).passing) == "2♣ 3♣ 4♣"


def test_a_seat_passes_exactly_three_cards_then_the_next_seat_chooses():
    s = game(*HANDS4, passing="left")
    s.apply(parse_card("2C"))
    s.apply(parse_card("3C"))
    assert s.to_act == 0
    with pytest.raises(IllegalAction, match="already chosen"):
        s.apply(parse_card("2C"))
    s.apply(parse_card("5C"))
    assert s.to_act == 1
    with pytest.raises(IllegalAction):
        s.apply(parse_card("4C"))


def _offsets(passing: str, players: int, deals: int) -> list[int]:
    s = RULES.new_game({"passing": passing}, seed=2, players=players, dealer=players - 1)
    out = []
    while len(out) < deals:
        if s.deal_no == len(out):
            out.append(s.pass_offset)
        s.step(s.legal_actions()[0])
    return out


def test_pass_directions_cycle_left_right_across_hold_with_four():
    assert _offsets("cycle", 4, 5) == [1, 3, 2, 0, 1]


def test_with_an_odd_number_the_cycle_has_no_across():
    assert _offsets("cycle", 5, 4) == [1, 4, 0, 1]


def test_alternate_passing_goes_left_then_right():
    assert _offsets("left-right", 4, 3) == [1, 3, 1]


def test_no_passing_starts_play_at_once():
    s = RULES.new_game({"passing": "none"}, seed=2, players=4)
    assert s.phase is Phase.PLAY


def test_forbidden_cards_may_not_be_passed():
    s = game("QS 2C 3D 4D 5D", "2S 3S 4S 5S 6S", "2H 3H 4H 5H 6H", "7S 8S 9S TS JS",
             passing="left", no_pass="QS+2C")
    assert legal(s) == "3♦ 4♦ 5♦"
    with pytest.raises(IllegalAction, match="may not be passed"):
        s.apply(parse_card("QS"))


# ---- the kitty ----------------------------------------------------------------------------------

def test_the_kitty_goes_to_the_first_trick_winner_and_is_seen_only_if_allowed():
    for seen in (False, True):
        s = game("2C 3D", "AC 4D", "9C TC", "KC 5D", kitty="QS 2H", kitty_seen=seen)
        assert s.view(1).kitty == ()
        play(s, "2C AC 9C KC")
        assert s.view(1).kitty_owner == 1
        assert format_cards(s.view(1).kitty) == ("2♥ Q♠" if seen else "")
        assert s.view(0).kitty == ()
        assert s.taken[1] == 14


def test_the_game_refuses_actions_once_over():
    s = game("2C", "3C", "4C", "5C", deal_limit=1)
    play(s, "2C 3C 4C 5C")
    assert s.is_over
    with pytest.raises(IllegalAction, match="game is over"):
        s.apply(parse_card("2C"))


def test_naming_the_dealer_does_not_change_the_seeded_deals():
    drawn = RULES.new_game(None, seed=42, players=4)
    named = RULES.new_game(None, seed=42, players=4, dealer=drawn.dealer)
    assert named.deal_record() == drawn.deal_record()


def test_a_view_cannot_change_the_game_s_rules():
    s = RULES.new_game(None, seed=4, players=4)
    with pytest.raises(TypeError):
        s.view(0).options["moon"] = "none"  # type: ignore[index]
    assert s.table.options["moon"] == "old"

"""The rule-of-thumb Ugly player: far better than chance, and sensible in the positions a club
player would recognise (that every bot plays only legal actions is ``test_bots_play_legal``'s)."""

from __future__ import annotations

from cardtable.engine.cards import parse_card, parse_cards
from cardtable.engine.protocol import Phase
from cardtable.engine.rng import Rng
from cardtable.games.ugly.ai.normal import UglyBot
from cardtable.games.ugly.rules import NO_TRUMP, RULES, TRUMP_BASE, Deal

from ...ai.against_random import games_against_random
from .test_ugly_deals import game, play, playing, trumps


def bot_choice(state) -> str:
    """The card the bot picks for the seat to act, as text."""
    action = UglyBot().choose(state.view(state.to_act), state.legal_actions(), Rng(1))
    assert action in state.legal_actions()
    return state.describe_action(action)


def full_deal(seat0: str, players: int = 4) -> Deal:
    """A deal giving seat 0 these cards and sharing the rest of the pack among the others."""
    mine = parse_cards(seat0)
    removed = {parse_card("2S")} if players == 3 else set()
    rest = [c for c in range(52) if c not in mine and c not in removed]
    size = len(mine)
    return Deal((tuple(mine), *(tuple(rest[k * size:(k + 1) * size]) for k in range(players - 1))))


# ---- better than chance -----------------------------------------------------------------------

def _average_totals(players: int, games: int) -> tuple[float, float, float]:
    """Play whole games with one rule-of-thumb player (moving round the table) against random
    players; return its average total, the random players' average, and its share of wins."""
    mine = theirs = wins = 0.0
    for seat, state in games_against_random(RULES, UglyBot, players, games, Rng(99)):
        mine += state.scores[seat] / games
        theirs += (sum(state.scores) - state.scores[seat]) / (players - 1) / games
        if seat in state.winners:
            wins += 1 / len(state.winners) / games
    return mine, theirs, wins


def test_the_bot_beats_random_players_clearly_at_four():
    mine, theirs, wins = _average_totals(4, 40)
    # Over seven hands a random player averages about nothing; the bot should be far ahead.
    assert mine > theirs + 8
    assert wins > 0.5  # a random player's fair share would be a quarter


def test_the_bot_beats_random_players_clearly_at_three():
    mine, theirs, wins = _average_totals(3, 30)
    assert mine > theirs + 10
    assert wins > 0.6  # a fair share would be a third


# ---- naming trumps ----------------------------------------------------------------------------

def test_it_names_its_long_strong_suit():
    s = RULES.new_game(None, 1, 4, deals=[full_deal("AH KH QH 9H 5H 3H 2C 4C 6D 8D 3S 5S 7S")],
                       dealer=3)
    assert bot_choice(s) == "Trumps: ♥"


def test_it_names_no_trumps_with_a_balanced_weak_hand():
    s = RULES.new_game(None, 1, 4, deals=[full_deal("2C 3C 5C 8C 4D 6D 9D 3H 7H 9H 2S 6S 8S")],
                       dealer=3)
    assert bot_choice(s) == "No trumps"


def test_in_the_last_hand_it_names_the_suit_its_outgoing_hand_is_weakest_in():
    # The seventh and last hand of four (number 6): the whole hand goes to the left, where its
    # spades would serve the next player, so it names the suit that hand is weakest in (clubs:
    # a lone 2).
    s = RULES.new_game(None, 1, 4, deals=[full_deal("AS KS QS TS 9S AH KH QH AD KD QD 3D 2C")],
                       dealer=3, hand_number=6)
    assert s.view(0).pass_count == 13
    assert bot_choice(s) == "Trumps: ♣"


# ---- passing ----------------------------------------------------------------------------------

def _bot_passes(state) -> list[str]:
    seat = state.to_act
    chosen = []
    while state.phase is Phase.PASS and state.to_act == seat:
        chosen.append(bot_choice(state))
        state.apply(parse_card(chosen[-1]))
    return chosen


def test_it_passes_an_unguarded_jack_of_hearts_first():
    s = RULES.new_game(None, 1, 4, deals=[full_deal("JH AH 4C 5C 6C 8D 9D TD 2S 3S 4S 5S 6S")],
                       dealer=3)
    s.apply(trumps("S"))
    assert _bot_passes(s) == ["J♥"]


def test_it_passes_the_jack_it_cannot_guard_before_the_one_it_can():
    # J♥ 3♥ 2♥ with nothing above: it can play under when hearts come. The J♦ is alone.
    s = RULES.new_game(None, 1, 4, deals=[full_deal("JH 3H 2H JD AS KS QS 9S 8S AC KC QC 9C")],
                       dealer=3)
    s.apply(trumps("S"))
    assert _bot_passes(s) == ["J♦"]


def test_it_passes_the_ugly_card_when_it_keeps_a_jack():
    # The second hand (number 1, counted from 0): three cards go. Hearts are trumps. The 2♣
    # and 3♣ leave a short suit; the J♠ is guarded by the 3♠ and 4♠, so it stays, and then the
    # 7♦ should not stay with it.
    s = RULES.new_game(None, 1, 4, dealer=3, hand_number=1,
                       deals=[full_deal("AH KH QH TH 9H JS 4S 3S 7D 8D KD 2C 3C")])
    s.apply(trumps("H"))
    assert sorted(_bot_passes(s)) == sorted(["2♣", "3♣", "7♦"])


def test_it_keeps_its_trumps_when_passing():
    # The third hand (number 2): five cards go, none of them hearts.
    s = RULES.new_game(None, 1, 4, dealer=3, hand_number=2,
                       deals=[full_deal("AH KH QH TH 9H 4H AS KS 4C 5C 6D 8D 9D")])
    s.apply(trumps("H"))
    passed = _bot_passes(s)
    assert len(passed) == 5
    assert not any(card.endswith("♥") for card in passed)


# ---- play -------------------------------------------------------------------------------------

def test_last_to_play_it_takes_a_clean_trick_with_its_cheapest_winner():
    s = playing("5C 2D 3D", "9C 4D 5D", "2C 6D 7D", "KC AC 3C")
    play(s, "5C 9C 2C")
    assert bot_choice(s) == "K♣"


def test_last_to_play_it_ducks_a_trick_holding_a_jack():
    s = playing("5C 2D", "JH 3D", "2C 4D", "KC 3C")
    play(s, "5C JH 2C")
    assert bot_choice(s) == "3♣"


def test_out_of_the_suit_led_it_throws_its_dearest_jack_on_someone_elses_trick():
    s = playing("AC 2D 3D", "JS JH 5S", "2C 3C 4D", "6C 7C 8D")
    play(s, "AC")
    assert bot_choice(s) == "J♥"


def test_it_does_not_win_with_its_own_jack_when_it_can_play_under():
    s = playing("TH 2D", "JH 2H", "3H 4D", "4H 5D")
    play(s, "TH")
    assert bot_choice(s) == "2♥"


def test_it_plays_its_jack_under_a_higher_card():
    s = playing("QH 2D", "JH 2H", "3H 4D", "4H 5D")
    play(s, "QH")
    assert bot_choice(s) == "J♥"


def test_it_knows_the_charm_halves_its_doubled_jacks():
    # Three players. Seat 0 took the 7♦ with the J♥ in trick 1 (Ugly with a Jack: 1 − 2 × 4 =
    # −7) and lost trick 2. In trick 3 the 7♣ and the J♠ are on the table. Winning it makes the
    # Charm: two tricks, Jacks 4 + 1 at their normal price, 2 − 5 = −3, four better than now.
    s = playing("7D 4S AC 2C", "JH 5S 7C 9H", "4H 3S JS 6H")
    play(s, "7D JH 4H 4S 5S 3S 7C JS")
    assert s.to_act == 0
    assert s.view(0).hand_points()[0] == -7
    assert bot_choice(s) == "A♣"


def test_the_charm_alone_does_not_tempt_it():
    # The same trick 3, but seat 0's first trick was a plain one: the 7♣ alone is worth nothing
    # and the J♠ cancels the trick's point (1 + 1 − 1 = 1, no better than now), so it keeps its
    # ace and plays low.
    s = playing("8D 4S AC 2C", "3D 5S 7C 9H", "4H 3S JS 6H")
    play(s, "8D 3D 4H 4S 5S 3S 7C JS")
    assert s.to_act == 0
    assert s.view(0).hand_points()[0] == 1
    assert bot_choice(s) == "2♣"


def test_naming_trumps_is_one_of_the_five_trump_actions():
    s = game("AS 2C", "KS 3C", "QS 4C", "JS 5C")
    choice = UglyBot().choose(s.view(0), s.legal_actions(), Rng(1))
    assert choice in range(TRUMP_BASE, NO_TRUMP + 1)

"""The rule-of-thumb Up and Down player: far better than random, and sensible on hand-made
positions (bidding with and around the hook, winning cheaply, ducking, discarding)."""

from __future__ import annotations

from cardtable.ai import RandomBot
from cardtable.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, parse_card, parse_cards
from cardtable.engine.protocol import Phase
from cardtable.engine.rng import Rng
from cardtable.games.up_and_down.ai.normal import UpAndDownBot, expected_tricks
from cardtable.games.up_and_down.rules import BID_BASE, RULES, Deal

SUITS = {"C": CLUBS, "D": DIAMONDS, "H": HEARTS, "S": SPADES, "-": None}


def game(*hands: str, trumps: str = "S", **options: object):
    """One hand-made deal; the dealer sits last, so seat 0 bids first and leads."""
    n = len(hands)
    d = Deal(tuple(tuple(parse_cards(h)) for h in hands), (), SUITS[trumps])
    return RULES.new_game(options, 1, n, deals=[d], dealer=n - 1)


def bid(state, *bids: int) -> None:
    for b in bids:
        state.apply(BID_BASE + b)


def play(state, cards: str) -> None:
    for c in parse_cards(cards):
        state.apply(c)


def choice(state) -> int:
    seat = state.to_act
    return UpAndDownBot().choose(state.view(seat), state.legal_actions(), Rng(1))


# ---- better than chance -----------------------------------------------------------------------

def _results(games: int) -> tuple[list[float], list[float]]:
    """Average settlement and share of bids made per seat: seat 0 the bot, 1-3 random."""
    settlement = [0.0] * 4
    made = [0] * 4
    deals = 0
    rng = Rng(2024)
    for seed in range(games):
        state = RULES.new_game(None, seed, 4)
        bots = [UpAndDownBot(), RandomBot(), RandomBot(), RandomBot()]
        while not state.is_over:
            seat = state.to_act
            state.step(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
        for seat, result in enumerate(state.settlement()):
            settlement[seat] += result / games
        for record in state.sheet:
            deals += 1
            for seat, mark in enumerate(record.marks):
                b, t = mark.split()[0].split("/")
                made[seat] += b == t
    return settlement, [m / deals for m in made]


def test_the_bot_beats_random_players_clearly():
    settlement, made = _results(40)
    bot, *randoms = settlement
    # Each game has 15 deals; a seat that makes its bids gains hundreds on players who miss.
    assert bot > 300
    assert all(r < 0 for r in randoms)
    assert made[0] > max(made[1:]) + 0.2


# ---- bidding ------------------------------------------------------------------------------------

def test_it_bids_one_with_the_ace_of_trumps_in_a_one_card_deal():
    s = game("AS", "7C", "8D")
    assert choice(s) == BID_BASE + 1


def test_it_bids_nothing_with_a_low_side_card_it_cannot_lead():
    # Seat 1 does not lead; its 7♣ wins only if clubs are led and nobody follows higher or trumps.
    s = game("KD", "7C", "8H")
    bid(s, 0)
    assert choice(s) == BID_BASE


def test_a_strong_hand_expects_more_tricks_than_a_weak_one():
    strong = game("AS KS AH AD", "7C 8C 9C 10C", "7D 8D 9D 10D")
    weak = game("7C 8D 7H 9C", "AS KS AH AD", "QC KC AC JC")
    assert expected_tricks(strong.view(0)) > expected_tricks(weak.view(0)) + 2


def test_it_takes_the_nearest_bid_the_hook_allows():
    # Seat 0 bids 3 of the 3 tricks; the dealer's weak hand wants 0, which the hook forbids
    # (3 + 0 = 3): it bids 1, the nearest allowed bid.
    s = game("AS KS QS", "AH KH QH", "7C 8D 7H")
    bid(s, 3, 0)
    assert s.forbidden_bid() == 0
    assert choice(s) == BID_BASE + 1


# ---- play ---------------------------------------------------------------------------------------

def test_short_of_its_bid_it_wins_with_the_cheapest_winning_card():
    # No trumps. Seat 2 bid 2 and plays last: the 10♥ is enough over the 9♥.
    s = game("9H 7C", "8H 8C", "AH 10H", trumps="-")
    bid(s, 1, 0, 2)
    play(s, "9H 8H")
    assert choice(s) == parse_card("10H")


def test_with_its_bid_made_it_ducks_with_the_highest_card_that_loses():
    # Seat 1 bid 0: under the Q♥ it plays the J♥, keeping the K♥ out of it.
    s = game("QH 7C 8C", "KH JH 7H", "9H 9C 10C", trumps="-")
    bid(s, 1, 0, 1)
    play(s, "QH")
    assert choice(s) == parse_card("JH")


def test_with_its_bid_made_and_void_it_throws_its_most_dangerous_card():
    # No trumps, clubs led, seat 1 has none: it bid 0 and throws the A♦ rather than the 7♦.
    s = game("9C 8H", "AD 7D", "8C 9H", trumps="-")
    bid(s, 1, 0, 0)
    play(s, "9C")
    assert choice(s) == parse_card("AD")


def test_void_and_wanting_a_trick_it_trumps_as_cheaply_as_will_win():
    # Spades trumps. Hearts led; seat 2 has no heart but the 8♠ and A♠: the engine demands a
    # trump; seat 1 already trumped with the 7♠, so the 8♠ is the cheapest winner.
    s = game("AH 7C", "7S 8C", "8S AS")
    bid(s, 0, 0, 1)
    play(s, "AH 7S")
    assert s.legal_actions() == parse_cards("8S AS")
    assert choice(s) == parse_card("8S")


def test_forced_to_win_in_last_seat_it_wins_with_its_highest_card():
    # Seat 2 bid 0, plays last and every heart it holds beats the 8♥: it gets rid of the A♥.
    s = game("8H 7C", "7H 8C", "AH 10H", trumps="-")
    bid(s, 1, 0, 0)
    play(s, "8H 7H")
    assert choice(s) == parse_card("AH")


def test_wanting_tricks_it_leads_a_sure_winner():
    # Seat 0 bid 2 and leads; the A♦ is the highest diamond still out (a side master).
    s = game("AD 7C", "KD 8C", "QD 9C", trumps="S")
    bid(s, 2, 0, 1)
    assert s.phase is Phase.PLAY
    assert choice(s) == parse_card("AD")

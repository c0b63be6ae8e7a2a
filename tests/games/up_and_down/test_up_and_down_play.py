"""Up and Down rules, one at a time, on hand-made deals: bidding and the hook, following suit and
the must-trump rule, trumps drawn or turned up, who deals, bids and leads, the loss limit, the
view and the refusals.

Hand-made deals put the dealer in the last seat unless said, so seat 0 bids first and leads.
Bids are actions ``BID_BASE + n``; cards are card numbers.
"""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from cardtable.engine.cards import (
    CLUBS,
    DIAMONDS,
    HEARTS,
    SPADES,
    format_cards,
    parse_card,
    parse_cards,
    suit,
)
from cardtable.engine.events import (
    BidMade,
    DealScored,
    Dealt,
    GameOver,
    Played,
    TrickWon,
    TrumpChosen,
)
from cardtable.engine.protocol import IllegalAction, Phase
from cardtable.engine.rng import Rng
from cardtable.games.up_and_down.rules import ASK, BID_BASE, NO_TRUMP, RULES, TRUMP_BASE, Deal

SUITS = {"C": CLUBS, "D": DIAMONDS, "H": HEARTS, "S": SPADES, "-": None, "ask": ASK}


def game(*hands: str, trumps: str = "S", stock: str = "", dealer: int | None = None,
         scores: list[int] | None = None, **options: object):
    """Start a game on one hand-made deal. ``trumps`` is a suit letter, "-" for no trumps or
    "ask" to let the options decide (drawn, or turned up from ``stock``)."""
    n = len(hands)
    d = Deal(tuple(tuple(parse_cards(h)) for h in hands), tuple(parse_cards(stock)), SUITS[trumps])
    return RULES.new_game(options, 1, n, deals=[d], dealer=n - 1 if dealer is None else dealer,
                          scores=scores)


def bid(state, *bids: int) -> list:
    events = []
    for b in bids:
        events += state.apply(BID_BASE + b)
    return events


def play(state, cards: str) -> list:
    events = []
    for c in parse_cards(cards):
        events += state.apply(c)
    return events


def legal_cards(state) -> str:
    return format_cards(state.legal_actions())


def legal_bids(state) -> list[int]:
    return [a - BID_BASE for a in state.legal_actions()]


# ---- bidding --------------------------------------------------------------------------------

def test_bidding_starts_left_of_the_dealer_and_goes_round_to_the_left():
    s = game("AH 7C", "KH 8C", "QH 9C", "JH 10C", dealer=1)
    assert s.phase is Phase.BID and s.to_act == 2
    events = bid(s, 0, 0, 0, 1)
    assert [e.seat for e in events if isinstance(e, BidMade)] == [2, 3, 0, 1]
    assert s.bids == (0, 1, 0, 0)  # seat 0 bid 0, seat 1 (the dealer) 1, seats 2 and 3 bid 0
    assert s.phase is Phase.PLAY


def test_the_first_bidder_leads_the_first_trick():
    s = game("AH 7C", "KH 8C", "QH 9C", "JH 10C", dealer=1)
    bid(s, 2, 0, 0, 1)  # seat 2 bids 2 first; the dealer bids last
    assert s.to_act == 2 and s.view(0).leader == 2
    with pytest.raises(IllegalAction, match="do not hold"):
        s.apply(parse_card("AH"))  # seat 0's card, not seat 2's turn


def test_bids_go_from_nothing_to_every_card_in_hand():
    s = game("AH 7C", "KH 8C", "QH 9C")
    assert legal_bids(s) == [0, 1, 2]
    with pytest.raises(IllegalAction, match="bids go from 0 to 2: there are only 2 cards"):
        s.apply(BID_BASE + 3)
    with pytest.raises(IllegalAction, match="bidding comes first"):
        s.apply(parse_card("AH"))


def test_the_hook_forbids_the_last_bid_that_would_make_the_total_the_cards_in_hand():
    # Three cards each; bids 1 and 1 so far: the dealer may not bid 3 − 2 = 1.
    s = game("AH 7C 8D", "KH 8C 9D", "QH 9C 10D")
    bid(s, 1, 1)
    assert s.to_act == 2 == s.dealer
    assert legal_bids(s) == [0, 2, 3]
    assert s.forbidden_bid() == 1
    assert all(s.view(seat).forbidden_bid == 1 for seat in range(3))  # bids are public
    with pytest.raises(IllegalAction) as refused:
        s.apply(BID_BASE + 1)
    assert refused.value.reason == (
        "the dealer, bidding last, may not bid 1: the bids would add up to the 3 cards in hand"
    )
    assert s.why_illegal(BID_BASE + 1) == refused.value.reason
    assert s.bids == (1, 1, None)  # nothing changed
    bid(s, 2)
    assert s.phase is Phase.PLAY


def test_only_the_last_bidder_is_hooked():
    # The first bidder may bid every card, the second may bring the total to the cards in hand.
    s = game("AH 7C 8D", "KH 8C 9D", "QH 9C 10D", "JH 10C JD")
    assert s.forbidden_bid() is None and s.view(0).forbidden_bid is None
    assert legal_bids(s) == [0, 1, 2, 3]
    bid(s, 2)
    assert legal_bids(s) == [0, 1, 2, 3]
    bid(s, 1)  # 2 + 1 = 3 already: allowed, seat 1 is not last
    assert legal_bids(s) == [0, 1, 2, 3]
    assert s.forbidden_bid() is None
    bid(s, 0)
    # The dealer: 3 − 3 = 0 would make the total 3.
    assert s.forbidden_bid() == 0 and legal_bids(s) == [1, 2, 3]


def test_no_hook_when_the_others_already_bid_more_than_the_cards():
    s = game("AH 7C 8D", "KH 8C 9D", "QH 9C 10D")
    bid(s, 2, 2)
    assert s.forbidden_bid() is None and s.view(2).forbidden_bid is None
    assert legal_bids(s) == [0, 1, 2, 3]


def test_with_one_card_the_hook_can_leave_a_single_bid():
    # Two players, one card: the first bids 0, so the dealer may not bid 1 and must bid 0.
    s = game("AH", "KH")
    with pytest.raises(IllegalAction, match="bids go from 0 to 1: there is only 1 card in hand"):
        s.apply(BID_BASE + 2)
    bid(s, 0)
    assert legal_bids(s) == [0]
    assert s.view(1).forbidden_bid == 1
    assert s.why_illegal(BID_BASE + 1) == (
        "the dealer, bidding last, may not bid 1: the bids would add up to the 1 card in hand"
    )


# ---- following suit and trumps --------------------------------------------------------------

def test_a_player_must_follow_suit():
    s = game("AH 7C", "KH 7S", "QH 8C")
    bid(s, 1, 1, 1)
    play(s, "AH")
    assert legal_cards(s) == "K♥"
    with pytest.raises(IllegalAction, match="must follow suit: ♥ led"):
        s.apply(parse_card("7S"))


def test_a_player_void_in_the_suit_led_must_trump_if_able():
    # Spades are trumps; seat 1 has no heart but holds the 7♠.
    s = game("AH 7C", "8C 7S", "QH 9C")
    bid(s, 1, 1, 1)
    play(s, "AH")
    assert legal_cards(s) == "7♠"
    with pytest.raises(IllegalAction, match="must trump: void in ♥"):
        s.apply(parse_card("8C"))
    assert s.why_illegal(parse_card("8C")) == "must trump: void in ♥"


def test_a_player_with_neither_the_suit_led_nor_trumps_plays_anything():
    s = game("AH 7C", "8C 9D", "QH 9C")
    bid(s, 1, 1, 1)
    play(s, "AH")
    assert legal_cards(s) == "8♣ 9♦"


def test_trumping_is_required_even_when_the_trump_cannot_win():
    # Seat 1 trumps with the A♠; seat 2 is void in hearts and holds only the 7♠ as trump: it
    # must still play it, although it loses to the A♠ — and it need not over-trump.
    s = game("AH 7C", "AS 8C", "7S 9C")
    bid(s, 1, 1, 1)
    play(s, "AH AS")
    assert legal_cards(s) == "7♠"
    events = play(s, "7S")
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == 1 and won.points == 0


def test_no_obligation_to_over_trump_or_to_win():
    # Seat 2 holds two trumps (8♠, A♠) and no heart: after the 9♠ it may under-trump with the 8♠.
    s = game("AH 7C 8C", "9S 9D 10D", "8S AS JC")
    bid(s, 1, 1, 0)
    play(s, "AH 9S")
    assert legal_cards(s) == "8♠ A♠"
    play(s, "8S")
    assert s.tricks_won == [0, 1, 0]
    # Following suit, a player may play under the winning card while holding a higher one.
    s = game("10H 7C", "JH AH", "QH 8C")
    bid(s, 0, 0, 0)
    play(s, "10H")
    assert legal_cards(s) == "J♥ A♥"
    play(s, "JH QH")
    assert s.tricks_won == [0, 0, 1]


def test_an_off_suit_card_never_wins_however_high():
    # Hearts are trumps. 9♣ A♦ 7♣: seat 1 has no club and no heart, so its A♦ is a discard.
    s = game("9C", "AD", "7C", trumps="H")
    bid(s, 1, 1, 1)
    events = play(s, "9C AD 7C")
    assert [e.winner for e in events if isinstance(e, TrickWon)] == [0]


def test_the_lowest_trump_beats_the_suit_led_and_the_winner_leads_next():
    # Hearts are trumps. Trick 1: K♣, seat 1 (no club) must trump with the 7♥, 8♣: seat 1
    # wins. Seat 1 leads trick 2: 10♦ J♦ 9♦, the highest diamond (seat 2) wins.
    s = game("KC 9D", "7H 10D", "8C JD", trumps="H")
    bid(s, 0, 1, 0)
    events = play(s, "KC 7H 8C")
    assert [e.winner for e in events if isinstance(e, TrickWon)] == [1]
    assert s.to_act == 1 and s.view(0).leader == 1
    events = play(s, "10D JD 9D")
    assert [e.winner for e in events if isinstance(e, TrickWon)] == [2]


def test_without_trumps_nobody_has_to_trump_and_the_suit_led_wins():
    s = game("7H 7D", "AS AD", "8H 8D", trumps="-")
    bid(s, 0, 0, 1)
    play(s, "7H")
    assert legal_cards(s) == "A♦ A♠"  # void in hearts, no trumps: any card
    events = play(s, "AS 8H")
    assert next(e for e in events if isinstance(e, TrickWon)).winner == 2


# ---- trumps for the deal --------------------------------------------------------------------

def test_a_random_trump_suit_is_shown_before_the_bidding():
    seen = set()
    for seed in range(40):
        s = RULES.new_game(None, seed, 4)
        dealt, shown = s.initial_events()
        assert isinstance(dealt, Dealt)
        assert isinstance(shown, TrumpChosen)
        assert shown.seat is None and shown.card is None and shown.suit in (0, 1, 2, 3)
        assert s.view(0).trump == shown.suit and s.view(0).trump_card is None
        assert s.phase is Phase.BID
        seen.add(shown.suit)
    assert seen == {CLUBS, DIAMONDS, HEARTS, SPADES}


def next_deal(state) -> list:
    """Play the current deal with the first legal action each time; return every event."""
    deal_no = state.deal_no
    events: list = []
    while not state.is_over and state.deal_no == deal_no:
        events += state.apply(state.legal_actions()[0])
    return events


def test_each_new_deal_shows_its_trump_before_anyone_bids():
    s = RULES.new_game(None, 5, 3)
    events = next_deal(s)
    assert [type(e) for e in events[-3:]] == [DealScored, Dealt, TrumpChosen]
    assert not any(isinstance(e, BidMade) for e in events[-3:])
    assert s.phase is Phase.BID and s.cards_this_deal == 2
    assert s.view(1).trump == events[-1].suit


def test_the_turned_up_card_names_trumps():
    s = game("AH 7C", "KH 8C", trumps="ask", stock="QD 7S 9H", trump="turn-up")
    assert s.initial_events()[1] == TrumpChosen(DIAMONDS, None, parse_card("QD"))
    v = s.view(0)
    assert v.trump == DIAMONDS and v.trump_card == parse_card("QD")
    places = dict(s.card_places())
    assert places[parse_card("QD")] == "turned up"
    assert places[parse_card("7S")] == places[parse_card("9H")] == "stock"
    # The turned-up card belongs to nobody: it is never played.
    assert parse_card("QD") not in v.hand


def test_with_no_stock_left_to_turn_up_the_deal_has_no_trumps():
    s = game("AH 7C", "KH 8C", trumps="ask", stock="", trump="turn-up")
    assert s.initial_events()[1] == TrumpChosen(None, None, None)
    assert s.view(0).trump is None
    bid(s, 0, 1)
    play(s, "7C")
    assert legal_cards(s) == "8♣"


def test_seeded_turned_up_trumps_come_from_the_top_of_the_stock_and_run_out():
    # 32 cards, 4 players: the 8-card deal (the eighth, number 7) uses the whole deck.
    s = RULES.new_game({"trump": "turn-up"}, 21, 4)
    shown = {0: s.initial_events()[1]}
    stocks = {0: s.deal_record().kitty}
    while not s.is_over and s.deal_no < 9:
        events = next_deal(s)
        dealt = [e for e in events if isinstance(e, Dealt)]
        trumps = [e for e in events if isinstance(e, TrumpChosen)]
        if dealt:
            shown[dealt[0].deal] = trumps[0]
            stocks[dealt[0].deal] = dealt[0].kitty
    for deal_no in range(9):
        cards = deal_no + 1 if deal_no < 8 else 7
        assert len(stocks[deal_no]) == 32 - 4 * cards
        if stocks[deal_no]:
            top = stocks[deal_no][0]
            assert shown[deal_no] == TrumpChosen(suit(top), None, top)
        else:
            assert deal_no == 7
            assert shown[deal_no] == TrumpChosen(None, None, None)


def test_two_players_with_the_short_deck_have_no_trumps_in_the_16_card_deal():
    s = RULES.new_game({"trump": "turn-up", "max_cards": 0}, 2, 2)
    while s.cards_this_deal < 16:
        next_deal(s)
    assert s.deal_record().kitty == ()
    assert s.initial_events()[1] == TrumpChosen(None, None, None)


def test_trump_and_no_trump_actions_are_never_legal_here():
    s = RULES.new_game(None, 3, 4)
    for action in (TRUMP_BASE, TRUMP_BASE + 3, NO_TRUMP):
        assert not s.is_legal(action)
        assert s.why_illegal(action)


# ---- who deals, bids and leads --------------------------------------------------------------

@pytest.mark.parametrize(("seed", "players"), [(3, 4), (8, 2), (13, 6), (21, 5)])
def test_the_deal_and_the_first_bid_move_one_seat_left_each_deal(seed, players):
    s = RULES.new_game({"max_cards": 4}, seed, players)
    first_dealer = Rng(seed).below(players)  # the first dealer is the state's first draw
    assert s.dealer == first_dealer
    events = list(s.initial_events())
    while not s.is_over:
        events += s.apply(s.legal_actions()[0])
    deals = [e for e in events if isinstance(e, Dealt)]
    assert [d.dealer for d in deals] == [(first_dealer + i) % players for i in range(len(deals))]
    # Split the events by deal: the first bid and the first card come from left of the dealer.
    starts = [i for i, e in enumerate(events) if isinstance(e, Dealt)] + [len(events)]
    for d, (a, b) in zip(deals, pairwise(starts), strict=True):
        chunk = events[a:b]
        bids = [e for e in chunk if isinstance(e, BidMade)]
        plays = [e for e in chunk if isinstance(e, Played)]
        left = (d.dealer + 1) % players
        assert [e.seat for e in bids] == [(left + i) % players for i in range(players)]
        assert plays[0].seat == left


def test_a_given_dealer_is_used():
    s = RULES.new_game(None, 3, 4, dealer=2)
    assert s.dealer == 2 and s.to_act == 3 and s.view(0).first_bidder == 3


# ---- the end of the game and the loss limit -------------------------------------------------

def test_the_loss_limit_ends_the_game_after_the_deal_that_reaches_it():
    # Three players, one card each, no trumps. Bids 1, 1, 0 (total 2, not 1). The K♥ of seat 1
    # beats seat 0's 7♥: seat 0 bid 1 took 0 → −10; seat 1 bid 1 took 1 → 10; seat 2 bid 0
    # took 0 → 5. From −20, 0, 0 the points are −30, 10, 5 (total −15); settlement 3 × p + 15:
    # −75, 45, 30. Seat 0's loss of 75 reaches a limit of 75.
    s = game("7H", "KH", "8D", trumps="-", scores=[-20, 0, 0], loss_limit=75, stake=3)
    bid(s, 1, 1, 0)
    events = play(s, "7H KH 8D")
    assert s.is_over and s.end_reason == "limit"
    assert s.deal_no == 0 < s.deals_in_game - 1  # far from the end of the schedule
    assert s.scores == (-30, 10, 5)
    assert s.settlement() == (-75, 45, 30)
    assert s.money() == (-225, 135, 90)  # settlement × stake 3
    assert s.over_limit() == (0,)
    scored, over = events[-2:]
    assert isinstance(scored, DealScored) and isinstance(over, GameOver)
    assert scored.marks == ("1/0 limit", "1/1", "0/0")
    assert over.winners == (1,) == s.winners
    assert s.legal_actions() == []
    with pytest.raises(IllegalAction, match="the game is over"):
        s.apply(BID_BASE)


def test_a_loss_short_of_the_limit_lets_the_game_go_on():
    # The same deal with a limit of 76: a loss of 75 has not reached it.
    s = game("7H", "KH", "8D", trumps="-", scores=[-20, 0, 0], loss_limit=76, stake=3)
    bid(s, 1, 1, 0)
    events = play(s, "7H KH 8D")
    assert not s.is_over and s.end_reason == ""
    assert isinstance(events[-2], Dealt) and s.deal_no == 1
    assert s.sheet[0].marks == ("1/0", "1/1", "0/0")


def test_a_seeded_game_with_a_limit_stops_early_and_settles_in_money():
    for seed in range(30):
        s = RULES.new_game({"loss_limit": 60, "stake": 2}, seed, 4)
        pick = random.Random(seed)
        while not s.is_over:
            s.apply(pick.choice(s.legal_actions()))
        if s.end_reason == "limit":
            break
    else:
        raise AssertionError("no game reached the limit")
    assert len(s.sheet) < s.deals_in_game
    assert min(s.settlement()) <= -60
    assert s.money() == tuple(2 * x for x in s.settlement())
    assert sum(s.settlement()) == 0
    # Before the last deal nobody had reached the limit.
    before = s.sheet[-2].scores
    n = len(before)
    assert min(n * p - sum(before) for p in before) > -60


def test_without_a_limit_the_game_ends_after_the_last_scheduled_deal():
    s = RULES.new_game({"max_cards": 2}, 4, 3)  # deals of 1, 2, 1 cards
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    assert len(s.sheet) == 3 == s.deals_in_game
    assert s.end_reason == "schedule"
    best = max(s.scores)
    assert s.winners == tuple(i for i, p in enumerate(s.scores) if p == best)


# ---- the view and the rest of the interface -------------------------------------------------

def test_the_view_shows_the_seats_own_cards_and_the_public_table():
    s = game("AH 7C", "KH 8C", "QH 9C", trumps="C")
    v = s.view(1)
    assert v.seat == 1 and v.players == 3 and v.phase is Phase.BID and v.to_act == 0
    assert v.hand == tuple(parse_cards("8C KH"))
    assert v.hand_sizes == (2, 2, 2)
    assert v.trump == CLUBS and v.trump_card is None
    assert v.bids == (None, None, None)
    # 32 cards for 3 players: up to 10 each, so 10 deals up and 9 down, 19 in all.
    assert (v.cards_this_deal, v.deal_number, v.deal, v.deals_in_game) == (2, 0, 0, 19)
    assert v.dealer == 2 and v.first_bidder == 0
    assert v.settlement == (0, 0, 0)
    bid(s, 1, 0)
    assert s.view(2).bids == (1, 0, None)
    assert s.view(2).forbidden_bid == 1
    bid(s, 0)
    play(s, "AH KH")
    v = s.view(2)
    assert v.trick == ((0, parse_card("AH")), (1, parse_card("KH")))
    assert v.played_cards() == parse_cards("AH KH")
    play(s, "QH")
    v = s.view(2)
    assert v.tricks == (((0, parse_card("AH")), (1, parse_card("KH")), (2, parse_card("QH"))),)
    assert v.trick_winners == (0,) and v.tricks_won == (1, 0, 0)


def test_voids_include_trumps_when_a_void_player_did_not_trump():
    # Spades trumps. Seat 1 discards the 8♦ on a heart lead: void in hearts and in spades.
    s = game("AH 7C", "8D 8C", "QH 9C")
    bid(s, 1, 0, 0)
    play(s, "AH 8D QH")
    assert s.view(0).voids() == [set(), {HEARTS, SPADES}, set()]


def test_actions_are_described_for_people():
    s = RULES.new_game(None, 1, 4)
    assert s.describe_action(BID_BASE + 3) == "Bid 3"
    assert s.describe_action(BID_BASE) == "Bid 0"
    assert s.describe_action(parse_card("QS")) == "Q♠"
    assert s.describe_action(TRUMP_BASE + HEARTS) == "Trumps: ♥"
    assert s.describe_action(NO_TRUMP) == "No trumps"


def test_initial_events_and_the_deal_record():
    s = game("AH 7C", "KH 8C", stock="9D", trumps="H")
    dealt, shown = s.initial_events()
    assert dealt == Dealt(0, 1, (tuple(parse_cards("7C AH")), tuple(parse_cards("8C KH"))),
                          (parse_card("9D"),))
    assert shown == TrumpChosen(HEARTS, None, None)
    assert s.deal_record() == dealt


def test_a_refused_action_changes_nothing():
    s = game("AH 7C", "KH 7S", "QH 8C")
    bid(s, 1, 1, 1)
    play(s, "AH")
    before = ([s.view(i) for i in range(3)], list(s.log), s.to_act, s.phase)
    for action in (parse_card("7S"), parse_card("AS"), BID_BASE + 1, -1, 64, 999):
        with pytest.raises(IllegalAction):
            s.apply(action)
        with pytest.raises(IllegalAction):
            s.step(action)
        assert s.why_illegal(action)
        assert not s.is_legal(action)
    assert ([s.view(i) for i in range(3)], list(s.log), s.to_act, s.phase) == before
    assert s.why_illegal(parse_card("KH")) is None


def test_cards_outside_the_short_deck_are_not_cards_of_this_game():
    s = game("AH 7C", "KH 8C")
    bid(s, 1, 0)
    assert s.why_illegal(parse_card("2C")) == "not a card of this game: 0"


def test_clones_are_independent():
    s = game("AH 7C", "KH 8C", "QH 9C")
    other = s.clone()
    bid(other, 1, 0, 0)
    assert s.bids == (None, None, None) and s.log == []
    assert other.bids == (1, 0, 0)


@pytest.mark.parametrize(
    ("hands", "stock", "message"),
    [
        (("AH",), "", "1 hands given for 2 players"),
        (("AH 7C", "KH"), "", "of one size"),
        (("AH", "AH"), "", "given twice"),
        (("AH", "KH"), "AH", "given twice"),
        (("2H", "KH"), "", "not in this game's deck"),
    ],
)
def test_hand_made_deals_are_checked(hands, stock, message):
    d = Deal(tuple(tuple(parse_cards(h)) for h in hands), tuple(parse_cards(stock)))
    with pytest.raises(ValueError, match=message):
        RULES.new_game(None, 1, 2, deals=[d])


def test_a_hand_made_deal_with_a_bad_trump_is_refused():
    d = Deal(((parse_card("AH"),), (parse_card("KH"),)), (), 7)
    with pytest.raises(ValueError, match="trump"):
        RULES.new_game(None, 1, 2, deals=[d])


def test_given_scores_must_fit_the_table():
    with pytest.raises(ValueError, match="need 3 numbers"):
        RULES.new_game(None, 1, 3, scores=[1, 2])

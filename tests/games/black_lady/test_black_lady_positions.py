"""Black Lady started part-way (``RULES.position``, as the world sampler starts its worlds):
the deal's number decides which way the cards pass, and a ``BlackLadyPosition`` carries the
sweepstake's pool into its deal."""

from __future__ import annotations

from cardtable.engine.cards import parse_cards
from cardtable.engine.positions import Position
from cardtable.engine.protocol import Phase
from cardtable.games.black_lady.rules import RULES, BlackLadyPosition

from ...engine.deals import WHOLE_DECK, WHOLE_DECK_PLAY, deal

SWEEPSTAKE = {"scoring": "sweepstake", "moon": "none", "passing": "none"}


def test_a_position_passes_the_way_its_deal_s_number_says():
    for number, offset in ((0, 1), (1, 3), (2, 1), (5, 3)):
        state = RULES.position({"passing": "left-right"}, 4,
                               Position(deal(*WHOLE_DECK), number, 3, (10, 0, 5, 2), 1))
        view = state.view(0)
        assert (view.deal, view.dealer, view.scores) == (number, 3, (10, 0, 5, 2))
        assert view.phase is Phase.PASS and view.to_act == 0
        assert view.pass_offset == offset
        assert view.hand == tuple(sorted(parse_cards(WHOLE_DECK[0])))


def test_a_position_carries_the_pool_into_its_deal_and_the_deal_shares_it_out():
    def points(pool: int) -> tuple[int, ...]:
        state = RULES.position(SWEEPSTAKE, 4, BlackLadyPosition(
            deal(*WHOLE_DECK), 2, 3, (20, 20, 20, 20), 1, pool=pool))
        assert state.view(1).pool == pool
        for card in parse_cards(WHOLE_DECK_PLAY):
            state.step(card)
        return state.sheet[0].points

    # Seat 0 takes every trick; the three who took no penalty card share the pool.
    assert [b - a for a, b in zip(points(0), points(6), strict=True)] == [0, 2, 2, 2]


def test_a_plain_position_starts_with_an_empty_pool():
    state = RULES.position(SWEEPSTAKE, 4, Position(deal(*WHOLE_DECK), 1, 0, (5, 5, 5, 5), 1))
    assert state.pool == 0

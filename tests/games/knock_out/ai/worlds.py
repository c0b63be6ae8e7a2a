"""Worlds for Knock-Out: the other hands in play, and the cards nobody was dealt, at random as
one seat could believe them to be.

A seat knows its hand, every card played this deal and by whom, and the suits a player has
shown it lacks by not following. The deck's other cards are either in the hands still in play
or were never dealt; no void binds those. The world is built the way the deal went (the
sampler contract in ``cardtable/engine/positions.py``): the game started at the view's deal
with the hands as dealt, then every card played so far.
"""

from __future__ import annotations

from cardtable.ai.worlds.dealing import deal_unseen, played_in_deal, suit_bits
from cardtable.engine.cards import cards_of, mask_of
from cardtable.engine.positions import Position
from cardtable.engine.protocol import Phase
from cardtable.engine.rng import Rng

from ..rules import RULES
from ..state import DECK, Deal, KnockOutState
from ..view import KnockOutView


def sample_world(view: KnockOutView, rng: Rng) -> KnockOutState:
    """A whole Knock-Out game at the decision of ``view``; ``world.view(view.seat) == view``."""
    if view.phase is not Phase.PLAY:
        raise ValueError(f"no decision to look ahead from in phase {view.phase.name}")
    n, seat = view.players, view.seat
    tricks = (*view.tricks, view.trick)
    played, gone = played_in_deal(tricks, n)
    own = mask_of(view.hand)
    pool = mask_of(DECK) & ~own & ~gone
    voids = view.voids()
    others = [p for p in view.in_play if p != seat]
    places = [(view.hand_sizes[p], suit_bits(voids[p])) for p in others]
    places.append((pool.bit_count() - sum(need for need, _ in places), 0))
    *dealt, _never_dealt = deal_unseen(pool, places, rng)
    hands = [0] * n
    hands[seat] = own
    for p, cards in zip(others, dealt, strict=True):
        hands[p] = cards
    deal = Deal(tuple(tuple(cards_of(hands[p] | played[p])) for p in range(n)))
    world = RULES.position(
        view.options, n, Position(deal, view.deal, view.dealer, view.scores, rng.next64()))
    for trick in tricks:
        for _, card in trick:
            world.step(card)
    return world

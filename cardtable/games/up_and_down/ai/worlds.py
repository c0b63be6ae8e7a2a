"""Worlds for Up and Down: the other hands and the undealt stock dealt at random, as one seat
could believe them to be.

What an Up and Down seat knows beyond its own hand: the trumps, and with turned-up trumps the
turned card (it stays on top of the stock, so it is in nobody's hand); every bid (bids are made
in the open, and they say nothing certain about the cards); every card played. Up and Down makes
a player who cannot follow suit trump if it can, so a player who neither followed nor trumped
has shown it lacks trumps as well as the suit led (``view.voids()`` reads both). The cards left
over once every hand is dealt stay face down in the stock whether there are two players or six;
they are as unseen as another hand, but no void binds them.

The world is built the way the deal went: the game started at the view's deal with the hands as
dealt (each current hand with the cards that seat has played), the bids made so far, every trick
replayed. The deal's number matters when a playout ends the deal: it says whether the deal is
the last, and the size of the next.
"""

from __future__ import annotations

from ....ai.worlds.dealing import deal_unseen, played_in_deal, suit_bits
from ....engine.cards import SEVEN, TWO, cards_of, mask_of, short_deck
from ....engine.positions import Position
from ....engine.protocol import Phase
from ....engine.rng import Rng
from ..rules import ASK, BID_BASE, RULES, Deal, UpAndDownState, UpAndDownView

_DECK_MASKS = {"32": mask_of(short_deck(SEVEN)), "52": mask_of(short_deck(TWO))}


def sample_world(view: UpAndDownView, rng: Rng) -> UpAndDownState:
    """A whole Up and Down game at the decision of ``view``, the unseen cards dealt at random
    and consistently with everything the seat knows; ``world.view(view.seat) == view``."""
    if view.phase not in (Phase.BID, Phase.PLAY):
        raise ValueError(f"no decision to look ahead from in phase {view.phase.name}")
    n, seat = view.players, view.seat
    tricks = (*view.tricks, view.trick)
    played, gone = played_in_deal(tricks, n)
    deck = _DECK_MASKS[str(view.options["deck"])]
    own = mask_of(view.hand)
    turned = view.trump_card
    shown = 0 if turned is None else 1 << turned
    pool = deck & ~own & ~gone & ~shown
    voids = view.voids()
    others = [p for p in range(n) if p != seat]
    stock_size = deck.bit_count() - n * view.cards_this_deal
    places = [(view.hand_sizes[p], suit_bits(voids[p])) for p in others]
    places.append((stock_size - shown.bit_count(), 0))
    *dealt, rest = deal_unseen(pool, places, rng)
    hands = [0] * n
    hands[seat] = own
    for p, cards in zip(others, dealt, strict=True):
        hands[p] = cards
    # The turned card must be the stock's top; the order below it is never seen nor used.
    stock = ((turned,) if turned is not None else ()) + tuple(cards_of(rest))
    trump = ASK if view.options["trump"] == "turn-up" else view.trump

    deal = Deal(tuple(tuple(cards_of(hands[p] | played[p])) for p in range(n)), stock, trump)
    world = RULES.position(
        view.options, n, Position(deal, view.deal, view.dealer, view.scores, rng.next64())
    )
    for i in range(n):  # the bids so far, from the left of the dealer
        bid = view.bids[(view.first_bidder + i) % n]
        if bid is None:
            break
        world.step(BID_BASE + bid)
    for trick in tricks:
        for _, card in trick:
            world.step(card)
    return world

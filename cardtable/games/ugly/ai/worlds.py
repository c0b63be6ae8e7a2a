"""Worlds for Ugly: the other hands dealt at random, as one seat could believe them to be.

What an Ugly seat knows beyond its own hand: the trumps (named in the open), every card played
and so the suits a player has shown it lacks (Ugly only asks to follow suit: a player who did
not follow is void in the suit led, and nothing more is learned), the cards it passed left,
which stay in its left neighbour's hand until played, and the cards it received from its right.
The 2♠ is out of a three-handed game, so it is nowhere. Everything else is shared out at random
by ``deal_unseen``, which keeps to the voids.

The world is then built the way the real hand went: the game started at the view's hand from
the hands as dealt (the current holdings with the passes put back), trumps named, every seat's
pass chosen, every trick replayed. The other seats' passes are hidden; each is drawn from what
the receiving seat holds or has played, so every seat's own knowledge in the world (what it
passed and got) is that of a possible game. Replaying rather than writing the state's fields
makes the world's view equal the seat's view by construction of the engine itself.
"""

from __future__ import annotations

from ....ai.worlds.dealing import deal_unseen, played_in_deal, some_of, suit_bits
from ....engine.cards import cards_of, mask_of
from ....engine.positions import Position
from ....engine.protocol import Phase
from ....engine.rng import Rng
from ..options import deck_for
from ..rules import NO_TRUMP, RULES, TRUMP_BASE, Deal, UglyState, UglyView

_DECK_MASKS = {players: mask_of(deck_for(players)) for players in (3, 4)}


def sample_world(view: UglyView, rng: Rng) -> UglyState:
    """A whole Ugly game at the decision of ``view``, the unseen cards dealt at random and
    consistently with everything the seat knows; ``world.view(view.seat) == view``."""
    if view.phase not in (Phase.CHOOSE_TRUMP, Phase.PASS, Phase.PLAY):
        raise ValueError(f"no decision to look ahead from in phase {view.phase.name}")
    n, seat = view.players, view.seat
    left = (seat + 1) % n
    eldest = (view.dealer + 1) % n
    exchanged = view.phase is Phase.PLAY
    tricks = (*view.tricks, view.trick)
    played, gone = played_in_deal(tricks, n)
    own = mask_of(view.hand)
    sent = mask_of(view.passing) if exchanged else 0
    with_left = sent & ~gone  # passed left and not played yet: still in that hand
    pool = _DECK_MASKS[n] & ~own & ~gone & ~with_left
    voids = view.voids()
    others = [p for p in range(n) if p != seat]
    places = [
        (view.hand_sizes[p] - (with_left.bit_count() if p == left else 0), suit_bits(voids[p]))
        for p in others
    ]
    hands = [0] * n
    hands[seat] = own
    for p, cards in zip(others, deal_unseen(pool, places, rng), strict=True):
        hands[p] = cards
    hands[left] |= with_left

    k = view.pass_count
    passes = [0] * n
    if exchanged:
        held = [hands[p] | played[p] for p in range(n)]
        received = [0] * n
        for p in range(n):
            if p == seat:
                received[p] = mask_of(view.received)
            elif p == left:
                received[p] = sent
            else:
                received[p] = some_of(held[p], k, rng)
        passes = [received[(p + 1) % n] for p in range(n)]
        dealt = [held[p] & ~received[p] | passes[p] for p in range(n)]
    else:
        dealt = hands
        if view.phase is Phase.PASS:
            for i in range(n):  # the seats before the one choosing now have chosen all theirs
                p = (eldest + i) % n
                if p == seat:
                    passes[p] = mask_of(view.passing)
                elif p != view.to_act:
                    passes[p] = some_of(hands[p], k, rng)
                if p == view.to_act:
                    break

    world = RULES.position(view.options, n, Position(
        Deal(tuple(tuple(cards_of(h)) for h in dealt)), view.deal, view.dealer, view.scores,
        rng.next64(),
    ))
    if view.trump_named:
        world.step(NO_TRUMP if view.trump is None else TRUMP_BASE + view.trump)
    if world.phase is Phase.PASS:  # (in the last hand the whole hand went when trumps were named)
        for i in range(n):
            for card in cards_of(passes[(eldest + i) % n]):
                world.step(card)
    for trick in tricks:
        for _, card in trick:
            world.step(card)
    return world

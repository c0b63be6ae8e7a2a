"""Ultimate Loser worlds: the other hands, the face-down spare cards and the hidden
rock-paper-scissors choices, dealt at random from one seat's view.

What a seat knows of the cards it cannot see is little: every play is public, the gin card lies
face up, and a swap with the gin card shows both the card given (it becomes the gin card) and
the card taken (the old gin card), so a card taken and not played since is known to be in its
taker's hand. Nothing else is: a player may pass holding any cards, so passes rule nothing out,
and there is no suit to follow. The rest of the deck (not in this hand, not played, not the gin
card, not known to be in a hand) therefore lies anywhere among the other hands' unknown places
and the spare cards, every arrangement with the right counts equally consistent; the sampler
shuffles those cards and deals them out.

During rock-paper-scissors for the lead the others' choices so far are hidden too (the view
says only who has chosen); each is drawn uniformly, as a person guessing them would.

The world is built field by field rather than by replaying the hand: the rounds, the drinks and
the swaps are copied from the view, the hand as dealt is worked back from the current hands and
the public history (so ``deal_record`` stays a valid deal), and the seats still to act in the
round are worked out the way the engine chose them at the lead. The scoresheet of past hands is
left empty: a view shows only their totals, and a playout measures the hand in progress.
"""

from __future__ import annotations

from ....engine.cards import Card, Mask, cards_of, mask_of
from ....engine.protocol import Phase
from ....engine.rng import Rng
from ..options import deck_for, readings
from ..plays import SHAPES, play_for_cards
from ..rules import UltimateLoserState, UltimateLoserView
from ..view import RoundRecord

_Plays = tuple[tuple[int, tuple[Card, ...]], ...]
_Swaps = tuple[tuple[int, Card, Card], ...]


def _history(view: UltimateLoserView) -> list[tuple[_Plays, _Swaps]]:
    """The hand's rounds so far, finished and in play, as (plays, swaps), oldest first."""
    rounds: list[tuple[_Plays, _Swaps]] = [(r.plays, r.swaps) for r in view.rounds]
    rounds.append((view.plays, view.swaps))
    return rounds


def known_cards(view: UltimateLoserView) -> list[Mask]:
    """Per seat, the cards the view's seat knows to be in that hand: its own hand, and for the
    others the cards taken from the gin card and neither played nor given back since."""
    known = [0] * view.players
    for plays, swaps in _history(view):
        # A seat acts once a round, so within a round its play and its swap never meet, and a
        # card given by one seat and taken by a later one is handled in the order of the swaps.
        for seat, given, taken in swaps:
            known[seat] = known[seat] & ~(1 << given) | 1 << taken
        for seat, cards in plays:
            known[seat] &= ~mask_of(cards)
    known[view.seat] = mask_of(view.hand)
    return known


def _dealt_hands(view: UltimateLoserView, hands: list[Mask]) -> tuple[tuple[Mask, ...], Card]:
    """The hands as dealt and the first gin card, worked back from the current ``hands`` by
    undoing the hand's plays and swaps, latest first."""
    dealt = hands.copy()
    gin = view.gin
    for plays, swaps in reversed(_history(view)):
        for seat, cards in plays:
            dealt[seat] |= mask_of(cards)
        for seat, given, taken in reversed(swaps):
            dealt[seat] = dealt[seat] & ~(1 << taken) | 1 << given
            gin = taken
    return tuple(dealt), gin


def _pending(view: UltimateLoserView) -> list[int]:
    """The seats still to act in the round after the one acting now, as the engine keeps them
    (a stack, next seat last). At the lead the engine listed every other seat then holding
    cards, clockwise; the seats not yet reached have not changed their hands since."""
    if view.phase is not Phase.PLAY or not view.plays:
        return []
    n, lead = view.players, view.plays[0][0]
    reached = (view.to_act - lead) % n
    return [s for s in ((lead + k) % n for k in range(n - 1, reached, -1)) if view.hand_sizes[s]]


def sample_world(view: UltimateLoserView, rng: Rng) -> UltimateLoserState:
    """A full game state at the decision of ``view``, its hidden cards and choices dealt at
    random consistently with everything the seat knows: ``world.view(view.seat) == view``."""
    n, me = view.players, view.seat
    known = known_cards(view)
    played = mask_of(view.played_cards())
    deck = mask_of(deck_for(bool(view.options["joker"])))
    placed = 0
    for cards in known:
        placed |= cards
    unseen = cards_of(deck & ~played & ~placed & ~(1 << view.gin))
    rng.shuffle(unseen)
    hands = known.copy()
    at = 0
    for seat in range(n):
        if seat != me:
            wanted = view.hand_sizes[seat] - known[seat].bit_count()
            hands[seat] |= mask_of(unseen[at:at + wanted])
            at += wanted
    if len(unseen) < at + view.stock_size:
        raise ValueError("the view's hands and spare cards hold more cards than its deck")
    # A hand-made deal may leave cards out of the game altogether; dealt, none are left over.
    stock_cards = unseen[at:at + view.stock_size]
    dealt, first_gin = _dealt_hands(view, hands)

    world: UltimateLoserState = object.__new__(UltimateLoserState)
    # What every game state holds (see ``state_base.CardGameState``).
    world._deals = ()
    world.seed = rng.next64()
    world._rng = Rng(world.seed)
    world.deal_no = view.deal
    world.dealer = view.dealer
    world.hands = hands
    world.is_over = view.phase is Phase.GAME_OVER
    world.leader = view.leader
    world.led_suit = -1
    world.legal_cache = -1
    world.log = []
    world.n = n
    world.phase = view.phase
    world.scores_ = list(view.scores)
    world.sheet = []
    world.to_act = view.to_act
    world.trick_cards = [c for _, cards in view.plays for c in cards]
    world.trick_seats = [s for s, cards in view.plays for _ in cards]
    world.tricks_won = [0] * n
    for record in view.rounds:
        world.tricks_won[record.best] += 1
    world.winners = ()
    world.won = [0] * n
    # Ultimate Loser's own fields.
    world._options = view.options
    world.deal_hands = dealt
    world.deal_spare = (first_gin, *stock_cards)
    world.deck = deck_for(bool(view.options["joker"]))
    world.discard = _discard(view.rounds)
    world.drinks = list(view.drinks)
    world.gin = view.gin
    world.hands_in_game = view.hands_in_game
    world.loser = view.dealer if view.deal else -1  # the last hand's loser deals this one
    world.passers = list(view.passers)
    world.penalty = view.penalty
    world.pending = _pending(view)
    world.plays = [(s, play_for_cards(cards)) for s, cards in view.plays]
    world.readings = readings(view.options)
    world.rounds = list(view.rounds)
    world.shape = view.shape
    world.shape_choice = [0] * n
    for s in view.shapes_chosen:
        world.shape_choice[s] = view.my_shape if s == me else SHAPES[rng.below(len(SHAPES))]
    world.shape_players = list(view.shape_players)
    world.stock = mask_of(stock_cards)
    world.swaps = list(view.swaps)
    return world


def _discard(rounds: tuple[RoundRecord, ...]) -> Mask:
    """The cards of the finished rounds: the engine's pile of played cards."""
    pile = 0
    for record in rounds:
        for _, cards in record.plays:
            pile |= mask_of(cards)
    return pile

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

The world is built the way the hand went: the hand as dealt is worked back from the current
hands and the public history (the plays and the swaps undone), the game starts from it at the
view's hand (``RULES.position``), and the hand's rounds are replayed move by move with the
engine's own ``step``. In a round each seat acts once, so the view's record of who played what,
who passed and who swapped says every move. Where rock-paper-scissors chose a leader, what was
shown is hidden and no longer matters: in the world the winner shows rock and the others
scissors, which ends the same way. So every field a view shows (the drinks, the pile of played
cards, the seats still to act) is the engine's own. The scoresheet of past hands is left empty:
a view shows only their totals, and a playout measures the hand in progress.
"""

from __future__ import annotations

from ....engine.cards import Card, Mask, cards_of, mask_of
from ....engine.positions import Position
from ....engine.protocol import Action, Phase
from ....engine.rng import Rng
from ..options import deck_for
from ..plays import ROCK, SCISSORS, SHAPES, play_for_cards
from ..rules import PASS, RULES, SWAP_BASE, Deal, UltimateLoserState, UltimateLoserView

_Plays = tuple[tuple[int, tuple[Card, ...]], ...]
_Swaps = tuple[tuple[int, Card, Card], ...]


def _rounds(view: UltimateLoserView) -> list[tuple[_Plays, tuple[int, ...], _Swaps]]:
    """The hand's rounds so far, finished and in play, as (plays, passers, swaps), oldest
    first."""
    rounds = [(r.plays, r.passers, r.swaps) for r in view.rounds]
    rounds.append((view.plays, view.passers, view.swaps))
    return rounds


def known_cards(view: UltimateLoserView) -> list[Mask]:
    """Per seat, the cards the view's seat knows to be in that hand: its own hand, and for the
    others the cards taken from the gin card and neither played nor given back since."""
    known = [0] * view.players
    for plays, _, swaps in _rounds(view):
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
    for plays, _, swaps in reversed(_rounds(view)):
        for seat, cards in plays:
            dealt[seat] |= mask_of(cards)
        for seat, given, taken in reversed(swaps):
            dealt[seat] = dealt[seat] & ~(1 << taken) | 1 << given
            gin = taken
    return tuple(dealt), gin


def sample_world(view: UltimateLoserView, rng: Rng) -> UltimateLoserState:
    """A full game state at the decision of ``view``, its hidden cards and choices dealt at
    random consistently with everything the seat knows: ``world.view(view.seat) == view``."""
    if view.phase not in (Phase.PLAY, Phase.ROCK_PAPER_SCISSORS):
        raise ValueError(f"no decision to look ahead from in phase {view.phase.name}")
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
    deal = Deal(tuple(tuple(cards_of(h)) for h in dealt), (first_gin, *stock_cards))
    world = RULES.position(
        view.options, n, Position(deal, view.deal, view.dealer, view.scores, rng.next64())
    )
    _replay_hand(view, world)
    for seat in view.shapes_chosen:  # in the order they chose
        world.step(view.my_shape if seat == me else SHAPES[rng.below(len(SHAPES))])
    return world


def _replay_hand(view: UltimateLoserView, world: UltimateLoserState) -> None:
    """Take the hand's moves so far in ``world``: every round as the view records it, and
    before a round whose leader rock-paper-scissors chose, a turn of it that chooses the same
    (or, while it is still being played, leaves in it the seats the view shows)."""
    for plays, passers, swaps in _rounds(view):
        if world.phase is Phase.ROCK_PAPER_SCISSORS:
            still_in: tuple[int, ...]
            if plays:
                still_in = (plays[0][0],)
            elif view.phase is Phase.PLAY:
                still_in = (view.leader,)
            else:
                still_in = view.shape_players
            _shapes_leaving(world, still_in)
        moves: dict[int, Action] = {seat: play_for_cards(cards) for seat, cards in plays}
        moves.update((seat, PASS) for seat in passers)
        moves.update((seat, SWAP_BASE + given) for seat, given, _ in swaps)
        while moves:
            if world.to_act not in moves:
                raise ValueError("the view's round is not one the rules could have played")
            world.step(moves.pop(world.to_act))


def _shapes_leaving(world: UltimateLoserState, still_in: tuple[int, ...]) -> None:
    """Play a turn of rock-paper-scissors in ``world`` that leaves ``still_in`` in it, unless
    they are the seats in it already: they show rock and the others scissors. The state keeps
    no shape once a turn is over, so any shapes that end the same way make the same game."""
    if tuple(world.shape_players) == still_in:
        return
    for _ in range(len(world.shape_players)):
        world.step(ROCK if world.to_act in still_in else SCISSORS)

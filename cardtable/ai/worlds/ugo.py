"""Worlds for the Expert U-G-O player: the cards a seat cannot see, dealt at random, and a
move tried out in such a world with the Normal player's policy.

A seat of U-G-O does not see the order of any deck (its own included), the other players'
hands and their face-down cards. A world deals those cards back into their places at random,
keeping to everything the view shows: each deck holds as many of its owner's cards as it does,
each face-down card is one of its owner's Attack/Defense cards, each hand as many cards as it
does (a hand may hold cards taken from another deck with a Jack, so cards left over from one
owner fill the others' hands). A world is built from the view alone, so whatever is decided on
worlds depends only on what the seat knows.

``reply_value`` plays a move in a world, then the rest of the seat's turn by the seat's own
policy and the other players' turns up to the seat's next turn by the Normal player's, and
scores the position the seat then sees with the seat's own evaluation.
"""

from __future__ import annotations

from ...engine.cards import Card
from ...engine.games.ugo import RULES, Deal, UgoState
from ...engine.games.ugo.roles import role
from ...engine.games.ugo.state import Placed
from ...engine.games.ugo.view import HIDDEN_CARD, UgoView
from ...engine.protocol import Action, Phase
from ...engine.rng import Rng
from ..ugo import LOST, Context, UgoBot, board_of, evaluate, unseen_cards

WON = -LOST  # the seat is the last one left
MAX_STEPS = 400  # a turn and the replies end long before this many actions


def sample_world(view: UgoView, rng: Rng) -> UgoState:
    """A whole game state the seat cannot tell from the real one (its view of it is ``view``),
    with the unseen cards dealt at random."""
    me, n = view.seat, view.players
    pools = unseen_cards(view)
    for pool in pools:
        rng.shuffle(pool)
    # What each owner has unseen beyond his deck lies in hands or face down on a table.
    spare = [len(pool) - size for pool, size in zip(pools, view.deck_sizes, strict=True)]
    tables: list[list[Placed]] = []
    for owner, table in enumerate(view.tables):
        placed = []
        for s in table:
            card = s.card
            if card == HIDDEN_CARD:
                card = _hidden_card(pools, spare, owner)
            placed.append(Placed(card, s.attack, s.face_up, s.equips, s.used))
        tables.append(placed)
    decks = []
    for owner in range(n):
        pool = pools[owner]
        size = view.deck_sizes[owner]
        decks.append(pool[len(pool) - size:])
        del pool[len(pool) - size:]
    hands: list[list[Card]] = [[] for _ in range(n)]
    hands[me] = list(view.hand)
    others = [s for s in range(n) if s != me]
    for seat in others:  # a hand holds its owner's own cards first
        take = min(view.hand_sizes[seat], len(pools[seat]))
        hands[seat] = pools[seat][:take]
        del pools[seat][:take]
    spare = [c for pool in pools for c in pool]
    rng.shuffle(spare)
    for seat in others:
        missing = view.hand_sizes[seat] - len(hands[seat])
        hands[seat] += spare[:missing]
        del spare[:missing]
    return _state_of(view, decks, hands, tables, rng.next64())


def _hidden_card(pools: list[list[Card]], spare: list[int], owner: int) -> Card:
    """An Attack/Defense card for a face-down card of ``owner``'s table: one of his own
    unseen ones, or, when all of his are in his deck, one taken from another deck with a
    Jack."""
    for other in (owner, *range(len(pools))):
        pool = pools[other]
        if spare[other] <= 0:
            continue
        for k in range(len(pool) - 1, -1, -1):
            if role(pool[k]) == "ad":
                spare[other] -= 1
                return pool.pop(k)
    raise ValueError("no unseen Attack/Defense card for a face-down card")


def _state_of(view: UgoView, decks: list[list[Card]], hands: list[list[Card]],
              tables: list[list[Placed]], seed: int) -> UgoState:
    """A state with the view's public facts and the cards given."""
    state = RULES.new_game(dict(view.options), seed, view.players,
                           deal=Deal(tuple(map(tuple, decks)), tuple(map(tuple, hands))),
                           first=view.turn_seat)
    state.decks = [list(d) for d in decks]
    state.hands = [list(h) for h in hands]
    state.tables = tables
    state.discards = [list(p) for p in view.discards]
    state.removed = list(view.removed)
    state.alive = [s not in view.out for s in range(view.players)]
    state.out = list(view.out)
    state.places = list(view.scores)
    state.direction = view.direction
    state.turn = view.turn
    state.turn_seat = view.turn_seat
    state.to_act = view.to_act
    state.card_played = view.card_played
    state.changed = view.positions_changed
    state.pending = view.pending
    state.phase = view.phase
    state.is_over, state.winners = False, ()
    state.log, state.sheet = [], []
    return state


def reply_value(world: UgoState, action: Action, seat: int, own: UgoBot, others: UgoBot,
                seed: int) -> float:
    """Play ``action`` in a copy of ``world``, then everything up to ``seat``'s next turn, the
    seat by the policy ``own``, everyone else by ``others``; the seat's evaluation (by the
    weights of ``own``) of where it stands then."""
    state = world.clone()
    state.step(action)
    rng = Rng(seed)
    left_my_turn = False
    for _ in range(MAX_STEPS):
        if state.is_over:
            break
        if state.turn_seat != seat:
            left_my_turn = True
        elif left_my_turn and state.phase is Phase.PLAY:
            break
        legal = state.legal_actions()
        actor = state.to_act
        bot = own if actor == seat else others
        state.step(legal[0] if len(legal) == 1 else bot.choose(state.view(actor), legal, rng))
    if state.is_over:
        return WON if seat in state.winners and len(state.winners) == 1 else _placed(state, seat)
    if not state.alive[seat]:
        return LOST
    view = state.view(seat)
    ctx = Context(view, own.weights)
    return evaluate(board_of(view, ctx), ctx, True)


def _placed(state: UgoState, seat: int) -> float:
    """What a finished game is worth to the seat, from its place (a shared win counts as
    half a win)."""
    if seat in state.winners:
        return WON / len(state.winners)
    return LOST


__all__ = ["reply_value", "sample_world"]

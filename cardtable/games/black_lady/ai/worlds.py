"""Black Lady worlds: the other hands, a face-down kitty and the others' hidden passes, dealt at
random from one seat's view, for every option the engine offers.

What a seat knows about the cards it cannot see:

* how many cards each hand holds, and how many lie in the kitty;
* the cards it passed, and to whom: they stay in that hand until they are played;
* every card played, and by whom. A play tells more than a void: whatever a rule would have
  forced, the player could not have held. A player who does not follow has none of the suit
  led; with "hearts must be broken" a heart led before hearts are broken (by the play the
  options name) means a hand of nothing but hearts and the black lady; with "no points on the
  first trick" a penalty card on the first trick means nothing else to play; with club play
  (or "must discard the black jack") a player who could have been made to play the black lady
  (under a higher spade that can still win, with two decks) and did not holds none. Each of
  these, worked out exactly from the engine's own rules (``_play_forbids``, and the two rules
  the engine's table module writes once for both), says which cards a hand cannot hold;
* with "the lowest club leads", that the first leader held the lowest club in any hand: lower
  clubs lie in the kitty, and the seats before the leader had no copy of the club led.

Everything else is dealt at random among the places a card could be, with the counts right
(``dealing``).

The world is then built the way the engine builds a deal: the hands as dealt are worked back
(the current hands, plus the cards each seat played, with the passes undone), the game starts
from them at the view's deal (``RULES.position``, with the scores and the pool), and the pass
and the tricks so far are replayed move by move with the engine's own ``step``. So every field
a view shows (taken points, the kitty's owner, the broken hearts, the leader) is the engine's
own, and a world whose history the rules would forbid cannot be made: the replay would refuse
it. The others' passes are hidden from the seat: before the exchange, the seats that have
chosen are given the rule-of-thumb player's choice (the one the playouts model them by); after
it, what a seat received is taken to be three cards at random of its hand after the exchange
(the seat's own passes, and what it received, excepted: those it knows). Two decks
(Cancellation hearts) change nothing here: cards carry their copy in their number, and a view
shows numbers.

The sampler keeps the contract every sampler keeps (``engine/positions.py``): it reads the view
and the generator only, so two games the seat cannot tell apart give the same worlds from the
same generator.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ....engine.cards import (
    CLUBS,
    COPY_SHIFT,
    FACE_MASK,
    MAX_COPIES,
    SPADES,
    SUIT_MASKS,
    Card,
    Mask,
    cards_of,
    mask_of,
)
from ....engine.protocol import IllegalAction, OptionValue, Phase
from ....engine.rng import Rng
from ..options import PASS_SIZE
from ..rules import RULES, BlackLadyPosition, BlackLadyState, BlackLadyView, Deal
from ..table import Table, breaks_hearts, higher_spade_stands
from .dealing import deal_with_bans, feasible
from .normal import BlackLadyBot

MAX_ATTEMPTS = 64
"""Deals tried before the sampler gives up. With the rules modelled exactly the first always
replays; the bound only turns a modelling bug into an error instead of a hang."""

_PASSER = BlackLadyBot()
"""Chooses the passes the seat has not seen, for the seats that chose before it."""

Play = tuple[int, Card]


@lru_cache(maxsize=32)
def _table(players: int, options: tuple[tuple[str, OptionValue], ...]) -> tuple[Table, Mask]:
    """The table of a game with these options and players (its rules, read here as the engine
    reads them), and the deck it is dealt from as a mask."""
    table = RULES.new_game(dict(options), 0, players).table
    return table, mask_of(table.deck)


def _copies(mask: Mask) -> Mask:
    """The given first-deck cards in every deck."""
    return sum(mask << (k << COPY_SHIFT) for k in range(MAX_COPIES))


# ---- what the plays tell -----------------------------------------------------------------------


def _play_forbids(
    t: Table, card: Card, led: int, first: bool, broken: bool, before: Sequence[Card]
) -> Mask:
    """The cards the player of ``card`` cannot have held, given that the rules allowed it.

    ``led`` is the suit led (-1: the card leads), ``first`` whether this is the deal's first
    trick, ``broken`` whether hearts were broken, ``before`` the trick's earlier cards.
    For every hand holding ``card``: the rules allow it exactly when the hand holds none of
    the returned cards (the cases follow ``BlackLadyState._legal_mask`` step by step).
    """
    penalty, lady = t.penalty_mask, t.lady_mask
    no_points = first and t.no_points_first_trick
    forbid = 0
    if led < 0:
        # Leading: a restricted card leads only from a hand holding nothing else.
        if t.hearts_broken_rule and not broken and t.lead_restricted >> card & 1:
            forbid |= ~t.lead_restricted
        if no_points and penalty >> card & 1:
            forbid |= ~penalty
        return forbid
    suit_led = SUIT_MASKS[led]
    void = not suit_led >> card & 1
    if void:
        forbid |= suit_led
    # Does the first-trick rule take the penalty cards out of the choice? Exactly when the
    # hand had a non-penalty card to play: so when this card is one.
    filtered = False
    if no_points:
        if penalty >> card & 1:
            forbid |= ~penalty if void else suit_led & ~penalty
        else:
            filtered = True
    forced = void or (t.club_play and led == SPADES and higher_spade_stands(t, before))
    if (t.club_play or t.jack_must_discard) and not lady >> card & 1 and not filtered and forced:
        forbid |= lady
    return forbid


def _first_lead_forbids(
    t: Table, deck: Mask, players: int, eldest: int, leader: int, lead: Card | None
) -> list[Mask]:
    """With "the lowest club leads": per seat, the cards it cannot have held when ``leader``
    was found to hold the lowest club and lead ``lead`` (None: no hand held a club)."""
    clubs = SUIT_MASKS[CLUBS] & deck
    if lead is None:
        return [clubs] * players
    face = lead & FACE_MASK
    lower = _copies((1 << face) - 1) & clubs  # clubs are the first suit: lower faces
    same = _copies(1 << face) & deck
    out = [lower] * players
    for k in range(players):
        seat = (eldest + k) % players
        if seat == leader:
            out[seat] |= same & ((1 << lead) - 1)  # a lower copy would have led instead
            break
        out[seat] |= same
    return out


def _plays(view: BlackLadyView) -> list[Play]:
    """Every card played this deal, in order, with its player."""
    return [play for trick in (*view.tricks, view.trick) for play in trick]


def _history_forbids(view: BlackLadyView, t: Table, deck: Mask) -> list[Mask]:
    """Per seat, the cards its hand cannot hold, from the deal's plays (not the seat's own)."""
    n = view.players
    forbid = [0] * n
    eldest = (view.dealer + 1) % n
    broken = False
    for k, trick in enumerate((*view.tricks, view.trick)):
        led = -1
        before: list[Card] = []
        for seat, card in trick:
            if led < 0 and k == 0 and t.lowest_club_lead:
                is_club = t.suit_of[card] == CLUBS
                for s, f in enumerate(
                    _first_lead_forbids(t, deck, n, eldest, seat, card if is_club else None)
                ):
                    forbid[s] |= f
                if not is_club:  # no club anywhere: an ordinary lead
                    forbid[seat] |= _play_forbids(t, card, led, True, broken, before)
            else:
                forbid[seat] |= _play_forbids(t, card, led, k == 0, broken, before)
            if led < 0:
                led = t.suit_of[card]
            before.append(card)
            broken = broken or breaks_hearts(t, card, led)
    forbid[view.seat] = 0
    return [f & deck for f in forbid]


# ---- the sampler --------------------------------------------------------------------------------


def _random_cards(mask: Mask, k: int, avoid: Mask, rng: Rng) -> Mask:
    """``k`` random cards of ``mask``, cards outside ``avoid`` first."""
    chosen = 0
    for part in (mask & ~avoid, mask & avoid):
        cards = cards_of(part)
        while cards and k:
            j = rng.below(len(cards))
            cards[j], cards[-1] = cards[-1], cards[j]
            chosen |= 1 << cards.pop()
            k -= 1
    return chosen


class _Refused(Exception):
    """The replay of a sampled deal broke a rule: the deal is not consistent with the view."""


def sample_world(view: BlackLadyView, rng: Rng) -> BlackLadyState:
    """A full game state at the decision of ``view``, its unseen cards dealt at random
    consistently with everything the seat knows: ``world.view(view.seat) == view``."""
    if view.phase not in (Phase.PASS, Phase.PLAY):
        raise ValueError(f"no decision to sample in the {view.phase.value} phase")
    t, deck = _table(view.players, tuple(view.options.items()))
    for _ in range(MAX_ATTEMPTS):
        try:
            return _attempt(view, t, deck, rng)
        except _Refused:
            continue
    raise RuntimeError("no sampled deal replays to this view; a rule is not modelled")


def _attempt(view: BlackLadyView, t: Table, deck: Mask, rng: Rng) -> BlackLadyState:
    """Deal the unseen cards once, build the world and replay the deal to the view's point."""
    n, me = view.players, view.seat
    eldest = (view.dealer + 1) % n
    offset = view.pass_offset
    playing = view.phase is Phase.PLAY
    plays = _plays(view)
    played_by = [0] * n
    for seat, card in plays:
        played_by[seat] |= 1 << card
    played = 0
    for mask in played_by:
        played |= mask
    own = mask_of(view.hand)
    kitty_seen = mask_of(view.kitty)
    hidden_kitty = view.kitty_size - len(view.kitty)

    # Cards whose hand the seat knows: its passes, until played.
    pinned = [0] * n
    target = (me + offset) % n
    if playing and offset:
        pinned[target] = mask_of(view.passing) & ~played
    forbid = _history_forbids(view, t, deck) if playing else [0] * n
    if playing and not plays and t.lowest_club_lead:
        _place_first_leader(view, t, deck, eldest, own, pinned, forbid, rng)

    known = own | played | kitty_seen
    for mask in pinned:
        known |= mask
    pool = deck & ~known
    seats = [s for s in range(n) if s != me]
    caps = [view.hand_sizes[s] - pinned[s].bit_count() for s in seats]
    bans = [forbid[s] for s in seats]
    if hidden_kitty:
        caps.append(hidden_kitty)
        bans.append(0)
    spare = pool.bit_count() - sum(caps)
    if spare < 0 or min(caps, default=0) < 0:
        raise ValueError("the view's hands hold more cards than its deck")
    if spare:  # a hand-made deal left cards out of play: they are a place too
        caps.append(spare)
        bans.append(0)
    got = deal_with_bans(pool, caps, bans, rng)

    hands = [0] * n
    hands[me] = own
    for b, seat in enumerate(seats):
        hands[seat] = pinned[seat] | got[b]
    kitty = kitty_seen | (got[len(seats)] if hidden_kitty else 0)

    # The hands as dealt: the cards since played go back, and the passes are undone.
    passes = [0] * n
    if playing:
        after = [hands[s] | played_by[s] for s in range(n)]
        dealt = after
        if offset:
            size = after[0].bit_count()
            quota = min(PASS_SIZE, size)
            received = [0] * n
            for seat in range(n):
                if seat == me:
                    received[seat] = mask_of(view.received)
                elif seat == target:
                    received[seat] = mask_of(view.passing)
                else:
                    received[seat] = _random_cards(after[seat], quota, t.forbidden_pass, rng)
            passes = [received[(s + offset) % n] for s in range(n)]
            dealt = [after[s] & ~received[s] | passes[s] for s in range(n)]
    else:
        dealt = hands
    deal = Deal(tuple(tuple(cards_of(h)) for h in dealt), tuple(cards_of(kitty)))
    world = RULES.position(view.options, n, BlackLadyPosition(
        deal, view.deal, view.dealer, view.scores, rng.next64(), pool=view.pool,
    ))
    try:
        _replay_passes(view, world, passes, eldest, rng)
        for seat, card in plays:
            if world.to_act != seat:
                raise _Refused
            world.step(card)
    except IllegalAction:
        raise _Refused from None
    if world.to_act != view.to_act or world.phase is not view.phase:
        raise _Refused
    return world


def _place_first_leader(
    view: BlackLadyView, t: Table, deck: Mask, eldest: int, own: Mask, pinned: list[Mask],
    forbid: list[Mask], rng: Rng,
) -> None:
    """Before the first lead under "the lowest club leads": the seat to act holds the lowest
    club in any hand. Choose which club that is (one the seat's knowledge allows, at random),
    put it in the leader's hand, and ban what the choice rules out."""
    n, me, leader = view.players, view.seat, view.to_act
    clubs = SUIT_MASKS[CLUBS] & deck
    if leader == me:
        mine = own & clubs
        if not mine:
            choice: Card | None = None
        else:
            low_face = min(c & FACE_MASK for c in cards_of(mine))
            choice = min(c for c in cards_of(mine) if c & FACE_MASK == low_face)
        bans = _first_lead_forbids(t, deck, n, eldest, leader, choice)
        for s in range(n):
            if s != me:
                forbid[s] |= bans[s]
        return
    known = own | mask_of(view.kitty)
    for mask in pinned:
        known |= mask
    candidates: list[Card | None] = [
        c for c in cards_of(clubs) if not known >> c & 1 or pinned[leader] >> c & 1
    ]
    if leader == eldest:
        candidates.append(None)
    # Keep the candidates some deal agrees with, then take one of them at random.
    seats = [s for s in range(n) if s != me]
    fitting: list[tuple[Card | None, list[Mask]]] = []
    for choice in candidates:
        bans = _first_lead_forbids(t, deck, n, eldest, leader, choice)
        if own & bans[me] or any(pinned[s] & bans[s] for s in range(n)):
            continue
        held = 0 if choice is None or known >> choice & 1 else 1 << choice
        pool = deck & ~known & ~held
        caps = [view.hand_sizes[s] - pinned[s].bit_count() - (s == leader and held > 0)
                for s in seats]
        caps.append(pool.bit_count() - sum(caps))  # the kitty and any cards out of play
        groups: dict[int, int] = {}
        full = (1 << len(caps)) - 1
        for card in cards_of(pool):
            allowed = full
            for b, s in enumerate(seats):
                if bans[s] >> card & 1:
                    allowed &= ~(1 << b)
            groups[allowed] = groups.get(allowed, 0) + 1
        if min(caps) >= 0 and feasible(list(groups.values()), list(groups), caps):
            fitting.append((choice, bans))
    if not fitting:
        raise ValueError("no hand could hold the lowest club as this view says")
    choice, bans = fitting[rng.below(len(fitting))]
    if choice is not None:
        pinned[leader] |= 1 << choice
    for s in range(n):
        if s != me:
            forbid[s] |= bans[s]


def _replay_passes(
    view: BlackLadyView, world: BlackLadyState, passes: list[Mask], eldest: int, rng: Rng
) -> None:
    """Choose the deal's passes in the world, seat by seat from the eldest hand: after the
    exchange all of ``passes``; before it, the seats ahead of the one to act (the seat's own
    as its view says, the others' as the rule-of-thumb player would), then the seat's own
    cards chosen so far if it is the one to act."""
    n, me = view.players, view.seat
    if view.phase is Phase.PLAY:
        if view.pass_offset:
            for k in range(n):
                for card in cards_of(passes[(eldest + k) % n]):
                    world.step(card)
        return
    for k in range(n):
        seat = (eldest + k) % n
        if seat == view.to_act:
            break
        if seat == me:
            for card in view.passing:
                world.step(card)
            continue
        while world.to_act == seat:
            legal = world.legal_actions()
            world.step(_PASSER.choose(world.view(seat), legal, rng))
    if view.to_act == me:
        for card in view.passing:
            world.step(card)

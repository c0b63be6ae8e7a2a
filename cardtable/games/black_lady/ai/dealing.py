"""Dealing the cards a Black Lady seat cannot see when single cards, not only suits, are barred
from a place: what the plays tell of a hand (``worlds``) rules out cards one by one.

The deal is at random among the places a card could be, with the counts right: a short greedy
deal (the most restricted cards first, each to a place with room, chosen in proportion to the
room left) that nearly always succeeds, and when it does not an exact one that checks with a
small flow problem that the rest can still be placed, so a deal is always found whenever one
exists (and one does when the view came from a game: the real one).
"""

from __future__ import annotations

from ....engine.cards import Card, Mask, cards_of, mask_of
from ....engine.rng import Rng

GREEDY_TRIES = 3
"""Greedy deals tried before the exact (flow-checked) one."""


def deal_with_bans(pool: Mask, caps: list[int], bans: list[Mask], rng: Rng) -> list[Mask]:
    """Deal the cards of ``pool`` into places of ``caps`` cards each, none into a place whose
    ``bans`` mask holds it; every card of the pool is dealt."""
    banned = 0
    for mask in bans:
        banned |= mask
    full = (1 << len(caps)) - 1
    restricted: list[tuple[Card, int]] = []
    for card in cards_of(pool & banned):
        allowed = full
        for b, mask in enumerate(bans):
            if mask >> card & 1:
                allowed &= ~(1 << b)
        restricted.append((card, allowed))
    free = cards_of(pool & ~banned)
    if not restricted:
        got = [0] * len(caps)
        _fill(free, caps.copy(), got, rng)
        return got
    for _ in range(GREEDY_TRIES):
        found = _greedy(restricted, free, caps, rng)
        if found is not None:
            return found
    return _exact(restricted, free, caps, rng)


def _greedy(
    restricted: list[tuple[Card, int]], free: list[Card], caps: list[int], rng: Rng
) -> list[Mask] | None:
    """The quick deal: the most restricted cards first, each to a random place with room; None
    when a card finds every place it may go full."""
    items = restricted.copy()
    rng.shuffle(items)
    items.sort(key=lambda item: item[1].bit_count())
    left = caps.copy()
    got = [0] * len(caps)
    for card, allowed in items:
        b = _pick(left, _bits(allowed), rng)
        if b < 0:
            return None
        left[b] -= 1
        got[b] |= 1 << card
    _fill(free.copy(), left, got, rng)
    return got


def _exact(
    restricted: list[tuple[Card, int]], free: list[Card], caps: list[int], rng: Rng
) -> list[Mask]:
    """The sure deal: card by card as in the greedy one, but a place is kept only when the
    cards still to deal can be placed after it (checked per group of cards with the same
    places). Raises ValueError when no deal exists (a view no game could show)."""
    keys = sorted({allowed for _, allowed in restricted})
    index = {allowed: g for g, allowed in enumerate(keys)}
    need = [0] * len(keys)
    for _, allowed in restricted:
        need[index[allowed]] += 1
    full = (1 << len(caps)) - 1
    left = caps.copy()
    # The free cards go anywhere: one more group, so the restricted ones leave them room.
    groups = [*keys, full]
    need.append(len(free))
    if not feasible(need, groups, left):
        raise ValueError("no deal of the unseen cards agrees with this view")
    items = restricted.copy()
    rng.shuffle(items)
    items.sort(key=lambda item: item[1].bit_count())
    got = [0] * len(caps)
    for card, allowed in items:
        need[index[allowed]] -= 1
        options = _bits(allowed)
        while True:
            b = _pick(left, options, rng)
            left[b] -= 1
            if feasible(need, groups, left):
                break
            left[b] += 1
            options.remove(b)
        got[b] |= 1 << card
    _fill(free.copy(), left, got, rng)
    return got


def feasible(need: list[int], allowed: list[int], left: list[int]) -> bool:
    """Whether ``need[g]`` cards of each group ``g`` fit the room ``left``, each group only in
    its ``allowed`` places: a maximum flow, grown by augmenting paths."""
    groups, places = len(need), len(left)
    flow = [[0] * places for _ in range(groups)]
    room = left.copy()
    for g in range(groups):
        want = need[g]
        while want:
            # Breadth-first from group g: to its places, and from a full place back to a
            # group already sending cards there, until a place with room turns up.
            parent_place: dict[int, int] = {}
            parent_group: dict[int, int] = {g: -1}
            queue = [g]
            end = -1
            while queue and end < 0:
                nxt = []
                for h in queue:
                    for b in _bits(allowed[h]):
                        if b in parent_place:
                            continue
                        parent_place[b] = h
                        if room[b]:
                            end = b
                            break
                        for h2 in range(groups):
                            if flow[h2][b] and h2 not in parent_group:
                                parent_group[h2] = b
                                nxt.append(h2)
                    if end >= 0:
                        break
                queue = nxt
            if end < 0:
                return False
            amount = min(want, room[end])
            b, h = end, parent_place[end]
            while parent_group[h] >= 0:
                amount = min(amount, flow[h][parent_group[h]])
                b, h = parent_group[h], parent_place[parent_group[h]]
            b, h = end, parent_place[end]
            room[end] -= amount
            while True:
                flow[h][b] += amount
                back = parent_group[h]
                if back < 0:
                    break
                flow[h][back] -= amount
                b, h = back, parent_place[back]
            want -= amount
    return True


def _fill(free: list[Card], left: list[int], got: list[Mask], rng: Rng) -> None:
    """Deal the unrestricted cards into the room left, every arrangement equally likely."""
    rng.shuffle(free)
    at = 0
    for b, room in enumerate(left):
        got[b] |= mask_of(free[at:at + room])
        at += room


def _pick(left: list[int], options: list[int], rng: Rng) -> int:
    """One of ``options`` (places), chosen in proportion to the room left; -1 if none."""
    total = 0
    for b in options:
        total += left[b]
    if not total:
        return -1
    x = rng.below(total)
    for b in options:
        x -= left[b]
        if x < 0:
            return b
    raise AssertionError("unreachable")


def _bits(mask: int) -> list[int]:
    """The numbers of the bits set in ``mask``, lowest first: the places a card may go."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out

"""Ultimate Loser's actions: every play a hand can make, numbered once, and the other moves.

A play is a whole combination, so one action plays it: a single card, a pair, three or four of
a kind, or a straight flush of three to thirteen cards of one suit (the ace is high only, so
Q-K-A is a straight flush and A-2-3 is not). The joker plays only as a single.

Action numbers:

* 0–52: a single card (the card's own number; the joker is 52),
* ``PASS`` (60): pass, and drink for it,
* ``SWAP_BASE + card`` (64–116): pass and give ``card`` for the face-up gin card,
* ``ROCK``, ``PAPER``, ``SCISSORS`` (120–122): a choice for the lead when nobody who played
  still holds cards,
* ``END_GAME`` (126): end an open-ended game (the table's decision, never a seat's),
* ``COMBO_BASE`` (128) and up: the pairs, threes, fours and straight flushes, in that order.

A play's *shape* says what may follow it: 1–4 for one to four cards of a rank, and
``RUN + length`` for a straight flush. The *top* is the rank that decides the trick: the rank of
a set or the highest card of a straight flush (the joker ranks above the ace).

>>> describe_play(play_for_cards(parse_cards("9C 9H")))
'Pair of 9s'
>>> describe_play(play_for_cards(parse_cards("5C 6C 7C 8C")))
'Straight flush 5♣–8♣'
>>> SHAPE[play_for_cards(parse_cards("5C 6C 7C 8C"))] == RUN + 4
True
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from ...engine.cards import (
    JOKER_FACE,
    RANKS_PER_SUIT,
    SUITS,
    Card,
    Mask,
    cards_of,
    format_card,
    mask_of,
    parse_cards,
)
from ...engine.texts import N_, Words

__all__ = ["parse_cards"]  # re-exported for the examples above

PASS = 60
SWAP_BASE = 64
ROCK, PAPER, SCISSORS = 120, 121, 122
SHAPES = (ROCK, PAPER, SCISSORS)
SHAPE_NAMES = {
    ROCK: Words(N_("Rock")), PAPER: Words(N_("Paper")), SCISSORS: Words(N_("Scissors")),
}
BEATS = {ROCK: SCISSORS, SCISSORS: PAPER, PAPER: ROCK}
END_GAME = 126
COMBO_BASE = 128
RUN = 100  # a straight flush of n cards has shape RUN + n

SINGLE, PAIR, THREE, FOUR = 1, 2, 3, 4
JOKER_TOP = RANKS_PER_SUIT  # the joker outranks the ace


def _build() -> tuple[list[Mask], list[int], list[int]]:
    cards: list[Mask] = [1 << face for face in range(JOKER_FACE + 1)]
    shape = [SINGLE] * (JOKER_FACE + 1)
    top = [face % RANKS_PER_SUIT for face in range(JOKER_FACE)] + [JOKER_TOP]
    cards += [0] * (COMBO_BASE - len(cards))
    shape += [0] * (COMBO_BASE - len(shape))
    top += [-1] * (COMBO_BASE - len(top))
    for size in (PAIR, THREE, FOUR):
        for r in range(RANKS_PER_SUIT):
            for suits in combinations(SUITS, size):
                cards.append(mask_of(s * RANKS_PER_SUIT + r for s in suits))
                shape.append(size)
                top.append(r)
    for s in SUITS:
        for length in range(3, RANKS_PER_SUIT + 1):
            for low in range(RANKS_PER_SUIT - length + 1):
                cards.append(mask_of(s * RANKS_PER_SUIT + r for r in range(low, low + length)))
                shape.append(RUN + length)
                top.append(low + length - 1)
    return cards, shape, top


CARDS, SHAPE, TOP = _build()
"""Per action number: the cards a play uses (a mask), its shape and its top rank; the numbers
that are not plays have no cards, shape 0 and top -1."""

CARD_LISTS: tuple[tuple[Card, ...], ...] = tuple(tuple(cards_of(m)) for m in CARDS)
"""Per action number: the cards of the play in ascending order (empty for other actions)."""

PLAY_ACTIONS: tuple[int, ...] = tuple(a for a, s in enumerate(SHAPE) if s)
_BY_CARDS = {CARDS[a]: a for a in PLAY_ACTIONS}
BY_SHAPE: dict[int, tuple[tuple[int, Mask], ...]] = {}
for _a in PLAY_ACTIONS:
    BY_SHAPE.setdefault(SHAPE[_a], ())
    BY_SHAPE[SHAPE[_a]] += ((_a, CARDS[_a]),)
ALL_PLAYS: tuple[tuple[int, Mask], ...] = tuple((a, CARDS[a]) for a in PLAY_ACTIONS)


def is_play(action: int) -> bool:
    """Tell whether an action number is a play of cards."""
    return 0 <= action < len(SHAPE) and SHAPE[action] != 0


def play_for_cards(cards: Iterable[Card]) -> int:
    """The play made of exactly these cards, or -1 when they form none."""
    return _BY_CARDS.get(mask_of(cards), -1)


_SINGLES = (1 << (JOKER_FACE + 1)) - 1  # a single's action number is its card's own number


def _set_table() -> dict[int, list[list[Mask]]]:
    """Per set size, per rank, per pattern of suits held (4 bits): the set plays as actions."""
    table = {size: [[0] * 16 for _ in range(RANKS_PER_SUIT)] for size in (PAIR, THREE, FOUR)}
    for size in (PAIR, THREE, FOUR):
        for action, cards in BY_SHAPE[size]:
            r = TOP[action]
            suits = sum(1 << s for s in SUITS if cards >> (s * RANKS_PER_SUIT + r) & 1)
            for pattern in range(16):
                if pattern & suits == suits:
                    table[size][r][pattern] |= 1 << action
    return table


_SETS = _set_table()
_RUN_CACHE: dict[tuple[int, int], dict[int, Mask]] = {}


def _runs(s: int, ranks: int) -> dict[int, Mask]:
    """The straight flushes in suit ``s`` that ``ranks`` (13 bits, a bit a rank) can make, as
    action masks by length; worked out once per pattern."""
    key = (s, ranks)
    found = _RUN_CACHE.get(key)
    if found is None:
        found = {}
        hand = ranks << (s * RANKS_PER_SUIT)
        for length in range(3, RANKS_PER_SUIT + 1):
            mask = 0
            for action, cards in BY_SHAPE[RUN + length]:
                if cards & hand == cards:
                    mask |= 1 << action
            if not mask:
                break  # no run of this length, so none longer either
            found[length] = mask
        _RUN_CACHE[key] = found
    return found


def full_ranks(cards: Mask) -> int:
    """How many ranks have all four of their cards in ``cards``.

    >>> full_ranks(mask_of(parse_cards("9C 9D 9H 9S KC")))
    1
    """
    every = (1 << RANKS_PER_SUIT) - 1
    for s in SUITS:
        every &= cards >> (s * RANKS_PER_SUIT)
    return every.bit_count()


def plays_within(hand: Mask, shape: int = 0) -> Mask:
    """The plays ``hand`` can make, as bits of an action mask: any play for a lead (``shape``
    0), else only plays of that shape.

    Singles are the hand itself; sets come from the ranks held in two suits or more, and
    straight flushes from each suit's run of ranks, so a lead costs a few table lookups rather
    than a test of every one of the 460 plays."""
    if shape == SINGLE:
        return hand & _SINGLES
    found = hand & _SINGLES if not shape else 0
    suits = [hand >> (s * RANKS_PER_SUIT) & 0x1FFF for s in SUITS]
    if not shape or shape <= FOUR:
        c, d, h, sp = suits
        doubled = (c & d) | (c & h) | (c & sp) | (d & h) | (d & sp) | (h & sp)
        r = 0
        while doubled:
            if doubled & 1:
                pattern = (c >> r & 1) | (d >> r & 1) << 1 | (h >> r & 1) << 2 | (sp >> r & 1) << 3
                if shape:
                    found |= _SETS[shape][r][pattern]
                else:
                    found |= (_SETS[PAIR][r][pattern] | _SETS[THREE][r][pattern]
                              | _SETS[FOUR][r][pattern])
            doubled >>= 1
            r += 1
    if not shape or shape > RUN:
        for s, ranks in enumerate(suits):
            if ranks & ranks >> 1 & ranks >> 2:
                runs = _runs(s, ranks)
                if shape:
                    found |= runs.get(shape - RUN, 0)
                else:
                    for mask in runs.values():
                        found |= mask
    return found


_SIZE_NAMES = {
    SINGLE: Words(N_("a single card")),
    PAIR: Words(N_("a pair")),
    THREE: Words(N_("three of a kind")),
    FOUR: Words(N_("four of a kind")),
}

_RANK_PLURALS = (
    Words(N_("2s")), Words(N_("3s")), Words(N_("4s")), Words(N_("5s")), Words(N_("6s")),
    Words(N_("7s")), Words(N_("8s")), Words(N_("9s")), Words(N_("10s")), Words(N_("Jacks")),
    Words(N_("Queens")), Words(N_("Kings")), Words(N_("Aces")),
)
"""Each rank's name for several of its cards ("9s", "Kings"): the words a set is named with."""


def shape_name(shape: int) -> Words:
    """Name a shape for people: "a single card", "a pair", "a straight flush of 4"."""
    if shape > RUN:
        length = shape - RUN
        return Words(N_("a straight flush of %n", "", length), n=length)
    return _SIZE_NAMES[shape]


def describe_play(action: int) -> str:
    """Name a play for people: "Q♠", "Pair of 9s", "Three Kings", "Straight flush 5♣–8♣"."""
    shape, top = SHAPE[action], TOP[action]
    if shape == SINGLE:
        return format_card(action)
    if shape == PAIR:
        return Words(N_("Pair of {ranks}"), ranks=_RANK_PLURALS[top])
    if shape == THREE:
        return Words(N_("Three {ranks}"), ranks=_RANK_PLURALS[top])
    if shape == FOUR:
        return Words(N_("Four {ranks}"), ranks=_RANK_PLURALS[top])
    cards = CARD_LISTS[action]
    return Words(N_("Straight flush {low}–{high}"), low=format_card(cards[0]),
                 high=format_card(cards[-1]))


def describe(action: int) -> str:
    """Name any action of the game for people."""
    if is_play(action):
        return describe_play(action)
    if action == PASS:
        return Words(N_("Pass"))
    if SWAP_BASE <= action <= SWAP_BASE + JOKER_FACE:
        return Words(N_("Pass and swap the {card} for the gin card"),
                     card=format_card(action - SWAP_BASE))
    if action in SHAPE_NAMES:
        return SHAPE_NAMES[action]
    if action == END_GAME:
        return Words(N_("End the game"))
    return f"action {action}"

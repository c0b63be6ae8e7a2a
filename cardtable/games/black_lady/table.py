"""The numbers a Black Lady deal runs on, worked out once from the options.

Everything here is fixed for a whole game and shared by every copy of a state, so the hot path
of play reads lists and bitmasks instead of asking the options again for each card. Two rules
that read a trick (what breaks hearts, when club play forces the black lady) are written here
once, for the engine and for the world sampler that must reason exactly as it does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from ...engine.cards import (
    DIAMONDS,
    FACE_MASK,
    HEARTS,
    JACK,
    QUEEN,
    SPADES,
    SUIT_MASKS,
    TEN,
    Card,
    Mask,
    face,
    make_card,
    mask_of,
    multi_deck,
    rank,
    standard_deck,
    suit,
    without,
)
from ...engine.protocol import OptionValue
from ...engine.tricks import cancelled_faces
from .options import lowest_club, removed_cards

CARD_SLOTS = 128  # two decks of 64 card numbers each


@dataclass(frozen=True)
class Table:
    """Precomputed facts for one game: deck, penalties, special cards and the rule switches."""

    players: int
    options: Mapping[str, OptionValue]
    deck: tuple[Card, ...]
    removed: tuple[Card, ...]
    penalty: tuple[int, ...]          # penalty points per card number
    penalty_mask: Mask                # cards worth penalty points
    lady_mask: Mask                   # the black lady (Q♠, or J♠ with Black Jack), every copy
    lady_rank: int
    lead_restricted: Mask             # what "hearts must be broken" forbids leading
    breaking: Mask                    # the cards whose play can break hearts
    discard_only: bool                # they break hearts only when thrown on another suit
    bonus_mask: Mask                  # the Omnibus card, every copy
    suit_of: tuple[int, ...]
    rank_of: tuple[int, ...]
    cancellation: bool
    hearts_broken_rule: bool
    no_points_first_trick: bool
    club_play: bool
    jack_must_discard: bool
    lowest_club_lead: bool
    forbidden_pass: Mask
    bonus_in_deck: int                # Omnibus cards in a seeded deal
    deck_penalty: int                 # penalty points in a seeded deal (kitty included)
    kitty_seen: bool                  # the kitty's taker may look at it

    @property
    def hand_size(self) -> int:
        """Cards per hand in a seeded deal."""
        return len(self.deck) // self.players


def build_table(options: Mapping[str, OptionValue], players: int) -> Table:
    """Work out the deal's numbers from validated options."""
    cancellation = bool(options["cancellation"])
    copies = 2 if cancellation else 1
    full = multi_deck(2) if cancellation else standard_deck()
    removed = removed_cards(options, players)
    deck = tuple(sorted(without(full, removed)))

    black_jack = bool(options["black_jack"])
    lady_face = make_card(JACK if black_jack else QUEEN, SPADES)
    lady_points = 10 if black_jack else 13
    pink_face = make_card(QUEEN, HEARTS)

    penalty = [0] * CARD_SLOTS
    for c in range(CARD_SLOTS):
        f = face(c)
        if f >= 52:
            continue
        if f == lady_face:
            penalty[c] = lady_points
        elif options["pink_lady"] and f == pink_face:
            penalty[c] = 13
        elif suit(f) == HEARTS:
            penalty[c] = 1

    def every_copy(f: int) -> Mask:
        return mask_of(f + (k << 6) for k in range(copies))

    lady_mask = every_copy(lady_face)
    bonus = {"10D": make_card(TEN, DIAMONDS), "JD": make_card(JACK, DIAMONDS)}.get(
        str(options["omnibus"])
    )
    no_pass = str(options["no_pass"])
    forbidden = 0
    if "QS" in no_pass:
        forbidden |= every_copy(make_card(QUEEN, SPADES))
    if "2C" in no_pass:
        forbidden |= every_copy(lowest_club(options, players))
    breaker = str(options["hearts_broken_by"])
    breaking = SUIT_MASKS[HEARTS] | (lady_mask if breaker == "heart-or-lady" else 0)
    return Table(
        players=players,
        options=MappingProxyType(dict(options)),
        deck=deck,
        removed=removed,
        penalty=tuple(penalty),
        penalty_mask=mask_of(c for c in range(CARD_SLOTS) if penalty[c]),
        lady_mask=lady_mask,
        lady_rank=rank(lady_face),
        lead_restricted=SUIT_MASKS[HEARTS] | lady_mask,
        breaking=breaking,
        discard_only=breaker == "discard",
        bonus_mask=every_copy(bonus) if bonus is not None else 0,
        suit_of=tuple(suit(c) if face(c) < 52 else -1 for c in range(CARD_SLOTS)),
        rank_of=tuple(rank(c) for c in range(CARD_SLOTS)),
        cancellation=cancellation,
        hearts_broken_rule=bool(options["hearts_broken"]),
        no_points_first_trick=bool(options["no_points_first_trick"]),
        club_play=bool(options["club_play"]),
        jack_must_discard=black_jack and options["black_jack_discard"] == "must",
        lowest_club_lead=options["first_lead"] == "lowest-club",
        forbidden_pass=forbidden,
        bonus_in_deck=(every_copy(bonus) & mask_of(deck)).bit_count() if bonus is not None else 0,
        deck_penalty=sum(penalty[c] for c in deck),
        kitty_seen=bool(options["kitty_seen"]),
    )


# ---- rules read by both the engine and the world sampler, so that the two cannot disagree ------

def breaks_hearts(t: Table, card: Card, led_suit: int) -> bool:
    """Whether playing ``card`` to a trick led in ``led_suit`` (its own suit when it leads)
    breaks hearts, by the reading the options chose."""
    return bool(t.breaking >> card & 1) and not (t.discard_only and t.suit_of[card] == led_suit)


def higher_spade_stands(t: Table, cards: Sequence[Card]) -> bool:
    """Whether the trick so far holds a spade above the black lady that can still win it, so
    that club play makes her holder play her under it. With two decks a spade whose twin is
    also in the trick has cancelled and cannot win: it forces nothing."""
    cancelled = cancelled_faces(cards) if t.cancellation else set()
    return any(
        t.suit_of[c] == SPADES and t.rank_of[c] > t.lady_rank and c & FACE_MASK not in cancelled
        for c in cards
    )

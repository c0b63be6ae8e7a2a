"""Which cards a Black Lady seat may use now, and why each other card may not: the cards it may
pass while the deal's cards are being passed, then the cards it may lead or play to the trick
under the options (hearts broken, the first trick, club play, the jack that must go, the lowest
club's lead).

The state asks this on every move it is not sure of (``BlackLadyState._action_mask``), and again
with ``why`` when a move is refused, so that the reason given is the rule that took the card
away. It reads the state through ``Position`` only.
"""

from __future__ import annotations

from typing import Protocol

from ...engine.cards import (
    COPY_SHIFT,
    FACE_MASK,
    SPADES,
    SUIT_MASKS,
    SUIT_SYMBOLS,
    Card,
    Mask,
    cards_of,
    format_card,
    mask_of,
)
from ...engine.protocol import Phase
from ...engine.texts import N_, Words
from .options import PASS_SIZE
from .table import Table, higher_spade_stands

_PASS = Phase.PASS  # read on every move: a module's name is found sooner than an enum's member


class Position(Protocol):
    """What the rules of play read of a Black Lady state: the table, every hand, the cards
    chosen to pass, the trick in play, and what the deal so far has settled."""

    table: Table
    hands: list[Mask]
    pass_sel: list[Mask]
    phase: Phase
    trick_no: int
    trick_cards: list[Card]
    led_suit: int
    first_lead_card: int
    broken: bool


def pass_quota(hand: Mask) -> int:
    """How many cards a hand passes: the pass's size, or all it holds if fewer."""
    return min(PASS_SIZE, hand.bit_count())


def legal_mask(state: Position, seat: int, why: list[tuple[Mask, Words]] | None) -> Mask:
    """The cards ``seat`` may use now. With ``why``, record what each rule took away."""
    t = state.table
    hand = state.hands[seat]
    if state.phase is _PASS:
        chosen = state.pass_sel[seat]
        k = chosen.bit_count()
        if k >= PASS_SIZE or k >= hand.bit_count():
            return 0
        free = hand & ~chosen
        forbidden = t.forbidden_pass
        if not forbidden and why is None:
            return free
        allowed = free & ~forbidden
        if why is not None:
            why.append((chosen, Words(N_("that card is already chosen to pass"))))
            for face in sorted({c & FACE_MASK for c in cards_of(forbidden)}):
                copies = forbidden & mask_of((face, face | 1 << COPY_SHIFT))  # either deck's
                reason = Words(N_("the {card} may not be passed"), card=format_card(face))
                why.append((copies, reason))
        need = pass_quota(hand) - chosen.bit_count()
        return allowed if allowed.bit_count() >= need else free
    first = state.trick_no == 0
    if not state.trick_cards:
        if first and state.first_lead_card >= 0:
            if why is not None:
                card = format_card(state.first_lead_card)
                why.append((hand, Words(N_("the {card} must lead the first trick"), card=card)))
            return 1 << state.first_lead_card
        m = hand
        if t.hearts_broken_rule and not state.broken:
            x = m & ~t.lead_restricted
            if x:
                m = x
                if why is not None:
                    reason = Words(N_("hearts have not been broken: lead another suit"))
                    why.append((t.lead_restricted, reason))
        if first and t.no_points_first_trick:
            x = m & ~t.penalty_mask
            if x:
                m = x
                if why is not None:
                    reason = Words(N_("no penalty cards on the first trick"))
                    why.append((t.penalty_mask, reason))
        return m
    led = state.led_suit
    m = hand & SUIT_MASKS[led]
    void = not m
    if void:
        m = hand
    elif why is not None:
        why.append((~SUIT_MASKS[led],
                    Words(N_("must follow suit: {suit} led"), suit=SUIT_SYMBOLS[led])))
    if first and t.no_points_first_trick:
        x = m & ~t.penalty_mask
        if x:
            m = x
            if why is not None:
                reason = Words(N_("no penalty cards on the first trick"))
                why.append((t.penalty_mask, reason))
    if t.club_play or t.jack_must_discard:
        lady = m & t.lady_mask
        if lady and (
            (void and (t.club_play or t.jack_must_discard))
            or (t.club_play and led == SPADES and higher_spade_stands(t, state.trick_cards))
        ):
            forced = lady & -lady
            if why is not None:
                card = format_card(forced.bit_length() - 1)
                why.append((~lady, Words(N_("the {card} must be played now"), card=card)))
            m = lady
    return m

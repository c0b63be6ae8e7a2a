"""What one seat at a U-G-O table may know, and nothing more."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.cards import Card
from ...engine.views import SeatView
from .board import Pending, UgoBoard
from .options import NINE_TURNS

HIDDEN_CARD = -1  # a face-down card of another player


@dataclass(frozen=True)
class SlotView:
    """One Attack/Defense card on a table as a seat sees it: the card (``HIDDEN_CARD`` when it
    lies face down and is not the seat's own), its position, the equips under it, its values
    (-1 when hidden) and whether it has attacked this turn."""

    card: Card
    attack: bool
    face_up: bool
    equips: tuple[Card, ...]
    attack_value: int
    defence_value: int
    used: bool


@dataclass(frozen=True)
class UgoView(SeatView):
    """A seat's knowledge: its hand and everything face up.

    ``turn_seat`` is whose turn it is and ``target`` the player he attacks (the next player
    still in, in ``direction``, the direction of attack: +1 clockwise). The turns go the same
    way unless the options say that a 9 reverses only the attacks (``turn_direction``).
    ``turn`` counts turns from 1; attacks are allowed once every player still in has had a turn
    or is having the turn that completes the first round (``can_attack``). ``discards`` holds
    each owner's discard pile, bottom first; ``removed`` the Queens that have left the game.
    ``out`` lists the seats knocked out, in order. While a defender is asked (phase
    ``RESPOND``), ``pending`` describes the move he answers.
    """

    turn_seat: int
    turn: int
    direction: int
    target: int
    can_attack: bool
    card_played: bool
    positions_changed: bool
    deck_sizes: tuple[int, ...]
    discards: tuple[tuple[Card, ...], ...]
    removed: tuple[Card, ...]
    tables: tuple[tuple[SlotView, ...], ...]
    out: tuple[int, ...]
    pending: Pending | None

    @property
    def alive(self) -> tuple[int, ...]:
        """The seats still in the game."""
        return tuple(s for s in range(self.players) if s not in self.out)

    @property
    def turn_direction(self) -> int:
        """Which way the turns go: as the attacks, unless a 9 reverses only the attacks."""
        return self.direction if self.options["nine_reverses"] == NINE_TURNS else 1


def seat_view(state: UgoBoard, seat: int) -> UgoView:
    """Everything ``seat`` may know of ``state``: its hand and everything face up (for
    ``PUBLIC``, no seat, only what is face up: no hand, and no face-down card is its own)."""
    tables = []
    for owner, table in enumerate(state.tables):
        shown = []
        for p in table:
            visible = p.face_up or owner == seat
            a, d = p.values(state.equips_before) if visible else (-1, -1)
            shown.append(SlotView(p.card if visible else HIDDEN_CARD, p.attack, p.face_up,
                                  p.equips, a, d, p.used))
        tables.append(tuple(shown))
    return UgoView(
        seat=seat,
        players=state.n,
        phase=state.phase,
        to_act=state.to_act,
        turn_seat=state.turn_seat,
        turn=state.turn,
        direction=state.direction,
        target=state.target if not state.is_over else -1,
        can_attack=state.can_attack,
        card_played=state.card_played,
        positions_changed=state.changed,
        hand=tuple(state.hands[seat]) if seat >= 0 else (),
        hand_sizes=tuple(len(h) for h in state.hands),
        deck_sizes=tuple(len(d) for d in state.decks),
        discards=tuple(tuple(d) for d in state.discards),
        removed=tuple(state.removed),
        tables=tuple(tables),
        out=tuple(state.out),
        pending=state.pending,
        scores=state.scores,
        options=state.options,
    )

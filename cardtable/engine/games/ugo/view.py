"""What one seat at a U-G-O table may know, and nothing more."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ...cards import Card
from ...protocol import OptionValue, Phase

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
class Pending:
    """A move made against a player on another's turn, waiting for his answer: an attack
    (``what`` is the attacker's slot, ``arg`` the target's slot or -1 for the player himself) or
    a special card (``what`` is the card, ``arg`` its argument)."""

    kind: str
    seat: int
    what: int
    target: int
    arg: int


@dataclass(frozen=True)
class UgoView:
    """A seat's knowledge: its hand and everything face up.

    ``turn_seat`` is whose turn it is and ``target`` the player he attacks (the next player
    still in, in ``direction``: +1 clockwise). ``turn`` counts turns from 1; attacks are allowed
    from turn ``players`` on (``can_attack``). ``discards`` holds each owner's discard pile,
    bottom first; ``removed`` the Queens that have left the game. ``out`` lists the seats
    knocked out, in order. While a defender is asked (phase ``RESPOND``), ``pending`` describes
    the move he answers.
    """

    seat: int
    players: int
    phase: Phase
    to_act: int
    turn_seat: int
    turn: int
    direction: int
    target: int
    can_attack: bool
    card_played: bool
    positions_changed: bool
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    deck_sizes: tuple[int, ...]
    discards: tuple[tuple[Card, ...], ...]
    removed: tuple[Card, ...]
    tables: tuple[tuple[SlotView, ...], ...]
    out: tuple[int, ...]
    pending: Pending | None
    scores: tuple[int, ...]
    options: Mapping[str, OptionValue]

    @property
    def alive(self) -> tuple[int, ...]:
        """The seats still in the game."""
        return tuple(s for s in range(self.players) if s not in self.out)

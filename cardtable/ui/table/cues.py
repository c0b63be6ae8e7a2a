"""Which sound goes with what the table shows, by name.

The table gives an event its cue as the event starts to show, and the sound player
(``ui/sound.py``) turns the name into a sound. Most events are silent: the cues mark what someone
playing by ear wants to hear (cards dealt or passed, a card played, a trick taken, hearts broken,
the black lady taken) and the moment a decision is theirs.
"""

from __future__ import annotations

from enum import StrEnum

from ...controller.turns import PersonTurn
from ...engine.cards import Card, face
from ...engine.events import (
    CardEquipped,
    CardPlaced,
    CombinationPlayed,
    Dealt,
    Event,
    GinSwapped,
    HeartsBroken,
    Passed,
    Played,
    SpecialPlayed,
    TrickSettled,
    TrickWon,
)


class Cue(StrEnum):
    """The sounds of the table; each value names its file in ``assets/sounds``."""

    DEAL = "deal"
    PLAY = "play"
    TRICK = "trick"
    HEARTS_BROKEN = "hearts-broken"
    BLACK_LADY = "black-lady"
    YOUR_TURN = "your-turn"


CARD_PLAYS = (Played, CombinationPlayed, GinSwapped, CardPlaced, CardEquipped, SpecialPlayed)


def event_cue(event: Event, lady: Card) -> Cue | None:
    """The cue for an event, or None for a silent one. ``lady`` is the black lady of the game
    at the table (-1 when the game has none): the trick that takes her thuds instead of the
    usual sweep."""
    if isinstance(event, Dealt | Passed):
        return Cue.DEAL
    if isinstance(event, CARD_PLAYS):
        return Cue.PLAY
    if isinstance(event, HeartsBroken):
        return Cue.HEARTS_BROKEN
    if isinstance(event, TrickWon):
        taken = [card for _, card in event.cards] + list(event.extra)
        lady_taken = lady >= 0 and any(card >= 0 and face(card) == lady for card in taken)
        return Cue.BLACK_LADY if lady_taken else Cue.TRICK
    if isinstance(event, TrickSettled):
        return Cue.TRICK
    return None


class TurnChime:
    """Decides when the person's turn is worth a chime: at every decision, but where a turn
    is many decisions long (U-G-O), only as the turn begins (and whenever an answer is asked
    for on another player's turn)."""

    def __init__(self) -> None:
        self._turn_number: int | None = None

    def cue(self, turn: PersonTurn | None, number: int | None = None) -> Cue | None:
        """The chime for a new decision, or None (nobody's turn, or more of the same turn).
        ``number`` is the game's turn the decision belongs to when a turn is many decisions
        (the table's layer says), None otherwise."""
        if turn is None:
            return None
        if number is not None:
            if number == self._turn_number:
                return None
            self._turn_number = number
        return Cue.YOUR_TURN

    def forget(self) -> None:
        """Start afresh (a new game, a move taken back): the next turn chimes."""
        self._turn_number = None

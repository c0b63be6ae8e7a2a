"""Which sound goes with what the table shows, by name.

The table gives an event its cue as the event starts to show, and the sound player
(``ui/sound.py``) turns the name into a sound. Most events are silent: the cues mark what someone
playing by ear wants to hear (cards dealt or passed, a card played, a trick taken, a moment a
game rings in with bells or marks with a thud) and the moment a decision is theirs. Each kind of
event names its own cue (``Event.cue``), and a game's layer may give an event another
(``TableLayer.cue``), so a game's own events sound without this module knowing them.
"""

from __future__ import annotations

from enum import StrEnum

from ...controller.turns import PersonTurn
from ...engine.events import Event


class Cue(StrEnum):
    """The sounds of the table; each value names its file in ``assets/sounds``."""

    DEAL = "deal"
    PLAY = "play"
    TRICK = "trick"
    BELLS = "bells"
    THUD = "thud"
    YOUR_TURN = "your-turn"


def event_cue(event: Event) -> Cue | None:
    """The cue an event names for itself, or None for a silent one."""
    return Cue(event.cue) if event.cue else None


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

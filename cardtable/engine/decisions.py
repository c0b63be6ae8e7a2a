"""One decision of the seat to act: what a list of actions may hold, whoever hands it in.

A decision is what one seat decides at one moment: a card, a bid, a trump, a U-G-O action, a
pass of several cards. A caller may hand in several actions at once only for the last of
these, and only the seat that began the decision decides them all. So the engine, not each
caller, says where a decision ends (``State.decision_under_way``), and a list that goes past it
is refused whole: otherwise a player could move for the next seat, and learn from the refusal
of the next seat's move what that seat holds.
"""

from __future__ import annotations

from collections.abc import Sequence

from .events import Event
from .protocol import Action, IllegalAction, State
from .texts import N_, Words

NOTHING_DECIDED = Words(N_("nothing was decided: choose a card or an action"))
"""The refusal of an empty list."""

ONE_DECISION = Words(N_("one decision at a time: only the cards of one pass go together"))
"""The refusal of an action past the end of the decision it was handed in with. It is the same
words whatever the action is, since the state it would meet is another seat's moment."""


def take_decision(state: State, actions: Sequence[Action]) -> list[Event]:
    """Apply ``actions`` to ``state`` as one decision of the seat to act, and return what
    happened.

    Raises ``IllegalAction`` for an empty list, an action the rules refuse, or an action past
    the end of the decision. Every refusal is judged from the deciding seat's own moment, so
    its words depend only on what that seat may know. ``state`` may be left part-way changed
    when it raises: hand in a copy and keep it only on success.
    """
    if not actions:
        raise IllegalAction(NOTHING_DECIDED)
    events: list[Event] = []
    for i, action in enumerate(actions):
        if i and not state.decision_under_way:
            raise IllegalAction(ONE_DECISION)
        events += state.apply(action)
    return events

"""What the controller says of a game, and how it reads the person's decisions: the piece each
game plugs into the controller.

The engine knows a game's rules; the words around them (what the person is asked, the caption
in the corner, the note under each seat, what a computer player knows, the cards a hint points
at) are the presenter's. Each game declares one beside its code in ``controller/games/`` and
``controller/presenters.py`` finds it, so nothing else in the controller asks which game runs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Generic, TypeVar

from ..engine.cards import Card
from ..engine.events import Event
from ..engine.protocol import Action
from ..texts import translated
from .turns import PersonTurn

V = TypeVar("V")


class Presenter(Generic[V]):
    """The words and readings of one game, for views of type ``V``.

    The defaults fit a game that asks nothing special; a game overrides what it says
    differently.
    """

    game_id: ClassVar[str]
    view_type: ClassVar[type]

    def person_turn(self, state: Any, seat: int) -> PersonTurn:
        """The person's decision in ``state``, with prompts and reasons."""
        raise NotImplementedError

    def refusal(self, turn: PersonTurn, actions: Sequence[Action]) -> str | None:
        """Why ``actions`` do not make the decision ``turn`` asks for, in words the person
        knows from the table; None when only the rules can say (the engine is asked next)."""
        return None

    def describe(self, state: Any, turn: PersonTurn, action: Action) -> str:
        """Name an action of the person's, as a hint says it."""
        return translated(state.describe_action(action))

    def hint_words(self, state: Any, turn: PersonTurn, actions: Sequence[Action]) -> str:
        """Name a hint: its one action (a pass, asked card by card, names its cards)."""
        return ", ".join(self.describe(state, turn, action) for action in actions)

    def caption(self, view: V, counts: str) -> str:
        """A line for the corner of the table: the deal in progress and what rules it."""
        return ""

    def seat_notes(self, view: V, counts: str) -> list[str]:
        """A short line under each seat's name."""
        raise NotImplementedError

    def closing_notes(self, view: V, events: Sequence[Event], counts: str) -> list[str] | None:
        """The seat notes as a deal ends, from the view before its last move and that move's
        events; None when the game's notes need no such care."""
        return None

    def knowledge_lines(self, view: V, names: Sequence[str]) -> list[str]:
        """Sentences on what the seat of ``view`` knows and where the rest may be."""
        raise NotImplementedError

    def hint_cards(self, turn: PersonTurn, action: Action) -> list[Card]:
        """The cards of the person's hand that a suggested action uses, to point at them."""
        return [action] if action in turn.legal else []

    def wins_every_trick(self, view: V) -> bool:
        """Whether the seat of ``view``, on lead, certainly takes every trick left (a claim)."""
        return False

    def end_action(self, state: Any) -> Action | None:
        """The action that ends an open-ended game now, when the game has one and allows it."""
        return None

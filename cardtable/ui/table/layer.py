"""A game's layer on the card table: what one shape of game lays out, shows and reads.

The table scene (``scene.py``) owns what every game has: the card items, the hands, the
animator, the geometry, the seat labels, the notices and the person's selection. A layer
(KPat's ``DealerScene`` over its ``KCardScene``, without the rules) adds what its games have
besides: the trick and the won piles, the gin card, the duel's rows of cards in play. It turns
its games' events into animation steps and the person's gestures into actions, through the
scene's public hooks only. Every method here is a hook with the default most games want; a
layer overrides what its games do differently. Each layer names the type of view it draws
(``view_type``), and ``layers.py`` finds it by that.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Generic, TypeVar

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPolygonF

from ...controller.turns import PersonTurn
from ...controller.words import per_person, winners_text
from ...engine.events import DealScored, Event, GameOver
from .card_item import CardItem
from .cues import Cue, event_cue
from .layout import Place, card_bounds

if TYPE_CHECKING:
    from .scene import TableScene

V = TypeVar("V")


@dataclass(frozen=True)
class Commit:
    """The button that makes the decision of the cards chosen (pass them, play them): its
    words, its tooltip, and whether the cards chosen make a decision yet."""

    label: str
    tip: str
    enabled: bool


class TableLayer(Generic[V]):
    """The part of the table one shape of game adds, for views of type ``V``; see the module
    docstring."""

    view_type: ClassVar[type]
    shows_scores: ClassVar[bool] = True  # a running score under each seat's name

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene

    # ---- building ---------------------------------------------------------------------------

    def reset(self, view: V) -> None:
        """Lay out from a view what lies outside the hands (the scene has made the hands)."""

    def clear(self) -> None:
        """Take away what the layer drew besides cards (the scene removes the card items)."""

    def sync(self, view: V) -> None:
        """Match the table to the game after a move, where a step cannot tell (nothing in most
        games)."""

    # ---- where the cards lie ----------------------------------------------------------------

    def hand_targets(self, seat: int, hand: Sequence[CardItem]) -> list[tuple[CardItem, Place]]:
        """Where a seat's hand lies: fanned at the seat, the person's chosen cards raised."""
        s = self.scene
        rel = s.place_of(seat)
        raised = ({i for i, item in enumerate(hand) if item.card in s.selected}
                  if seat == s.person else None)
        return list(zip(hand, s.geometry.hand_places(rel, len(hand), raised), strict=True))

    def targets(self) -> list[tuple[CardItem, Place]]:
        """Where the layer's own cards lie, besides the hands."""
        return []

    def card_widths(self) -> dict[int, float]:
        """Card widths (by ``id`` of the item) that differ from the table's."""
        return {}

    def card_outlines(self) -> list[QPolygonF]:
        """The outline of every card where it lies or is going (words keep off them)."""
        s = self.scene
        widths = self.card_widths()
        placed = [pair for seat, hand in enumerate(s.hands)
                  for pair in self.hand_targets(seat, hand)] + self.targets()
        return [card_bounds(place, widths.get(id(item), s.geometry.card_width))
                for item, place in placed]

    # ---- words beside the cards -------------------------------------------------------------

    def score_word(self) -> str:
        """What the running score under a seat's name is called ("" for "Score")."""
        return ""

    def labels_updated(self) -> None:
        """The seat labels have been written and placed: move them or add words of its own."""

    # ---- events -----------------------------------------------------------------------------

    def cue(self, event: Event) -> Cue | None:
        """The sound that goes with an event: the one it names for itself, unless the game
        gives it another."""
        return event_cue(event)

    def queue(self, event: Event) -> None:
        """Queue the steps that show an event on the scene's animator. The end of the game
        is said by every game alike."""
        if isinstance(event, GameOver):
            self.scene.animator.add(lambda: self.game_over(event))

    def game_over(self, event: GameOver) -> None:
        """Say who won, and keep it said."""
        s = self.scene
        s.scores = list(event.scores)
        s.update_labels()
        s.say(winners_text(event.winners, s.names, s.person), sticky=True)

    def said_of(self, seat: int, theirs: str, yours: str, **words: object) -> str:
        """A sentence about ``seat``: ``yours`` (in the second person) when it is the person's,
        else ``theirs`` with the seat's name as ``{name}``."""
        s = self.scene
        return per_person(seat, s.person, s.names, theirs, yours, **words)

    def deal_summary(self, event: DealScored) -> str:
        """The summary of a deal that ends, in rich text, for the game-over box when it is
        the last ("" in a game without deals)."""
        return ""

    def show_previous(self, view: V) -> None:
        """Show again what was played last (the "Last trick" command)."""

    # ---- the person's turn and gestures -----------------------------------------------------

    def is_card_turn(self, turn: PersonTurn) -> bool:
        """Whether the decision is made with the cards of the hand (not by a row of choices)."""
        return not turn.choices

    def show_turn(self, turn: PersonTurn | None) -> None:
        """Light up what the person may use besides the hand (the scene dims the hand)."""

    def turn_number(self, turn: PersonTurn) -> int | None:
        """The game's turn a decision belongs to when a turn is many decisions (the chime
        sounds once a turn), else None."""
        return None

    def choices_take_keyboard(self, turn: PersonTurn) -> bool:
        """Whether the keyboard goes to the row of choices when they are offered."""
        return True

    def clicked(self, card: int, turn: PersonTurn) -> None:
        """The person clicked one of his cards (or pressed Enter on it)."""
        self.scene.decide([card])

    def dropped(self, card: int, point: QPointF, turn: PersonTurn) -> None:
        """The person let go of a dragged card at ``point``; the cards go back where they lie
        unless it made a move."""
        self.scene.place_all(animated=False)

    def commit_offer(self, turn: PersonTurn | None) -> Commit | None:
        """The button that makes a decision of the cards chosen, if this turn has one."""
        return None

    def commit(self) -> None:
        """Make the decision of the cards chosen (the button, or the P key)."""

    def point_at(self, cards: Sequence[int]) -> None:
        """Show the person the cards of a hint: the keyboard focus on the first."""
        s = self.scene
        where = [i for i, item in enumerate(s.person_hand()) if item.card in cards]
        if where:
            s.set_focus(where[0])

    def keyboard_cards(self) -> list[CardItem]:
        """The cards the arrow keys move over: the person's hand."""
        return list(self.scene.person_hand())

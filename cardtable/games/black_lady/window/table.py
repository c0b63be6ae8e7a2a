"""Black Lady's layer of the table: the trick games' layer with the pass, and what only Black
Lady has: the kitty (face down in the corner, then with its taker's tricks), the tricks nobody
takes under Cancellation (their cards wait in the middle for the next trick's winner), hearts
broken, and the black lady, whose fall is said and whose taking thuds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation

from ....engine.cards import JACK, QUEEN, SPADES, Card, face, make_card
from ....engine.events import Dealt, Event, Played, TrickWon
from ....engine.visibility import HIDDEN
from ....texts import card_text, tr
from ....ui.table.card_item import CardItem
from ....ui.table.cues import Cue
from ....ui.table.layout import Place
from ....ui.table.passing import PassingLayer
from ....ui.table.trick_table import TRICK_HOLD_MS
from ..events import HeartsBroken, KittyTaken, TrickRolledOver
from ..view import BlackLadyView
from .ui import UI

if TYPE_CHECKING:
    from ....ui.table.scene import TableScene


class BlackLadyTable(PassingLayer[BlackLadyView]):
    """Black Lady at the table; see the module docstring."""

    view_type = BlackLadyView
    game = UI

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.lady: Card = make_card(QUEEN, SPADES)  # the view says when the jack stands in
        self.rolled: list[CardItem] = []  # the cards of the tricks nobody took, waiting
        self.kitty_taker: int | None = None  # the stock is the kitty until someone takes it

    def reset(self, view: BlackLadyView) -> None:
        """The lady is the queen of spades, or the jack under the "black jack" rule."""
        self.lady = make_card(JACK if view.options.get("black_jack") else QUEEN, SPADES)
        super().reset(view)

    def lay_out_taken(self, view: BlackLadyView) -> None:
        """The won piles, with the cards of the tricks nobody took in the pile of the next
        trick's winner (or waiting for one), and the kitty: in the corner, or in its taker's
        pile."""
        s = self.scene
        waiting: list[int] = []
        for trick, winner in zip(view.tricks, view.trick_winners, strict=True):
            cards = [c for _, c in trick]
            if winner is None:
                waiting += cards
                continue
            self.piles[winner] += [s.new_item(c) for c in waiting + cards]
            waiting = []
        self.rolled = [s.new_item(c, face_up=True) for c in waiting]
        self.kitty_taker = view.kitty_owner
        kitty = [s.new_item(HIDDEN) for _ in range(view.kitty_size)]
        if self.kitty_taker is not None:
            self.piles[self.kitty_taker] += kitty
        else:
            self.stock = kitty

    def targets(self) -> list[tuple[CardItem, Place]]:
        """The trick games' places, and the cards waiting for the next trick's winner."""
        g = self.scene.geometry
        return super().targets() + [(item, g.rollover_place(i))
                                    for i, item in enumerate(self.rolled)]

    def stock_words(self, count: int) -> str:
        return tr("Kitty: {count}").format(count=count)

    # ---- events -----------------------------------------------------------------------------

    def cue(self, event: Event) -> Cue | None:
        """The trick that takes the lady thuds instead of the usual sweep (a card of the
        kitty hidden from the person never does)."""
        if isinstance(event, TrickWon):
            taken = [card for _, card in event.cards] + list(event.extra)
            if any(card >= 0 and face(card) == self.lady for card in taken):
                return Cue.THUD
        return super().cue(event)

    def queue(self, event: Event) -> None:
        """Hearts broken, the kitty taken and a trick nobody takes; the rest as in every trick
        game."""
        s, a = self.scene, self.scene.animator
        if isinstance(event, HeartsBroken):
            a.add(lambda: s.say(tr("Hearts are broken.")))
        elif isinstance(event, KittyTaken):
            a.add(lambda: self.take_kitty(event))
        elif isinstance(event, TrickRolledOver):
            a.add_hold("trick", TRICK_HOLD_MS)
            a.add(self.roll_over)
        else:
            super().queue(event)

    def deal(self, event: Dealt) -> QAbstractAnimation | None:
        """A new deal: no card waits for a trick's winner, and the kitty is nobody's."""
        self.rolled, self.kitty_taker = [], None
        return super().deal(event)

    def say_played(self, event: Played) -> None:
        """The lady's fall is said."""
        if face(event.card) == self.lady:
            self.scene.say(tr("The {card} has been played!").format(card=card_text(self.lady)))

    def take_kitty(self, event: KittyTaken) -> None:
        """Say who takes the kitty; it goes to his pile with his next trick."""
        self.kitty_taker = event.seat
        self.scene.say(self.said_of(event.seat, tr("{name} took the kitty."),
                                    tr("You took the kitty.")))

    def swept_with(self, winner: int) -> list[CardItem]:
        """The cards of the tricks nobody took go with the next trick, and the kitty with
        its taker's."""
        swept, self.rolled = self.rolled, []
        if self.kitty_taker == winner and self.stock:
            swept += self.stock
            self.stock = []
        return swept

    def roll_over(self) -> QAbstractAnimation | None:
        """A trick nobody takes: its cards (and an untaken kitty) wait for the next trick."""
        self.rolled += [item for _, item in self.trick]
        self.trick = []
        if self.stock and self.kitty_taker is None:
            self.rolled += self.stock
            self.stock = []
        return self.scene.place_all(animated=True)


LAYER = BlackLadyTable

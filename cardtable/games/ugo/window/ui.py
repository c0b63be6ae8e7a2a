"""U-G-O in the window: its tile, its marks (the winner, each other player's place) in words,
and its log of moves beside the table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from ....controller.turns import Choice, PersonTurn
from ....engine.cards import parse_card
from ....engine.events import Event
from ....engine.protocol import Phase
from ....texts import tr
from ....ui.game_pictures import Placed
from ....ui.game_ui import GameUi
from ..actions import END_TURN
from ..presenter import DuelTurn
from ..state import OUT_MARK, WINNER_MARK
from . import log
from .help import HELP


class UgoUi(GameUi):
    """U-G-O's words and picture: a spade in attack with a diamond equip under it, and a heart
    turned sideways in defence."""

    game_id = "ugo"
    help_words = HELP
    picture: ClassVar[tuple[Placed, ...]] = (
        Placed(parse_card("3♥"), -0.62, 0.15, 90.0),  # in defence position, turned sideways
        Placed(parse_card("4♦"), 0.72, -0.34),  # an equip, under the card it strengthens
        Placed(parse_card("5♠"), 0.72, 0.12),  # in attack position, upright
    )
    keeps_log = True

    def trick_steps(self) -> tuple[str, str]:
        return tr("Back a turn"), tr("Forward a turn")

    def about(self) -> str:
        return tr("A duel of decks: attack with low cards, equip them with diamonds and make "
                  "the others run out.")

    def sentence(self, event: Event, names: Sequence[str], person: int,
                 previous: Event | None) -> str | None:
        """Every move of the duel, and its end, as its log tells them."""
        return log.sentence(event, names, person, previous)

    def mark_words(self, mark: str) -> str:
        if mark == WINNER_MARK:
            return tr("winner")
        head, _, place = mark.partition(OUT_MARK + " ")
        if not head and place.isdigit():
            return tr("out {place}").format(place=place)
        return mark

    def decision_kinds(self, turn: PersonTurn) -> tuple[str, ...]:
        """A turn of the first round (no attacks yet) or after it; an answer to an attack
        (a 10 or not) or to an Ace, King or Jack played on the person."""
        duel: DuelTurn = turn.game
        if turn.phase is Phase.RESPOND:
            pending = duel.view.pending
            return ("block" if pending is not None and pending.kind == "attack" else "answer",)
        return ("play" if duel.view.can_attack else "first-round",)

    def choice_tip(self, turn: PersonTurn, choice: Choice) -> str:
        if choice.action == END_TURN:
            return tr("End your turn: the next player plays.")
        if turn.phase is Phase.RESPOND:
            return tr("{choice}: your answer to the move made against you.").format(
                choice=choice.label)
        return tr("{choice}: do it now; your turn goes on until you end it.").format(
            choice=choice.label)


UI = UgoUi()

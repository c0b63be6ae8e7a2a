"""Ultimate Loser in the window: its tile, its mark (the hand's Ultimate Loser) and what its
scores are called at the end: drinks or penalty points, as the person's setting says."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from ....controller.turns import Choice, PersonTurn
from ....engine.protocol import Phase
from ....texts import tr
from ....ui.game_pictures import Placed, fan
from ....ui.game_ui import GameUi
from ..presenter import CombinationTurn, play_phrase
from ..state import ULTIMATE_LOSER_MARK
from .help import HELP


def total_word(counts: str) -> str:
    """What a running total of drinks is called: "Drinks" or "Penalty points"."""
    return tr("Penalty points") if counts == "penalty points" else tr("Drinks")


class UltimateLoserUi(GameUi):
    """Ultimate Loser's words and picture: a set of nines and the joker."""

    game_id = "ultimate-loser"
    help_words = HELP
    deals_are_hands = True
    picture: ClassVar[tuple[Placed, ...]] = fan("9♣ 9♥ 9♠ Joker")

    def about(self) -> str:
        return tr("Shed your cards in singles, sets and straight flushes, and don't be the "
                  "last one holding any.")

    def play_words(self, cards: Sequence[int], card_words: Callable[[int], str]) -> str | None:
        return play_phrase(cards, card_words)

    def mark_words(self, mark: str) -> str:
        """The game's name stays in English in every language, as the game is called."""
        return "Ultimate Loser" if mark == ULTIMATE_LOSER_MARK else mark

    def mark_on_table(self, mark: str) -> str:
        if mark == ULTIMATE_LOSER_MARK:
            return " ✗ Ultimate Loser"
        return super().mark_on_table(mark)

    def trick_steps(self) -> tuple[str, str]:
        return tr("Back a round"), tr("Forward a round")

    def score_word(self, counts: str) -> str:
        return total_word(counts)

    def decision_kinds(self, turn: PersonTurn) -> tuple[str, ...]:
        """A lead, or a follow (which may pass); and a swap with the gin card when one is
        open to the person."""
        if turn.phase is not Phase.PLAY:
            return super().decision_kinds(turn)
        combination: CombinationTurn = turn.game
        return ("follow" if turn.choices else "lead", *(("swap",) if combination.swaps else ()))

    def choice_tip(self, turn: PersonTurn, choice: Choice) -> str:
        if turn.phase is Phase.PLAY:  # the pass
            return tr("{choice}: play nothing this round; a pass costs a drink.").format(
                choice=choice.label)
        return super().choice_tip(turn, choice)


UI = UltimateLoserUi()

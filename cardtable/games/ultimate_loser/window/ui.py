"""Ultimate Loser in the window: its tile, its mark (the hand's Ultimate Loser), what its
scores are called at the end (drinks or penalty points, as the person's setting says), and its
sentences for plays of several cards, passes, swaps and the hand's Ultimate Loser."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from ....controller.turns import Choice, PersonTurn
from ....controller.words import per_person
from ....engine.events import Event
from ....engine.protocol import Phase
from ....texts import tr
from ....ui.announcer import card_words, cards_words, played_words
from ....ui.game_pictures import Placed, fan
from ....ui.game_ui import GameUi
from ..events import CombinationPlayed, GinSwapped, TurnPassed, UltimateLoserFound
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

    def sentence(self, event: Event, names: Sequence[str], person: int,
                 previous: Event | None) -> str | None:
        """A play, a pass, a swap with the gin card and the hand's Ultimate Loser, with the
        cards named for the ear as the screen-reader line names them."""
        if isinstance(event, CombinationPlayed):
            return play_sentence(event, names, person)
        if isinstance(event, TurnPassed):
            return per_person(event.seat, person, names, tr("{name} passed."), tr("You passed."))
        if isinstance(event, GinSwapped):
            return per_person(event.seat, person, names,
                              tr("{name} swapped {given} for the gin card, {taken}."),
                              tr("You swapped {given} for the gin card, {taken}."),
                              given=card_words(event.given), taken=card_words(event.taken))
        if isinstance(event, UltimateLoserFound):
            return per_person(event.seat, person, names, tr("{name} is the Ultimate Loser."),
                              tr("You are the Ultimate Loser."))
        return None

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


def play_sentence(event: CombinationPlayed, names: Sequence[str], person: int) -> str:
    """A play named as a person says it ("a pair of queens"), then its cards; a single card is
    played as in any game."""
    play = play_phrase(event.cards, card_words)
    if len(event.cards) == 1:
        return played_words(event.seat, play, names, person)
    return per_person(event.seat, person, names, tr("{name} played {play}: {cards}."),
                      tr("You played {play}: {cards}."), play=play, cards=cards_words(event.cards))


UI = UltimateLoserUi()

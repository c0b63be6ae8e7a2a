"""Ultimate Loser in words: a play of one or more cards, a pass that drinks, a swap with the gin
card, the hand and the loser's penalty, and the drinks each seat has taken this hand."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...controller.knowledge import opening_lines, unseen_lines
from ...controller.presenter import Presenter
from ...controller.trick_presenter import TrickPresenter
from ...controller.turns import Choice, PersonTurn
from ...engine.cards import Card
from ...engine.protocol import Action, Phase
from ...texts import card_text, tr, translated
from .plays import (
    CARD_LISTS,
    END_GAME,
    FOUR,
    PAIR,
    PASS,
    SHAPE,
    SINGLE,
    SWAP_BASE,
    THREE,
    TOP,
    is_play,
    play_for_cards,
    shape_name,
)
from .view import UltimateLoserView


def rank_plural(top: int) -> str:
    """Several cards of a rank, as they are said: "nines", "queens"."""
    words = (tr("twos"), tr("threes"), tr("fours"), tr("fives"), tr("sixes"), tr("sevens"),
             tr("eights"), tr("nines"), tr("tens"), tr("jacks"), tr("queens"), tr("kings"),
             tr("aces"))
    return words[top] if 0 <= top < len(words) else tr("jokers")


def play_phrase(cards: Sequence[int], card_words: Callable[[int], str]) -> str:
    """A play as a person says it: "the queen of spades", "a pair of queens", "three kings",
    "a straight flush from the 5♣ to the 8♣" (each card named by ``card_words``)."""
    action = play_for_cards(cards)
    shape, top = SHAPE[action], TOP[action]
    if shape == SINGLE:
        return card_words(cards[0])
    if shape == PAIR:
        return tr("a pair of {ranks}").format(ranks=rank_plural(top))
    if shape == THREE:
        return tr("three {ranks}").format(ranks=rank_plural(top))
    if shape == FOUR:
        return tr("four {ranks}").format(ranks=rank_plural(top))
    run = CARD_LISTS[action]
    return tr("a straight flush from {low} to {high}").format(low=card_words(run[0]),
                                                             high=card_words(run[-1]))


@dataclass(frozen=True)
class CombinationTurn:
    """Ultimate Loser's own part of the person's decision: the plays open (their cards, and
    the action of each) and the cards that may be swapped for the gin card (and the action)."""

    plays: Mapping[frozenset[Card], Action]
    swaps: Mapping[Card, Action]

    def fits(self, chosen: frozenset[Card], card: Card) -> bool:
        """Whether ``card`` can join the ``chosen`` cards in some legal play."""
        wanted = chosen | {card}
        return any(wanted <= cards for cards in self.plays)


def drink_count(counts: str, n: int) -> str:
    """"3 drinks" or "3 penalty points", as the person's setting calls them."""
    if counts == "penalty points":
        return tr("%n penalty point(s)", "", n)
    return tr("%n drink(s)", "", n)


class UltimateLoserPresenter(Presenter[UltimateLoserView]):
    """The words of Ultimate Loser; see the module docstring. Choosing a shape by rock, paper
    or scissors is a row of choices, as the trick games' trumps are."""

    game_id = "ultimate-loser"
    view_type = UltimateLoserView

    def __init__(self) -> None:
        self.choosing = TrickPresenter[UltimateLoserView]()

    def person_turn(self, state: Any, seat: int) -> PersonTurn:
        view: UltimateLoserView = state.view(seat)
        legal = state.legal_actions()
        if state.phase is not Phase.PLAY:
            return self.choosing.choice_turn(state, view, state.phase, legal)
        plays = {frozenset(CARD_LISTS[a]): a for a in legal if is_play(a)}
        usable = frozenset(c for cards in plays for c in cards)
        reasons = {c: tr("That card makes no play now.") for c in view.hand if c not in usable}
        swaps = {a - SWAP_BASE: a for a in legal if SWAP_BASE <= a < SWAP_BASE + 64}
        choices: tuple[Choice, ...] = ()
        if PASS in legal:
            choices = (Choice(PASS, tr("Pass"), True),)
            prompt = tr("Play {shape}, high or low, or pass; to swap, drag a card onto the "
                        "gin card.").format(shape=translated(shape_name(view.shape)))
        else:
            prompt = tr("Your lead: choose a card or a combination, then Play.")
        return PersonTurn(Phase.PLAY, usable, reasons, 0, prompt, choices,
                          CombinationTurn(plays, swaps))

    def describe(self, state: Any, turn: PersonTurn, action: Action) -> str:
        """A play as a hint says it: "Play a pair of queens"; other actions as the engine names
        them."""
        if turn.phase is Phase.PLAY and is_play(action):
            return tr("Play {play}").format(play=play_phrase(CARD_LISTS[action], card_text))
        return super().describe(state, turn, action)

    def refusal(self, turn: PersonTurn, actions: Sequence[Action]) -> str | None:
        if turn.phase is not Phase.PLAY:
            return self.choosing.refusal(turn, actions)
        if len(actions) != 1:
            return tr("Those cards do not make a play allowed now.")
        action = actions[0]
        if SWAP_BASE <= action < SWAP_BASE + 64 and action not in turn.game.swaps.values():
            return tr("The leader must play; you may swap only instead of playing on "
                      "someone's lead.")
        if is_play(action) and action not in turn.game.plays.values():
            return tr("Those cards do not make a play allowed now.")
        return None

    def caption(self, view: UltimateLoserView, counts: str) -> str:
        if view.hands_in_game:
            hand = tr("Hand {number} of {total}").format(number=view.hand_number + 1,
                                                          total=view.hands_in_game)
        else:
            hand = tr("Hand {number}").format(number=view.hand_number + 1)
        return "  ·  ".join([hand, tr("Ultimate Loser: {penalty}").format(
            penalty=drink_count(counts, view.penalty))])

    def seat_notes(self, view: UltimateLoserView, counts: str) -> list[str]:
        """The drinks (or penalty points, as ``counts`` says) this hand, and who is out."""
        notes = []
        for seat in range(view.players):
            note = tr("this hand: {drinks}").format(drinks=drink_count(counts,
                                                                       view.drinks[seat]))
            if view.hand_sizes[seat] == 0 and view.phase is not Phase.GAME_OVER:
                note += " · " + tr("out")
            notes.append(note)
        return notes

    def knowledge_lines(self, view: UltimateLoserView, names: Sequence[str]) -> list[str]:
        return (opening_lines(view.seat, view.hand, names)
                + unseen_lines(view.seat, view.played_cards(), view.hand_sizes, names))

    def hint_cards(self, turn: PersonTurn, action: Action) -> list[Card]:
        return list(CARD_LISTS[action]) if is_play(action) else []

    def end_action(self, state: Any) -> Action | None:
        """An open-ended game (no number of hands set) may be ended whenever it may go on."""
        if state.is_over or state.options.get("hands") != 0 or not state.is_legal(END_GAME):
            return None
        return END_GAME


PRESENTER = UltimateLoserPresenter()

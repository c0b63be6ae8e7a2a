"""What the window shows of one game away from the table: its tile on the start screen, its
scoresheet marks in words, what its game-over box adds, and its sentences for what happens.

Each game declares one beside its code (``<game>/window/ui.py``) and ``ui/games`` lists them, so
the start screen, the scoresheet, the game-over box, the screen-reader line and the log read a
game's words without asking which game it is. The defaults fit a game that needs nothing more.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from ..controller.turns import Choice, PersonTurn
from ..engine.events import Event
from ..engine.protocol import Phase
from ..texts import tr
from .game_help import GameHelp
from .game_pictures import Placed
from .table.annotations import escape


class GameUi:
    """One game's words and pictures for the window; see the module docstring."""

    game_id: ClassVar[str]
    picture: ClassVar[tuple[Placed, ...]]
    """The cards the start screen's tile shows (``game_pictures.game_picture`` draws them)."""

    help_words: ClassVar[GameHelp]
    """How to play, the first-game tips and what the words on the table mean
    (``<game>/window/help.py``)."""

    keeps_log: ClassVar[bool] = False
    """Whether the game's moves are told in a log beside the table, for a game whose moves are
    too many to follow by eye."""

    deals_are_hands: ClassVar[bool] = False
    """Whether the game calls a deal a hand (its caption, summary and sentences say so)."""

    def about(self) -> str:
        """What the game is about, in a line for its tile."""
        raise NotImplementedError

    def sentence(self, event: Event, names: Sequence[str], person: int,
                 previous: Event | None) -> str | None:
        """An event in a sentence for the person, as this game tells it (``previous`` is the
        event told before it): every event only this game has, and a shared one it tells its
        own way. The screen-reader line asks this first (but for who won, which it says alike
        in every game) and says a shared event in its own words where the game answers None;
        the log (``keeps_log``) writes only what the game answers. "" leaves an event
        untold."""
        return None

    def mark_words(self, mark: str) -> str:
        """A scoresheet mark in the person's language; marks are stored as the engine writes
        them, so an old game reads in the language in use now."""
        return mark

    def mark_on_table(self, mark: str) -> str:
        """A hand's mark as the score panel on the table writes it after the points: the
        mark's words in brackets, or nothing."""
        return f" ({escape(self.mark_words(mark))})" if mark else ""

    def trick_steps(self) -> tuple[str, str]:
        """The replay's middle step, back and forward, named as the game calls what it steps
        over: a trick here, a turn of U-G-O, a round of Ultimate Loser."""
        return tr("Back a trick"), tr("Forward a trick")

    def score_word(self, counts: str) -> str:
        """What the final scores are called in the game-over box (``counts`` is the person's
        name for drinks)."""
        return tr("Points")

    def final_columns(self, state: Any) -> list[tuple[str, Sequence[int]]]:
        """Columns the game-over box adds after the scores: a heading and a signed number
        per seat."""
        return []

    def decision_kinds(self, turn: PersonTurn) -> tuple[str, ...]:
        """The kinds of decision ``turn`` is, for the first-game tips ("pass", "bid"): its
        phase, unless the game tells apart several things one phase asks."""
        return (turn.phase.value.replace(" ", "-"),)

    def choice_tip(self, turn: PersonTurn, choice: Choice) -> str:
        """What taking ``choice`` means, for its button's tooltip."""
        tips = {
            Phase.BID: tr("{choice}: say how many tricks you will win this deal; only an exact "
                          "bid scores well."),
            Phase.CHOOSE_TRUMP: tr("{choice}: name the trumps for this hand; a trump beats any "
                                   "card of another suit."),
            Phase.ROCK_PAPER_SCISSORS: tr("{choice}: rock beats scissors, scissors beat paper, "
                                          "paper beats rock; the last one in leads."),
        }
        return tips.get(turn.phase, "{choice}").format(choice=choice.label)

"""What each button of a decision means, said when it is pointed at (a bid, trumps, rock, paper
or scissors, Ultimate Loser's pass, U-G-O's actions and answers), in the words of the game's
declaration. A choice the rules bar says why instead (``choice_bar``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..controller.turns import Choice, PersonTurn
from .games import game_ui


def with_tips(choices: Sequence[Choice], turn: PersonTurn | None,
              game_id: str | None) -> tuple[Choice, ...]:
    """The choices of the person's decision, each with the tooltip of its button."""
    if turn is None or game_id is None:
        return tuple(choices)
    game = game_ui(game_id)
    return tuple(replace(choice, tip=game.choice_tip(turn, choice)) for choice in choices)

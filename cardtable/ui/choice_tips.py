"""What each button of a decision means, said when it is pointed at: a bid, trumps, rock, paper
or scissors, Ultimate Loser's pass, U-G-O's actions and answers. A choice the rules bar says
why instead (``choice_bar``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..controller.turns import Choice, PersonTurn
from ..engine.games.ugo import actions as ugo_actions
from ..engine.protocol import Phase
from ..texts import tr


def choice_tip(game_id: str, phase: Phase | None, choice: Choice) -> str:
    """The tooltip of one choice of a decision of ``phase`` in the game ``game_id``."""
    if not choice.enabled and choice.reason:
        return choice.reason
    label = choice.label
    if game_id == "ugo":
        if choice.action == ugo_actions.END_TURN:
            return tr("End your turn: the next player plays.")
        if phase is Phase.RESPOND:
            return tr("{choice}: your answer to the move made against you.").format(
                choice=label)
        return tr("{choice}: do it now; your turn goes on until you end it.").format(
            choice=label)
    tips = {
        Phase.BID: tr("{choice}: say how many tricks you will win this deal; only an exact "
                      "bid scores well."),
        Phase.CHOOSE_TRUMP: tr("{choice}: name the trumps for this hand; a trump beats any "
                               "card of another suit."),
        Phase.ROCK_PAPER_SCISSORS: tr("{choice}: rock beats scissors, scissors beat paper, "
                                      "paper beats rock; the last one in leads."),
        Phase.PLAY: tr("{choice}: play nothing this round; a pass costs a drink."),
    }
    tip = tips.get(phase) if phase is not None else None
    return tip.format(choice=label) if tip else label


def with_tips(choices: Sequence[Choice], turn: PersonTurn | None,
              game_id: str | None) -> tuple[Choice, ...]:
    """The choices of the person's decision, each with the tooltip of its button."""
    phase = turn.phase if turn is not None else None
    return tuple(replace(choice, tip=choice_tip(game_id or "", phase, choice))
                 for choice in choices)

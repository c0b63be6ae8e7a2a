"""The one small interface every computer player implements, the players every game has (the
uniformly random one, and the Easy one that slips from a game's rule of thumb), the levels a
person chooses from, and thinking time.

Which rule of thumb and which Expert a game has, it declares itself (``<game>/ai/players.py``);
``ai/registry.py`` makes a bot of any kind for any game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from ..engine.protocol import Action
from ..engine.rng import Rng


class Bot(Protocol):
    """A computer player: given what its seat may see and what it may do, it picks an action."""

    name: str

    def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
        """Return one of ``legal``. ``view`` is the seat's view; ``rng`` is the bot's own."""
        ...


@runtime_checkable
class Thinker(Protocol):
    """A computer player that searches for as long as its thinking time allows (the Expert);
    the others decide at once."""

    budget_ms: int


def give_thinking_time(bot: Bot | None, ms: int) -> None:
    """Set how long ``bot`` may think about a move, if it is a player that thinks."""
    if isinstance(bot, Thinker):
        bot.budget_ms = ms


class RandomBot:
    """Picks any legal action, all equally likely: the baseline every other bot must beat."""

    name = "random"

    def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
        """Return a uniformly random legal action."""
        return legal[rng.below(len(legal))]


SLIP_CHANCE = 0.15  # how often the Easy player makes a move it did not think about


class EasyBot:
    """The rule-of-thumb player with human slips: now and then it plays any legal move, the way
    a beginner forgets which cards are out."""

    name = "easy"

    def __init__(self, careful: Bot) -> None:
        self.careful = careful

    def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
        """Usually the rule-of-thumb move; with ``SLIP_CHANCE`` a random legal one."""
        if len(legal) > 1 and rng.below(1000) < SLIP_CHANCE * 1000:
            return legal[rng.below(len(legal))]
        return self.careful.choose(view, legal, rng)


LEVELS = (("easy", "Easy"), ("rule", "Normal"), ("expert", "Expert"))
"""The levels a person chooses from, weakest first, as (kind, name)."""


"""The one small interface every computer player implements, and the uniformly random player."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ..engine.protocol import Action
from ..engine.rng import Rng


class Bot(Protocol):
    """A computer player: given what its seat may see and what it may do, it picks an action."""

    name: str

    def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
        """Return one of ``legal``. ``view`` is the seat's view; ``rng`` is the bot's own."""
        ...


class RandomBot:
    """Picks any legal action, all equally likely: the baseline every other bot must beat."""

    name = "random"

    def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
        """Return a uniformly random legal action."""
        return legal[rng.below(len(legal))]


def _rule_of_thumb(game_id: str) -> Bot:
    if game_id == "black-lady":
        from .black_lady import BlackLadyBot

        return BlackLadyBot()
    if game_id == "ugly":
        from .ugly import UglyBot

        return UglyBot()
    if game_id == "ugo":
        from .ugo import UgoBot

        return UgoBot()
    if game_id == "ultimate-loser":
        from .ultimate_loser import UltimateLoserBot

        return UltimateLoserBot()
    if game_id == "up-and-down":
        from .up_and_down import UpAndDownBot

        return UpAndDownBot()
    raise ValueError(f"no rule-of-thumb player for {game_id!r} yet")


BOT_KINDS: dict[str, Callable[[str], Bot]] = {
    "random": lambda game_id: RandomBot(),
    "rule": _rule_of_thumb,
}


def make_bot(kind: str, game_id: str) -> Bot:
    """Return a bot of ``kind`` ("random" or "rule") for a game."""
    try:
        factory = BOT_KINDS[kind]
    except KeyError:
        raise ValueError(f"no bot kind {kind!r}; use one of {', '.join(BOT_KINDS)}") from None
    return factory(game_id)

"""The one small interface every computer player implements, and the uniformly random player."""

from __future__ import annotations

from collections.abc import Callable, Sequence
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


def _expert(game_id: str) -> Bot:
    """The searching player where the game has a world sampler; U-G-O's looks over its turn
    as the Normal player does, on weights found in play against it."""
    from .expert import ExpertBot
    from .worlds import sampler_for

    if game_id == "ugo":
        from .ugo_expert import UgoExpertBot

        return UgoExpertBot()
    sampler = sampler_for(game_id)
    if sampler is None:
        return _rule_of_thumb(game_id)
    return ExpertBot(game_id, sampler, lambda: _rule_of_thumb(game_id))


BOT_KINDS: dict[str, Callable[[str], Bot]] = {
    "random": lambda game_id: RandomBot(),
    "easy": lambda game_id: EasyBot(_rule_of_thumb(game_id)),
    "rule": _rule_of_thumb,
    "expert": _expert,
}
"""Every kind of computer player; "rule" is the Normal level."""

LEVELS = (("easy", "Easy"), ("rule", "Normal"), ("expert", "Expert"))
"""The levels a person chooses from, weakest first, as (kind, name)."""


def make_bot(kind: str, game_id: str) -> Bot:
    """Return a bot of ``kind`` ("random", "easy", "rule" or "expert") for a game."""
    try:
        factory = BOT_KINDS[kind]
    except KeyError:
        raise ValueError(f"no bot kind {kind!r}; use one of {', '.join(BOT_KINDS)}") from None
    return factory(game_id)

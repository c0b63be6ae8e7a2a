"""What a game offers as computer players, declared once beside the game's own AI code, and how
each kind of player is made from that declaration.

Every game declares a ``GamePlayers`` in ``<game>/ai/players.py`` (PySolFC's ``GameInfo`` with its
``Hint_Class`` and ``Solver_Class`` is the model): its rule-of-thumb player, and its Expert,
either the generic search of ``expert`` on the game's world sampler and tuning, or a player of
its own. ``ai/registry.py`` lists the declarations; the kinds below read a declaration and never
ask which game it is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .base import Bot, EasyBot, RandomBot
from .expert import ExpertBot, Tuning
from .worlds import WorldSampler


@dataclass(frozen=True)
class GamePlayers:
    """The computer players of one game.

    ``normal`` makes the rule-of-thumb player (the Normal level, the Easy player's careful self
    and the searching Expert's model of everyone in its playouts). The Expert is ``expert`` where
    the game has one of its own; otherwise it is the search over worlds dealt by ``sampler``,
    suited to the game by ``tuning``.
    """

    game_id: str
    normal: Callable[[], Bot]
    sampler: WorldSampler | None = None
    tuning: Tuning = field(default_factory=Tuning)
    expert: Callable[[], Bot] | None = None

    def __post_init__(self) -> None:
        if self.expert is None and self.sampler is None:
            raise ValueError(f"{self.game_id}: an Expert needs a player of its own or a sampler")

    def make_expert(self) -> Bot:
        """The game's own Expert, or the search on its sampler with ``normal`` playing out."""
        if self.expert is not None:
            return self.expert()
        assert self.sampler is not None  # __post_init__ holds one or the other
        return ExpertBot(self.game_id, self.sampler, self.normal, tuning=self.tuning)


BOT_KINDS: dict[str, Callable[[GamePlayers], Bot]] = {
    "random": lambda game: RandomBot(),
    "easy": lambda game: EasyBot(game.normal()),
    "rule": lambda game: game.normal(),
    "expert": GamePlayers.make_expert,
}
"""Every kind of computer player, made from a game's declaration; "rule" is the Normal level.
A save names these kinds (``storage.seat_kinds.COMPUTER_KINDS``, which a test keeps equal to
them)."""

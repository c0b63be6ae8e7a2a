"""What the ``Rules`` object of every game shares: how a game is named, checked and started.

The registry sees each game through one ``Rules`` object (see ``protocol.Rules``). Most of it is
the same for every game: the option check is the game's ``validate`` function, ``new_game``
checks the options and any hand-made deals and builds the state, and a hand-made deal must hold
a hand for each seat, all of one size, no card twice and no card outside the game's deck. So
that those checks and their messages stay the same in every game, ``GameRules`` and
``check_deal`` hold them once; a game subclass names itself, points ``_check_options`` at its
``validate`` and builds its state in ``_start``. The same ``_start`` starts a game part-way, at
a ``Position`` (``position``): that is how a computer player's world is built.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any, Generic, TypeVar

from .cards import Card
from .positions import Position
from .protocol import Caution, Option, OptionValue, Preset

StateT = TypeVar("StateT")
DealT = TypeVar("DealT")
TableT = TypeVar("TableT")

OptionItems = tuple[tuple[str, OptionValue], ...]
"""A game's checked options as a hashable key: ``tuple(values.items())``."""


def check_deal(
    hands: Sequence[Sequence[Card]], spare: Sequence[Card], deck: Sequence[Card], players: int
) -> None:
    """Raise ValueError unless ``hands`` (one a seat) and ``spare`` (a kitty or a stock: cards
    dealt to nobody) are a possible hand-made deal for ``players`` from ``deck``."""
    if len(hands) != players:
        raise ValueError(f"deal: {len(hands)} hands given for {players} players")
    sizes = {len(h) for h in hands}
    if len(sizes) != 1 or 0 in sizes:
        raise ValueError(f"deal: hands must be non-empty and of one size, got {sorted(sizes)}")
    cards = [c for h in hands for c in h] + list(spare)
    if len(set(cards)) != len(cards):
        raise ValueError("deal: a card is given twice")
    outside = set(cards) - set(deck)
    if outside:
        raise ValueError(f"deal: cards not in this game's deck: {sorted(outside)}")


def table_cache(
    build: Callable[[dict[str, OptionValue], int], TableT],
) -> Callable[[int, OptionItems], TableT]:
    """Wrap a game's ``build_table(options, players)`` so that every game started with the same
    options and players shares one table (tables are read-only)."""

    @lru_cache(maxsize=64)
    def table_for(players: int, values: OptionItems) -> TableT:
        return build(dict(values), players)

    return table_for


class GameRules(Generic[StateT, DealT]):
    """A game as the registry offers it; a subclass sets the class attributes below, points
    ``_check_options`` at its ``validate`` and implements ``_start``."""

    id: str
    name: str
    min_players: int
    max_players: int
    default_players = 4
    default_preset: str
    options: tuple[Option, ...]
    presets: tuple[Preset, ...]

    @staticmethod
    def _check_options(
        options: Mapping[str, Any] | None, players: int, preset: str | None = None
    ) -> dict[str, OptionValue]:
        raise NotImplementedError

    def validate(
        self, options: Mapping[str, Any] | None, players: int, preset: str | None = None
    ) -> dict[str, OptionValue]:
        """Return the full, checked options for ``players``; raise OptionError naming the fault."""
        return self._check_options(options, players, preset)

    def lower_wins(self, options: Mapping[str, OptionValue]) -> bool:
        """Whether the lowest score wins under these options; here the highest total wins."""
        return False

    def cautions(self, options: Mapping[str, OptionValue], players: int) -> tuple[Caution, ...]:
        """What the house-rules form should warn of in these checked options; here nothing."""
        return ()

    def new_game(
        self,
        options: Mapping[str, Any] | None,
        seed: int,
        players: int,
        preset: str | None = None,
        *,
        deals: Sequence[DealT] = (),
        dealer: int | None = None,
        scores: Sequence[int] | None = None,
    ) -> StateT:
        """Start a game. ``deals`` (hand-made deals, used first), ``dealer`` and ``scores``
        (running totals to start from) are for tests and tutorials; a saved game needs only the
        options, the seed, the players and the action log."""
        values = self._check_options(options, players, preset)
        return self._start(values, seed, players, deals, dealer, scores, 0)

    def position(
        self, options: Mapping[str, Any] | None, players: int, at: Position[DealT]
    ) -> StateT:
        """Start a game part-way: at the start of the deal ``at`` describes, dealt as it says
        (checked as any hand-made deal is), with its number, dealer and totals. The deal's
        moves so far are then taken with the state's ``step``. A computer player's world
        sampler builds its worlds so (see ``positions``, which also says what it must keep to).
        """
        values = self._check_options(options, players)
        return self._start(values, at.seed, players, (at.deal,), at.dealer, at.scores, at.number)

    def _start(
        self,
        values: dict[str, OptionValue],
        seed: int,
        players: int,
        deals: Sequence[DealT],
        dealer: int | None,
        scores: Sequence[int] | None,
        first_deal: int,
    ) -> StateT:
        """Check the hand-made ``deals`` against the checked options and build the state,
        whose first deal is deal number ``first_deal`` (0 but for a ``position``)."""
        raise NotImplementedError

"""What the ``Rules`` object of every game shares: how a game is named, checked and started.

The registry sees each game through one ``Rules`` object (see ``protocol.Rules``). Most of it is
the same for every game: the option check is the game's ``validate`` function, ``new_game``
checks the options and any hand-made deals and builds the state, and a hand-made deal must hold
a hand for each seat, all of one size, no card twice and no card outside the game's deck. So
that those checks and their messages stay the same in every game, ``GameRules`` and
``check_deal`` hold them once; a game subclass names itself, points ``_check_options`` at its
``validate`` and builds its state in ``_start``. The same ``_start`` starts a game part-way, at
a ``Position`` (``position``): that is how a computer player's world is built. A game started
otherwise (U-G-O deals decks, not deals) shares only the naming and the checks (``CheckedRules``).

Every game's ``validate`` refuses a number of players that is not a whole number in the same
words (``check_number_of_players``), and most refuse a number outside their range in the same
words too (``check_players``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any, Generic, TypeVar

from .cards import Card
from .positions import Position
from .protocol import Caution, Option, OptionError, OptionValue, Preset

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


def check_number_of_players(players: int, hint: str = "") -> None:
    """Raise OptionError unless ``players`` is a whole number (``True`` is none), ``hint`` ending
    the message: the number may come from a file or a message, where it can be anything."""
    if not isinstance(players, int) or isinstance(players, bool):
        raise OptionError("players", f"{players!r} is not a number of players{hint}")


def check_players(players: int, game: str, low: int, high: int) -> None:
    """Raise OptionError unless ``players`` may play ``game``, which takes ``low`` to ``high``;
    the message names the range, so that the person sees at once what to choose."""
    use = f"use {low} or {high}" if high == low + 1 else f"use {low} to {high}"
    check_number_of_players(players, f"; {use}")
    if not low <= players <= high:
        raise OptionError("players", f"{players} players cannot play {game}; {use}")


def table_cache(
    build: Callable[[dict[str, OptionValue], int], TableT],
) -> Callable[[int, OptionItems], TableT]:
    """Wrap a game's ``build_table(options, players)`` so that every game started with the same
    options and players shares one table (tables are read-only)."""

    @lru_cache(maxsize=64)
    def table_for(players: int, values: OptionItems) -> TableT:
        return build(dict(values), players)

    return table_for


class CheckedRules:
    """A game as the registry names it and checks its options; a subclass sets the class
    attributes below, points ``_check_options`` at its ``validate`` and says how it starts."""

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


class GameRules(CheckedRules, Generic[StateT, DealT]):
    """A game started from deals, as the registry offers it; a subclass names itself and checks
    its options as ``CheckedRules`` says, and implements ``_start``."""

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

"""How a game declares itself: once, in its own package's ``__init__.py``, as ``GAME``.

Every registry finds the games by looking (``engine/registry.py``), so adding a game means
adding its folder and nothing else. The declaration holds what the app needs before any of the
game's other parts are loaded; those parts are found beside it by their module names:

    <package>.rules           the rules (``RULES``), which the declaration carries
    <package>.events          the events only it has (``EVENTS``), where it has any
    <package>.ai.players      its computer players (``PLAYERS``)
    <package>.presenter       its presenter (``PRESENTER``)
    <package>.window.table    its table layer (``LAYER``)
    <package>.window.ui       its window declaration (``UI``)
    <package>/rules.md        its rule sheet
"""

from __future__ import annotations

from dataclasses import dataclass

from .protocol import Rules


@dataclass(frozen=True)
class Mark:
    """One of a game's scoresheet marks (``DealScored.marks``) as a scoresheet in plain text
    writes it (the simulator's): a symbol after the points, and what the symbol means, for the
    legend. ``out`` is, in a game played until one player is left, when the player marked so
    went out (1 first, 2 second …; 0 for the one left); None for any other mark.
    """

    mark: str
    symbol: str
    meaning: str
    out: int | None = None


@dataclass(frozen=True)
class GameInfo:
    """A game as it declares itself.

    ``order`` places it on the start screen and in every list of games (the lowest first);
    ``marks`` are its scoresheet's marks that have a symbol (any other is written out whole);
    ``package`` is where its parts are, filled in by the registry from where the declaration
    was found, so a game never writes its own module name.
    """

    rules: Rules
    order: int
    marks: tuple[Mark, ...] = ()
    package: str = ""

    @property
    def id(self) -> str:
        """The game's id ("black-lady" …)."""
        return self.rules.id

    def part(self, name: str) -> str:
        """The full module name of one of the game's parts (``"ai.players"`` …)."""
        return f"{self.package}.{name}"

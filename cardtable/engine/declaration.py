"""How a game declares itself: once, in its own package's ``__init__.py``, as ``GAME``.

Every registry finds the games by looking (``engine/registry.py``), so adding a game means
adding its folder and nothing else. The declaration holds what the app needs before any of the
game's other parts are loaded; those parts are found beside it by their module names:

    <package>.rules           the rules (``RULES``), which the declaration carries
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
class GameInfo:
    """A game as it declares itself.

    ``order`` places it on the start screen and in every list of games (the lowest first);
    ``package`` is where its parts are, filled in by the registry from where the declaration
    was found, so a game never writes its own module name.
    """

    rules: Rules
    order: int
    package: str = ""

    @property
    def id(self) -> str:
        """The game's id ("black-lady" …)."""
        return self.rules.id

    def part(self, name: str) -> str:
        """The full module name of one of the game's parts (``"ai.players"`` …)."""
        return f"{self.package}.{name}"

"""The games the engine knows, found by looking, in the order the app lists them.

A game is a package that declares ``GAME`` (``declaration.GameInfo``) in its ``__init__.py``.
Three places are looked in, and nothing lists the games by hand:

- every package in ``cardtable/games/`` (each must declare itself);
- the packages named by the entry points of the group ``cardtable.games``, so a game can ship
  as a package of its own;
- the packages in ``CARDTABLE_GAMES`` (names of packages separated by commas) whose
  subpackages declaring ``GAME`` are games: a game being written, or one defined by the tests.

The games are loaded by name, so the engine imports no game and no game's module imports this
one. So are the events only one game has (its ``events`` part's ``EVENTS``): with the shared ones
they are every kind of event, by the name a shared table's messages give it.
"""

from __future__ import annotations

import os
import pkgutil
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from importlib import import_module
from importlib.metadata import entry_points
from importlib.util import find_spec
from typing import Any

from .declaration import GameInfo
from .events import SHARED, Event
from .protocol import Action, Rules, State

BUILT_IN = "cardtable.games"
ENTRY_POINTS = "cardtable.games"
MORE_GAMES = "CARDTABLE_GAMES"


class UnknownGame(KeyError):
    """Raised for a game id the registry does not know."""


class BadGame(RuntimeError):
    """Raised when a package that should declare a game does not, or two declare one id."""


def _subpackages(name: str) -> Iterator[str]:
    """The names of the packages directly inside the package ``name``."""
    package = import_module(name)
    for found in pkgutil.iter_modules(package.__path__, prefix=f"{name}."):
        if found.ispkg:
            yield found.name


def _declared(package: str, required: bool) -> GameInfo | None:
    """The declaration in ``package``, with where it was found; None for a package that is
    not a game (allowed only where games and other packages lie side by side)."""
    game = getattr(import_module(package), "GAME", None)
    if isinstance(game, GameInfo):
        return replace(game, package=package)
    if required:
        raise BadGame(f"{package} declares no GAME (a declaration.GameInfo)")
    return None


def _look() -> tuple[GameInfo, ...]:
    """Every declared game, in order."""
    found: list[GameInfo] = []
    for package in _subpackages(BUILT_IN):
        found.append(_declared(package, required=True))  # type: ignore[arg-type]
    for point in entry_points(group=ENTRY_POINTS):
        found.append(_declared(point.value, required=True))  # type: ignore[arg-type]
    for parent in filter(None, os.environ.get(MORE_GAMES, "").split(",")):
        for package in _subpackages(parent.strip()):
            game = _declared(package, required=False)
            if game is not None:
                found.append(game)
    ids = [game.id for game in found]
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        raise BadGame(f"more than one game declares the id {', '.join(twice)}")
    return tuple(sorted(found, key=lambda game: (game.order, game.id)))


DECLARED: tuple[GameInfo, ...] = _look()
GAMES: tuple[Rules, ...] = tuple(game.rules for game in DECLARED)

PLANNED: tuple[tuple[str, str], ...] = ()


def _own_events(game: GameInfo) -> tuple[type[Event], ...]:
    """The events only ``game`` has; none when it has no ``events`` part (its every event is
    shared)."""
    part = game.part("events")
    if find_spec(part) is None:
        return ()
    own: tuple[type[Event], ...] = import_module(part).EVENTS
    return own


def _event_types() -> dict[str, type[Event]]:
    """Every kind of event by its class's name; two kinds of one name would make a message
    that names one ambiguous."""
    found: dict[str, type[Event]] = {}
    for kind in (*SHARED, *(kind for game in DECLARED for kind in _own_events(game))):
        if found.setdefault(kind.__name__, kind) is not kind:
            raise BadGame(f"more than one kind of event is named {kind.__name__}")
    return found


EVENT_TYPES: Mapping[str, type[Event]] = _event_types()
"""Every kind of event by its class's name: the name an event carries in a shared table's
messages (``storage/plain.py``)."""


def declaration(game_id: str) -> GameInfo:
    """The declaration of a game by id."""
    for game in DECLARED:
        if game.id == game_id:
            return game
    known = ", ".join(game.id for game in DECLARED)
    raise UnknownGame(f"no game {game_id!r}; known: {known}")


def get(game_id: str) -> Rules:
    """Return the rules of a game by id ("black-lady" …)."""
    return declaration(game_id).rules


def game_part(game_id: str, part: str, name: str) -> Any:
    """The object ``name`` of one part of a game (``game_part("ugly", "presenter",
    "PRESENTER")``): how each layer's registry finds a game's piece for it."""
    return getattr(import_module(declaration(game_id).part(part)), name)


def replay(
    game_id: str,
    options: Mapping[str, Any] | None,
    seed: int,
    players: int,
    actions: Sequence[Action],
) -> State:
    """Rebuild a game from its tuple (game, options, seed, actions): a save, an undo point, a
    golden file. Raises IllegalAction at the first action the rules refuse."""
    state = get(game_id).new_game(options, seed, players)
    for action in actions:
        state.step(action)
    return state

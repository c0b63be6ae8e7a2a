"""What the shared suites need to know of each game, found by looking.

A game keeps these facts beside its own tests, in ``tests/games/<game>/facts.py``, and the
shared suites (conformance, public view, golden runs, sessions, records, shared tables) read
them through ``facts_of``: no shared test names a game. What a module of facts holds:

``CONFORMANCE``  a ``Facts``: where the cards are and which a seat may not know;
``PUBLIC_TABLES`` the tables (options, players) a spectator is checked at;
``PRIVATE``      the fields of its view some seat sees its own way, with what the public sees;
``GOLDEN_TABLE`` (players, options) of its golden playthroughs, and ``DIGEST_SEEDS`` the
                 seeds pinned by their digest; the records lie in its ``golden/`` folder;
``SHORT``        options that make a game short (one deal where the game allows it);
``SMALL``        options for a game short enough to write out as a record;
``SESSION_PLAYERS`` the table size the session tests play at;
``TIP_KINDS``    the kinds of decision it asks at least (as ``GameUi.decision_kinds`` names
                 them), each with its first-game tip; ``TIP_OPTIONS`` house rules that bring
                 more, where the default rules never ask some;
``ASKS``         the kinds of decision the whole-words check must meet at every table, by
                 phase and ``more_kinds(state)``, and ``ASKS_SOMEWHERE`` those met at some;
``HOW_TO_PLAY_SAYS`` what its How to play page must tell a newcomer.

A game whose window needs a gesture to bring up a decision's other buttons (cards to pick, a
card in play to click) says how in ``tests/games/<game>/window/facts.py`` (``window_facts_of``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from types import ModuleType
from typing import Any

from hypothesis import strategies as st

from cardtable.engine.cards import Card
from cardtable.engine.registry import declaration

Places = dict[str, set[Card]]
"""Where the cards are: the cards in each place ``card_places`` names ("hand 2", "stock" …)."""

Expect = Callable[[Any, Sequence[Any]], Any]
"""What the public must see in a private field, from the state and every seat's view."""

EMPTY: Expect = lambda state, views: ()  # noqa: E731


def in_places(places: Places, names: Iterable[str]) -> set[Card]:
    """The cards lying in the named places."""
    return set().union(*(places.get(name, ()) for name in names))


def other_hands(places: Places, seat: int, players: int) -> set[Card]:
    """The cards in the hands of every seat but ``seat``."""
    return in_places(places, (f"hand {o}" for o in range(players) if o != seat))


def dealt_cards(state: Any) -> set[Card]:
    """Every card of the deal in play: the hands and the cards set aside."""
    dealt = state.deal_record()
    return {c for h in dealt.hands for c in h} | set(dealt.kitty)


@dataclass(frozen=True)
class Facts:
    """What the conformance checks need to know of one game.

    ``cards`` gives every card the state's ``card_places`` must hold, once each; ``secret``
    the cards ``seat`` may not know the place of, from the state, its places and the seat's
    view; ``short`` holds options drawn from smaller ranges, to keep the game short;
    ``unlisted`` the legal actions ``legal_actions`` names by one of a pair (Black Lady's two
    decks list one of two identical cards); ``candidates`` actions worth trying as illegal
    ones, besides those next to a legal one and the cards the seat to act holds.
    """

    cards: Callable[[Any], set[Card]]
    secret: Callable[[Any, Places, int, Any], set[Card]]
    short: Mapping[str, st.SearchStrategy[Any]]
    unlisted: Callable[[Any, list[int]], set[int]] = lambda state, legal: set()
    candidates: Callable[[Any], list[int]] = lambda state: [*range(-2, 400), 1000, 1 << 20]


def tests_package(game_id: str) -> str:
    """The package of a game's own tests: ``tests.games.<game>``, or the game's own package
    where the game itself is defined by the tests."""
    package = declaration(game_id).package
    return package if package.startswith("tests.") else f"tests.games.{package.rsplit('.', 1)[1]}"


def facts_of(game_id: str) -> ModuleType:
    """The module of facts a game keeps for the shared suites."""
    return import_module(f"{tests_package(game_id)}.facts")


def window_facts_of(game_id: str) -> ModuleType | None:
    """The module of facts a game keeps for the window's suites, where it has one."""
    name = f"{tests_package(game_id)}.window.facts"
    try:
        return import_module(name)
    except ModuleNotFoundError as missing:
        if missing.name is not None and name.startswith(missing.name):
            return None
        raise


def golden_folder(game_id: str) -> Path:
    """Where a game's golden playthroughs are kept: ``golden/`` beside its facts."""
    return Path(facts_of(game_id).__file__ or "").parent / "golden"

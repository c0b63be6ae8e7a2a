"""A game's own events are its own: they live in its folder, and nothing outside the folder
names one. The shared parts of the app handle them through what each event says of itself
(``engine/events.py``'s ``Event``) and ask the game for its words (``GameUi.sentence``) and its
scoresheet's marks (``GameInfo.marks``), so a new game's events need no shared module changed."""

from __future__ import annotations

import ast
from dataclasses import fields

from cardtable.engine.events import SHARED
from cardtable.engine.registry import DECLARED, EVENT_TYPES

from .imports import Module, modules, owner

SPEAKERS = ("cardtable.ui.announcer", "cardtable.sim")
"""The screen-reader line and the simulator, which once told each game's events and marks
themselves."""


def _name(node: ast.expr) -> str:
    return node.attr if isinstance(node, ast.Attribute) else ast.unparse(node)


def game_events() -> dict[str, str]:
    """Every kind of event a game's folder defines (a class on ``Event``), by its name, with
    the game it belongs to."""
    found = {}
    for module in modules():
        game = owner(module)
        if game is None:
            continue
        for node in ast.walk(module.tree):
            if isinstance(node, ast.ClassDef) and any(_name(b) == "Event" for b in node.bases):
                found[node.name] = game
    return found


def names_in(module: Module) -> set[str]:
    """Every name a module's code uses: the names it imports, reads and looks up on others."""
    found: set[str] = set()
    for node in ast.walk(module.tree):
        if isinstance(node, ast.Name):
            found.add(node.id)
        elif isinstance(node, ast.Attribute):
            found.add(node.attr)
        elif isinstance(node, ast.ImportFrom):
            found |= {alias.name for alias in node.names}
    return found


def test_a_game_s_events_are_named_only_in_its_own_folder():
    events = game_events()
    assert events, "the check must find the games' events to check anything"
    strays = [f"{module.name} names {name}" for module in modules()
              for name in sorted(names_in(module) & events.keys())
              if owner(module) != events[name]]
    assert strays == []


def test_every_kind_of_event_is_known_by_its_name():
    """A shared table's messages name each event by its class: the registry finds every kind
    a game defines, and every shared one, under one name each."""
    shared = {kind.__name__ for kind in SHARED}
    assert set(EVENT_TYPES) == shared | set(game_events())
    assert not shared & set(game_events())


def test_the_screen_reader_line_and_the_simulator_name_no_game_s_event_or_mark():
    """A text that is a mark, or how one starts ("out " of "out 1"), is a mark named; a shared
    event's field of the same name (``DealScored.moon``, the seat that shot the moon) is not."""
    marks = {mark.mark for game in DECLARED for mark in game.marks}
    shared_fields = {field.name for kind in SHARED for field in fields(kind)}
    assert marks, "the check must find the games' marks to check anything"
    strays = []
    for module in (m for m in modules() if m.name in SPEAKERS):
        strays += [f"{module.name} names the event {name}"
                   for name in sorted(names_in(module) & game_events().keys())]
        texts = {node.value for node in ast.walk(module.tree)
                 if isinstance(node, ast.Constant) and isinstance(node.value, str)}
        strays += [f"{module.name} names the mark {text!r}"
                   for text in sorted(texts - shared_fields)
                   if len(text) >= 3 and any(mark.startswith(text) for mark in marks)]
    assert strays == []

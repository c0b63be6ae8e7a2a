"""No module outside the games' own packages names a game in its code: not its id
("up-and-down") nor its module name (``up_and_down``), in a name, an attribute, an argument or a
string. Then a game comes and goes with its folder, and nothing shared has to change with it.

Only the code is read: a docstring or a comment may take a game as its example. The games are
those the registry finds (``engine/registry.py``), a game defined by the tests among them. A
name is read as its words ("BlackLadyTable", ``BLACK_LADY``), a string for the id or the module
name whole, in any case ("Ugly"). The few places that must name a game are listed below, each
with its reason.
"""

from __future__ import annotations

import ast
import re

from cardtable.engine.registry import DECLARED

from .imports import GAME_PACKAGES, Module, modules, owner

MUST_NAME: dict[tuple[str, str], str] = {
    ("cardtable.ui.about_dialog", "ugly"):
        "the About box names the games the app comes with in one sentence, translated whole",
    ("cardtable.storage.settings", "ugly"):
        "a damaged settings file is told with an example of a tip's name, as the person reads it",
}
"""(module, the name found) → why that module must name the game."""

NAMES = {name for game in DECLARED for name in (game.id, game.package.rsplit(".", 1)[1])}
"""Every game's id and module name."""

_WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")


def words(text: str) -> tuple[str, ...]:
    """The words of a name or an id, in lower case: ``BlackLadyTable`` and ``black_lady_table``
    alike are ("black", "lady", "table")."""
    return tuple(word.lower() for word in _WORD.findall(text))


def named_in_a_name(name: str, games: set[str] = NAMES) -> set[str]:
    """The games' names whose words run together in ``name``."""
    found = words(name)
    return {game for game in games
            if any(found[i:i + len(words(game))] == words(game) for i in range(len(found)))}


def named_in_a_string(text: str, games: set[str] = NAMES) -> set[str]:
    """The games' ids and module names written whole in ``text``, in any case."""
    return {game for game in games
            if re.search(rf"(?<![a-z0-9]){re.escape(game)}(?![a-z0-9])", text, re.IGNORECASE)}


def _docstrings(tree: ast.Module) -> set[int]:
    """The ids of the string constants that are docstrings: a string standing alone as a
    statement, first in a module, class or function or after an assignment (an attribute's)."""
    found = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        for statement in body if isinstance(body, list) else []:
            if (isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)
                    and isinstance(statement.value.value, str)):
                found.add(id(statement.value))
    return found


def _names_of(node: ast.AST) -> list[str]:
    """The names a node of code gives or uses."""
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        return [node.attr]
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return [node.name]
    if isinstance(node, ast.arg):
        return [node.arg]
    if isinstance(node, ast.keyword) and node.arg:
        return [node.arg]
    if isinstance(node, ast.alias):
        return [node.name, node.asname or ""]
    if isinstance(node, ast.ImportFrom):
        return [node.module or ""]
    return []


def games_named(module: Module) -> list[tuple[int, str]]:
    """Where the module's code names a game: (line, the name found)."""
    docstrings = _docstrings(module.tree)
    found = []
    for node in ast.walk(module.tree):
        games = set().union(*map(named_in_a_name, _names_of(node)))
        if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                and id(node) not in docstrings):
            games |= named_in_a_string(node.value)
        found += [(getattr(node, "lineno", 0), game) for game in sorted(games)]
    return found


def shared_modules() -> list[Module]:
    """Every module of the app outside the games' packages."""
    return [m for m in modules() if owner(m) is None]


def test_every_game_is_looked_for_by_its_id_and_its_module_name():
    assert {package.rsplit(".", 1)[1] for package in GAME_PACKAGES} <= NAMES
    assert len(NAMES) >= len(GAME_PACKAGES)


def test_a_game_is_found_in_a_name_by_its_words_and_in_a_string_whole():
    games = {"green-knight", "green_knight", "go", "to-and-fro", "to_and_fro"}
    assert named_in_a_name("GreenKnightTable", games) == {"green-knight", "green_knight"}
    assert named_in_a_name("TO_AND_FRO", games) == {"to-and-fro", "to_and_fro"}
    assert named_in_a_name("going", games) == set() == named_in_a_name("ago", games)
    assert named_in_a_string("(default green-knight)", games) == {"green-knight"}
    assert named_in_a_string("Go, then", games) == {"go"}
    assert named_in_a_string("they walk to and fro", games) == set()


def test_no_shared_module_names_a_game_in_its_code():
    strays = [f"{module.name}:{line} names {game}" for module in shared_modules()
              for line, game in games_named(module) if (module.name, game) not in MUST_NAME]
    assert strays == []


def test_every_place_that_must_name_a_game_still_does():
    """A place listed that no longer names its game comes off the list."""
    found = {(module.name, game) for module in shared_modules()
             for _, game in games_named(module)}
    assert set(MUST_NAME) - found == set()

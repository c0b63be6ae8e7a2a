"""The package's modules and what each imports, read from the source (nothing of the shared
packages is imported), and the layer each module of a game belongs to.

The games are those the registry finds (``engine/registry.py``), wherever their packages lie:
the ones in ``cardtable/games/`` and any other the registry is shown, such as a game defined by
the tests.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from functools import cache
from importlib import import_module
from pathlib import Path

from cardtable.engine.registry import DECLARED

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "cardtable"


def _folder(package: str) -> Path:
    return Path(import_module(package).__file__ or "").parent


GAME_PACKAGES = {game.package: _folder(game.package) for game in DECLARED}
"""Every game's package, by its name, and the folder that holds it."""
GAMES = tuple(package.rsplit(".", 1)[1] for package in GAME_PACKAGES)
"""Every game's module name (``up_and_down``)."""


@dataclass(frozen=True)
class Module:
    """One module: its dotted name, its file and its parsed source."""

    name: str
    path: Path
    tree: ast.Module

    @property
    def is_package(self) -> bool:
        """Whether this is a package's ``__init__``."""
        return self.path.name == "__init__.py"

    def resolve(self, node: ast.ImportFrom) -> str:
        """The absolute module an ``from … import`` names."""
        if not node.level:
            return node.module or ""
        parts = self.name.split(".")
        base = parts if self.is_package else parts[:-1]
        base = base[: len(base) - node.level + 1]
        return ".".join(base + ([node.module] if node.module else []))


def _modules_in(folder: Path, package: str, tests_too: bool) -> list[Module]:
    found = []
    for path in sorted(folder.rglob("*.py")):
        parts = list(path.relative_to(folder).with_suffix("").parts)
        if not tests_too and (parts[-1].startswith("test_") or parts[-1] == "conftest"):
            continue  # a game defined by the tests keeps its own tests beside it
        if parts[-1] == "__init__":
            parts.pop()
        name = ".".join([package, *parts])
        found.append(Module(name, path, ast.parse(path.read_text("utf-8"))))
    return found


@cache
def modules() -> tuple[Module, ...]:
    """Every module of the package, and of every game whose package lies elsewhere."""
    found = _modules_in(PACKAGE, "cardtable", tests_too=True)
    for package, folder in GAME_PACKAGES.items():
        if not package.startswith("cardtable."):
            found += _modules_in(folder, package, tests_too=False)
    return tuple(found)


def _type_checking_only(tree: ast.Module) -> set[int]:
    """The ids of the import nodes under ``if TYPE_CHECKING:`` (they never run)."""
    hidden: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            hidden |= {id(n) for stmt in node.body for n in ast.walk(stmt)}
    return hidden


def imports_of(module: Module, with_type_checking: bool = True) -> set[str]:
    """The modules of the package ``module`` imports, top level or inside functions; a name
    imported from a package counts as its submodule when there is one."""
    names = {m.name for m in modules()}
    hidden = set() if with_type_checking else _type_checking_only(module.tree)
    out: set[str] = set()
    for node in ast.walk(module.tree):
        if id(node) in hidden:
            continue
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            target = module.resolve(node)
            subs = {f"{target}.{a.name}" for a in node.names} & names
            out |= subs or {target}
    return out & names


def game_of(name: str) -> str | None:
    """The game whose package holds the module ``name``, by the game's module name."""
    for package in GAME_PACKAGES:
        if name == package or name.startswith(package + "."):
            return package.rsplit(".", 1)[1]
    return None


def owner(module: Module) -> str | None:
    """The game a module belongs to: the game whose package holds it."""
    return game_of(module.name)


LAYERS = ("engine", "ai", "storage", "session", "net", "server", "controller", "online", "ui")


def layer_of(name: str) -> str | None:
    """The layer a module belongs to: a shared package's own name, and for a game's module the
    layer its place in the game's package says (``ai/`` the computer players, ``presenter``
    the controller, ``window/`` the window, anything else the engine)."""
    for package in GAME_PACKAGES:
        if name == package or name.startswith(package + "."):
            part = name[len(package) + 1:].split(".", 1)[0]
            return {"ai": "ai", "presenter": "controller", "window": "ui"}.get(part, "engine")
    parts = name.split(".")
    if parts[0] == "cardtable" and len(parts) > 1 and parts[1] in LAYERS:
        return parts[1]
    return None

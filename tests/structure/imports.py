"""The package's modules and what each imports, read from the source (nothing is imported)."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "cardtable"
GAMES = ("black_lady", "ugly", "up_and_down", "ugo", "ultimate_loser")


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


@cache
def modules() -> tuple[Module, ...]:
    """Every module of the package."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found.append(Module(".".join(parts), path, ast.parse(path.read_text("utf-8"))))
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
            out |= {a.name for a in node.names if a.name.startswith("cardtable")}
        elif isinstance(node, ast.ImportFrom):
            target = module.resolve(node)
            if not target.startswith("cardtable"):
                continue
            subs = {f"{target}.{a.name}" for a in node.names} & names
            out |= subs or {target}
    return out & names


def owner(module: Module) -> str | None:
    """The game a module belongs to: its file is named for the game (or starts with the
    game's name and an underscore), or it lies in a folder named for the game."""
    parts = module.name.split(".")
    for game in GAMES:
        if game in parts[:-1] or parts[-1] == game or parts[-1].startswith(game + "_"):
            return game
    return None

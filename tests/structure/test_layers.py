"""The seam between a game and the window holds: each game plugs in whole, nothing outside a
game's own modules asks which game is running, and the modules stay small and acyclic."""

from __future__ import annotations

import ast

from .imports import LAYERS, Module, game_of, imports_of, layer_of, modules, owner

MAX_LINES = 570
"""Thirty lines short of where a module is too long to read as one: one that comes near it is
split where its meaning splits (a group of functions or a class that is its own subject goes
into a module of its own) before a change has to be squeezed in."""

ONE_MEANING: dict[str, str] = {}
"""The modules allowed past ``MAX_LINES`` because they are one meaning that a split would only
scatter, each with its reason."""


def test_no_module_is_over_570_lines_but_those_of_one_meaning():
    long = {m.name: n for m in modules()
            if (n := len(m.path.read_text("utf-8").splitlines())) > MAX_LINES
            and m.name not in ONE_MEANING}
    assert long == {}


def test_a_game_is_imported_only_by_its_own_modules():
    """The registries find the games by name (``engine/registry.py``): no shared module and
    no other game imports one."""
    strays = [f"{module.name} imports {target}" for module in modules()
              for target in imports_of(module)
              if game_of(target) is not None and owner(module) != game_of(target)]
    assert strays == []


ORDER = {"engine": 0, "ai": 1, "session": 2, "controller": 3, "ui": 4}
"""The layers a game's modules belong to, lowest first: a module imports only its own layer
and those below it."""


def test_each_module_of_a_game_imports_only_its_layer_and_those_below():
    strays = []
    for module in modules():
        if owner(module) is None:
            continue
        rank = ORDER[layer_of(module.name) or "engine"]
        for target in imports_of(module):
            layer = layer_of(target)
            if layer is not None and ORDER.get(layer, 0) > rank:
                strays.append(f"{module.name} ({layer_of(module.name)}) imports {target}")
    assert strays == []


def test_the_pure_modules_of_a_game_import_no_qt():
    strays = []
    for module in modules():
        if owner(module) is None or layer_of(module.name) not in ("engine", "ai"):
            continue
        for node in ast.walk(module.tree):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            strays += [f"{module.name} imports {n}" for n in names if n.startswith("PySide6")]
    assert strays == []


def _probes(module: Module) -> list[str]:
    """``hasattr``/``getattr`` calls on something named like a view, a turn or a state."""
    found = []
    for node in ast.walk(module.tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in ("hasattr", "getattr") and node.args):
            subject = ast.unparse(node.args[0]).lower()
            if any(word in subject for word in ("view", "turn", "state", "rules")):
                found.append(f"{module.name}:{node.lineno} {ast.unparse(node)}")
    return found


def test_nothing_outside_a_game_probes_what_kind_of_game_it_holds():
    strays = [probe for m in modules()
              if owner(m) is None and not m.name.startswith("cardtable.engine")
              for probe in _probes(m)]
    assert strays == []


def _underscore_uses(module: Module) -> list[str]:
    """Names with a leading underscore taken from another module or object: ``from m import
    _x``, ``obj._x`` on anything but ``self``/``cls``/``super()``."""
    found = []
    for node in ast.walk(module.tree):
        if isinstance(node, ast.ImportFrom):
            found += [f"{module.name}:{node.lineno} imports {a.name}" for a in node.names
                      if a.name.startswith("_") and a.name != "__version__"]
        elif (isinstance(node, ast.Attribute) and node.attr.startswith("_")
              and not node.attr.startswith("__")):
            base = ast.unparse(node.value)
            if base not in ("self", "cls", "super()"):
                found.append(f"{module.name}:{node.lineno} {base}.{node.attr}")
    return found


def test_the_window_uses_no_other_module_s_private_names():
    strays = [use for m in modules() if m.name.startswith("cardtable.ui")
              for use in _underscore_uses(m)]
    assert strays == []


def _cycle(graph: dict[str, set[str]]) -> list[str]:
    """A cycle of ``graph``: the names along it, the first again at the end; [] if none."""
    done: set[str] = set()
    path: list[str] = []

    def visit(name: str) -> list[str]:
        if name in path:
            return [*path[path.index(name):], name]
        if name in done:
            return []
        path.append(name)
        for target in sorted(graph.get(name, ())):
            found = visit(target)
            if found:
                return found
        path.pop()
        done.add(name)
        return []

    for name in sorted(graph):
        found = visit(name)
        if found:
            return found
    return []


def _is_parent(package: str, module: str) -> bool:
    return module.startswith(package + ".")


QT_OWNERS = {
    "cardtable.ui.table.layer": "cardtable.ui.table.scene",
    "cardtable.ui.status_line": "cardtable.ui.main_window",
    "cardtable.ui.game_files": "cardtable.ui.main_window",
    "cardtable.ui.window_menus": "cardtable.ui.main_window",
}
"""Parts of a Qt object that name their owner's class for its type alone: a table layer its
scene (a ``QGraphicsScene``, which parents the layer's animations), the window's status line,
file commands and menus the main window (a ``QMainWindow``, which parents them and their
boxes). What a part uses of its owner is both a Qt object and the owner's own parts, which
no ``Protocol`` can say, so the part names the class; the import never runs (``if
TYPE_CHECKING:``). Where a part needs no Qt object of its owner, a ``Protocol`` of what it
uses stands in, as for the last trick's picture and the overlays."""

HARMLESS = {**QT_OWNERS, "cardtable.engine.protocol": "cardtable.engine.views"}
"""The type-only imports a cycle may close through, each named with the one module it
imports: the above, and the engine's state protocol, which names in its annotations alone the
type of view a state returns, while every view holds the protocol's phase and options."""


def _module_graph() -> dict[str, set[str]]:
    """Each module and the modules it imports, an import made only for a type included (a
    type names what one module knows of another as surely as a call does), but the harmless
    ones. A package's ``__init__`` runs before its modules, so a module's import of a package
    it lies in is no cycle."""
    return {m.name: {target for target in imports_of(m, with_type_checking=True)
                     if target != m.name and not _is_parent(target, m.name)
                     and HARMLESS.get(m.name) != target}
            for m in modules()}


def test_no_modules_import_each_other():
    assert _cycle(_module_graph()) == []


def _reaches(graph: dict[str, set[str]], start: str, goal: str) -> bool:
    """Whether ``goal`` is imported from ``start``, however far along ``graph``."""
    seen, todo = set(), [start]
    while todo:
        name = todo.pop()
        if name == goal:
            return True
        if name not in seen:
            seen.add(name)
            todo += graph.get(name, ())
    return False


def test_each_harmless_import_closes_a_cycle_and_only_for_a_type():
    """A harmless import is excused only while it never runs and its module would otherwise
    be in a cycle: one that no longer closes one comes off the list."""
    by_name = {m.name: m for m in modules()}
    graph = _module_graph()
    for source, target in HARMLESS.items():
        module = by_name[source]
        assert target in imports_of(module, with_type_checking=True)
        assert target not in imports_of(module, with_type_checking=False)
        assert _reaches(graph, target, source)


def _package_graph() -> dict[str, set[str]]:
    """Each layer and the layers its modules import, an import made only for a type included:
    a type names what one package knows of another as surely as a call does."""
    graph: dict[str, set[str]] = {layer: set() for layer in LAYERS}
    for module in modules():
        source = layer_of(module.name)
        if source is not None:
            graph[source] |= {layer for target in imports_of(module, with_type_checking=True)
                              if (layer := layer_of(target)) not in (None, source)}
    return graph


def test_no_packages_import_each_other():
    """The layers stack (``docs/architecture.md``): what two packages both need lies in the
    lower one, so that neither leans on the other both ways, even through a third."""
    assert _cycle(_package_graph()) == []



SERVER_SIDE = ("cardtable.engine", "cardtable.ai", "cardtable.storage", "cardtable.session",
               "cardtable.net", "cardtable.server")
WINDOW_SIDE = ("cardtable.controller", "cardtable.online", "cardtable.ui")


def test_the_server_side_imports_nothing_of_the_window():
    """The server (and everything it is built on) never leans on the app: the referee is not
    the client's. That none of it needs Qt is shown by running tests/net and tests/server
    with PySide6 taken away (``tests/no_qt.py``)."""
    strays = [f"{m.name} imports {target}" for m in modules()
              if m.name.startswith(SERVER_SIDE) or layer_of(m.name) in ("engine", "ai")
              for target in imports_of(m)
              if target.startswith(WINDOW_SIDE) or layer_of(target) in ("controller", "ui")]
    assert strays == []

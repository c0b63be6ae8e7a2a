"""The engine, the computer players, the storage and the game session must never depend on Qt."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "cardtable"


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


def test_engine_and_ai_sources_import_no_qt():
    offenders = [
        str(p.relative_to(PACKAGE))
        for folder in ("engine", "ai", "storage", "session")
        for p in (PACKAGE / folder).rglob("*.py")
        if _imports(p) & {"PySide6", "PyQt5", "PyQt6", "shiboken6"}
    ]
    assert offenders == []


def test_importing_the_engine_and_the_simulator_loads_no_qt():
    code = (
        "import sys, cardtable.engine.registry, cardtable.ai, cardtable.sim, "
        "cardtable.session.records, cardtable.storage.in_progress; "
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"

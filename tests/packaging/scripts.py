"""The repository's packaging scripts, loaded as modules so tests can call their functions."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

REPOSITORY = Path(__file__).resolve().parents[2]
PACKAGING = REPOSITORY / "packaging"


def load(name: str) -> ModuleType:
    """A script of ``packaging/`` (e.g. ``make_icons``) as a module."""
    spec = importlib.util.spec_from_file_location(f"packaging_{name}", PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module

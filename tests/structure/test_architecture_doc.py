"""docs/architecture.md's checklist for adding a game names files every game has."""

from __future__ import annotations

import re

from .imports import GAME_PACKAGES, GAMES, ROOT

GUIDE = ROOT / "docs" / "architecture.md"


def checklist_paths() -> list[str]:
    """The paths the "Adding a game" checklist names first on each of its lines."""
    section = GUIDE.read_text("utf-8").split("## Adding a game", 1)[1]
    return re.findall(r"^- \[ \] `([^`]+)`", section, re.M)


def test_the_checklist_names_a_file_of_every_layer():
    paths = checklist_paths()
    for layer in ("<game>/__init__.py", "<game>/rules.py", "<game>/ai/players.py",
                  "<game>/presenter.py", "<game>/window/table.py", "<game>/window/ui.py"):
        assert any(layer in path for path in paths), layer


def test_every_game_has_every_file_the_checklist_names():
    """Wherever the game lies: a game defined by the tests keeps its package and its tests in
    one folder under ``tests/games/``."""
    missing = []
    for game, folder in zip(GAMES, GAME_PACKAGES.values(), strict=True):
        tests = ROOT / "tests" / "games" / game
        for path in checklist_paths():
            if "/" not in path:
                continue  # a command, not a file
            named = (path.replace("cardtable/games/<game>", str(folder.relative_to(ROOT)))
                     .replace("tests/games/<game>", str(tests.relative_to(ROOT))))
            if not list(ROOT.glob(named)):
                missing.append(named)
    assert missing == []


def test_the_checklist_names_no_shared_file():
    """Adding a game edits no file outside the game's two folders."""
    assert [p for p in checklist_paths() if "/" in p and "<game>" not in p] == []

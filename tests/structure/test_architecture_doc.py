"""docs/architecture.md's checklist for adding a game names files every game has."""

from __future__ import annotations

import re

from .imports import GAMES, ROOT

GUIDE = ROOT / "docs" / "architecture.md"


def checklist_paths() -> list[str]:
    """The paths the "Adding a game" checklist names first on each of its lines."""
    section = GUIDE.read_text("utf-8").split("## Adding a game", 1)[1]
    return re.findall(r"^- \[ \] `([^`]+)`", section, re.M)


def test_the_checklist_names_a_file_of_every_layer():
    paths = checklist_paths()
    for layer in ("engine/games/<game>", "ai/games/<game>.py", "controller/games/<game>.py",
                  "ui/table/<game>_table.py", "ui/games/<game>.py"):
        assert any(layer in path for path in paths), layer


def test_every_game_has_every_file_the_checklist_names():
    missing = []
    for game in GAMES:
        for path in checklist_paths():
            if "/" not in path:
                continue  # a command, not a file
            named = path.replace("<game>", game).replace("<id>", game.replace("_", "-"))
            if not list(ROOT.glob(named)):
                missing.append(named)
    assert missing == []


def test_the_registries_the_guide_names_list_every_game():
    for path in checklist_paths():
        if "<" in path or not path.endswith(".py"):
            continue
        text = (ROOT / path).read_text("utf-8")
        if path.startswith("tests/"):
            continue
        for game in GAMES:
            assert f".{game}" in text or f"/{game}" in text, (path, game)

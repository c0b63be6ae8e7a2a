"""The app finds its own files through importlib.resources, never through the checkout."""

from __future__ import annotations

from PIL import Image

from cardtable import resources
from cardtable.engine.registry import GAMES

from .scripts import REPOSITORY


def test_every_game_has_a_rule_sheet_where_the_rules_window_looks():
    for rules in GAMES:
        assert resources.rule_sheet_file(rules.id).is_file(), rules.id


def test_the_english_translation_and_every_icon_size_are_found():
    assert (resources.translations_folder() / "cardtable_en.qm").is_file()
    icons = resources.icon_files()
    assert sorted(icons) == [16, 24, 32, 48, 64, 128, 256, 512]
    for size, path in icons.items():
        with Image.open(path) as image:
            assert image.size == (size, size), path


def test_no_module_of_the_app_climbs_out_of_its_package_to_find_files():
    offenders = [
        str(path.relative_to(REPOSITORY))
        for path in (REPOSITORY / "cardtable").rglob("*.py")
        if "__file__" in path.read_text(encoding="utf-8")
    ]
    assert offenders == []

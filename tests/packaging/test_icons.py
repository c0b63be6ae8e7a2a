"""The application icon: drawn by packaging/make_icons.py, committed in every size, used by the
app's windows."""

from __future__ import annotations

from PIL import Image, ImageChops
from PySide6.QtCore import QSize

from cardtable.__main__ import main as cardtable_main
from cardtable.app import app_icon
from cardtable.resources import APP_ID, ICON_SIZES, icon_files

from .scripts import PACKAGING, REPOSITORY, load

make_icons = load("make_icons")


def test_every_size_of_the_icon_theme_is_committed_with_its_dimensions():
    for size in ICON_SIZES:
        path = make_icons.png_path(REPOSITORY, size)
        with Image.open(path) as image:
            assert (image.format, image.mode, image.size) == ("PNG", "RGBA", (size, size)), path


def test_the_script_draws_the_committed_icons_again(tmp_path):
    """Pixel for pixel, give or take a rounding step of Pillow's resampling (the PNG bytes may
    differ with the zlib version): run ``make icons`` after changing the drawing."""
    make_icons.write_icons(tmp_path)
    for size in ICON_SIZES:
        with (Image.open(make_icons.png_path(tmp_path, size)) as drawn,
              Image.open(make_icons.png_path(REPOSITORY, size)) as committed):
            difference = ImageChops.difference(drawn, committed)
            assert max(high for _, high in difference.getextrema()) <= 2, size


def test_the_windows_icon_holds_every_size_up_to_256():
    with Image.open(PACKAGING / f"{APP_ID}.ico") as ico:
        assert sorted(ico.info["sizes"]) == [(s, s) for s in ICON_SIZES if s <= 256]


def test_the_macos_icon_is_made_from_the_pngs(tmp_path):
    icns = make_icons.write_icns(REPOSITORY, tmp_path / "cardtable.icns")
    with Image.open(icns) as image:
        assert image.format == "ICNS"
        assert {(512, 512, 1), (32, 32, 2), (16, 16, 2)} <= set(image.info["sizes"])


def test_the_app_icon_offers_every_size_drawn():
    sizes = app_icon().availableSizes()
    assert sizes == [QSize(size, size) for size in ICON_SIZES]
    assert sorted(icon_files()) == list(ICON_SIZES)


def test_the_app_names_its_desktop_entry_and_shows_the_icon(tmp_path, qapp):
    assert cardtable_main(["--screenshot", str(tmp_path / "table.png")]) == 0
    assert qapp.desktopFileName() == APP_ID
    assert QSize(32, 32) in qapp.windowIcon().availableSizes()

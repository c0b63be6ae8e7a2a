"""Where the app's own files are: icons and other art, translations, rule sheets.

Art and translations live in two folders at the top of the repository and are installed as
packages of ``cardtable`` (``cardtable.assets``, ``cardtable.translations``); each game's rule
sheet lies in the game's own package. So importlib.resources finds them wherever the app runs
from: a checkout installed in editable mode, a wheel in any environment, or a PyInstaller
folder. Nothing here looks at the working
folder or climbs out of the package, which would work in a checkout and nowhere else.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from .engine.registry import declaration

APP_ID = "io.github.cardtable.CardTable"
"""The app's reverse-DNS name: its desktop entry, its AppStream id and its icon's file name."""

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""The sizes, in pixels, in which the icon is drawn (the freedesktop hicolor theme's)."""


def _folder(package: str) -> Path:
    """The folder that holds a data package's files.

    Qt loads translations and icons from file names, so the files must be real files. They are
    wherever Card Table is installed: a wheel is unpacked, an editable install points into the
    checkout and a PyInstaller folder keeps them beside the program; never inside a zip.
    """
    found = files(package)
    if not isinstance(found, Path):
        raise RuntimeError(f"{package} is not installed as files on disk ({found!r})")
    return found


def asset(relative: str) -> Path:
    """A file under ``assets/``, e.g. ``asset("sounds/deal.wav")``."""
    return _folder("cardtable.assets") / relative


def translations_folder() -> Path:
    """The folder of the compiled translations (``cardtable_<language>.qm``)."""
    return _folder("cardtable.translations")


def rule_sheet_file(game_id: str) -> Path:
    """The Markdown rule sheet of a game, ``rules.md`` in its own package (it may be missing
    for a game without one)."""
    return _folder(declaration(game_id).package) / "rules.md"


def icon_files() -> dict[int, Path]:
    """The app's icon, one PNG for each size it is drawn in, by size."""
    return {size: asset(f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png") for size in ICON_SIZES}

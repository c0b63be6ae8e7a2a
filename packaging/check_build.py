"""Check a PyInstaller build of Card Table: it carries its data, starts and draws a table.

    .venv/bin/python packaging/check_build.py dist/cardtable

The program is started offscreen with a data folder of its own (so it touches none of the
person's settings or games) and asked for a screenshot; the check fails unless it exits
cleanly and leaves a full-size picture with a table on it. Then it prints the folder's size,
the figure packaging/README.md records. ``make dist`` runs this after every build.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image

APP_ID = "io.github.cardtable.CardTable"
WINDOW = (1280, 800)  # the size the app draws screenshots at


def data_problems(folder: Path) -> list[str]:
    """The app's data files the build should carry and does not."""
    package = folder / "_internal" / "cardtable"
    wanted = [
        package / "translations" / "cardtable_en.qm",
        package / "games" / "black_lady" / "rules.md",
        package / "assets" / "icons" / "hicolor" / "512x512" / "apps" / f"{APP_ID}.png",
    ]
    return [f"missing {path.relative_to(folder)}" for path in wanted if not path.is_file()]


def screenshot_problems(program: Path) -> list[str]:
    """Start the program for a screenshot and judge what comes back."""
    with tempfile.TemporaryDirectory() as scratch:
        picture = Path(scratch) / "table.png"
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CARDTABLE_HOME": scratch}
        try:
            run = subprocess.run(
                [str(program), "--screenshot", str(picture), "--seed", "5", "--moves", "10"],
                env=env, cwd=scratch, capture_output=True, text=True, timeout=120,
            )
        except (OSError, subprocess.TimeoutExpired) as error:
            return [f"{program} could not run: {error}"]
        if run.returncode != 0:
            return [f"{program} exited with {run.returncode}: {run.stderr.strip()}"]
        if not picture.is_file():
            return [f"{program} left no screenshot"]
        with Image.open(picture) as image:
            if image.size != WINDOW:
                return [f"the screenshot is {image.size}, not {WINDOW}"]
            colours = image.convert("RGB").getcolors(maxcolors=1 << 16)
            if colours is not None and len(colours) < 50:
                return [f"the screenshot has only {len(colours)} colours: nothing was drawn"]
    return []


def folder_size(folder: Path) -> int:
    """The bytes of every file in a folder (a link to a file counts once, as the file)."""
    return sum(
        path.stat().st_size for path in folder.rglob("*")
        if path.is_file() and not path.is_symlink()
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, help="the one-folder build, e.g. dist/cardtable")
    args = parser.parse_args()
    program = args.folder / ("cardtable.exe" if sys.platform == "win32" else "cardtable")
    problems = data_problems(args.folder) or screenshot_problems(program.resolve())
    for problem in problems:
        print(f"check_build: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"{args.folder} starts and draws a table; "
          f"it holds {folder_size(args.folder) / 2**20:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())

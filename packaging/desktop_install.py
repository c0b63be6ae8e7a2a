"""Put Card Table in the user's desktop menu, or take it out again.

    python packaging/desktop_install.py install --exec /path/to/.venv/bin/cardtable
    python packaging/desktop_install.py uninstall

``install`` copies the launcher (``io.github.cardtable.CardTable.desktop``, its Exec line
pointing at the given program) into ``$XDG_DATA_HOME/applications`` and the icon in every size
into ``$XDG_DATA_HOME/icons/hicolor``; XDG_DATA_HOME defaults to ``~/.local/share`` as the
freedesktop base directory rules say. ``uninstall`` removes exactly those files. ``make
install-desktop`` and ``make uninstall-desktop`` run this script. It needs only the standard
library, so the system's Python can run it.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

APP_ID = "io.github.cardtable.CardTable"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
REPOSITORY = Path(__file__).resolve().parent.parent
LAUNCHER = REPOSITORY / "packaging" / f"{APP_ID}.desktop"
ICONS = REPOSITORY / "assets" / "icons" / "hicolor"


def data_home() -> Path:
    """The user's data folder: XDG_DATA_HOME when it is set to an absolute path, else
    ``~/.local/share`` (the base directory rules ignore an empty or relative value)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def icon_name(size: int) -> Path:
    """An icon file's place inside a hicolor theme folder."""
    return Path(f"{size}x{size}") / "apps" / f"{APP_ID}.png"


def installed_files(home: Path) -> list[Path]:
    """Every file ``install`` writes under a data folder."""
    return [
        home / "applications" / f"{APP_ID}.desktop",
        *(home / "icons" / "hicolor" / icon_name(size) for size in SIZES),
    ]


def exec_argument(program: str) -> str:
    """A program path written as one argument of a desktop entry's Exec key.

    The entry quotes it in double quotes, with a backslash before ``"``, `````, ``$`` and ``\\``
    and ``%`` doubled; the file's own string escapes then double every backslash again.
    """
    quoted = "".join("\\" + c if c in '"`$\\' else c for c in program).replace("%", "%%")
    return '"' + quoted.replace("\\", "\\\\") + '"'


def launcher_text(program: str) -> str:
    """The packaged desktop entry with its Exec line starting ``program``."""
    lines = LAUNCHER.read_text(encoding="utf-8").splitlines()
    execs = [i for i, line in enumerate(lines) if line.startswith("Exec=")]
    if len(execs) != 1:
        raise ValueError(f"{LAUNCHER.name} should have one Exec line, not {len(execs)}")
    lines[execs[0]] = "Exec=" + exec_argument(program)
    return "\n".join(lines) + "\n"


def write_atomically(path: Path, data: bytes) -> None:
    """Write a file whole or not at all: a temporary file beside it, then a rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_bytes(data)
    os.replace(temporary, path)


def install(program: Path, home: Path) -> list[Path]:
    """Copy the launcher and the icons into ``home``, the launcher starting ``program`` (made
    absolute: the desktop starts it from anywhere); return the files written."""
    if not (program.is_file() and os.access(program, os.X_OK)):
        raise ValueError(f"{program} is not a program that can be run")
    launcher, *icons = installed_files(home)
    write_atomically(launcher, launcher_text(str(program.absolute())).encode("utf-8"))
    for size, target in zip(SIZES, icons, strict=True):
        write_atomically(target, (ICONS / icon_name(size)).read_bytes())
    return [launcher, *icons]


def uninstall(home: Path) -> list[Path]:
    """Remove what ``install`` wrote under ``home``; return the files removed."""
    removed = []
    for path in installed_files(home):
        if path.exists():
            path.unlink()
            removed.append(path)
    return removed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    put = commands.add_parser("install", help="add the launcher and icons")
    put.add_argument("--exec", dest="program", type=Path, required=True,
                     help="the program the launcher starts")
    commands.add_parser("uninstall", help="remove them")
    args = parser.parse_args(argv)
    home = data_home()
    try:
        changed = install(args.program, home) if args.command == "install" else uninstall(home)
    except (OSError, ValueError) as error:
        print(f"desktop_install: {error}", file=sys.stderr)
        return 1
    verb = "installed" if args.command == "install" else "removed"
    for path in changed:
        print(f"{verb} {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

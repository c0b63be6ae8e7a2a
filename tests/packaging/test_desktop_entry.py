"""The launcher and the AppStream metadata pass the freedesktop validators, and
``make install-desktop`` puts a working launcher and the icons in the user's data folder."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

from PIL import Image

from cardtable.resources import APP_ID, ICON_SIZES

from .scripts import PACKAGING, REPOSITORY, load

desktop_install = load("desktop_install")


def validate(tool: str, *args: str | Path) -> None:
    """Run a validator (make test installs it) and fail with what it says."""
    found = shutil.which(tool)
    assert found, (f"{tool} is missing: install desktop-file-utils and appstream "
                   "(packaging/system-packages.sh test)")
    run = subprocess.run([found, *map(str, args)], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr


def make(target: str, data_home: Path) -> None:
    """Run a make target for the interpreter running the tests, with its own XDG_DATA_HOME,
    without reinstalling anything first."""
    env = {**os.environ, "XDG_DATA_HOME": str(data_home)}
    run = subprocess.run(
        ["make", "-s", "-o", ".venv/.installed-run", f"BIN={Path(sys.executable).parent}",
         target],
        cwd=REPOSITORY, env=env, capture_output=True, text=True, timeout=60,
    )
    assert run.returncode == 0, run.stdout + run.stderr


def installed(data_home: Path) -> list[Path]:
    return [
        data_home / "applications" / f"{APP_ID}.desktop",
        *(data_home / "icons" / "hicolor" / f"{s}x{s}" / "apps" / f"{APP_ID}.png"
          for s in ICON_SIZES),
    ]


def exec_program(launcher: Path) -> str:
    """The program a launcher's Exec line starts."""
    line = next(
        line for line in launcher.read_text(encoding="utf-8").splitlines()
        if line.startswith("Exec=")
    )
    return shlex.split(line.removeprefix("Exec="))[0]


def test_the_packaged_launcher_is_valid():
    validate("desktop-file-validate", PACKAGING / f"{APP_ID}.desktop")


def test_the_appstream_metadata_is_valid():
    validate("appstreamcli", "validate", "--no-net", PACKAGING / f"{APP_ID}.metainfo.xml")


def test_install_desktop_adds_a_launcher_that_starts_the_app_and_uninstall_takes_it_away(
    tmp_path,
):
    data_home = tmp_path / "share"
    neighbour = data_home / "applications" / "someone-else.desktop"
    neighbour.parent.mkdir(parents=True)
    neighbour.write_text("[Desktop Entry]\n", encoding="utf-8")

    make("install-desktop", data_home)
    launcher, *icons = installed(data_home)
    validate("desktop-file-validate", launcher)
    for size, icon in zip(ICON_SIZES, icons, strict=True):
        with Image.open(icon) as image:
            assert image.size == (size, size)
    picture = tmp_path / "table.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CARDTABLE_HOME": str(tmp_path)}
    started = subprocess.run([exec_program(launcher), "--screenshot", str(picture)],
                             env=env, capture_output=True, text=True, timeout=120)
    assert started.returncode == 0, started.stderr
    assert picture.stat().st_size > 0

    make("uninstall-desktop", data_home)
    assert not any(path.exists() for path in installed(data_home))
    assert neighbour.exists()


def test_a_program_path_with_spaces_and_dollars_is_quoted_for_the_exec_line(
    tmp_path, monkeypatch,
):
    program = tmp_path / "my $HOME games" / "cardtable"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\n", encoding="utf-8")
    program.chmod(0o755)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))

    assert desktop_install.main(["install", "--exec", str(program)]) == 0
    launcher = installed(tmp_path / "share")[0]
    validate("desktop-file-validate", launcher)
    assert 'Exec="' in launcher.read_text(encoding="utf-8")
    assert "\\\\$HOME" in launcher.read_text(encoding="utf-8")


def test_install_refuses_a_program_that_does_not_exist_and_writes_nothing(
    tmp_path, monkeypatch, capsys,
):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    assert desktop_install.main(["install", "--exec", str(tmp_path / "nothing")]) == 1
    assert "is not a program that can be run" in capsys.readouterr().err
    assert not (tmp_path / "share").exists()


def test_an_unset_or_relative_xdg_data_home_means_the_home_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    for value in ("", "relative/share"):
        monkeypatch.setenv("XDG_DATA_HOME", value)
        assert desktop_install.data_home() == tmp_path / ".local" / "share"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert desktop_install.data_home() == tmp_path / ".local" / "share"

"""The built wheel installs into a clean environment and the app runs from it, finding its
translations, rule sheets and icons inside that environment."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest
from PIL import Image

from cardtable.ui.main_window import NEW_WINDOW_SIZE

from .scripts import REPOSITORY

SOURCES = ("pyproject.toml", "setup.py", "README.md", "cardtable", "assets", "translations")

# Run by the new environment's Python: where the app finds its files there, as JSON.
REPORT = """
import json, sys
import cardtable
from cardtable import resources
from cardtable.ui.rules_window import rule_sheet
from cardtable.ui.translation import install_translator
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
translator = install_translator(app)
json.dump({
    "package": cardtable.__file__,
    "translation": translator.filePath() if translator else None,
    "rule_sheet": str(resources.rule_sheet_file("black-lady")),
    "rule_sheet_read": rule_sheet("black-lady") is not None,
    "icons": [str(path) for path in resources.icon_files().values()],
}, sys.stdout)
"""


def away_from_the_checkout() -> dict[str, str]:
    """This process's environment without the checkout and the tests' games."""
    return {key: value for key, value in os.environ.items()
            if key not in ("PYTHONPATH", "CARDTABLE_GAMES")}


def run(*command: str | Path, cwd: Path, env: dict[str, str] | None = None) -> str:
    """Run a command away from the checkout and the tests' own games (``tests/conftest.py``
    shows them through ``PYTHONPATH`` and ``CARDTABLE_GAMES``): a pip that sees the checkout
    takes the project as installed already, and an installed app has no tests to look in."""
    if env is None:
        env = away_from_the_checkout()
    done = subprocess.run([str(part) for part in command], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, f"{command}\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel, built from a copy of the sources so the checkout gets no build folders."""
    source = tmp_path_factory.mktemp("source")
    for name in SOURCES:
        if (REPOSITORY / name).is_dir():
            shutil.copytree(REPOSITORY / name, source / name,
                            ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(REPOSITORY / name, source / name)
    out = tmp_path_factory.mktemp("wheel")
    run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
        "-w", out, source, cwd=source)
    (built,) = out.glob("cardtable-*.whl")
    return built


def test_the_wheel_carries_what_the_app_reads_from_its_folders(wheel):
    """Every asset but the scripts that make them, every compiled translation, every game's
    rule sheet (a file type added to assets/ needs its glob in pyproject's package-data)."""
    wanted = [
        *(f"cardtable/{path.relative_to(REPOSITORY).as_posix()}"
          for path in (REPOSITORY / "assets").rglob("*")
          if path.is_file() and path.suffix not in {".py", ".pyc"}),
        *(f"cardtable/{path.relative_to(REPOSITORY).as_posix()}"
          for path in (REPOSITORY / "translations").glob("*.qm")),
        *(path.relative_to(REPOSITORY).as_posix()
          for path in (REPOSITORY / "cardtable" / "games").glob("*/rules.md")),
    ]
    with zipfile.ZipFile(wheel) as archive:
        carried = set(archive.namelist())
    missing = [name for name in wanted if name not in carried]
    assert len(wanted) > 20 and missing == []
    assert not [name for name in carried if name.startswith(("tests/", "bench/", "packaging/"))]


def test_the_wheel_installs_in_a_clean_environment_and_draws_a_table(wheel, tmp_path):
    venv = tmp_path / "venv"
    run(sys.executable, "-m", "venv", "--without-pip", venv, cwd=tmp_path)
    python = venv / "bin" / "python"
    run(sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "--no-deps",
        "--no-index", wheel, cwd=tmp_path)
    # The dependencies come from the environment running the tests, put after the new one's
    # own packages; .pth files in that folder are not run, so its editable checkout stays out.
    site = Path(run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])",
                    cwd=tmp_path).strip())
    shared = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (site / "test_dependencies.pth").write_text("\n".join(sorted(shared)) + "\n")

    elsewhere = tmp_path / "elsewhere"  # a working folder with no sources in it
    elsewhere.mkdir()
    env = away_from_the_checkout() | {"QT_QPA_PLATFORM": "offscreen",
                                      "CARDTABLE_HOME": str(tmp_path / "home")}
    report = json.loads(run(python, "-c", REPORT, cwd=elsewhere, env=env))
    inside = str(site)
    assert report["package"].startswith(inside)
    assert report["translation"] and report["translation"].startswith(inside)
    assert report["rule_sheet"].startswith(inside) and report["rule_sheet_read"]
    assert all(icon.startswith(inside) and Path(icon).is_file() for icon in report["icons"])

    picture = tmp_path / "table.png"
    run(venv / "bin" / "cardtable", "--screenshot", picture, "--seed", "5", "--moves", "10",
        cwd=elsewhere, env=env)
    with Image.open(picture) as image:
        assert image.size == NEW_WINDOW_SIZE

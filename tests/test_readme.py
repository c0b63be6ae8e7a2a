"""The README's first screen is a quick start, and its commands work as written after
`make run`: every command of the project is named by its path in `.venv/bin`."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
FIRST_SCREEN = 40  # lines a person sees before scrolling
COMMAND_LINE = re.compile(r"^(?:\$ )?(\S+)", re.M)
INLINE_COMMAND = re.compile(r"`([^`\s]+)(?: [^`]*)?`")


def _scripts() -> set[str]:
    """The commands the package installs."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return set(project.get("scripts", {})) | set(project.get("gui-scripts", {}))


def _shell_lines() -> list[str]:
    """Every line of the README's shell and plain code blocks."""
    lines: list[str] = []
    for language, body in re.findall(r"```(\w*)\n(.*?)```", README, re.S):
        if language in ("", "sh", "bash", "console"):
            lines += [line for line in body.splitlines() if line.strip()]
    return lines


def test_the_quick_start_is_on_the_first_screen_with_both_commands_and_how_long_tests_take():
    top = "\n".join(README.splitlines()[:FIRST_SCREEN])
    assert "## Quick start" in top
    assert "make run" in top and "make test" in top
    assert re.search(r"make test.*about \d+ minutes", top), "say how long make test takes"


def test_every_command_of_the_project_is_written_as_it_runs_after_make_run():
    scripts = _scripts()
    assert scripts == {"cardtable", "cardtable-server"}
    bare = [line for line in _shell_lines() if COMMAND_LINE.match(line).group(1) in scripts]
    assert bare == [], f"write these as .venv/bin/…: {bare}"
    inline = [m.group(0) for m in INLINE_COMMAND.finditer(README)
              if m.group(1) in scripts and " " in m.group(0)]
    assert inline == [], f"write these as .venv/bin/…: {inline}"


def test_every_venv_command_the_readme_names_is_installed_by_the_package():
    named = set(re.findall(r"\.venv/bin/([\w-]+)", README))
    assert named, "the README names the commands it installs"
    tools = {"python", "pip", "pytest", "ruff", "mypy", "pyinstaller"}
    assert named <= _scripts() | tools, named - _scripts() - tools

"""``make test`` runs every test file: each lies in one of the Makefile's two lists, the tests
run without Qt or the tests run with it, and in only one (a game's window tests, which need Qt,
are left out of the first by an ``--ignore-glob`` and named in the second by a wildcard)."""

from __future__ import annotations

import re
from fnmatch import fnmatch
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def listed(name: str) -> list[str]:
    makefile = ROOT.joinpath("Makefile").read_text(encoding="utf-8").replace("\\\n", " ")
    found = re.search(rf"^{name} := (.*)$", makefile, re.M)
    assert found, f"the Makefile has no {name}"
    return found.group(1).split()


def runs(name: str) -> set[str]:
    """The test files one of the lists runs: its folders and files, a ``$(wildcard …)``
    expanded, less what an ``--ignore-glob='…'`` leaves out."""
    words = " ".join(listed(name))
    places = re.findall(r"\$\(wildcard ([^)]+)\)", words)
    expanded = [p.relative_to(ROOT).as_posix() for g in places for p in ROOT.glob(g)]
    words = re.sub(r"\$\(wildcard [^)]+\)", " ", words)
    ignored = re.findall(r"--ignore-glob='([^']+)'", words)
    words = re.sub(r"--ignore-glob='[^']+'", " ", words)
    named = [*words.split(), *expanded]
    files = [p.relative_to(ROOT).as_posix() for p in ROOT.glob("tests/**/test_*.py")]
    return {f for f in files if any(f == p or f.startswith(p + "/") for p in named)
            and not any(fnmatch(str(ROOT / f), glob) for glob in ignored)}


def test_every_test_file_is_run_by_make_test_once():
    files = {p.relative_to(ROOT).as_posix() for p in ROOT.glob("tests/**/test_*.py")}
    without_qt, with_qt = runs("NO_QT_TESTS"), runs("QT_TESTS")
    assert files and files == without_qt | with_qt
    assert without_qt & with_qt == set()
    assert any("/window/" in f for f in with_qt)

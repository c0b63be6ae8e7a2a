"""``make test`` runs every test file: each lies in one of the Makefile's two lists, the tests
run without Qt or the tests run with it."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def listed(name: str) -> list[str]:
    makefile = ROOT.joinpath("Makefile").read_text(encoding="utf-8").replace("\\\n", " ")
    found = re.search(rf"^{name} := (.*)$", makefile, re.M)
    assert found, f"the Makefile has no {name}"
    return found.group(1).split()


def test_every_test_file_is_run_by_make_test():
    places = listed("NO_QT_TESTS") + listed("QT_TESTS")
    files = [p.relative_to(ROOT).as_posix() for p in ROOT.glob("tests/**/test_*.py")]
    left_out = [f for f in files if not any(f == p or f.startswith(p + "/") for p in places)]
    assert files and left_out == []

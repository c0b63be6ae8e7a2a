"""The engine guide's examples run, and print what the guide says they print."""

from __future__ import annotations

import code
import contextlib
import io
import re
from pathlib import Path

GUIDE = Path(__file__).resolve().parents[1] / "docs" / "engine.md"
BLOCK = re.compile(r"```(\w*)\n(.*?)```", re.S)


def _examples(text: str) -> list[tuple[str, str]]:
    """Pair each python block with the text block right after it (its printed output)."""
    blocks = list(BLOCK.finditer(text))
    pairs = []
    for i, block in enumerate(blocks):
        if block.group(1) != "python":
            continue
        after = blocks[i + 1] if i + 1 < len(blocks) else None
        if after and after.group(1) == "text" and not text[block.end():after.start()].strip():
            pairs.append((block.group(2), after.group(2)))
        else:
            pairs.append((block.group(2), ""))
    return pairs


def test_every_example_in_the_engine_guide_prints_what_the_guide_shows():
    examples = _examples(GUIDE.read_text(encoding="utf-8"))
    assert len(examples) >= 5
    console = code.InteractiveConsole({"__name__": "__console__"})
    for source, expected in examples:
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            waiting = False
            for line in source.splitlines():
                waiting = console.push(line)
            if waiting:
                console.push("")
        assert out.getvalue() == expected, source

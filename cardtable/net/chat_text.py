"""Chat text made inert: one line, read left to right as written, whatever it holds.

A chat line is shown after its sender's name, which the app draws itself. Text that breaks the
line could fake another line ("\\nBob: I concede"), and a mark that overrides the direction of
text could turn the rest of the line, the name included, around. So line breaks and other
control characters become a space and the marks that change or embed a direction are taken
out, on the server before it says a line to anyone and again in the app before it shows one
(a server of another make may not do the first).
"""

from __future__ import annotations

import unicodedata

_DIRECTION_MARKS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
                             "\u2066\u2067\u2068\u2069")
"""The marks that change, embed or isolate a direction of text."""


def inert(text: str) -> str:
    """``text`` as one line with no control over how the rest of a line is drawn."""
    kept = []
    for ch in text:
        if ch in _DIRECTION_MARKS:
            continue
        category = unicodedata.category(ch)
        kept.append(" " if category == "Cc" or category in ("Zl", "Zp") else ch)
    return "".join(kept).strip()

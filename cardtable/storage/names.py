"""What may name a player or a rule set, checked by one rule wherever a name comes in.

A name is written into settings, saves, the score history and rule-set files, and shown at the
table. One that cannot be written (a lone surrogate has no UTF-8 form) makes every later write
fail; one with a line break or another control character breaks the lines it is shown in. So
settings files, rule-set files and the dialogs all ask ``name_fault`` before a name is kept, and
word its answer for their own reader.
"""

from __future__ import annotations

import unicodedata
from enum import Enum

MAX_NAME_LENGTH = 40

# Controls (line breaks, tabs, escapes) and the line and paragraph separators.
_CONTROL_CATEGORIES = frozenset({"Cc", "Zl", "Zp"})


class NameFault(Enum):
    """Why a name cannot be kept; the value is a clause that follows "the name"."""

    EMPTY = f"is empty; use 1 to {MAX_NAME_LENGTH} characters"
    TOO_LONG = f"is too long; use at most {MAX_NAME_LENGTH} characters"
    CONTROL = "may not contain line breaks or control characters"
    UNSTORABLE = "holds characters that cannot be stored (a lone surrogate)"


def name_fault(name: str) -> NameFault | None:
    """What is wrong with ``name`` (already stripped by the caller, if it strips), or None."""
    if not name.strip():
        return NameFault.EMPTY
    if len(name) > MAX_NAME_LENGTH:
        return NameFault.TOO_LONG
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return NameFault.UNSTORABLE
    if any(unicodedata.category(ch) in _CONTROL_CATEGORIES for ch in name):
        return NameFault.CONTROL
    return None

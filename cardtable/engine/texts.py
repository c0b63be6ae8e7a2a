"""Marking the engine's words for translation, without Qt.

The engine names some things people see: its house rules and their choices, its historic rule
sets, rock, paper and scissors. It cannot translate them, so it marks each with ``N_``, which
the Makefile tells ``pyside6-lupdate`` to read as Qt's ``QT_TR_NOOP`` (the texts go in the
translation files under the empty context), and the view translates them as it shows them
(``cardtable.texts.tr``).
"""

from __future__ import annotations


def N_(text: str) -> str:
    """``text`` as it is: only marked for the translation files."""
    return text

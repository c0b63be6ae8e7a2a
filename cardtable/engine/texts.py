"""Marking the engine's words for translation, without Qt.

The engine names some things people see (rock, paper, scissors). It cannot translate them, so it
marks them with Qt's own spelling, which ``pyside6-lupdate`` finds and puts in the translation
files under the empty context, and the view translates them as it shows them (``texts.tr``).
"""

from __future__ import annotations


# Named as Qt names it, since that name is what pyside6-lupdate looks for.
def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """``text`` as it is: only marked for the translation files."""
    return text

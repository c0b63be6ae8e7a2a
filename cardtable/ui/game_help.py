"""What a game says to a person who has never played it: its How to play page, the tip of each
kind of decision it asks the first time it comes up, and what the words on its table mean (the
score and the line under it on a plate, the caption, the score panel's marks).

Each game writes its own beside its declaration (``ui/games/<game>_help.py``) and the declaration
carries it (``GameUi.help_words``), so How to play, the tips and the table's tooltips never ask
which game they speak of. The words are made when asked for, in the language then in use.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

Section = tuple[str, list[str]]  # a heading of How to play and its paragraphs


@dataclass(frozen=True)
class TableWords:
    """What the words on a game's table mean: ``score`` (with ``{word}`` for what the score is
    called) and ``note`` on the name plates, "" where the plates show none; the ``caption``; the
    ``marks`` of the score panel, "" for a game without one."""

    score: str = ""
    note: str = ""
    caption: str = ""
    marks: str = ""


@dataclass(frozen=True)
class GameHelp:
    """A game's words for a newcomer; see the module docstring."""

    how_to_play: Callable[[], list[Section]]
    tips: Callable[[], dict[str, str]]  # by kind of decision ("pass", "bid", "swap")
    table_words: Callable[[], TableWords]

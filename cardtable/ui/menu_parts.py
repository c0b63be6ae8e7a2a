"""Small makers of menu entries: an action that runs a slot, and a group of exclusive choices."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu


def add_action(menu: QMenu, text: str, slot: Callable[[], object],
               shortcut: QKeySequence | QKeySequence.StandardKey | None = None) -> QAction:
    """Add an entry that runs ``slot`` (with no arguments) when chosen."""
    action = QAction(text, menu)
    if shortcut is not None:
        action.setShortcut(shortcut)
    action.triggered.connect(lambda checked=False: slot())
    menu.addAction(action)
    return action


def add_choices(menu: QMenu, values: Sequence[Any], names: Mapping[Any, str], current: Any,
                slot: Callable[[Any], object]) -> None:
    """Add one checkable entry per value, only one checked at a time; choosing one calls
    ``slot`` with its value."""
    group = QActionGroup(menu)
    for value in values:
        action = QAction(names[value], menu, checkable=True)
        action.setChecked(value == current)
        action.triggered.connect(lambda checked=False, v=value: slot(v))
        group.addAction(action)
        menu.addAction(action)

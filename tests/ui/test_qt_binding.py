"""Guards against a Qt binding that corrupts the interpreter.

PySide6 6.12.0 on Python 3.11 drops a reference to None on every call of a method that returns
nothing, and the process aborts once None's count reaches zero. pyproject.toml excludes that
release; this test fails at once if a broken binding is installed again.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, QPointF
from PySide6.QtWidgets import QGraphicsRectItem


def test_methods_that_return_nothing_leave_none_s_reference_count_alone(qapp):
    obj, point, item = QObject(), QPointF(1, 2), QGraphicsRectItem(0, 0, 1, 1)
    before = sys.getrefcount(None)
    for i in range(500):
        obj.setObjectName("x")
        point.setX(i)
        item.setZValue(i)
    assert sys.getrefcount(None) - before > -50

"""Translating the words of modules that hold no Qt class of their own.

``tr`` is spelt as Qt's own so that ``pyside6-lupdate`` finds every call and puts its text in
the translation files (it cannot follow a helper of another name); the texts share the empty
context. Classes use their own ``self.tr``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def tr(text: str, comment: str = "", n: int = -1) -> str:
    """``text`` in the person's language; ``n`` picks the plural form of a text with ``%n``."""
    return QCoreApplication.translate("", text, comment or None, n)

"""Texts with a count read as English does: "1 card", "3 cards"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from cardtable.ui.translation import install_translator


def test_the_english_file_gives_singular_and_plural(qapp):
    translator = install_translator(qapp, QLocale(QLocale.Language.English))
    assert translator is not None
    try:
        def text(n: int) -> str:
            return QCoreApplication.translate("GameController",
                                              "Choose exactly %n card(s) to pass.", "", n)
        assert text(1) == "Choose exactly 1 card to pass."
        assert text(3) == "Choose exactly 3 cards to pass."
    finally:
        qapp.removeTranslator(translator)

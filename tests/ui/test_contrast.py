"""Text is readable: every colour the app writes text in stands out from what it is written on
by at least WCAG's 4.5 : 1 for normal text (the table's felt, from its lightest middle to its
dark edge; the cards' paper; the notices' and panels' boxes; the dialogs' windows)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from cardtable.ui.house_rules_dialog import ERROR_COLOUR
from cardtable.ui.table.annotations import HIGHLIGHT, NOTICE_BACK, TEXT
from cardtable.ui.table.card_paint import FOUR_COLOURS, PAPER, TWO_COLOURS
from cardtable.ui.table.scene import FELT, FELT_EDGE, FELT_MIDDLE

AA_TEXT = 4.5


def luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance."""
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return (0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF())
            + 0.0722 * linear(colour.blueF()))


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_the_measure_is_wcags():
    assert contrast(QColor("black"), QColor("white")) == pytest.approx(21.0)
    assert contrast(QColor("#777777"), QColor("white")) == pytest.approx(4.48, abs=0.01)


FELTS = [FELT.lighter(FELT_MIDDLE), FELT, FELT_EDGE]


@pytest.mark.parametrize("ink", [TEXT, HIGHLIGHT], ids=["text", "highlight"])
@pytest.mark.parametrize("felt", FELTS, ids=["middle", "felt", "edge"])
def test_names_scores_and_captions_read_on_the_felt(ink, felt):
    assert contrast(ink, felt) >= AA_TEXT


@pytest.mark.parametrize("ink", [TEXT, HIGHLIGHT], ids=["text", "highlight"])
def test_notices_read_on_their_box(ink):
    assert contrast(ink, QColor(NOTICE_BACK)) >= AA_TEXT


@pytest.mark.parametrize("ink", [*TWO_COLOURS, *FOUR_COLOURS])
def test_every_suits_ink_reads_on_the_cards_paper(ink):
    assert contrast(ink, PAPER) >= AA_TEXT


def test_error_messages_read_in_the_dialogs(qapp):
    window = QApplication.palette().color(QPalette.ColorRole.Window)
    assert contrast(QColor(ERROR_COLOUR), window) >= AA_TEXT

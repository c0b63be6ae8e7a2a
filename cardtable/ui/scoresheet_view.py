"""One past game's scoresheet, as players keep it on paper, with a chart and exports.

A row per hand, a column per player holding the hand's points and the running total, and the
marks the game needs (the moon, a reset, the pool). Below it, the running totals as a chart.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QCoreApplication, QMarginsF, Qt, QUrl
from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QPdfWriter, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.registry import get
from ..storage.atomic import write_text_atomic
from ..storage.history_records import Scoresheet
from ..storage.scoresheet_csv import scoresheet_to_csv
from ..texts import tr
from .file_folders import ask_save_path
from .games import game_ui
from .table.annotations import escape
from .window_sizes import fit_window


def game_name(game_id: str) -> str:
    """A game's name for people, from its id."""
    try:
        return get(game_id).name
    except KeyError:
        return game_id


def variant_label(game_id: str, variant: str) -> str:
    """A rule set's name for people: the preset's label, or "House rules"."""
    if variant == "custom":
        return QCoreApplication.translate("ScoresheetView", "House rules")
    try:
        labels = {p.name: tr(p.label) for p in get(game_id).presets}
    except KeyError:
        return variant
    return labels.get(variant, variant)


def mark_words(game_id: str, mark: str) -> str:
    """A mark of a game's scoresheet in the person's language (as stored, for a game this
    version does not know)."""
    try:
        return game_ui(game_id).mark_words(mark)
    except KeyError:
        return mark


def hand_marks(sheet: Scoresheet, hand_index: int) -> str:
    """The marks of one hand in words: who shot the moon, whose score was reset …"""
    hand = sheet.hands[hand_index]
    words = []
    for seat, mark in enumerate(hand.marks):
        if mark:
            words.append(f"{sheet.players[seat]}: {mark_words(sheet.game_id, mark)}")
    if hand.unscored:
        words.append(tr("%n point(s) unscored", "", hand.unscored))
    stand_in = (tr("{name}: played in part by a substitute or the computer")
                if sheet.played_elsewhere else tr("{name}: played by the computer"))
    words += [stand_in.format(name=sheet.players[seat]) for seat in hand.substitutes]
    return "; ".join(words)


def scoresheet_html(sheet: Scoresheet, chart: str = "") -> str:
    """The scoresheet as an HTML table, for the PDF export; ``chart`` names an image resource
    to show above the table."""
    head = "".join(f"<th colspan='2'>{escape(name)}</th>" for name in sheet.players)
    rows = []
    for i, hand in enumerate(sheet.hands):
        cells = "".join(f"<td align='right'>{p:+d}</td><td align='right'><b>{t}</b></td>"
                        for p, t in zip(hand.points, hand.totals, strict=True))
        rows.append(f"<tr><td>{i + 1}</td>{cells}<td>{escape(hand_marks(sheet, i))}</td></tr>")
    winners = ", ".join(sheet.players[s] for s in sheet.winners)
    picture = f"<p><img src='{chart}' width='640'></p>" if chart else ""
    return (
        f"<h2>{escape(game_name(sheet.game_id))} — "
        f"{escape(variant_label(sheet.game_id, sheet.variant))}</h2>"
        f"<p>{escape(sheet.started_at[:16].replace('T', ' '))} · "
        f"{escape(status_word(sheet.status))} · "
        + escape(tr("Winner: {names}").format(names=winners)) + f"</p>{picture}"
        f"<table border='1' cellspacing='0' cellpadding='4'><tr><th>#</th>{head}<th></th></tr>"
        + "".join(rows) + "</table>"
    )


def status_word(status: str) -> str:
    """How a game ended, in the person's language ("finished" or "abandoned")."""
    return tr("finished") if status == "finished" else tr("abandoned")


def scoresheet_table(sheet: Scoresheet) -> QTableWidget:
    """The scoresheet's deals as a table: a row per deal, each seat's points and running total
    (in italics what the computer played for someone), then the deal's marks. The History's
    scoresheet and the replay beside the table both show it."""
    n = len(sheet.players)
    table = QTableWidget(len(sheet.hands), 2 * n + 1)
    headers = []
    for name in sheet.players:
        headers += [name, QCoreApplication.translate("ScoresheetView", "total")]
    table.setHorizontalHeaderLabels([*headers,
                                     QCoreApplication.translate("ScoresheetView", "marks")])
    table.setVerticalHeaderLabels([str(i + 1) for i in range(len(sheet.hands))])
    for row, hand in enumerate(sheet.hands):
        for seat in range(n):
            points = QTableWidgetItem(f"{hand.points[seat]:+d}")
            total = QTableWidgetItem(str(hand.totals[seat]))
            font = total.font()
            font.setBold(True)
            total.setFont(font)
            if seat in hand.substitutes:  # in italics, as not all the player's own
                font = points.font()
                font.setItalic(True)
                points.setFont(font)
                points.setToolTip(QCoreApplication.translate("ScoresheetView",
                                                             "played by the computer"))
            for col, item in ((2 * seat, points), (2 * seat + 1, total)):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                table.setItem(row, col, item)
        marks = QTableWidgetItem(hand_marks(sheet, row))
        marks.setFlags(Qt.ItemFlag.ItemIsEnabled)
        table.setItem(row, 2 * n, marks)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


class ScoresheetView(QDialog):
    """Shows one game's scoresheet and its chart; exports it to CSV or PDF."""

    def __init__(self, sheet: Scoresheet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheet = sheet
        self.setWindowTitle(self.tr("Scoresheet"))
        layout = QVBoxLayout(self)
        winners = ", ".join(sheet.players[s] for s in sheet.winners)
        layout.addWidget(QLabel(self.tr("{game} ({variant}), {date}: {status}. Winner: {names}")
                                .format(game=game_name(sheet.game_id),
                                        variant=variant_label(sheet.game_id, sheet.variant),
                                        date=sheet.started_at[:16].replace("T", " "),
                                        status=status_word(sheet.status),
                                        names=winners or "—")))
        splitter = QSplitter(Qt.Orientation.Vertical)
        self.table = scoresheet_table(sheet)
        splitter.addWidget(self.table)
        self.chart = self._build_chart()
        splitter.addWidget(self.chart)
        layout.addWidget(splitter, 1)
        buttons = QHBoxLayout()
        csv_button = QPushButton(self.tr("Export CSV…"))
        csv_button.clicked.connect(self.export_csv)
        pdf_button = QPushButton(self.tr("Export PDF…"))
        pdf_button.clicked.connect(self.export_pdf)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.accept)
        buttons.addWidget(csv_button)
        buttons.addWidget(pdf_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        fit_window(self, "scoresheet", (820, 640))

    def _build_chart(self) -> QChartView:
        chart = QChart()
        chart.setTitle(self.tr("Running totals"))
        x_axis, y_axis = QValueAxis(), QValueAxis()
        x_axis.setLabelFormat("%d")
        y_axis.setLabelFormat("%d")
        x_axis.setTickType(QValueAxis.TickType.TicksDynamic)
        x_axis.setTickAnchor(0)
        x_axis.setTickInterval(max(1, -(-len(self.sheet.hands) // 10)))
        x_axis.setTitleText(self.tr("hand"))
        chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        low, high = 0, 1
        for seat, name in enumerate(self.sheet.players):
            series = QLineSeries()
            series.setName(name)
            series.append(0, self.sheet.hands[0].totals[seat] - self.sheet.hands[0].points[seat]
                          if self.sheet.hands else 0)
            for i, hand in enumerate(self.sheet.hands, start=1):
                series.append(i, hand.totals[seat])
                low, high = min(low, hand.totals[seat]), max(high, hand.totals[seat])
            chart.addSeries(series)
            series.attachAxis(x_axis)
            series.attachAxis(y_axis)
        x_axis.setRange(0, max(1, len(self.sheet.hands)))
        y_axis.setRange(low, high)
        y_axis.applyNiceNumbers()
        view = QChartView(chart)
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.setMinimumHeight(220)
        return view

    def export_csv(self, path: str | None = None) -> bool:
        """Write the scoresheet as CSV (asks where unless given a path)."""
        target = path or ask_save_path(
            self, self.tr("Export CSV"), "scoresheet.csv", self.tr("CSV files (*.csv)"))
        if not target:
            return False
        try:
            write_text_atomic(Path(target), scoresheet_to_csv(self.sheet))
        except OSError as error:
            QMessageBox.warning(self, self.tr("Export CSV"),
                                self.tr("The file could not be written: {error}").format(
                                    error=error))
            return False
        return True

    def export_pdf(self, path: str | None = None) -> bool:
        """Print the scoresheet to a PDF file (asks where unless given a path)."""
        target = path or ask_save_path(
            self, self.tr("Export PDF"), "scoresheet.pdf", self.tr("PDF files (*.pdf)"))
        if not target:
            return False
        writer = QPdfWriter(target)
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                         QPageLayout.Orientation.Portrait,
                                         QMarginsF(15, 15, 15, 15)))
        document = QTextDocument()
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl("chart"),
                             self.chart.grab().toImage())
        document.setHtml(scoresheet_html(self.sheet, chart="chart"))
        document.print_(writer)  # lays the sheet out over as many pages as it needs
        if not Path(target).exists():
            QMessageBox.warning(self, self.tr("Export PDF"),
                                self.tr("The file could not be written."))
            return False
        return True

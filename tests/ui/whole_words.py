"""Whether every word a window shows can be read whole: each visible button, label, passing
message and menu title is measured with its own widget's font (``QFontMetrics``) against the
rectangle it is drawn in.

- A button: its text, plus what the style adds around a button's text, fits the button.
- A label: its text fits on one line; a word-wrapped one, its lines fit its height too.
- A line that shortens itself with "…" fits by what it draws, and counts only if its tooltip
  holds the whole text (so does a button's label shortened with "…").
- Each is inside every widget it lies in: a part a parent does not show is cut off too.
- The menu bar's titles all lie on the bar (none pushed into its overflow button), and every
  menu is narrower than the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QFontMetrics, Qt, QTextDocument  # QtGui's Qt has mightBeRichText
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

from cardtable.ui.elided_text import ElidedLabel, StatusBar

ROOM = 1  # a pixel either way, for rounding


def one_line(text: str) -> str:
    return " ".join(text.split())


def where(widget: QWidget) -> str:
    """A widget named for a failure message: its kind, its text and its place."""
    box = widget.geometry()
    place = widget.mapTo(widget.window(), QPoint(0, 0))
    return (f"{type(widget).__name__} {widget.objectName() or ''} at "
            f"({place.x()}, {place.y()}, {box.width()}×{box.height()})")


def button_problem(button: QPushButton) -> str | None:
    """The button's text does not fit, with the style's margins, in the button."""
    text = button.text()
    if not text:
        return None
    metrics = QFontMetrics(button.font())
    size = metrics.size(int(Qt.TextFlag.TextShowMnemonic), text)
    option = QStyleOptionButton()
    button.initStyleOption(option)
    wide = 1000  # beyond any least width a style gives a button: only its margins are added
    frame = button.style().sizeFromContents(
        QStyle.ContentsType.CT_PushButton, option, QSize(wide, size.height()), button)
    need = QSize(size.width() + frame.width() - wide, frame.height())
    if need.width() > button.width() + ROOM or size.height() > button.height() + ROOM:
        return (f"{where(button)}: {text!r} needs {need.width()}×{need.height()} "
                f"(text {size.width()}×{size.height()})")
    if "…" in text and one_line(text.split("…")[0]) not in one_line(button.toolTip()):
        return f"{where(button)}: {text!r} is shortened and its tooltip does not say it whole"
    return None


def label_text_size(label: QLabel, text: str, width: int) -> QSize:
    """The size ``text`` takes in ``label`` (wrapped within ``width`` when the label wraps)."""
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and Qt.mightBeRichText(text))
    if rich:
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setDocumentMargin(0)
        document.setHtml(text)
        if label.wordWrap():
            document.setTextWidth(width)
        return QSize(int(document.idealWidth() + 0.999), int(document.size().height() + 0.999))
    metrics = QFontMetrics(label.font())
    flags = int(label.alignment()) | int(Qt.TextFlag.TextShowMnemonic)
    if label.wordWrap():
        return metrics.boundingRect(QRect(0, 0, width, 100000),
                                    flags | int(Qt.TextFlag.TextWordWrap), text).size()
    return metrics.size(int(Qt.TextFlag.TextShowMnemonic), text)


def label_problem(label: QLabel) -> str | None:
    """The label's text (as drawn) does not fit in it, or is shortened without a tooltip."""
    whole = label.text()
    if not whole.strip() or not label.pixmap().isNull():
        return None
    drawn = label.shown() if isinstance(label, ElidedLabel) else whole
    room = label.contentsRect()
    inset = label.margin() + max(label.indent(), 0)
    room = room.adjusted(inset, label.margin(), -inset, -label.margin())
    need = label_text_size(label, drawn, room.width())
    if need.width() > room.width() + ROOM or need.height() > room.height() + ROOM:
        return (f"{where(label)}: {one_line(whole)[:80]!r} needs {need.width()}×{need.height()}"
                f" in {room.width()}×{room.height()}")
    if one_line(drawn) != one_line(whole) and one_line(whole) not in one_line(label.toolTip()):
        return f"{where(label)}: {one_line(whole)[:80]!r} is shortened without a whole tooltip"
    return None


def message_problem(window: QMainWindow) -> str | None:
    """The status bar's passing message does not fit in the bar, or is shortened without a
    tooltip."""
    bar = window.statusBar()
    message = bar.currentMessage()
    if not message or not bar.isVisible():
        return None
    if isinstance(bar, StatusBar):
        drawn, room = bar.shown_message(), bar.message_rect()
    else:  # Qt's own bar: from 6 px in, up to the size grip, cut where the room ends
        drawn, room = message, QRect(6, 0, bar.width() - 18, bar.height())
    width = QFontMetrics(bar.font()).horizontalAdvance(drawn)
    if width > room.width() + ROOM:
        return f"the status bar's message {message[:80]!r} needs {width} in {room.width()}"
    if one_line(drawn) != one_line(message) and one_line(message) not in bar.toolTip():
        return f"the status bar's message {message[:80]!r} is shortened without a tooltip"
    return None


def cut_by_parent(widget: QWidget) -> str | None:
    """A part of the widget lies outside a widget it is in, and is not shown."""
    rect = QRect(QPoint(0, 0), widget.size())
    child: QWidget = widget
    parent = widget.parentWidget()
    while parent is not None and not child.isWindow():
        rect.translate(child.pos())
        if not parent.rect().contains(rect):
            return f"{where(widget)} reaches out of {where(parent)}"
        child, parent = parent, parent.parentWidget()
    return None


def menu_problems(window: QMainWindow) -> list[str]:
    """Menu titles pushed off the menu bar, menus wider than the screen."""
    bar = window.menuBar()
    found = []
    for action in bar.actions():
        if not action.isVisible():
            continue
        box = bar.actionGeometry(action)
        if box.isEmpty() or not bar.rect().contains(box):
            found.append(f"the menu {action.text()!r} does not fit on the menu bar "
                         f"({bar.width()} px wide)")
        menu = action.menu()
        screen = window.screen().availableGeometry().width()
        if isinstance(menu, QMenu) and menu.sizeHint().width() > screen:
            found.append(f"the menu {action.text()!r} is wider than the screen")
    return found


def problems(window: QMainWindow) -> list[str]:
    """Every word shown in ``window`` that cannot be read whole."""
    found = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QPushButton):
            problem = button_problem(widget)
        elif isinstance(widget, QLabel):
            problem = label_problem(widget)
        else:
            continue
        found += [p for p in (problem, cut_by_parent(widget)) if p is not None]
    message = message_problem(window)
    return found + ([message] if message else []) + menu_problems(window)

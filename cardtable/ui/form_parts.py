"""Pieces of a long form of settings: the editor of an option, quiet help text, a wheel that
scrolls the form rather than the control under the pointer, and a bar of warnings that each
offer a fix.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QPalette, QWheelEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.protocol import Option, OptionValue
from ..texts import tr

WARNING_COLOUR = "#8a5a00"

Offer = tuple[str, str, Callable[[], None]]
"""A warning's text, the words on the button that answers it, and what the button does."""


def make_quiet(label: QLabel, italic: bool = False, smaller: bool = False) -> None:
    """Grey, and optionally italic or smaller, text for help lines and markers."""
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText,
                     palette.color(QPalette.ColorRole.PlaceholderText))
    label.setPalette(palette)
    font = label.font()
    font.setItalic(italic)
    if smaller:
        font.setPointSizeF(font.pointSizeF() * 0.9)
    label.setFont(font)


def option_editor(option: Option, changed: Callable[[], None]) -> QWidget:
    """The control that edits ``option``: a check box (labelled with the option), a number box
    or a drop-down of its choices; ``changed`` is called on every change by the person."""
    if option.kind == "bool":
        box = QCheckBox(tr(option.label))
        box.toggled.connect(changed)
        return box
    if option.kind == "int":
        spin = QSpinBox()
        spin.setRange(
            option.minimum if option.minimum is not None else -999_999,
            option.maximum if option.maximum is not None else 999_999,
        )
        spin.setMinimumWidth(110)
        spin.valueChanged.connect(changed)
        return spin
    combo = QComboBox()
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(12)
    for choice in option.choices:
        combo.addItem(tr(choice.label), choice.value)
        combo.setItemData(combo.count() - 1, tr(choice.label), Qt.ItemDataRole.ToolTipRole)
    combo.currentIndexChanged.connect(changed)
    return combo


def editor_value(editor: QWidget) -> OptionValue:
    """The value an editor made by ``option_editor`` shows."""
    if isinstance(editor, QCheckBox):
        return editor.isChecked()
    if isinstance(editor, QSpinBox):
        return editor.value()
    if isinstance(editor, QComboBox):
        return str(editor.currentData())
    raise TypeError(f"not an option editor: {editor!r}")


def show_value(editor: QWidget, value: OptionValue) -> None:
    """Put ``value`` in an editor made by ``option_editor``, without telling anyone."""
    blocked = editor.blockSignals(True)
    if isinstance(editor, QCheckBox):
        editor.setChecked(bool(value))
    elif isinstance(editor, QSpinBox):
        editor.setValue(int(value))
    elif isinstance(editor, QComboBox):
        editor.setCurrentIndex(max(editor.findData(value), 0))
    editor.blockSignals(blocked)


def readout(editor: QWidget) -> QLabel:
    """What an editor shows, as plain text to read in full: a drop-down's choice or a number
    box's value, wrapped rather than cut off, in the normal colour of text."""
    if isinstance(editor, QComboBox):
        text = editor.currentText()
    elif isinstance(editor, QSpinBox):
        text = str(editor.value())
    else:
        raise TypeError(f"no readout for {editor!r}")
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setToolTip(editor.toolTip())
    name = editor.objectName()
    label.setObjectName(f"{name}-readout" if name else "readout")
    return label


def show_as_text(editor: QWidget) -> QWidget:
    """Show a control that may not be changed as readable text, not greyed out: a check box
    keeps its tick but takes no click or focus; a drop-down or number box gives its place in
    its layout to a ``readout``. Returns what is shown in its place."""
    if isinstance(editor, QCheckBox):
        editor.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        editor.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return editor
    label = readout(editor)
    parent = editor.parentWidget()
    layout = parent.layout() if parent is not None else None
    found = None
    if layout is not None:
        found = layout.replaceWidget(editor, label,
                                     Qt.FindChildOption.FindChildrenRecursively)
    if found is None:
        raise ValueError(f"{editor!r} is not in its parent's layout")
    editor.hide()
    return label


class WheelGuard(QObject):
    """Leaves the mouse wheel to the form unless a drop-down or number box has the focus.

    Scrolling a long form with the wheel must not change whichever control passes under the
    pointer. A watched control takes the focus only by a click or the keyboard, not by the
    wheel, and while it does not have the focus its wheel events scroll the area it lies in.
    """

    def watch(self, widget: QWidget) -> None:
        """Guard ``widget`` if it is a control that the wheel would change."""
        if isinstance(widget, (QComboBox, QAbstractSpinBox)):
            widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Give a wheel event of an unfocused control to the scroll area around it (outside
        one, the event is refused and goes on to the control's parent)."""
        if (event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget)
                or watched.hasFocus()):
            return super().eventFilter(watched, event)
        area = _scroll_area_around(watched)
        if area is None or not isinstance(event, QWheelEvent):
            event.ignore()
            return True
        # Handed on here rather than left to propagate: Qt passes only the wheel events of a
        # real device up to the parents, and this way every wheel event scrolls exactly once.
        viewport = area.viewport()
        at = viewport.mapFromGlobal(event.globalPosition())
        QApplication.sendEvent(viewport, QWheelEvent(
            at, event.globalPosition(), event.pixelDelta(), event.angleDelta(), event.buttons(),
            event.modifiers(), event.phase(), event.inverted(), event.source(),
        ))
        event.accept()
        return True


def _scroll_area_around(widget: QWidget) -> QAbstractScrollArea | None:
    """The nearest scroll area that ``widget`` lies in, if any."""
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    return parent


class CautionBar(QFrame):
    """Warnings about choices that are allowed but may surprise, each with a button to fix it;
    hidden while there is nothing to say."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._rows = QVBoxLayout(self)
        self._rows.setContentsMargins(8, 6, 8, 6)
        self._shown: tuple[tuple[str, str], ...] = ()
        self.texts: list[QLabel] = []
        self.buttons: list[QPushButton] = []
        self.hide()

    def offer(self, offers: Sequence[Offer]) -> None:
        """Show these warnings (none: hide the bar); the same ones again change nothing."""
        shown = tuple((text, action) for text, action, _ in offers)
        if shown == self._shown:
            return
        self._shown = shown
        self._clear()
        for text, action, answer in offers:
            label = QLabel(text)
            label.setWordWrap(True)
            label.setStyleSheet(f"color: {WARNING_COLOUR}")
            button = QPushButton(action)
            button.clicked.connect(answer)
            row = QHBoxLayout()
            row.addWidget(label, 1)
            row.addWidget(button, 0, Qt.AlignmentFlag.AlignVCenter)
            self._rows.addLayout(row)
            self.texts.append(label)
            self.buttons.append(button)
        self.setVisible(bool(offers))

    def _clear(self) -> None:
        while self._rows.count():
            row = self._rows.takeAt(0)
            layout = row.layout() if row is not None else None
            while layout is not None and layout.count():
                item = layout.takeAt(0)
                widget = item.widget() if item is not None else None
                if widget is not None:
                    widget.deleteLater()
        self.texts.clear()
        self.buttons.clear()


class OptionForm:
    """The scrolling form of a game's options: for each, its label and editor on one row and
    the grey help line under the editor. ``empty`` is said when there is no option at all."""

    def __init__(self, options: Sequence[Option], changed: Callable[[], None],
                 empty: str) -> None:
        self.editors: dict[str, QWidget] = {}
        self.labels: dict[str, QWidget] = {}
        self._changed = changed
        form_widget = QWidget()
        grid = QGridLayout(form_widget)
        grid.setVerticalSpacing(2)
        grid.setHorizontalSpacing(10)
        grid.setColumnStretch(1, 1)
        for option in options:
            self._add_option(grid, option)
        if not options:
            none = QLabel(empty)
            make_quiet(none, italic=True)
            grid.addWidget(none, 0, 0, 1, 2, Qt.AlignmentFlag.AlignCenter)
        grid.setRowStretch(grid.rowCount(), 1)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setFrameShape(QFrame.Shape.StyledPanel)
        self.scroll_area.setWidget(form_widget)

    def _add_option(self, grid: QGridLayout, option: Option) -> None:
        """Two grid rows: the label and the editor, then the grey help line under the editor."""
        label_text = tr(option.label)
        help_text = tr(option.help)
        row = grid.rowCount()
        editor = option_editor(option, self._changed)
        if isinstance(editor, QCheckBox):
            self.labels[option.name] = editor
        else:
            label = QLabel(label_text)
            label.setBuddy(editor)
            label.setToolTip(help_text)
            grid.addWidget(label, row, 0,
                           Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.labels[option.name] = label
        editor.setObjectName(option.name)
        editor.setToolTip(help_text)
        if option.kind == "int":
            grid.addWidget(editor, row, 1, Qt.AlignmentFlag.AlignLeft)
        else:
            grid.addWidget(editor, row, 1)
        help_line = QLabel(help_text)
        help_line.setWordWrap(True)
        help_line.setToolTip(help_text)
        help_line.setContentsMargins(0, 0, 0, 8)
        make_quiet(help_line, smaller=True)
        grid.addWidget(help_line, row + 1, 1)
        self.editors[option.name] = editor

    def show_as_text(self) -> dict[str, QWidget]:
        """Every option as readable text that cannot be changed (see ``show_as_text``): what
        is shown for each option, by name."""
        return {name: show_as_text(editor) for name, editor in self.editors.items()}

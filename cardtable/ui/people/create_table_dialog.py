"""The lobby's Create table form: the game and its rules, who sits where, and how the table
treats its people.

The rules are chosen as for a local game: a named rule set, or house rules from the same House
rules dialog. Each seat is open to anyone, kept for one nickname (a friend), or a computer
player at a level. The table options are the seed's numbers (how long a dropped player's seat
is held, how long only friends may substitute, when the computer takes over), a time per move,
hints, the stake, whether the table is listed in the lobby or joined by its code, and whether
spectators may chat. The form
only says what to ask for: the lobby sends it, and the server checks it again.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...ai.base import LEVELS
from ...engine.registry import GAMES
from ...net.messages import MAX_NAME
from ...texts import tr
from ..rules_choice import RulesChoice
from ..window_sizes import fit_window, scrolling, whole_form_size
from .seat_words import level_name

OPEN, KEPT = "open", "kept"
WEEK = 7 * 86_400


class SeatChooser(QWidget):
    """One seat of the form: open, kept for a nickname, or a computer player."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.kind = QComboBox()
        self.kind.addItem(self.tr("Open to anyone"), OPEN)
        self.kind.addItem(self.tr("Kept for…"), KEPT)
        for level, _name in LEVELS:
            self.kind.addItem(self.tr("Computer: {level}").format(level=level_name(level)),
                              level)
        self.nickname = QLineEdit()
        self.nickname.setMaxLength(MAX_NAME)
        self.nickname.setPlaceholderText(self.tr("nickname"))
        row.addWidget(self.kind)
        row.addWidget(self.nickname, 1)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()

    def choose(self, kind: str, nickname: str = "") -> None:
        self.kind.setCurrentIndex(self.kind.findData(kind))
        self.nickname.setText(nickname)

    def wish(self) -> dict[str, Any]:
        """The seat as ``create`` asks for it."""
        kind = self.kind.currentData()
        if kind == KEPT and self.nickname.text().strip():
            return {"kind": "person", "reserved": self.nickname.text().strip()}
        return {"kind": "person" if kind in (OPEN, KEPT) else kind}

    def _kind_changed(self) -> None:
        self.nickname.setVisible(self.kind.currentData() == KEPT)


class CreateTableDialog(QDialog):
    """The form; ``request()`` is the ``create`` message's fields (see the module
    docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Create a table"))
        self.choice = RulesChoice(self, self.tr("House rules"), self.tr("House rules…"),
                                  self._check)
        self.game = self.choice.game
        self.preset = self.choice.preset
        self.players = self.choice.players
        outer = QVBoxLayout(self)
        form_page = QWidget()  # taller than a small screen: it scrolls
        page = QVBoxLayout(form_page)
        page.setContentsMargins(0, 0, 0, 0)
        game_form = QFormLayout()
        for rules in GAMES:
            self.game.addItem(tr(rules.name), rules.id)
        game_form.addRow(self.tr("Game"), self.game)
        game_form.addRow(self.tr("Rules"), self.choice.rules_row)
        game_form.addRow(self.tr("Players"), self.players)
        page.addLayout(game_form)

        self.seats_box = QGroupBox(self.tr("Seats (you sit in the first open one)"))
        self.seats_grid = QGridLayout(self.seats_box)
        self.seats: list[SeatChooser] = []
        page.addWidget(self.seats_box)

        table = QGroupBox(self.tr("The table"))
        form = QFormLayout(table)
        self.hold = self._seconds(180)
        self.friends = self._seconds(300)
        self.computer = self._seconds(600, self.tr("never"))
        self.level = QComboBox()
        for level, _name in LEVELS:
            self.level.addItem(level_name(level), level)
        self.level.setCurrentIndex(self.level.findData("rule"))
        self.move_time = self._seconds(0, self.tr("no limit"))
        self.hints = QCheckBox(self.tr("Players may ask for a hint"))
        self.stake = QSpinBox()
        self.stake.setRange(0, 1_000_000)
        self.stake.setSpecialValueText(self.tr("none"))
        self.public = QCheckBox(self.tr("Listed in the lobby (else joined by its code)"))
        self.public.setChecked(True)
        self.spectator_chat = QCheckBox(self.tr("Spectators may chat"))
        self.spectator_chat.setChecked(True)
        form.addRow(self.tr("A dropped player's seat is held for"), self.hold)
        form.addRow(self.tr("Only their friends may take it within"), self.friends)
        computer_row = QHBoxLayout()
        computer_row.addWidget(self.computer)
        computer_row.addWidget(QLabel(self.tr("at level")))
        computer_row.addWidget(self.level, 1)
        form.addRow(self.tr("The computer takes it after"), computer_row)
        form.addRow(self.tr("Time per move"), self.move_time)
        form.addRow("", self.hints)
        form.addRow(self.tr("Stake per point"), self.stake)
        form.addRow("", self.public)
        form.addRow("", self.spectator_chat)
        page.addWidget(table)
        page.addStretch(1)
        self.form_area = scrolling(form_page)
        outer.addWidget(self.form_area, 1)

        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020")
        outer.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Create"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)

        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._show_seats)
        self._game_changed()
        fit_window(self, "create-table", whole_form_size(self, self.form_area))

    def _seconds(self, value: int, zero: str = "") -> QSpinBox:
        box = QSpinBox()
        box.setRange(0, WEEK)
        box.setSingleStep(30)
        box.setSuffix(self.tr(" s"))
        if zero:
            box.setSpecialValueText(zero)
        box.setValue(value)
        return box

    # ---- the game and its rules ---------------------------------------------------------------

    def choose_game(self, game_id: str) -> None:
        self.game.setCurrentIndex(self.game.findData(game_id))

    def _game_changed(self) -> None:
        """Offer the game's default rules, for its usual number of players."""
        rules = self.choice.rules
        self.choice.show_game(rules.default_preset, rules.default_players)
        self._show_seats()

    def _show_seats(self) -> None:
        """One chooser per seat, keeping what was chosen for the seats that stay."""
        wishes = [(s.kind.currentData(), s.nickname.text()) for s in self.seats]
        for chooser in self.seats:
            chooser.deleteLater()
        while self.seats_grid.count():
            item = self.seats_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.seats = []
        for seat in range(self.players.value()):
            chooser = SeatChooser()
            if seat < len(wishes):
                chooser.choose(*wishes[seat])
            self.seats_grid.addWidget(QLabel(self.tr("Seat {n}").format(n=seat + 1)), seat, 0)
            self.seats_grid.addWidget(chooser, seat, 1)
            chooser.kind.currentIndexChanged.connect(self._check)
            self.seats.append(chooser)
        self._check()

    def _check(self) -> None:
        """Say at once what is wrong, and allow Create only when nothing is."""
        problem = self.choice.problem()
        if not any(s.kind.currentData() in (OPEN, KEPT) for s in self.seats):
            problem = problem or self.tr("Leave a seat for yourself: open, or kept for you.")
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    # ---- the answer ---------------------------------------------------------------------------

    def set_seat(self, seat: int, kind: str, nickname: str = "") -> None:
        """Choose a seat as the person would: ``kind`` is "open", "kept" or a level."""
        self.seats[seat].choose(kind, nickname)

    def request(self) -> dict[str, Any]:
        """The fields of the ``create`` message."""
        options, preset = self.choice.chosen()
        fields: dict[str, Any] = {"game": self.game.currentData(),
                                  "players": self.players.value(),
                                  "seats": [s.wish() for s in self.seats],
                                  "table_options": self.table_options()}
        if preset is None:
            fields["options"] = options
        else:
            fields["preset"] = preset
        return fields

    def table_options(self) -> dict[str, Any]:
        return {"hold": self.hold.value(), "friends": self.friends.value(),
                "computer": self.computer.value(), "level": self.level.currentData(),
                "move": self.move_time.value(), "hints": self.hints.isChecked(),
                "stake": self.stake.value(), "public": self.public.isChecked(),
                "spectator_chat": self.spectator_chat.isChecked()}

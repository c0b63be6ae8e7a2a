"""The New game dialog: which game, how many players, which rules, and your name."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from ..controller.game_controller import PERSON, GameSetup, SeatSetup
from ..engine.protocol import OptionError
from ..engine.registry import GAMES, PLANNED, get
from ..engine.rng import Rng

OPPONENT_NAMES = (
    "Alice", "Bruno", "Chloé", "Dmitri", "Emma", "Farid", "Greta", "Hiro", "Inès", "Jonas",
)


def opponent_names(count: int) -> list[str]:
    """Names for the computer players, in seat order."""
    return [OPPONENT_NAMES[i % len(OPPONENT_NAMES)] for i in range(count)]


class NewGameDialog(QDialog):
    """Choose a game; the games not built yet are listed but cannot be chosen."""

    def __init__(self, player_name: str, seed_source: Rng, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self._seeds = seed_source
        form = QFormLayout(self)
        self.game = QComboBox()
        for rules in GAMES:
            self.game.addItem(rules.name, rules.id)
        for game_id, name in PLANNED:
            self.game.addItem(self.tr("{name} (coming soon)").format(name=name), game_id)
            item = self.game.model().item(self.game.count() - 1)  # type: ignore[attr-defined]
            item.setEnabled(False)
        self.preset = QComboBox()
        self.players = QSpinBox()
        self.name = QLineEdit(player_name)
        self.name.setMaxLength(40)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b00020")
        self.problem.setWordWrap(True)
        form.addRow(self.tr("Game"), self.game)
        form.addRow(self.tr("Rules"), self.preset)
        form.addRow(self.tr("Players"), self.players)
        form.addRow(self.tr("Your name"), self.name)
        form.addRow(self.problem)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.preset.currentIndexChanged.connect(self._check)
        self.players.valueChanged.connect(self._check)
        self.name.textChanged.connect(self._check)
        self._game_changed()

    def _game_changed(self) -> None:
        rules = get(self.game.currentData())
        self.preset.blockSignals(True)
        self.preset.clear()
        for preset in rules.presets:
            self.preset.addItem(preset.label, preset.name)
            self.preset.setItemData(self.preset.count() - 1, preset.help)
        default = getattr(rules, "default_preset", None)
        index = self.preset.findData(default)
        self.preset.setCurrentIndex(max(index, 0))
        self.preset.blockSignals(False)
        self.players.setRange(rules.min_players, rules.max_players)
        self.players.setValue(getattr(rules, "default_players", rules.min_players))
        self._check()

    def _check(self) -> None:
        """Say at once what is wrong with the choice, and allow OK only when it is right."""
        problem = ""
        try:
            get(self.game.currentData()).validate(None, self.players.value(),
                                                   self.preset.currentData())
        except OptionError as error:
            problem = error.message
        if not self.name.text().strip():
            problem = self.tr("Please enter your name.")
        self.problem.setText(problem)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not problem)

    def setup(self) -> GameSetup:
        """The game chosen, with the person in seat 0 and computer players around."""
        players = self.players.value()
        seats = [SeatSetup(self.name.text().strip(), PERSON)] + [
            SeatSetup(name, "rule") for name in opponent_names(players - 1)
        ]
        return GameSetup(
            game_id=self.game.currentData(),
            players=players,
            seed=self._seeds.next64() >> 1,
            seats=tuple(seats),
            preset=self.preset.currentData(),
        )

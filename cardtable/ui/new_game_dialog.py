"""The New game dialog: which game, how many players, which rules, and your name."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from ..ai.base import LEVELS
from ..engine.registry import GAMES, PLANNED
from ..engine.rng import Rng
from ..session.setup import PERSON, GameSetup, SeatSetup
from ..storage.names import MAX_NAME_LENGTH
from ..storage.settings import Settings
from ..texts import person_name, tr
from .how_to_play import show_how_to_play
from .opponent_names import opponent_names
from .rules_choice import HOUSE, RulesChoice
from .settings_dialog import player_name_problem
from .window_sizes import fit_to_contents


def offered_game(settings: Settings, in_play: GameSetup | None) -> str:
    """The game New game opens on: the one in play, else the one last started (the last
    rules kept are the latest), else the first of the list."""
    if in_play is not None:
        return in_play.game_id
    playable = {rules.id for rules in GAMES}
    return next((game_id for game_id in reversed(settings.last_rules) if game_id in playable),
                GAMES[0].id)


class NewGameDialog(QDialog):
    """Choose a game; the games not built yet are listed but cannot be chosen."""

    def __init__(self, settings: Settings, seed_source: Rng, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self._seeds = seed_source
        self._last_rules = settings.last_rules
        self.choice = RulesChoice(self, self.tr("House rules"), self.tr("House rules…"),
                                  self._check)
        self.game = self.choice.game
        self.preset = self.choice.preset
        self.players = self.choice.players
        self.house_rules = self.choice.house_rules
        form = QFormLayout(self)
        for rules in GAMES:
            self.game.addItem(rules.name, rules.id)
        for game_id, name in PLANNED:
            self.game.addItem(self.tr("{name} (coming soon)").format(name=name), game_id)
            item = self.game.model().item(self.game.count() - 1)  # type: ignore[attr-defined]
            item.setEnabled(False)
        self.name = QLineEdit(person_name(settings.player_name))
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b00020")
        self.problem.setWordWrap(True)
        game_row = QHBoxLayout()
        game_row.addWidget(self.game, 1)
        self.how_to_play = QPushButton(self.tr("How to play…"))
        self.how_to_play.setToolTip(self.tr("The aim, a deal, a turn and the scoring of the game "
                                            "chosen, in a page"))
        self.how_to_play.clicked.connect(
            lambda: show_how_to_play(self.game.currentData(), self))
        game_row.addWidget(self.how_to_play)
        form.addRow(self.tr("Game"), game_row)
        form.addRow(self.tr("Rules"), self.choice.rules_row)
        form.addRow(self.tr("Players"), self.players)
        self.levels_box = QWidget()
        self.levels_layout = QFormLayout(self.levels_box)
        self.levels_layout.setContentsMargins(0, 0, 0, 0)
        self.levels: list[QComboBox] = []
        form.addRow(self.tr("Computer players"), self.levels_box)
        form.addRow(self.tr("Your name"), self.name)
        form.addRow(self.problem)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._check)
        self.players.valueChanged.connect(self._show_levels)
        self.name.textChanged.connect(self._check)
        self._explain()
        self._game_changed()
        self._show_levels()
        fit_to_contents(self, "new-game", settings)

    def _explain(self) -> None:
        """Say what each control is for when it is pointed at."""
        self.game.setToolTip(self.tr("The card game to play"))
        self.preset.setToolTip(self.tr("The rules to play by: a set of rules, or your own house "
                                       "rules"))
        self.house_rules.setToolTip(self.tr("Change the rules one by one"))
        self.players.setToolTip(self.tr("How many sit at the table, you included"))
        self.name.setToolTip(self.tr("Your name at the table"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setToolTip(
            self.tr("Keep the game in progress"))

    def _game_changed(self) -> None:
        """Offer the game's rules as they were last started (the game's default rules the
        first time), its rule sets saying what they are when pointed at."""
        rules = self.choice.rules
        last = self._last_rules.get(rules.id)
        custom = None
        preset = rules.default_preset
        players = rules.default_players
        if last:
            players = last["players"]
            if last["preset"] is None:
                custom = dict(last["values"])
                preset = HOUSE
            elif not last["values"]:
                preset = last["preset"]
        self.choice.show_game(preset, players, custom)
        for index, rule_set in enumerate(rules.presets):
            self.preset.setItemData(index, tr(rule_set.help), Qt.ItemDataRole.ToolTipRole)
        self._check()

    def _check(self) -> None:
        """Say at once what is wrong with the choice, and allow OK only when it is right."""
        problem = player_name_problem(self.name.text()) or self.choice.problem()
        self.problem.setText(problem)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not problem)
        ok.setToolTip(problem or self.tr("Start the game chosen"))

    def _show_levels(self) -> None:
        """One level chooser per computer player, keeping the levels already chosen."""
        count = self.players.value() - 1
        chosen = [box.currentData() for box in self.levels]
        while self.levels_layout.rowCount():
            self.levels_layout.removeRow(0)
        self.levels = []
        for i, name in enumerate(opponent_names(count)):
            box = QComboBox()
            words = {"easy": self.tr("Easy"), "rule": self.tr("Normal"),
                     "expert": self.tr("Expert")}
            for kind, _name in LEVELS:
                box.addItem(words[kind], kind)
            box.setCurrentIndex(box.findData(chosen[i] if i < len(chosen) else "rule"))
            box.setToolTip(self.tr("How well {name} plays").format(name=name))
            self.levels_layout.addRow(name, box)
            self.levels.append(box)
        # the new rows show once the event loop runs: fit the height after that
        QTimer.singleShot(0, self, self._fit_height)

    def _fit_height(self) -> None:
        """Take the height the rows need now: fewer players leave no blank area behind."""
        self.levels_layout.activate()
        layout = self.layout()
        if layout is not None:
            layout.invalidate()
            layout.activate()
        self.resize(self.width(), self.sizeHint().height())

    def choose_game(self, game_id: str) -> None:
        """Select a game, with the rules last used for it, as if the person had picked it."""
        index = self.game.findData(game_id)
        if index < 0:
            raise KeyError(f"no game {game_id!r} in the list")
        self.game.setCurrentIndex(index)

    def setup(self) -> GameSetup:
        """The game chosen, with the person in seat 0 and computer players around, each at the
        level chosen for it."""
        players = self.players.value()
        seats = [SeatSetup(self.name.text().strip(), PERSON)] + [
            SeatSetup(name, box.currentData())
            for name, box in zip(opponent_names(players - 1), self.levels, strict=True)
        ]
        options, preset = self.choice.chosen()
        return GameSetup(
            game_id=self.game.currentData(),
            players=players,
            seed=self._seeds.next64() >> 1,
            seats=tuple(seats),
            options=options or {},
            preset=preset,
        )

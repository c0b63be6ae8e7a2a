"""The Settings dialog: how the table looks, moves and sounds, the language, the confirmations."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSlider,
    QSpinBox,
    QWidget,
)

from ..storage.names import MAX_NAME_LENGTH, NameFault, name_fault
from ..storage.settings import (
    ANIMATION_SPEEDS,
    CARD_BACKS,
    CARD_SIZES,
    COMPUTER_SPEEDS,
    EXPERT_BUDGETS_MS,
    LOSER_COUNTS,
    SOUND_VOLUMES,
    Settings,
)
from ..texts import chosen_name, person_name, tr
from .translation import available_languages
from .window_sizes import fit_to_contents

ERROR_COLOUR = "#b00020"


def player_name_problem(text: str) -> str:
    """What is wrong with a name the person typed for themselves, in their language; "" when it
    can be kept. The Settings and New game dialogs both ask, so both say it the same way."""
    fault = name_fault(text.strip())
    if fault is None:
        return ""
    return {
        NameFault.EMPTY: tr("Please enter your name."),
        NameFault.TOO_LONG: tr("Your name can have at most {n} characters.").format(
            n=MAX_NAME_LENGTH),
        NameFault.CONTROL: tr("Your name cannot contain line breaks or control characters."),
        NameFault.UNSTORABLE: tr("Your name holds characters that cannot be stored."),
    }[fault]


class SettingsDialog(QDialog):
    """Edits a copy of the settings; ``settings()`` gives the result when accepted."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self._original = settings
        form = QFormLayout(self)
        words = {
            "off": self.tr("Off"), "fast": self.tr("Fast"), "normal": self.tr("Normal"),
            "slow": self.tr("Slow"), "instant": self.tr("Instant"), "small": self.tr("Small"),
            "medium": self.tr("Medium"), "large": self.tr("Large"),
            "drinks": self.tr("Drinks"), "penalty points": self.tr("Penalty points"),
        }
        self.animation = self._combo(ANIMATION_SPEEDS, words, settings.animation_speed)
        self.computer = self._combo(COMPUTER_SPEEDS, words, settings.computer_speed)
        self.card_size = self._combo(CARD_SIZES, words, settings.card_size)
        backs = {0: self.tr("Red lattice"), 1: self.tr("Blue rings"), 2: self.tr("Green chevrons")}
        self.card_back = self._combo(tuple(range(CARD_BACKS)), backs, settings.card_back)
        languages = {"system": self.tr("As the system")}
        languages.update(available_languages())
        self.language = self._combo(tuple(languages), languages, settings.language)
        self.name = QLineEdit(person_name(settings.player_name))
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.confirmations = QCheckBox(self.tr("Ask before leaving a game in progress"))
        self.confirmations.setChecked(settings.confirmations)
        self.loser = self._combo(LOSER_COUNTS, words, settings.loser_counts)
        self.budget = QSpinBox()
        self.budget.setRange(*EXPERT_BUDGETS_MS)
        self.budget.setSingleStep(50)
        self.budget.setSuffix(self.tr(" ms"))
        self.budget.setValue(settings.expert_budget_ms)
        self.budget.setToolTip(self.tr("How long an Expert computer player thinks about a move "
                                       "(longer plays better, and slower)."))
        form.addRow(self.tr("Animation speed"), self.animation)
        form.addRow(self.tr("Computer speed"), self.computer)
        form.addRow(self.tr("Card size"), self.card_size)
        form.addRow(self.tr("Card back"), self.card_back)
        form.addRow(self.tr("Language"), self.language)
        form.addRow(self.tr("Your name"), self.name)
        self.problem = QLabel()
        self.problem.setStyleSheet(f"color: {ERROR_COLOUR}")
        self.problem.setWordWrap(True)
        form.addRow(self.problem)
        form.addRow(self.confirmations)
        self.summary_moves_on = QCheckBox(self.tr("Move on from a deal's summary by itself"))
        self.summary_moves_on.setChecked(settings.deal_summary_moves_on)
        self.summary_moves_on.setToolTip(self.tr("Off: the scores at the end of a deal stay "
                                                 "until you click or press Enter."))
        form.addRow(self.summary_moves_on)
        form.addRow(self.tr("Ultimate Loser counts"), self.loser)
        form.addRow(self.tr("Expert thinking time"), self.budget)
        self.analyse = QCheckBox(self.tr("Analyse my decisions when a game ends"))
        self.analyse.setChecked(settings.analyse_finished_games)
        self.analyse.setToolTip(self.tr("The Expert weighs each of your decisions in the "
                                        "background; the game's Replay shows what each cost."))
        form.addRow(self.analyse)
        self.tips = QCheckBox(self.tr("Show tips in a first game"))
        self.tips.setChecked(settings.tips)
        self.tips.setToolTip(self.tr("The first time each kind of decision comes up, a line on "
                                     "the table says what to do."))
        form.addRow(self.tips)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(*SOUND_VOLUMES)
        self.volume.setPageStep(10)
        self.volume.setValue(settings.sound_volume)
        self.volume.setAccessibleName(self.tr("Sound volume"))
        self.muted = QCheckBox(self.tr("Mute sounds"))
        self.muted.setChecked(settings.sound_muted)
        self.muted.toggled.connect(lambda muted: self.volume.setEnabled(not muted))
        self.volume.setEnabled(not settings.sound_muted)
        form.addRow(self.tr("Sound volume"), self.volume)
        form.addRow(self.muted)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.name.textChanged.connect(self._check_name)
        form.addRow(self.buttons)
        self._check_name()
        fit_to_contents(self, "settings", settings)

    def _check_name(self) -> None:
        """Say at once what is wrong with the name, and allow OK only when it can be kept."""
        problem = player_name_problem(self.name.text())
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not problem)
        ok.setToolTip(problem)

    @staticmethod
    def _combo(values: tuple[object, ...], words: dict[Any, str], current: object) -> QComboBox:
        box = QComboBox()
        for value in values:
            box.addItem(str(words.get(value, value)), value)
        box.setCurrentIndex(max(0, box.findData(current)))
        return box

    def settings(self) -> Settings:
        """The settings as edited."""
        return replace(
            self._original,
            animation_speed=self.animation.currentData(),
            computer_speed=self.computer.currentData(),
            card_size=self.card_size.currentData(),
            card_back=self.card_back.currentData(),
            language=self.language.currentData(),
            player_name=chosen_name(self.name.text().strip()) or self._original.player_name,
            confirmations=self.confirmations.isChecked(),
            deal_summary_moves_on=self.summary_moves_on.isChecked(),
            loser_counts=self.loser.currentData(),
            expert_budget_ms=self.budget.value(),
            sound_volume=self.volume.value(),
            sound_muted=self.muted.isChecked(),
            analyse_finished_games=self.analyse.isChecked(),
            tips=self.tips.isChecked(),
        )

"""The game, its rules and how many play, as the New game dialog and the lobby's Create table
form both choose them.

The rules are a named rule set of the game, or house rules set one by one in the House rules
dialog; choosing the rules box's house-rules entry opens that dialog at once, and a dialog
left without an answer puts the first rule set back. Each form lists its games, lays the boxes
out and words them; this keeps the rule sets, the house rules and the number of players in
step with the game chosen, and says what is wrong with the choice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QPushButton, QSpinBox, QWidget

from ..engine.protocol import OptionError, Rules
from ..engine.registry import get
from ..storage.rule_sets import RuleSetStore
from ..texts import tr
from .house_rules_dialog import HouseRulesDialog

HOUSE = "__house__"  # the rules box's entry for rules set in the House rules dialog


class RulesChoice:
    """The boxes of a form that choose a game, its rules and its players (see the module
    docstring). ``house_entry`` and ``house_button`` are the form's words for the rules box's
    house-rules entry and for the button that opens the House rules dialog; ``changed`` is the
    form's own check, run whenever the rules change."""

    def __init__(self, form: QWidget, house_entry: str, house_button: str,
                 changed: Callable[[], None]) -> None:
        self._form = form
        self._house_entry = house_entry
        self._changed = changed
        self.custom: dict[str, Any] | None = None  # house rules chosen in this form
        self.game = QComboBox()
        self.preset = QComboBox()
        self.players = QSpinBox()
        self.house_rules = QPushButton(house_button)
        self.house_rules.clicked.connect(self.edit_house_rules)
        self.rules_row = QHBoxLayout()
        self.rules_row.addWidget(self.preset, 1)
        self.rules_row.addWidget(self.house_rules)
        self.preset.currentIndexChanged.connect(self._preset_changed)

    @property
    def rules(self) -> Rules:
        """The rules of the game chosen."""
        return get(self.game.currentData())

    def show_game(self, preset: str, players: int,
                  custom: dict[str, Any] | None = None) -> None:
        """List the rule sets of the game chosen and choose ``preset`` among them (``HOUSE``
        for the ``custom`` house rules) and ``players``."""
        rules = self.rules
        blocked = self.preset.blockSignals(True)
        self.preset.clear()
        for rule_set in rules.presets:
            self.preset.addItem(tr(rule_set.label), rule_set.name)
        self.preset.addItem(self._house_entry, HOUSE)
        self.custom = custom
        self.preset.setCurrentIndex(max(self.preset.findData(preset), 0))
        self.preset.blockSignals(blocked)
        self.players.setRange(rules.min_players, rules.max_players)
        self.players.setValue(players)

    def chosen(self) -> tuple[dict[str, Any] | None, str | None]:
        """The rules chosen: the house rules' values and no rule set, or no values and the
        rule set's name."""
        if self.preset.currentData() == HOUSE:
            return dict(self.custom or {}), None
        return None, self.preset.currentData()

    def problem(self) -> str:
        """What is wrong with these rules for this many players, or nothing."""
        options, preset = self.chosen()
        try:
            self.rules.validate(options, self.players.value(), preset)
        except OptionError as error:
            return error.message
        return ""

    def _preset_changed(self) -> None:
        if self.preset.currentData() == HOUSE and self.custom is None:
            self.edit_house_rules()
        self._changed()

    def edit_house_rules(self) -> None:
        """Open the House rules dialog for the game chosen, starting from the rules chosen."""
        _, preset = self.chosen()
        dialog = HouseRulesDialog(self.rules, self.players.value(), self.custom, preset,
                                  RuleSetStore(), parent=self._form)
        if dialog.exec() == HouseRulesDialog.DialogCode.Accepted:
            self.players.setValue(dialog.players)
            chosen = dialog.preset()
            if chosen is not None and self.preset.findData(chosen) >= 0:
                self.custom = None
                self.preset.setCurrentIndex(self.preset.findData(chosen))
            else:
                self.custom = dialog.values()
                self.preset.setCurrentIndex(self.preset.findData(HOUSE))
        elif self.custom is None and self.preset.currentData() == HOUSE:
            self.preset.setCurrentIndex(0)
        self._changed()

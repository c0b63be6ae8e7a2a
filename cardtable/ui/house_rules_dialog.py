"""The House rules dialog, built from a game's option schema: one editor per option.

Nothing here knows a particular game. The editors, their labels, ranges and help lines all come
from the game's ``options``; the drop-down lists its ``presets`` and the person's own saved rule
sets; and every change is checked at once with the game's ``validate``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.protocol import OptionError, OptionValue, Rules, resolve_options
from ..storage.names import MAX_NAME_LENGTH, NameFault, name_fault
from ..storage.rule_sets import RuleSet, RuleSetError, RuleSetStore
from ..texts import tr, translated
from .form_parts import (
    CautionBar,
    Offer,
    OptionForm,
    WheelGuard,
    editor_value,
    make_quiet,
    show_as_text,
    show_value,
)
from .house_rules_files import export_rule_set, import_rule_set
from .window_sizes import fit_window, whole_form_size

PRESET = "preset"
SAVED = "saved"
ERROR_COLOUR = "#b00020"
WIDTH = 760  # room for long choices, such as the moon's


class HouseRulesDialog(QDialog):
    """Edit a game's house rules, start from a preset or a saved set, and keep named sets.

    ``values()`` gives the full option dict, ``preset()`` the preset's name while the values are
    exactly that preset's (None once anything is changed), and ``players`` the number of players
    the rules were checked for.
    """

    def __init__(
        self,
        rules: Rules,
        players: int,
        values: Mapping[str, Any] | None = None,
        preset: str | None = None,
        store: RuleSetStore | None = None,
        read_only: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._rules = rules
        self._store = store
        self._read_only = read_only
        self._valid = True
        self._fault: str | None = None
        self.setWindowTitle(self.tr("House rules: {game}").format(game=self.tr(rules.name)))

        outer = QVBoxLayout(self)
        head = QGridLayout()
        head.setColumnStretch(1, 1)
        head.setHorizontalSpacing(10)
        self.rule_choice = QComboBox()
        self.rule_choice.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.rule_choice.setMinimumContentsLength(16)
        self.modified_marker = QLabel()
        self.modified_marker.setToolTip(
            self.tr("The rules below differ from the rule set chosen on the left.")
        )
        make_quiet(self.modified_marker, italic=True)
        choice_row = QHBoxLayout()
        choice_row.addWidget(self.rule_choice, 1)
        choice_row.addWidget(self.modified_marker)
        start_label = QLabel(self.tr("Start from"))
        start_label.setBuddy(self.rule_choice)
        head.addWidget(start_label, 0, 0)
        head.addLayout(choice_row, 0, 1)
        self.rule_help = QLabel()
        self.rule_help.setWordWrap(True)
        self.rule_help.setContentsMargins(0, 0, 0, 4)
        make_quiet(self.rule_help)
        head.addWidget(self.rule_help, 1, 1)

        self.save_button = QPushButton(self.tr("Save as…"))
        self.save_button.setToolTip(self.tr("Keep these rules under a name of your own."))
        self.rename_button = QPushButton(self.tr("Rename…"))
        self.rename_button.setToolTip(self.tr("Give the chosen saved rules another name."))
        self.delete_button = QPushButton(self.tr("Delete"))
        self.delete_button.setToolTip(self.tr("Forget the chosen saved rules."))
        self.export_button = QPushButton(self.tr("Export…"))
        self.export_button.setToolTip(self.tr("Write these rules to a file to share them."))
        self.import_button = QPushButton(self.tr("Import…"))
        self.import_button.setToolTip(self.tr("Read house rules from a file."))
        set_row = QHBoxLayout()
        for button in (self.save_button, self.rename_button, self.delete_button):
            set_row.addWidget(button)
        set_row.addStretch(1)
        for button in (self.export_button, self.import_button):
            set_row.addWidget(button)
        self.set_buttons = QWidget()
        self.set_buttons.setLayout(set_row)
        set_row.setContentsMargins(0, 0, 0, 0)
        head.addWidget(self.set_buttons, 2, 1)

        self.players_box = QSpinBox()
        self.players_box.setRange(rules.min_players, rules.max_players)
        self.players_box.setValue(min(max(players, rules.min_players), rules.max_players))
        self.players_box.setToolTip(self.tr("The rules are checked for this many players."))
        players_row = QHBoxLayout()
        players_row.addWidget(self.players_box)
        players_row.addStretch(1)
        self.players_box.setMinimumWidth(110)
        players_label = QLabel(self.tr("Players"))
        players_label.setBuddy(self.players_box)
        head.addWidget(players_label, 3, 0)
        head.addLayout(players_row, 3, 1)
        outer.addLayout(head)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet(f"color: {ERROR_COLOUR}")
        if store is not None and store.problem and not read_only:
            self.notice.setText(store.problem)
        else:
            self.notice.hide()
        outer.addWidget(self.notice)

        form = OptionForm(rules.options, self._changed,
                          self.tr("This game has no house rules to change."))
        self.editors, self._labels, self.scroll_area = form.editors, form.labels, form.scroll_area
        outer.addWidget(self.scroll_area, 1)

        self.cautions = CautionBar()
        outer.addWidget(self.cautions)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(f"color: {ERROR_COLOUR}")
        outer.addWidget(self.problem)

        if read_only:
            self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        else:
            self.buttons = QDialogButtonBox(
                QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)

        self._wheel_guard = WheelGuard(self)
        for widget in (self.rule_choice, self.players_box, *self.editors.values()):
            self._wheel_guard.watch(widget)

        if read_only:
            self.set_buttons.hide()
        elif store is None:
            for button in (self.save_button, self.rename_button, self.delete_button):
                button.hide()

        start = resolve_options(rules.options, rules.presets, values, preset)
        self._fill_choices()
        self._select(self._initial_entry(start, preset))
        self._set_values(start)
        self.rule_choice.currentIndexChanged.connect(self._entry_chosen)
        self.rule_choice.activated.connect(self._entry_activated)
        self.players_box.valueChanged.connect(self._changed)
        self.save_button.clicked.connect(self._save_as)
        self.rename_button.clicked.connect(self._rename)
        self.delete_button.clicked.connect(self._delete)
        self.export_button.clicked.connect(self._export)
        self.import_button.clicked.connect(self._import)
        self._changed()
        self.readouts: dict[str, QWidget] = {}
        if read_only:
            self._show_read_only(form)
            outer.insertWidget(outer.indexOf(self.notice), self.fixed_note)
        # as tall as the game's options need, up to a small screen's height (then it scrolls)
        fit_window(self, f"house-rules-{rules.id}", whole_form_size(self, self.scroll_area, WIDTH))

    def _show_read_only(self, form: OptionForm) -> None:
        """The rules of a game in progress: every value as text to read, not greyed out, and a
        line that says why nothing can be changed."""
        self.readouts = form.show_as_text()
        self.readouts["start from"] = show_as_text(self.rule_choice)
        self.readouts["players"] = show_as_text(self.players_box)
        self.modified_marker.hide()
        self.fixed_note = QLabel(self.tr("These rules are fixed for the game in progress. To "
                                         "play with other rules, choose them for your next game "
                                         "with Game ▸ New game."))
        self.fixed_note.setWordWrap(True)
        self.fixed_note.setContentsMargins(0, 4, 0, 4)

    def values(self) -> dict[str, OptionValue]:
        """The option values as the editors show them, in schema order."""
        return {option.name: editor_value(self.editors[option.name])
                for option in self._rules.options}

    def _set_values(self, values: Mapping[str, OptionValue]) -> None:
        for name, value in values.items():
            editor = self.editors.get(name)
            if editor is not None:
                show_value(editor, value)
        self._changed()

    @property
    def players(self) -> int:
        """The number of players the rules are checked for."""
        return self.players_box.value()

    def preset(self) -> str | None:
        """The chosen preset's name while the values are exactly its own, else None."""
        kind, name = self._entry()
        if kind == PRESET and not self.is_modified():
            return name
        return None

    def rule_set_name(self) -> str | None:
        """The chosen saved set's name while the values are exactly its own, else None."""
        kind, name = self._entry()
        if kind == SAVED and not self.is_modified():
            return name
        return None

    def is_modified(self) -> bool:
        """Whether the values differ from the preset or saved set chosen in the drop-down."""
        reference = self._entry_values(*self._entry())
        return reference is None or reference != self.values()

    def is_valid(self) -> bool:
        """Whether the game accepts the values for this many players."""
        return self._valid

    # The drop-down --------------------------------------------------------------------------

    def _fill_choices(self) -> None:
        blocked = self.rule_choice.blockSignals(True)
        self.rule_choice.clear()
        for preset in self._rules.presets:
            self.rule_choice.addItem(tr(preset.label), (PRESET, preset.name))
            self.rule_choice.setItemData(self.rule_choice.count() - 1, tr(preset.help),
                                         Qt.ItemDataRole.ToolTipRole)
        names = self._store.names(self._rules.id) if self._store is not None else []
        if names:
            self.rule_choice.insertSeparator(self.rule_choice.count())
        for name in names:
            self.rule_choice.addItem(name, (SAVED, name))
            self.rule_choice.setItemData(self.rule_choice.count() - 1,
                                         self.tr("Your saved house rules"),
                                         Qt.ItemDataRole.ToolTipRole)
        self.rule_choice.blockSignals(blocked)

    def _entry(self) -> tuple[str, str]:
        data = self.rule_choice.currentData()
        if isinstance(data, (tuple, list)) and len(data) == 2:
            return str(data[0]), str(data[1])
        return "", ""

    def _find_entry(self, kind: str, name: str) -> int:
        for index in range(self.rule_choice.count()):
            data = self.rule_choice.itemData(index)
            if isinstance(data, (tuple, list)) and tuple(data) == (kind, name):
                return index
        return -1

    def _select(self, entry: tuple[str, str]) -> None:
        blocked = self.rule_choice.blockSignals(True)
        self.rule_choice.setCurrentIndex(max(self._find_entry(*entry), 0))
        self.rule_choice.blockSignals(blocked)

    def _entry_values(self, kind: str, name: str) -> dict[str, OptionValue] | None:
        if kind == PRESET:
            return resolve_options(self._rules.options, self._rules.presets, None, name)
        if kind == SAVED and self._store is not None:
            try:
                return dict(self._store.get(self._rules.id, name).values)
            except RuleSetError:
                return None
        return None

    def _initial_entry(self, values: dict[str, OptionValue], preset: str | None) -> tuple[str, str]:
        """The given preset; else the first preset or saved set these values match exactly;
        else the game's default preset (shown as modified)."""
        if preset is not None:
            return PRESET, preset
        for p in self._rules.presets:
            if self._entry_values(PRESET, p.name) == values:
                return PRESET, p.name
        if self._store is not None:
            for name in self._store.names(self._rules.id):
                if self._entry_values(SAVED, name) == values:
                    return SAVED, name
        return PRESET, self._rules.default_preset

    def _entry_chosen(self) -> None:
        """Fill the editors from the chosen preset or saved set."""
        kind, name = self._entry()
        if kind == SAVED and self._store is not None:
            try:
                rule_set = self._store.get(self._rules.id, name)
            except RuleSetError:
                return
            blocked = self.players_box.blockSignals(True)
            self.players_box.setValue(rule_set.players)
            self.players_box.blockSignals(blocked)
            self._set_values(rule_set.values)
            return
        values = self._entry_values(kind, name)
        if values is not None:
            self._set_values(values)

    def _entry_activated(self, index: int) -> None:
        """Choosing the entry already shown again brings back its values."""
        if index == self.rule_choice.currentIndex() and self.is_modified():
            self._entry_chosen()

    # Checking -------------------------------------------------------------------------------

    def _changed(self) -> None:
        """Mark a change from the chosen rules, check the values, and allow OK only if right."""
        modified = self.is_modified()
        self.modified_marker.setText(self.tr("(modified)") if modified else "")
        kind, name = self._entry()
        if kind == PRESET:
            found = [p for p in self._rules.presets if p.name == name]
            self.rule_help.setText(tr(found[0].help) if found else "")
        elif kind == SAVED and self._store is not None:
            try:
                saved_players = self._store.get(self._rules.id, name).players
            except RuleSetError:
                saved_players = self.players
            self.rule_help.setText(
                self.tr("Your own rules, saved for {n} players.").format(n=saved_players)
            )
        problem = ""
        self._fault = None
        offers: list[Offer] = []
        try:
            checked = self._rules.validate(self.values(), self.players)
        except OptionError as error:
            problem = self._describe(error)
        else:
            offers = self._offers(checked)
        self._valid = not problem
        self.problem.setText(problem)
        self.cautions.offer(offers)
        for name_, label in self._labels.items():
            wrong = bool(problem) and name_ == self._fault
            label.setStyleSheet(f"color: {ERROR_COLOUR}" if wrong else "")
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(self._valid)
        self.save_button.setEnabled(self._valid)
        self.export_button.setEnabled(self._valid)
        saved = kind == SAVED
        self.rename_button.setEnabled(saved)
        self.delete_button.setEnabled(saved)

    def _describe(self, error: OptionError) -> str:
        """The game's message, headed by the label of the option at fault."""
        self._fault = error.option
        if error.option == "players":
            where = self.tr("Players")
        else:
            found = [o for o in self._rules.options if o.name == error.option]
            where = tr(found[0].label) if found else error.option
        return self.tr("{option}: {message}").format(option=where,
                                                     message=translated(error.message))

    def _offers(self, checked: Mapping[str, OptionValue]) -> list[Offer]:
        """The game's cautions about valid rules, each with a button that sets the option it
        names (a game without cautions, or a read-only view, offers none)."""
        if self._read_only:
            return []
        offers: list[Offer] = []
        for caution in self._rules.cautions(checked, self.players):
            option = next(o for o in self._rules.options if o.name == caution.option)
            action = self.tr("Set “{option}” to {value}").format(option=tr(option.label),
                                                                  value=caution.value)
            offers.append((translated(caution.text), action,
                           partial(self._take, option.name, caution.value)))
        return offers

    def _take(self, name: str, value: OptionValue) -> None:
        """Set an option as a caution offers, and show its editor."""
        self._set_values({name: value})
        editor = self.editors[name]
        self.scroll_area.ensureWidgetVisible(editor)
        editor.setFocus()

    def accept(self) -> None:
        """Close with OK, but only with rules the game accepts."""
        if self._read_only or self._valid:
            super().accept()

    # Named sets -----------------------------------------------------------------------------

    def _ask_name(self, title: str, prompt: str, suggestion: str,
                  keep: str | None = None) -> str | None:
        """Ask for a name and check it; None when the person gives up or the name is refused.
        ``keep`` is a saved name the new name may equal (its own name, when renaming)."""
        text, ok = QInputDialog.getText(self, title, prompt, QLineEdit.EchoMode.Normal,
                                        suggestion)
        if not ok:
            return None
        name = text.strip()
        problem = self._name_fault(name) or self._name_clash(name, keep)
        if problem:
            QMessageBox.warning(self, title, problem)
            return None
        return name

    def _name_fault(self, name: str) -> str:
        """What keeps ``name`` from naming any rule set (the store's own rule), or ""."""
        fault = name_fault(name)
        if fault is None:
            return ""
        return {
            NameFault.EMPTY: self.tr("Please enter a name."),
            NameFault.TOO_LONG: self.tr("A name can have at most {n} characters.").format(
                n=MAX_NAME_LENGTH),
            NameFault.CONTROL: self.tr(
                "A name cannot contain line breaks or control characters."),
            NameFault.UNSTORABLE: self.tr("A name cannot hold characters that cannot be stored."),
        }[fault]

    def _name_clash(self, name: str, keep: str | None) -> str:
        """What keeps ``name`` from naming a set of this game: a preset's name, or (when
        renaming ``keep``) another saved set's; else ""."""
        if any(name.casefold() in (p.name.casefold(), tr(p.label).casefold())
               for p in self._rules.presets):
            return self.tr("“{name}” is the name of a rule set that comes with the game; "
                           "please choose another.").format(name=name)
        if (self._store is not None and keep is not None
                and name.casefold() != keep.casefold()
                and any(n.casefold() == name.casefold()
                        for n in self._store.names(self._rules.id))):
            return self.tr("There are already saved rules named “{name}”.").format(name=name)
        return ""

    def _save_as(self) -> None:
        if self._store is None or not self._valid:
            return
        title = self.tr("Save house rules")
        kind, current = self._entry()
        name = self._ask_name(title, self.tr("Name for these house rules:"),
                              current if kind == SAVED else "")
        if name is None:
            return
        taken = [n for n in self._store.names(self._rules.id) if n.casefold() == name.casefold()]
        if taken and (kind, current) != (SAVED, taken[0]):
            answer = QMessageBox.question(
                self, title,
                self.tr("There are already saved rules named “{name}”. Replace them?").format(
                    name=taken[0]),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        rule_set = RuleSet(self._rules.id, name, self.players, self.values())
        self._change_saved(title, self.tr("The rules were not saved: {reason}"),
                           lambda store: (SAVED, store.save(rule_set).name))

    def _rename(self) -> None:
        kind, current = self._entry()
        if self._store is None or kind != SAVED:
            return
        title = self.tr("Rename house rules")
        name = self._ask_name(title, self.tr("New name for “{name}”:").format(name=current),
                              current, keep=current)
        if name is None or name == current:
            return
        self._change_saved(title, self.tr("The rules were not renamed: {reason}"),
                           lambda store: (SAVED, store.rename(self._rules.id, current, name).name))

    def _delete(self) -> None:
        kind, current = self._entry()
        if self._store is None or kind != SAVED:
            return
        title = self.tr("Delete house rules")
        answer = QMessageBox.question(
            self, title, self.tr("Delete your saved rules “{name}”?").format(name=current)
        )
        if answer != QMessageBox.StandardButton.Yes:
            return

        def delete(store: RuleSetStore) -> tuple[str, str]:
            store.delete(self._rules.id, current)
            return self._initial_entry(self.values(), None)

        self._change_saved(title, self.tr("The rules were not deleted: {reason}"), delete)

    def _change_saved(self, title: str, failed: str,
                      change: Callable[[RuleSetStore], tuple[str, str]]) -> None:
        """Change the saved rules (``change`` does it, and gives the entry to choose after) and
        list them again; when the store refuses, say why in ``failed`` (its ``{reason}``) and
        change nothing."""
        if self._store is None:
            return
        try:
            entry = change(self._store)
        except (RuleSetError, OSError) as error:
            QMessageBox.warning(self, title, failed.format(reason=error))
            return
        self._fill_choices()
        self._select(entry)
        self._changed()

    def _export(self) -> None:
        if not self._valid:
            return
        kind, current = self._entry()
        if kind == SAVED:
            name: str | None = current
        else:
            name = self._ask_name(self.tr("Export house rules"),
                                  self.tr("Name for the exported house rules:"), "")
        if name is not None:
            export_rule_set(self, RuleSet(self._rules.id, name, self.players, self.values()))

    def _import(self) -> None:
        rule_set = import_rule_set(self, self._store, self._rules.id)
        if rule_set is None:
            return
        blocked = self.players_box.blockSignals(True)
        self.players_box.setValue(rule_set.players)
        self.players_box.blockSignals(blocked)
        if self._store is not None:
            self._fill_choices()
            self._select((SAVED, rule_set.name))
        self._set_values(rule_set.values)

"""The house-rules dialog, made from the game's option list."""

from __future__ import annotations

import json

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QInputDialog,
    QMessageBox,
    QSpinBox,
)

from cardtable.engine.games.black_lady import RULES
from cardtable.storage.rule_sets import RuleSetStore
from cardtable.ui import house_rules_dialog as module
from cardtable.ui.house_rules_dialog import HouseRulesDialog


def ok_button(d: HouseRulesDialog):
    return d.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_one_editor_per_option_of_the_right_kind_with_its_default(qtbot):
    d = HouseRulesDialog(RULES, 4)
    qtbot.addWidget(d)
    kinds = {"bool": QCheckBox, "int": QSpinBox, "choice": QComboBox}
    assert [o.name for o in RULES.options] == list(d.editors)
    for option in RULES.options:
        assert isinstance(d.editors[option.name], kinds[option.kind])
        assert d.editors[option.name].toolTip()
    assert d.values() == {o.name: o.default for o in RULES.options}
    assert d.preset() == "morehead"


def test_choosing_a_preset_sets_the_editors_and_editing_marks_modified(qtbot):
    d = HouseRulesDialog(RULES, 4)
    qtbot.addWidget(d)
    index = next(i for i in range(d.rule_choice.count())
                 if "Pink Lady" in d.rule_choice.itemText(i))
    d.rule_choice.setCurrentIndex(index)
    assert d.values()["pink_lady"] is True and d.preset() == "pink-lady"
    assert not d.modified_marker.text()
    d.editors["target"].setValue(60)
    assert d.preset() is None and d.modified_marker.text()


def test_an_inconsistent_combination_is_explained_and_ok_disabled(qtbot):
    d = HouseRulesDialog(RULES, 4)
    qtbot.addWidget(d)
    scoring = d.editors["scoring"]
    scoring.setCurrentIndex(scoring.findData("howell"))
    assert not ok_button(d).isEnabled() and "moon" in d.problem.text().lower()
    moon = d.editors["moon"]
    moon.setCurrentIndex(moon.findData("none"))
    assert ok_button(d).isEnabled() and not d.problem.text()


def test_save_as_then_choose_the_saved_rules_again(qtbot, tmp_path, monkeypatch):
    store = RuleSetStore(tmp_path / "sets.json")
    d = HouseRulesDialog(RULES, 4, store=store)
    qtbot.addWidget(d)
    d.editors["hearts_broken"].setChecked(True)
    monkeypatch.setattr(QInputDialog, "getText",
                        staticmethod(lambda *a, **k: ("Our rules", True)))
    d.save_button.click()
    assert store.names("black-lady") == ["Our rules"]
    d2 = HouseRulesDialog(RULES, 4, store=store)
    qtbot.addWidget(d2)
    index = next(i for i in range(d2.rule_choice.count())
                 if d2.rule_choice.itemText(i) == "Our rules")
    d2.rule_choice.setCurrentIndex(index)
    assert d2.values()["hearts_broken"] is True
    assert d2.rule_set_name() == "Our rules"


def test_importing_a_bad_file_says_why_and_changes_nothing(qtbot, tmp_path, monkeypatch):
    store = RuleSetStore(tmp_path / "sets.json")
    d = HouseRulesDialog(RULES, 4, store=store)
    qtbot.addWidget(d)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "cardtable-house-rules", "version": 1,
                               "game": "black-lady", "name": "X", "players": 4,
                               "values": {"moon": "sometimes"}}))
    monkeypatch.setattr(module.QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (str(bad), "")))
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda _parent, _title, text, *a: said.append(text)))
    before = d.values()
    d.import_button.click()
    assert len(said) == 1 and "moon" in said[0]
    assert d.values() == before and store.names("black-lady") == []


def test_read_only_shows_the_rules_of_a_game_in_progress(qtbot):
    d = HouseRulesDialog(RULES, 4, {"moon": "new"}, None, read_only=True)
    qtbot.addWidget(d)
    assert d.values()["moon"] == "new"
    assert all(not editor.isEnabled() for editor in d.editors.values())
    assert not d.rule_choice.isEnabled()
    assert d.buttons.button(QDialogButtonBox.StandardButton.Close) is not None

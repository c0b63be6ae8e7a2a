"""The house-rules dialog, made from the game's option list, with the person's own saved rules.

No dialog that waits for the person is ever shown: the name, file and question dialogs are
replaced by stand-ins that answer at once.
"""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QInputDialog,
    QLabel,
    QMessageBox,
    QSpinBox,
)

from cardtable.engine.protocol import Preset, resolve_options
from cardtable.engine.registry import GAMES
from cardtable.games.black_lady.rules import RULES
from cardtable.storage.rule_sets import RuleSet, RuleSetStore, read_export
from cardtable.ui import file_folders as module
from cardtable.ui.house_rules_dialog import HouseRulesDialog

from ..deadlines import WAIT_MS

GAME = RULES.id


def ok_button(d: HouseRulesDialog):
    return d.buttons.button(QDialogButtonBox.StandardButton.Ok)


def entry_index(d: HouseRulesDialog, text: str) -> int:
    found = [i for i in range(d.rule_choice.count()) if d.rule_choice.itemText(i) == text]
    assert len(found) == 1, f"{text!r} is not in the drop-down once"
    return found[0]


def preset_values(name: str) -> dict:
    return resolve_options(RULES.options, RULES.presets, None, name)


def choose(combo: QComboBox, value) -> None:
    index = combo.findData(value)
    assert index >= 0
    combo.setCurrentIndex(index)


@pytest.fixture
def store(tmp_path):
    return RuleSetStore(tmp_path / "sets.json")


@pytest.fixture
def answers(monkeypatch):
    """Stand-ins for the modal dialogs: queue the answers, read back what was said."""

    a = SimpleNamespace(names=[], questions=[], warned=[], asked=[])

    def get_text(_parent, _title, _label, *rest, **kw):
        return a.names.pop(0)

    def question(_parent, _title, text, *rest, **kw):
        a.asked.append(text)
        return a.questions.pop(0)

    monkeypatch.setattr(QInputDialog, "getText", staticmethod(get_text))
    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda _p, _t, text, *r, **k: a.warned.append(text)))
    return a


def test_one_editor_per_option_of_the_right_kind_with_its_default(qtbot):
    d = HouseRulesDialog(RULES, 4)
    qtbot.addWidget(d)
    kinds = {"bool": QCheckBox, "int": QSpinBox, "choice": QComboBox}
    assert [o.name for o in RULES.options] == list(d.editors)
    for option in RULES.options:
        editor = d.editors[option.name]
        assert isinstance(editor, kinds[option.kind])
        assert editor.toolTip() == option.help
        if option.kind == "int":
            assert (editor.minimum(), editor.maximum()) == (option.minimum, option.maximum)
            assert editor.value() == option.default
        elif option.kind == "choice":
            assert [editor.itemData(i) for i in range(editor.count())] == [
                c.value for c in option.choices]
            assert [editor.itemText(i) for i in range(editor.count())] == [
                c.label for c in option.choices]
            assert editor.currentData() == option.default
        else:
            assert editor.text() == option.label
            assert editor.isChecked() is option.default
    assert d.values() == {o.name: o.default for o in RULES.options}
    assert d.preset() == "morehead"
    assert d.players == 4
    assert d.modified_marker.text() == ""


def test_every_game_gets_a_dialog_that_accepts_its_defaults(qtbot):
    for rules in GAMES:
        d = HouseRulesDialog(rules, getattr(rules, "default_players", rules.min_players))
        qtbot.addWidget(d)
        assert list(d.editors) == [o.name for o in rules.options]
        assert d.values() == {o.name: o.default for o in rules.options}
        assert ok_button(d).isEnabled() and d.problem.text() == ""


def test_the_drop_down_lists_the_presets_by_label(qtbot):
    d = HouseRulesDialog(RULES, 4)
    qtbot.addWidget(d)
    texts = [d.rule_choice.itemText(i) for i in range(d.rule_choice.count())]
    assert texts == [p.label for p in RULES.presets]


def test_choosing_a_preset_sets_every_editor(qtbot):
    d = HouseRulesDialog(RULES, 4)
    qtbot.addWidget(d)
    for preset in RULES.presets:
        d.rule_choice.setCurrentIndex(entry_index(d, preset.label))
        assert d.values() == preset_values(preset.name)
        assert d.preset() == preset.name
        assert d.modified_marker.text() == ""
    d.rule_choice.setCurrentIndex(entry_index(d, "Foster 1909"))
    assert d.editors["removal"].currentData() == "foster"
    assert d.editors["scoring"].currentData() == "sweepstake"
    assert d.editors["moon"].currentData() == "none"


def test_editing_marks_modified_and_choosing_the_preset_again_restores_it(qtbot):
    d = HouseRulesDialog(RULES, 4)
    qtbot.addWidget(d)
    index = entry_index(d, "Pink Lady")
    d.rule_choice.setCurrentIndex(index)
    assert d.values()["pink_lady"] is True and d.preset() == "pink-lady"
    d.editors["target"].setValue(60)
    assert d.preset() is None and d.is_modified()
    assert d.modified_marker.text() == "(modified)"
    d.editors["target"].setValue(100)  # back to the preset's own value
    assert d.preset() == "pink-lady" and d.modified_marker.text() == ""
    d.editors["hearts_broken"].setChecked(True)
    assert d.preset() is None
    d.rule_choice.activated.emit(index)  # the person picks the same entry again
    assert d.values() == preset_values("pink-lady") and d.preset() == "pink-lady"


def test_values_given_without_a_preset_find_the_preset_they_match(qtbot):
    d = HouseRulesDialog(RULES, 4, dict(preset_values("culbertson")))
    qtbot.addWidget(d)
    assert d.preset() == "culbertson"
    assert d.rule_choice.currentText() == "Culbertson 1950"
    odd = HouseRulesDialog(RULES, 4, {"target": 77})
    qtbot.addWidget(odd)
    assert odd.values()["target"] == 77
    assert odd.preset() is None and odd.modified_marker.text() == "(modified)"


def test_an_inconsistent_combination_is_explained_and_ok_disabled(qtbot):
    d = HouseRulesDialog(RULES, 4)
    qtbot.addWidget(d)
    choose(d.editors["scoring"], "howell")
    # Counter scoring pays only for penalty cards, so Morehead's old moon cannot stay.
    assert not ok_button(d).isEnabled() and not d.is_valid()
    assert d.problem.text().startswith("Shooting the moon:")
    assert "counter scoring" in d.problem.text()
    assert not d.save_button.isEnabled() and not d.export_button.isEnabled()
    d.accept()
    assert d.result() != HouseRulesDialog.DialogCode.Accepted
    choose(d.editors["moon"], "none")
    assert ok_button(d).isEnabled() and d.problem.text() == ""
    assert d.save_button.isEnabled()


def test_cancellation_needs_six_players_and_the_players_box_fixes_it(qtbot):
    d = HouseRulesDialog(RULES, 4)
    qtbot.addWidget(d)
    d.rule_choice.setCurrentIndex(entry_index(d, "Cancellation hearts"))
    assert not ok_button(d).isEnabled()
    assert d.problem.text().startswith("Players:")
    d.players_box.setValue(6)
    assert ok_button(d).isEnabled() and d.problem.text() == ""
    assert d.players == 6 and d.preset() == "cancellation"


def test_save_as_then_choose_the_saved_rules_again(qtbot, store, answers):
    d = HouseRulesDialog(RULES, 5, store=store)
    qtbot.addWidget(d)
    d.editors["hearts_broken"].setChecked(True)
    choose(d.editors["omnibus"], "JD")
    chosen = d.values()
    answers.names.append(("  Our rules ", True))
    d.save_button.click()
    assert store.names(GAME) == ["Our rules"]
    assert dict(store.get(GAME, "Our rules").values) == chosen
    assert store.get(GAME, "Our rules").players == 5
    # The saved rules follow the presets, after a separator, and are now the choice.
    index = entry_index(d, "Our rules")
    assert index == len(RULES.presets) + 1
    assert d.rule_choice.itemText(index - 1) == ""
    assert d.rule_set_name() == "Our rules" and d.modified_marker.text() == ""
    assert d.rename_button.isEnabled() and d.delete_button.isEnabled()
    d.rule_choice.setCurrentIndex(entry_index(d, "Foster 1909"))
    d.players_box.setValue(3)
    assert d.values() == preset_values("foster")
    d.rule_choice.setCurrentIndex(entry_index(d, "Our rules"))
    assert d.values() == chosen and d.players == 5
    assert d.preset() is None  # saved rules are not a preset of the game
    # A new dialog lists them too, and picks them for values that match.
    again = HouseRulesDialog(RULES, 5, chosen, store=store)
    qtbot.addWidget(again)
    assert again.rule_set_name() == "Our rules"


def test_save_as_refuses_a_bad_name_and_asks_before_replacing(qtbot, store, answers):
    d = HouseRulesDialog(RULES, 4, store=store)
    qtbot.addWidget(d)
    answers.names += [("   ", True), ("x" * 41, True), ("pink lady", True), ("Mine", False)]
    for _ in range(4):
        d.save_button.click()
    assert store.names(GAME) == []
    assert answers.warned == [
        "Please enter a name.",
        "A name can have at most 40 characters.",
        "“pink lady” is the name of a rule set that comes with the game; "
        "please choose another.",
    ]
    store.save(RuleSet(GAME, "Mine", 4, {"target": 50}))
    d.editors["target"].setValue(80)
    answers.names.append(("MINE", True))
    answers.questions.append(QMessageBox.StandardButton.No)
    d.save_button.click()
    assert store.get(GAME, "Mine").values["target"] == 50
    assert answers.asked and "Mine" in answers.asked[0]
    answers.names.append(("MINE", True))
    answers.questions.append(QMessageBox.StandardButton.Yes)
    d.save_button.click()
    assert store.names(GAME) == ["MINE"]
    assert store.get(GAME, "Mine").values["target"] == 80


def test_rename_and_delete_a_saved_set(qtbot, store, answers):
    store.save(RuleSet(GAME, "Old name", 4, {"pink_lady": True}))
    store.save(RuleSet(GAME, "Other", 4, {"target": 40}))
    d = HouseRulesDialog(RULES, 4, store=store)
    qtbot.addWidget(d)
    assert not d.rename_button.isEnabled() and not d.delete_button.isEnabled()
    d.rule_choice.setCurrentIndex(entry_index(d, "Old name"))
    answers.names.append(("other", True))
    d.rename_button.click()
    assert answers.warned == ["There are already saved rules named “other”."]
    answers.names.append(("New name", True))
    d.rename_button.click()
    assert store.names(GAME) == ["New name", "Other"]
    assert d.rule_set_name() == "New name"
    answers.questions.append(QMessageBox.StandardButton.No)
    d.delete_button.click()
    assert store.names(GAME) == ["New name", "Other"]
    answers.questions.append(QMessageBox.StandardButton.Yes)
    d.delete_button.click()
    assert store.names(GAME) == ["Other"]
    assert [d.rule_choice.itemText(i) for i in range(d.rule_choice.count())][-1] == "Other"
    # The values shown stay; they are the Pink Lady preset's, so that is the choice now.
    assert d.values()["pink_lady"] is True and d.preset() == "pink-lady"


def test_export_writes_a_file_that_reads_back(qtbot, store, answers, tmp_path, monkeypatch):
    d = HouseRulesDialog(RULES, 4, store=store)
    qtbot.addWidget(d)
    choose(d.editors["passing"], "cycle")
    target = tmp_path / "shared"
    monkeypatch.setattr(module.QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(target), "")))
    answers.names.append(("Thursday", True))
    d.export_button.click()
    rule_set = read_export(tmp_path / "shared.json")
    assert (rule_set.game, rule_set.name, rule_set.players) == (GAME, "Thursday", 4)
    assert dict(rule_set.values) == d.values()
    assert store.names(GAME) == []  # exporting does not keep the set here


def test_importing_a_good_file_keeps_and_chooses_it(qtbot, store, tmp_path, monkeypatch):
    file = tmp_path / "good.json"
    RuleSetStore(tmp_path / "theirs.json").export(
        RuleSet(GAME, "Theirs", 6, {"cancellation": True, "moon": "new"}), file)
    d = HouseRulesDialog(RULES, 4, store=store)
    qtbot.addWidget(d)
    monkeypatch.setattr(module.QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (str(file), "")))
    d.import_button.click()
    assert store.names(GAME) == ["Theirs"]
    assert d.rule_set_name() == "Theirs" and d.players == 6
    assert d.values()["cancellation"] is True and d.values()["moon"] == "new"
    assert ok_button(d).isEnabled()


@pytest.mark.parametrize(("content", "reason"), [
    ("{ not json", "not JSON"),
    (json.dumps({"format": "cardtable-house-rules", "version": 1, "game": GAME, "name": "X",
                 "players": 4, "values": {"moon": "sometimes"}}), "moon: 'sometimes'"),
    (json.dumps({"format": "cardtable-house-rules", "version": 3, "game": GAME, "name": "X",
                 "players": 4, "values": {}}), "version 3"),
])
def test_importing_a_bad_file_says_why_and_changes_nothing(qtbot, store, answers, tmp_path,
                                                           monkeypatch, content, reason):
    store.save(RuleSet(GAME, "Kept", 4, {}))
    before_file = store.path.read_bytes()
    d = HouseRulesDialog(RULES, 4, store=store)
    qtbot.addWidget(d)
    d.editors["club_play"].setChecked(True)
    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    monkeypatch.setattr(module.QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (str(bad), "")))
    before = d.values()
    d.import_button.click()
    assert len(answers.warned) == 1
    assert answers.warned[0].startswith("The file was not imported:")
    assert reason in answers.warned[0]
    assert d.values() == before and d.is_modified()
    assert store.names(GAME) == ["Kept"] and store.path.read_bytes() == before_file


def test_a_damaged_store_is_reported_in_the_dialog(qtbot, tmp_path):
    path = tmp_path / "sets.json"
    path.write_text("{ broken", encoding="utf-8")
    d = HouseRulesDialog(RULES, 4, store=RuleSetStore(path))
    qtbot.addWidget(d)
    assert "could not be read" in d.notice.text()
    assert not d.notice.isHidden()
    assert ok_button(d).isEnabled()


def test_without_a_store_there_is_nothing_to_save_rename_or_delete(qtbot):
    d = HouseRulesDialog(RULES, 4)
    qtbot.addWidget(d)
    assert d.save_button.isHidden() and d.rename_button.isHidden()
    assert d.delete_button.isHidden()
    assert not d.export_button.isHidden() and not d.import_button.isHidden()


def test_read_only_shows_the_rules_of_a_game_in_progress(qtbot):
    d = HouseRulesDialog(RULES, 5, {"moon": "new"}, None, read_only=True)
    qtbot.addWidget(d)
    assert d.values()["moon"] == "new" and d.players == 5
    # nothing can be changed, yet everything reads as text, not greyed out
    for name, shown in d.readouts.items():
        assert shown.isEnabled(), name
        assert isinstance(shown, QLabel) or shown.testAttribute(
            Qt.WidgetAttribute.WA_TransparentForMouseEvents), name
    assert d.rule_choice.isHidden() and d.players_box.isHidden()
    assert d.readouts["players"].text() == "5"
    assert d.set_buttons.isHidden()
    assert d.buttons.button(QDialogButtonBox.StandardButton.Close) is not None
    assert ok_button(d) is None
    assert d.buttons.button(QDialogButtonBox.StandardButton.Cancel) is None


def test_a_game_without_options_says_so(qtbot):
    plain = SimpleNamespace(
        id="plain", name="Plain", min_players=3, max_players=5, default_players=4,
        default_preset="standard", options=(),
        presets=(Preset("standard", "Standard", "The only way to play."),),
        validate=lambda options, players, preset=None: {},
        cautions=lambda options, players: (),
    )
    d = HouseRulesDialog(plain, 4)
    qtbot.addWidget(d)
    assert d.values() == {} and d.editors == {}
    assert d.preset() == "standard" and ok_button(d).isEnabled()
    texts = [label.text() for label in d.findChildren(QLabel)]
    assert "This game has no house rules to change." in texts


# ---- a game that may never end, and the wheel over the form --------------------------------------

def test_rules_under_which_scores_can_fall_warn_and_offer_a_deal_limit(qtbot):
    d = HouseRulesDialog(RULES, 4)
    qtbot.addWidget(d)
    assert d.cautions.isHidden()
    d.editors["no_tricks_bonus"].setChecked(True)
    assert not d.cautions.isHidden()
    (text,) = [label.text() for label in d.cautions.texts]
    assert "may never reach its target" in text and "1000 deals" in text
    (button,) = d.cautions.buttons
    assert button.text() == "Set “Number of deals” to 20"
    assert ok_button(d).isEnabled()  # a warning, not a fault
    button.click()
    assert d.values()["deal_limit"] == 20
    assert d.cautions.isHidden()


def test_the_warning_follows_the_rules_chosen(qtbot):
    d = HouseRulesDialog(RULES, 4)
    qtbot.addWidget(d)
    d.rule_choice.setCurrentIndex(entry_index(d, "Omnibus hearts"))
    assert not d.cautions.isHidden()  # the bonus card lowers its taker's score
    d.rule_choice.setCurrentIndex(entry_index(d, "Morehead 2001"))
    assert d.cautions.isHidden()
    read_only = HouseRulesDialog(RULES, 4, {"moon": "new"}, None, read_only=True)
    qtbot.addWidget(read_only)
    assert read_only.cautions.isHidden()  # nothing can be changed there


def wheel(widget, notches: int = -1) -> QWheelEvent:
    """Send the wheel turned by ``notches`` (down when negative) to ``widget``, as the mouse
    over it would."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, widget.mapToGlobal(centre), QPoint(), QPoint(0, 120 * notches),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)
    return event


def shown_dialog(qtbot) -> HouseRulesDialog:
    d = HouseRulesDialog(RULES, 4)
    qtbot.addWidget(d)
    d.resize(640, 480)
    d.show()
    qtbot.waitExposed(d, timeout=WAIT_MS)
    return d


def test_the_wheel_over_an_unfocused_drop_down_scrolls_the_form_and_leaves_the_choice(qtbot):
    d = shown_dialog(qtbot)
    bar = d.scroll_area.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    for name in ("passing", "target"):  # a drop-down and a number box
        before = d.values()
        assert not d.editors[name].hasFocus()
        wheel(d.editors[name])
        assert d.values() == before
    assert bar.value() > 0


def test_a_drop_down_with_the_focus_still_takes_the_wheel(qtbot):
    d = shown_dialog(qtbot)
    combo = d.editors["removal"]
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus, timeout=WAIT_MS)
    wheel(combo, 1)  # up: Morehead is the last choice
    assert combo.currentData() == "culbertson"

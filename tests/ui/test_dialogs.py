"""The New game, Settings and History dialogs."""

from __future__ import annotations

import csv
import io

from PySide6.QtWidgets import QDialogButtonBox

from cardtable.ai import make_bot
from cardtable.engine.registry import get
from cardtable.engine.rng import Rng
from cardtable.session.records import game_record
from cardtable.session.setup import GameSetup, SeatSetup
from cardtable.storage.history import History
from cardtable.storage.settings import Settings
from cardtable.ui.history_window import HistoryWindow
from cardtable.ui.new_game_dialog import HOUSE, NewGameDialog
from cardtable.ui.settings_dialog import SettingsDialog


def ok_enabled(dialog: NewGameDialog) -> bool:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_new_game_checks_players_against_the_rules_at_once(qtbot):
    d = NewGameDialog(Settings(), Rng(1))
    qtbot.addWidget(d)
    d.preset.setCurrentIndex(d.preset.findData("cancellation"))
    d.players.setValue(4)
    assert not ok_enabled(d) and "Cancellation hearts" in d.problem.text()
    d.players.setValue(8)
    assert ok_enabled(d) and d.problem.text() == ""
    setup = d.setup()
    assert (setup.preset, setup.players, len(setup.seats)) == ("cancellation", 8, 8)
    assert setup.seats[0].kind == "person" and all(s.kind == "rule" for s in setup.seats[1:])


def test_new_game_starts_from_the_rules_last_used(qtbot):
    settings = Settings(last_rules={"black-lady": {"players": 5, "preset": "omnibus",
                                                    "values": {}}})
    d = NewGameDialog(settings, Rng(1))
    qtbot.addWidget(d)
    assert d.preset.currentData() == "omnibus" and d.players.value() == 5


def test_new_game_keeps_house_rules_last_used(qtbot):
    values = {"moon": "new", "hearts_broken": True}
    settings = Settings(last_rules={"black-lady": {"players": 4, "preset": None,
                                                    "values": values}})
    d = NewGameDialog(settings, Rng(1))
    qtbot.addWidget(d)
    assert d.preset.currentData() == HOUSE
    setup = d.setup()
    assert setup.preset is None and setup.options == values


def test_settings_dialog_returns_what_was_edited(qtbot):
    d = SettingsDialog(Settings())
    qtbot.addWidget(d)
    d.animation.setCurrentIndex(d.animation.findData("slow"))
    d.card_back.setCurrentIndex(d.card_back.findData(2))
    d.confirmations.setChecked(False)
    d.name.setText("Zoë")
    s = d.settings()
    assert (s.animation_speed, s.card_back, s.confirmations, s.player_name) == (
        "slow", 2, False, "Zoë")
    s.check()


def test_settings_dialog_sets_the_sound_volume_and_mute(qtbot):
    d = SettingsDialog(Settings(sound_volume=40))
    qtbot.addWidget(d)
    assert d.volume.value() == 40 and d.volume.isEnabled()
    d.volume.setValue(85)
    d.muted.setChecked(True)
    assert not d.volume.isEnabled()  # the volume waits, kept, while sound is off
    s = d.settings()
    assert (s.sound_volume, s.sound_muted) == (85, True)
    s.check()


def _record_games(history: History) -> list:
    states = []
    for seed, preset, name in ((1, "morehead", "Ada"), (2, "omnibus", "Bea")):
        seats = (SeatSetup(name), *(SeatSetup(n, "rule") for n in ("Alice", "Bruno", "Chloé")))
        state = get("black-lady").new_game({"deal_limit": 2}, seed, 4, preset)
        bot, rng = make_bot("rule", "black-lady"), Rng(seed)
        while not state.is_over:
            state.step(bot.choose(state.view(state.to_act), state.legal_actions(), rng))
        setup = GameSetup("black-lady", 4, seed, seats, {}, preset,
                          started_at=f"2026-11-0{seed}T20:00:00+00:00")
        history.record(game_record(setup, state, "finished"))
        states.append(state)
    return states


def test_history_lists_filters_opens_and_deletes(qtbot, tmp_path):
    with History(tmp_path / "h.sqlite3") as history:
        states = _record_games(history)
        w = HistoryWindow(history)
        qtbot.addWidget(w)
        assert w.table.rowCount() == 2
        w.player_filter.setText("bea")
        assert w.table.rowCount() == 1
        w.player_filter.setText("")
        w.variant_filter.setCurrentIndex(w.variant_filter.findData("morehead"))
        assert w.table.rowCount() == 1
        w.table.selectRow(0)
        view = w.open_selected()
        assert view is not None
        qtbot.addWidget(view)
        assert view.table.rowCount() == len(states[0].sheet) == 2
        assert view.table.item(1, 1).text() == str(states[0].sheet[1].scores[0])
        csv_path, pdf_path = tmp_path / "s.csv", tmp_path / "s.pdf"
        assert view.export_csv(str(csv_path)) and view.export_pdf(str(pdf_path))
        assert pdf_path.read_bytes().startswith(b"%PDF")
        rows = list(csv.reader(io.StringIO(csv_path.read_text(encoding="utf-8"))))
        assert any(row[:2] == ["2", str(states[0].sheet[1].points[0])] for row in rows)
        assert w.delete_selected(confirm=False)
        w.variant_filter.setCurrentIndex(0)
        assert w.table.rowCount() == 1
        assert w.stats.rowCount() == 4  # one game left: its four players

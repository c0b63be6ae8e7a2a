"""The History window shows what it can of a history that is odd or goes wrong, and says why."""

from __future__ import annotations

import sqlite3

import pytest

from cardtable.storage.history import MIGRATIONS, History, history_path
from cardtable.ui.history_window import HistoryWindow

from ..storage.test_history import simple_record


@pytest.mark.parametrize(("version", "tables"), [(1, False), (2, False), (-1, True)])
def test_a_history_claiming_tables_it_lacks_opens_as_a_new_one(qtbot, private_home, version,
                                                                tables):
    path = history_path()
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path)
    if tables:
        MIGRATIONS[0](conn)
    conn.execute(f"PRAGMA user_version = {version:d}")
    conn.commit()
    conn.close()
    with History() as history:
        w = HistoryWindow(history)
        qtbot.addWidget(w)
        assert w.table.rowCount() == 0 and w.stats.rowCount() == 0
        assert "history.sqlite3.damaged-1" in w.warning.text()


def test_tables_dropped_while_the_window_is_open_are_told_not_fatal(qtbot, private_home):
    with History() as history:
        history.store(simple_record())
        w = HistoryWindow(history)
        qtbot.addWidget(w)
        assert w.table.rowCount() == 1 and w.warning.isHidden()
        with sqlite3.connect(history.path) as other:
            other.execute("DROP TABLE hands")
            other.execute("DROP TABLE games")
        w.refresh()
        assert w.table.rowCount() == 0
        assert "cannot be read" in w.warning.text() and not w.warning.isHidden()
        w.table.selectRow(0)
        assert w.open_selected() is None

"""The History window shows what it can of a history that is odd or goes wrong, and says why."""

from __future__ import annotations

import sqlite3

import pytest

from cardtable.storage.history import History
from cardtable.ui.history_window import HistoryWindow

from ..storage.test_history import history_with_version, simple_record


@pytest.mark.parametrize(("version", "tables"), [(1, False), (2, False), (-1, True)])
def test_a_history_claiming_tables_it_lacks_opens_as_a_new_one(qtbot, private_home, version,
                                                                tables):
    history_with_version(version, tables)
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

"""Switching the language in Settings changes the menus and the table's words at once, with
no restart, and switching back restores them."""

from __future__ import annotations

import pytest

from cardtable.storage.settings import Settings
from cardtable.ui import main_window
from cardtable.ui.settings_dialog import SettingsDialog
from cardtable.ui.translation import use_language

from ..deadlines import WAIT_MS
from .test_table import make_setup, wait_for_turn


class AcceptingSettingsDialog:
    """The Settings dialog as if the person chose a language and pressed OK."""

    chosen = "de"
    DialogCode = SettingsDialog.DialogCode

    def __init__(self, settings, parent=None) -> None:
        self._settings = Settings(**{**vars(settings), "language": self.chosen})

    def exec(self) -> int:
        return SettingsDialog.DialogCode.Accepted

    def settings(self) -> Settings:
        return self._settings


def words_on_screen(w) -> list[str]:
    scene = w.scene
    return ([a.text() for a in w.menuBar().actions()] + [w._status.text(), w.commit_button.text()]
            + [label.toPlainText() for label in scene.labels.items])


@pytest.fixture
def english_again(qapp):
    yield
    use_language(qapp, "en")


@pytest.mark.parametrize(("language", "game_menu"), [("de", "&Spiel"), ("ru", "&Игра")])
def test_the_language_changes_at_once(qtbot, window, monkeypatch, english_again,
                                      language, game_menu):
    window.start(make_setup(seed=6))
    wait_for_turn(qtbot, window)
    english = words_on_screen(window)
    assert english[0] == "&Game"
    monkeypatch.setattr(AcceptingSettingsDialog, "chosen", language)
    monkeypatch.setattr(main_window, "SettingsDialog", AcceptingSettingsDialog)
    window.show_settings()
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == game_menu, timeout=WAIT_MS)
    translated = words_on_screen(window)
    assert window.settings.language == language
    changed = [(a, b) for a, b in zip(english, translated, strict=True) if a != b]
    assert len(changed) >= len(english) - 1  # every word, names of seats aside
    monkeypatch.setattr(AcceptingSettingsDialog, "chosen", "en")
    window.show_settings()
    qtbot.waitUntil(lambda: words_on_screen(window) == english, timeout=WAIT_MS)


def test_the_default_name_reads_as_you_in_the_persons_language(qapp, english_again):
    from cardtable.texts import chosen_name, person_name

    assert person_name("You") == "You" and chosen_name("You") == "You"
    use_language(qapp, "de")
    assert person_name("You") == "Sie"
    assert chosen_name("Sie") == "You"  # kept as the default, so it follows the language
    assert person_name("Anna") == "Anna" and chosen_name("Anna") == "Anna"

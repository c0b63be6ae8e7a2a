"""What the lobby's tests share: the app's way to tables of people, hosting on loopback only,
and signing in through the dialog as a person does."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import Qt

from cardtable.storage.settings import Settings
from cardtable.ui.people.lobby_window import LobbyWindow
from cardtable.ui.people.play_with_people import PlayWithPeople

from ..deadlines import WAIT_MS

QUICK = {"animation_speed": "off", "computer_speed": "instant"}


def people_for_a_test() -> Iterator[PlayWithPeople]:
    """A ``PlayWithPeople`` (its server, if it hosts one, on 127.0.0.1), and everything it
    opened closed after the test."""
    place = PlayWithPeople(Settings(**QUICK), host="127.0.0.1")
    yield place
    for window in list(place.lobby.windows.windows if place.lobby else []):
        window.close()
        window.deleteLater()
    if place.lobby is not None:
        place.lobby.close()
        place.lobby.deleteLater()
    place.link.close()
    place.hosted.stop()


def sign_in(people: PlayWithPeople, qtbot, address: str, nickname: str) -> LobbyWindow:
    """Through the dialog, as a person fills it in."""
    people.open()
    dialog = people.dialog
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.nickname.setText(nickname)
    dialog.password.setText("a password")
    dialog.address.setText(address)
    qtbot.mouseClick(dialog.connect_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: people.lobby is not None and people.lobby.isVisible(),
                    timeout=WAIT_MS)
    assert people.lobby is not None
    return people.lobby

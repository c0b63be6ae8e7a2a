"""Game → Play with people…, from first to last: one connection to one server for the whole
app, a server of the app's own while it hosts one, and the lobby.

The first time, the person is asked where to connect (or to host); once signed in, the lobby
opens, and the menu entry brings it back from then on. The main window only asks for this
(its ``people_wanted`` signal): the composition root connects it here, and so does every table
window the lobby opens.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog, QWidget

from ...online.link import ServerLink
from ...storage.settings import DEFAULT_PLAYER_NAME, Settings, keep_settings
from ...texts import person_name
from ..main_window import MainWindow
from .connect_dialog import PlayWithPeopleDialog
from .hosting import EVERY_NETWORK, HostedServer, own_addresses
from .lobby_window import LobbyWindow


class PlayWithPeople(QObject):
    """The app's way to tables of people; see the module docstring. ``host`` is the address a
    hosted server listens on (every network of this machine; the tests give loopback)."""

    def __init__(self, settings: Settings, host: str = EVERY_NETWORK,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.link = ServerLink(self)
        self.hosted = HostedServer(host, self)
        self.dialog: PlayWithPeopleDialog | None = None
        self.lobby: LobbyWindow | None = None
        self.marks: dict[str, str] = {}  # the latest welcome's, for a lobby opened after it
        self.held_seat: Mapping[str, Any] | None = None  # the seat the latest welcome named
        self.link.received.connect(self._message)

    def offer_from(self, window: MainWindow) -> None:
        """Let ``window``'s menu entry open the way here."""
        window.people_wanted.connect(lambda: self.open(window))

    def open(self, parent: QWidget | None = None) -> None:
        """The lobby if signed in already, else the dialog that connects (or hosts)."""
        if self.lobby is not None and self.link.signed_in:
            self.lobby.show()
            self.lobby.raise_()
            self.lobby.activateWindow()
            return
        if self.dialog is None:
            self.dialog = PlayWithPeopleDialog(self.link, self.hosted, self._nickname(),
                                               parent, self.settings.last_server)
            self.dialog.finished.connect(self._dialog_done)
        self.dialog.open()

    def _nickname(self) -> str:
        """The nickname to offer: the one last signed in with, else the person's own name,
        but never the default "You" (the first to keep it would take that account)."""
        if self.settings.last_nickname:
            return self.settings.last_nickname
        name = self.settings.player_name
        return "" if name == DEFAULT_PLAYER_NAME else person_name(name)

    def _dialog_done(self, result: int) -> None:
        dialog = self.dialog
        if dialog is None or result != QDialog.DialogCode.Accepted:
            return
        if self.lobby is not None:
            self.lobby.deleteLater()
        hosting = dialog.hosting and bool(self.hosted.url)
        if not dialog.hosting:  # the server, not the table a link named, nor its code
            self.settings.last_server = dialog.invitation.url
        self.settings.last_nickname = self.link.nickname
        keep_settings(self.settings)  # kept now: a crash must not forget them
        self.lobby = LobbyWindow(self.settings, self.link, self.addresses() if hosting else (),
                                 self.hosted.port if hosting else 0)
        self.lobby.windows.opened.connect(self.offer_from)
        self.lobby.invite(dialog.invitation)
        self.lobby.players.show_marks(self.marks)
        self.lobby.show()
        self.lobby.refresh()
        self._back_to_seat()

    def _back_to_seat(self) -> None:
        """Straight back to the seat the server says the person holds in a game under way
        (after a crash, or from another machine), unless a window shows a table already."""
        held = self.held_seat
        if held is not None and self.lobby is not None and not self.lobby.windows.at_table:
            self.held_seat = None
            self.lobby.windows.sit(str(held["table"]), int(held["seat"]))

    def addresses(self) -> list[str]:
        """Where friends reach the hosted server: this machine's IPv4 addresses other than
        loopback (the server listens on every IPv4 network), or the one address it was told
        to listen on."""
        if self.hosted.host != EVERY_NETWORK:
            return [self.hosted.host]
        found = [a for a in own_addresses() if ":" not in a and not a.startswith("127.")]
        return found or ["127.0.0.1"]

    def _message(self, message: Mapping[str, Any]) -> None:
        if message["type"] == "welcome":
            self.marks = dict(message["marks"])
            self.held_seat = message.get("seat")
            self._back_to_seat()

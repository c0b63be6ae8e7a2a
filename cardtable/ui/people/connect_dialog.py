"""Game → Play with people…: reach a server by its address, or host one on this computer.

The person types (or pastes) one address: a server's ``ws://`` or ``wss://`` address, or the
``cardtable://`` link a host passed on, which also names a table and its code. With a nickname
and a password the link signs in; the account is made the first time a nickname is used. Or
the person hosts: the app starts a server of its own on the port given and signs in to it over
loopback. The dialog closes once the server has welcomed the person; the lobby comes next.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...net.links import Link, parse_link
from ...net.messages import MAX_NAME
from ...online.link import CLOSED, RECONNECTING, SIGNED_IN, ServerLink
from ..form_parts import make_quiet
from ..window_sizes import fit_to_contents
from .hosting import DEFAULT_PORT, HostedServer

ERROR_COLOUR = "#b00020"


class PlayWithPeopleDialog(QDialog):
    """Connect to a server or host one; accepted once signed in (see the module docstring).
    ``invitation`` is the table a pasted link named (else an empty table); ``last_server`` is
    the address offered at first, the server the person joined last time."""

    def __init__(self, link: ServerLink, hosted: HostedServer, nickname: str = "",
                 parent: QWidget | None = None, last_server: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play with people"))
        self.link = link
        self.hosted = hosted
        self.invitation = Link("", "", "")
        self.hosting = False
        outer = QVBoxLayout(self)

        who = QFormLayout()
        self.nickname = QLineEdit(nickname)
        self.nickname.setMaxLength(MAX_NAME)
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        who.addRow(self.tr("Nickname"), self.nickname)
        who.addRow(self.tr("Password"), self.password)
        note = QLabel(self.tr("The account is made on first use: pick a password and keep it "
                              "for next time."))
        note.setWordWrap(True)
        make_quiet(note, smaller=True)
        who.addRow("", note)
        outer.addLayout(who)

        join = QGroupBox(self.tr("Join a server"))
        join_form = QFormLayout(join)
        self.address = QLineEdit(last_server)  # the server joined last time
        self.address.setPlaceholderText(self.tr("ws://host:7474 or a cardtable:// link"))
        self.address.setMinimumWidth(340)
        self.connect_button = QPushButton(self.tr("&Connect"))
        self.connect_button.clicked.connect(self.connect_to_server)
        row = QHBoxLayout()
        row.addWidget(self.address, 1)
        row.addWidget(self.connect_button)
        join_form.addRow(self.tr("Address or link"), row)
        self.in_the_clear = QLabel(self.tr("A ws:// address is not encrypted: your password "
                                           "and chat cross the network as typed. A wss:// "
                                           "server encrypts them."))
        self.in_the_clear.setWordWrap(True)
        make_quiet(self.in_the_clear, smaller=True)
        join_form.addRow("", self.in_the_clear)
        self.address.textChanged.connect(self._say_if_in_the_clear)
        self._say_if_in_the_clear(self.address.text())
        outer.addWidget(join)

        host = QGroupBox(self.tr("Host a table on this computer"))
        host_form = QFormLayout(host)
        self.port = QSpinBox()
        self.port.setRange(0, 65535)
        self.port.setSpecialValueText(self.tr("any free port"))
        self.port.setValue(DEFAULT_PORT)
        self.host_button = QPushButton(self.tr("&Host"))
        self.host_button.clicked.connect(self.host)
        row = QHBoxLayout()
        row.addWidget(self.port)
        row.addStretch(1)
        row.addWidget(self.host_button)
        host_form.addRow(self.tr("Port"), row)
        host_note = QLabel(self.tr("Friends on your network connect to this computer's "
                                   "address; from elsewhere, the port must be open on your "
                                   "router. A table hosted here is not encrypted: nicknames, "
                                   "passwords and chat cross the network as they are typed, "
                                   "so choose a password you use nowhere else."))
        host_note.setWordWrap(True)
        make_quiet(host_note, smaller=True)
        host_form.addRow("", host_note)
        outer.addWidget(host)

        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        outer.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        fit_to_contents(self, "connect")

        link.status.connect(self._status)
        link.refused.connect(self._refused)
        hosted.ready.connect(self._hosted_ready)
        hosted.failed.connect(self._say_problem)

    def _say_if_in_the_clear(self, address: str) -> None:
        """Warn, below the address, that a ws:// server (or link to one) is not encrypted."""
        self.in_the_clear.setVisible(address.strip().lower().startswith(("ws://",
                                                                         "cardtable://")))

    # ---- what the person does -----------------------------------------------------------------

    def connect_to_server(self) -> None:
        """Sign in to the server the address names."""
        if not self._who_is_ready():
            return
        try:
            self.invitation = parse_link(self.address.text())
        except ValueError:
            self._say_problem(self.tr("That is not a Card Table address: it begins with "
                                      "ws://, wss:// or cardtable://."))
            return
        self.hosting = False
        self._say(self.tr("Connecting to {url}…").format(url=self.invitation.url))
        self._busy(True)
        self.link.open(self.invitation.url, self.nickname.text().strip(), self.password.text())

    def host(self) -> None:
        """Start a server here, then sign in to it."""
        if not self._who_is_ready():
            return
        self.hosting = True
        self.invitation = Link("", "", "")
        self._busy(True)
        if self.hosted.url:
            self._hosted_ready(self.hosted.url)
            return
        self._say(self.tr("Starting the server on port {port}…").format(port=self.port.value()))
        self.hosted.start(self.port.value())

    # ---- what comes back ----------------------------------------------------------------------

    def _hosted_ready(self, url: str) -> None:
        if not self.hosting:
            return
        self._say(self.tr("The server is running; signing in…"))
        self.link.open(url, self.nickname.text().strip(), self.password.text())

    def _status(self, state: str) -> None:
        if state == SIGNED_IN and self.isVisible():
            self.accept()
        elif state == RECONNECTING and self.isVisible():  # never reached: say so at once
            self.link.close()
            self._say_problem(self.tr("No Card Table server answers at {url}.").format(
                url=self.link.url))
        elif state == CLOSED:
            self._busy(False)

    def _refused(self, _code: str, words: str) -> None:
        if not self.link.signed_in:
            self._say_problem(self.tr("The server refused: {words}").format(words=words))
            self.link.close()

    def _who_is_ready(self) -> bool:
        if not self.nickname.text().strip():
            self._say_problem(self.tr("Choose a nickname."))
            return False
        if not self.password.text():
            self._say_problem(self.tr("Choose a password (the account is made with it)."))
            return False
        return True

    def _busy(self, busy: bool) -> None:
        self.connect_button.setEnabled(not busy)
        self.host_button.setEnabled(not busy)

    def _say(self, text: str) -> None:
        self.problem.setStyleSheet("")
        self.problem.setText(text)

    def _say_problem(self, text: str) -> None:
        self._busy(False)
        self.problem.setStyleSheet(f"color: {ERROR_COLOUR}")
        self.problem.setText(text)

    def reject(self) -> None:
        """Cancel: a connection on its way is given up."""
        if not self.link.signed_in:
            self.link.close()
        super().reject()

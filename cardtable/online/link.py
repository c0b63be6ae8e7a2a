"""The app's connection to a Card Table server: one ``QWebSocket`` on the GUI thread.

Qt's socket works through the event loop, so no thread is needed and every message arrives as
a signal where the window lives. The link signs in as soon as the socket is open (``hello``
with the password, or with the token of the last ``welcome``, which the server takes once), and
passes on every message the server sends once the protocol has checked it (``received``). A
connection that drops without a word from either side is opened again by itself after a
pause that doubles from half a second to ten, a bounded number of times, with the newest token;
if the server refuses that token, the password signs in instead. The server's ``bye`` (another
machine signed in, a flood) and ``close`` end it for good.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from PySide6.QtCore import QObject, QTimer, QUrl, Signal
from PySide6.QtNetwork import QAbstractSocket
from PySide6.QtWebSockets import QWebSocket

from ..net.messages import FROM_SERVER, BadMessage, decode, encode, request

FIRST_PAUSE_MS = 500
LONGEST_PAUSE_MS = 10_000
ATTEMPTS = 12
"""How many times in a row a dropped link is opened again before it gives up (about a minute
and a half of pauses)."""

CONNECTING, SIGNED_IN, RECONNECTING, CLOSED = "connecting", "signed-in", "reconnecting", "closed"
"""What ``status`` says."""


class ServerLink(QObject):
    """A signed-in connection to one server; see the module docstring."""

    received = Signal(object)  # every server message, decoded and checked (a dict)
    status = Signal(str)       # connecting, signed-in, reconnecting or closed
    refused = Signal(str, str)  # an error's code and words (the server's, or a bad message)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.url = ""
        self.nickname = ""
        self._password = ""
        self.token: str | None = None  # the newest welcome's, good for one sign-in
        self.showing = ""  # the table a window shows at its seat: said at each sign-in, so
        # that the server counts the seat as here only while a window is on it
        self._signing_in_by_token = False
        self._closing = True
        self._attempts = 0
        self._waiting: deque[str] = deque()  # what was sent before the sign-in was done
        self.state = CLOSED
        self._socket = QWebSocket(parent=self)
        self._socket.connected.connect(self._connected)
        self._socket.disconnected.connect(self._dropped)
        self._socket.errorOccurred.connect(self._failed)
        self._socket.textMessageReceived.connect(self._text)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._reopen)

    # ---- what the app does --------------------------------------------------------------------

    def open(self, url: str, nickname: str, password: str) -> None:
        """Connect to the server at ``url`` (ws:// or wss://) and sign in; the account is made
        on its first sign-in."""
        self.url, self.nickname, self._password = url, nickname, password
        self.token = None
        self._closing = False
        self._attempts = 0
        self._say(CONNECTING)
        self._socket.open(QUrl(url))

    def send(self, kind: str, **fields: Any) -> None:
        """Send a message of the protocol (checked as it is made: a ``ValueError`` for one the
        protocol refuses). Before the sign-in is done it waits, and goes right after."""
        text = encode(request(kind, **fields))
        if self.state == SIGNED_IN:
            self._socket.sendTextMessage(text)
        else:
            self._waiting.append(text)

    def close(self) -> None:
        """Say nothing more, and stop coming back."""
        self._closing = True
        self._retry.stop()
        self._waiting.clear()
        self._socket.close()
        self._say(CLOSED)

    @property
    def coming_back(self) -> bool:
        """Whether a try to connect again is waiting for its pause to pass."""
        return self._retry.isActive()

    @property
    def signed_in(self) -> bool:
        """Whether the server has welcomed this connection."""
        return self.state == SIGNED_IN

    # ---- the socket ---------------------------------------------------------------------------

    def _connected(self) -> None:
        self._signing_in_by_token = self.token is not None
        if self.token is not None:
            hello = request("hello", nickname=self.nickname, token=self.token,
                            table=self.showing)
        else:
            hello = request("hello", nickname=self.nickname, password=self._password,
                            table=self.showing)
        self._socket.sendTextMessage(encode(hello))

    def _text(self, text: str) -> None:
        try:
            message = decode(text, FROM_SERVER, limit=None)
        except BadMessage as wrong:
            self.refused.emit(wrong.code, wrong.words)
            return
        kind = message["type"]
        if kind == "welcome":
            self.token = message["token"]
            self.nickname = message["nickname"]
            self._attempts = 0
            self._say(SIGNED_IN)
            while self._waiting and self.state == SIGNED_IN:
                self._socket.sendTextMessage(self._waiting.popleft())
        elif kind == "error" and message["code"] == "bad-login" and self._signing_in_by_token:
            # the token was used or forgotten (a server restarted from an old copy): the
            # password still signs in
            self._signing_in_by_token = False
            self.token = None
            self._socket.sendTextMessage(encode(request(
                "hello", nickname=self.nickname, password=self._password, table=self.showing)))
            return
        elif kind == "error":
            self.refused.emit(message["code"], message["words"])
        elif kind == "bye":
            self._closing = True
            self.refused.emit(message["code"], message["words"])
        self.received.emit(message)

    def _failed(self, _error: object) -> None:
        """A connection that could not be made is a drop too (Qt may not say both)."""
        if self._socket.state() == QAbstractSocket.SocketState.UnconnectedState:
            self._dropped()

    def _dropped(self) -> None:
        if self._retry.isActive():
            return  # already coming back
        if self._closing:
            self._say(CLOSED)
            return
        if self._attempts >= ATTEMPTS:
            self._closing = True
            self._say(CLOSED)
            return
        pause = min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS << min(self._attempts, 8))
        self._attempts += 1
        self._say(RECONNECTING)
        self._retry.start(pause)

    def _reopen(self) -> None:
        if self._closing:
            return
        if self._socket.state() != QAbstractSocket.SocketState.UnconnectedState:
            self._socket.abort()
        self._socket.open(QUrl(self.url))

    def _say(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.status.emit(state)

"""Beside a shared table: who is at each seat and whether they are here, and a short chat.

The server says who plays each seat in its ``seats`` message: here, away with the seat held for
a while (the countdown everyone sees, counted down here every second until the next word from
the server), played by the computer, or by a substitute; and who is watching. The chat is a
line to type in and the last lines said at the table; what is typed goes to the server, which
says it to everyone at the table, the sender included, so a line shows once it has really been
said. Each message is one line, its sender's name drawn here in bold and its text made inert
(``net.chat_text``), so no message can pass for another's. Anyone at the table may be muted
from the list's menu: the server then no longer passes their lines on.
"""

from __future__ import annotations

import html
import time
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from ...net.chat_text import inert
from ...net.messages import MAX_CHAT
from ...online.link import ServerLink
from . import seat_words as words

LAST_LINES = 200  # the chat keeps this many lines
TICK_MS = 1000


class TableTalk(QDockWidget):
    """The seats and the chat of the shared table the person sits at or watches."""

    said = Signal(str)  # a chat line shown ("nickname: text")

    def __init__(self, link: ServerLink, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Table talk"), parent)
        self.setObjectName("table-talk")
        self.link = link
        self.seats: list[dict[str, Any]] = []
        self.watchers: list[str] = []
        self.muted: set[str] = set()
        self._names: list[str] = []  # the account of each row of the list ("" for none)
        self._told_at = time.monotonic()  # when the seats were last told
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addWidget(QLabel(self.tr("At the table")))
        self.presence = QListWidget()
        self.presence.setMaximumHeight(120)
        self.presence.setWordWrap(True)  # a long countdown wraps instead of scrolling away
        self.presence.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.presence.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.presence.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.presence.customContextMenuRequested.connect(self._offer_mute)
        layout.addWidget(self.presence)
        layout.addWidget(QLabel(self.tr("Chat")))
        self.lines = QPlainTextEdit()
        self.lines.setReadOnly(True)
        self.lines.setMaximumBlockCount(LAST_LINES)
        layout.addWidget(self.lines, 1)
        self.entry = QLineEdit()
        self.entry.setMaxLength(MAX_CHAT)
        self.entry.setPlaceholderText(self.tr("Say something to the table…"))
        self.entry.returnPressed.connect(self.send)
        layout.addWidget(self.entry)
        self.setWidget(body)
        self._clock = QTimer(self)
        self._clock.setInterval(TICK_MS)
        self._clock.timeout.connect(self._show_presence)
        link.received.connect(self.take)

    def send(self) -> None:
        """Say the line typed to the table."""
        text = self.entry.text().strip()
        if text:
            self.link.send("chat", text=text)
            self.entry.clear()

    def take(self, message: Mapping[str, Any]) -> None:
        kind = message["type"]
        if kind == "seated":  # the server tells the last lines said again after this
            self.lines.clear()
        elif kind == "chat":
            name, text = inert(message["nickname"]), inert(message["text"])
            self.lines.appendHtml(f"<b>{html.escape(name)}</b>: {html.escape(text)}")
            self.said.emit(f"{name}: {text}")
        elif kind == "seats":
            self.seats = [dict(s) for s in message["seats"]]
            self.watchers = [str(w) for w in message.get("watchers", [])]
            self._told_at = time.monotonic()
            self._show_presence()
        elif kind == "muted":
            self.muted = {str(m) for m in message["muted"]}
            self._show_presence()

    def mute(self, nickname: str, muted: bool = True) -> None:
        """Hear ``nickname`` at this table no more (or again)."""
        self.link.send("mute", nickname=nickname, muted=muted)

    def _offer_mute(self, where: QPoint) -> None:
        row = self.presence.indexAt(where).row()
        name = self._names[row] if 0 <= row < len(self._names) else ""
        if not name or name == self.link.nickname:
            return
        menu = QMenu(self)
        if name in self.muted:
            menu.addAction(self.tr("Hear {name} again").format(name=name),
                           lambda: self.mute(name, False))
        else:
            menu.addAction(self.tr("Mute {name}").format(name=name), lambda: self.mute(name))
        menu.exec(self.presence.viewport().mapToGlobal(where))

    def countdown(self, seat: Mapping[str, Any], which: str = "hold") -> int | None:
        """Seconds left of one of the seat's windows (``hold``, ``friends``, ``computer_in``),
        counted on from the server's word."""
        if which not in seat:
            return None
        return max(0, int(seat[which] - (time.monotonic() - self._told_at)))

    def _show_presence(self) -> None:
        ticking = False
        rows = []
        self._names = []
        for seat in self.seats:
            left = [self.countdown(seat, w) for w in ("hold", "friends", "computer_in")]
            ticking = ticking or any(left)
            rows.append(self.tr("{seat}. {name} — {state}").format(
                seat=seat["seat"] + 1,
                name=seat["name"] if seat["kind"] != "open" else words.seat_name(seat),
                state=words.presence(seat, *left)))
            self._names.append(str(seat.get("player") or ""))
        for name in self.watchers:
            rows.append(self.tr("{name} — watching").format(name=inert(name)))
            self._names.append(name)
        for i, name in enumerate(self._names):
            if name in self.muted:
                rows[i] += " " + self.tr("(muted)")
        if [self.presence.item(i).text() for i in range(self.presence.count())] != rows:
            self.presence.clear()
            self.presence.addItems(rows)
        if ticking and not self._clock.isActive():
            self._clock.start()
        elif not ticking:
            self._clock.stop()

"""The lobby: the tables a person may sit at or watch, the players seen there with the
person's marks, the invitation link of a table made here, and (when hosting) this machine's
addresses to pass on.

Everything here is the server's to decide: the list is drawn from the ``lobby`` message (asked
for as the lobby opens and after each action) and redrawn with each ``lobby-changes`` the
server sends after it (only the tables changed, new or gone), a mark is asked for and shown as the
server's ``marks`` answer has it, and a table is made by sending the Create form's ``create``.
Sitting down or watching opens the table in a window of its own (``table_windows``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...net.links import Link, make_link
from ...online.link import ServerLink
from ...storage.settings import Settings
from ...texts import translated
from ..form_parts import make_quiet
from ..window_sizes import fit_window
from . import seat_words as words
from .create_table_dialog import CreateTableDialog
from .players_list import PlayersList
from .table_windows import TableWindows


def changed_tables(tables: Sequence[Mapping[str, Any]], changed: Sequence[Mapping[str, Any]],
                   gone: Sequence[str]) -> list[dict[str, Any]]:
    """The lobby's tables after a ``lobby-changes``: those gone taken out, those changed put
    in their place, and new ones first (the server lists the newest first)."""
    by_table = {str(c["table"]): dict(c) for c in changed}
    kept = [by_table.pop(str(t["table"]), dict(t)) for t in tables if t["table"] not in gone]
    return [*by_table.values(), *kept]


class LobbyWindow(QWidget):
    """The lobby of one server, through the person's signed-in ``link``; see the module
    docstring. ``addresses`` are this machine's, given when it hosts the server."""

    tables_shown = Signal()  # the list was drawn from a lobby message

    def __init__(self, settings: Settings, link: ServerLink, addresses: Sequence[str] = (),
                 port: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Card Table — lobby"))
        self.link = link
        self.tables: list[dict[str, Any]] = []
        self.invitation = Link("", "", "")
        self.windows = TableWindows(settings, link, self)
        self._asked: dict[str, Any] | None = None  # the last create sent
        self.codes: dict[str, str] = {}  # the codes of the tables made here or invited to
        outer = QVBoxLayout(self)

        self.who = QLabel()
        outer.addWidget(self.who)
        self.host_box = QWidget()
        host = QVBoxLayout(self.host_box)
        host.setContentsMargins(0, 0, 0, 0)
        self.address_line = QLabel()
        self.address_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address_line.setWordWrap(True)
        host.addWidget(self.address_line)
        invite = QHBoxLayout()
        self.invite_label = QLabel(self.tr("Invitation link:"))
        self.invite_link = QLineEdit()
        self.invite_link.setReadOnly(True)
        self.invite_link.setPlaceholderText(self.tr("made when you create a table"))
        self.copy_button = QPushButton(self.tr("Co&py"))
        self.copy_button.clicked.connect(self.copy_invitation)
        self.copy_button.setEnabled(False)
        invite.addWidget(self.invite_label)
        invite.addWidget(self.invite_link, 1)
        invite.addWidget(self.copy_button)
        host.addLayout(invite)
        outer.addWidget(self.host_box)
        self.addresses = [f"ws://{a}:{port}" if ":" not in a else f"ws://[{a}]:{port}"
                          for a in addresses]
        self.host_box.setVisible(bool(addresses))  # and once a table is made here
        self.address_line.setVisible(bool(addresses))
        if addresses:
            self.address_line.setText(self.tr("Friends connect to: {addresses}").format(
                addresses="  ·  ".join(self.addresses)))

        self.invited_box = QWidget()
        invited = QHBoxLayout(self.invited_box)
        invited.setContentsMargins(0, 0, 0, 0)
        self.invited_label = QLabel()
        self.invited_join = QPushButton(self.tr("Join the table you were invited to"))
        self.invited_join.clicked.connect(self.join_invitation)
        invited.addWidget(self.invited_label, 1)
        invited.addWidget(self.invited_join)
        self.invited_box.setVisible(False)
        outer.addWidget(self.invited_box)

        split = QSplitter()
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        self.list = QTreeWidget()
        self.list.setRootIsDecorated(False)
        self.list.setHeaderLabels([self.tr("Game"), self.tr("Rules"), self.tr("Seats"),
                                   self.tr("Stake"), self.tr("Watching"), self.tr("State")])
        header = self.list.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        self.list.currentItemChanged.connect(lambda *_: self._table_chosen())
        self.list.itemDoubleClicked.connect(lambda *_: self.join())
        left_layout.addWidget(self.list, 1)
        self.more = 0  # public tables the server left out of the list
        self.more_line = QLabel()
        self.more_line.setWordWrap(True)
        make_quiet(self.more_line)
        self.more_line.setVisible(False)
        left_layout.addWidget(self.more_line)
        buttons = QHBoxLayout()
        self.create_button = QPushButton(self.tr("&Create…"))
        self.create_button.clicked.connect(self.create_table)
        self.seat_choice = QComboBox()
        self.seat_choice.setMinimumContentsLength(10)
        self.join_button = QPushButton(self.tr("&Join"))
        self.join_button.clicked.connect(self.join)
        self.watch_button = QPushButton(self.tr("&Watch"))
        self.watch_button.clicked.connect(self.watch)
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.refresh_button.clicked.connect(self.refresh)
        buttons.addWidget(self.create_button)
        buttons.addStretch(1)
        buttons.addWidget(self.seat_choice)
        buttons.addWidget(self.join_button)
        buttons.addWidget(self.watch_button)
        buttons.addWidget(self.refresh_button)
        left_layout.addLayout(buttons)
        split.addWidget(left)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        players_title = QLabel(self.tr("Players"))
        right_layout.addWidget(players_title)
        self.players = PlayersList()
        self.players.mark_wanted.connect(self.mark)
        right_layout.addWidget(self.players, 1)
        split.addWidget(right)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 0)
        split.setSizes([820, 200])
        outer.addWidget(split, 1)
        self.news = QLabel()
        self.news.setWordWrap(True)
        make_quiet(self.news)
        outer.addWidget(self.news)
        fit_window(self, "lobby", (780, 520), settings)

        link.received.connect(self.take)
        self.windows.left_table.connect(self.refresh)
        self._signed_in()
        self._table_chosen()

    # ---- the server's news --------------------------------------------------------------------

    def take(self, message: Mapping[str, Any]) -> None:
        kind = message["type"]
        if kind == "welcome":
            self._signed_in()
            self.players.show_marks(message["marks"])
            self.refresh()
        elif kind == "lobby":
            self.more = int(message.get("more", 0))
            self.show_tables(message["tables"])
        elif kind == "lobby-changes":
            self.more = int(message["more"])
            self.show_tables(changed_tables(self.tables, message["changed"],
                                            message["gone"]))
        elif kind == "marks":
            self.players.show_marks(message["marks"])
        elif kind == "created":
            self._created(message["table"], message["code"])
        elif kind in ("seated", "left"):
            self.refresh()  # the server tells only those in the lobby of changes
        elif kind == "error" and not self.windows.at_table:
            self.news.setText(translated(message["words"]))

    def _signed_in(self) -> None:
        self.players.me = self.link.nickname
        self.who.setText(self.tr("Signed in as {nickname} at {url}").format(
            nickname=self.link.nickname, url=self.link.url))

    def show_tables(self, tables: Sequence[Mapping[str, Any]]) -> None:
        """Draw the list afresh, keeping the table chosen."""
        chosen = self.chosen_table()
        self.tables = [dict(t) for t in tables]
        self.list.clear()
        for table in self.tables:
            item = QTreeWidgetItem([
                words.game_name(table), words.rules_line(table), words.taken(table),
                words.stake(table), str(table.get("watchers", 0)), words.progress(table)
                if table.get("public", True) else self.tr("{state}, private").format(
                    state=words.progress(table))])
            item.setData(0, Qt.ItemDataRole.UserRole, table["table"])
            item.setToolTip(2, words.taken(table))
            if not table.get("public", True):
                item.setToolTip(0, self.tr("Private: joined by its code"))
            self.list.addTopLevelItem(item)
            if chosen is not None and chosen["table"] == table["table"]:
                self.list.setCurrentItem(item)
        self.more_line.setVisible(self.more > 0)
        self.more_line.setText(self.tr("%n more table(s) are not listed.",
                                       "", self.more))
        self.players.show_seen(name for t in self.tables for s in t["seats"]
                               for name in (s.get("reserved"), s.get("player"),
                                            s["name"] if s["kind"] == "person" else None)
                               if name)
        self._table_chosen()
        self.tables_shown.emit()

    def _created(self, table: str, code: str) -> None:
        """A table this person made: they sit down at once, and the host gets its link."""
        self.codes[table] = code
        self.host_box.setVisible(True)
        # a hosted server's own link is on loopback: friends reach it at the machine's address
        where = self.addresses[0] if self.addresses else self.link.url
        self.invite_link.setText(make_link(where, table, code))
        self.copy_button.setEnabled(True)
        self.news.setText(self.tr("Table made. Pass on the invitation link: it holds the "
                                  "address and the code."))
        seats = self._asked["seats"] if self._asked else []
        mine = [i for i, s in enumerate(seats) if s.get("reserved") == self.link.nickname]
        open_seats = [i for i, s in enumerate(seats)
                      if s.get("kind") == "person" and not s.get("reserved")]
        self.windows.sit(table, (mine + open_seats + [0])[0], code)

    # ---- what the person does -----------------------------------------------------------------

    def refresh(self) -> None:
        self.link.send("lobby")

    def chosen_table(self) -> dict[str, Any] | None:
        item = self.list.currentItem()
        if item is None:
            return None
        name = item.data(0, Qt.ItemDataRole.UserRole)
        return next((t for t in self.tables if t["table"] == name), None)

    def choose(self, table: str) -> None:
        for row in range(self.list.topLevelItemCount()):
            item = self.list.topLevelItem(row)
            if item is not None and item.data(0, Qt.ItemDataRole.UserRole) == table:
                self.list.setCurrentItem(item)

    def _table_chosen(self) -> None:
        """Offer the seats the person may take at the table chosen: their own, else a free
        one before the game, else (during it) the seat of a player who is away, to stand in
        for them if the seed's clock and their lists allow it (the server decides)."""
        table = self.chosen_table()
        me = self.link.nickname
        self.seat_choice.clear()
        if table is not None and not table.get("over"):
            for seat in words.own_seats(table, me):
                self.seat_choice.addItem(self.tr("Seat {n} (yours)").format(n=seat + 1), seat)
            if not self.seat_choice.count() and not table.get("begun"):
                for seat in words.free_seats(table, me):
                    self.seat_choice.addItem(self.tr("Seat {n}").format(n=seat + 1), seat)
            if not self.seat_choice.count():
                for away in words.away_seats(table):
                    self.seat_choice.addItem(self.tr("Seat {n}, standing in for {name}").format(
                        n=away["seat"] + 1, name=away["name"]), away["seat"])
        self.join_button.setEnabled(self.seat_choice.count() > 0)
        self.watch_button.setEnabled(table is not None)

    def create_table(self) -> None:
        dialog = CreateTableDialog(self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.send_create(dialog.request())

    def send_create(self, fields: dict[str, Any]) -> None:
        self._asked = fields
        self.link.send("create", **fields)

    def join(self) -> None:
        table = self.chosen_table()
        if table is None or self.seat_choice.count() == 0:
            return
        self.windows.sit(table["table"], self.seat_choice.currentData(),
                         self.codes.get(table["table"], ""))

    def watch(self) -> None:
        table = self.chosen_table()
        if table is not None:
            self.windows.watch(table["table"], self.codes.get(table["table"], ""))

    def mark(self, nickname: str, mark: str) -> None:
        self.link.send("mark", nickname=nickname, mark=mark)

    def copy_invitation(self) -> None:
        QGuiApplication.clipboard().setText(self.invite_link.text())
        self.news.setText(self.tr("The invitation link is copied."))

    # ---- an invitation --------------------------------------------------------------------------

    def invite(self, invitation: Link) -> None:
        """A link that named a table: sit at it at once (a private one too, by its code),
        unless a table is open already; the offer stays, to try again after a refusal."""
        self.invitation = invitation
        if invitation.table and invitation.code:
            self.codes[invitation.table] = invitation.code
        self.invited_box.setVisible(bool(invitation.table))
        self.invited_label.setText(self.tr("You were invited to table {table}.").format(
            table=invitation.table))
        if invitation.table and not self.windows.at_table:
            self.join_invitation()

    def join_invitation(self) -> None:
        listed = next((t for t in self.tables if t["table"] == self.invitation.table), None)
        seats = words.free_seats(listed, self.link.nickname) if listed else []
        self.windows.sit(self.invitation.table, seats[0] if seats else None,
                         self.invitation.code)

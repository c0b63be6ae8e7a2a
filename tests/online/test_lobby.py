"""Game → Play with people… and the lobby against a real server on loopback: the dialog signs
in, the lobby lists the tables other people made, the Create form makes a table with a seat
kept for a friend and a computer seat, Join and Watch open the table, marks go to the server
and come back as squares, and hosting starts a server of the app's own whose invitation link
reads back."""

from __future__ import annotations

import socket

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from cardtable.net.links import make_link, parse_link
from cardtable.online.link import SIGNED_IN
from cardtable.online.shared_controller import SharedController
from cardtable.ui.main_window import MainWindow
from cardtable.ui.people.create_table_dialog import CreateTableDialog
from cardtable.ui.people.hosting import own_addresses
from cardtable.ui.people.lobby_window import LobbyWindow, changed_tables
from cardtable.ui.people.play_with_people import PlayWithPeople
from cardtable.ui.people.players_list import SQUARE, SQUARE_COLOURS
from cardtable.ui.people.seat_words import free_seats, presence

from ..deadlines import WAIT_MS
from .conftest import Player
from .lobby_helpers import people_for_a_test, sign_in


@pytest.fixture
def people(qtbot):
    yield from people_for_a_test()


def wait_for_tables(lobby: LobbyWindow, qtbot, count: int) -> None:
    lobby.refresh()
    qtbot.waitUntil(lambda: lobby.list.topLevelItemCount() == count, timeout=WAIT_MS)


def row(lobby: LobbyWindow, index: int = 0) -> list[str]:
    item = lobby.list.topLevelItem(index)
    assert item is not None
    return [item.text(column) for column in range(lobby.list.columnCount())]


def test_the_dialog_connects_and_the_lobby_lists_another_person_s_table(people, server,
                                                                        qtbot):
    ann = Player(server, "ann", seed=1)
    ann.send("create", game="black-lady", players=4, preset="culbertson",
             seats=[{"kind": "person"}, {"kind": "person", "reserved": "lea"},
                    {"kind": "expert"}, {"kind": "person"}], table_options={"stake": 2})
    table = ann.wait_for("created")["table"]
    ann.send("join", table=table, seat=0)
    ann.wait_for("seated")

    lobby = sign_in(people, qtbot, server, "lea")
    assert lobby.who.text() == f"Signed in as lea at {server}"
    wait_for_tables(lobby, qtbot, 1)
    game, rules, seats, stake, watching, progress = row(lobby)
    assert game == "Black Lady"
    assert rules and rules != "house rules"
    assert seats == "2/4: ann, kept for lea, computer (Expert), open"
    assert (stake, watching, progress) == ("2", "0", "waiting for players")
    lobby.choose(table)
    offered = [lobby.seat_choice.itemData(i) for i in range(lobby.seat_choice.count())]
    assert offered == [1, 3]  # the seat kept for lea first
    assert lobby.players.names.count() == 1  # ann (lea is the person herself)


def test_the_server_joined_is_offered_the_next_time(people, server, qtbot):
    assert people.settings.last_server == ""
    sign_in(people, qtbot, make_link(server, "t1", "secret"), "lea")  # an invitation's link
    assert people.settings.last_server == server  # the server, not the table nor its code
    again = PlayWithPeople(people.settings, host="127.0.0.1")
    again.open()
    assert again.dialog is not None
    qtbot.addWidget(again.dialog)
    assert again.dialog.address.text() == server
    again.dialog.reject()
    again.link.close()


def test_the_create_form_makes_a_table_with_a_kept_seat_and_a_computer_and_sits_its_maker(
        people, server, qtbot):
    lobby = sign_in(people, qtbot, server, "max")
    asked: dict = {}

    def fill_in_the_form() -> None:
        form = QApplication.activeModalWidget()
        assert isinstance(form, CreateTableDialog)
        form.choose_game("black-lady")
        form.players.setValue(4)
        form.set_seat(1, "kept", "kim")
        form.set_seat(2, "expert")
        form.stake.setValue(5)
        form.public.setChecked(False)
        form.spectator_chat.setChecked(False)
        asked.update(form.request())
        qtbot.mouseClick(form.buttons.button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fill_in_the_form)
    qtbot.mouseClick(lobby.create_button, Qt.MouseButton.LeftButton)  # the form is modal
    assert asked["seats"] == [{"kind": "person"}, {"kind": "person", "reserved": "kim"},
                              {"kind": "expert"}, {"kind": "person"}]
    assert asked["table_options"] == {"hold": 180, "friends": 300, "computer": 600,
                                      "level": "rule", "move": 0, "hints": False,
                                      "stake": 5, "public": False, "spectator_chat": False}
    qtbot.waitUntil(lambda: lobby.windows.at_table, timeout=WAIT_MS)
    window = lobby.windows.windows[0]
    controller = window.controller
    assert isinstance(controller, SharedController)
    qtbot.waitUntil(lambda: controller.remote.table != "", timeout=WAIT_MS)
    assert controller.remote.seat == 0
    # the table comes first with its seats open, then the change of its maker sitting down
    qtbot.waitUntil(lambda: lobby.list.topLevelItemCount() == 1
                    and row(lobby)[2].startswith("2/4: max"), timeout=WAIT_MS)
    assert row(lobby)[2:] == ["2/4: max, kept for kim, computer (Expert), open", "5", "0",
                              "waiting for players, private"]  # its maker sees it
    invitation = parse_link(lobby.invite_link.text())
    assert invitation.url == server and invitation.table == controller.remote.table

    # kim, with the link's code, sits in the seat kept for her; a stranger may not
    kim = Player(server, "kim", seed=2)
    kim.send("join", table=invitation.table, seat=1, code=invitation.code)
    assert kim.wait_for("seated")["seat"] == 1
    zed = Player(server, "zed", seed=3)
    zed.send("join", table=invitation.table, seat=3)
    with pytest.raises(AssertionError, match="private"):
        zed.wait_for("seated")


def test_join_opens_the_table_window_at_the_seat_chosen(people, server, qtbot):
    bea = Player(server, "bea", seed=1)
    bea.send("create", game="ugo", players=2, seats=[{"kind": "person"}] * 2)
    table = bea.wait_for("created")["table"]
    bea.sit(table, 0)
    lobby = sign_in(people, qtbot, server, "cy")
    wait_for_tables(lobby, qtbot, 1)
    lobby.choose(table)
    assert lobby.seat_choice.currentData() == 1
    qtbot.mouseClick(lobby.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lobby.windows.at_table, timeout=WAIT_MS)
    window = lobby.windows.windows[0]
    assert isinstance(window, MainWindow) and window.isVisible()
    controller = window.controller
    assert isinstance(controller, SharedController)
    qtbot.waitUntil(lambda: controller.state is not None, timeout=WAIT_MS)
    assert controller.remote.seat == 1 and controller.remote.table == table


def test_watch_opens_a_spectator_s_window(people, server, qtbot):
    dot = Player(server, "dot", seed=1)
    dot.send("create", game="black-lady", players=4,
             seats=[{"kind": "person"}] + [{"kind": "rule"}] * 3)
    table = dot.wait_for("created")["table"]
    dot.send("join", table=table, seat=0)
    dot.wait_for("seated")
    lobby = sign_in(people, qtbot, server, "eve")
    wait_for_tables(lobby, qtbot, 1)
    lobby.choose(table)
    seated = []
    lobby.link.received.connect(lambda m: seated.append(m) if m["type"] == "seated" else None)
    qtbot.mouseClick(lobby.watch_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lobby.windows.at_table and bool(seated), timeout=WAIT_MS)
    assert seated[0]["table"] == table and seated[0]["seat"] == -1
    controller = lobby.windows.windows[0].controller
    assert isinstance(controller, SharedController)
    qtbot.waitUntil(lambda: controller.state is not None, timeout=WAIT_MS)  # the game under way
    assert controller.person_view().hand == ()  # a spectator sees no hand
    assert controller.turn is None
    lobby.refresh()  # one spectator now
    qtbot.waitUntil(lambda: lobby.list.topLevelItemCount() == 1 and row(lobby)[4] == "1",
                    timeout=WAIT_MS)


def square_colour(lobby: LobbyWindow, nickname: str) -> QColor:
    for index in range(lobby.players.names.count()):
        item = lobby.players.names.item(index)
        if item.text() == nickname:
            image = item.icon().pixmap(SQUARE, SQUARE).toImage()
            return image.pixelColor(SQUARE // 2, SQUARE // 2)
    raise AssertionError(f"{nickname} is not in the list")


def test_marks_go_to_the_server_and_come_back_as_squares(people, server, qtbot):
    fay = Player(server, "fay", seed=1)
    fay.send("create", game="ugo", players=2, seats=[{"kind": "person"}] * 2)
    table = fay.wait_for("created")["table"]
    fay.send("join", table=table, seat=0)
    fay.wait_for("seated")
    lobby = sign_in(people, qtbot, server, "gus")
    wait_for_tables(lobby, qtbot, 1)
    players = lobby.players
    players.select("fay")
    assert square_colour(lobby, "fay").alpha() == 0  # no mark: no square
    qtbot.mouseClick(players.friend_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: players.mark_of("fay") == "friend", timeout=WAIT_MS)
    assert square_colour(lobby, "fay") == QColor(SQUARE_COLOURS["friend"])
    assert not players.friend_button.isEnabled()
    qtbot.mouseClick(players.block_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: players.mark_of("fay") == "blocked", timeout=WAIT_MS)
    assert square_colour(lobby, "fay") == QColor(SQUARE_COLOURS["blocked"])
    qtbot.mouseClick(players.clear_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: players.mark_of("fay") == "none", timeout=WAIT_MS)
    assert square_colour(lobby, "fay").alpha() == 0


def test_hosting_starts_a_server_here_and_its_invitation_link_reads_back(people, qtbot):
    people.open()
    dialog = people.dialog
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.nickname.setText("host")
    dialog.password.setText("a password")
    dialog.port.setValue(0)  # any free port: the test may not take the usual one
    qtbot.mouseClick(dialog.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: people.lobby is not None and people.link.state == SIGNED_IN,
                    timeout=WAIT_MS)
    lobby = people.lobby
    assert lobby is not None
    port = people.hosted.port
    assert port > 0 and people.link.url == f"ws://127.0.0.1:{port}"
    assert lobby.host_box.isVisible()
    assert lobby.addresses == [f"ws://127.0.0.1:{port}"]
    assert f"ws://127.0.0.1:{port}" in lobby.address_line.text()
    form = CreateTableDialog()
    qtbot.addWidget(form)
    lobby.send_create(form.request())
    qtbot.waitUntil(lambda: lobby.copy_button.isEnabled(), timeout=WAIT_MS)
    invitation = parse_link(lobby.invite_link.text())
    assert invitation.url == f"ws://127.0.0.1:{port}"
    assert invitation.table and invitation.code
    qtbot.mouseClick(lobby.copy_button, Qt.MouseButton.LeftButton)
    guest = Player(invitation.url, "guest", seed=4)
    guest.send("join", table=invitation.table, seat=1, code=invitation.code)
    assert guest.wait_for("seated")["seat"] == 1
    people.hosted.stop()
    assert not people.hosted.running


def test_an_invitation_link_sits_its_guest_at_a_private_table_and_a_refusal_says_why(
        people, server, qtbot):
    kit = Player(server, "kit", seed=1)
    kit.send("create", game="black-lady", players=4,
             seats=[{"kind": "person"}, {"kind": "person", "reserved": "someone"},
                    {"kind": "person"}, {"kind": "rule"}], table_options={"public": False})
    made = kit.wait_for("created")
    kit.send("join", table=made["table"], seat=0, code=made["code"])
    kit.wait_for("seated")
    lobby = sign_in(people, qtbot, make_link(server, made["table"], made["code"]), "lou")
    qtbot.waitUntil(lambda: lobby.windows.at_table, timeout=WAIT_MS)  # seated, no click needed
    wait_for_tables(lobby, qtbot, 0)  # private: not listed to others
    assert lobby.invited_box.isVisibleTo(lobby)
    controller = lobby.windows.windows[0].controller
    assert isinstance(controller, SharedController)
    qtbot.waitUntil(lambda: controller.remote.table == made["table"], timeout=WAIT_MS)
    assert controller.remote.seat == 2  # seat 0 is kit's, seat 1 kept for someone else

    lobby.windows.windows[0].close()  # getting up frees the seat before the game
    qtbot.waitUntil(lambda: not lobby.windows.at_table, timeout=WAIT_MS)
    lobby.invite(parse_link(make_link(server, made["table"], "a wrong code")))
    qtbot.waitUntil(lambda: "private" in lobby.news.text(), timeout=WAIT_MS)
    assert not lobby.windows.at_table  # the window the server refused is closed again


def test_this_machine_s_addresses_come_non_loopback_ipv4_first(qtbot):
    addresses = own_addresses()  # read from the interfaces: nothing goes on the network
    assert "127.0.0.1" in addresses
    kinds = [(a.startswith("127.") or a == "::1", ":" in a) for a in addresses]
    assert kinds == sorted(kinds)


def test_a_seat_is_said_as_the_server_tells_it():
    seat = {"seat": 0, "name": "ann", "kind": "person", "player": "ann", "here": False,
            "computer": False, "hold": 75}
    assert presence({**seat, "here": True}) == "here"
    assert presence(seat, 75) == "away: seat held for 1:15"
    assert presence(seat, 0) == "away: another player may sit"
    assert presence(seat, 0, 65) == "away: a friend may sit for 1:05, then anyone"
    assert presence(seat, 0, 0, 300) == "away: another player may sit; the computer in 5:00"
    assert presence(seat, 10, 130, 400) == "away: seat held for 0:10; the computer in 6:40"
    assert presence({**seat, "computer": True}) == "away: the computer plays"
    assert presence({**seat, "player": "bob"}) == "away: bob plays instead"
    assert presence({"seat": 1, "name": "Computer 2", "kind": "expert"}) == \
        "the computer (Expert)"
    assert free_seats({"seats": [
        {"seat": 0, "kind": "open", "reserved": None},
        {"seat": 1, "kind": "open", "reserved": "lea"},
        {"seat": 2, "kind": "open", "reserved": "max"}]}, "lea") == [1, 0]


def test_the_dialog_says_why_it_could_not_connect_or_host(people, qtbot):
    people.open()
    dialog = people.dialog
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.nickname.setText("nat")
    dialog.password.setText("a password")
    with socket.socket() as taken:  # a port on loopback that nobody answers on, then one
        taken.bind(("127.0.0.1", 0))  # that is taken: the server cannot listen there
        port = taken.getsockname()[1]
        dialog.address.setText(f"ws://127.0.0.1:{port}")
        qtbot.mouseClick(dialog.connect_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "No Card Table server answers" in dialog.problem.text(),
                        timeout=WAIT_MS)
        assert dialog.connect_button.isEnabled() and not people.link.signed_in
        taken.listen()
        dialog.port.setValue(port)
        qtbot.mouseClick(dialog.host_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "stopped before it was ready" in dialog.problem.text(),
                        timeout=WAIT_MS)
    assert "cannot listen" in dialog.problem.text()
    assert dialog.isVisible() and people.lobby is None
    dialog.address.setText("http://example.org")
    qtbot.mouseClick(dialog.connect_button, Qt.MouseButton.LeftButton)
    assert "not a Card Table address" in dialog.problem.text()


def test_a_player_away_may_be_stood_in_for_from_the_lobby(people, server, qtbot):
    oli, pat = Player(server, "oli", seed=1), Player(server, "pat", seed=2)
    oli.send("create", game="ugo", players=2, seats=[{"kind": "person"}] * 2,
             table_options={"hold": 0, "friends": 0, "computer": 0})
    table = oli.wait_for("created")["table"]
    oli.send("join", table=table, seat=0)
    oli.wait_for("seated")
    pat.send("join", table=table, seat=1)
    pat.wait_for("seated")
    pat.socket.close()  # pat drops, and nobody holds his seat for him at this table
    lobby = sign_in(people, qtbot, server, "quin")
    lobby.refresh()
    qtbot.waitUntil(lambda: lobby.list.topLevelItemCount() == 1  # the lobby goes out to
                    and not lobby.tables[0]["seats"][1]["here"], timeout=WAIT_MS)  # all by itself
    assert row(lobby)[5] == "under way"
    lobby.choose(table)
    assert lobby.seat_choice.currentText() == "Seat 2, standing in for pat"
    qtbot.mouseClick(lobby.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lobby.windows.at_table, timeout=WAIT_MS)
    controller = lobby.windows.windows[0].controller
    assert isinstance(controller, SharedController)
    qtbot.waitUntil(lambda: controller.state is not None, timeout=WAIT_MS)
    assert controller.remote.seat == 1


def test_the_lobby_follows_the_server_s_changes_without_asking_again(people, server, qtbot):
    asked: list[str] = []  # what the app sent
    told: list[str] = []  # what the server sent it
    send = people.link.send
    people.link.send = lambda kind, **fields: (asked.append(kind), send(kind, **fields))[1]
    people.link.received.connect(lambda message: told.append(message["type"]))
    lobby = sign_in(people, qtbot, server, "mia")
    qtbot.waitUntil(lambda: told.count("lobby") == asked.count("lobby") > 0, timeout=WAIT_MS)
    requests = asked.count("lobby")
    ned = Player(server, "ned", seed=3)
    ned.send("create", game="ugly", players=4, seats=[{"kind": "person"}] * 4)
    table = ned.wait_for("created")["table"]
    qtbot.waitUntil(lambda: lobby.list.topLevelItemCount() == 1, timeout=WAIT_MS)
    ned.send("join", table=table, seat=0)
    qtbot.waitUntil(lambda: row(lobby)[2].startswith("1/4: ned"), timeout=WAIT_MS)
    assert asked.count("lobby") == requests and "lobby-changes" in told  # never asked again


def test_changes_take_out_what_went_and_put_new_tables_first():
    tables = [{"table": "a", "n": 1}, {"table": "b", "n": 1}, {"table": "c", "n": 1}]
    after = changed_tables(tables, [{"table": "b", "n": 2}, {"table": "d", "n": 1}], ["c"])
    assert after == [{"table": "d", "n": 1}, {"table": "a", "n": 1}, {"table": "b", "n": 2}]


def test_the_dialog_says_when_a_server_is_not_encrypted_and_never_offers_you(people, qtbot):
    people.open()
    dialog = people.dialog
    assert dialog is not None
    qtbot.addWidget(dialog)
    assert dialog.nickname.text() == ""  # the default "You" would take that account
    for address, warned in [("ws://127.0.0.1:7474", True), ("wss://127.0.0.1:7474", False),
                            ("cardtable://127.0.0.1:7474/t1?code=x", True),
                            ("cardtables://127.0.0.1:7474/t1?code=x", False), ("", False)]:
        dialog.address.setText(address)
        assert dialog.in_the_clear.isVisibleTo(dialog) == warned, address

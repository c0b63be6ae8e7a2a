"""Watching a shared table: a real server on loopback, three people as plain protocol clients
and a computer play Black Lady while an app window (``open_watched_table``) watches. The window
follows every move to the end, never shows a card of a hand face up before it is played,
refuses a spectator's click or decision with a word why, and one who comes in mid-game sees
the table as it is."""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from cardtable.engine.events import Event, GameOver, Played
from cardtable.engine.visibility import HIDDEN, PUBLIC
from cardtable.online.link import SIGNED_IN, ServerLink
from cardtable.online.shared_controller import SharedController
from cardtable.storage.plain import view_from_plain
from cardtable.storage.settings import Settings
from cardtable.ui.main_window import MainWindow
from cardtable.ui.shared_table import open_watched_table
from cardtable.ui.table.card_item import CardItem

from ..deadlines import WAIT_MS
from .conftest import Player

QUICK = {"animation_speed": "off", "computer_speed": "instant"}
SEATS = [{"kind": "person"}] * 3 + [{"kind": "rule"}]
SPECTATOR_REFUSAL = "You are watching this table: a spectator does not play."


class HeldPlayer(Player):
    """A player who stops before its ``hold_at``-th decision until ``release`` is set: the
    table waits for it, so the game stands still where a test wants it."""

    def __init__(self, url: str, nickname: str, seed: int, hold_at: int) -> None:
        super().__init__(url, nickname, seed)
        self.hold_at = hold_at
        self.decisions = 0
        self.holding = threading.Event()
        self.release = threading.Event()

    def _take(self, message: dict[str, Any]) -> None:
        if message["type"] == "turn" and message["seat"] == self.seat and message.get("actions"):
            self.decisions += 1
            if self.decisions == self.hold_at:
                self.holding.set()
                self.release.wait(60)
        super()._take(message)


def make_table(server: str, people: list[Player]) -> str:
    people[0].send("create", game="black-lady", players=4, options={"deal_limit": 1},
                   seats=SEATS)
    return str(people[0].wait_for("created")["table"])


def watch(server: str, table: str, qtbot, name: str) -> tuple[MainWindow, SharedController]:
    link = ServerLink()
    with qtbot.waitSignal(link.status, check_params_cb=lambda s: s == SIGNED_IN,
                          timeout=WAIT_MS):
        link.open(server, name, "app password")
    window = open_watched_table(Settings(**QUICK), link, table)
    qtbot.addWidget(window)
    controller = window.controller
    assert isinstance(controller, SharedController)
    return window, controller


class FaceUpCheck:
    """After every step the spectator's table shows, every face-up card on it must be one
    played already (the only cards Black Lady shows everyone), and every hand must lie face
    down with as many cards as the view counts."""

    def __init__(self, window: MainWindow, controller: SharedController) -> None:
        self.window = window
        self.controller = controller
        self.played: set[int] = set()
        self.checks = 0
        controller.events_applied.connect(self._events)
        controller.table_reset.connect(lambda _snapshot: self._reset())
        window.scene.all_shown.connect(self.check)

    def _reset(self) -> None:
        self._events(self.controller.past_events())
        self.check()

    def _events(self, events: list[Event]) -> None:
        # a card counts as played once its Played event is handed to the table: the table may
        # turn it up while it is shown, not before
        self.played |= {e.card for e in events if isinstance(e, Played)}

    def check(self) -> None:
        scene = self.window.scene
        up = {i.card for i in scene.all_card_items() if i.face_up and i.isVisible()}
        assert up <= self.played, sorted(up - self.played)
        view = self.controller.person_view()
        if not scene.animator.busy:
            assert [len(h) for h in scene.hands] == list(view.hand_sizes)
        assert all(not i.face_up for hand in scene.hands for i in hand)
        self.checks += 1


def test_a_spectator_watches_a_whole_game_from_before_the_deal(server, qtbot):
    people = [Player(server, f"watched-{seat}", seed=seat) for seat in range(3)]
    table = make_table(server, people)
    window, controller = watch(server, table, qtbot, "spectator")
    qtbot.waitUntil(lambda: controller.remote.watching, timeout=WAIT_MS)
    faces = FaceUpCheck(window, controller)
    endings: list[GameOver] = []
    controller.game_finished.connect(endings.append)

    for seat, person in enumerate(people):
        person.sit(table, seat)
    qtbot.waitUntil(lambda: bool(endings), timeout=WAIT_MS)

    overs = [person.finish() for person in people]
    assert list(endings[0].scores) == overs[0]["scores"]
    assert list(controller.state.scores) == overs[0]["scores"]
    played = [e for e in controller.past_events() if isinstance(e, Played)]
    assert len(played) == 52 and len({e.card for e in played}) == 52
    assert faces.checks > 52
    assert controller.person == PUBLIC and window.scene.person == PUBLIC
    assert controller.turn is None
    assert window.game_over_box.isVisible()
    controller.link.close()


def test_a_spectator_coming_in_mid_game_sees_the_table_as_it_is_and_cannot_play(
        server, qtbot):
    people: list[Player] = [HeldPlayer(server, "held-0", seed=0, hold_at=6)]
    people += [Player(server, f"held-{seat}", seed=seat) for seat in (1, 2)]
    table = make_table(server, people)
    for seat, person in enumerate(people):
        person.sit(table, seat)
    held = people[0]
    assert isinstance(held, HeldPlayer)
    assert held.holding.wait(30), "the game did not reach the held decision"

    window, controller = watch(server, table, qtbot, "latecomer")
    qtbot.waitUntil(lambda: controller.state is not None and controller.remote.caught_up
                    and not window.scene.animator.busy, timeout=WAIT_MS)
    public = public_view_now(server, table)
    view = controller.person_view()
    assert view == public
    assert view.seat == PUBLIC and view.hand == ()
    scene = window.scene
    assert [len(h) for h in scene.hands] == list(view.hand_sizes)
    assert all(not i.face_up for hand in scene.hands for i in hand)
    on_table = {i.card for i in scene.all_card_items() if i.face_up and i.isVisible()}
    assert on_table == {card for _, card in view.trick}
    assert any(isinstance(e, Played) for e in controller.past_events())  # the log so far
    assert window._status.text() == (
        f"Watching: it is {controller.remote.setup.seats[0].name}'s turn.")

    the_spectator_s_click_and_decision_are_refused(window, controller, qtbot)

    held.release.set()
    endings: list[GameOver] = []
    controller.game_finished.connect(endings.append)
    qtbot.waitUntil(lambda: bool(endings), timeout=WAIT_MS)
    overs = [person.finish() for person in people]
    assert list(endings[0].scores) == overs[0]["scores"]
    controller.link.close()


def the_spectator_s_click_and_decision_are_refused(window: MainWindow,
                                                   controller: SharedController, qtbot) -> None:
    """A click on a card of the bottom hand and a decision through the controller are refused
    with the same words; nothing goes to the server and the table does not change."""
    sent: list[tuple[Any, ...]] = []
    link = controller.link
    real_send = link.send
    link.send = lambda kind, **fields: sent.append((kind, fields))  # type: ignore[method-assign]
    scene = window.scene
    before = [[(i.card, i.pos()) for i in hand] for hand in scene.hands]
    item: CardItem = scene.hands[0][len(scene.hands[0]) // 2]
    at = window.view.mapFromScene(item.sceneBoundingRect().center())
    with qtbot.waitSignal(controller.refused, timeout=WAIT_MS) as clicked:
        QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(at))
    assert clicked.args == [SPECTATOR_REFUSAL]
    with qtbot.waitSignal(controller.refused, timeout=WAIT_MS) as decided:
        assert not controller.decide([HIDDEN])
    assert decided.args == [SPECTATOR_REFUSAL]
    with qtbot.waitSignal(controller.refused, timeout=WAIT_MS) as hinted:
        assert not controller.hint()
    assert hinted.args == ["A spectator gets no hints."]
    assert sent == []
    assert [[(i.card, i.pos()) for i in hand] for hand in scene.hands] == before
    link.send = real_send  # type: ignore[method-assign]


def public_view_now(server: str, table: str) -> Any:
    """The public view of ``table`` as the server shows it to a plain spectator now."""
    watcher = Player(server, "plain-watcher", seed=9)
    watcher.send("watch", table=table)
    game = watcher.wait_for("seated")["game"]
    view = view_from_plain(game, watcher.wait_for("table")["view"])
    watcher.socket.close()
    return view

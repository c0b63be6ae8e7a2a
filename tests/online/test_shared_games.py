"""Whole games at a shared table: a real server on loopback, three people as plain protocol
clients and one app window (``MainWindow`` with a ``SharedController`` over ``QWebSocket``),
the app's seat played through the controller as a person clicks. The window must end with the
server's scores, and nothing it was shown may hold another seat's cards."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.events import Dealt, GameOver
from cardtable.engine.protocol import Phase
from cardtable.engine.registry import GAMES
from cardtable.engine.visibility import HIDDEN
from cardtable.online.link import RECONNECTING, SIGNED_IN, ServerLink
from cardtable.online.shared_controller import SharedController
from cardtable.storage.settings import Settings
from cardtable.ui.shared_table import open_shared_table

from ..deadlines import WAIT_MS
from ..game_facts import facts_of
from .conftest import Player

APP_SEAT = 3
QUICK = {"animation_speed": "off", "computer_speed": "instant"}


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_four_people_play_a_whole_game(game, server, qtbot):
    play_a_whole_game(game, server, qtbot)


@pytest.mark.parametrize("game", ["black-lady", "ugo"])
def test_the_app_dropped_mid_game_comes_back_to_its_seat_and_plays_on(game, server, qtbot):
    play_a_whole_game(game, server, qtbot, drop_at=2)


def play_a_whole_game(game: str, server: str, qtbot, drop_at: int = -1) -> None:
    """Three protocol clients and the app play ``game`` to its end (see the module
    docstring)."""
    people = [Player(server, f"{game}-{seat}", seed=seat) for seat in range(3)]
    people[0].send("create", game=game, players=4, options=facts_of(game).SHORT,
                   seats=[{"kind": "person"}] * 4)
    table = people[0].wait_for("created")["table"]
    for seat, person in enumerate(people):
        person.sit(table, seat)

    link = ServerLink()
    with qtbot.waitSignal(link.status, check_params_cb=lambda s: s == SIGNED_IN,
                          timeout=WAIT_MS):
        link.open(server, "app-" + game, "app password")
    window = open_shared_table(Settings(**QUICK), link, table, APP_SEAT)
    qtbot.addWidget(window)
    controller = window.controller
    assert isinstance(controller, SharedController)
    shown = watch_what_the_app_is_shown(controller)
    endings: list[GameOver] = []
    controller.game_finished.connect(endings.append)

    play_the_app_seat(controller, qtbot, endings, drop_at)

    overs = [person.finish() for person in people]
    assert all(over["scores"] == overs[0]["scores"] for over in overs)
    assert list(endings[0].scores) == overs[0]["scores"]
    assert list(controller.state.scores) == overs[0]["scores"]
    assert window.game_over_box.isVisible()
    assert_nothing_of_other_seats(shown, people)
    with qtbot.waitSignal(controller.refused, timeout=WAIT_MS) as refused:
        assert not controller.hint()  # hints are a table option, off by default
    assert refused.args == ["Hints are off at this table."]
    link.close()


def play_the_app_seat(controller: SharedController, qtbot, endings: list[GameOver],
                      drop_at: int = -1) -> None:
    """Answer each turn the window offers with a legal decision, as a person clicks, until
    the game is over; at the ``drop_at``-th turn the connection drops first."""
    rng = random.Random(7)
    for turns in range(2000):
        qtbot.waitUntil(lambda: bool(endings) or (controller.turn is not None
                                                  and not controller.busy), timeout=WAIT_MS)
        if endings:
            return
        if turns == drop_at:
            drop_and_come_back(controller, qtbot)
        turn = controller.turn
        assert turn is not None
        if turn.phase is Phase.PASS:
            actions = sorted(turn.legal)[:turn.to_choose]
        else:
            actions = [rng.choice(controller.state.legal_actions())]
        assert controller.decide(actions), actions
    raise AssertionError("the game did not end")


def drop_and_come_back(controller: SharedController, qtbot) -> None:
    """The connection drops on the person's turn (nobody else can move): the link comes back
    by itself to the same seat, and the table is drawn again exactly as it was."""
    before = controller.person_view()
    resets: list[object] = []
    controller.table_reset.connect(resets.append)
    link = controller.link
    with qtbot.waitSignal(link.status, check_params_cb=lambda s: s == RECONNECTING,
                          timeout=WAIT_MS):
        link._socket.abort()  # as a cable pulled out: no goodbye on either side
    qtbot.waitUntil(lambda: link.signed_in and bool(resets) and controller.turn is not None
                    and not controller.busy, timeout=WAIT_MS)
    assert controller.person_view() == before
    assert controller.past_events()  # the log keeps the game so far


def watch_what_the_app_is_shown(controller: SharedController) -> dict[str, list]:
    """Every view (by log position) and event the window is handed."""
    shown: dict[str, list] = {"views": [], "events": []}
    controller.table_reset.connect(lambda snapshot: shown["views"].append(
        (controller.remote.shown.log, snapshot.view)))
    controller.events_applied.connect(lambda events: (
        shown["events"].extend(events),
        shown["views"].append((controller.remote.shown.log, controller.person_view()))))
    return shown


def assert_nothing_of_other_seats(shown: dict[str, list], people: list[Player]) -> None:
    """The app's views are its seat's and hold only its hand; no card another seat held at
    that moment is in it, and every card of another hand a deal hands out is hidden."""
    assert shown["views"]
    for log, view in shown["views"]:
        assert view.seat == APP_SEAT
        assert len(view.hand) == view.hand_sizes[APP_SEAT]
        for person in people:
            theirs = person.hands.get(log, set())
            assert not theirs & set(view.hand), (log, person.seat)
    deals = [e for e in shown["events"] if isinstance(e, Dealt)]
    assert deals
    for deal in deals:
        for seat, cards in enumerate(deal.hands):
            assert seat == APP_SEAT or all(c == HIDDEN for c in cards), deal


def test_a_local_game_s_tools_are_refused_and_the_hint_is_the_server_s(server, qtbot):
    people = [Player(server, f"hint-{seat}", seed=seat) for seat in range(3)]
    people[0].send("create", game="black-lady", players=4, options=facts_of("black-lady").SHORT,
                   seats=[{"kind": "person"}] * 4, table_options={"hints": True})
    table = people[0].wait_for("created")["table"]
    for seat, person in enumerate(people):
        person.sit(table, seat)
    link = ServerLink()
    link.open(server, "hint-app", "app password")  # what is sent before the welcome waits
    window = open_shared_table(Settings(**QUICK), link, table, APP_SEAT)
    qtbot.addWidget(window)
    controller = window.controller
    assert isinstance(controller, SharedController)
    qtbot.waitUntil(lambda: controller.turn is not None and not controller.busy,
                    timeout=WAIT_MS)
    refusals: list[str] = []
    controller.refused.connect(refusals.append)
    for tool in (controller.undo, controller.claim, controller.hand_seat_to_computer,
                 controller.end_game, controller.restart):
        assert not tool()
    assert refusals[0] == "Undo is off at a shared table."
    assert len(refusals) == 5 and all(refusals)
    assert not (controller.can_undo() or controller.can_redo() or controller.can_claim()
                or controller.can_end_game() or controller.can_take_seat_back())
    menus = window.menus  # nor does the window offer them
    assert not any(action.isEnabled() for action in (
        menus.undo_action, menus.redo_action, menus.restart_action, menus.save_action))
    with qtbot.waitSignal(controller.hint_ready, timeout=WAIT_MS) as hint:
        assert controller.hint()
    assert hint.args[0] in controller.state.legal_actions() and hint.args[1]
    turn = controller.turn
    assert turn is not None and controller.decide(sorted(turn.legal)[:turn.to_choose])
    assert not controller.decide(sorted(turn.legal)[:turn.to_choose])  # not asked now
    assert refusals[-1] == "Please wait for your turn."
    link.close()


def test_a_player_who_drops_is_said_away_on_their_plate(server, qtbot):
    people = [Player(server, f"plate-{seat}", seed=seat) for seat in range(3)]
    people[0].send("create", game="black-lady", players=4, options=facts_of("black-lady").SHORT,
                   seats=[{"kind": "person"}] * 4)
    table = people[0].wait_for("created")["table"]
    for seat, person in enumerate(people):
        person.sit(table, seat)
    link = ServerLink()
    link.open(server, "plate-app", "app password")
    window = open_shared_table(Settings(**QUICK), link, table, APP_SEAT)
    qtbot.addWidget(window)
    controller = window.controller
    notes: list[list[str]] = []
    controller.notes_changed.connect(lambda _caption, said: notes.append(list(said)))
    qtbot.waitUntil(lambda: bool(notes), timeout=WAIT_MS)
    assert not any("away" in note for note in notes[-1])
    people[1].socket.close()  # a lost connection, without a word
    qtbot.waitUntil(lambda: notes[-1][1].endswith("away"), timeout=WAIT_MS)
    assert not any("away" in notes[-1][seat] for seat in (0, 2, 3))


def test_at_a_table_with_a_time_per_move_the_person_is_told_the_time_left(server, qtbot):
    people = [Player(server, f"clock-{seat}", seed=seat) for seat in range(3)]
    people[0].send("create", game="black-lady", players=4, options=facts_of("black-lady").SHORT,
                   seats=[{"kind": "person"}] * 4, table_options={"move": 90})
    table = people[0].wait_for("created")["table"]
    for seat, person in enumerate(people):
        person.sit(table, seat)
    link = ServerLink()
    link.open(server, "clock-app", "app password")
    window = open_shared_table(Settings(**QUICK), link, table, APP_SEAT)
    qtbot.addWidget(window)
    controller = window.controller
    said: list[str] = []
    controller.status_changed.connect(said.append)
    qtbot.waitUntil(lambda: controller.turn is not None and not controller.busy,
                    timeout=WAIT_MS)
    asked = [s for s in said if s.startswith(controller.turn.prompt)][-1]
    assert asked.endswith("seconds left, then the computer plays)")
    assert 80 <= int(asked.split("(")[-1].split()[0]) <= 90

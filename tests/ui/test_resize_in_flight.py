"""A window resized while cards fly ends in the picture of a table drawn afresh at the new size.

Every game, with its fewest and its most players, is played with animations on; at moments
chosen at random (seeded) among the deal, the passes, the collected tricks and the other moves,
the move in flight is stopped part-way, the window takes a new size, and the move is let go on.
Once the table is quiet, every card (place, turn, height, face, width), every name plate, pile
and word lies where a table laid out afresh at that size from the same position puts it. The
moves are held by hand, not timed: nothing depends on the machine's speed.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QAbstractAnimation
from PySide6.QtWidgets import QGraphicsTextItem
from shiboken6 import isValid

from cardtable.ai import make_bot
from cardtable.engine.protocol import Phase
from cardtable.engine.registry import GAMES
from cardtable.engine.rng import Rng
from cardtable.ui.table import animator
from cardtable.ui.table.card_item import CardItem

from ..deadlines import WAIT_MS
from .test_table_layout import setup_for

SIZES = [(800, 600), (1100, 760), (1920, 1080), (960, 680)]
RESIZES = 4  # resizes in flight in each game, besides the deal's, the pass's and a collection's
PERSON_TURNS = 12  # the person's decisions a game is played for, at most

TABLES = [(rules.id, players) for rules in GAMES
          for players in sorted({rules.min_players, rules.max_players})]


def picture(scene) -> list[tuple]:
    """What the table shows, item by item, in an order that does not depend on the items'
    making: every card's place, turn, height, face and width; every word's text and place
    (the passing notice aside, which comes and goes)."""
    out: list[tuple] = []
    banner = scene.notices.item
    for item in scene.items():
        if not item.isVisible() or item.parentItem() is not None:
            continue
        pos = (round(item.x(), 1), round(item.y(), 1))
        if isinstance(item, CardItem):
            shown = item.card if item.face_up else -1
            out.append(("card", shown, item.face_up, *pos, round(item.rotation(), 1),
                        round(item.zValue(), 3), item.width, round(item.transform().m11(), 3)))
        elif isinstance(item, QGraphicsTextItem) and item is not banner:
            out.append(("words", item.toPlainText(), *pos))
    return sorted(out, key=repr)


def differences(before: list[tuple], after: list[tuple]) -> list[str]:
    """What one picture has that the other has not."""
    left = [repr(t) for t in before]
    right = [repr(t) for t in after]
    only_shown = [t for t in left if t not in right]
    only_fresh = [t for t in right if t not in left]
    return ([f"shown, not fresh: {t}" for t in only_shown]
            + [f"fresh, not shown: {t}" for t in only_fresh])


class Flights:
    """Stops the table's moves part-way when asked, as they start, by holding the animator's
    steps: ``wanted`` names the kinds of moment to stop at; ``stopped`` is the move held."""

    def __init__(self, scene, rng: random.Random) -> None:
        self.scene = scene
        self.rng = rng
        self.moment = "deal"
        self.wanted: set[str] = set()
        self.odds = 0.0
        self.stopped: QAbstractAnimation | None = None
        self.seen: list[str] = []
        original = scene.place_all

        def place_all(animated, order=None, reveal=()):
            group = original(animated, order, reveal)
            if group is not None and self.stopped is None and self.wants():
                starts = [group]  # the first start only: a move let go on runs to its end

                def started(new, _old):
                    if new == QAbstractAnimation.State.Running and starts:
                        self.hold(starts.pop())

                group.stateChanged.connect(started)
            return group

        scene.place_all = place_all

    def wants(self) -> bool:
        return self.moment in self.wanted or self.rng.random() < self.odds

    def hold(self, group: QAbstractAnimation) -> None:
        """Pause the move at a random point of its course."""
        if self.stopped is not None:
            return
        group.pause()
        group.setCurrentTime(int(group.totalDuration() * self.rng.uniform(0.05, 0.9)))
        self.stopped = group
        self.wanted.discard(self.moment)
        self.seen.append(self.moment)


def person_decision(state, bot, rng) -> list[int]:
    """The rule-of-thumb player's decision in the person's seat (every card of a pass)."""
    trial = state.clone()
    actions = []
    while True:
        action = bot.choose(trial.view(trial.to_act), trial.legal_actions(), rng)
        trial.step(action)
        actions.append(action)
        if not trial.decision_under_way:
            return actions


@pytest.fixture
def flying_window(open_window, monkeypatch):
    """Animations on and short; holds let go at once."""
    monkeypatch.setitem(animator.SPEED_FACTORS, "fast", 0.05)
    w = open_window(settings={"animation_speed": "fast"}, keep_games=False)
    w.scene.animator.hold_started.connect(lambda kind: w.scene.animator.release())
    return w


@pytest.mark.parametrize(("game_id", "players"), TABLES, ids=[f"{g}-{p}" for g, p in TABLES])
def test_a_resize_in_flight_ends_as_a_table_drawn_afresh(qtbot, flying_window, game_id,
                                                          players):
    w = flying_window
    c, scene = w.controller, w.scene
    rng = random.Random(f"{game_id}-{players}")
    flights = Flights(scene, rng)
    flights.wanted = {"deal", "pass", "collect"}
    flights.odds = 0.15
    scene.animator.hold_started.connect(
        lambda kind: setattr(flights, "moment", "collect" if kind == "trick" else "after"))
    bot, bot_rng = make_bot("rule", game_id), Rng(5)
    resized = compared = 0
    found: list[str] = []
    w.start(setup_for(game_id, players))
    for _ in range(PERSON_TURNS):
        qtbot.waitUntil(lambda: flights.stopped is not None or c.state.is_over
                        or (c.turn is not None and not scene.animator.busy), timeout=WAIT_MS)
        if flights.stopped is not None:
            size = rng.choice([s for s in SIZES if s != w.size().toTuple()])
            w.resize(*size)
            qtbot.waitUntil(lambda s=size: scene.sceneRect().width()
                            == w.view.viewport().width() and w.size().toTuple() == s,
                            timeout=WAIT_MS)
            held, flights.stopped = flights.stopped, None
            if isValid(held) and held.state() == QAbstractAnimation.State.Paused:
                held.resume()  # the move goes on, wherever it was bound
            resized += 1
            flights.odds = 0.15 if resized < RESIZES else 0.0
            qtbot.waitUntil(lambda: c.state.is_over or flights.stopped is not None
                            or (c.turn is not None and not scene.animator.busy),
                            timeout=WAIT_MS)
            if flights.stopped is None:
                shown = picture(scene)
                scene.reset(c.snapshot())
                compared += 1
                found += [f"after a resize at {flights.seen[-1]}: {d}"
                          for d in differences(shown, picture(scene))]
            continue
        if c.state.is_over:
            break
        flights.moment = "pass" if c.turn.phase is Phase.PASS else "play"
        assert c.decide(person_decision(c.state, bot, bot_rng))
    assert not found, "\n".join(found[:20]) + f"\n({len(found)} in all)"
    assert "deal" in flights.seen and compared >= 2


def test_a_deal_summary_stays_in_the_middle_of_a_resized_table(qtbot, window):
    scene = window.scene
    scene.panel.show("<h3>Deal 1</h3><p>Everyone: +0</p>")
    for size in [(800, 600), (1920, 1080)]:
        window.resize(*size)
        qtbot.waitUntil(lambda s=size: window.size().toTuple() == s
                        and scene.sceneRect().width() == window.view.viewport().width(),
                        timeout=WAIT_MS)
        middle = scene.panel.box.sceneBoundingRect().center() - scene.sceneRect().center()
        assert abs(middle.x()) < 1 and abs(middle.y()) < 1

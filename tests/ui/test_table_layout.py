"""The table's layout at every size: no words on a card, a pile or other words, none off the
table, for every game with the fewest and the most players, at small, default and large windows
and every card size; the hand keeps its suit order through a reset; the dealer's button moves
with the deal."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem, QGraphicsTextItem

from cardtable.ai import make_bot
from cardtable.engine.cards import suit
from cardtable.engine.registry import GAMES, get
from cardtable.engine.rng import Rng
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.ui.opponent_names import opponent_names
from cardtable.ui.table.annotations import HIGHLIGHT, PLATE_BACK, TEXT, TURN_BACK
from cardtable.ui.table.card_item import CardItem
from cardtable.ui.table.scene import SUIT_ORDER

from ..deadlines import WAIT_MS
from .test_contrast import AA_TEXT, FELTS, contrast

SIZES = [(800, 600), (1100, 760), (1920, 1080)]
CARD_SIZES = ["small", "medium", "large"]
SEED = 3


def setup_for(game_id: str, players: int, **options) -> GameSetup:
    """A table of ``players``, under the default rules or the first preset that seats them,
    with the house rules given."""
    rules = get(game_id)
    seats = (SeatSetup("You", PERSON),
             *(SeatSetup(name, "rule") for name in opponent_names(players - 1)))
    for preset in (rules.default_preset, *(p.name for p in rules.presets)):
        try:
            rules.validate(options, players, preset)
        except ValueError:
            continue
        return GameSetup(game_id, players, SEED, seats, options, preset)
    raise AssertionError(f"no rules seat {players} at {game_id}")


def moves_to_person(setup: GameSetup, at_least: int) -> list[int]:
    """The actions of a game the rule-of-thumb player plays for every seat, up to the first
    decision of the person after ``at_least`` actions (the table then waits for the person)."""
    state = get(setup.game_id).new_game(setup.options, setup.seed, setup.players, setup.preset)
    bot = make_bot("rule", setup.game_id)
    rng = Rng(setup.seed)
    while not state.is_over and (len(state.log) < at_least or state.to_act != 0):
        state.step(bot.choose(state.view(state.to_act), state.legal_actions(), rng))
    return list(state.log)


def said(item: QGraphicsItem) -> str:
    """What a text item says ("" for any other item)."""
    if isinstance(item, QGraphicsTextItem):
        return item.toPlainText().strip()
    if isinstance(item, QGraphicsSimpleTextItem):
        return item.text().strip()
    return ""


def words(scene) -> list[QGraphicsItem]:
    """The words on show on the table, but a panel's (which lies over the table on purpose)."""
    return [item for item in scene.items()
            if item.isVisible() and item.parentItem() is None and said(item)]


def cards(scene) -> list[CardItem]:
    return [i for i in scene.items() if isinstance(i, CardItem) and i.isVisible()]


def name(item: QGraphicsItem) -> str:
    if said(item):
        box = tuple(round(v) for v in item.sceneBoundingRect().getRect())
        return repr(said(item).replace("\n", " / ")) + f" at {box}"
    if isinstance(item, CardItem):
        return f"card {item.card} at {item.sceneBoundingRect().center().toTuple()}"
    return type(item).__name__


def problems(scene) -> list[str]:
    """Every words that overlap a card or other words, or leave the table."""
    table = scene.sceneRect()
    found = []
    texts = words(scene)
    for i, text in enumerate(texts):
        box = text.sceneBoundingRect()
        if not table.contains(box):
            found.append(f"{name(text)} leaves the table: {box.getRect()} in {table.getRect()}")
        for card in cards(scene):
            if text.collidesWithItem(card):
                found.append(f"{name(text)} overlaps {name(card)}")
                break
        for other in texts[i + 1:]:
            if box.intersects(other.sceneBoundingRect()):
                found.append(f"{name(text)} overlaps {name(other)}")
    return found


def settle(qtbot, w) -> None:
    c = w.controller
    qtbot.waitUntil(lambda: (c.turn is not None and not w.scene.animator.busy)
                    or c.state.is_over, timeout=WAIT_MS)


GAME_TABLES = [(rules.id, players, {}) for rules in GAMES
               for players in sorted({rules.min_players, rules.max_players})]
GAME_TABLES.append(("black-lady", 6, {"kitty": True}))  # the kitty in its corner


@pytest.mark.parametrize(("game_id", "players", "options"), GAME_TABLES,
                         ids=[f"{g}-{p}{'-' if o else ''}{'-'.join(o)}" for g, p, o in GAME_TABLES])
def test_no_words_overlap_cards_or_words_or_leave_the_table(qtbot, open_window, game_id,
                                                            players, options):
    w = open_window(keep_games=False)
    setup = setup_for(game_id, players, **options)
    found: list[str] = []
    for at_least in (0, 3 * players):
        w.controller.load(setup, moves_to_person(setup, at_least))
        settle(qtbot, w)
        w.scene.notices.item.setVisible(False)  # a passing notice comes and goes
        for size in SIZES:
            w.resize(*size)
            qtbot.waitUntil(lambda s=size: w.size().toTuple() == s
                            and w.scene.sceneRect().width() == w.view.viewport().width(),
                            timeout=WAIT_MS)
            for card_size in CARD_SIZES:
                w.scene.set_card_size(card_size)
                found += [f"{size} {card_size} after {at_least}: {p}"
                          for p in problems(w.scene)]
    assert not found, "\n".join(found[:30]) + f"\n({len(found)} in all)"


def person_suits(scene) -> list[int]:
    return [SUIT_ORDER[suit(i.card)] for i in scene.person_hand()]


@pytest.mark.parametrize("game_id", ["black-lady", "ugly", "up-and-down"])
def test_the_hand_keeps_its_suit_order_when_the_table_is_laid_afresh(qtbot, window, game_id):
    setup = setup_for(game_id, 4)
    window.controller.load(setup, moves_to_person(setup, 0))
    settle(qtbot, window)
    dealt = [i.card for i in window.scene.person_hand()]
    assert person_suits(window.scene) == sorted(person_suits(window.scene))
    window.scene.reset(window.controller.snapshot())  # as undo, resume and Open do
    assert [i.card for i in window.scene.person_hand()] == dealt


def test_the_dealer_button_and_the_turn_light_move_with_the_game(qtbot, window):
    setup = setup_for("up-and-down", 4)
    w, c = window, window.controller
    w.controller.load(setup, moves_to_person(setup, 0))
    dealers = set()
    for _ in range(60):
        settle(qtbot, w)
        if c.state.is_over:
            break
        view = c.snapshot().view
        plates = w.scene.labels.items
        assert [p.dealer for p in plates] == [s == view.dealer for s in range(4)]
        said = w.scene.labels.texts()
        assert [text.endswith("\ndeals") for text in said] == [s == view.dealer for s in range(4)]
        assert [p.acting for p in plates] == [s == 0 for s in range(4)]
        dealers.add(view.dealer)
        turn = c.turn
        usable = [ch.action for ch in turn.choices if ch.enabled]
        w.scene.decide([usable[0]] if usable else [min(turn.legal)])
    assert len(dealers) >= 3


def test_a_compact_stock_with_its_count(qtbot, open_window):
    w = open_window(size=(1100, 760))
    setup = setup_for("up-and-down", 6)
    w.controller.load(setup, moves_to_person(setup, 0))
    settle(qtbot, w)
    layer = w.scene.layer
    stock = layer.stock
    assert len(stock) > 20
    spread = QRectF()
    for item in stock:
        spread = spread.united(item.sceneBoundingRect())
    assert spread.width() < w.scene.geometry.card_width * 1.2
    assert w.scene.sceneRect().contains(spread)
    assert str(len(stock)) in layer.count.toPlainText()


@pytest.mark.parametrize("game_id", ["black-lady", "up-and-down", "ultimate-loser"])
def test_the_light_and_the_button_follow_the_game_after_every_move(qtbot, window, game_id):
    setup = setup_for(game_id, 4)
    window.controller.load(setup, moves_to_person(setup, 0))
    settle(qtbot, window)
    view = window.controller.snapshot().view
    other = dataclasses.replace(view, to_act=2, dealer=(view.dealer + 1) % 4)
    window.scene.sync(other)  # as after a computer player's bid, with a new deal
    plates = window.scene.labels.items
    assert [p.acting for p in plates] == [s == 2 for s in range(4)]
    assert [p.dealer for p in plates] == [s == other.dealer for s in range(4)]


def over(top: QColor, under: QColor) -> QColor:
    """``top`` (with its alpha) painted over ``under``."""
    a = top.alphaF()
    return QColor.fromRgbF(*(t * a + u * (1 - a) for t, u in zip(
        (top.redF(), top.greenF(), top.blueF()), (under.redF(), under.greenF(), under.blueF()),
        strict=True)))


@pytest.mark.parametrize("felt", FELTS, ids=["middle", "felt", "edge"])
def test_the_plates_words_read_on_the_plates(felt):
    for ink in (TEXT, HIGHLIGHT):
        assert contrast(ink, over(PLATE_BACK, felt)) >= AA_TEXT
    assert contrast(HIGHLIGHT, over(TURN_BACK, felt)) >= AA_TEXT

"""Every seat's piles and name plate lie on the table and by their own seat, at a small, the
default and a large window, for every game with its fewest and its most players: a pile or plate
is nearer its own seat (the middle of its hand; the person's, along the bottom; in U-G-O, its hand
and its row of cards) than any other seat, so that nobody's tricks lie in another's corner, nor
a name between two hands."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QPolygonF

from cardtable.games.ugo.window.table import UgoTable
from cardtable.ui.table.layout import LONGEST_HAND, TableGeometry, card_bounds
from cardtable.ui.table.trick_table import TrickLayer

from ..deadlines import WAIT_MS
from .test_table_layout import GAME_TABLES, moves_to_person, settle, setup_for

SIZES = [(800, 600), (1100, 760), (1920, 1080)]


def to_segment(p: QPointF, a: QPointF, b: QPointF) -> float:
    """How far ``p`` lies from the segment ``a``–``b``."""
    ab, ap = b - a, p - a
    length = QPointF.dotProduct(ab, ab)
    t = 0.0 if length == 0 else min(1.0, max(0.0, QPointF.dotProduct(ap, ab) / length))
    return math.hypot(*(ap - ab * t).toTuple())


def outline(item) -> QPolygonF:
    """An item's outline on the table, turned as it lies."""
    return item.mapToScene(item.boundingRect())


def piles(scene) -> list[list[QPolygonF]]:
    """Each seat's piles: the won cards where they lie, and where its first won card would
    go, in a trick game; the deck and discard pile in U-G-O."""
    layer = scene.layer
    out: list[list[QPolygonF]] = [[] for _ in range(scene.players)]
    if isinstance(layer, TrickLayer) and layer.wins_piles:
        g = scene.geometry
        for seat in range(scene.players):
            spot = card_bounds(g.pile_place(scene.place_of(seat), 0), g.card_width)
            out[seat] = [spot, *(outline(item) for item in layer.piles[seat])]
    elif isinstance(layer, UgoTable):
        for seat in range(scene.players):
            deck = layer.deck_items[seat]
            out[seat] = ([outline(deck)] * deck.isVisible()
                         + [outline(item) for item in layer.discards[seat]])
    return out


def seat_lines(scene, seat: int) -> list[tuple[QPointF, QPointF]]:
    """Where a seat sits. At a trick game's table, the person along the bottom (the line
    through the middles of a full hand's cards), another at the middle of its hand; at U-G-O's,
    along its hand as it lies and along its row, from its deck to its discard pile."""
    g = scene.geometry
    rel = scene.place_of(seat)
    layer = scene.layer
    if isinstance(layer, UgoTable):
        places = layer.places
        hand = scene.hands[seat]
        row = (places.deck_place(seat).centre, places.discard_place(seat, 0).centre)
        return [row] + [(hand[0].pos(), hand[-1].pos())] * bool(hand)
    if rel:
        return [(g.seat_anchor(rel), g.seat_anchor(rel))]
    places = g.hand_places(0, LONGEST_HAND)
    return [(places[0].centre, places[-1].centre)]


def misplaced(scene, crowded: bool = False) -> list[str]:
    """Every pile or plate off the table, or nearer another seat than its own (on a
    ``crowded`` table: nearer two other seats than its own)."""
    table = scene.sceneRect()
    seats = [seat_lines(scene, seat) for seat in range(scene.players)]
    plates = [outline(plate) for plate in scene.labels.items]
    names = [plate.toPlainText().split("\n")[0] for plate in scene.labels.items]
    found = []

    def check(what: str, seat: int, shape: QPolygonF) -> None:
        box = shape.boundingRect()
        if not table.contains(box):
            found.append(f"{names[seat]}'s {what} {box.getRect()} leaves the table")
        near = [min(to_segment(box.center(), *line) for line in lines) for lines in seats]
        closer = sorted(d for d in near if d < near[seat])
        if len(closer) > (1 if crowded else 0):
            found.append(f"{names[seat]}'s {what} {box.getRect()} lies nearer "
                         f"{names[near.index(min(near))]}")

    for seat, plate in enumerate(plates):
        check("plate", seat, plate)
        for pile in piles(scene)[seat]:
            check("pile", seat, pile)
    return found


# Crowded: at 800×600, Black Lady's eleven seats, its six with the kitty and Up and Down's six
# leave one or two plates no free spot by their own hands (the trick, the piles' places, the
# stock's count and the person's plate take them), so such a plate may go where it is nearer the
# next seat, but never further.
CROWDED = {("black-lady", 11, (800, 600)), ("black-lady", 6, (800, 600)),
           ("up-and-down", 6, (800, 600))}
CASES = [pytest.param(game_id, players, options, size,
                      id=f"{game_id}-{players}{'-' if options else ''}{'-'.join(options)}"
                         f"-{size[0]}x{size[1]}")
         for game_id, players, options in GAME_TABLES for size in SIZES]


@pytest.mark.parametrize(("game_id", "players", "options", "size"), CASES)
def test_every_pile_and_plate_lies_on_the_table_by_its_seat(qtbot, open_window, game_id,
                                                            players, options, size):
    w = open_window(keep_games=False, size=size)
    setup = setup_for(game_id, players, **options)
    w.controller.load(setup, moves_to_person(setup, 3 * players))
    settle(qtbot, w)
    qtbot.waitUntil(lambda: w.size().toTuple() == size
                    and w.scene.sceneRect().width() == w.view.viewport().width(),
                    timeout=WAIT_MS)
    found = misplaced(w.scene, crowded=(game_id, players, size) in CROWDED)
    assert not found, "\n".join(found)


def test_a_side_seats_pile_lies_in_front_of_its_hand_not_in_a_corner():
    g = TableGeometry(1100, 726, 4)
    for rel in (1, 3):
        pile, hand = g.pile_place(rel, 0).centre, g.seat_anchor(rel)
        assert abs(pile.y() - hand.y()) < g.card_height / 2  # level with the hand's middle
        assert abs(pile.x() - g.centre.x()) < abs(hand.x() - g.centre.x())  # nearer the middle


def test_the_plates_stay_as_the_deal_moves_on_and_a_word_grows(qtbot, open_window):
    w = open_window(keep_games=False, size=(800, 600))
    setup = setup_for("ultimate-loser", 7)
    w.controller.load(setup, moves_to_person(setup, 21))
    settle(qtbot, w)
    scene = w.scene

    def middles() -> list[QPointF]:
        return [plate.sceneBoundingRect().center() for plate in scene.labels.items]

    def moved(before: list[QPointF]) -> float:
        """How far the plate that moved most has moved (within its room, a plate moves by
        half the dealer's button at most; to another spot, much further)."""
        return max(math.hypot(*(a - b).toTuple()) for a, b in zip(before, middles(),
                                                                   strict=True))

    before = middles()
    for dealer in range(scene.players):  # the dealer's button comes and goes
        scene.dealer = dealer
        scene.update_labels()
        assert moved(before) <= 15
    scene.set_notes(scene.caption.text(), [f"{note}." for note in scene.seat_notes])
    assert moved(before) <= 15  # a note a letter longer

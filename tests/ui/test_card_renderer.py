"""The card artwork: sizes, caching, colours, pip counts and the review sheet."""

from __future__ import annotations

from collections import deque

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage

from cardtable.engine.cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    HEARTS,
    JACK,
    JOKER_FACE,
    KING,
    QUEEN,
    SPADES,
    SUITS,
    TEN,
    TWO,
    joker,
    make_card,
    parse_card,
)
from cardtable.storage.settings import CARD_BACKS
from cardtable.ui.table.card_renderer import (
    BACK_STYLES,
    CARD_ASPECT,
    CardRenderer,
    render_sheet,
)
from cardtable.ui.table.suit_shapes import pip_path, suit_path

from ..deadlines import WAIT_MS

RED_SUITS = (DIAMONDS, HEARTS)
ALL_FACES = range(JOKER_FACE + 1)


@pytest.fixture
def renderer(qapp):
    return CardRenderer()


# ---- reading pixels ----------------------------------------------------------------------------


class Pixels:
    """The colours of a rendered pixmap, read once into a plain list for quick sampling."""

    def __init__(self, image: QImage) -> None:
        image = image.convertToFormat(QImage.Format.Format_ARGB32)
        self.width, self.height = image.width(), image.height()
        raw = bytes(image.constBits())
        stride = image.bytesPerLine()
        # ARGB32 is stored as one native-endian 32-bit word: B, G, R, A on little-endian machines.
        # Pixels that are not (nearly) opaque, the cut-off corners, read as white paper.
        self.rgb = [
            [self._colour(raw, y * stride + 4 * x) for x in range(self.width)]
            for y in range(self.height)
        ]

    @staticmethod
    def _colour(raw: bytes, i: int) -> tuple[int, int, int]:
        if raw[i + 3] < 200:
            return (255, 255, 255)
        return (raw[i + 2], raw[i + 1], raw[i])

    def count(self, test, box=(0.0, 0.0, 1.0, 1.0)) -> int:
        x0, y0, x1, y1 = self._box(box)
        return sum(1 for y in range(y0, y1) for x in range(x0, x1) if test(*self.rgb[y][x]))

    def blobs(self, test, box=(0.0, 0.0, 1.0, 1.0)) -> list[list[tuple[int, int]]]:
        """Groups of touching pixels (8-neighbours) that pass ``test`` inside ``box``."""
        x0, y0, x1, y1 = self._box(box)
        seen: set[tuple[int, int]] = set()
        found = []
        for y in range(y0, y1):
            for x in range(x0, x1):
                if (x, y) in seen or not test(*self.rgb[y][x]):
                    continue
                blob, todo = [], deque([(x, y)])
                seen.add((x, y))
                while todo:
                    cx, cy = todo.popleft()
                    blob.append((cx, cy))
                    for nx in (cx - 1, cx, cx + 1):
                        for ny in (cy - 1, cy, cy + 1):
                            if (x0 <= nx < x1 and y0 <= ny < y1 and (nx, ny) not in seen
                                    and test(*self.rgb[ny][nx])):
                                seen.add((nx, ny))
                                todo.append((nx, ny))
                found.append(blob)
        return found

    def _box(self, box):
        fx0, fy0, fx1, fy1 = box
        return (round(fx0 * self.width), round(fy0 * self.height),
                round(fx1 * self.width), round(fy1 * self.height))


def solidity(blob: list[tuple[int, int]]) -> float:
    """How much of its bounding box a blob of pixels fills."""
    xs, ys = [x for x, _ in blob], [y for _, y in blob]
    return len(blob) / ((max(xs) - min(xs) + 1) * (max(ys) - min(ys) + 1))


def pixels(pixmap) -> Pixels:
    return Pixels(pixmap.toImage())


def is_dark(r, g, b) -> bool:
    return r < 90 and g < 90 and b < 90


def is_red(r, g, b) -> bool:
    return r > 140 and g < 100 and b < 110 and r - g > 80


def is_ink(suit):
    return is_red if suit in RED_SUITS else is_dark


# The pip field: clear of the corner indices, which sit in the outer columns of the card.
PIP_FIELD = (0.2, 0.02, 0.8, 0.98)


# ---- sizes and the cache -----------------------------------------------------------------------


@pytest.mark.parametrize(("width", "dpr"), [(90, 1.0), (56, 2.0), (71, 1.5), (48, 1.25)])
def test_pixmaps_have_the_device_size_and_pixel_ratio_asked_for(renderer, width, dpr):
    for pixmap in (renderer.face(parse_card("QS"), width, dpr), renderer.back(0, width, dpr)):
        assert pixmap.width() == round(width * dpr)
        assert pixmap.height() == round(width * CARD_ASPECT * dpr)
        assert pixmap.devicePixelRatio() == pytest.approx(dpr)
        # shown at its logical size, a card keeps the 63 × 88 proportions
        logical = pixmap.deviceIndependentSize()
        assert logical.width() == pytest.approx(width, abs=0.5)
        assert logical.height() / logical.width() == pytest.approx(88 / 63, rel=0.02)


def test_card_aspect_is_a_poker_card():
    assert pytest.approx(88 / 63) == CARD_ASPECT


def test_cache_returns_the_same_pixmap_for_the_same_picture_and_size(renderer):
    card = parse_card("7H")
    first = renderer.face(card, 80)
    assert renderer.face(card, 80) is first
    assert renderer.face(card, 81) is not first
    assert renderer.face(card, 80, 2.0) is not first
    assert renderer.face(parse_card("8H"), 80) is not first
    assert renderer.back(1, 80) is renderer.back(1, 80)
    assert renderer.back(1, 80) is not renderer.back(0, 80)


def test_a_second_decks_card_shares_its_twins_picture(renderer):
    for text in ("2C", "10D", "QH", "AS"):
        card = parse_card(text)
        assert renderer.face(card + 64, 70) is renderer.face(card, 70)
    assert renderer.face(joker(1), 70) is renderer.face(joker(0), 70)


def test_a_second_decks_card_draws_the_same_image_as_its_twin(qapp):
    for card in (make_card(TEN, HEARTS), make_card(JACK, SPADES), joker()):
        twin = card + 64 * 3
        left, right = CardRenderer(), CardRenderer()
        assert left.face(card, 64).toImage() == right.face(twin, 64).toImage()


def test_clear_forgets_every_pixmap(renderer):
    first = renderer.face(0, 60)
    renderer.back(2, 60)
    assert len(renderer) == 2
    renderer.clear()
    assert len(renderer) == 0
    assert renderer.face(0, 60) is not first


def test_the_cache_drops_the_least_recently_used_pixmap_when_full(qapp):
    small = CardRenderer(capacity=3)
    a, b = small.face(0, 40), small.face(1, 40)
    small.face(2, 40)
    assert small.face(0, 40) is a  # touching a makes b the oldest
    small.face(3, 40)
    assert len(small) == 3
    assert small.face(0, 40) is a
    assert small.face(1, 40) is not b


@pytest.mark.parametrize(
    "call",
    [
        lambda r: r.face(JOKER_FACE + 1, 60),
        lambda r: r.face(-1, 60),
        lambda r: r.back(BACK_STYLES, 60),
        lambda r: r.back(-1, 60),
        lambda r: r.face(0, 0),
        lambda r: r.back(0, 60, 0.0),
    ],
)
def test_impossible_requests_are_refused(renderer, call):
    with pytest.raises(ValueError):
        call(renderer)


# ---- what the faces show -----------------------------------------------------------------------


@pytest.mark.parametrize("face", ALL_FACES)
def test_every_face_is_drawn_in_its_suits_ink(renderer, face):
    px = pixels(renderer.face(face, 72))
    dark, red = px.count(is_dark), px.count(is_red)
    if face == JOKER_FACE:
        assert dark > 50 and red > 50  # the joker is spelt in black and in red
        return
    suit, rank = divmod(face, 13)
    if suit in RED_SUITS:
        assert red > 50
    else:
        assert dark > 50
    if rank < JACK or rank == ACE:
        # number cards and aces are printed in the suit's ink alone
        assert (dark if suit in RED_SUITS else red) == 0
    else:
        # court figures have black eyes and fine black outlines whatever the suit
        assert dark > 20


def test_cards_are_opaque_white_with_transparent_rounded_corners(renderer):
    image = renderer.face(parse_card("5C"), 90).toImage()
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(image.width() - 1, image.height() - 1).alpha() == 0
    assert image.pixelColor(image.width() // 2, 1).alpha() == 255
    assert image.pixelColor(1, image.height() // 2).alpha() == 255
    # between the pips the card is plain white
    assert image.pixelColor(image.width() // 2, image.height() * 2 // 5).name() == "#ffffff"


def test_every_face_and_back_looks_different(renderer):
    images = [bytes(renderer.face(f, 48).toImage().constBits()) for f in ALL_FACES]
    images += [bytes(renderer.back(s, 48).toImage().constBits()) for s in range(BACK_STYLES)]
    assert len(set(images)) == len(images)


@pytest.mark.parametrize("suit", SUITS)
@pytest.mark.parametrize("rank", [*range(TWO, JACK), ACE])
def test_a_number_card_shows_as_many_pips_as_its_number(renderer, suit, rank):
    number = 1 if rank == ACE else rank + 2
    px = pixels(renderer.face(make_card(rank, suit), 110))
    # a pip is a solid patch of ink of some size (fine ornaments, such as a ring round an ace,
    # are neither)
    pips = [b for b in px.blobs(is_ink(suit), PIP_FIELD) if len(b) > 40 and solidity(b) > 0.3]
    assert len(pips) == number


@pytest.mark.parametrize("rank", range(TWO, JACK))
def test_pips_below_the_middle_stand_on_their_heads(renderer, rank):
    # A heart is broad at the top and pointed below, so an upright heart carries more of its ink
    # in its upper half. Pips in the lower half of the card are turned round, as on real cards.
    px = pixels(renderer.face(make_card(rank, HEARTS), 110))
    middle = px.height / 2
    for blob in px.blobs(is_red, PIP_FIELD):
        ys = [y for _, y in blob]
        top, bottom = min(ys), max(ys)
        centre_of_box = (top + bottom) / 2
        centre_of_ink = sum(ys) / len(ys)
        if centre_of_box < middle - 2:
            assert centre_of_ink < centre_of_box  # upright
        elif centre_of_box > middle + 2:
            assert centre_of_ink > centre_of_box  # turned round
        else:
            assert centre_of_ink < centre_of_box  # a middle pip stays upright


@pytest.mark.parametrize("width", [48, 56, 90])
@pytest.mark.parametrize("text", ["10D", "10S", "QC", "AH", "7S"])
def test_both_corners_carry_the_index_even_on_small_cards(renderer, width, text):
    card = parse_card(text)
    suit = card // 13
    px = pixels(renderer.face(card, width))
    top_left = px.count(is_ink(suit), (0.0, 0.0, 0.19, 0.3))
    bottom_right = px.count(is_ink(suit), (0.81, 0.7, 1.0, 1.0))
    # the rank and a small pip: a good number of pixels, the same in each corner give or take
    # the odd anti-aliased pixel from the half turn
    assert top_left > width * 0.6
    assert bottom_right == pytest.approx(top_left, rel=0.15)


def test_the_index_column_stays_clear_of_the_pips(renderer):
    # on the ten, the widest index, a thin strip between the index and the pips stays white
    for width in (48, 90):
        px = pixels(renderer.face(make_card(TEN, CLUBS), width))
        assert px.count(is_dark, (0.215, 0.0, 0.23, 1.0)) == 0


def test_court_cards_differ_by_rank_and_suit(renderer):
    kings = [renderer.face(make_card(KING, s), 70).toImage() for s in SUITS]
    assert all(a != b for i, a in enumerate(kings) for b in kings[i + 1:])
    jack, queen = (renderer.face(make_card(r, SPADES), 70).toImage() for r in (JACK, QUEEN))
    assert jack != queen


# ---- backs and the review sheet ----------------------------------------------------------------


@pytest.mark.parametrize("style", range(BACK_STYLES))
def test_every_back_is_a_coloured_pattern_in_a_white_border(renderer, style):
    image = renderer.back(style, 80).toImage()
    w, h = image.width(), image.height()
    assert image.pixelColor(w // 2, 2).name() == "#ffffff"
    px = Pixels(image)
    centre = (0.25, 0.25, 0.75, 0.75)
    area = px.count(lambda r, g, b: True, centre)
    coloured = px.count(lambda r, g, b: max(r, g, b) - min(r, g, b) > 40, centre)
    assert coloured > area * 0.6
    # a pattern, not a flat fill: the middle holds many different colours
    colours = {px.rgb[y][x] for y in range(h // 4, 3 * h // 4) for x in range(w // 4, 3 * w // 4)}
    assert len(colours) > 20


def test_there_are_at_least_two_back_designs():
    assert BACK_STYLES >= 2


def test_render_sheet_saves_every_card_on_green(qapp, tmp_path):
    path = tmp_path / "sheet.png"
    render_sheet(str(path), width=40)
    image = QImage(str(path))
    assert not image.isNull()
    # thirteen columns of cards with gaps around them
    assert image.width() > 13 * 40
    corner = image.pixelColor(1, 1)
    assert corner.green() > corner.red() + 40 and corner.green() > corner.blue() + 20


# ---- the suit shapes ---------------------------------------------------------------------------


@pytest.mark.parametrize("suit", SUITS)
def test_suit_shapes_fill_the_unit_square_and_are_symmetric(suit):
    box = suit_path(suit).boundingRect()
    assert box.left() >= -1e-6 and box.top() >= -1e-6
    assert box.right() <= 1 + 1e-6 and box.bottom() <= 1 + 1e-6
    assert max(box.width(), box.height()) == pytest.approx(1.0, abs=1e-3)
    # every suit sign is mirror-symmetric about its upright axis
    assert box.center().x() == pytest.approx(0.5, abs=1e-3)
    path = suit_path(suit)
    for x, y in ((0.3, 0.5), (0.4, 0.3), (0.42, 0.85), (0.2, 0.6)):
        assert path.contains(QPointF(x, y)) == path.contains(QPointF(1 - x, y))


def test_suit_shapes_have_their_characteristic_outlines():
    heart, diamond = suit_path(HEARTS), suit_path(DIAMONDS)
    club, spade = suit_path(CLUBS), suit_path(SPADES)
    inside = lambda path, x, y: path.contains(QPointF(x, y))  # noqa: E731
    # the heart: a dip between the lobes at the top, full in the middle, a point below
    assert not inside(heart, 0.5, 0.08) and inside(heart, 0.5, 0.5)
    assert inside(heart, 0.2, 0.25) and not inside(heart, 0.1, 0.9)
    # the diamond: solid in the middle, empty in every corner of its box
    assert inside(diamond, 0.5, 0.5)
    assert not any(inside(diamond, x, y) for x in (0.1, 0.9) for y in (0.1, 0.9))
    # the club: three round leaves and a stem, with gaps between the leaves
    assert inside(club, 0.5, 0.2) and inside(club, 0.2, 0.6) and inside(club, 0.8, 0.6)
    assert inside(club, 0.5, 0.9) and not inside(club, 0.2, 0.15)
    # the spade: a point at the top, broad lobes low down, a stem on a foot
    assert inside(spade, 0.5, 0.08) and not inside(spade, 0.2, 0.1)
    assert inside(spade, 0.15, 0.55) and inside(spade, 0.5, 0.95)
    assert not inside(spade, 0.15, 0.95)


def test_a_pip_turned_upside_down_is_the_shape_turned_half_round():
    upright = pip_path(HEARTS, QPointF(10, 10), 4)
    turned = pip_path(HEARTS, QPointF(10, 10), 4, upside_down=True)
    assert upright.boundingRect().center().x() == pytest.approx(10, abs=1e-3)
    # the heart's point is at the bottom when upright and at the top when turned
    assert upright.contains(QPointF(10, 11.8)) and not upright.contains(QPointF(10, 8.2))
    assert turned.contains(QPointF(10, 8.2)) and not turned.contains(QPointF(10, 11.8))


def is_green(r, g, b) -> bool:
    return g > 90 and g - r > 50 and g - b > 30


def is_blue(r, g, b) -> bool:
    return b > 140 and b - r > 80 and b - g > 40


@pytest.mark.parametrize(("card", "four_ink", "two_ink"), [
    ("5C", is_green, is_dark), ("5D", is_blue, is_red), ("5H", is_red, is_red),
    ("5S", is_dark, is_dark)])
def test_the_four_colour_deck_gives_clubs_green_and_diamonds_blue(renderer, card, four_ink,
                                                                  two_ink):
    two = pixels(renderer.face(parse_card(card), 72))
    renderer.set_four_colours(True)
    four = pixels(renderer.face(parse_card(card), 72))
    assert four.count(four_ink) > 50 and two.count(two_ink) > 50
    if four_ink is not two_ink:
        assert four.count(two_ink) == 0 and two.count(four_ink) == 0
    renderer.set_four_colours(False)  # and back: the usual picture again, from the cache
    assert pixels(renderer.face(parse_card(card), 72)).rgb == two.rgb


def test_every_card_back_design_can_be_chosen_in_settings():
    assert CARD_BACKS == BACK_STYLES


def test_faces_drawn_ahead_are_the_very_pictures_asked_for_later(qapp):
    renderer = CardRenderer()
    pieces = list(renderer.faces_ahead(90, 1.0, per_piece=4))
    assert len(pieces) == (JOKER_FACE + 1) // 4  # a pause after every four faces
    assert len(renderer) == JOKER_FACE + 1  # every face, the joker's too
    drawn = renderer.face(parse_card("Q♠"), 90, 1.0)
    assert len(renderer) == JOKER_FACE + 1  # nothing drawn again
    assert renderer.face(parse_card("Q♠"), 90, 1.0) is drawn


def test_a_window_draws_the_faces_ahead_once_its_table_is_still(qtbot):
    from cardtable.storage.settings import Settings
    from cardtable.ui.main_window import MainWindow

    from .test_table import make_setup

    w = MainWindow(Settings(animation_speed="off", computer_speed="instant"), keep_games=False)
    qtbot.addWidget(w)
    w.start(make_setup(seed=7))
    renderer = w.scene.renderer
    with qtbot.waitSignal(w.view.first_frame, timeout=WAIT_MS):
        w.show()
    widths = {round(item.width) for item in w.scene.all_card_items()}
    dpr = w.view.devicePixelRatioF()
    ahead = {("face", face, width, dpr) for face in range(JOKER_FACE + 1) for width in widths}
    qtbot.waitUntil(lambda: ahead <= set(renderer._cache), timeout=WAIT_MS)  # the joker's too

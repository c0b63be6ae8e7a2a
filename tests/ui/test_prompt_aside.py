"""The prompt box when the computer plays for the person: its words keep clear of the trick the
others' cards come to, and it waits behind a deal's summary until the summary is closed."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from cardtable.session.setup import PERSON, GameSetup, SeatSetup

from ..deadlines import WAIT_MS


def handed_over(qtbot, open_window, settings: dict):
    """Ugly at 800×600, the person's seat handed to the computer at their first decision."""
    window = open_window(settings=settings, size=(800, 600))
    seats = (SeatSetup("You", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in (1, 2, 3)))
    window.start(GameSetup("ugly", 4, 7, seats, {}, None))
    c = window.controller
    qtbot.waitUntil(lambda: c.turn is not None, timeout=WAIT_MS)
    c.hand_seat_to_computer()
    return window


def trick_rects(scene) -> list[QRectF]:
    g = scene.geometry
    h = g.card_height  # a square a card fits in, however it is turned
    return [QRectF(p.centre.x() - h / 2, p.centre.y() - h / 2, h, h)
            for p in (g.trick_place(rel, 0) for rel in range(scene.players))]


def test_the_computer_s_words_by_the_hand_keep_clear_of_the_trick(qtbot, open_window):
    window = handed_over(qtbot, open_window, {"animation_speed": "off"})
    prompt = window.table_prompt
    qtbot.waitUntil(lambda: "computer" in prompt.text(), timeout=WAIT_MS)
    box = QRectF(prompt.geometry())
    assert not any(box.intersects(r) for r in trick_rects(window.scene))


def test_the_prompt_waits_behind_a_deal_s_summary(qtbot, open_window):
    window = handed_over(qtbot, open_window, {"animation_speed": "fast",
                                              "computer_speed": "instant"})
    animator, prompt = window.scene.animator, window.table_prompt
    qtbot.waitUntil(lambda: animator.holding == "score", timeout=WAIT_MS)
    assert not prompt.isVisible()
    animator.release()
    qtbot.waitUntil(lambda: animator.holding is None, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: prompt.isVisible() and "computer" in prompt.text(),
                    timeout=WAIT_MS)


def test_at_the_game_s_end_nothing_says_the_computer_still_plays_for_the_person(
        qtbot, open_window):
    window = open_window(settings={"animation_speed": "off"}, size=(800, 600))
    seats = (SeatSetup("You", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in (1, 2, 3)))
    window.start(GameSetup("black-lady", 4, 7, seats, {"deal_limit": 1}, "morehead"))
    c = window.controller
    qtbot.waitUntil(lambda: c.turn is not None, timeout=WAIT_MS)
    c.hand_seat_to_computer()
    qtbot.waitUntil(lambda: "computer" in window.table_prompt.text(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: hasattr(window, "game_over_box"), timeout=WAIT_MS)
    assert window.table_prompt.text() == ""
    assert window.scene.labels.stand_in == -1

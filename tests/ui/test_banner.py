"""One banner, one prompt on the table, nothing stale (issue 18): what the table says belongs
to the game and the position on it; the prompt and the decision's buttons lie on the table
beside the person's hand; the game-over box comes with the last trick."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from cardtable.session.local import LocalSession
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.ui.main_window import MainWindow
from cardtable.ui.table.banner import free_spot

from ..deadlines import WAIT_MS
from .test_more_games import click_choice
from .test_table import make_setup, show_a_last_trick, take_turn, wait_for_turn


def seats(players: int) -> tuple[SeatSetup, ...]:
    return (SeatSetup("You", PERSON), *(SeatSetup(f"Bot {i}", "rule") for i in range(1, players)))


def what_is_shown(w: MainWindow) -> dict[str, object]:
    """Everything the window says or offers the person."""
    return {
        "banner": w.scene.notice_text(),
        "panel": w.scene.overlay_text(),
        "prompt": w.table_prompt.text(),
        "commit": w.commit_button.text() if not w.commit_button.isHidden() else None,
        "choices": [b.text() for b in w.choice_bar.buttons] if not w.choice_bar.isHidden()
        else [],
    }


def assert_shows_the_turn(w: MainWindow) -> None:
    """The prompt, buttons and status are those of the controller's turn, and nothing else."""
    turn = w.controller.turn
    assert turn is not None
    assert w.table_prompt.text() == turn.prompt
    assert w.table_prompt.isVisible()
    assert [b.text() for b in w.choice_bar.buttons] == [c.label for c in turn.choices]
    assert w._status.text() == turn.prompt


def test_nothing_of_a_game_survives_the_next_of_another_kind(qtbot, window):
    window.start(make_setup(seed=4))  # Black Lady: pass three cards
    wait_for_turn(qtbot, window)
    assert window.table_prompt.text().startswith("Choose 3 card")
    assert window.commit_button.isVisible()
    window.scene.say("Game over. Winner: Alice", sticky=True)
    window.start(GameSetup("up-and-down", 4, 21, seats(4), {}, None))
    shown = what_is_shown(window)
    assert shown["banner"] != "Game over. Winner: Alice"
    assert not str(shown["prompt"]).startswith("Choose 3 card")
    assert shown["commit"] is None
    assert "Choose 3 card" not in window._status.text()
    wait_for_turn(qtbot, window)
    assert_shows_the_turn(window)
    assert window.commit_button.isHidden()  # no Pass button in Up and Down's bidding


def test_ultimate_losers_buttons_leave_with_its_game(qtbot, window):
    window.start(GameSetup("ultimate-loser", 4, 3, seats(4), {}, None))
    wait_for_turn(qtbot, window)
    assert "Pass" in [b.text() for b in window.choice_bar.buttons]
    window.start(make_setup(seed=6, passing="none"))
    assert window.choice_bar.isHidden() and not window.choice_bar.buttons
    assert window.table_prompt.text() == ""
    wait_for_turn(qtbot, window)
    assert_shows_the_turn(window)
    assert window.choice_bar.isHidden()


def test_undo_forgets_what_was_said_of_the_position_taken_back(qtbot, window):
    window.start(make_setup(seed=6, passing="none"))
    c = window.controller
    wait_for_turn(qtbot, window)
    take_turn(qtbot, window)
    wait_for_turn(qtbot, window)
    window.scene.say("You took the trick.", sticky=True)
    if c.person_view().tricks:
        window.show_last_trick()
    assert c.undo()
    assert window.scene.notice_text() == ""
    assert window.scene.overlay_text() == ""
    wait_for_turn(qtbot, window)
    assert_shows_the_turn(window)


def test_the_banner_queues_its_messages_at_the_chosen_speed(qtbot, open_window):
    w = open_window(settings={"animation_speed": "normal"})
    w.start(make_setup(seed=4))
    wait_for_turn(qtbot, w)
    banner = w.scene.notices
    banner.clear()
    w.scene.say("Alice bids 2.")
    w.scene.say("Bruno bids 0.")
    assert w.scene.notice_text() == "Alice bids 2."
    assert banner.waiting() == ["Bruno bids 0."]
    qtbot.waitUntil(lambda: w.scene.notice_text() == "Bruno bids 0.", timeout=WAIT_MS)
    w.scene.notice("That card may not be passed.")  # the answer to a click comes at once
    assert w.scene.notice_text() == "That card may not be passed."


def test_the_banner_and_the_prompt_cover_no_card_and_no_plate(qtbot, window):
    window.start(make_setup(seed=4))
    wait_for_turn(qtbot, window)
    window.scene.say("Hearts are broken.")
    taken = window.scene.occupied()
    banner = window.scene.notices.item.sceneBoundingRect()
    assert not any(banner.intersects(r) for r in taken)
    assert not banner.intersects(QRectF(window.table_prompt.geometry()))
    prompt = QRectF(window.table_prompt.geometry())
    assert window.table_prompt.parent() is window.view.viewport()
    below = window.scene.occupied(coming=False, overlays=False)
    assert not any(prompt.intersects(r) for r in below)
    hand_top = min(i.sceneBoundingRect().top() for i in window.scene.person_hand())
    assert prompt.bottom() <= hand_top  # above the person's hand


def test_a_free_spot_avoids_what_is_taken():
    bounds = QRectF(0, 0, 400, 300)
    taken = [QRectF(0, 100, 400, 100)]
    spot = free_spot((100, 40), [QPointF(150, 120)], bounds, taken)
    box = QRectF(spot.x(), spot.y(), 100, 40)
    assert bounds.contains(box) and not box.intersects(taken[0])


def test_bids_are_made_from_the_table(qtbot, window):
    window.start(GameSetup("up-and-down", 3, 5, seats(3), {}, None))
    wait_for_turn(qtbot, window)
    c = window.controller
    assert c.turn.choices and window.table_prompt.isVisible()
    assert window.choice_bar.parent() is not None
    assert window.table_prompt.isAncestorOf(window.choice_bar)
    before = len(c.state.log)
    asked = window._status.text()
    assert asked == c.turn.prompt
    click_choice(qtbot, window)
    assert len(c.state.log) > before
    assert window._status.text() != asked  # an answered question is not asked any more


def test_the_last_trick_closes_with_escape_and_on_a_new_size(qtbot, window):
    show_a_last_trick(qtbot, window)
    c = window.controller
    recall = window.scene.recall
    assert recall.showing and recall.winner == c.person_view().trick_winners[-1]
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert not recall.showing
    window.show_last_trick()
    window.knowledge.setVisible(True)  # the table narrows: the picture goes
    qtbot.waitUntil(lambda: not recall.showing, timeout=WAIT_MS)


def last_decision(setup: GameSetup) -> list[int]:
    """The actions of a whole game played by first legal moves, up to the person's last
    decision (which is left out)."""
    session = LocalSession(setup)
    state = session.state
    actions: list[int] = []
    last = 0
    while not state.is_over:
        if state.to_act == setup.person:
            last = len(actions)
        action = state.legal_actions()[0]
        state.apply(action)
        actions.append(action)
    return actions[:last]


def test_the_game_over_box_comes_with_the_last_trick(qtbot, open_window):
    w = open_window(settings={"animation_speed": "normal"}, keep_games=False)
    setup = GameSetup("black-lady", 4, 5, seats(4), {"target": 1}, "morehead")
    w.controller.load(setup, last_decision(setup))
    qtbot.waitUntil(lambda: w.controller.turn is not None and not w.scene.animator.busy,
                    timeout=WAIT_MS)
    holds: list[str] = []
    w.scene.animator.hold_started.connect(holds.append)
    with qtbot.waitSignal(w.controller.game_finished, timeout=WAIT_MS):
        take_turn(qtbot, w)
    assert holds == ["trick"]  # the last trick's pause, and no deal's scores before the box
    assert "thinking" not in w._status.text()
    qtbot.waitUntil(lambda: hasattr(w, "game_over_box"), timeout=WAIT_MS)
    text = w.game_over_box.text()
    assert "Deal 1" in text and "Final scores" in text  # the last deal comes with the box


def test_the_summary_of_a_deal_tells_what_each_took_and_goes_with_escape(qtbot, open_window):
    w = open_window(settings={"animation_speed": "fast"}, keep_games=False)
    w.start(GameSetup("up-and-down", 3, 8, seats(3), {"max_cards": 2}, None))
    c = w.controller
    for _ in range(20):
        qtbot.waitUntil(lambda: w.scene.animator.holding == "score"
                        or (c.turn is not None and not w.scene.animator.busy), timeout=WAIT_MS)
        if w.scene.animator.holding == "score":
            break
        if c.turn.choices:
            click_choice(qtbot, w)
        else:
            take_turn(qtbot, w)
    assert w.scene.animator.holding == "score"
    summary = w.scene.overlay_text()
    assert "Deal 1" in summary and "took" in summary and "Enter" in summary
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: w.scene.overlay_text() == "", timeout=WAIT_MS)


# each game at its fewest and most players, at the person's first decision and a little later
PROMPT_TABLES = [(g, p, n) for g in ("black-lady", "ugly", "up-and-down", "ugo", "ultimate-loser")
                 for p in (2, 6) for n in (0, p)]


def test_the_prompt_covers_nothing_at_every_size(qtbot, open_window):
    from .test_table_layout import moves_to_person, setup_for

    found: list[str] = []
    w = open_window(keep_games=False)
    for game_id, players, at_least in PROMPT_TABLES:
        try:
            setup = setup_for(game_id, players)
        except AssertionError:
            continue
        w.controller.load(setup, moves_to_person(setup, at_least))
        qtbot.waitUntil(lambda: w.controller.turn is not None and not w.scene.animator.busy,
                        timeout=WAIT_MS)
        for size in ((800, 600), (900, 620), (1100, 760), (1920, 1080)):
            w.resize(*size)
            qtbot.waitUntil(lambda s=size: abs(w.view.viewport().width() - s[0]) < 40
                            or w.view.viewport().width() < s[0], timeout=WAIT_MS)
            prompt = QRectF(w.table_prompt.geometry())
            if not w.table_prompt.isVisible():
                found.append(f"{game_id} {players} {at_least} {size}: no prompt")
            elif any(prompt.intersects(r) for r in w.scene.occupied(coming=False, overlays=False)):
                found.append(f"{game_id} {players} {at_least} {size}: the prompt covers something")
            elif any(prompt.intersects(r) for r in words_on(w.scene)):
                found.append(f"{game_id} {players} {at_least} {size}: the prompt covers words")
    assert not found, "\n".join(found)


def words_on(scene) -> list[QRectF]:
    """Where every word written on the table lies, of either kind of text item (U-G-O writes
    its piles' sizes and its cards' values in the simpler kind)."""
    return [item.sceneBoundingRect() for item in scene.items()
            if isinstance(item, (QGraphicsTextItem, QGraphicsSimpleTextItem))
            and item.isVisible() and item.parentItem() is None
            and item is not scene.notices.item]

"""The seat notes count a deal's last trick before the next deal clears them."""

from __future__ import annotations

from cardtable.controller.game_controller import GameController
from cardtable.controller.presenters import presenter_for
from cardtable.engine.cards import parse_cards
from cardtable.engine.events import DealScored, TrickWon
from cardtable.games.ugly.rules import RULES
from cardtable.session.setup import PERSON, GameSetup, SeatSetup

from ..deadlines import WAIT_MS
from .test_controller import AutoTable


def test_the_last_trick_of_an_up_and_down_deal_is_counted_in_the_notes(qtbot):
    c = GameController(bot_delay_ms=0)
    table = AutoTable(c)
    notes: list[list[str]] = []
    c.notes_changed.connect(lambda _caption, seat_notes: notes.append(list(seat_notes)))
    seats = (SeatSetup("Me", PERSON), SeatSetup("Bo", "rule"), SeatSetup("Cy", "rule"))
    c.new_game(GameSetup("up-and-down", 3, 4, seats, {"max_cards": 2}))
    while not any(isinstance(e, DealScored) for e in table.events):  # deal 1: one card each
        qtbot.waitUntil(lambda: c.turn is not None or c.state.deal_no > 0, timeout=WAIT_MS)
        if c.state.deal_no > 0:
            break
        if c.turn.choices:
            c.decide([next(ch.action for ch in c.turn.choices if ch.enabled)])
        else:
            c.decide([min(c.turn.legal)])
    qtbot.waitUntil(lambda: c.turn is not None or c.state.deal_no > 1, timeout=WAIT_MS)
    scored = next(e for e in table.events if isinstance(e, DealScored))
    winner = next(e for e in table.events if isinstance(e, TrickWon)).winner
    bids = [int(mark.split("/")[0]) for mark in scored.marks]
    closing = [f"bid {bids[seat]}, took {int(seat == winner)}" for seat in range(3)]
    assert closing in notes  # shown as the deal ended …
    assert notes[-1] != closing  # … until the next deal's bids replaced them
    c._runner.wait_idle()


def test_the_last_trick_of_an_ugly_hand_brings_its_scoring_cards_to_the_notes():
    state = RULES.new_game({}, 1, 3)
    view = state.view(0)
    trick = tuple(zip((0, 1, 2), parse_cards("JH 7D 2C"), strict=True))
    events = [TrickWon(1, trick, 0), DealScored(0, (0, 0, 0), (0, 0, 0), (2, 3, 4))]
    notes = presenter_for("ugly").closing_notes(view, events, "drinks")
    assert notes is not None
    assert notes[0] == "took 2" and notes[2] == "took 4"
    assert notes[1].startswith("took 3 · ") and "J♥" in notes[1] and "7♦" in notes[1]

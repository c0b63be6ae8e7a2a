"""Every game the engine knows plugs in whole: a presenter in the controller, computer players,
a table layer and the window's declaration, each found by its registry for that game; and each
plays to the end in the window."""

from __future__ import annotations

import pytest

from cardtable.ai.registry import players_for
from cardtable.controller.presenters import presenter_for, presenter_of
from cardtable.engine.registry import GAMES
from cardtable.engine.views import SeatView
from cardtable.session.setup import PERSON, GameSetup, SeatSetup
from cardtable.ui.games import game_ui
from cardtable.ui.table.layers import layer_for

from ..deadlines import WAIT_MS
from ..game_facts import facts_of


@pytest.mark.parametrize("rules", GAMES, ids=lambda r: r.id)
def test_a_game_is_found_at_every_layer(rules):
    view = rules.new_game(None, 1, rules.default_players).view(0)
    assert isinstance(view, SeatView)
    presenter = presenter_for(rules.id)
    assert presenter.game_id == rules.id
    assert presenter_of(view) is presenter
    assert players_for(rules.id).game_id == rules.id
    assert game_ui(rules.id).game_id == rules.id
    assert isinstance(view, layer_for(view).view_type)


@pytest.mark.parametrize("find", [presenter_for, game_ui, players_for])
def test_a_game_nobody_declared_is_refused_by_name(find):
    with pytest.raises((KeyError, ValueError)):
        find("patience")


@pytest.mark.parametrize("rules", GAMES, ids=lambda r: r.id)
def test_a_game_plays_to_the_end_in_the_window(qtbot, window, rules):
    """A short game (its facts' ``SHORT`` options), the person's seat handed to the computer at
    once: every event reaches the table and the game-over box names the winners."""
    players = facts_of(rules.id).SESSION_PLAYERS
    seats = (SeatSetup("You", PERSON),
             *(SeatSetup(f"Bot {i}", "rule") for i in range(1, players)))
    window.start(GameSetup(rules.id, players, 3, seats, facts_of(rules.id).SHORT))
    controller = window.controller
    assert controller.hand_seat_to_computer()
    qtbot.waitUntil(lambda: controller.state.is_over and hasattr(window, "game_over_box"),
                    timeout=20 * WAIT_MS)
    winners = [controller.setup.seats[s].name for s in controller.state.winners]
    assert winners and all(name in window.game_over_box.text() for name in winners)

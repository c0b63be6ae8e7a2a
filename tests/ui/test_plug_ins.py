"""Every game the engine knows plugs in whole: a presenter in the controller, computer players,
a table layer and the window's declaration, each found by its registry for that game."""

from __future__ import annotations

import pytest

from cardtable.ai.registry import players_for
from cardtable.controller.presenters import presenter_for, presenter_of
from cardtable.engine.registry import GAMES
from cardtable.engine.views import SeatView
from cardtable.ui.games import game_ui
from cardtable.ui.table.layers import layer_for


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

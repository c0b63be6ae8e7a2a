"""What a spectator of Ultimate Loser may not see (the shared checks are in
``tests/engine/test_public_view.py``)."""

from __future__ import annotations

from typing import Any

from cardtable.engine.protocol import Phase
from cardtable.engine.registry import get
from cardtable.engine.visibility import HIDDEN, PUBLIC
from cardtable.games.ultimate_loser.events import ShapeChosen

from ...engine.test_public_view import play_until
from .facts import PUBLIC_TABLES


def test_ultimate_loser_shape_stays_hidden_from_the_public():
    options, players = PUBLIC_TABLES[0]
    state: Any = get("ultimate-loser").new_game(options, 7, players)
    events = play_until(state, 7, lambda s, ev: any(isinstance(e, ShapeChosen) for e in ev)
                        and s.phase is Phase.ROCK_PAPER_SCISSORS)
    (chosen,) = [e for e in events if isinstance(e, ShapeChosen)]
    (public_chosen,) = [e for e in state.events_for(PUBLIC, events)
                        if isinstance(e, ShapeChosen)]
    assert public_chosen.shape == HIDDEN
    assert state.view(chosen.seat).my_shape == chosen.shape != 0
    public = state.public_view()
    assert public.my_shape == 0 and chosen.seat in public.shapes_chosen

"""What a spectator of Up and Down may not see (the shared checks are in
``tests/engine/test_public_view.py``)."""

from __future__ import annotations

from typing import Any

from cardtable.engine.registry import get
from cardtable.engine.visibility import HIDDEN, PUBLIC

from ...engine.test_public_view import public_cards
from .facts import PUBLIC_TABLES


def test_up_and_down_stock_stays_hidden_from_the_public():
    options, players = PUBLIC_TABLES[1]
    state: Any = get("up-and-down").new_game(options, 4, players)
    dealt = state.initial_events()[0]
    stock = dealt.kitty[dealt.face_up:]
    assert stock
    shown = state.events_for(PUBLIC, [dealt])[0]
    assert shown.kitty == dealt.kitty[:dealt.face_up] + (HIDDEN,) * len(stock)
    assert not set(stock) & public_cards(state, [dealt])

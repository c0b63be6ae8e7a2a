"""What a spectator of U-G-O may not see (the shared checks are in
``tests/engine/test_public_view.py``)."""

from __future__ import annotations

from typing import Any

from cardtable.engine.registry import get
from cardtable.engine.visibility import HIDDEN, PUBLIC
from cardtable.games.ugo.events import CardPlaced
from cardtable.games.ugo.view import HIDDEN_CARD

from ...engine.test_public_view import play_until, public_cards
from .facts import PUBLIC_TABLES


def test_ugo_face_down_card_stays_hidden_from_the_public():
    options, players = PUBLIC_TABLES[0]
    state: Any = get("ugo").new_game(options, 2, players)
    events = play_until(state, 2, lambda s, ev: any(
        isinstance(e, CardPlaced) and not e.face_up for e in ev))
    (placed,) = [e for e in events if isinstance(e, CardPlaced) and not e.face_up]
    (public_placed,) = [e for e in state.events_for(PUBLIC, events)
                        if isinstance(e, CardPlaced) and not e.face_up]
    assert public_placed.card == HIDDEN
    slot = state.public_view().tables[placed.seat][placed.slot]
    assert (slot.card, slot.attack_value, slot.defence_value) == (HIDDEN_CARD, -1, -1)
    assert state.view(placed.seat).tables[placed.seat][placed.slot].card == placed.card
    assert placed.card not in public_cards(state, events)

"""What a spectator of Black Lady may not see (the shared checks are in
``tests/engine/test_public_view.py``)."""

from __future__ import annotations

from typing import Any

from cardtable.engine.registry import get
from cardtable.engine.visibility import HIDDEN, PUBLIC
from cardtable.games.black_lady.events import KittyTaken

from ...engine.test_public_view import (
    check_a_card_chosen_to_pass_stays_hidden,
    play_until,
    public_cards,
)
from .facts import PUBLIC_TABLES


def test_black_lady_kitty_stays_hidden_from_the_public_even_when_its_taker_looks():
    options, players = PUBLIC_TABLES[1]
    state: Any = get("black-lady").new_game(options, 9, players)
    dealt = state.initial_events()[0]
    assert dealt.kitty
    public_dealt = state.events_for(PUBLIC, [dealt])[0]
    assert set(public_dealt.kitty) == {HIDDEN}
    events = play_until(state, 9, lambda s, ev: any(isinstance(e, KittyTaken) for e in ev))
    (taken,) = [e for e in events if isinstance(e, KittyTaken)]
    assert state.view(taken.seat).kitty == tuple(sorted(dealt.kitty))
    assert state.public_view().kitty == ()
    (shown,) = [e for e in state.events_for(PUBLIC, events) if isinstance(e, KittyTaken)]
    assert set(shown.cards) == {HIDDEN}
    assert not set(dealt.kitty) & public_cards(state, events)
    other = (taken.seat + 1) % players
    assert state.public_view().taken == state.view(other).taken


def test_a_card_chosen_to_pass_stays_hidden_from_the_public():
    check_a_card_chosen_to_pass_stays_hidden("black-lady")

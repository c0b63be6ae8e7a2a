"""What a spectator sees: ``public_view()`` and ``events_for(PUBLIC, …)`` in every game.

A spectator is no seat, so it may know only what every seat may know. Random legal games of
every game in the registry check at every decision that no card in the public view or the
public events is secret to any seat (the conformance suite's ``Facts`` say what a seat may not
know), that each such card is shown to every seat as well, and that the public view agrees
with the seats' views in every public field, so a spectator's table shows the game as it is.
A hand-made check per game then follows one private card (a hand, a pass, the kitty, a
face-down card, a shape) and finds it hidden from the public.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import fields
from typing import Any

import pytest

from cardtable.engine.cards import Card
from cardtable.engine.events import (
    CardPlaced,
    Dealt,
    Event,
    KittyTaken,
    PassChosen,
    Passed,
    ShapeChosen,
)
from cardtable.engine.protocol import Phase, Rules
from cardtable.engine.registry import GAMES, get
from cardtable.engine.visibility import HIDDEN, PUBLIC
from cardtable.games.ugo.view import HIDDEN_CARD

from .test_conformance import FACTS, cards_in, check_cards_are_each_in_one_place, secrets_of

STEP_CAP = 600
SEEDS = (3, 11, 19)

TABLES: dict[str, list[tuple[dict[str, Any], int]]] = {
    "black-lady": [({"deal_limit": 2}, 4),
                   ({"deal_limit": 1, "kitty": True, "kitty_seen": True}, 5),
                   ({"deal_limit": 1, "kitty": True}, 3)],
    "ugly": [({}, 4), ({}, 3)],
    "up-and-down": [({"max_cards": 4}, 4), ({"max_cards": 3}, 3)],
    "ugo": [({}, 2), ({}, 3)],
    "ultimate-loser": [({"hands": 2}, 4), ({"hands": 2}, 3)],
}
"""The tables each game is played at (options, players), with each of ``SEEDS``."""

Expect = Callable[[Any, Sequence[Any]], Any]
EMPTY: Expect = lambda state, views: ()  # noqa: E731


def black_lady_taken(state: Any, views: Sequence[Any]) -> Any:
    """The points taken as a seat that does not hold the kitty sees them."""
    return next(v.taken for v in views if v.seat != v.kitty_owner)


def ugo_tables(state: Any, views: Sequence[Any]) -> Any:
    """Each owner's table as a seat that is not its owner sees it: face-down cards hidden."""
    n = len(views)
    return tuple(views[(owner + 1) % n].tables[owner] for owner in range(n))


PRIVATE: dict[str, dict[str, Expect]] = {
    "black-lady": {"passing": EMPTY, "received": EMPTY, "kitty": EMPTY,
                   "taken": black_lady_taken},
    "ugly": {"passing": EMPTY, "received": EMPTY},
    "up-and-down": {},
    "ugo": {"tables": ugo_tables},
    "ultimate-loser": {"my_shape": lambda state, views: 0},
}
"""The fields of each game's view that some seat sees its own way, with what the public must
see in them; every other field (``seat`` and ``hand`` aside) is public and must be the same
as in seat 0's view."""


# ---- the checks ---------------------------------------------------------------------------

def check_public_view(game: str, state: Any, views: Sequence[Any],
                      secret: set[Card]) -> None:
    """No card of the public view is secret to a seat or missing from a seat's view; the
    public fields are seat 0's, the private ones as ``PRIVATE`` says."""
    public = state.public_view()
    assert type(public) is type(views[0])
    assert public == state.view(PUBLIC)
    assert (public.seat, public.hand) == (PUBLIC, ())
    shown = cards_in(public)
    assert not shown & secret, f"the public sees {sorted(shown & secret)}"
    for view in views:
        unseen = shown - cards_in(view)
        assert not unseen, f"the public sees {sorted(unseen)}, seat {view.seat} does not"
    private = PRIVATE[game]
    for f in fields(public):
        if f.name in ("seat", "hand"):
            continue
        expected = (private[f.name](state, views) if f.name in private
                    else getattr(views[0], f.name))
        assert getattr(public, f.name) == expected, f"the public's {f.name}"


def check_public_events(state: Any, events: Sequence[Event], secret: set[Card]) -> None:
    """The public events are the events, each showing no card some seat may not know and no
    card any seat is not shown; a deal shows no hand."""
    public = state.events_for(PUBLIC, events)
    assert [type(e) for e in public] == [type(e) for e in events]
    by_seat = [state.events_for(seat, events) for seat in range(state.players)]
    last_deal = max((k for k, e in enumerate(events) if isinstance(e, Dealt)), default=0)
    for k, event in enumerate(public):
        shown = cards_in(event)
        if isinstance(event, Dealt):
            assert not any(c != HIDDEN for hand in event.hands for c in hand)
        for seat, theirs in enumerate(by_seat):
            unseen = shown - cards_in(theirs[k])
            assert not unseen, f"the public is shown {sorted(unseen)}, seat {seat} is not"
        # What came before a new deal belongs to the deal the state no longer holds.
        if k >= last_deal:
            assert not shown & secret, f"the public is shown {sorted(shown & secret)}"


def secret_to_some_seat(game: str, state: Any) -> tuple[list[Any], set[Card]]:
    """Every seat's view, and the cards that some seat may not know the place of."""
    views = [state.view(s) for s in range(state.players)]
    places = check_cards_are_each_in_one_place(state, FACTS[game])
    return views, set().union(*secrets_of(state, views, places, FACTS[game]))


def tables() -> list[Any]:
    """Every game at each of its tables with each seed, as test parameters."""
    return [pytest.param(rules, options, players, seed, id=f"{rules.id}-{players}p-seed{seed}")
            for rules in GAMES for options, players in TABLES[rules.id] for seed in SEEDS]


def test_every_game_has_its_tables_and_private_fields():
    assert {r.id for r in GAMES} == set(TABLES) == set(PRIVATE)


@pytest.mark.parametrize(("rules", "options", "players", "seed"), tables())
def test_the_public_sees_only_what_every_seat_sees(rules: Rules, options: dict[str, Any],
                                                   players: int, seed: int):
    game = rules.id
    state: Any = rules.new_game(options, seed, players)
    pick = random.Random(seed)
    events = state.initial_events()
    for _ in range(STEP_CAP):
        views, secret = secret_to_some_seat(game, state)
        check_public_view(game, state, views, secret)
        check_public_events(state, events, secret)
        if state.is_over:
            break
        events = state.apply(pick.choice(state.legal_actions()))


# ---- one private card, by hand --------------------------------------------------------------

def play_until(state: Any, seed: int, wanted: Callable[[Any, list[Event]], bool],
               cap: int = 2_000) -> list[Event]:
    """Play random legal actions until ``wanted(state, events)``; return those events."""
    pick = random.Random(seed)
    for _ in range(cap):
        if state.is_over:
            break
        events = state.apply(pick.choice(state.legal_actions()))
        if wanted(state, events):
            return events
    raise AssertionError("the situation never came up")


def public_cards(state: Any, events: Sequence[Event]) -> set[Card]:
    """Every card the public is shown, in its view and in ``events``."""
    shown = cards_in(state.public_view())
    for event in state.events_for(PUBLIC, events):
        shown |= cards_in(event)
    return shown


@pytest.mark.parametrize("rules", GAMES, ids=lambda rules: rules.id)
def test_the_public_does_not_see_a_hand(rules: Rules):
    options, players = TABLES[rules.id][0]
    state: Any = rules.new_game(options, 5, players)
    hand = set(state.view(players - 1).hand)  # hands[-1]: the seat PUBLIC must not become
    assert hand
    assert not hand & public_cards(state, state.initial_events())
    dealt = state.events_for(PUBLIC, state.initial_events())[0]
    assert all(c == HIDDEN for h in dealt.hands for c in h)


@pytest.mark.parametrize("game", ["black-lady", "ugly"])
def test_a_card_chosen_to_pass_stays_hidden_from_the_public(game: str):
    options, players = TABLES[game][0]
    state: Any = get(game).new_game(options, 7, players)
    events = [] if state.phase is Phase.PASS else play_until(
        state, 7, lambda s, _: s.phase is Phase.PASS)
    seat = state.to_act
    card = state.legal_actions()[0]
    events = state.apply(card)
    assert state.view(seat).passing == (card,)
    assert state.public_view().passing == ()
    (chosen,) = state.events_for(PUBLIC, events)
    assert isinstance(chosen, PassChosen) and chosen.card == HIDDEN
    assert card not in public_cards(state, events)
    events = play_until(state, 7, lambda s, ev: any(isinstance(e, Passed) for e in ev))
    (passed,) = [e for e in state.events_for(PUBLIC, events) if isinstance(e, Passed)]
    assert all(c == HIDDEN for _, _, cards in passed.transfers for c in cards)
    public = state.public_view()
    assert (public.passing, public.received) == ((), ())
    assert card not in public_cards(state, events)


def test_black_lady_kitty_stays_hidden_from_the_public_even_when_its_taker_looks():
    options, players = TABLES["black-lady"][1]
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


def test_up_and_down_stock_stays_hidden_from_the_public():
    options, players = TABLES["up-and-down"][1]
    state: Any = get("up-and-down").new_game(options, 4, players)
    dealt = state.initial_events()[0]
    stock = dealt.kitty[dealt.face_up:]
    assert stock
    shown = state.events_for(PUBLIC, [dealt])[0]
    assert shown.kitty == dealt.kitty[:dealt.face_up] + (HIDDEN,) * len(stock)
    assert not set(stock) & public_cards(state, [dealt])


def test_ugo_face_down_card_stays_hidden_from_the_public():
    options, players = TABLES["ugo"][0]
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


def test_ultimate_loser_shape_stays_hidden_from_the_public():
    options, players = TABLES["ultimate-loser"][0]
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

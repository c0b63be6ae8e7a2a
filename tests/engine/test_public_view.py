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
    Dealt,
    Event,
    PassChosen,
    Passed,
)
from cardtable.engine.protocol import Phase, Rules
from cardtable.engine.registry import GAMES, get
from cardtable.engine.visibility import HIDDEN, PUBLIC

from ..game_facts import facts_of
from .test_conformance import cards_in, check_cards_are_each_in_one_place, secrets_of

STEP_CAP = 600
SEEDS = (3, 11, 19)

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
    private = facts_of(game).PRIVATE
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
    facts = facts_of(game).CONFORMANCE
    places = check_cards_are_each_in_one_place(state, facts)
    return views, set().union(*secrets_of(state, views, places, facts))


def tables() -> list[Any]:
    """Every game at each of its tables with each seed, as test parameters."""
    return [pytest.param(rules, options, players, seed, id=f"{rules.id}-{players}p-seed{seed}")
            for rules in GAMES for options, players in facts_of(rules.id).PUBLIC_TABLES
            for seed in SEEDS]


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


def check_a_card_chosen_to_pass_stays_hidden(game: str) -> None:
    """A card chosen to pass, and the pass itself, stay hidden from the public."""
    options, players = facts_of(game).PUBLIC_TABLES[0]
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


@pytest.mark.parametrize("rules", GAMES, ids=lambda rules: rules.id)
def test_the_public_does_not_see_a_hand(rules: Rules):
    options, players = facts_of(rules.id).PUBLIC_TABLES[0]
    state: Any = rules.new_game(options, 5, players)
    hand = set(state.view(players - 1).hand)  # hands[-1]: the seat PUBLIC must not become
    assert hand
    assert not hand & public_cards(state, state.initial_events())
    dealt = state.events_for(PUBLIC, state.initial_events())[0]
    assert all(c == HIDDEN for h in dealt.hands for c in h)

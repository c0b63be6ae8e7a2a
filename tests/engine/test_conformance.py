"""The protocol every game keeps, checked the same way for every game in the registry.

Each example draws a table from the game's own option declarations (a preset, some options
changed, a number of players the rules accept; a few options held to values that keep the
game short) and plays it to the end with random legal actions. At every decision:

* every card of the game is in exactly one place;
* every seat's view is a ``SeatView`` that agrees with the state and with the other views, and
  shows no card the seat may not know (another's hand, a face-down pile);
* every legal action works on a copy of the state and leaves the original as it was, and the
  copy tells the same events as the original;
* an illegal action is refused with a reason, by ``apply`` and by ``step``, and changes nothing;
* the events each seat is shown (``events_for``, asked of the state the move left behind) are
  the events with hidden cards put out of sight: the seat is dealt its own hand whole, no card
  it may not know is in them, and every card its view shows was in them since the deal began.

At the end, replaying the log gives the same events and the same views for every seat, at the
end and at a point part-way through.

The cards in a view or an event are found from the fields' declared types (``Card`` and the
aliases and records built on it), so a new field is checked without being named here; a type
the walk does not know stops the test until it is taught. What only a game knows (which places
are face down, which cards a seat legitimately knows in another's hand, which options keep it
short) is in that game's ``Facts``, kept with its tests (``tests/game_facts.py``).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import fields, is_dataclass
from functools import cache, partial
from typing import Any

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from cardtable.engine.cards import Card
from cardtable.engine.events import Dealt, Event
from cardtable.engine.protocol import IllegalAction, Option, OptionError, Rules
from cardtable.engine.registry import GAMES, replay
from cardtable.engine.views import SeatView
from cardtable.engine.visibility import HIDDEN

from ..game_facts import Facts, Places, facts_of

EXAMPLES = 8  # games per game and run: each checks hundreds of decisions
MOVE_CAP = 5_000  # far beyond any game drawn here; a game that never ends stops here


# ---- the cards a view or an event shows ----------------------------------------------------

ALIASES = {  # type aliases built on Card, which the declared types name
    "Trick": "tuple[tuple[int, Card], ...]",
    "Plays": "tuple[tuple[int, tuple[Card, ...]], ...]",
}
NO_CARDS = {"int", "bool", "str", "Phase", "Mapping[str, OptionValue]"}
FACES = {("Dealt", "removed")}  # fields that name faces, either copy of a card: no card's place


def _split(inner: str) -> list[str]:
    """The top-level parts of a type's arguments: ``"int, tuple[Card, ...]"`` → two parts."""
    parts, depth, start = [], 0, 0
    for k, ch in enumerate(inner):
        depth += {"[": 1, "]": -1}.get(ch, 0)
        if ch == "," and depth == 0:
            parts.append(inner[start:k].strip())
            start = k + 1
    return [*parts, inner[start:].strip()]


Reader = Callable[[Any, set[Card]], None]


@cache
def _reader(kind: str, module: str) -> Reader | None:
    """A function adding the cards in a value of the declared type ``kind`` to a set, or None
    when that type holds no cards. Built once per type: the walk runs at every decision."""
    kind = ALIASES.get(kind, kind)
    if kind == "Card":
        return _add_card
    if kind in NO_CARDS:
        return None
    if kind.endswith(" | None"):
        inner = _reader(kind.removesuffix(" | None"), module)
        return None if inner is None else partial(_read_unless_none, inner)
    if kind.startswith("tuple["):
        parts = _split(kind[len("tuple["):-1])
        if parts == ["Card", "..."]:
            return _add_cards
        if parts == ["tuple[int, Card]", "..."]:
            return _add_trick
        if parts[-1] == "...":
            each = _reader(parts[0], module)
            return None if each is None else partial(_read_each, each)
        readers = [(k, r) for k, r in enumerate(_reader(p, module) for p in parts) if r]
        return partial(_read_positions, tuple(readers)) if readers else None
    record = vars(sys.modules[module]).get(kind)
    assert is_dataclass(record), f"teach the conformance test what a {kind} holds"
    return _read_fields


def _add_card(card: Card, out: set[Card]) -> None:
    out.add(card)


def _add_cards(cards: tuple[Card, ...], out: set[Card]) -> None:
    out.update(cards)


def _add_trick(trick: tuple[tuple[int, Card], ...], out: set[Card]) -> None:
    out.update(card for _, card in trick)


def _read_unless_none(read: Reader, value: Any, out: set[Card]) -> None:
    if value is not None:
        read(value, out)


def _read_each(read: Reader, values: tuple[Any, ...], out: set[Card]) -> None:
    for value in values:
        read(value, out)


def _read_positions(readers: tuple[tuple[int, Reader], ...], values: tuple[Any, ...],
                    out: set[Card]) -> None:
    for k, read in readers:
        read(values[k], out)


@cache
def _field_readers(record: type) -> list[tuple[str, Reader]]:
    """How to read the cards of each field of a record type that can hold any."""
    readers = []
    for f in fields(record):
        read = _reader(str(f.type), record.__module__)
        if read is not None and (record.__name__, f.name) not in FACES:
            readers.append((f.name, read))
    return readers


def _read_fields(record: Any, out: set[Card]) -> None:
    values = vars(record)
    for name, read in _field_readers(type(record)):
        read(values[name], out)


def cards_in(record: Any) -> set[Card]:
    """Every card a view or an event shows (the hidden ones left out)."""
    out: set[Card] = set()
    _read_fields(record, out)
    out.discard(HIDDEN)  # U-G-O's face-down card is the same -1
    return out


# ---- the table ------------------------------------------------------------------------------

def option_values(option: Option) -> st.SearchStrategy[Any]:
    """Any value the option allows (whole numbers from the low end of the range)."""
    if option.kind == "bool":
        return st.booleans()
    if option.kind == "choice":
        return st.sampled_from([c.value for c in option.choices])
    low = option.minimum or 0
    high = low + 200 if option.maximum is None else min(option.maximum, low + 200)
    return st.integers(min_value=low, max_value=high)


@st.composite
def tables(draw: st.DrawFn, rules: Rules) -> tuple[dict[str, Any], int, int, int]:
    """(options, players, seed, seed of the choices): a preset, some options changed, the
    game's short options, and a table size the rules accept. An option the rules refuse with
    the others is given up, and a table size they refuse is replaced by the next they accept."""
    short = facts_of(rules.id).CONFORMANCE.short
    preset = draw(st.sampled_from([None, *(p.name for p in rules.presets)]))
    changes = {o.name: draw(option_values(o)) for o in rules.options
               if o.name not in short and draw(st.booleans())}
    changes.update({name: draw(values) for name, values in short.items()})
    drawn = draw(st.integers(min_value=rules.min_players, max_value=rules.max_players))
    sizes = range(rules.min_players, rules.max_players + 1)
    while True:
        refusals: list[OptionError] = []
        for players in sorted(sizes, key=lambda n: (n < drawn, n)):
            try:
                options = rules.validate(changes, players, preset)
            except OptionError as refused:
                refusals.append(refused)
            else:
                seeds = st.integers(min_value=0, max_value=(1 << 64) - 1)
                return options, players, draw(seeds), draw(seeds)
        named = [r.option for r in refusals if r.option in changes]
        del changes[(named or [k for k in changes if k not in short])[0]]


# ---- the checks -----------------------------------------------------------------------------

def check_cards_are_each_in_one_place(state: Any, facts: Facts) -> Places:
    """No card is in two places and none is lost; return where they are."""
    listed = state.card_places()
    cards = [c for c, _ in listed]
    assert len(cards) == len(set(cards)), f"a card is in two places: {listed}"
    assert set(cards) == facts.cards(state)
    places: Places = {}
    for card, place in listed:
        places.setdefault(place, set()).add(card)
    return places


def secrets_of(state: Any, views: Sequence[Any], places: Places, facts: Facts) -> list[set[Card]]:
    """For each seat, the cards it may not know the place of."""
    return [facts.secret(state, places, seat, view) for seat, view in enumerate(views)]


def check_views(state: Any, views: Sequence[Any], places: Places,
                secrets: Sequence[set[Card]]) -> None:
    """Each view is its seat's, agrees with the state and the other views, and shows no card
    its seat may not know."""
    n = state.players
    hands = [set(v.hand) for v in views]
    for seat, view in enumerate(views):
        assert isinstance(view, SeatView)
        assert (view.seat, view.players) == (seat, n)
        assert (view.phase, view.to_act, view.scores) == (state.phase, state.to_act, state.scores)
        assert view.options == state.options
        assert view.hand_sizes == tuple(len(h) for h in hands)
        assert len(view.hand) == len(hands[seat])
        assert hands[seat] == places.get(f"hand {seat}", set())
        leaked = cards_in(view) & secrets[seat]
        assert not leaked, f"seat {seat} sees {sorted(leaked)}"


def snapshot(state: Any, views: Sequence[Any]) -> tuple[Any, ...]:
    """What an action refused or tried on a copy must leave as it was."""
    return (list(state.log), state.legal_actions(), list(views), sorted(state.card_places()),
            state.scores, state.phase, state.to_act, state.is_over)


def check_legal_actions(state: Any, legal: list[int], facts: Facts) -> None:
    """The legal list is sorted, empty exactly when the game is over, and each action in it
    (or left out of it as one of a pair) is allowed."""
    assert legal == sorted(set(legal))
    assert bool(legal) != state.is_over, f"nothing to do in {state.phase}"
    for action in [*legal, *facts.unlisted(state, legal)]:
        assert state.is_legal(action) and state.why_illegal(action) is None


def try_every_legal_action_on_a_copy(state: Any, legal: list[int],
                                     chosen: int | None) -> list[Event]:
    """Apply each legal action to a copy; return the events the ``chosen`` one told."""
    log = list(state.log)
    told: list[Event] = []
    for action in legal:
        copy = state.clone()
        events = copy.apply(action)
        assert copy.log == [*log, action]
        if action == chosen:
            told = events
    return told


def try_an_illegal_action(state: Any, views: Sequence[Any], legal: list[int], facts: Facts,
                          pick: random.Random) -> None:
    """One action next to a legal one, or a card the seat to act holds, or another candidate,
    is refused by ``apply`` and by ``step`` with its reason."""
    allowed = set(legal) | facts.unlisted(state, legal)
    near = [a + d for a in legal for d in (-1, 1, 64)]
    held = list(views[state.to_act].hand) if not state.is_over else []
    pool = pick.choice([p for p in (near, held, facts.candidates(state)) if p])
    action = pick.choice([a for a in pool if a not in allowed] or [-1])
    reason = state.why_illegal(action)
    assert isinstance(reason, str) and reason.strip(), f"no reason to refuse {action}"
    assert not state.is_legal(action)
    for attempt in (state.apply, state.step):
        with pytest.raises(IllegalAction) as refused:
            attempt(action)
        assert refused.value.reason == str(refused.value) == reason


def check_events_agree_with_views(state: Any, events: Sequence[Event], views: Sequence[Any],
                                  secrets: Sequence[set[Card]], seen: list[set[Card]]) -> None:
    """The events as each seat is shown them, asked of the state they left behind: the same
    events with cards hidden, the seat's own hand dealt whole, no card it may not know; and
    every card its view shows was in them (``seen`` gathers them since the deal began)."""
    for seat, view in enumerate(views):
        shown = state.events_for(seat, events)
        assert [type(e) for e in shown] == [type(e) for e in events]
        last_deal = max((k for k, e in enumerate(events) if isinstance(e, Dealt)), default=0)
        secret = secrets[seat]
        for k, (mine, whole) in enumerate(zip(shown, events, strict=True)):
            if isinstance(mine, Dealt):
                assert isinstance(whole, Dealt)
                assert mine.hands[seat] == whole.hands[seat]
                assert [len(h) for h in mine.hands] == [len(h) for h in whole.hands]
                seen[seat] = set()
            cards = cards_in(mine)
            assert cards <= cards_in(whole)
            seen[seat] |= cards
            # What came before a new deal belongs to the deal the state no longer holds.
            if k >= last_deal:
                assert not cards & secret, f"seat {seat} is shown {sorted(cards & secret)}"
        unseen = cards_in(view) - seen[seat]
        assert not unseen, f"seat {seat}'s view shows {sorted(unseen)}, which its events never did"


def check_replays(rules: Rules, options: Mapping[str, Any], players: int, seed: int,
                  state: Any, events: Sequence[Event], views_by_step: Sequence[Any],
                  part: int) -> None:
    """The log played again tells the same events; stepped to its end, or to ``part``, it
    gives every seat the same views."""
    seats = range(players)
    fresh = rules.new_game(options, seed, players)
    told = list(fresh.initial_events())
    for action in state.log:
        told += fresh.apply(action)
    assert told == list(events)
    again = replay(rules.id, options, seed, players, state.log)
    assert [again.view(s) for s in seats] == views_by_step[-1]
    assert (again.scores, again.winners, again.is_over) == (state.scores, state.winners, True)
    midway = replay(rules.id, options, seed, players, state.log[:part])
    assert [midway.view(s) for s in seats] == views_by_step[part]


# ---- the test -------------------------------------------------------------------------------

@pytest.mark.parametrize("rules", GAMES, ids=lambda rules: rules.id)
@settings(max_examples=EXAMPLES)
@given(data=st.data())
def test_a_random_game_keeps_the_protocol_to_the_end(rules: Rules, data: st.DataObject):
    facts = facts_of(rules.id).CONFORMANCE
    options, players, seed, choices = data.draw(tables(rules), label="table")
    pick = random.Random(choices)
    state: Any = rules.new_game(options, seed, players)
    events = list(state.initial_events())
    seen: list[set[Card]] = [set() for _ in range(players)]
    views = [state.view(s) for s in range(players)]
    places = check_cards_are_each_in_one_place(state, facts)
    secrets = secrets_of(state, views, places, facts)
    check_events_agree_with_views(state, events, views, secrets, seen)
    views_by_step = []
    while True:
        assert len(state.log) < MOVE_CAP, "random play did not end"
        views_by_step.append(views)
        check_views(state, views, places, secrets)
        legal = state.legal_actions()
        check_legal_actions(state, legal, facts)
        action = pick.choice(legal) if legal else None
        before = snapshot(state, views)
        told = try_every_legal_action_on_a_copy(state, legal, action)
        try_an_illegal_action(state, views, legal, facts, pick)
        assert snapshot(state, [state.view(s) for s in range(players)]) == before, (
            "an action tried on a copy, or refused, changed the state")
        if action is None:
            break
        batch = state.apply(action)
        assert batch == told, "a copy told other events than the state"
        events += batch
        views = [state.view(s) for s in range(players)]
        places = check_cards_are_each_in_one_place(state, facts)
        secrets = secrets_of(state, views, places, facts)
        check_events_agree_with_views(state, batch, views, secrets, seen)
    part = data.draw(st.integers(min_value=0, max_value=len(state.log)), label="part-way")
    check_replays(rules, options, players, seed, state, events, views_by_step, part)
    event(f"{players} players")
    event(f"decisions: {len(state.log) // 100 * 100}+")

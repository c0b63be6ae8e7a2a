"""Views and events come back whole from the plain JSON data a shared table sends, and data that
does not fit its type is refused with a ValueError naming where it went wrong.

Every game of the registry is played with random legal actions, and at every step every seat's
view and every event as that seat is shown it go through ``plain_data``, JSON text and back: the
object read must equal the one sent.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

import pytest

from cardtable.engine.events import Dealt, Event, TrickWon
from cardtable.engine.protocol import Phase, State
from cardtable.engine.registry import GAMES, get
from cardtable.engine.views import SeatView
from cardtable.storage.plain import event_from_plain, from_plain, view_from_plain
from cardtable.storage.saves import plain_data

MOVE_CAP = 1_000  # each game here ends before this (the longest, Black Lady, in ~830 moves)
PLAYERS = {"black-lady": 4, "ugly": 4, "up-and-down": 4, "ugo": 3, "ultimate-loser": 4}


def sent(value: object) -> Any:
    """``value`` as it arrives over the network: plain data, through JSON text."""
    return json.loads(json.dumps(plain_data(value)))


def sent_event(event: Event) -> Any:
    """An event as the referee sends it, named by its kind."""
    return json.loads(json.dumps({"event": type(event).__name__, **plain_data(event)}))


def check_seats(game_id: str, state: State, events: list[Event]) -> None:
    for seat in range(state.players):
        view = state.view(seat)
        assert view_from_plain(game_id, sent(view)) == view
        for event in state.events_for(seat, events):
            assert event_from_plain(sent_event(event)) == event


@pytest.mark.parametrize("game_id", [rules.id for rules in GAMES])
def test_every_view_and_event_of_a_game_comes_back_whole(game_id):
    state = get(game_id).new_game(None, 7, PLAYERS.get(game_id, get(game_id).min_players))
    rng = random.Random(game_id)
    check_seats(game_id, state, state.initial_events())
    while not state.is_over and len(state.log) < MOVE_CAP:
        events = state.apply(rng.choice(state.legal_actions()))
        check_seats(game_id, state, events)


def test_every_game_names_its_view_class():
    for rules in GAMES:
        assert issubclass(rules.view_type, SeatView)
        assert type(rules.new_game(None, 1, rules.min_players).view(0)) is rules.view_type


# ---- data that does not fit ------------------------------------------------------------------


def black_lady_view() -> Any:
    return sent(get("black-lady").new_game(None, 3, 4).view(0))


def refused(match: str, read: Any, *arguments: Any) -> None:
    with pytest.raises(ValueError, match=match):
        read(*arguments)


def test_a_view_with_a_field_missing_is_refused():
    data = black_lady_view()
    del data["hand"]
    refused(r"BlackLadyView: the field 'hand' of BlackLadyView is missing",
            view_from_plain, "black-lady", data)


def test_a_view_with_a_field_too_many_is_refused():
    data = black_lady_view()
    data["secret"] = 1
    refused(r"BlackLadyView has no field secret", view_from_plain, "black-lady", data)


def test_a_string_where_a_tuple_of_ints_belongs_is_refused():
    data = black_lady_view()
    data["hand"] = "QS"
    refused(r"BlackLadyView\.hand: expected a list, got string 'QS'",
            view_from_plain, "black-lady", data)


def test_a_wrong_type_deep_inside_is_named_by_its_path():
    data = black_lady_view()
    data["hand"][2] = "7H"
    refused(r"BlackLadyView\.hand\[2\]: expected an integer", view_from_plain, "black-lady", data)
    data = black_lady_view()
    data["trick"] = [[1, 5], [2, True]]
    refused(r"BlackLadyView\.trick\[1\]\[1\]: expected an integer, got boolean",
            view_from_plain, "black-lady", data)


def test_a_phase_that_does_not_exist_is_refused():
    data = black_lady_view()
    data["phase"] = "dance"
    refused(r"BlackLadyView\.phase: 'dance' is not a Phase", view_from_plain, "black-lady", data)


def test_a_view_that_is_no_object_or_of_an_unknown_game_is_refused():
    refused(r"expected an object of BlackLadyView, got list", view_from_plain, "black-lady", [])
    refused(r"unknown game: 'chess'", view_from_plain, "chess", black_lady_view())


def test_a_null_where_a_number_belongs_is_refused_but_not_where_none_is_allowed():
    data = black_lady_view()
    data["kitty_owner"] = None
    assert view_from_plain("black-lady", data).kitty_owner is None  # type: ignore[attr-defined]
    data["pool"] = None
    refused(r"BlackLadyView\.pool: expected an integer, got null",
            view_from_plain, "black-lady", data)


def test_an_option_of_no_allowed_type_is_refused():
    data = black_lady_view()
    data["options"]["deal_limit"] = [3]
    refused(r"BlackLadyView\.options\['deal_limit'\]: list \[3\] is none of bool \| int \| str",
            view_from_plain, "black-lady", data)


def test_an_unknown_event_is_refused():
    refused(r"no kind of event is named 'Exploded'", event_from_plain, {"event": "Exploded"})
    refused(r"no kind of event is named None", event_from_plain, {"seat": 1, "card": 5})
    refused(r"an event must be an object", event_from_plain, ["Played", 1, 5])


def test_an_event_with_a_wrong_field_is_refused():
    refused(r"Played\.card: expected an integer, got string",
            event_from_plain, {"event": "Played", "seat": 1, "card": "QS"})
    refused(r"the field 'card' of Played is missing",
            event_from_plain, {"event": "Played", "seat": 1})
    refused(r"TrickWon\.cards\[0\]: expected 2 items, got 3", event_from_plain,
            {"event": "TrickWon", "winner": 0, "cards": [[0, 1, 2]], "points": 0})


def test_an_event_field_left_out_takes_its_default():
    event = event_from_plain({"event": "TrickWon", "winner": 0, "cards": [[0, 1]], "points": 0})
    assert event == TrickWon(winner=0, cards=((0, 1),), points=0)
    dealt = Dealt(deal=0, dealer=1, hands=((1, 2), (3,)), kitty=(4,), face_up=1)
    assert event_from_plain(sent_event(dealt)) == dealt


# ---- the generic reader on types the views do not use (yet) -------------------------------------


@dataclass(frozen=True)
class Everything:
    ratio: float
    names: list[str]
    tags: frozenset[str]
    counts: dict[int, int]
    phases: set[Phase]
    anything: Any


def test_the_reader_knows_lists_sets_int_keys_floats_and_any():
    value = Everything(ratio=2.0, names=["a"], tags=frozenset({"x", "y"}), counts={3: 4},
                       phases={Phase.PLAY, Phase.BID}, anything={"free": [1]})
    assert from_plain(Everything, sent(value)) == value


def test_the_reader_refuses_what_it_cannot_read():
    refused(r"counts: the key 'three' is not an integer", from_plain, dict[int, int],
            {"three": 3}, "counts")
    refused(r"cannot read a value of the type", from_plain, complex, 1)
    refused(r"expected a number, got boolean", from_plain, float, True)

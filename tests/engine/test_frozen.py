"""The quick builder of frozen views makes what the constructor makes, and refuses what the
constructor refuses."""

from __future__ import annotations

from dataclasses import FrozenInstanceError, dataclass

import pytest

from cardtable.engine.frozen import quick_builder
from cardtable.games.black_lady.rules import RULES


@dataclass(frozen=True)
class Point:
    x: int
    y: tuple[int, ...]


def test_a_quickly_built_instance_equals_the_constructed_one_and_stays_frozen():
    made = quick_builder(Point)({"x": 1, "y": (2, 3)})
    assert made == Point(1, (2, 3)) and hash(made) == hash(Point(1, (2, 3)))
    assert repr(made) == "Point(x=1, y=(2, 3))"
    with pytest.raises(FrozenInstanceError):
        made.x = 5  # type: ignore[misc]


@pytest.mark.parametrize("values", [{"x": 1}, {"x": 1, "y": (), "z": 0}, {"x": 1, "why": ()}])
def test_a_field_missing_extra_or_misspelt_is_refused(values):
    with pytest.raises(TypeError, match="exactly the fields"):
        quick_builder(Point)(values)


def test_a_game_view_is_the_view_its_constructor_would_make():
    state = RULES.new_game(None, 4, 4)
    for _ in range(20):
        state.step(state.legal_actions()[0])
    view = state.view(1)
    assert view == type(view)(**view.__dict__)

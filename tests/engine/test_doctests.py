"""The examples in the engine's docstrings are true."""

from __future__ import annotations

import doctest

import pytest

from cardtable.engine import cards, rng, tricks
from cardtable.games.ugo import roles as ugo_roles
from cardtable.games.ultimate_loser import options as ultimate_loser_options
from cardtable.games.ultimate_loser import plays as ultimate_loser_plays


@pytest.mark.parametrize(
    "module", [cards, rng, tricks, ugo_roles, ultimate_loser_options, ultimate_loser_plays]
)
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.attempted > 0
    assert result.failed == 0

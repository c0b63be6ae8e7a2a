"""The examples in the engine's docstrings are true."""

from __future__ import annotations

import doctest

import pytest

from cardtable.engine import cards, rng, tricks


@pytest.mark.parametrize("module", [cards, rng, tricks])
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.attempted > 0
    assert result.failed == 0

"""A scoresheet's marks read in the person's language, whatever language the game was played
in: they are stored as the engine writes them."""

from __future__ import annotations

import pytest

from cardtable.ui.marks import mark_words
from cardtable.ui.translation import use_language


@pytest.fixture
def english_again(qapp):
    yield
    use_language(qapp, "en")


def test_marks_in_english():
    assert mark_words("moon") == "☾ moon"
    assert mark_words("winner") == "winner"
    assert mark_words("out 2") == "out 2"
    assert mark_words("3/2") == "3/2"
    assert mark_words("3/3 limit") == "3/3 limit"
    assert mark_words("charm") == "took the Ugly 7♦ and the Charm 7♣"


def test_marks_in_german_and_russian(qapp, english_again):
    use_language(qapp, "de")
    assert mark_words("out 2") == "raus, Platz 2"
    assert mark_words("3/3 limit") == "3/3 Limit"
    use_language(qapp, "ru")
    assert mark_words("winner") == "победитель"
    assert mark_words("moon") == "☾ луна"


def test_how_a_game_ended_reads_in_the_persons_language(qapp, english_again):
    from cardtable.ui.scoresheet_view import status_word

    assert (status_word("finished"), status_word("abandoned")) == ("finished", "abandoned")
    use_language(qapp, "de")
    assert status_word("finished") != "finished" and status_word("abandoned") != "abandoned"

"""A scoresheet's marks read in the person's language, whatever language the game was played
in: they are stored as the engine writes them."""

from __future__ import annotations

import pytest

from cardtable.ui.games import game_ui
from cardtable.ui.translation import use_language


@pytest.fixture
def english_again(qapp):
    yield
    use_language(qapp, "en")


def mark_words(game_id: str, mark: str) -> str:
    return game_ui(game_id).mark_words(mark)


def test_marks_in_english():
    assert mark_words("black-lady", "moon") == "☾ moon"
    assert mark_words("ugo", "winner") == "winner"
    assert mark_words("ugo", "out 2") == "out 2"
    assert mark_words("up-and-down", "3/2") == "3/2"
    assert mark_words("up-and-down", "3/3 limit") == "3/3 limit"
    assert mark_words("ugly", "charm") == "took the Ugly 7♦ and the Charm 7♣"
    assert mark_words("ultimate-loser", "ultimate loser") == "Ultimate Loser"


def test_marks_in_german_and_russian(qapp, english_again):
    use_language(qapp, "de")
    assert mark_words("ugo", "out 2") == "raus, Platz 2"
    assert mark_words("up-and-down", "3/3 limit") == "3/3 Limit"
    use_language(qapp, "ru")
    assert mark_words("ugo", "winner") == "победитель"
    assert mark_words("black-lady", "moon") == "☾ луна"


def test_how_a_game_ended_reads_in_the_persons_language(qapp, english_again):
    from cardtable.ui.scoresheet_view import status_word

    assert (status_word("finished"), status_word("abandoned")) == ("finished", "abandoned")
    use_language(qapp, "de")
    assert status_word("finished") != "finished" and status_word("abandoned") != "abandoned"

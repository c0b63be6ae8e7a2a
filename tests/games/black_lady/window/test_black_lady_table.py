"""Black Lady at the table, on hand-made deals shown with animations off: the lady's fall said
and her taking heard, the kitty in the corner until its taker's first trick, and the cards of a
trick nobody takes waiting in the middle for the next trick's winner."""

from __future__ import annotations

from cardtable.engine.cards import QUEEN, SPADES, make_card, parse_card
from cardtable.engine.events import TrickWon
from cardtable.engine.visibility import HIDDEN
from cardtable.games.black_lady.window.table import BlackLadyTable
from cardtable.session.setup import TableSnapshot
from cardtable.ui.table.cues import Cue
from cardtable.ui.table.scene import TableScene

from ....engine.deals import cancel_game, cplay, game, play

NAMES = ("You", "Alice", "Bruno", "Chloé", "Dmitri", "Emma")


def table(state) -> tuple[TableScene, BlackLadyTable]:
    """A table laid out from the first seat's view of ``state``, and its Black Lady layer."""
    scene = TableScene(speed="off")
    scene.reset(TableSnapshot(state.view(0), NAMES[:state.players], 0))
    assert isinstance(scene.layer, BlackLadyTable)
    return scene, scene.layer


def trick(*cards: str, extra: tuple[int, ...] = ()) -> TrickWon:
    return TrickWon(0, tuple((seat, parse_card(c)) for seat, c in enumerate(cards)), 0, extra)


def test_a_trick_with_the_black_lady_thuds_and_any_other_sweeps(qtbot):
    _, layer = table(game("AS 3C", "QS 4C", "2S 4H"))
    assert layer.cue(trick("2♠", "Q♠", "5♠")) is Cue.THUD
    assert layer.cue(trick("2♠", "K♠", "5♠")) is Cue.TRICK
    assert layer.cue(trick("2♠", "K♠", extra=(parse_card("Q♠"),))) is Cue.THUD  # the kitty's
    assert layer.cue(trick("2♠", "5♠", extra=(HIDDEN, HIDDEN))) is Cue.TRICK  # a hidden kitty
    second_deck_lady = make_card(QUEEN, SPADES, copy=1)
    assert layer.cue(trick("2♠", "K♠", extra=(second_deck_lady,))) is Cue.THUD


def test_under_the_black_jack_the_jack_of_spades_is_the_lady(qtbot):
    _, layer = table(game("AS 3C", "JS 4C", "2S 4H", black_jack=True))
    assert layer.cue(trick("2♠", "J♠")) is Cue.THUD
    assert layer.cue(trick("2♠", "Q♠")) is Cue.TRICK


def test_the_lady_s_fall_is_said_as_she_reaches_the_trick(qtbot):
    state = game("AS 3C", "QS 4C", "2S 4H")
    scene, _ = table(state)
    scene.show_events(play(state, "AS"))
    assert scene.notice_text() == ""
    scene.show_events(play(state, "QS"))
    assert scene.notice_text() == "The Q♠ has been played!"


def test_the_kitty_waits_in_the_corner_and_goes_with_its_taker_s_first_trick(qtbot):
    state = game("AS 3C", "KS 4C", "2S 4H", kitty="QS 5H")
    scene, layer = table(state)
    assert len(layer.stock) == 2 and layer.count is not None
    assert layer.count.toPlainText() == "Kitty: 2"
    scene.show_events(play(state, "AS KS 2S"))
    assert scene.notice_text() == "You took the kitty."
    assert layer.stock == [] and not layer.count.isVisible()
    assert [len(pile) for pile in layer.piles] == [5, 0, 0]
    _, again = table(state)  # the same position laid out afresh
    assert again.stock == [] and [len(pile) for pile in again.piles] == [5, 0, 0]


def test_a_trick_nobody_takes_waits_for_the_next_trick_s_winner(qtbot):
    state = cancel_game("5C 3D", "5C* 4D", "9C 5H", "9C* 2D", "KC QS", "2H AD", deal_limit=1)
    scene, layer = table(state)
    scene.show_events(cplay(state, "5C 5C* 9C 9C* KC 2H"))  # two pairs cancel
    assert layer.trick == [] and len(layer.rolled) == 6
    assert all(item.face_up for item in layer.rolled)
    _, again = table(state)  # the same position laid out afresh
    assert len(again.rolled) == 6 and all(pile == [] for pile in again.piles)
    scene.show_events(cplay(state, "3D 4D 5H 2D QS AD"))
    assert layer.rolled == [] and [len(pile) for pile in layer.piles] == [0] * 5 + [12]
    assert not any(item.face_up for item in layer.piles[5])

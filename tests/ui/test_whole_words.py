"""Every word of the window shows whole, at every size, for every game and every kind of
decision: the prompt over the table and its buttons (trumps, bids, U-G-O's actions, Ultimate
Loser's plays), the status bar's lines and the menu bar; see ``whole_words`` for how a word is
measured. The decisions are found by playing each game, seeded, with the fewest and the most
players, until each kind has come to the person.

The same check runs in a real window (the ``xcb`` platform) in ``test_whole_words_xcb``: fonts
and styles differ there, and labels cut off in a real window fit offscreen.
"""

from __future__ import annotations

import functools

import pytest
from PySide6.QtCore import QPoint

from cardtable.ai import make_bot
from cardtable.engine.protocol import Phase
from cardtable.engine.registry import GAMES, get
from cardtable.engine.rng import Rng
from cardtable.ui.main_window import MainWindow
from cardtable.ui.translation import use_language

from ..deadlines import WAIT_MS
from ..game_facts import facts_of, window_facts_of
from .test_table import click_card
from .test_table_layout import setup_for
from .whole_words import menu_problems, problems

SIZES = [(800, 600), (1100, 760), (1920, 1080)]
TABLES = [(rules.id, players) for rules in GAMES
          for players in sorted({rules.min_players, rules.max_players})]
MOST_ACTIONS = 3000  # a seeded game meets every kind of decision long before
def kinds_of(game_id: str, state) -> list[str]:
    """The kinds of decision the person is asked in ``state``: its phase, and the kinds its
    game tells apart in one phase (its facts' ``more_kinds``)."""
    more = getattr(facts_of(game_id), "more_kinds", lambda state: [])
    return [state.phase.value, *more(state)]


@functools.cache
def decisions(game_id: str, players: int) -> dict[str, tuple[int, ...]]:
    """The actions of a seeded game, played by the computer for every seat, up to the first
    decision of each kind the person meets."""
    setup = setup_for(game_id, players)
    state = get(game_id).new_game(setup.options, setup.seed, players, setup.preset)
    bot, rng = make_bot("rule", game_id), Rng(setup.seed)
    found: dict[str, tuple[int, ...]] = {}
    while not state.is_over and len(state.log) < MOST_ACTIONS:
        if state.to_act == 0:
            for kind in kinds_of(game_id, state):
                found.setdefault(kind, tuple(state.log))
        state.step(bot.choose(state.view(state.to_act), state.legal_actions(), rng))
    return found


def settle(qtbot, w: MainWindow) -> None:
    c = w.controller
    qtbot.waitUntil(lambda: c.turn is not None and not w.scene.animator.busy, timeout=WAIT_MS)


def pick(qtbot, w: MainWindow, game_id: str, kind: str) -> None:
    """Do what brings up the decision's other buttons: pick the cards to pass, or what the
    game's window facts say (the widest play, a card in play)."""
    turn = w.controller.turn
    window_facts = window_facts_of(game_id)
    if turn.phase is Phase.PASS:
        for card in sorted(turn.legal)[:turn.to_choose]:
            click_card(qtbot, w, card)
    elif window_facts is not None:
        window_facts.pick(qtbot, w, kind, click_card)


def unsaid(w: MainWindow) -> list[str]:
    """The question asked, if the table is too crowded for its words and its tooltip does not
    say it either."""
    prompt, turn = w.table_prompt, w.controller.turn
    if turn is None or not prompt.isVisible() or not prompt.words.isHidden():
        return []
    return [] if prompt.toolTip() == turn.prompt else [f"the prompt {turn.prompt!r} is unsaid"]


def resize(qtbot, w: MainWindow, size: tuple[int, int]) -> None:
    w.resize(*size)
    qtbot.waitUntil(lambda: w.size().toTuple() == size
                    and w.scene.sceneRect().width() == w.view.viewport().width(),
                    timeout=WAIT_MS)


def test_every_kind_of_decision_comes_to_the_person_at_some_table():
    met = {(game_id, kind) for game_id, players in TABLES for kind in decisions(game_id, players)}
    somewhere = {(rules.id, kind) for rules in GAMES
                 for kind in getattr(facts_of(rules.id), "ASKS_SOMEWHERE", ())}
    assert met >= somewhere


@pytest.mark.parametrize(("game_id", "players"), TABLES, ids=[f"{g}-{p}" for g, p in TABLES])
def test_every_word_shows_whole_at_every_decision_and_size(qtbot, open_window, game_id,
                                                          players):
    found = decisions(game_id, players)
    asks = facts_of(game_id).ASKS
    assert asks <= set(found), f"never asked: {asks - set(found)}"
    w = open_window(keep_games=False)
    setup = setup_for(game_id, players)
    seen: list[str] = []
    for kind, actions in sorted(found.items()):
        w.controller.load(setup, list(actions))
        settle(qtbot, w)
        pick(qtbot, w, game_id, kind)
        for size in SIZES:
            resize(qtbot, w, size)
            seen += [f"{kind} at {size}: {p}" for p in problems(w) + unsaid(w)]
        resize(qtbot, w, SIZES[0])  # the next decision opens on the smallest table
    assert not seen, "\n".join(seen[:30]) + f"\n({len(seen)} in all)"


@pytest.fixture
def english_again(qapp):
    yield
    use_language(qapp, "en")


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_menu_titles_fit_the_smallest_window(qtbot, qapp, open_window, english_again,
                                                  language):
    use_language(qapp, language)
    w = open_window(size=(800, 600))
    qtbot.waitUntil(lambda: w.width() == 800, timeout=WAIT_MS)
    assert w.menuBar().actions()[0].text() == {"en": "&Game", "de": "&Spiel"}[language]
    assert not menu_problems(w)


@pytest.mark.parametrize(("game_id", "size", "kind"), [
    ("ugly", (800, 600), "pass"), ("ultimate-loser", (800, 600), "play, a combination"),
    ("ultimate-loser", (1100, 760), "play, a combination"), ("black-lady", (800, 600), "pass")])
def test_the_prompt_keeps_its_place_while_cards_are_picked(qtbot, open_window, game_id,
                                                          size, kind):
    w = open_window(keep_games=False, size=size)
    w.controller.load(setup_for(game_id, 4), list(decisions(game_id, 4)[kind]))
    settle(qtbot, w)
    buttons = [b for b in (w.commit_button, *w.choice_bar.buttons) if b.isVisible()]
    last = buttons[-1]  # Pass, or the button for the cards chosen

    def at() -> QPoint:
        return last.mapTo(w, QPoint(last.width(), 0))  # its top right corner

    before = at()
    pick(qtbot, w, game_id, kind)
    assert w.scene.selected  # cards are picked, raised out of the hand
    assert at() == before
    assert not problems(w)


def test_a_long_passing_message_is_shortened_and_said_whole_in_its_tooltip(qtbot,
                                                                           open_window):
    w = open_window(size=(800, 600))
    w.controller.load(setup_for("black-lady", 4), [])
    settle(qtbot, w)
    long = "Saved to " + "/a-folder-with-a-long-name" * 40 + "/game.cardtable"
    w.statusBar().showMessage(long, 10000)
    assert w.statusBar().currentMessage() == long  # held whole: only the drawing is short
    assert not problems(w)
    assert w.statusBar().toolTip() == long
    assert w.statusBar().shown_message().endswith("…")


def test_the_status_line_shows_a_long_question_shortened_with_its_tooltip(qtbot, open_window):
    w = open_window(size=(800, 600))
    w.controller.load(setup_for("ultimate-loser", 4), list(decisions("ultimate-loser", 4)["play"]))
    settle(qtbot, w)
    w._status.setText(w.controller.turn.prompt * 3)
    w.announcer.say("You dealt. Your cards: " + ", ".join(["the queen of spades"] * 12) + ".")
    qtbot.waitUntil(lambda: not problems(w), timeout=WAIT_MS)
    assert w.announcer.toolTip() == w.announcer.text()
    assert w._status.toolTip() == w._status.text()


def test_a_choice_too_wide_for_the_table_is_broken_onto_lines(qtbot):
    from cardtable.controller.turns import Choice
    from cardtable.ui.choice_bar import ChoiceBar

    bar = ChoiceBar()
    qtbot.addWidget(bar)
    label = "Play the three of clubs to defend, face down, beside the others"
    bar.show_choices([Choice(1, label, True), Choice(2, "Unbreakable" * 8, True)])
    bar.fit_within(200)
    bar.show()
    qtbot.waitExposed(bar, timeout=WAIT_MS)
    wrapped, cut = bar.buttons
    assert "\n" in wrapped.text() and wrapped.text().split() == label.split()
    assert cut.text().endswith("…") and cut.toolTip().startswith("Unbreakable" * 8)
    assert max(b.sizeHint().width() for b in bar.buttons) <= 200

"""The engine's texts for people are ``Words``: English strings that keep the marked template
and the parts they were made from, so the view can translate them whole; and every template is
written where lupdate finds it."""

from __future__ import annotations

import ast
import copy
import pickle
import re
from importlib import import_module
from pathlib import Path

import pytest

from cardtable.engine.cards import HEARTS, parse_card, parse_cards
from cardtable.engine.protocol import IllegalAction
from cardtable.engine.registry import DECLARED
from cardtable.engine.texts import N_, Words, english_form
from cardtable.games.ugo import actions as A
from cardtable.games.ultimate_loser.plays import describe_play, play_for_cards
from cardtable.games.up_and_down.rules import BID_BASE, NO_TRUMP, TRUMP_BASE

from ..games.ultimate_loser.test_ultimate_loser_rules import game as ultimate_loser
from ..games.ultimate_loser.test_ultimate_loser_rules import move
from ..games.up_and_down.test_up_and_down_play import bid
from ..games.up_and_down.test_up_and_down_play import game as up_and_down
from .deals import game as black_lady
from .deals import play

ENGINE = Path(__file__).resolve().parents[2] / "cardtable" / "engine"


# ---- Words ----------------------------------------------------------------------------------

def test_words_are_the_english_text_and_keep_how_they_were_made():
    words = Words(N_("the {card} cannot be played now"), card="Q♠")
    assert words == "the Q♠ cannot be played now"
    assert isinstance(words, str)
    assert words.template == "the {card} cannot be played now"
    assert dict(words.args) == {"card": "Q♠"}
    assert words.n is None
    assert hash(words) == hash("the Q♠ cannot be played now")
    assert {words: 1}["the Q♠ cannot be played now"] == 1


def test_counted_words_say_the_english_form_for_their_count():
    def bids(k: int) -> Words:
        return Words(N_("bids go from 0 to %n: there is/are only %n card(s) in hand", "", k), n=k)

    assert bids(1) == "bids go from 0 to 1: there is only 1 card in hand"
    assert bids(0) == "bids go from 0 to 0: there are only 0 cards in hand"
    assert bids(3) == "bids go from 0 to 3: there are only 3 cards in hand"
    assert bids(3).n == 3
    assert english_form("%n card(s) is/are left", 1) == "%n card is left"
    assert english_form("%n card(s) is/are left", 2) == "%n cards are left"


def test_words_cannot_be_changed_and_copy_and_pickle_whole():
    inner = Words(N_("a straight flush of %n", "", 4), n=4)
    words = Words(N_("{shape} was led"), shape=inner)
    with pytest.raises(AttributeError):
        words.template = "something else"
    with pytest.raises(TypeError):
        words.args["shape"] = "a pair"
    for again in (copy.copy(words), copy.deepcopy(words), pickle.loads(pickle.dumps(words))):
        assert type(again) is Words
        assert again == "a straight flush of 4 was led"
        assert again.template == "{shape} was led"
        assert again.args["shape"].n == 4


# ---- the games' texts -----------------------------------------------------------------------

def test_a_black_lady_reason_is_words():
    s = black_lady("2H 9C", "3H 4C", "5H 6C", "7H 8C")
    play(s, "2H")
    reason = s.why_illegal(parse_card("4C"))
    assert isinstance(reason, Words)
    assert reason == "must follow suit: ♥ led"
    assert (reason.template, dict(reason.args)) == ("must follow suit: {suit} led", {"suit": "♥"})
    with pytest.raises(IllegalAction) as refused:
        s.apply(parse_card("4C"))
    assert isinstance(refused.value.reason, Words)


def test_up_and_down_counts_its_cards_in_words():
    s = up_and_down("AH", "KH")
    reason = s.why_illegal(BID_BASE + 2)
    assert isinstance(reason, Words)
    assert reason == "bids go from 0 to 1: there is only 1 card in hand"
    assert reason.n == 1
    bid(s, 0)
    hook = s.why_illegal(BID_BASE + 1)
    assert isinstance(hook, Words)
    assert dict(hook.args) == {"bid": 1}
    assert hook.n == 1


def test_up_and_down_names_its_choices_in_words():
    s = up_and_down("AH", "KH")
    names = [s.describe_action(a) for a in (BID_BASE + 3, TRUMP_BASE + HEARTS, NO_TRUMP)]
    assert names == ["Bid 3", "Trumps: ♥", "No trumps"]
    assert all(isinstance(name, Words) for name in names)
    assert [name.template for name in names] == [
        "Bid {bid}", "Trumps: {suit}", "No trumps"]


def test_an_ultimate_loser_play_name_holds_the_rank_as_words():
    name = describe_play(play_for_cards(parse_cards("9C 9H")))
    assert isinstance(name, Words)
    assert name == "Pair of 9s"
    assert name.template == "Pair of {ranks}"
    ranks = name.args["ranks"]
    assert isinstance(ranks, Words) and ranks.template == "9s"


def test_an_ultimate_loser_reason_holds_the_shape_led_as_words():
    s = ultimate_loser("9C 9H 3D", "5S 6S 7S", spare="2C 2D")
    s.apply(move("9C 9H"))
    reason = s.why_illegal(move("5S"))
    assert reason == "a pair was led: play a pair, high or low, or pass"
    assert isinstance(reason, Words)
    assert reason.template == "{shape} was led: play {shape}, high or low, or pass"
    shape = reason.args["shape"]
    assert isinstance(shape, Words) and shape.template == "a pair"


def test_a_ugo_action_is_named_by_one_whole_sentence():
    card = parse_card("7S")
    name = A.describe(A.make(A.PLAY_ATTACK, card, 1))
    assert name == "Play 7♠ in attack position, giving up card 1"
    assert isinstance(name, Words)
    assert name.template == "Play {card} in attack position, giving up card {given}"
    change = A.describe(A.CHANGE_BASE + 0b101)
    assert change == "Change the position of cards 1, 3"
    assert isinstance(change, Words) and change.n == 2


# ---- every template where lupdate finds it --------------------------------------------------

def words_faults(folder: Path) -> tuple[set[str], list[str]]:
    """The templates of every ``Words(...)`` made in ``folder``, and what is wrong with any of
    them: a template must be a literal string marked with ``N_`` (lupdate reads nothing else),
    its {places} must be the arguments given, and a text with a count (``%n``, ``(s)``,
    ``is/are``) must give its count both to ``N_`` (for lupdate's plural forms) and to
    ``Words`` as ``n``, as only such a text may."""
    templates: set[str] = set()
    faults: list[str] = []
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Words"):
                continue
            where = f"{path.name}:{node.lineno}"
            marked = node.args[0] if len(node.args) == 1 else None
            if not (isinstance(marked, ast.Call) and getattr(marked.func, "id", "") == "N_"
                    and marked.args and isinstance(marked.args[0], ast.Constant)
                    and isinstance(marked.args[0].value, str)):
                faults.append(f"{where}: the template is not a literal marked with N_")
                continue
            template = marked.args[0].value
            templates.add(template)
            names = {k.arg for k in node.keywords}
            if None in names:
                faults.append(f"{where}: arguments given as **mapping cannot be checked")
                continue
            places = set(re.findall(r"\{(\w+)\}", template))
            if places != names - {"n"}:
                faults.append(f"{where}: {template!r} is given {sorted(names - {'n'})}")
            counted = bool(re.search(r"%n|\(s\)|is/are", template))
            if counted != ("n" in names) or counted != (len(marked.args) == 3):
                faults.append(f"{where}: {template!r} does not give its count to N_ and Words"
                              if counted else f"{where}: {template!r} has nothing to count")
    return templates, faults


def test_every_engine_text_is_a_marked_literal_with_its_arguments():
    """In the engine and in every game's folder, wherever the game lies."""
    templates, faults = words_faults(ENGINE)
    for game in DECLARED:
        more, more_faults = words_faults(Path(import_module(game.package).__file__ or "").parent)
        templates |= more
        faults += more_faults
    assert faults == []
    assert "the {card} cannot be played now" in templates
    assert len(templates) > 80


def test_the_check_finds_templates_lupdate_would_miss(tmp_path):
    (tmp_path / "bad.py").write_text(
        'Words(f"the {card} is out")\n'
        'Words(N_(TEMPLATE), card=c)\n'
        'Words(N_("the {card} is out"), suit=s)\n'
        'Words(N_("%n card(s) left"), n=k)\n'
        'Words(N_("a pair"), "", k)\n'
        'Words(N_("the {card} is fine"), card=c)\n', encoding="utf-8")
    templates, faults = words_faults(tmp_path)
    assert [f.split(": ", 1)[0] for f in faults] == [f"bad.py:{n}" for n in range(1, 6)]
    assert templates == {"the {card} is out", "%n card(s) left", "the {card} is fine"}

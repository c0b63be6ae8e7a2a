"""The engine's texts are shown in the person's language: ``translated`` translates a sentence
of ``Words`` whole, in the plural form its count asks for, with its parts translated and put
where the translation has them; and the turn's choices and reasons go through it."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from cardtable.controller.presenters import presenter_for
from cardtable.engine.cards import parse_cards
from cardtable.engine.texts import N_, Words
from cardtable.games.ultimate_loser.plays import describe_play, play_for_cards, shape_name
from cardtable.games.up_and_down.rules import BID_BASE, RULES, Deal
from cardtable.texts import translated

GERMAN: dict[str, str | tuple[str, str]] = {
    "the {card} cannot be played now": "{card} darf jetzt nicht gespielt werden",
    "a straight flush of %n": ("ein Straight Flush aus %n Karte",
                               "ein Straight Flush aus %n Karten"),
    "{shape} was led: play {shape} of any height, or pass":
        "Ausgespielt: {shape}. Spiel {shape} beliebiger Höhe oder passe",
    "Straight flush {low}–{high}": "Straight Flush von {high} hinab bis {low}",
    "Pair of {ranks}": "Paar {ranks}",
    "9s": "Neuner",
    "Take the attack": "Den Angriff hinnehmen",
    "Bid {bid}": "Gebot {bid}",
    "the dealer, bidding last, may not bid {bid}: the bids would add up to the %n card(s) in "
    "hand": ("der Geber darf nicht {bid} bieten: die Gebote ergäben die %n Karte auf der Hand",
             "der Geber darf nicht {bid} bieten: die Gebote ergäben die %n Karten auf der Hand"),
}
"""A few of the engine's texts in German: a pair of forms (one, several) for a counted text."""


def linguist_file(messages: dict[str, str | tuple[str, str]]) -> str:
    """A German Linguist file holding ``messages`` in the empty context, as lupdate writes it."""
    ts = ET.Element("TS", version="2.1", language="de", sourcelanguage="en")
    context = ET.SubElement(ts, "context")
    ET.SubElement(context, "name").text = ""
    for source, translation in messages.items():
        message = ET.SubElement(context, "message")
        ET.SubElement(message, "source").text = source
        words = ET.SubElement(message, "translation")
        if isinstance(translation, tuple):
            message.set("numerus", "yes")
            for form in translation:
                ET.SubElement(words, "numerusform").text = form
        else:
            words.text = translation
    return ET.tostring(ts, encoding="unicode")


@pytest.fixture
def german(qapp, tmp_path):
    """A small German translation, compiled with the tools ``make translations`` uses."""
    ts, qm = tmp_path / "test_de.ts", tmp_path / "test_de.qm"
    ts.write_text(linguist_file(GERMAN), encoding="utf-8")
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    subprocess.run([str(lrelease), str(ts), "-qm", str(qm)], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


def test_words_are_translated_with_their_arguments_in_place(german):
    reason = Words(N_("the {card} cannot be played now"), card="Q♠")
    assert translated(reason) == "Q♠ darf jetzt nicht gespielt werden"
    run = describe_play(play_for_cards(parse_cards("5C 6C 7C 8C")))
    assert run == "Straight flush 5♣–8♣"
    assert translated(run) == "Straight Flush von 8♣ hinab bis 5♣"


def test_a_counted_text_takes_the_plural_form_of_its_count(german):
    assert translated(shape_name(100 + 4)) == "ein Straight Flush aus 4 Karten"


def test_arguments_that_are_words_are_translated_too(german):
    pair = describe_play(play_for_cards(parse_cards("9C 9H")))
    assert translated(pair) == "Paar Neuner"
    led = Words(N_("{shape} was led: play {shape} of any height, or pass"),
                shape=shape_name(100 + 3))
    assert translated(led) == ("Ausgespielt: ein Straight Flush aus 3 Karten. "
                               "Spiel ein Straight Flush aus 3 Karten beliebiger Höhe oder passe")


def test_a_plain_text_is_translated_as_it_is(german):
    assert translated("Take the attack") == "Den Angriff hinnehmen"
    assert translated("Q♠") == "Q♠"


def test_without_a_translation_the_english_is_kept_with_its_english_forms():
    def stones(k: int) -> Words:
        return Words(N_("there is/are %n stone(s) on the {place}", "", k), n=k, place="board")

    assert translated(stones(1)) == "there is 1 stone on the board"
    assert translated(stones(4)) == "there are 4 stones on the board"
    assert translated(Words(N_("the {card} cannot be played now"), card="Q♠")) == (
        "the Q♠ cannot be played now")


def test_the_turn_offers_its_choices_and_reasons_in_the_persons_language(german):
    deal = Deal((tuple(parse_cards("AH")), tuple(parse_cards("KH"))), (), None)
    state = RULES.new_game(None, seed=1, players=2, deals=[deal], dealer=1)
    state.apply(BID_BASE + 0)
    turn = presenter_for("up-and-down").person_turn(state, 1)
    assert [(c.label, c.enabled, c.reason) for c in turn.choices] == [
        ("Gebot 0", True, ""),
        ("Gebot 1", False,
         "der Geber darf nicht 1 bieten: die Gebote ergäben die 1 Karte auf der Hand"),
    ]


def test_cards_in_texts_wear_the_letters_the_cards_show(qapp):
    from cardtable.engine.cards import parse_card
    from cardtable.texts import card_text, with_card_letters
    from cardtable.ui.translation import use_language

    assert card_text(parse_card("QS")) == "Q♠"
    try:
        use_language(qapp, "de")
        assert card_text(parse_card("QS")) == "D♠" and card_text(parse_card("10H")) == "10♥"
        assert with_card_letters("9♦–J♦, A♠") == "9♦–B♦, A♠"
        assert with_card_letters("Jacks and A-side") == "Jacks and A-side"  # no card, no change
    finally:
        use_language(qapp, "en")

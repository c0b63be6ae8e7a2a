"""The scripts that look after the Linguist files: a translation follows its text when the
text moves to another context."""

from __future__ import annotations

import importlib.util
import xml.etree.ElementTree as ET
from pathlib import Path

TOOLS = Path(__file__).resolve().parents[1] / "translations"

LINGUIST = """<?xml version="1.0" encoding="utf-8"?>
<TS version="2.1" language="de">
<context><name>Turns</name>
  <message><source>Your lead.</source>
    <translation type="vanished">Du spielst aus.</translation></message>
  <message numerus="yes"><source>%n card(s)</source>
    <translation type="vanished"><numerusform>%n Karte</numerusform>
      <numerusform>%n Karten</numerusform></translation></message>
  <message><source>Pass</source><translation type="vanished">Passen</translation></message>
</context>
<context><name></name>
  <message><source>Your lead.</source>
    <translation type="unfinished">Du spielst aus.</translation></message>
  <message numerus="yes"><source>%n card(s)</source>
    <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform>
    </translation></message>
  <message><source>Pass</source><translation type="unfinished">Schie</translation></message>
  <message><source>New text</source><translation type="unfinished"></translation></message>
</context>
</TS>
"""


def carry_over(path: Path) -> int:
    spec = importlib.util.spec_from_file_location("carry_over", TOOLS / "carry_over.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    count: int = module.carry_over(str(path))
    return count


def translations(path: Path) -> dict[str, tuple[str | None, list[str]]]:
    found = {}
    for context in ET.parse(path).getroot().iter("context"):
        if context.findtext("name"):
            continue
        for message in context.iter("message"):
            t = message.find("translation")
            assert t is not None
            found[message.findtext("source") or ""] = (
                t.get("type"), [f.text or "" for f in t.findall("numerusform")] or [t.text or ""])
    return found


def test_a_moved_text_takes_its_translation_along(tmp_path):
    ts = tmp_path / "cardtable_de.ts"
    ts.write_text(LINGUIST, encoding="utf-8")
    assert carry_over(ts) == 2
    moved = translations(ts)
    assert moved["Your lead."] == (None, ["Du spielst aus."])
    assert moved["%n card(s)"] == (None, ["%n Karte", "%n Karten"])
    assert moved["Pass"] == ("unfinished", ["Schie"])  # begun by a translator: left alone
    assert moved["New text"] == ("unfinished", [""])  # nothing to carry
    assert carry_over(ts) == 0  # and a second run changes nothing


def test_the_english_file_gets_the_engines_english_forms(tmp_path):
    ts = tmp_path / "cardtable_en.ts"
    ts.write_text("""<?xml version="1.0" encoding="utf-8"?>
<TS version="2.1" language="en"><context><name></name>
  <message numerus="yes"><source>there is/are only %n card(s) in hand</source>
    <translation type="unfinished"><numerusform></numerusform></translation></message>
  <message><source>Your lead.</source><translation type="unfinished"></translation></message>
</context></TS>
""", encoding="utf-8")
    spec = importlib.util.spec_from_file_location("english_plurals", TOOLS / "english_plurals.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.fill(str(ts)) == 1
    filled = translations(ts)
    assert filled["there is/are only %n card(s) in hand"] == (
        None, ["there is only %n card in hand", "there are only %n cards in hand"])
    assert filled["Your lead."] == ("unfinished", [""])

"""Fill the English plural forms of a Qt Linguist file.

The source texts are English already; only strings with a count (``%n``) need an English
translation, to turn "card(s)" into "1 card" and "3 cards" (and "is/are" into "is" and "are"),
as the engine's ``english_form`` does for its own texts. Run by ``make translations`` after
``pyside6-lupdate``; ``pyside6-lrelease`` then compiles the file.
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET

from cardtable.engine.texts import english_form


def fill(path: str) -> int:
    """Write singular and plural forms for every numerus message; return how many."""
    tree = ET.parse(path)
    count = 0
    for message in tree.iter("message"):
        source = message.findtext("source") or ""
        # lupdate marks a count only in ``tr`` calls; a module-level translate() with a count
        # is found by its "%n … (s)"
        if "%n" in source and "(s)" in source:
            message.set("numerus", "yes")
        if message.get("numerus") != "yes":
            continue
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        translation.attrib.pop("type", None)
        translation.text = None  # a message newly found to count had a plain text: no longer
        for form in list(translation):
            translation.remove(form)
        for text in (english_form(source, 1), english_form(source, 2)):
            ET.SubElement(translation, "numerusform").text = text
        count += 1
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return count


if __name__ == "__main__":
    for name in sys.argv[1:]:
        print(f"{name}: {fill(name)} plural messages")

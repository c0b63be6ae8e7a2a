"""Carry translations over to texts that moved.

When a text moves to another context (a helper function becomes ``tr``, a dialog's words move to
a module of their own), ``pyside6-lupdate`` keeps the old message as "vanished" and adds the text
again, unfinished, under its new context. This fills such a message from a vanished one with the
same source (and the same plural forms), so a translation is never lost to a move; lupdate
itself may have copied the words in already, marked unfinished for review, and they are then
taken as they stand. Run by
``make translations`` after ``pyside6-lupdate``, before the files are compiled.
"""

from __future__ import annotations

import copy
import sys
import xml.etree.ElementTree as ET

GONE = ("vanished", "obsolete")


def _translation_of(message: ET.Element) -> ET.Element | None:
    return message.find("translation")


def _words(translation: ET.Element) -> list[str]:
    """The words of a translation: its text, or its plural forms."""
    forms = [form.text or "" for form in translation.findall("numerusform")]
    return forms if any(forms) else [translation.text] if translation.text else []


def carry_over(path: str) -> int:
    """Fill the unfinished messages of a Linguist file from vanished twins; return how many."""
    tree = ET.parse(path)
    messages = list(tree.iter("message"))
    kept: dict[tuple[str, str | None], ET.Element] = {}
    for message in messages:
        translation = _translation_of(message)
        if translation is not None and translation.get("type") in GONE and (
                translation.text or len(translation)):
            kept.setdefault((message.findtext("source") or "", message.get("numerus")),
                            translation)
    count = 0
    for message in messages:
        translation = _translation_of(message)
        if translation is None or translation.get("type") != "unfinished":
            continue
        twin = kept.get((message.findtext("source") or "", message.get("numerus")))
        if twin is None or (_words(translation) and _words(translation) != _words(twin)):
            continue  # nothing to carry, or a translator has begun something else
        message.remove(translation)
        filled = copy.deepcopy(twin)
        filled.attrib.pop("type", None)
        message.append(filled)
        count += 1
    if count:
        tree.write(path, encoding="utf-8", xml_declaration=True)
    return count


if __name__ == "__main__":
    for name in sys.argv[1:]:
        print(f"{name}: {carry_over(name)} translations carried over")

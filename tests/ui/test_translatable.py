"""Every text a person sees can be translated: no widget is given words that bypass Qt's
translation functions, and the translation files are complete."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cardtable.resources import translations_folder

SOURCES = Path(__file__).resolve().parents[2] / "cardtable"
# Where words go on screen: methods that take a text, and widgets made with one.
TEXT_SINKS = {"setText", "setWindowTitle", "setToolTip", "setPlaceholderText", "setStatusTip",
              "addMenu", "addTab", "addRow", "showMessage", "setAccessibleName", "setTitle",
              "setLabelText", "setInformativeText", "addButton", "setHeaderLabels", "setHtml"}
MESSAGE_BOXES = {"about", "warning", "information", "question", "critical"}  # QMessageBox.x
TEXT_WIDGETS = {"QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QAction",
                "QToolButton", "QDockWidget"}
# Words that are the same in every language: the app's and the games' own names.
NAMES = {"Card Table", "U-G-O"}


def _words(node: ast.expr) -> str | None:
    """The literal words in ``node`` (a string or an f-string), or None when there are none."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = "".join(v.value for v in node.values
                       if isinstance(v, ast.Constant) and isinstance(v.value, str))
    else:
        return None
    text = re.sub(r"<[^>]*>|&\w+;", "", text).strip()  # markup is not words
    return text if re.search(r"[A-Za-z]{2}", text) and text not in NAMES else None


def untranslated_texts() -> list[str]:
    found = []
    for path in sorted(SOURCES.rglob("*.py")):
        if "engine" in path.parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            boxed = (name in MESSAGE_BOXES and isinstance(func, ast.Attribute)
                     and getattr(func.value, "id", "") == "QMessageBox")
            if name not in TEXT_SINKS | TEXT_WIDGETS and not boxed:
                continue
            for arg in node.args:
                words = _words(arg)
                if words:
                    found.append(f"{path.relative_to(SOURCES.parent)}:{node.lineno}: {words!r}")
    return found


def test_no_widget_is_given_untranslated_words():
    assert untranslated_texts() == []


def translations_inside_f_strings() -> list[str]:
    """Calls of tr() written inside an f-string: lupdate does not look there, so their texts
    never reach the translation files."""
    found = []
    for path in sorted(SOURCES.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.JoinedStr):
                continue
            for part in ast.walk(node):
                func = part.func if isinstance(part, ast.Call) else None
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if name in ("tr", "translate"):
                    found.append(f"{path.relative_to(SOURCES.parent)}:{part.lineno}")
    return found


def test_no_text_to_translate_hides_in_an_f_string():
    assert translations_inside_f_strings() == []


def test_the_check_finds_words_given_straight_to_a_widget(tmp_path, monkeypatch):
    bad = tmp_path / "cardtable" / "ui"
    bad.mkdir(parents=True)
    (bad / "bad.py").write_text('label.setText("Your turn")\nlabel.setText(self.tr("Fine"))\n'
                                'QPushButton(f"Pass {n} cards")\nlog.warning("Not shown")\n')
    monkeypatch.setitem(globals(), "SOURCES", tmp_path / "cardtable")
    assert [t.split(": ", 1)[1] for t in untranslated_texts()] == ["'Your turn'",
                                                                   "'Pass  cards'"]


def unfinished(ts: Path) -> list[str]:
    """The sources of a translation file that have no finished translation (texts no longer
    in the code, kept by lupdate as vanished or obsolete, do not count)."""
    missing = []
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        kind = translation.get("type") if translation is not None else "unfinished"
        if kind in ("vanished", "obsolete"):
            continue
        forms = [] if translation is None else (
            [f.text for f in translation.findall("numerusform")] or [translation.text])
        if kind == "unfinished" or not all(f and f.strip() for f in forms):
            missing.append(message.findtext("source") or "")
    return missing


@pytest.mark.parametrize("language", ["de", "ru"])
def test_the_translation_is_complete(language):
    ts = Path(str(translations_folder())) / f"cardtable_{language}.ts"
    assert ts.exists()
    assert unfinished(ts) == []


def mismatched_placeholders(ts: Path) -> list[str]:
    """Translations whose {placeholders} or %n differ from their source's: they would show
    the wrong words or fail to format."""
    def marks(text: str) -> list[str]:
        return sorted(re.findall(r"\{\w*\}|%n", text))

    wrong = []
    for message in ET.parse(ts).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("vanished", "obsolete"):
            continue
        forms = [f.text or "" for f in translation.findall("numerusform")] or [
            translation.text or ""]
        expected = [m for m in marks(source) if m != "%n"]
        for form in forms:
            if form and [m for m in marks(form) if m != "%n"] != expected:
                wrong.append(f"{source!r} -> {form!r}")
    return wrong


@pytest.mark.parametrize("language", ["en", "de", "ru"])
def test_translations_keep_every_placeholder(language):
    ts = Path(str(translations_folder())) / f"cardtable_{language}.ts"
    assert mismatched_placeholders(ts) == []

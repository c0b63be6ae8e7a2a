"""Loading the app's translations: the person's language, else English plural forms."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..resources import translations_folder


def install_translator(
    app: QCoreApplication, locale: QLocale | None = None
) -> QTranslator | None:
    """Install the best translation for ``locale`` (the system's by default).

    English is the source language, but its file is still needed: it holds the plural forms
    ("1 card", "3 cards") of every text with a count.
    """
    _install_qt_words(app, locale or QLocale())
    translator = QTranslator(app)
    folder = str(translations_folder())
    if translator.load(locale or QLocale(), "cardtable", "_", folder) or translator.load(
        "cardtable_en", folder
    ):
        app.installTranslator(translator)
        return translator
    return None


def _install_qt_words(app: QCoreApplication, locale: QLocale) -> None:
    """Qt's own words (OK, Cancel, Yes, No in the standard buttons) in the same language,
    from the translations Qt ships, when it has them."""
    qt_words = QTranslator(app)
    if qt_words.load(locale, "qtbase", "_",
                     QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_words)


def use_language(app: QCoreApplication, language: str) -> None:
    """Show the app in ``language`` ("system": the system's) from now on, without a restart:
    the translation in use gives way to the new one, and Qt tells every window, which says its
    words again (see ``MainWindow.changeEvent``)."""
    for old in app.findChildren(QTranslator):
        app.removeTranslator(old)
    install_translator(app, None if language == "system" else QLocale(language))


PROPER_NAMES = {"en": "English", "de": "Deutsch", "ru": "Русский"}
"""Each language as its speakers name it in a menu. Qt would call the app's English "American
English", though it is plain English, and writes some names in lower case ("русский")."""


def language_name(code: str) -> str:
    """A language's proper name in its own language: "English", "Deutsch", "Русский"."""
    if code in PROPER_NAMES:
        return PROPER_NAMES[code]
    native = QLocale(code).nativeLanguageName()
    return native[:1].upper() + native[1:] if native else code


def available_languages() -> dict[str, str]:
    """The languages with a translation file, by code, each named in its own language."""
    found = {}
    for path in sorted(translations_folder().glob("cardtable_*.qm")):
        code = path.stem.removeprefix("cardtable_")
        found[code] = language_name(code)
    return found

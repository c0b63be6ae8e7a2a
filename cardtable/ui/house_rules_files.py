"""House rules in files to share: the House rules dialog's Export… and Import….

The file dialogs open where the person last read or wrote a file, else in their documents
folder (``file_folders``); a file that cannot be written or read is refused with the reason.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ..storage.rule_sets import RuleSet, RuleSetError, RuleSetStore, read_export, write_export
from .file_folders import ask_open_path, ask_save_path

FILE_FILTER = "*.json"
# The words are the dialog's, translated in its context ("HouseRulesDialog") as before.


def files_of_rules() -> str:
    """The file dialogs' choice of files."""
    return QCoreApplication.translate("HouseRulesDialog", "House rules ({pattern})").format(
        pattern=FILE_FILTER)


def _file_stem(name: str) -> str:
    """A file name made from a rule set's name: letters, digits and dashes only."""
    stem = re.sub(r"[^\w]+", "-", name, flags=re.UNICODE).strip("-").lower()
    return stem or "house-rules"


def export_rule_set(parent: QWidget, rule_set: RuleSet) -> None:
    """Ask where, then write ``rule_set`` there (``.json`` added to a bare name)."""
    title = QCoreApplication.translate("HouseRulesDialog", "Export house rules")
    path = ask_save_path(parent, title, f"{_file_stem(rule_set.name)}.json", files_of_rules())
    if not path:
        return
    target = Path(path)
    if not target.suffix:
        target = target.with_suffix(".json")
    try:
        write_export(rule_set, target)
    except (RuleSetError, OSError) as error:
        QMessageBox.warning(parent, title, QCoreApplication.translate(
            "HouseRulesDialog", "The rules were not exported: {reason}").format(reason=error))


def import_rule_set(parent: QWidget, store: RuleSetStore | None, game_id: str) -> RuleSet | None:
    """Ask for a file and read the house rules of ``game_id`` in it, kept in ``store`` when
    there is one; None when the person chose no file or the file was refused (and said why)."""
    title = QCoreApplication.translate("HouseRulesDialog", "Import house rules")
    path = ask_open_path(parent, title, files_of_rules())
    if not path:
        return None
    try:
        if store is not None:
            return store.import_file(path, game_id)
        rule_set = read_export(path)
        if rule_set.game != game_id:
            raise RuleSetError(QCoreApplication.translate(
                "HouseRulesDialog", "the file holds rules for another game"))
        return rule_set
    except RuleSetError as error:
        reason: object = error
    except OSError as error:
        reason = error.strerror or error
    QMessageBox.warning(parent, title, QCoreApplication.translate(
        "HouseRulesDialog", "The file was not imported: {reason}.").format(reason=reason))
    return None

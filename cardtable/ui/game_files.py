"""Game → Open… and Save as…: named saves chosen by the person, where they choose (the file
dialogs open in the folder last used, else the documents folder: ``file_folders``)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QMessageBox

from ..controller.presenters import presenter_for
from ..controller.words import name_list
from ..engine.registry import get
from ..engine.views import TrickView
from ..session.records import saved_game, setup_from_saved
from ..session.setup import GameSetup
from ..storage.atomic import write_text_atomic
from ..storage.saves import SaveError, encode, read_save
from ..texts import person_name, tr
from .file_folders import ask_open_path, ask_save_path
from .off_thread import off_thread

if TYPE_CHECKING:
    from .main_window import MainWindow

SUFFIX = ".cardtable.json"


def file_filter() -> str:
    """The file dialogs' choice of files, in the language in use when the dialog opens."""
    return ";;".join([tr("Card Table games ({pattern})").format(pattern="*" + SUFFIX),
                      tr("JSON files ({pattern})").format(pattern="*.json")])


def with_suffix(target: str) -> Path:
    """The file to write: the name given, with ``.cardtable.json`` added when it has no
    ``.json`` ending, so that Open finds it again."""
    path = Path(target)
    return path if path.name.lower().endswith(".json") else path.with_name(path.name + SUFFIX)


def save_game_as(window: MainWindow, path: str | None = None) -> bool:
    """Save the game in progress to a file the person names; whether it was written.

    The file is written before the person is told anything, so that they are told once, and
    truly: where it went, or why it could not go there (a name too long, a folder that cannot
    be written to). A small file: the GUI thread waits for it, painting, as it does to open one.
    """
    c = window.controller
    if c.setup is None or c.state is None:
        return False
    target = path or ask_save_path(window, tr("Save game"), "game" + SUFFIX, file_filter())
    if not target:
        return False
    file = with_suffix(target)
    text = encode(saved_game(c.setup, list(c.state.log)), c.state)
    try:
        off_thread(lambda: write_text_atomic(file, text))
    except OSError as error:
        QMessageBox.warning(window, tr("Save game"), tr("The game was not saved: {reason}.")
                            .format(reason=error.strerror or error))
        return False
    window.statusBar().showMessage(tr("Saved to {path}").format(path=str(file)), 5000)
    return True


def open_game(window: MainWindow, path: str | None = None) -> bool:
    """Open a saved game; a file that is wrong is refused with the reason and left as it is."""
    source = path or ask_open_path(window, tr("Open game"), file_filter())
    if not source:
        return False
    try:  # the whole game is replayed to check it: off the GUI thread, which goes on painting
        saved, _state = off_thread(lambda: read_save(Path(source)))
    except SaveError as error:
        QMessageBox.warning(window, tr("Open game"),
                            tr("This game cannot be opened: {reason}").format(
                                reason=error))
        return False
    if not window.may_leave_game():
        return False
    window.resume(setup_from_saved(saved), list(saved.actions))
    return True


def unfinished_game_question(setup: GameSetup, state: Any, counts: str) -> str:
    """The question that offers a game left unfinished, naming it as a person would: "You
    have an unfinished game of Black Lady with Alice, Bruno and Chloé. Deal 3. Scores: You
    12, Alice 5, Bruno 0, Chloé 9. Continue it?"."""
    person = setup.person
    view = state.view(person)
    others = name_list([s.name for seat, s in enumerate(setup.seats) if seat != person])
    where = presenter_for(setup.game_id).caption(view, counts).split("  ·  ")[0]
    if not where and isinstance(view, TrickView):
        where = tr("Deal {number}").format(number=view.deal + 1)
    names = [person_name(s.name) if seat == person else s.name
             for seat, s in enumerate(setup.seats)]
    scores = ", ".join(f"{names[seat]} {score}" for seat, score in enumerate(view.scores))
    lines = [tr("You have an unfinished game of {game} with {names}.").format(
        game=tr(get(setup.game_id).name), names=others)]
    if where:
        lines.append(where + ".")
    lines += [tr("Scores: {scores}.").format(scores=scores), tr("Continue it?")]
    return "\n".join(lines)

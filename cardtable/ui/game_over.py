"""The box that ends a game: who won, the last deal's summary (the box comes with the last
trick), the final scores (with what the game adds after them, such as Up and Down's settlement
and money), and what next: the same game again, the start screen, its replay, or nothing."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QMessageBox, QWidget

from ..controller.words import name_list
from ..engine.events import GameOver
from ..session.setup import GameSetup
from .table.annotations import escape


class GameOverBox(QMessageBox):
    """Says the game is over; ``again``, ``home`` and ``replay`` are its buttons besides Close.
    ``score_word`` heads the scores and ``columns`` follow them, each a heading and a signed
    number per seat (the game's declaration gives both)."""

    def __init__(self, over: GameOver, setup: GameSetup, score_word: str,
                 columns: Sequence[tuple[str, Sequence[int]]],
                 parent: QWidget | None = None, summary: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        heading = escape(self.winners_words(over, setup))
        table = final_table(over, setup, score_word, columns)
        if summary:  # the last deal, which the box comes with, then the final scores
            table = summary + "<h4>" + self.tr("Final scores") + "</h4>" + table
        self.setText(f"<h3>{heading}</h3>" + table)
        self.again = self.addButton(self.tr("Play again"), QMessageBox.ButtonRole.AcceptRole)
        self.home = self.addButton(self.tr("Start screen"), QMessageBox.ButtonRole.ActionRole)
        self.replay = self.addButton(self.tr("Replay"), QMessageBox.ButtonRole.ActionRole)
        self.replay.setToolTip(self.tr("Play the game through again, every hand face up"))
        self.addButton(QMessageBox.StandardButton.Close)

    def winners_words(self, over: GameOver, setup: GameSetup) -> str:
        """Who won, told to the person: "You won!", "You and Alice won!", "Alice won!"."""
        person = setup.person
        others = name_list([setup.seats[s].name for s in over.winners if s != person])
        if person in over.winners:
            if not others:
                return self.tr("You won!")
            return self.tr("You and {names} won!").format(names=others)
        return self.tr("{names} won!").format(names=others)


def final_table(over: GameOver, setup: GameSetup, score_word: str,
                columns: Sequence[tuple[str, Sequence[int]]]) -> str:
    """The final scores as a table: a row per player, the scores, then the game's columns."""
    head = f"<tr><th></th><th>{score_word}</th>"
    head += "".join(f"<th>{heading}</th>" for heading, _ in columns)
    rows = []
    for seat, (player, score) in enumerate(zip(setup.seats, over.scores, strict=True)):
        cells = f"<td>{escape(player.name)}</td><td align='right'>{score}</td>"
        cells += "".join(f"<td align='right'>{values[seat]:+d}</td>" for _, values in columns)
        rows.append(f"<tr>{cells}</tr>")
    return f"<table cellspacing='6'>{head}</tr>{''.join(rows)}</table>"

"""The box that ends a game: who won, the final scores (with Up and Down's settlement and
money), and what next: the same game again, the start screen, or nothing."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QMessageBox, QWidget

from ..engine.events import GameOver
from ..session.setup import GameSetup
from .table.annotations import escape


class GameOverBox(QMessageBox):
    """Says the game is over; ``again`` and ``home`` are its two buttons besides Close."""

    def __init__(self, over: GameOver, setup: GameSetup, state: Any, loser_counts: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        names = ", ".join(setup.seats[s].name for s in over.winners)
        self.setWindowTitle(self.tr("Game over"))
        self.setText(self.tr("<h3>{names} won!</h3>{table}").format(
            names=names, table=self._final_table(over, setup, state, loser_counts)))
        self.again = self.addButton(self.tr("Play again"), QMessageBox.ButtonRole.AcceptRole)
        self.home = self.addButton(self.tr("Start screen"), QMessageBox.ButtonRole.ActionRole)
        self.addButton(QMessageBox.StandardButton.Close)

    def _final_table(self, over: GameOver, setup: GameSetup, state: Any,
                     loser_counts: str) -> str:
        """The final scores; with a settlement (Up and Down) what each player wins or pays,
        and the money when a stake is set."""
        settlement = state.settlement() if hasattr(state, "settlement") else None
        stake = state.options.get("stake", 0) if settlement is not None else 0
        if setup.game_id == "ultimate-loser":
            word = (self.tr("Penalty points") if loser_counts == "penalty points"
                    else self.tr("Drinks"))
        else:
            word = self.tr("Points")
        head = f"<tr><th></th><th>{word}</th>"
        if settlement is not None:
            head += "<th>" + self.tr("Settlement") + "</th>"
            if stake:
                head += "<th>" + self.tr("Money") + "</th>"
        rows = []
        for seat, (player, score) in enumerate(zip(setup.seats, over.scores, strict=True)):
            cells = f"<td>{escape(player.name)}</td><td align='right'>{score}</td>"
            if settlement is not None:
                cells += f"<td align='right'>{settlement[seat]:+d}</td>"
                if stake:
                    cells += f"<td align='right'>{state.money()[seat]:+d}</td>"
            rows.append(f"<tr>{cells}</tr>")
        return f"<table cellspacing='6'>{head}</tr>{''.join(rows)}</table>"

"""A recorded game's scoresheet as CSV, for a spreadsheet or a printout.

The text opens with a few ``name,value`` lines (game, variant, times, seed, players, winners),
then a blank line and the table: a row per deal with every player's points for the deal and
running total, a column of marks ("moon: Alice"), and a last row with the final scores.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from .atomic import write_text_atomic
from .history_records import HandRow, Scoresheet

MARKS_COLUMN = "Marks"
TOTAL_ROW = "Final"
SUBSTITUTE_MARK = "played by the computer"


def scoresheet_to_csv(sheet: Scoresheet) -> str:
    """The scoresheet as CSV text (newlines are ``\\n``; save it as UTF-8)."""
    s = sheet.summary
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["Game", s.game_id])
    writer.writerow(["Variant", s.variant])
    writer.writerow(["Started", s.started_at])
    writer.writerow(["Finished", s.finished_at])
    writer.writerow(["Status", s.status])
    writer.writerow(["Seed", s.seed])
    writer.writerow(["Players", *s.players])
    writer.writerow(["Winners", *(s.players[seat] for seat in s.winners)])
    writer.writerow([])
    head = ["Hand"]
    for name in s.players:
        head += [f"{name} points", f"{name} total"]
    writer.writerow([*head, MARKS_COLUMN])
    for number, hand in enumerate(sheet.hands, start=1):
        cells: list[object] = [number]
        for points, total in zip(hand.points, hand.totals, strict=True):
            cells += [points, total]
        writer.writerow([*cells, mark_text(hand, s.players)])
    final: list[object] = [TOTAL_ROW]
    for score in s.final_scores:
        final += ["", score]
    writer.writerow([*final, ""])
    return out.getvalue()


def mark_text(hand: HandRow, players: tuple[str, ...]) -> str:
    """What is special about a deal, e.g. ``"moon: Alice; no tricks: Bob"``, or ``""``."""
    parts = [f"{mark}: {players[seat]}" for seat, mark in enumerate(hand.marks) if mark]
    if hand.moon is not None and not (hand.marks and hand.marks[hand.moon] == "moon"):
        parts.insert(0, f"moon: {players[hand.moon]}")
    if hand.unscored:
        parts.append(f"unscored: {hand.unscored}")
    parts += [f"{SUBSTITUTE_MARK}: {players[seat]}" for seat in hand.substitutes]
    return "; ".join(parts)


def save_scoresheet_csv(sheet: Scoresheet, path: Path) -> None:
    """Write the scoresheet to ``path`` as UTF-8 CSV, replacing the file in one step."""
    write_text_atomic(path, scoresheet_to_csv(sheet))

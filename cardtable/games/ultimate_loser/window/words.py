"""Ultimate Loser's words at the table: the shapes of rock-paper-scissors, who drinks for a
round and why, the hand's Ultimate Loser, and the last round's panel."""

from __future__ import annotations

from collections.abc import Sequence

from ....texts import card_text, tr, translated
from ....ui.table.annotations import escape
from ..events import TrickSettled, UltimateLoserFound
from ..plays import SHAPE_NAMES
from ..presenter import drink_count
from ..view import RoundRecord
from .ui import play_phrase, total_word


def shape_word(shape: int) -> str:
    """"Rock", "Paper" or "Scissors" in the person's language."""
    return translated(SHAPE_NAMES[shape])


def seat_name(names: Sequence[str], seat: int) -> str:
    """A seat's name, or "?" for a seat the table does not know."""
    return names[seat] if seat < len(names) else "?"


def drinks_text(event: TrickSettled, names: Sequence[str], counts: str,
                person: int = -1) -> str:
    """Who played best, and who drinks for the round and why, in one line: "Ann played
    best. Drinks: Ben (lowest play), you (passed)."."""
    def who(seat: int) -> str:
        return tr("you") if seat == person else seat_name(names, seat)

    reasons = [tr("{name} (lowest play)").format(name=who(s)) for s in event.lowest]
    reasons += [tr("{name} (passed)").format(name=who(s)) for s in event.passers]
    if event.fours:
        reasons.append(tr("everyone (four of a kind)"))
    if event.best == person:
        best = tr("You played best.")
    else:
        best = tr("{name} played best.").format(name=seat_name(names, event.best))
    if not reasons:
        return best
    return f"{best} {total_word(counts)}: " + ", ".join(reasons) + "."


def loser_text(event: UltimateLoserFound, names: Sequence[str], counts: str,
               person: int = -1) -> str:
    """The announcement of the hand's Ultimate Loser: "Ann is the Ultimate Loser: 4 drinks!",
    "You are the Ultimate Loser: 4 drinks!"."""
    if event.seat == person:
        return tr("You are the Ultimate Loser: {penalty}!").format(
            penalty=drink_count(counts, event.penalty))
    return tr("{name} is the Ultimate Loser: {penalty}!").format(
        name=seat_name(names, event.seat), penalty=drink_count(counts, event.penalty))


def last_round_html(record: RoundRecord, names: Sequence[str], counts: str) -> str:
    """The last-round panel: each play, each pass or swap, who played best and who drank."""
    rows = []
    for seat, cards in record.plays:
        play = play_phrase(cards, card_text)
        best = " ★" if seat == record.best else ""
        rows.append(f"<tr><td>{escape(names[seat])}</td><td><b>{play}</b>{best}</td></tr>")
    swaps = {seat: (given, taken) for seat, given, taken in record.swaps}
    for seat in record.passers:
        if seat in swaps:
            given, taken = swaps[seat]
            what = tr("passed, swapping the {given} for the {taken}").format(
                given=card_text(given), taken=card_text(taken))
        else:
            what = tr("passed")
        rows.append(f"<tr><td>{escape(names[seat])}</td><td>{what}</td></tr>")
    drank = ", ".join(f"{escape(names[s])} {drink_count(counts, n)}"
                      for s, n in enumerate(record.drinks) if n)
    footer = f"<p>{drank}</p>" if drank else ""
    title = tr("Last round")
    return (f"<h3>{title}</h3><table cellspacing='6'>{''.join(rows)}</table>"
            + footer)

"""A finished game as a plain text record: one a person reads in any editor and another Card
Table imports and replays (``docs/record-format.md`` describes the format).

The record is the game's tuple (game, options, seed, seats, actions) told as the game went: a
header, then deal by deal what each seat was dealt and every move, in words for people and
with the action's number in brackets for programs, then each deal's points. An analysis adds,
under each move it looked at, the Expert's best alternatives in words and one line of JSON
holding that decision's estimates exactly. Only the header, the bracketed numbers and the JSON
lines are read back (``record_reading.py``); the words are rebuilt from them and never trusted.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from pathlib import Path

from ..engine.cards import SUIT_SYMBOLS, format_card, format_cards
from ..engine.events import DealScored, Dealt, Event, TrumpChosen
from ..engine.protocol import Phase, State
from ..storage.analysis_records import Decision, GameAnalysis
from ..storage.atomic import write_text_atomic
from ..storage.history_records import Scoresheet
from ..storage.names import name_fault
from .record_reading import (
    ESTIMATES,
    RECORD_VERSION,
    RecordError,
    first_line,
    import_record,
    read_record,
)
from .replay import Replay

__all__ = ["RecordError", "export_record", "import_record", "read_record", "record_text"]

SHOWN_ALTERNATIVES = 3
"""How many of the Expert's best alternatives the words under a move name (the JSON line
beside them holds every one)."""


def record_text(sheet: Scoresheet, analysis: GameAnalysis | None) -> str:
    """The text record of a game kept in the history, with its analysis when there is one.

    ValueError when the game cannot be told move by move (it was played at a shared table, so
    its moves are not here), a seat's name is not one a record may hold (a line break in it
    would break the record's lines) or the analysis speaks of moves the game does not have:
    nothing is written that could not be read back.
    """
    if sheet.played_elsewhere:
        raise ValueError("a game played at a shared table has no moves here to record")
    for seat, name in enumerate(sheet.players, 1):
        fault = name_fault(name)
        if fault is not None:
            raise ValueError(f"the name of seat {seat} {fault.value}")
    replay = Replay(sheet.game_id, sheet.options, sheet.seed, len(sheet.players), sheet.actions)
    by_position = {d.position: d for d in (analysis.decisions if analysis else ())}
    if any(p >= replay.length for p in by_position):
        raise ValueError("the analysis speaks of a move the game does not have")
    lines = _header(sheet, analysis)
    lines += _moves(sheet, replay, by_position)
    return "\n".join(lines) + "\n"


def export_record(path: Path, sheet: Scoresheet, analysis: GameAnalysis | None) -> None:
    """Write a game's text record so that a crash leaves the old file or the new, never half."""
    write_text_atomic(path, record_text(sheet, analysis))


def _header(sheet: Scoresheet, analysis: GameAnalysis | None) -> list[str]:
    """The game's description, a line for each fact; structured values as compact JSON."""
    person = "none" if sheet.person_seat is None else f"seat {sheet.person_seat + 1}"
    lines = [
        first_line(RECORD_VERSION),
        f"Game: {sheet.game_id}",
        f"Variant: {sheet.variant}",
        f"Options: {_json(sheet.options)}",
        f"Seed: {sheet.seed}",
        *(f"Seat {seat}: {_json(name)} ({kind})"
          for seat, (name, kind) in enumerate(zip(sheet.players, sheet.kinds, strict=True), 1)),
        f"Person: {person}",
        f"Started: {sheet.started_at}",
        f"Finished: {sheet.finished_at}",
        f"Status: {sheet.status}",
        "Final scores: " + " ".join(str(s) for s in sheet.final_scores),
    ]
    if analysis is not None:
        about = {"seats": list(analysis.seats), "budget_ms": analysis.budget_ms,
                 "complete": analysis.complete}
        lines.append(f"Analysis: {_json(about)}")
    return lines


def _moves(sheet: Scoresheet, replay: Replay,
           by_position: dict[int, Decision]) -> Iterator[str]:
    """Deal by deal: the heading, every hand as dealt, each move and the deal's points."""
    names = list(sheet.players)
    state = replay.state_at(0)
    deals = 0
    for position in range(replay.length + 1):
        happened: Sequence[Event] = (state.initial_events() if position == 0
                                     else replay.events[position - 1])
        for event in happened:
            if isinstance(event, DealScored):
                yield "  " + _scored(event, names)
        for event in happened:
            if isinstance(event, Dealt):
                deals += 1
                yield from _dealt(deals, event, replay.hands(position), names)
            elif isinstance(event, TrumpChosen) and event.seat is None:  # drawn or turned up
                yield "  " + _trumps(event)
        if position == replay.length:
            break
        action = replay.actions[position]
        words = state.describe_action(action)
        if state.phase is Phase.PASS:  # a card passed names only the card, like one played
            words = f"pass {words}"
        yield f"{position + 1}. {names[state.to_act]}: {words} [{action}]"
        decision = by_position.get(position)
        if decision is not None:
            yield from _analysed(decision, state)
        state.step(action)


def _dealt(number: int, event: Dealt, hands: list[tuple[int, ...]],
           names: list[str]) -> Iterator[str]:
    yield ""
    yield f"Deal {number}, dealt by {names[event.dealer]}"
    for name, hand in zip(names, hands, strict=True):
        yield f"  {name}: {format_cards(hand) or '(no cards)'}"


def _trumps(event: TrumpChosen) -> str:
    suit = "none" if event.suit is None else SUIT_SYMBOLS[event.suit]
    return f"Trumps: {suit}" + (f" (turned up: {format_card(event.card)})"
                                if event.card is not None else "")


def _scored(event: DealScored, names: list[str]) -> str:
    """The deal's points and the totals, with each seat's mark ("moon", "out 1" …)."""
    parts = []
    for seat, (points, total) in enumerate(zip(event.points, event.scores, strict=True)):
        mark = f", {event.marks[seat]}" if event.marks and event.marks[seat] else ""
        parts.append(f"{names[seat]} {points:+d} ({total}{mark})".replace(" +0 ", " 0 "))
    return "Scored: " + "; ".join(parts)


def _analysed(decision: Decision, state: State) -> Iterator[str]:
    """The Expert's view of one decision: its best alternatives in words, then all of them
    exactly as JSON."""
    best = decision.estimates[:SHOWN_ALTERNATIVES]
    words = ", ".join(_estimate_words(state, e.action, e.mean, e.spread) for e in best)
    if decision.played == decision.best.action:
        words += "; played the best"
    else:
        chosen = decision.chosen
        words += (f"; played {_estimate_words(state, chosen.action, chosen.mean, chosen.spread)}"
                  f", cost {decision.cost:.1f}")
    yield f"    Expert: {words}"
    exact = {"position": decision.position, "seat": decision.seat, "played": decision.played,
             "estimates": [[e.action, e.mean, e.spread, e.worlds] for e in decision.estimates]}
    yield f"    {ESTIMATES}{_json(exact)}"


def _estimate_words(state: State, action: int, mean: float, spread: float) -> str:
    shown = f"{mean:+.1f}"
    if shown[1:] == "0.0":  # neither gain nor loss to the tenth: no sign
        shown = "0.0"
    return f"{state.describe_action(action)} {shown} (±{spread:.1f})"


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, allow_nan=False)

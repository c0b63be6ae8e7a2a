"""Reading a game's text record back (``record_text.py`` writes it): the header, the actions
in brackets and the analysis's JSON lines are the record; the words beside them are for people
and are not read.

The game is rebuilt by replaying its actions through the rules, so a record is taken in only
if every action is legal where it stands, the moves lead to the final scores its header names,
and each analysed decision lies on a move of the game, with the seat that was to act there,
the action that was played there and only actions that were legal there. A seat's name is
held to the rule every name that comes in is held to (``storage.names``): one with a line
break in it would break the lines it is shown in, at the table and in the history. Whatever
is wrong becomes a ``RecordError`` that names the line at fault.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ..engine.events import DealScored
from ..engine.protocol import IllegalAction, OptionError, Rules, State
from ..engine.registry import UnknownGame, get
from ..storage.analysis_records import (
    ANALYSIS_VERSION,
    AnalysisError,
    Decision,
    GameAnalysis,
    analysis_from_plain,
)
from ..storage.history_records import CUSTOM_VARIANT, STATUSES, HandRow, Scoresheet
from ..storage.names import name_fault
from ..storage.reading import FileRefused, FileTooLarge, parse_json, read_bytes
from ..storage.seat_kinds import COMPUTER_KINDS, PERSON

RECORD_VERSION = 1
MAX_RECORD_BYTES = 8 * 1024 * 1024
MAX_ACTIONS = 100_000
ESTIMATES = "Estimates: "
"""What begins (after four spaces) the JSON line of an analysed decision."""

# Digits are ASCII digits only: a record is written by a program, and read back exactly.
_FIRST = re.compile(r"Card Table game record, version (\d{1,6})", re.ASCII)
_KEY = re.compile(r"([A-Z][a-z]*(?: [a-z]+| \d{1,3})?): (.*)", re.ASCII)
_MOVE = re.compile(r"(\d{1,7})\. .*\[(\d{1,10})\]", re.ASCII)
_SEAT = re.compile(r'(".*") \(([a-z]+)\)', re.ASCII)
_PERSON = re.compile(r"seat (\d{1,3})", re.ASCII)
_NUMBER = re.compile(r"-?\d{1,20}", re.ASCII)
_SEED = re.compile(r"\d{1,20}", re.ASCII)
_MAX_SEED = 2**64 - 1
_KEYS = ("Game", "Variant", "Options", "Seed", "Person", "Started", "Finished", "Status",
         "Final scores")


class RecordError(ValueError):
    """A text record that cannot be imported; the message names the line and what is wrong."""


def first_line(version: int) -> str:
    """The line a record begins with: what the file is, and the version of its format."""
    return f"Card Table game record, version {version}"


def import_record(path: Path) -> tuple[Scoresheet, GameAnalysis | None]:
    """Read the record at ``path``, refusing quickly what is not an ordinary, small UTF-8
    file (a FIFO is never waited on)."""
    try:
        data = read_bytes(path, MAX_RECORD_BYTES)
    except OSError as error:
        raise RecordError(f"The file could not be read ({error.strerror or error}).") from error
    except FileTooLarge as error:
        raise RecordError(
            f"The file is too large to be a Card Table game record ({error}).") from error
    except FileRefused as error:
        raise RecordError(f"The file could not be read ({error}).") from error
    try:
        text = data.decode("utf-8-sig")  # an editor may have put a byte-order mark in front
    except UnicodeDecodeError as error:
        raise RecordError(
            "The file is not a Card Table game record (it is not UTF-8 text).") from error
    return read_record(text)


def read_record(text: str) -> tuple[Scoresheet, GameAnalysis | None]:
    """The game and analysis a record holds, rebuilt and checked; RecordError otherwise."""
    lines = [line.removesuffix("\r") for line in text.split("\n")]
    header = _Header.read(lines)
    body = _Body.read(lines, header)
    return _rebuild(header, body)


def _fail(number: int, sentence: str) -> RecordError:
    return RecordError(f"Line {number}: {sentence}")


# ---- the header -----------------------------------------------------------------------------


@dataclass
class _Header:
    """The header's facts, each with the number of the line it came from."""

    rules: Rules
    variant: str
    options: dict[str, Any]
    seed: int
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    person: int | None
    started: str
    finished: str
    status: str
    scores: tuple[int, ...]
    analysis: GameAnalysis | None
    where: dict[str, int]
    end: int  # the number of the blank line after it

    @classmethod
    def read(cls, lines: list[str]) -> _Header:
        found = _FIRST.fullmatch(lines[0])
        if not found:
            raise _fail(1, "this is not a Card Table game record (it must begin with "
                           f"{first_line(RECORD_VERSION)!r}).")
        if int(found[1]) != RECORD_VERSION:
            raise _fail(1, f"the record is in format {found[1]}; this version of Card Table "
                           f"reads format {RECORD_VERSION}.")
        values: dict[str, str] = {}
        where: dict[str, int] = {}
        number = 2
        while number <= len(lines) and lines[number - 1]:
            key = _KEY.fullmatch(lines[number - 1])
            if not key:
                raise _fail(number, "a header line must read 'Name: value'.")
            if key[1] in values:
                raise _fail(number, f"the header names {key[1]!r} twice.")
            values[key[1]], where[key[1]] = key[2], number
            number += 1
        for name in (*_KEYS, "Seat 1"):
            if name not in values:
                raise _fail(number, f"the header ends without its {name!r} line.")
        return _header(values, where, number)


def _header(values: dict[str, str], where: dict[str, int], end: int) -> _Header:
    def fail(key: str, sentence: str) -> RecordError:
        return _fail(where[key], sentence)

    try:
        rules = get(values["Game"])
    except UnknownGame:
        raise fail("Game",
                   f"this version of Card Table knows no game {values['Game']!r}.") from None
    count = 0
    while f"Seat {count + 1}" in values:
        count += 1
    seats = [_seat(values, where, n) for n in range(1, count + 1)]
    for key in values:
        if key not in (*_KEYS, "Analysis", *(f"Seat {n}" for n in range(1, count + 1))):
            raise fail(key, f"a header has no line {key!r} (its seats are numbered 1, 2, 3 …).")
    if not rules.min_players <= len(seats) <= rules.max_players:
        raise fail("Seat 1", f"{rules.name} takes {rules.min_players} to {rules.max_players} "
                             f"players, not {len(seats)}.")
    options = _json(values["Options"], where["Options"], "the house rules")
    if not isinstance(options, dict):
        raise fail("Options", "the house rules must be a JSON object of names and values.")
    try:
        rules.validate(options, len(seats))
    except OptionError as error:
        raise fail("Options", f"the house rule {error.option!r} is not valid: "
                              f"{error.message}.") from None
    variant = values["Variant"]
    if variant != CUSTOM_VARIANT and variant not in [p.name for p in rules.presets]:
        raise fail("Variant", f"{rules.name} has no rule set {variant!r}.")
    seed = values["Seed"]
    if not (_SEED.fullmatch(seed) and int(seed) <= _MAX_SEED):
        raise fail("Seed", f"the seed must be a whole number from 0 to {_MAX_SEED}.")
    return _Header(
        rules, variant, options, int(seed), tuple(s[0] for s in seats),
        tuple(s[1] for s in seats), _person(values["Person"], where["Person"], len(seats)),
        _time(values, where, "Started"), _time(values, where, "Finished"),
        _status(values["Status"], where["Status"]),
        _scores(values["Final scores"], where["Final scores"], len(seats)),
        _analysis_header(values, where, len(seats)), where, end)


def _seat(values: dict[str, str], where: dict[str, int], n: int) -> tuple[str, str]:
    key = f"Seat {n}"
    seat = _SEAT.fullmatch(values[key])
    if not seat:
        raise _fail(where[key], 'a seat must read \'"name" (kind)\'.')
    name = _json(seat[1], where[key], "the seat's name")  # a string: it is in quotes
    fault = name_fault(name)  # the rule every name that comes in is held to
    if fault is not None:
        raise _fail(where[key], f"the seat's name {fault.value}.")
    if seat[2] != PERSON and seat[2] not in COMPUTER_KINDS:
        known = ", ".join((PERSON, *COMPUTER_KINDS))
        raise _fail(where[key], f"{seat[2]!r} is no kind of player; known: {known}.")
    return name, seat[2]


def _person(value: str, number: int, players: int) -> int | None:
    if value == "none":
        return None
    seat = _PERSON.fullmatch(value)
    if not seat or not 1 <= int(seat[1]) <= players:
        raise _fail(number, f"the person's seat must be 'none' or 'seat 1' to 'seat {players}'.")
    return int(seat[1]) - 1


def _time(values: dict[str, str], where: dict[str, int], key: str) -> str:
    try:
        datetime.fromisoformat(values[key])
    except ValueError:
        raise _fail(where[key], f"{values[key]!r} is not an ISO 8601 date and time.") from None
    return values[key]


def _status(value: str, number: int) -> str:
    if value not in STATUSES:
        raise _fail(number, f"the status must be {' or '.join(STATUSES)}, not {value!r}.")
    return value


def _scores(value: str, number: int, players: int) -> tuple[int, ...]:
    scores = value.split()
    if len(scores) != players or not all(_NUMBER.fullmatch(s) for s in scores):
        raise _fail(number, f"the final scores must be {players} whole numbers.")
    return tuple(int(s) for s in scores)


def _analysis_header(values: dict[str, str], where: dict[str, int],
                     players: int) -> GameAnalysis | None:
    if "Analysis" not in values:
        return None
    about = _json(values["Analysis"], where["Analysis"], "the analysis")
    if not isinstance(about, dict) or set(about) != {"seats", "budget_ms", "complete"}:
        raise _fail(where["Analysis"],
                    "the analysis must be a JSON object of seats, budget_ms and complete.")
    try:
        return analysis_from_plain(
            {**about, "version": ANALYSIS_VERSION, "decisions": []}, players)
    except AnalysisError as error:
        raise _fail(where["Analysis"], f"{error}.") from None


def _json(text: str, number: int, what: str) -> Any:
    try:
        return parse_json(text)
    except FileRefused as error:
        raise _fail(number, f"{what} must be JSON, but {error}.") from None


# ---- the moves ------------------------------------------------------------------------------


@dataclass
class _Body:
    """The actions and analysed decisions, each with the number of its line."""

    actions: list[tuple[int, int]] = field(default_factory=list)  # (line, action)
    # (line, the number of the move it stands under, decision)
    decisions: list[tuple[int, int, Decision]] = field(default_factory=list)

    @classmethod
    def read(cls, lines: list[str], header: _Header) -> _Body:
        body = cls()
        for number in range(header.end + 1, len(lines) + 1):
            line = lines[number - 1]
            if line and line[0] in "0123456789":
                body.move(number, line)
            elif line.startswith("    " + ESTIMATES):
                body.decision(number, line.removeprefix("    " + ESTIMATES), header)
            elif line and not line.startswith(("Deal ", "  ")):
                raise _fail(number, "this line is none of a record's: a deal's heading, an "
                                    "indented line of words, or a move 'number. seat: move "
                                    "[action]'.")
        return body

    def move(self, number: int, line: str) -> None:
        move = _MOVE.fullmatch(line)
        if not move:
            raise _fail(number, "a move must read 'number. seat: move [action]'.")
        if int(move[1]) != len(self.actions) + 1:
            raise _fail(number, f"move {move[1]} stands where move {len(self.actions) + 1} "
                                "should.")
        if len(self.actions) >= MAX_ACTIONS:
            raise _fail(number, f"a game of more than {MAX_ACTIONS:,} moves is not taken in.")
        self.actions.append((number, int(move[2])))

    def decision(self, number: int, text: str, header: _Header) -> None:
        if header.analysis is None:
            raise _fail(number, "estimates of a move, but the header has no 'Analysis' line.")
        value = _json(text, number, "the estimates")
        keys = {"position", "seat", "played", "estimates"}
        if not isinstance(value, dict) or set(value) != keys:
            raise _fail(number, "the estimates must be a JSON object of position, seat, "
                                "played and estimates.")
        row = [value["position"], value["seat"], value["played"], value["estimates"]]
        try:
            plain = {"version": ANALYSIS_VERSION, "seats": [], "budget_ms": 0,
                     "complete": False, "decisions": [row]}
            decision = analysis_from_plain(plain, len(header.names)).decisions[0]
        except AnalysisError as error:
            raise _fail(number, f"{error}.") from None
        self.decisions.append((number, len(self.actions), decision))


# ---- the game -------------------------------------------------------------------------------


def _rebuild(header: _Header, body: _Body) -> tuple[Scoresheet, GameAnalysis | None]:
    """Replay the actions, checking each decision where it was made; the sheet they lead to."""
    moves = len(body.actions)
    decisions: dict[int, tuple[int, Decision]] = {}
    for number, under, decision in body.decisions:
        position = decision.position
        if position >= moves:
            raise _fail(number, f"the estimates are for position {position}, which this game "
                                f"of {moves} moves does not have.")
        if position != under - 1:
            raise _fail(number, f"the estimates for position {position} belong under move "
                                f"{position + 1}, not " + (f"under move {under}." if under
                                                           else "before the first move."))
        if position in decisions:
            raise _fail(number, f"move {under} has estimates twice.")
        decisions[position] = (number, decision)
    try:
        state = header.rules.new_game(header.options, header.seed, len(header.names))
    except OptionError as error:
        raise _fail(header.where["Options"],
                    f"the house rule {error.option!r} is not valid: {error.message}.") from None
    rows: list[HandRow] = []
    for position, (number, action) in enumerate(body.actions):
        if position in decisions:
            _check_decision(state, action, *decisions[position], header.names)
        try:
            events = state.apply(action)
        except IllegalAction as error:
            raise _fail(number, f"the move [{action}] is not legal here: {error.reason}") from None
        except Exception as error:  # a rules bug must not crash reading; the cause is kept
            raise _fail(number, f"the game could not be rebuilt here (internal error: "
                                f"{error!r}).") from error
        rows += (HandRow.from_event(e) for e in events if isinstance(e, DealScored))
    _check_end(header, state)
    analysis = header.analysis
    if analysis is not None:
        analysis = GameAnalysis(analysis.seats, analysis.budget_ms,
                                tuple(d for _, d in decisions.values()),
                                analysis.complete)
    sheet = Scoresheet(
        header.rules.id, header.variant, header.options, header.seed, header.names,
        header.kinds, header.person, header.started, header.finished, header.status,
        tuple(state.winners), tuple(state.scores), header.rules.lower_wins(state.options),
        len(rows), tuple(rows), tuple(action for _, action in body.actions), row_id=0)
    return sheet, analysis


def _check_decision(state: State, action: int, number: int, decision: Decision,
                    names: tuple[str, ...]) -> None:
    """A decision must be the one made at its position: its seat to act, its action played
    there, every action it estimates legal there."""
    if decision.seat != state.to_act:
        raise _fail(number, f"the estimates are for {names[decision.seat]!r} (\"seat\": "
                            f"{decision.seat}), but {names[state.to_act]!r} (\"seat\": "
                            f"{state.to_act}) was to act at position {decision.position}.")
    if decision.played != action:
        raise _fail(number, f"the estimates say [{decision.played}] was played at position "
                            f"{decision.position}, but the move there is [{action}].")
    for estimate in decision.estimates:
        if not state.is_legal(estimate.action):
            raise _fail(number, f"the estimates rate [{estimate.action}], which was not "
                                f"legal at position {decision.position}.")


def _check_end(header: _Header, state: State) -> None:
    """The moves must lead where the header says: its final scores, and an end only for a
    finished game."""
    if tuple(state.scores) != header.scores:
        shown = " ".join(str(s) for s in state.scores)
        raise _fail(header.where["Final scores"],
                    f"the final scores are not those the moves lead to ({shown}).")
    if header.status == "finished" and not state.is_over:
        raise _fail(header.where["Status"],
                    "the game is marked finished, but its moves stop before the end.")
    if header.status == "abandoned" and state.is_over:
        raise _fail(header.where["Status"],
                    "the game is marked abandoned, but its moves play it to the end.")

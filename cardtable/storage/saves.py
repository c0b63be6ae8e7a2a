"""Saved games: plain JSON holding how a game began and every move since, checked on reading.

A save is the tuple the engine replays a game from — the game, its players, options and seed —
plus who sat where and the list of moves. Nothing in it is run or unpickled: reading parses
JSON, checks every value against what the rules allow, replays the moves through the rules, and
compares the result with the digest written beside them. Whatever is wrong becomes a
``SaveError`` whose message says so in words a player can act on.

A game in progress is kept as such a save with a journal of its later moves (see
``in_progress``); older versions kept it in one file, ``autosave.json``, which is still read.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, is_dataclass, replace
from datetime import UTC, datetime
from enum import Enum
from pathlib import Path
from typing import Any
from uuid import uuid4

from .. import __version__
from ..engine.protocol import IllegalAction, OptionError, OptionValue, Rules, State
from ..engine.registry import UnknownGame, get
from ..engine.rng import RNG_VERSION
from .atomic import set_aside, write_text_atomic
from .names import name_fault
from .paths import data_dir
from .reading import FileRefused, FileTooLarge, read_bytes
from .seat_kinds import COMPUTER_KINDS, PERSON

__all__ = [
    "SAVE_VERSION",
    "SaveError",
    "SaveLeftAlone",
    "SavedGame",
    "autosave_path",
    "decode",
    "encode",
    "read_save",
    "set_aside",
    "state_digest",
    "write_save",
]

# 2: the house rules added since format 1 are named (see Option.before); the game's record key,
# its start and the seats handed to the computer
SAVE_VERSION = 2
FORMAT = "cardtable-save"
MAX_ACTIONS = 100_000
MAX_FILE_BYTES = 16 * 1024 * 1024
AUTOSAVE_NAME = "autosave.json"

_MAX_SEED = 2**64 - 1  # the generator keeps 64 bits of its seed
_MAX_ACTION = 2**31 - 1
_MAX_DIGITS = 30  # no number in a save needs more; longer ones are refused before parsing
_MAX_SHORT_TEXT = 40
_KEYS_1 = (
    "format", "version", "app_version", "rng_version", "game", "players", "seed", "options",
    "preset", "seats", "actions", "digest", "saved_at",
)
_KEYS = {1: _KEYS_1, 2: (*_KEYS_1, "record_key", "started_at", "handovers")}
_RECORD_KEY = re.compile(r"[0-9a-f]{32}")
_DIGEST = re.compile(r"[0-9a-f]{64}")


class SaveError(ValueError):
    """A save that cannot be used; the message says what is wrong, for the person to read."""


class SaveLeftAlone(SaveError):
    """A save that may be whole but is not this version's to judge: a newer version made it,
    or this user may not read it. It is left where it is, never set aside or written over."""


@dataclass(frozen=True)
class SavedGame:
    """Everything a save holds besides its bookkeeping: enough to rebuild the game exactly.

    ``seats`` lists (name, kind) in seat order; kind is ``"person"`` or a computer player's kind
    (``"rule"``, ``"random"`` …). ``actions`` is the whole move log from the first deal on.
    ``record_key`` names the game in the score history, ``started_at`` is when it began, and
    ``handovers`` lists (seat, start, end or None): the stretches of the log the computer
    played for the person.
    """

    game_id: str
    players: int
    seed: int
    options: dict[str, OptionValue]
    preset: str | None
    seats: tuple[tuple[str, str], ...]
    actions: tuple[int, ...]
    record_key: str = field(default_factory=lambda: uuid4().hex)
    started_at: str = field(default_factory=lambda: datetime.now(UTC).isoformat("T", "seconds"))
    handovers: tuple[tuple[int, int, int | None], ...] = ()


# ---- the digest ---------------------------------------------------------------------------


def state_digest(state: State, leave_out: frozenset[str] = frozenset()) -> str:
    """Return a SHA-256 (hex) of what the game is now: a fingerprint stored in every save.

    Replaying a save's moves proves only that they are legal, not that they are the moves that
    were saved: a damaged or hand-edited file can still hold a log that replays cleanly to a
    different game (two passed cards swapped, a changed target, another seed that happens to
    fit). The digest is taken over the game's own description (options, seed, players), its
    log and what the log led to (phase, seat to act, scores, and every seat's view), so such
    a file is refused instead of silently continuing another game. It also catches a replay
    that comes out differently from the game that was saved, should the rules ever change.

    ``leave_out`` names the house rules added since a save's format: its digest was taken
    before they existed, so they are left out wherever the options appear.
    """
    facts: dict[str, Any] = {
        "phase": state.phase.name,
        "to_act": state.to_act,
        "over": state.is_over,
        "scores": list(state.scores),
        "log": list(state.log),
    }
    # What every seat sees, together, is the whole table: hands, tricks, bids, trumps, piles.
    facts.update(
        players=state.players,
        seed=state.seed,
        options=_without(state.options, leave_out),
        winners=list(state.winners),
        views=[_seen_by(state, seat, leave_out) for seat in range(state.players)],
    )
    canonical = json.dumps(facts, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def _without(options: Mapping[str, Any], names: frozenset[str]) -> dict[str, Any]:
    return {name: value for name, value in options.items() if name not in names}


def _seen_by(state: State, seat: int, leave_out: frozenset[str]) -> Any:
    """A seat's view as plain data, its options without the rules in ``leave_out``."""
    view = plain_data(state.view(seat))
    if leave_out and isinstance(view, dict) and isinstance(view.get("options"), dict):
        view["options"] = _without(view["options"], leave_out)
    return view


def plain_data(value: Any) -> Any:
    """A view as plain JSON data: dataclasses and mappings as dicts, enums by value."""
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain_data(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, Mapping):
        return {str(k): plain_data(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        items = [plain_data(v) for v in value]
        return sorted(items, key=repr) if isinstance(value, set | frozenset) else items
    if isinstance(value, Enum):
        return value.value
    return value


# ---- writing --------------------------------------------------------------------------------


def encode(saved: SavedGame, state: State) -> str:
    """Return the JSON text of a save of ``state``, which ``saved`` describes.

    Raises SaveError if ``saved`` holds something a save may not (so nothing is written that
    could not be read back) and ValueError if its actions are not the state's log.
    """
    _check(saved)
    if tuple(state.log) != saved.actions:
        raise ValueError("the saved actions are not the game's log")
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": SAVE_VERSION,
        "app_version": __version__,
        "rng_version": RNG_VERSION,
        "game": saved.game_id,
        "players": saved.players,
        "seed": saved.seed,
        "options": dict(saved.options),
        "preset": saved.preset,
        "seats": [{"name": name, "kind": kind} for name, kind in saved.seats],
        "actions": list(saved.actions),
        "digest": state_digest(state),
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "record_key": saved.record_key,
        "started_at": saved.started_at,
        "handovers": [list(h) for h in saved.handovers],
    }
    # One entry per line, each value compact: readable, and a long game stays one line long.
    lines = [f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in data.items()]
    return "{\n" + ",\n".join(lines) + "\n}\n"


def write_save(path: Path, saved: SavedGame, state: State) -> None:
    """Write a save so that a crash leaves either the old file or the new one, never half."""
    write_text_atomic(path, encode(saved, state))


# ---- reading --------------------------------------------------------------------------------


def read_save(path: Path, *, follow_links: bool = True) -> tuple[SavedGame, State]:
    """Read, check and replay the save at ``path``; the file is only read, never changed.

    The app's own saves are read with ``follow_links`` off (see ``reading.read_bytes``).
    """
    try:
        data = read_bytes(path, MAX_FILE_BYTES, follow_links=follow_links)
    except PermissionError as error:
        raise SaveLeftAlone(
            f"the file could not be read ({error.strerror or error})") from error
    except OSError as error:
        raise SaveError(f"the file could not be read ({error.strerror or error})") from error
    except FileTooLarge as error:
        raise SaveError("the file is too large to be a Card Table save") from error
    except FileRefused as error:  # a FIFO or a device, which would hang or never end
        raise SaveError(f"the file could not be read ({error})") from error
    try:
        text = data.decode("utf-8-sig")  # an editor may have put a byte-order mark in front
    except UnicodeDecodeError as error:
        raise SaveError("the file is not a Card Table save (it is not UTF-8 text)") from error
    return decode(text)


def decode(text: str) -> tuple[SavedGame, State]:
    """Check a save's text and rebuild its game; raise SaveError for anything wrong with it."""
    if not isinstance(text, str):
        raise SaveError("the file is not a Card Table save")
    data = _parse(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("the file is not a Card Table save")
    version: Any = data.get("version")
    if not _is_int(version) or version < 1:
        raise SaveError("the file is not a Card Table save (its format number is damaged)")
    if version > SAVE_VERSION:
        raise SaveLeftAlone(
            f"the file was made by a newer version of Card Table (format {version}); "
            f"this version reads format {SAVE_VERSION}"
        )
    keys = _KEYS[version]
    for key in keys:
        if key not in data:
            raise SaveError(f"the save is incomplete: {key!r} is missing")
    for key in data:
        if key not in keys:
            raise SaveError(f"the save has an entry this version does not know: {_show(key)}")
    _check_text(data["app_version"], "the version of Card Table that made the save")
    _check_time(data["saved_at"], "the time of saving")
    if version == 1:  # made before games kept their key and start: the save's time stands in
        data.update(record_key=uuid4().hex, started_at=data["saved_at"], handovers=[])
    if data["rng_version"] != RNG_VERSION or not _is_int(data["rng_version"]):
        raise SaveError(
            f"the cards in the file were shuffled by another version of the shuffler "
            f"({_show(data['rng_version'])}); this version of Card Table uses {RNG_VERSION}"
        )
    digest = data["digest"]
    if not isinstance(digest, str) or not _DIGEST.fullmatch(digest):
        raise SaveError("the check digest in the file is damaged")
    saved = SavedGame(
        game_id=data["game"],
        players=data["players"],
        seed=data["seed"],
        options=_options(data["options"]),
        preset=data["preset"],
        seats=_seats(data["seats"]),
        actions=_actions(data["actions"]),
        record_key=data["record_key"],
        started_at=data["started_at"],
        handovers=_handovers(data["handovers"]),
    )
    rules = _check(saved)
    added = _rules_added_since(rules, version)
    if added:  # the save names none of them: its game was played by their old values
        saved = replace(saved, options={**added, **saved.options})
    state = _replay(rules, saved)
    if state_digest(state, frozenset(added)) != digest:
        raise SaveError("the game in the file does not match its check digest")
    return saved, state


def _rules_added_since(rules: Rules, version: int) -> dict[str, OptionValue]:
    """The house rules added to the game after save format ``version``, each with the value
    the games saved in that format were played by (see ``Option.before``)."""
    return {option.name: option.before[1] for option in rules.options
            if option.before is not None and version < option.before[0]}


def _parse(text: str) -> Any:
    if not text.strip():
        raise SaveError("the file is empty, not a Card Table save")
    try:
        return json.loads(
            text,
            parse_int=_whole_number,
            parse_constant=_no_constant,
            object_pairs_hook=_unique_keys,
        )
    except SaveError:
        raise
    except RecursionError as error:
        raise SaveError("the file is not a Card Table save (it is nested too deeply)") from error
    except ValueError as error:
        ended_early = (isinstance(error, json.JSONDecodeError)
                       and error.pos >= len(text.rstrip()))
        if text.lstrip().startswith("{") and (ended_early or not text.rstrip().endswith("}")):
            raise SaveError(
                "the file is not a whole Card Table save: it ends too early, as if cut short"
            ) from error
        where = ""
        if isinstance(error, json.JSONDecodeError):
            where = f" (line {error.lineno}, column {error.colno})"
        raise SaveError(
            f"the file is not a Card Table save: it is not valid JSON{where}"
        ) from error


def _whole_number(digits: str) -> int:
    if len(digits.lstrip("-")) > _MAX_DIGITS:
        raise SaveError("the file holds a number far too large for a Card Table save")
    return int(digits)


def _no_constant(name: str) -> Any:
    raise SaveError(f"the file holds {name}, which is not a number a Card Table save can hold")


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise SaveError(f"the file is not a Card Table save: {_show(key)} appears twice")
        result[key] = value
    return result


def _options(value: Any) -> dict[str, OptionValue]:
    if not isinstance(value, dict):
        raise SaveError("the house rules in the file are not a list of names and values")
    for name, option in value.items():
        if not isinstance(option, bool | int | str):
            raise SaveError(f"the house rule {_show(name)} has a value of the wrong kind")
    return value


def _seats(value: Any) -> tuple[tuple[str, str], ...]:
    if not isinstance(value, list):
        raise SaveError("the seats in the file are not a list")
    seats = []
    for number, seat in enumerate(value, 1):
        if not isinstance(seat, dict) or set(seat) != {"name", "kind"}:
            raise SaveError(f"seat {number} in the file needs exactly a name and a kind")
        seats.append((seat["name"], seat["kind"]))
    return tuple(seats)


def _actions(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise SaveError("the moves in the file are not a list")
    return tuple(value)


def _handovers(value: Any) -> tuple[tuple[int, int, int | None], ...]:
    if not isinstance(value, list) or not all(
        isinstance(h, list) and len(h) == 3 and _is_int(h[0]) and _is_int(h[1])
        and (h[2] is None or _is_int(h[2])) for h in value
    ):
        raise SaveError("the seats handed to the computer are damaged in the file")
    return tuple((h[0], h[1], h[2]) for h in value)


def _check_handovers(saved: SavedGame) -> None:
    """Each stretch the computer played lies inside the log, in a seat of the game; a seat
    has at most one stretch going on, and only a seat the computer plays now has one."""
    moves = len(saved.actions)
    going_on = [seat for seat, _start, end in saved.handovers if end is None]
    for seat, start, end in saved.handovers:
        if not (0 <= seat < saved.players and 0 <= start <= moves
                and (end is None or start < end <= moves)):
            raise SaveError("a seat handed to the computer lies outside the game in the file")
    if len(set(going_on)) != len(going_on) or any(
            saved.seats[seat][1] == PERSON for seat in going_on):
        raise SaveError("the seats handed to the computer contradict the seats in the file")


def _check(saved: SavedGame) -> Rules:
    """Check every field of ``saved`` except the moves' legality; return the game's rules."""
    if not isinstance(saved.game_id, str):
        raise SaveError("the game in the file is not named")
    try:
        rules = get(saved.game_id)
    except UnknownGame as error:
        raise SaveError(
            "the file holds a game this version of Card Table does not know: "
            + _show(saved.game_id)
        ) from error
    players = saved.players
    if not _is_int(players) or not rules.min_players <= players <= rules.max_players:
        raise SaveError(
            f"the number of players ({_show(players)}) is not possible in {rules.name}; "
            f"it takes {rules.min_players} to {rules.max_players}"
        )
    if len(saved.seats) != players:
        raise SaveError(f"the file lists {len(saved.seats)} seats for {players} players")
    for number, (name, kind) in enumerate(saved.seats, 1):
        if not isinstance(name, str):
            raise SaveError(f"the name of seat {number} is not text")
        fault = name_fault(name)
        if fault is not None:
            raise SaveError(f"the name of seat {number} {fault.value}")
        if kind != PERSON and (not isinstance(kind, str) or kind not in COMPUTER_KINDS):
            known = ", ".join(repr(k) for k in (PERSON, *COMPUTER_KINDS))
            raise SaveError(
                f"seat {number} is played by an unknown kind of player {_show(kind)}; "
                f"known: {known}"
            )
    if not _is_int(saved.seed) or not 0 <= saved.seed <= _MAX_SEED:
        raise SaveError(f"the seed must be a whole number from 0 to {_MAX_SEED}")
    if saved.preset is not None and not isinstance(saved.preset, str):
        raise SaveError("the preset in the file must be a name or nothing")
    if not isinstance(saved.options, Mapping):
        raise SaveError("the house rules in the file are not a list of names and values")
    for name, value in saved.options.items():
        if not isinstance(name, str) or not isinstance(value, bool | int | str):
            raise SaveError(f"the house rule {_show(name)} has a value of the wrong kind")
    try:
        rules.validate(saved.options, players, saved.preset)
    except OptionError as error:
        raise SaveError(f"the house rule {error.option!r} is not valid: {error.message}") from error
    if len(saved.actions) > MAX_ACTIONS:
        raise SaveError(f"the file holds more than {MAX_ACTIONS:,} moves")
    if not isinstance(saved.record_key, str) or not _RECORD_KEY.fullmatch(saved.record_key):
        raise SaveError("the game's name in the score history is damaged in the file")
    _check_time(saved.started_at, "the time the game began")
    _check_handovers(saved)
    for number, action in enumerate(saved.actions, 1):
        if not _is_int(action) or not 0 <= action <= _MAX_ACTION:
            raise SaveError(f"move {number} in the file is not a move: {_show(action)}")
    return rules


def _replay(rules: Rules, saved: SavedGame) -> State:
    """Rebuild the game move by move; a refused move names its number and the rule."""
    try:
        state = rules.new_game(saved.options, saved.seed, saved.players, saved.preset)
    except OptionError as error:
        raise SaveError(f"the house rule {error.option!r} is not valid: {error.message}") from error
    for number, action in enumerate(saved.actions, 1):
        try:
            state.apply(action)
        except IllegalAction as error:
            raise SaveError(f"move {number} is not legal: {error.reason}") from error
        except Exception as error:  # a rules bug must not crash loading; the cause is kept
            raise SaveError(
                f"the game could not be rebuilt at move {number} (internal error: {error!r})"
            ) from error
    return state


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_text(value: Any, what: str) -> None:
    if not isinstance(value, str) or not 1 <= len(value) <= _MAX_SHORT_TEXT:
        raise SaveError(f"{what} is damaged in the file")


def _check_time(value: Any, what: str) -> None:
    _check_text(value, what)
    try:
        datetime.fromisoformat(value)
    except ValueError as error:
        raise SaveError(f"{what} is not a date and time") from error


def _show(value: Any) -> str:
    """A short printable form of a value from the file, for messages."""
    shown = repr(value)
    return shown if len(shown) <= 30 else shown[:27] + "..."


# ---- the single autosave of older versions ---------------------------------------------------


def autosave_path() -> Path:
    """Where versions before the journal kept the game in progress."""
    return data_dir() / AUTOSAVE_NAME

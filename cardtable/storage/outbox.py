"""Games waiting for the score history: one small JSON file per game until the history has it.

When the history cannot take a game now (another program holds it locked, the disk is full,
its file cannot be written), the game waits here rather than in memory, so quitting, a crash or
a power cut loses nothing. The files sit in a folder beside the history, each named by the
game's record key and written atomically. A file is removed only once its game is in the
history; recording is an upsert by key, so a game delivered twice (a crash between the
history's commit and the file's removal) still makes one row.

A file is checked as strictly as a save before the history takes it: its digest, the record's
shape, and the engine's replay of its moves to the result it states (``record_check``).
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, fields, replace
from hashlib import sha256
from pathlib import Path
from typing import Any
from uuid import uuid4

from .atomic import set_aside, write_text_atomic
from .history import History, history_path
from .history_causes import Cause, Refused
from .history_records import GameRecord, HandRow, check_record, dump_json
from .reading import FileRefused, parse_json, read_bytes
from .record_check import RecordRefused, check_by_replay, record_digest

FOLDER_NAME = "history-outbox"
FORMAT = "cardtable-outbox"
VERSION = 3  # 2: a digest of the record beside it; 3: the stretches the computer played
MAX_FILE_BYTES = 16 * 1024 * 1024  # a game's record with its every move, and room to spare
_PLAIN_KEY = re.compile(r"[0-9A-Za-z_-]{1,64}")
_RECORD_TUPLES = {"players", "kinds", "winners", "final_scores", "actions"}
_HAND_TUPLES = {"points", "totals", "taken", "marks", "substitutes"}
_SINCE_3 = frozenset({"handovers"})  # a record's fields that files before version 3 lack


def outbox_dir() -> Path:
    """Where games wait for the history: a folder beside it."""
    return history_path().with_name(FOLDER_NAME)


class OutboxError(ValueError):
    """A file in the outbox does not hold a game as the outbox writes it."""


class NewerOutbox(OutboxError):
    """A file a newer version wrote: left where it is for that version to deliver."""


@dataclass(frozen=True)
class Delivery:
    """What one delivery did: games now in the history, games still waiting, damaged files
    set aside (with why, one line each), files left alone for a newer version or for want of
    permission, and why the history refused the rest (None when it took them all)."""

    landed: int = 0
    waiting: int = 0
    set_aside: int = 0
    cause: Cause | None = None
    refusals: tuple[str, ...] = ()
    left_alone: int = 0


def record_json(record: GameRecord) -> str:
    """A record as the outbox's JSON text (no pickle: a file anyone can read and check)."""
    return dump_json({"format": FORMAT, "version": VERSION, "record": asdict(record),
                      "digest": record_digest(record)})


def record_from_json(text: str) -> GameRecord:
    """The record in an outbox file; OutboxError when the file is not one, its digest does not
    match, the record fails the history's own checks, or its moves do not lead to it."""
    try:
        data = parse_json(text)
    except FileRefused as error:
        raise OutboxError(str(error)) from error
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise OutboxError("not an outbox file")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise NewerOutbox(f"outbox format {version} is newer than {VERSION}")
    if version not in (1, 2, VERSION):
        raise OutboxError(f"outbox format {version!r} is not one this version reads")
    if set(data) != ({"format", "version", "record"} | ({"digest"} if version > 1 else set())):
        raise OutboxError("the file does not hold exactly a record and its digest")
    values = _tuples(_exact(data["record"], GameRecord, "the record",
                            _SINCE_3 if version < 3 else frozenset()), _RECORD_TUPLES)
    values["handovers"] = tuple(tuple(h) if isinstance(h, list) else h
                                for h in _list(values.get("handovers", []), "handovers"))
    values["hands"] = tuple(HandRow(**_tuples(_exact(hand, HandRow, "a hand"), _HAND_TUPLES))
                            for hand in _list(values["hands"], "hands"))
    record = GameRecord(**values)
    try:
        check_record(record)
    except ValueError as error:
        raise OutboxError(str(error)) from error
    if version > 1 and data["digest"] != record_digest(record):
        raise OutboxError("the record does not match its digest")
    try:
        check_by_replay(record)
    except RecordRefused as error:
        raise OutboxError(str(error)) from error
    if record.key is None:  # a file of the first format written by hand: one row all the same
        record = replace(record, key=record_digest(record)[:32])
    return record


def _exact(value: Any, kind: type, what: str,
           later: frozenset[str] = frozenset()) -> dict[str, Any]:
    """A JSON object holding exactly the fields of the dataclass ``kind``, those in ``later``
    aside (added after the file's version: their defaults stand)."""
    names = {f.name for f in fields(kind)}
    if not isinstance(value, dict) or not names - later <= set(value) <= names:
        raise OutboxError(f"{what} does not hold exactly {sorted(names)}")
    return dict(value)


def _list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise OutboxError(f"{what} is not a list")
    return value


def _tuples(values: dict[str, Any], names: set[str]) -> dict[str, Any]:
    """The JSON lists among ``names`` back into the tuples the records hold (what they hold is
    checked with the whole record)."""
    return {name: tuple(_list(value, name)) if name in names else value
            for name, value in values.items()}


class Outbox:
    """The folder of waiting games; every method may raise OSError from the disk."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else outbox_dir()

    def put(self, record: GameRecord) -> Path:
        """Keep a game until the history takes it; return its file.

        A game without a key is given one here, so that delivering it twice cannot make two
        rows. A game already waiting is replaced by its newer record.
        """
        check_record(record)
        key = record.key if record.key is not None else uuid4().hex
        path = self.folder / _file_name(key)
        write_text_atomic(path, record_json(replace(record, key=key)))
        return path

    def waiting(self) -> list[Path]:
        """The files of the games waiting (an absent folder holds none)."""
        if not self.folder.is_dir():
            return []
        return sorted(self.folder.glob("*.json"))

    def deliver(self, history: History) -> Delivery:
        """Move every waiting game into the history, stopping at the first one the history
        refuses (the rest would be refused for the same reason). A file that holds no game
        (or not the game it says) is set aside as ``<name>.damaged-N``, never deleted, and
        the others go on; one a newer version wrote, or this user may not read, stays as it
        is."""
        files = self.waiting()
        landed = damaged = left_alone = 0
        refusals: list[str] = []
        for number, path in enumerate(files):
            try:
                record = record_from_json(
                    read_bytes(path, MAX_FILE_BYTES, follow_links=False).decode("utf-8"))
            except FileNotFoundError:  # delivered meanwhile by another start of the app
                continue
            except (PermissionError, NewerOutbox):  # another version's or user's to deliver
                left_alone += 1
                continue
            except OSError:  # cannot be read now (the disk): the others go on
                continue
            except (OutboxError, UnicodeDecodeError, FileRefused) as error:
                damaged += set_aside(path) is not None
                refusals.append(f"{path.name}: {error}")
                continue
            try:
                history.store(record)
            except Refused as refused:
                return Delivery(landed, len(files) - number, damaged, refused.cause,
                                tuple(refusals), left_alone)
            path.unlink(missing_ok=True)
            landed += 1
        return Delivery(landed, 0, damaged, refusals=tuple(refusals), left_alone=left_alone)


def _file_name(key: str) -> str:
    """The file a game waits in: its key, or the key's digest when the key is not plain."""
    stem = key if _PLAIN_KEY.fullmatch(key) else sha256(key.encode()).hexdigest()
    return f"{stem}.json"

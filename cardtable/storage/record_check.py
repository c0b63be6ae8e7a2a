"""A game's record checked against its own moves, before the history takes it from a file.

A record that waited on disk (in the outbox) could have been damaged or edited there; a digest
catches any change, and replaying the moves catches a record whose results were never the
game's. The engine replays the moves from the game, options, seed and players the record
names, and everything the moves decide must come out as the record says: finished or not, the
winners, the scores, and every deal on the scoresheet. A record without moves (a game played
at a shared table, whose moves the server keeps) can only be checked by its digest.
"""

from __future__ import annotations

from dataclasses import asdict
from hashlib import sha256

from ..engine.protocol import IllegalAction, OptionError
from ..engine.registry import UnknownGame, get
from .history_records import CUSTOM_VARIANT, GameRecord, dump_json


class RecordRefused(ValueError):
    """A record that does not hold what its moves decide; the message says what differs."""


def record_digest(record: GameRecord) -> str:
    """A SHA-256 (hex) of everything the record holds, in one canonical spelling. A record
    without stretches the computer played is spelt as records were before they held any, so
    the digests of files written then still match."""
    plain = asdict(record)
    if not plain["handovers"]:
        del plain["handovers"]
    return sha256(dump_json(plain).encode("utf-8")).hexdigest()


def check_by_replay(record: GameRecord) -> None:
    """Replay the record's moves and raise RecordRefused where the result is not the record's.

    The record's shape is checked already (``history_records.check_record``).
    """
    if not record.actions:
        return
    try:
        rules = get(record.game_id)
        state = rules.new_game(record.options, record.seed, len(record.players))
    except (UnknownGame, KeyError):
        raise RecordRefused(f"there is no game {record.game_id!r}") from None
    except (OptionError, ValueError) as error:
        raise RecordRefused(f"its house rules cannot start the game: {error}") from None
    for number, action in enumerate(record.actions, 1):
        try:
            state.apply(action)
        except IllegalAction as error:
            raise RecordRefused(f"move {number} is not legal: {error.reason}") from None
    if record.variant != CUSTOM_VARIANT and record.variant not in {p.name for p in rules.presets}:
        raise RecordRefused(f"{record.variant!r} is not one of the game's rule sets")
    differences = [what for what, held, decided in (
        ("the house rules", record.options, dict(state.options)),
        ("how it ended", record.status == "finished", state.is_over),
        ("the winners", record.winners, tuple(state.winners)),
        ("the scores", record.final_scores, tuple(state.scores)),
        ("who wins, low or high", record.lower_wins, rules.lower_wins(state.options)),
        ("the deals", _deals(record), _deals_played(state)),
    ) if held != decided]
    if differences:
        raise RecordRefused(f"its moves do not lead to {', '.join(differences)} it holds")


def _deals(record: GameRecord) -> list[tuple[object, ...]]:
    return [(h.points, h.totals, h.taken, h.marks, h.moon, h.unscored) for h in record.hands]


def _deals_played(state: object) -> list[tuple[object, ...]]:
    return [(d.points, d.scores, d.taken, d.marks, d.moon, d.unscored)
            for d in state.sheet]  # type: ignore[attr-defined]

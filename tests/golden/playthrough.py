"""Seeded games played out by the rule-of-thumb players, recorded whole: the pin that holds
behaviour still while the code between the engine and the window is reshaped.

A record lists, for every decision, the seat to act, its legal actions and the one chosen;
after it, every event as each seat was shown it; at the end, the scoresheet. Every seat's view
after every decision goes into the record's digest rather than its text, which would otherwise
be too long to read. ``python -m tests.golden.make`` writes the files again after a change meant
to alter behaviour; the diff is then reviewed like code.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from typing import Any

from cardtable.ai import make_bot
from cardtable.engine.events import Event
from cardtable.engine.protocol import State
from cardtable.engine.registry import GAMES, get
from cardtable.engine.rng import Rng
from cardtable.storage.saves import plain_data

from ..game_facts import facts_of

TEXT_SEEDS = (1, 2)  # the games written out in full, per game
MOVE_CAP = 20_000  # no game here runs this long; a loop would stop here and show


def game_ids() -> list[str]:
    """Every game the registry knows: each keeps its table, its seeds and its records with its
    own tests (``tests/game_facts.py``)."""
    return [rules.id for rules in GAMES]


def digest_seeds(game_id: str) -> range:
    """The seeds of a game's games pinned by their digest: about ten seconds' worth."""
    return facts_of(game_id).DIGEST_SEEDS


def lines(game_id: str, seed: int, views: Any = None) -> Iterator[str]:
    """The record of one game, line by line; every seat's view after every decision is fed to
    ``views`` when given."""
    players, options = facts_of(game_id).GOLDEN_TABLE
    state = get(game_id).new_game(options, seed, players)
    bots = [make_bot("rule", game_id) for _ in range(players)]
    rng = Rng(seed ^ 0x601D)
    yield f"{game_id} seed {seed}, {players} players, options {json.dumps(options)}"
    yield from _events(state.initial_events(), state, players)
    while not state.is_over and len(state.log) < MOVE_CAP:
        seat = state.to_act
        legal = state.legal_actions()
        action = bots[seat].choose(state.view(seat), legal, rng.fork())
        yield f"> seat {seat} of {legal}: {action}"
        yield from _events(state.apply(action), state, players)
        if views is not None:
            for viewer in range(players):
                views.update(_canonical(state.view(viewer)))
    for row in state.sheet:
        yield f"= {row.points} {row.scores} {row.marks}"
    yield f"winners {state.winners}, scores {state.scores}, moves {len(state.log)}"


def _events(events: list[Event], state: State, players: int) -> Iterator[str]:
    """Each event once when every seat saw it whole, else as each seat saw it."""
    by_seat = [state.events_for(seat, events) for seat in range(players)]
    for k, event in enumerate(events):
        seen = [shown[k] for shown in by_seat]
        if all(s == event for s in seen):
            yield f"  {event!r}"
        else:
            yield from (f"  seat {seat}: {s!r}" for seat, s in enumerate(seen))


def _canonical(view: object) -> bytes:
    return json.dumps(plain_data(view), sort_keys=True, ensure_ascii=True).encode()


def text(game_id: str, seed: int) -> str:
    """The written record of a game."""
    return "\n".join(lines(game_id, seed)) + "\n"


def digest(game_id: str, seed: int) -> str:
    """The digest of a game's record with every seat's view after every decision."""
    views = hashlib.sha256()
    record = hashlib.sha256()
    for line in lines(game_id, seed, views):
        record.update(line.encode() + b"\n")
    record.update(views.digest())
    return record.hexdigest()

"""A game session as the storage keeps it: the save file's form, and the history's record."""

from __future__ import annotations

from typing import Any

from ..engine.registry import get
from ..storage.history_records import GameRecord, HandRow
from ..storage.saves import SavedGame
from .handovers import Handover, computer_played, now
from .setup import PERSON, GameSetup, SeatSetup


def saved_game(setup: GameSetup, actions: list[int]) -> SavedGame:
    """The save-file form of a game: its setup and its action log."""
    return SavedGame(
        game_id=setup.game_id,
        players=setup.players,
        seed=setup.seed,
        options=dict(setup.options),
        preset=setup.preset,
        seats=tuple((s.name, s.kind) for s in setup.seats),
        actions=tuple(actions),
        record_key=setup.record_key,
        started_at=setup.started_at,
        handovers=setup.handovers,
    )


def setup_from_saved(saved: SavedGame) -> GameSetup:
    """The controller's setup for a game read from a file: the same game, begun when it was."""
    return GameSetup(
        game_id=saved.game_id,
        players=saved.players,
        seed=saved.seed,
        seats=tuple(SeatSetup(name, kind) for name, kind in saved.seats),
        options=dict(saved.options),
        preset=saved.preset,
        record_key=saved.record_key,
        started_at=saved.started_at,
        handovers=tuple(Handover(*h) for h in saved.handovers),
    )


def game_record(setup: GameSetup, state: Any, status: str) -> GameRecord:
    """The history form of a game: who played, the scoresheet, how it ended.

    A seat the person handed to the computer is still the person's, under their name; the
    deals the computer played (some of) for them are marked on the scoresheet, and the
    stretches of moves it played are kept whole.
    """
    rules = get(setup.game_id)
    played = computer_played(
        rules.new_game(setup.options, setup.seed, setup.players, setup.preset), state.log,
        setup.handovers) if setup.handovers else []
    handed = {h.seat for h in setup.handovers}
    return GameRecord(
        game_id=setup.game_id,
        variant=setup.preset if setup.preset and not setup.options else "custom",
        options=dict(state.options),
        seed=setup.seed,
        players=tuple(s.name for s in setup.seats),
        kinds=tuple(PERSON if seat in handed else s.kind for seat, s in enumerate(setup.seats)),
        person_seat=setup.person,
        started_at=setup.started_at,
        finished_at=now(),
        status=status,
        winners=tuple(state.winners),
        final_scores=tuple(state.scores),
        lower_wins=rules.lower_wins(state.options),
        hands=tuple(
            HandRow(d.points, d.scores, d.taken, d.marks, d.moon, d.unscored,
                    tuple(sorted(played[i])) if i < len(played) else ())
            for i, d in enumerate(state.sheet)
        ),
        actions=tuple(state.log),
        key=setup.record_key,
        handovers=tuple((h.seat, h.start, h.end) for h in setup.handovers),
    )

"""Every game plays exactly as its golden playthroughs say: the same legal actions, decisions,
events as each seat saw them, views and scoresheets (``python -m tests.golden.make`` writes
them again after a change meant to alter behaviour)."""

from __future__ import annotations

import json

import pytest

from .make import digests_path, text_path
from .playthrough import TEXT_SEEDS, digest, digest_seeds, game_ids, text


def pinned(game_id: str) -> dict[str, str]:
    """A game's digests as recorded, by seed."""
    return json.loads(digests_path(game_id).read_text(encoding="utf-8"))


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_has_golden_playthroughs(game_id: str):
    assert sorted(pinned(game_id), key=int) == [str(s) for s in digest_seeds(game_id)]


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("seed", TEXT_SEEDS)
def test_a_written_playthrough_replays_line_for_line(game_id: str, seed: int):
    assert text(game_id, seed) == text_path(game_id, seed).read_text(encoding="utf-8")


@pytest.mark.parametrize("game_id", game_ids())
def test_hundreds_of_games_replay_to_their_digests(game_id: str):
    recorded = pinned(game_id)
    changed = [seed for seed in digest_seeds(game_id)
               if digest(game_id, seed) != recorded[str(seed)]]
    assert changed == [], f"{game_id} plays differently with seeds {changed[:10]}"

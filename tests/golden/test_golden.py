"""Every game plays exactly as its golden playthroughs say: the same legal actions, decisions,
events as each seat saw them, views and scoresheets (``python -m tests.golden.make`` writes
them again after a change meant to alter behaviour)."""

from __future__ import annotations

import json

import pytest

from .make import DIGESTS, text_path
from .playthrough import DIGEST_SEEDS, TEXT_SEEDS, digest, game_ids, text

PINNED = json.loads(DIGESTS.read_text(encoding="utf-8"))


def test_every_game_has_golden_playthroughs():
    assert sorted(PINNED) == sorted(game_ids())
    for game_id in game_ids():
        assert sorted(PINNED[game_id], key=int) == [str(s) for s in DIGEST_SEEDS[game_id]]


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("seed", TEXT_SEEDS)
def test_a_written_playthrough_replays_line_for_line(game_id: str, seed: int):
    assert text(game_id, seed) == text_path(game_id, seed).read_text(encoding="utf-8")


@pytest.mark.parametrize("game_id", game_ids())
def test_hundreds_of_games_replay_to_their_digests(game_id: str):
    changed = [seed for seed in DIGEST_SEEDS[game_id]
               if digest(game_id, seed) != PINNED[game_id][str(seed)]]
    assert changed == [], f"{game_id} plays differently with seeds {changed[:10]}"

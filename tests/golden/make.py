"""Write the golden playthroughs again: ``python -m tests.golden.make`` (or ``make golden``).

Run it only after a change meant to alter what the games do, and review the diff like code:
every line that moves is a game that now plays differently. Each game's records lie in its own
tests' ``golden/`` folder.
"""

from __future__ import annotations

import json
from pathlib import Path

from ..game_facts import golden_folder
from .playthrough import TEXT_SEEDS, digest, digest_seeds, game_ids, text


def text_path(game_id: str, seed: int) -> Path:
    """Where a game's written record is kept."""
    return golden_folder(game_id) / f"{game_id}-{seed}.txt"


def digests_path(game_id: str) -> Path:
    """Where a game's digests are kept, by seed."""
    return golden_folder(game_id) / "digests.json"


def main() -> None:
    for game_id in game_ids():
        golden_folder(game_id).mkdir(exist_ok=True)
        for seed in TEXT_SEEDS:
            text_path(game_id, seed).write_text(text(game_id, seed), encoding="utf-8")
        digests = {str(seed): digest(game_id, seed) for seed in digest_seeds(game_id)}
        digests_path(game_id).write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n",
                                         encoding="utf-8")
        print(f"{game_id}: {len(TEXT_SEEDS)} records written, {len(digests)} digests")


if __name__ == "__main__":
    main()

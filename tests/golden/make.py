"""Write the golden playthroughs again: ``python -m tests.golden.make`` (or ``make golden``).

Run it only after a change meant to alter what the games do, and review the diff like code:
every line that moves is a game that now plays differently.
"""

from __future__ import annotations

import json
from pathlib import Path

from .playthrough import DIGEST_SEEDS, TEXT_SEEDS, digest, game_ids, text

HERE = Path(__file__).parent
DIGESTS = HERE / "digests.json"


def text_path(game_id: str, seed: int) -> Path:
    """Where a game's written record is kept."""
    return HERE / f"{game_id}-{seed}.txt"


def main() -> None:
    digests = {}
    for game_id in game_ids():
        for seed in TEXT_SEEDS:
            text_path(game_id, seed).write_text(text(game_id, seed), encoding="utf-8")
        digests[game_id] = {str(seed): digest(game_id, seed) for seed in DIGEST_SEEDS[game_id]}
        print(f"{game_id}: {len(TEXT_SEEDS)} records written, {len(digests[game_id])} digests")
    DIGESTS.write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()

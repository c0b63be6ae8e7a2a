"""U-G-O games played before the house rules on the 9, the 10 and the equips existed replay
exactly as they were played: a save lacking those options gets their defaults, which are the
old rules. Each game below was played by rule-of-thumb players and recorded, with a fingerprint
of what every seat saw at its end, by the version before these options; its 9s and equips make
every default count. None of them plays a 9 in the first round, where a player may now have to
wait for the others before attacking.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from typing import NamedTuple

import pytest

from cardtable.engine.cards import rank
from cardtable.games.ugo import actions as A
from cardtable.games.ugo.roles import NINE
from cardtable.games.ugo.rules import RULES, UgoState


class OldGame(NamedTuple):
    """A recorded game: its table, its moves, and the fingerprint of its views at the end."""

    players: int
    seed: int
    views: str
    actions: tuple[int, ...]


OLD_GAMES = (
    OldGame(
        players=3, seed=110,
        views="3318a39b56d9aa77ac93af6d9eb98d556915413ecbf0a2010ea084bf074e9509",
        actions=(
            14784, 22672, 0, 12720, 20832, 21248, 22272, 0, 5776, 22224, 22016, 24576, 2, 17696,
            0, 22848, 14336, 23120, 0, 21856, 24576, 2, 13793, 0, 4736, 0, 18720, 33, 0, 0,
            12752, 16640, 20592, 20576, 0, 13809, 0, 6850, 24592, 1, 22912, 23248, 0, 21200, 33,
            20864, 0, 21872, 21680, 22096, 0, 22721, 24576, 2, 23088, 24607, 2, 4144, 24623, 2,
            36, 0, 0, 13312, 33, 24578, 2, 0, 24591, 2, 14960, 0, 33, 0, 18673, 24592, 1, 24577,
            1, 0, 17664, 0, 33, 24593, 2, 0, 0, 0, 0, 14352, 0, 13936, 0, 23344, 33, 24576, 2,
            24607, 2, 0,
        ),
    ),
    OldGame(
        players=4, seed=105,
        views="786c65bea97959eead52f61039d8442bf2b0cf3d757e46c2ea20ccc521ca21aa",
        actions=(
            14800, 23040, 0, 7824, 24112, 0, 12736, 0, 13936, 0, 14784, 0, 7808, 20576, 23904,
            0, 12704, 20848, 0, 13344, 21856, 0, 22672, 6642, 24593, 2, 0, 15808, 0, 12770, 0,
            5809, 24593, 2, 0, 14817, 22896, 23056, 0, 13328, 24592, 2, 0, 12912, 20592, 0,
            24592, 2, 21824, 0, 0, 15392, 20672, 24591, 2, 0, 23248, 23104, 0, 13728, 24592, 2,
            17681, 0, 4802, 24592, 2, 21008, 0, 33, 24607, 2, 21600, 21616, 17648, 21648, 16657,
            0, 20800, 24592, 2, 4768, 21040, 0, 24576, 2, 22224, 13952, 0, 15984, 0, 12752,
            24593, 2, 0, 24576, 2, 22272, 0, 15824, 0, 12720, 21248, 24593, 2, 0, 24576, 2,
            23664, 13744, 0, 24608, 2, 38, 0, 24128, 24112, 13809, 23728, 23936, 0, 5776, 24625,
            2, 24576, 2, 0, 13776, 0, 7840, 19665, 24595, 2, 0, 12944, 0, 23696, 24593, 2,
            21264, 23856, 0, 20881, 39, 24608, 2, 20640, 20864, 0, 0,
        ),
    ),
)


def fingerprint(state: UgoState) -> str:
    """A digest of what every seat sees, the options left out (the old game had fewer)."""
    views = []
    for seat in range(state.players):
        seen = dataclasses.asdict(state.view(seat))
        del seen["options"]
        views.append(seen)
    text = json.dumps(views, sort_keys=True, default=lambda value: value.value)
    return hashlib.sha256(text.encode()).hexdigest()


def played(state: UgoState, kind: int, ranks: tuple[int, ...] = ()) -> int:
    """How many actions of ``kind`` (on cards of ``ranks``, if given) the log holds."""
    return sum(1 for a in state.log if A.kind_of(a) == kind
               and (not ranks or rank(A.card_of(a)) in ranks))


@pytest.mark.parametrize("old", OLD_GAMES, ids=lambda g: f"{g.players} players")
def test_a_game_from_before_the_new_house_rules_replays_as_it_was_played(old):
    state = RULES.new_game({"suited_aces": False, "nine_counters": False}, old.seed,
                           old.players)
    for action in old.actions:
        state.apply(action)
    assert played(state, A.SPECIAL, (NINE,)) >= 2 and played(state, A.EQUIP) >= 2
    assert fingerprint(state) == old.views

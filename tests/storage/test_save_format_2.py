"""Save format 2: a game keeps its record key, its start and the stretches the computer played
for the person; older saves still load, U-G-O's among them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardtable.storage.saves import SavedGame, SaveError, decode, encode

from .test_saves import played, save_data

# U-G-O games saved by the version before its house rules and its first-round ruling (format 1);
# in the second, seat 0 attacked at its second turn of the first round, after two 9s: the attack
# the first round now forbids, so that game cannot go on under today's rules.
OLD_SAVES = Path(__file__).parent / "old_saves"
UGO_FORMAT_1 = (OLD_SAVES / "ugo-format-1.json").read_text(encoding="utf-8")
UGO_FORMAT_1_OLD_FIRST_ROUND = (OLD_SAVES / "ugo-format-1-old-first-round.json").read_text(
    encoding="utf-8")


def test_the_key_the_start_and_the_handovers_come_back():
    saved, state = played(seed=3, moves=20)
    mine = SavedGame(saved.game_id, 4, 3, saved.options, saved.preset,
                     (("Ada", "rule"), *saved.seats[1:]), saved.actions, "ab" * 16,
                     "2026-11-20T19:30:00+01:00", ((0, 4, 9), (0, 15, None)))
    loaded, _ = decode(encode(mine, state))
    assert loaded == mine


def test_a_format_1_save_begins_when_it_was_saved_under_a_new_key():
    loaded, _ = decode(UGO_FORMAT_1)
    assert loaded.started_at == json.loads(UGO_FORMAT_1)["saved_at"]
    assert len(loaded.record_key) == 32 and loaded.handovers == ()
    assert decode(UGO_FORMAT_1)[0].record_key != loaded.record_key


def test_a_format_1_save_may_not_hold_format_2_entries():
    data = save_data()
    data["version"] = 1
    with pytest.raises(SaveError, match="does not know"):
        decode(json.dumps(data))


@pytest.mark.parametrize(("entry", "value", "words"), [
    ("record_key", "not-a-key", "name in the score history"),
    ("record_key", 7, "name in the score history"),
    ("started_at", "yesterday", "not a date"),
    ("started_at", None, "time the game began"),
    ("handovers", {"0": 1}, "handed to the computer are damaged"),
    ("handovers", [[0, 1]], "handed to the computer are damaged"),
    ("handovers", [[0, True, None]], "handed to the computer are damaged"),
    ("handovers", [[9, 0, None]], "outside the game"),
    ("handovers", [[1, 5, 3]], "outside the game"),
    ("handovers", [[1, 0, 10_000]], "outside the game"),
    ("handovers", [[0, 0, None]], "contradict the seats"),  # seat 0 is the person's now
    ("handovers", [[1, 0, None], [1, 2, None]], "contradict the seats"),
])
def test_damaged_format_2_entries_are_refused_with_the_reason(entry: str, value: Any,
                                                              words: str):
    data = save_data()
    data[entry] = value
    with pytest.raises(SaveError, match=words):
        decode(json.dumps(data))


def test_a_u_g_o_game_saved_before_its_house_rules_goes_on():
    saved, state = decode(UGO_FORMAT_1)
    assert len(saved.actions) == 60 and not state.is_over
    assert (state.options["nine_reverses"], state.options["equips"]) == ("turns", "after")
    assert state.options["ten_stops_specials"] is False
    again, _ = decode(encode(saved, state))  # and saved again in today's format
    assert again.actions == saved.actions and again.options == saved.options


def test_a_u_g_o_game_that_broke_the_first_round_is_refused_with_the_move():
    with pytest.raises(SaveError, match="move 8 is not legal: in the first round"):
        decode(UGO_FORMAT_1_OLD_FIRST_ROUND)

"""Black Lady saves written before the readings of what breaks hearts, the moon and the bonus
card, and −5 in a moon deal became house rules still load, replay as they were played, and
match their digest. The contents of both saves below were written by that version.
"""

from __future__ import annotations

import json

from cardtable.storage.saves import decode

# The Omnibus preset, named only by the preset: the file lists no option at all.
OMNIBUS_PRESET = {
    "format": "cardtable-save",
    "version": 1,
    "app_version": "0.1.0",
    "rng_version": 1,
    "game": "black-lady",
    "players": 4,
    "seed": 77,
    "options": {},
    "preset": "omnibus",
    "seats": [{"name": f"P{seat}", "kind": "rule"} for seat in range(4)],
    "digest": "a34ac75e3c9900430cae8afe0b7d0e65d9afbcde86c015910a2746af0c57b5c6",
    "saved_at": "2026-11-25T16:52:19+00:00",
    "actions": [
        12, 25, 32, 50, 38, 37, 51, 23, 34, 49, 35, 48, 39, 47, 46, 43, 13, 19, 24, 18, 0, 4, 1, 8,
        40, 51, 49, 36, 2, 35, 9, 7, 16, 38, 20, 17, 3, 48, 12, 6, 11, 37, 10, 45, 25, 33, 23, 15,
        27, 29, 34, 26, 5, 44, 32, 50, 21, 14, 30, 31, 22, 42, 28, 41, 12, 38, 51, 29, 23, 20, 35,
        33, 10, 37, 48, 36, 14, 17, 16, 35, 0, 5, 11, 49, 6, 37, 2, 4, 7, 36, 12, 3, 39, 41, 33,
        43, 21, 15, 20, 10, 47, 46, 23, 9, 48, 45, 22, 31, 24, 38, 19, 8, 50, 44, 29, 30, 25, 51,
        18, 28, 32, 42, 1, 27, 34, 40, 13, 26,
    ],
}

# Hearts must be broken; in the first deal a player leads a heart from a hand of nothing else
# and later another leads one from a mixed hand: then any heart broke hearts.
HEARTS_LED = {
    "format": "cardtable-save",
    "version": 1,
    "app_version": "0.1.0",
    "rng_version": 1,
    "game": "black-lady",
    "players": 4,
    "seed": 598,
    "options": {
        "hearts_broken": True,
        "no_tricks_bonus": True,
        "omnibus": "10D",
        "moon": "new",
        "deal_limit": 2,
        "passing": "none",
    },
    "preset": None,
    "seats": [{"name": f"P{seat}", "kind": "rule"} for seat in range(4)],
    "digest": "74d62abfdff9084635321bbf3afb5beb4918a6e718f8288fdfe63ccfeb472463",
    "saved_at": "2026-11-25T17:04:55+00:00",
    "actions": [
        42, 44, 47, 39, 0, 3, 10, 4, 43, 50, 51, 46, 1, 7, 9, 2, 18, 15, 17, 13, 21, 23, 22, 24,
        45, 48, 41, 25, 29, 36, 28, 30, 31, 26, 27, 32, 33, 37, 11, 38, 20, 49, 16, 14, 6, 35, 12,
        8, 40, 5, 19, 34, 17, 14, 47, 16, 43, 40, 39, 46, 2, 50, 1, 3, 45, 44, 48, 35, 27, 26, 37,
        34, 7, 6, 51, 0, 41, 49, 42, 24,
    ],
}


def test_an_older_save_by_preset_loads_with_the_readings_it_was_played_by():
    saved, state = decode(json.dumps(OMNIBUS_PRESET))
    assert saved.preset == "omnibus"
    assert state.options["omnibus"] == "10D"
    assert (state.options["moon_needs_bonus"], state.options["no_tricks_in_moon"]) == (True, True)
    assert state.deal_no == 2 and len(state.sheet) == 2


def test_an_older_save_with_a_heart_led_early_replays_with_any_heart_breaking_hearts():
    saved, state = decode(json.dumps(HEARTS_LED))
    assert saved.options["hearts_broken_by"] == "heart"
    assert state.options["hearts_broken_by"] == "heart"
    assert len(state.log) == 80 and state.deal_no == 1

"""Up and Down's options: validation, presets, and the schedule of deal sizes they give.

The schedule: one card each, then two, and so on up to the most every player can get (the deck
divided by the players, rounded down, or the cap when lower), then back down to one. The
longest deal is played once, or once per player.
"""

from __future__ import annotations

import pytest

from cardtable.engine.events import Dealt
from cardtable.engine.protocol import OptionError
from cardtable.games.up_and_down.options import (
    DEFAULT_PRESET,
    OPTIONS,
    PRESETS,
    deal_sizes,
    schedule,
    validate,
)
from cardtable.games.up_and_down.rules import BID_BASE, RULES

# ---- validation -----------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_two_to_six_players_are_allowed(players):
    assert validate(None, players)["deck"] == "32"


@pytest.mark.parametrize("players", [0, 1, 7, 11])
def test_other_player_counts_are_refused_naming_the_range(players):
    with pytest.raises(OptionError, match="use 2 to 6") as refused:
        validate(None, players)
    assert refused.value.option == "players"


def test_a_non_number_of_players_is_refused():
    with pytest.raises(OptionError):
        validate(None, True)


@pytest.mark.parametrize(
    ("name", "value", "allowed"),
    [
        ("deck", "36", "'32', '52'"),
        ("trump", "named", "'random', 'turn-up'"),
        ("responsibility", "none", "'complete', 'partial'"),
        ("longest_deal", "twice", "'once', 'per-player'"),
        ("max_cards", -1, "0 to 26"),
        ("stake", 0, "1 to 10000"),
        ("loss_limit", "100", "0 to 100000"),
    ],
)
def test_bad_values_are_refused_naming_the_allowed_ones(name, value, allowed):
    with pytest.raises(OptionError, match=allowed) as refused:
        validate({name: value}, 4)
    assert refused.value.option == name


def test_unknown_options_and_presets_are_refused():
    with pytest.raises(OptionError, match="no such option"):
        validate({"jokers": True}, 4)
    with pytest.raises(OptionError, match="not a preset"):
        validate(None, 4, "bridge")


def test_defaults_follow_the_rulings():
    values = validate(None, 4)
    assert values == {
        "deck": "32", "longest_deal": "once", "max_cards": 0, "trump": "random",
        "responsibility": "complete", "loss_limit": 0, "stake": 1,
    }


def test_every_option_has_a_label_and_a_one_line_help():
    for option in OPTIONS:
        assert option.label and option.help
        assert "\n" not in option.help
        assert option.check(option.default) == option.default


def test_presets_only_fill_options_and_the_standard_preset_is_the_default():
    assert DEFAULT_PRESET == "standard" == RULES.default_preset
    names = {o.name for o in OPTIONS}
    for preset in PRESETS:
        assert set(preset.values) <= names
        values = validate(None, 4, preset.name)
        assert {k: values[k] for k in preset.values} == dict(preset.values)
    assert validate(None, 4, "standard") == validate(None, 4)
    assert validate(None, 4, "full-deck")["deck"] == "52"
    assert validate(None, 4, "turn-up")["trump"] == "turn-up"


def test_the_rules_object():
    assert (RULES.id, RULES.name) == ("up-and-down", "Up and Down")
    assert (RULES.min_players, RULES.max_players, RULES.default_players) == (2, 6, 4)
    assert RULES.lower_wins(validate(None, 4)) is False


# ---- the schedule of deal sizes -------------------------------------------------------------

def test_32_cards_4_players():
    # 32 ÷ 4 = 8: up 1..8, then down 7..1 — fifteen deals.
    assert deal_sizes(32, 4) == (1, 2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3, 2, 1)


def test_52_cards_4_players():
    # 52 ÷ 4 = 13: 13 deals up (1..13) and 12 down, 25 in all.
    sizes = deal_sizes(52, 4)
    assert sizes == (*range(1, 14), *range(12, 0, -1))
    assert len(sizes) == 25


def test_the_deck_divided_by_the_players_is_rounded_down():
    assert max(deal_sizes(32, 3)) == 10   # 32 ÷ 3 = 10 rem 2
    assert max(deal_sizes(32, 5)) == 6    # 32 ÷ 5 = 6 rem 2
    assert deal_sizes(32, 6) == (1, 2, 3, 4, 5, 4, 3, 2, 1)  # 32 ÷ 6 = 5 rem 2
    assert max(deal_sizes(52, 5)) == 10   # 52 ÷ 5 = 10 rem 2
    assert max(deal_sizes(52, 6)) == 8    # 52 ÷ 6 = 8 rem 4
    assert len(deal_sizes(52, 2)) == 51   # 26 up, 25 down


def test_the_longest_deal_once_per_player():
    # 32 ÷ 4 = 8, played by each of the four dealers: 1..7, 8 8 8 8, 7..1 — eighteen deals.
    assert deal_sizes(32, 4, per_player=True) == (
        1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 8, 7, 6, 5, 4, 3, 2, 1,
    )
    # 52 cards, 6 players: top 8, six times.
    sizes = deal_sizes(52, 6, per_player=True)
    assert sizes.count(8) == 6 and len(sizes) == 7 + 6 + 7


def test_a_cap_shortens_the_climb():
    assert deal_sizes(52, 4, cap=5) == (1, 2, 3, 4, 5, 4, 3, 2, 1)
    assert deal_sizes(32, 3, per_player=True, cap=4) == (1, 2, 3, 4, 4, 4, 3, 2, 1)
    assert deal_sizes(52, 2, cap=1) == (1,)
    assert deal_sizes(32, 5, per_player=True, cap=1) == (1, 1, 1, 1, 1)


def test_a_cap_above_what_the_deck_allows_changes_nothing():
    # 32 ÷ 6 = 5 already, so a cap of 10 leaves the game as it is; 0 means no cap.
    assert deal_sizes(32, 6, cap=10) == deal_sizes(32, 6) == deal_sizes(32, 6, cap=0)


def test_the_schedule_reads_the_options():
    assert schedule(validate({"deck": "52", "max_cards": 3}, 4), 4) == (1, 2, 3, 2, 1)
    assert schedule(validate({"longest_deal": "per-player"}, 2), 2) == (
        *range(1, 16), 16, 16, *range(15, 0, -1),
    )


@pytest.mark.parametrize(
    ("options", "players"),
    [
        ({}, 4),
        ({"deck": "52", "max_cards": 6}, 3),
        ({"longest_deal": "per-player"}, 5),
        ({"deck": "52", "longest_deal": "per-player", "max_cards": 4}, 6),
    ],
)
def test_a_whole_seeded_game_deals_the_schedule(options, players):
    """Play a game by always choosing the first legal action and collect the deals' sizes."""
    state = RULES.new_game(options, 11, players)
    expected = schedule(validate(options, players), players)
    assert state.deals_in_game == len(expected)
    sizes = [len(state.deal_record().hands[0])]
    while not state.is_over:
        for e in state.apply(state.legal_actions()[0]):
            if isinstance(e, Dealt):
                assert len({len(h) for h in e.hands}) == 1
                sizes.append(len(e.hands[0]))
    assert tuple(sizes) == expected
    assert len(state.sheet) == len(expected)
    assert [e.deal for e in state.sheet] == list(range(len(expected)))


def test_bids_run_from_zero_to_the_cards_in_hand():
    state = RULES.new_game({"deck": "52"}, 3, 4)
    assert state.cards_this_deal == 1
    assert state.legal_actions() == [BID_BASE, BID_BASE + 1]

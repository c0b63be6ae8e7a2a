"""Black Lady house rules: the option schema, the historic presets, the checks that refuse bad
combinations, and the cards taken out of the deck so that every hand is the same size."""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable.engine.cards import COPY_SHIFT, face, multi_deck, parse_cards
from cardtable.engine.cards import standard_deck as one_deck
from cardtable.engine.protocol import OptionError
from cardtable.games.black_lady.options import OPTIONS, PRESETS, validate
from cardtable.games.black_lady.rules import RULES, Deal

from ...engine.deals import deal, game

BY_NAME = {o.name: o for o in OPTIONS}


# ---- defaults and presets ----------------------------------------------------------------------

def test_defaults_are_the_morehead_preset():
    assert validate(None, 4) == validate(None, 4, preset="morehead")
    assert validate({}, 4) == validate(None, 4, preset="morehead")
    assert RULES.default_preset == "morehead"


def test_morehead_preset_values():
    v = validate(None, 4, preset="morehead")
    assert v["removal"] == "morehead"
    assert v["kitty"] is False
    assert v["passing"] == "left"
    assert v["first_lead"] == "eldest"
    assert v["moon"] == "old"
    assert v["target"] == 100
    assert v["scoring"] == "points"
    assert v["pink_lady"] is False
    assert v["black_jack"] is False
    assert v["omnibus"] == "off"
    assert v["cancellation"] is False


def test_foster_preset_values():
    v = validate(None, 4, preset="foster")
    assert v["removal"] == "foster"
    assert v["passing"] == "left"
    assert v["first_lead"] == "eldest"
    assert v["moon"] == "none"  # Foster knows no moon
    assert v["scoring"] == "sweepstake"  # Foster's counters, sweepstake method
    assert v["counters"] in (50, 100)
    assert v["black_jack"] is False


def test_culbertson_preset_values():
    v = validate(None, 4, preset="culbertson")
    assert v["removal"] == "culbertson"
    assert v["passing"] == "left"
    assert v["first_lead"] == "eldest"
    assert v["moon"] == "no-score"  # taking everything scores nobody anything
    assert v["scoring"] == "points"
    assert v["target"] == 100


def test_culbertson_preset_allows_seven_players():
    assert validate(None, 7, preset="culbertson")["removal"] == "culbertson"


def test_omnibus_preset_values():
    v = validate(None, 4, preset="omnibus")
    assert v["omnibus"] == "10D"  # the seed's card; the J♦ is only an option
    assert v["scoring"] == "points"
    assert v["moon"] != "none"  # the Omnibus slam must be possible
    assert v["pink_lady"] is False
    assert v["black_jack"] is False


def test_pink_lady_preset_values():
    v = validate(None, 4, preset="pink-lady")
    assert v["pink_lady"] is True
    assert v["black_jack"] is False
    assert v["omnibus"] == "off"
    assert v["scoring"] == "points"


def test_black_jack_preset_values():
    v = validate(None, 4, preset="black-jack")
    assert v["black_jack"] is True
    assert v["black_jack_discard"] == "may"  # the early rule is the default
    assert v["pink_lady"] is False


def test_cancellation_preset_values():
    v = validate(None, 8, preset="cancellation")
    assert v["cancellation"] is True
    assert v["scoring"] == "points"
    assert v["kitty"] is False


def test_every_preset_is_itself_valid():
    for p in PRESETS:
        players = 8 if p.values.get("cancellation") else 4
        values = validate(None, players, preset=p.name)
        assert set(values) == set(BY_NAME)
        for name, value in p.values.items():
            assert BY_NAME[name].check(value) == value
        assert p.label.strip()
        assert p.help.strip() and "\n" not in p.help


def test_the_seven_named_presets_exist():
    assert {p.name for p in PRESETS} == {
        "foster", "culbertson", "morehead", "omnibus", "pink-lady", "black-jack", "cancellation",
    }


def test_given_options_override_the_preset():
    v = validate({"moon": "new", "passing": "cycle", "target": 50}, 4, preset="culbertson")
    assert v["moon"] == "new"
    assert v["passing"] == "cycle"
    assert v["target"] == 50
    assert v["removal"] == "culbertson"  # what was not overridden keeps the preset's value


def test_foster_counters_can_be_changed_to_fifty():
    v = validate({"counters": 50}, 4, preset="foster")
    assert v["counters"] == 50
    assert v["scoring"] == "sweepstake"


def test_preset_can_be_switched_back_to_points():
    v = validate({"scoring": "points", "moon": "old"}, 5, preset="foster")
    assert v["scoring"] == "points"
    assert v["moon"] == "old"
    assert v["removal"] == "foster"


def test_new_game_applies_the_preset():
    state = RULES.new_game(None, seed=3, players=4, preset="pink-lady")
    assert state.table.options["pink_lady"] is True


# ---- errors -----------------------------------------------------------------------------------

def _error(options, players=4, preset=None) -> OptionError:
    with pytest.raises(OptionError) as info:
        validate(options, players, preset)
    return info.value


def test_unknown_option_name():
    err = _error({"jokers": True})
    assert err.option == "jokers"
    assert "jokers" in str(err)
    assert "moon" in str(err) and "passing" in str(err)  # the known names are listed


def test_string_for_a_bool():
    err = _error({"pink_lady": "yes"})
    assert err.option == "pink_lady"
    assert "pink_lady" in str(err) and "'yes'" in str(err)
    assert "true or false" in str(err)


def test_bool_for_an_int():
    err = _error({"target": True})
    assert err.option == "target"
    assert "target" in str(err)
    assert "whole number from 1 to 10000" in str(err)


def test_string_for_an_int():
    err = _error({"counters": "100"})
    assert err.option == "counters"
    assert "whole number" in str(err)


def test_value_outside_a_choice():
    err = _error({"moon": "full"})
    assert err.option == "moon"
    assert "'full'" in str(err)
    for value in ("'none'", "'no-score'", "'old'", "'new'"):
        assert value in str(err)


def test_omnibus_card_must_be_a_listed_choice():
    err = _error({"omnibus": "QD"})
    assert err.option == "omnibus"
    assert "'10D'" in str(err) and "'JD'" in str(err)


@pytest.mark.parametrize("target", [0, -1, -100])
def test_target_must_be_positive(target):
    err = _error({"target": target})
    assert err.option == "target"
    assert "from 1 to" in str(err)


def test_five_players_with_cancellation():
    err = _error({"cancellation": True}, players=5)
    assert err.option == "players"
    assert "5" in str(err) and "6 to 11" in str(err)


def test_twelve_players_with_cancellation():
    err = _error(None, players=12, preset="cancellation")
    assert err.option == "players"
    assert "6 to 11" in str(err)


def test_twelve_players_with_one_deck():
    err = _error(None, players=12)
    assert err.option == "players"
    assert "12" in str(err) and "3 to 7" in str(err)


def test_two_players():
    err = _error(None, players=2)
    assert err.option == "players"
    assert "3 to 7" in str(err)


@pytest.mark.parametrize("scheme", ["foster", "morehead"])
def test_seven_players_are_refused_with_a_removal_written_for_three_to_six(scheme):
    """Foster and Morehead name the cards removed for 3 to 6 players only; the message names
    what seats seven: Culbertson's removal or the kitty."""
    err = _error({"removal": scheme}, players=7)
    assert err.option == "removal"
    assert err.message == (
        f"{scheme.capitalize()}'s removal covers 3 to 6 players, not 7: for 7 players choose "
        "Culbertson's removal or the kitty"
    )


def test_the_default_rules_refuse_seven_players_and_culbertson_seats_them():
    with pytest.raises(OptionError, match="Morehead's removal covers 3 to 6"):
        RULES.new_game(None, seed=1, players=7)
    assert RULES.new_game({"removal": "culbertson"}, seed=1, players=7).players == 7


@pytest.mark.parametrize("scheme", ["foster", "morehead"])
def test_six_players_keep_foster_and_morehead(scheme):
    assert validate({"removal": scheme}, 6)["removal"] == scheme


def test_seven_players_with_morehead_removal_and_kitty_are_allowed():
    v = validate({"kitty": True}, 7)
    assert v["removal"] == "morehead" and v["kitty"] is True


def test_seven_players_with_foster_removal_and_kitty_is_allowed():
    v = validate({"removal": "foster", "kitty": True}, 7)
    assert v["removal"] == "foster" and v["kitty"] is True


@pytest.mark.parametrize("scoring", ["sweepstake", "howell"])
@pytest.mark.parametrize(
    ("name", "value", "allowed"),
    [
        ("moon", "old", "'none'"),
        ("moon", "new", "'none'"),
        ("moon", "no-score", "'none'"),
        ("omnibus", "10D", "'off'"),
        ("no_tricks_bonus", True, "false"),
        ("exact_reset", True, "false"),
    ],
)
def test_counter_scoring_clashes(scoring, name, value, allowed):
    options = {"scoring": scoring, "moon": "none", name: value}
    err = _error(options)
    assert err.option == name
    assert name in str(err)
    assert f"use {allowed}" in str(err)


def test_counter_scoring_with_the_default_moon_is_refused():
    # The default moon is 'old', so asking for counters alone must name the moon as the clash.
    assert _error({"scoring": "howell"}).option == "moon"


def test_unknown_preset():
    err = _error(None, preset="modern")
    assert err.option == "preset"
    assert "'modern'" in str(err)
    for name in ("'foster'", "'culbertson'", "'morehead'", "'cancellation'"):
        assert name in str(err)


def test_new_game_refuses_bad_options_too():
    with pytest.raises(OptionError):
        RULES.new_game({"moon": "sideways"}, seed=1, players=4)


# ---- the schema's words -----------------------------------------------------------------------

@pytest.mark.parametrize("option", OPTIONS, ids=lambda o: o.name)
def test_option_has_label_and_one_line_help(option):
    assert option.label.strip()
    assert option.help.strip()
    assert "\n" not in option.help
    assert "\n" not in option.label


@pytest.mark.parametrize("option", OPTIONS, ids=lambda o: o.name)
def test_option_default_is_allowed(option):
    assert option.check(option.default) == option.default
    assert option.kind in ("bool", "int", "choice")
    if option.kind == "choice":
        assert option.choices
        assert option.default in {c.value for c in option.choices}
        for c in option.choices:
            assert c.label.strip() and "\n" not in c.label
        assert len({c.value for c in option.choices}) == len(option.choices)
    if option.kind == "int":
        assert option.minimum is not None and option.maximum is not None
        assert option.minimum <= option.default <= option.maximum


def test_option_names_are_unique():
    assert len(BY_NAME) == len(OPTIONS)


def test_the_rule_notes_options_are_all_offered():
    expected = {
        "removal", "kitty", "kitty_seen", "cancellation", "passing", "no_pass", "first_lead",
        "hearts_broken", "no_points_first_trick", "club_play", "pink_lady", "black_jack",
        "black_jack_discard", "omnibus", "moon", "no_tricks_bonus", "exact_reset", "target",
        "scoring", "counters", "deal_limit", "hearts_broken_by", "moon_needs_bonus",
        "no_tricks_in_moon",
    }
    assert expected <= set(BY_NAME)
    assert {c.value for c in BY_NAME["passing"].choices} >= {"left", "left-right", "cycle", "none"}
    assert {c.value for c in BY_NAME["moon"].choices} == {"none", "no-score", "old", "new"}
    assert {c.value for c in BY_NAME["omnibus"].choices} == {"off", "10D", "JD"}
    assert {c.value for c in BY_NAME["scoring"].choices} == {"points", "sweepstake", "howell"}


# ---- cards removed so that hands are equal ----------------------------------------------------

REMOVALS = [
    # (scheme, players, cards removed in order)
    ("foster", 3, "2S"),
    ("foster", 4, ""),
    ("foster", 5, "2C 2S"),
    ("foster", 6, "2C 2D 2H 2S"),
    ("culbertson", 3, "2C"),
    ("culbertson", 4, ""),
    ("culbertson", 5, "2C 2D"),
    ("culbertson", 6, "2C 2D 2H 2S"),
    ("culbertson", 7, "2C 2D 2H"),
    ("morehead", 3, "2C"),
    ("morehead", 4, ""),
    ("morehead", 5, "2C 2D"),
    ("morehead", 6, "2C 2D 3C 2S"),
]


def _all_dealt(state) -> list[int]:
    record = state.deal_record()
    return [c for hand in record.hands for c in hand] + list(record.kitty)


@pytest.mark.parametrize(("scheme", "players", "removed"), REMOVALS)
def test_removed_cards_single_deck(scheme, players, removed):
    expected = parse_cards(removed)
    state = RULES.new_game({"removal": scheme}, seed=11, players=players)
    record = state.deal_record()
    if scheme == "foster":
        # Foster names a set of cards, not an order.
        assert sorted(record.removed) == sorted(expected)
    else:
        assert list(record.removed) == expected
    dealt = _all_dealt(state)
    assert len(dealt) == len(set(dealt))
    assert set(one_deck()) - set(dealt) == set(expected)
    assert record.kitty == ()
    sizes = {len(h) for h in record.hands}
    assert sizes == {(52 - len(expected)) // players}
    assert len(expected) == 52 % players


# Two decks: 2s then 3s, clubs first, both copies of a card before the next card.
CANCELLATION_REMOVALS = [
    (6, "2C 2C"),                              # 104 = 6 × 17 + 2
    (7, "2C 2C 2D 2D 2H 2H"),                  # 104 = 7 × 14 + 6
    (8, ""),                                   # 104 = 8 × 13
    (9, "2C 2C 2D 2D 2H"),                     # 104 = 9 × 11 + 5
    (10, "2C 2C 2D 2D"),                       # 104 = 10 × 10 + 4
    (11, "2C 2C 2D 2D 2H"),                    # 104 = 11 × 9 + 5
]


@pytest.mark.parametrize(("players", "removed"), CANCELLATION_REMOVALS)
def test_removed_cards_cancellation(players, removed):
    expected = parse_cards(removed)
    state = RULES.new_game(None, seed=5, players=players, preset="cancellation")
    record = state.deal_record()
    assert [face(c) for c in record.removed] == expected
    dealt = _all_dealt(state)
    assert len(dealt) == len(set(dealt))
    assert all(c >> COPY_SHIFT in (0, 1) for c in dealt)
    missing = Counter(face(c) for c in set(multi_deck(2)) - set(dealt))
    assert missing == Counter(expected)
    sizes = {len(h) for h in record.hands}
    assert sizes == {(104 - len(expected)) // players}
    assert len(expected) == 104 % players


@pytest.mark.parametrize("scheme", ["foster", "culbertson", "morehead"])
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_kitty_keeps_every_card(scheme, players):
    state = RULES.new_game({"removal": scheme, "kitty": True}, seed=7, players=players)
    record = state.deal_record()
    assert record.removed == ()
    assert len(record.kitty) == 52 % players
    assert {len(h) for h in record.hands} == {52 // players}
    dealt = _all_dealt(state)
    assert sorted(dealt) == one_deck()


def test_later_seeded_deals_keep_hands_equal():
    state = RULES.new_game(None, seed=21, players=5)
    for deal_no in range(3):
        record = state.deal_record()
        assert record.deal == deal_no
        assert {len(h) for h in record.hands} == {10}  # 50 cards after 2♣ 2♦ go
        assert set(one_deck()) - set(_all_dealt(state)) == set(parse_cards("2C 2D"))
        while state.deal_no == deal_no and not state.is_over:
            state.step(state.legal_actions()[0])
        if state.is_over:
            break


# ---- hand-made deals that break the rules ------------------------------------------------------

def test_hand_made_deal_with_a_duplicate_card():
    with pytest.raises(ValueError, match="twice"):
        game("AS 5C", "AS 3C", "4C 6C")


def test_hand_made_deal_with_a_card_both_in_a_hand_and_the_kitty():
    with pytest.raises(ValueError, match="twice"):
        RULES.new_game(
            {"kitty": True, "passing": "none"}, seed=1, players=3,
            deals=[deal("AS 2C", "KS 3C", "QS 4C", kitty="AS")],
        )


def test_hand_made_deal_with_unequal_hands():
    with pytest.raises(ValueError, match="one size"):
        game("AS 5C", "KS", "QS 4C")


def test_hand_made_deal_with_an_empty_hand():
    with pytest.raises(ValueError):
        game("", "", "")


def test_hand_made_deal_with_a_kitty_when_the_kitty_is_off():
    with pytest.raises(ValueError, match="kitty option is off"):
        RULES.new_game(
            {"kitty": False, "removal": "foster", "passing": "none"}, seed=1, players=4,
            deals=[deal("AS 2C", "KS 3C", "QS 4C", "JS 5C", kitty="5H")],
        )


def test_hand_made_deal_with_a_removed_card():
    # Three players under Foster lose the 2♠, so a deal may not hand it out.
    with pytest.raises(ValueError, match="not in this game's deck"):
        game("2S 2C", "KS 3C", "QS 4C", removal="foster")


def test_hand_made_deal_with_the_wrong_number_of_hands():
    with pytest.raises(ValueError):
        RULES.new_game({"passing": "none"}, seed=1, players=4, deals=[deal("AS", "KS", "QS")])


def test_hand_made_deal_with_a_kitty_is_accepted_with_the_kitty_option():
    state = RULES.new_game(
        {"kitty": True, "passing": "none"}, seed=1, players=3,
        deals=[deal("AS 2C", "KS 3C", "QS 4C", kitty="5H")], dealer=2,
    )
    assert state.deal_record().kitty == tuple(parse_cards("5H"))


def test_a_second_deck_card_needs_cancellation():
    second_ace = parse_cards("AS", copy=1)[0]
    hands = ((second_ace,), tuple(parse_cards("KS")), tuple(parse_cards("QS")))
    with pytest.raises(ValueError, match="not in this game's deck"):
        RULES.new_game({"passing": "none"}, seed=1, players=3, deals=[Deal(hands)])

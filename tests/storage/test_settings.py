"""Settings: versioned JSON, checked on load, a damaged file kept aside with a message."""

from __future__ import annotations

import json

import pytest

from cardtable.storage.paths import config_dir, data_dir
from cardtable.storage.settings import Settings, load_settings, save_settings


def refused_like_a_damaged_file(tmp_path, values: dict) -> None:
    """A settings file holding ``values`` gives the defaults, nothing of it used (not even its
    good values), and a problem that names the first of them."""
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, "values": values}))
    settings, problem = load_settings(path)
    assert settings == Settings()
    assert problem and next(iter(values)) in problem


def test_paths_follow_cardtable_home(private_home):
    assert config_dir() == private_home / "config"
    assert data_dir() == private_home / "data"


def test_settings_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    saved = Settings(animation_speed="fast", card_size="large", card_back=2,
                     player_name="Ada", window_geometry=[10, 20, 800, 600])
    save_settings(saved, path)
    loaded, problem = load_settings(path)
    assert problem is None
    assert loaded == saved
    assert json.loads(path.read_text())["version"] == 1


def test_a_missing_file_gives_the_defaults(tmp_path):
    assert load_settings(tmp_path / "none.json") == (Settings(), None)


def test_a_damaged_file_is_kept_aside_and_defaults_are_used(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{ not json")
    settings, problem = load_settings(path)
    assert settings == Settings()
    assert problem and "could not be read" in problem
    kept = tmp_path / "settings.json.damaged-1"
    assert kept.read_text() == "{ not json"
    assert not path.exists()


def test_a_bad_value_is_refused_like_a_damaged_file(tmp_path):
    refused_like_a_damaged_file(tmp_path, {"animation_speed": "warp"})


def test_the_four_colour_deck_is_kept_and_a_bad_value_refused(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(Settings(four_colour_deck=True), path)
    assert load_settings(path) == (Settings(four_colour_deck=True), None)
    refused_like_a_damaged_file(tmp_path, {"four_colour_deck": "yes"})


def test_sound_is_on_at_seventy_by_default_and_kept(tmp_path):
    assert (Settings().sound_volume, Settings().sound_muted) == (70, False)
    path = tmp_path / "settings.json"
    save_settings(Settings(sound_volume=0, sound_muted=True), path)
    assert load_settings(path) == (Settings(sound_volume=0, sound_muted=True), None)


@pytest.mark.parametrize(("name", "value"), [
    ("sound_volume", 101), ("sound_volume", -1), ("sound_volume", 50.5),
    ("sound_volume", "70"), ("sound_volume", True), ("sound_volume", None),
    ("sound_muted", "yes"), ("sound_muted", 1), ("sound_muted", None),
])
def test_a_bad_sound_setting_is_refused_by_name(tmp_path, name, value):
    with pytest.raises(ValueError, match=name):
        Settings(**{name: value}).check()
    refused_like_a_damaged_file(tmp_path, {name: value, "card_back": 2})


def test_analysing_finished_games_is_off_by_default_kept_when_on_and_must_be_a_bool(tmp_path):
    assert Settings().analyse_finished_games is False
    path = tmp_path / "settings.json"
    save_settings(Settings(analyse_finished_games=True), path)
    assert load_settings(path) == (Settings(analyse_finished_games=True), None)
    refused_like_a_damaged_file(tmp_path, {"analyse_finished_games": 1})



def test_the_deal_summary_waits_by_default_moving_on_is_kept_and_must_be_a_bool(tmp_path):
    assert Settings().deal_summary_moves_on is False
    path = tmp_path / "settings.json"
    save_settings(Settings(deal_summary_moves_on=True), path)
    assert load_settings(path) == (Settings(deal_summary_moves_on=True), None)
    refused_like_a_damaged_file(tmp_path, {"deal_summary_moves_on": "yes"})

def test_the_server_last_joined_is_kept(tmp_path):
    assert Settings().last_server == ""
    path = tmp_path / "settings.json"
    save_settings(Settings(last_server="wss://cards.example:7474"), path)
    assert load_settings(path) == (Settings(last_server="wss://cards.example:7474"), None)


@pytest.mark.parametrize("value", [
    "http://cards.example", "cardtable://cards.example/t1?code=x", "ws://a b", 7474, None,
    "ws://" + "a" * 2000,
])
def test_a_last_server_that_is_not_a_server_address_is_refused(tmp_path, value):
    with pytest.raises(ValueError, match="last_server"):
        Settings(last_server=value).check()
    refused_like_a_damaged_file(tmp_path, {"last_server": value})


def test_the_nickname_and_the_table_of_people_are_kept(tmp_path):
    path = tmp_path / "settings.json"
    kept = Settings(last_server="ws://127.0.0.1:7474", last_nickname="Zoë", shared_table="ab12")
    save_settings(kept, path)
    assert load_settings(path) == (kept, None)


@pytest.mark.parametrize("name", ["last_nickname", "shared_table"])
@pytest.mark.parametrize("value", ["a" * 41, "two\nlines", 7, None])
def test_a_nickname_or_table_that_is_no_name_is_refused(tmp_path, name, value):
    with pytest.raises(ValueError, match=name):
        Settings(**{name: value}).check()
    refused_like_a_damaged_file(tmp_path, {name: value})


def test_the_tips_and_the_tips_seen_are_kept(tmp_path):
    path = tmp_path / "settings.json"
    kept = Settings(tips=False, tips_seen=["ugly/pass", "ugo/respond"])
    save_settings(kept, path)
    assert load_settings(path) == (kept, None)


@pytest.mark.parametrize("values", [
    {"tips": "no"},
    {"tips": 0},
    {"tips_seen": "ugly/pass"},
    {"tips_seen": ["ugly/pass", "ugly/pass"]},
    {"tips_seen": ["Ugly pass"]},
    {"tips_seen": [3]},
    {"tips_seen": ["ugly/" + "x" * 31]},
    {"tips_seen": [f"g/k{n}" for n in range(201)]},
])
def test_a_bad_tips_value_is_refused_like_a_damaged_file(tmp_path, values):
    refused_like_a_damaged_file(tmp_path, values)


def test_window_sizes_and_the_last_folder_are_kept(tmp_path):
    path = tmp_path / "settings.json"
    kept = Settings(window_sizes={"history": [700, 500], "house-rules-ugly": [640, 480]},
                    last_folder="/home/ada/Documents")
    save_settings(kept, path)
    assert load_settings(path) == (kept, None)


@pytest.mark.parametrize("values", [
    {"window_sizes": [[700, 500]]},
    {"window_sizes": {"history": [700]}},
    {"window_sizes": {"history": [700, 500, 3]}},
    {"window_sizes": {"history": [0, 500]}},
    {"window_sizes": {"history": [700, 100_001]}},
    {"window_sizes": {"history": [700.5, 500]}},
    {"window_sizes": {"history": [True, 500]}},
    {"window_sizes": {"history": "700x500"}},
    {"window_sizes": {"History window": [700, 500]}},
    {"window_sizes": {f"w{n}": [700, 500] for n in range(101)}},
    {"last_folder": 3},
    {"last_folder": "/a\0b"},
    {"last_folder": "/" + "x" * 4096},
])
def test_a_bad_window_size_or_folder_is_refused_like_a_damaged_file(tmp_path, values):
    refused_like_a_damaged_file(tmp_path, values)

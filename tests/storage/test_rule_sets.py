"""Named house variants: kept per game, checked by the game, shared as files, never lost."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from cardtable.engine.protocol import OptionError
from cardtable.games.black_lady.rules import RULES
from cardtable.storage.rule_sets import (
    EXPORT_FORMAT,
    MAX_NAME_LENGTH,
    STORE_FORMAT,
    RuleSet,
    RuleSetError,
    RuleSetStore,
    read_export,
    rule_sets_path,
)

GAME = RULES.id


def house(name: str = "Friday night", players: int = 4, **values) -> RuleSet:
    return RuleSet(GAME, name, players, values)


@pytest.fixture
def store(tmp_path):
    return RuleSetStore(tmp_path / "rule_sets.json")


def stored_bytes(store: RuleSetStore) -> bytes | None:
    return store.path.read_bytes() if store.path.exists() else None


def test_the_store_lives_in_the_config_folder(private_home):
    assert RuleSetStore().path == rule_sets_path() == private_home / "config" / "rule_sets.json"


def test_a_saved_set_comes_back_full_and_survives_a_restart(store):
    kept = store.save(house(pink_lady=True, target=50))
    expected = RULES.validate({"pink_lady": True, "target": 50}, 4)
    assert dict(kept.values) == expected
    assert set(expected) == {o.name for o in RULES.options}
    assert store.get(GAME, "Friday night") == kept
    again = RuleSetStore(store.path)
    assert again.problem is None
    assert again.names(GAME) == ["Friday night"]
    assert again.get(GAME, "FRIDAY NIGHT") == kept
    data = json.loads(store.path.read_text(encoding="utf-8"))
    assert data["format"] == STORE_FORMAT and data["version"] == 1
    assert data["sets"] == [
        {"game": GAME, "name": "Friday night", "players": 4, "values": expected}
    ]


def test_names_are_listed_alphabetically_whatever_their_case(store):
    for name in ("zebra", "Apple", "mango"):
        store.save(house(name))
    assert store.names(GAME) == ["Apple", "mango", "zebra"]
    assert store.names("some-other-game") == []


def test_saving_the_same_name_in_another_case_replaces_the_set(store):
    store.save(house("Friday night", pink_lady=True))
    store.save(house("FRIDAY Night", pink_lady=False, target=75))
    assert store.names(GAME) == ["FRIDAY Night"]
    assert store.get(GAME, "friday night").values["target"] == 75
    assert store.get(GAME, "friday night").values["pink_lady"] is False


def test_names_are_trimmed_and_limited_to_forty_characters(store):
    assert store.save(house("  Spaced  ")).name == "Spaced"
    longest = "x" * MAX_NAME_LENGTH
    assert store.save(house(longest)).name == longest
    for bad, words in (("", "empty"), ("   ", "empty"),
                       ("y" * (MAX_NAME_LENGTH + 1), "at most 40"),
                       ("two\nlines", "line breaks"), ("bell\x07", "control characters"),
                       ("para\u2029graph", "line breaks"), ("half\ud800", "cannot be stored")):
        before = stored_bytes(store)
        with pytest.raises(RuleSetError, match=words):
            store.save(house(bad))
        assert stored_bytes(store) == before
    assert store.names(GAME) == sorted([longest, "Spaced"], key=str.casefold)


def test_a_set_the_game_refuses_is_not_kept(store):
    # Counter scoring pays only for penalty cards, so the old moon cannot go with it.
    with pytest.raises(OptionError) as engine:
        RULES.validate({"scoring": "howell"}, 4)
    with pytest.raises(RuleSetError) as refused:
        store.save(house(scoring="howell"))
    assert str(refused.value) == str(engine.value)
    assert "moon" in str(refused.value)
    with pytest.raises(RuleSetError, match="Cancellation hearts"):
        store.save(house(players=4, cancellation=True))
    with pytest.raises(RuleSetError, match="players"):
        store.save(house(players=RULES.max_players + 1))
    assert not store.path.exists()
    assert store.names(GAME) == []


def test_rename_keeps_the_values_and_refuses_a_name_taken(store):
    store.save(house("Old", omnibus="JD"))
    store.save(house("Other"))
    renamed = store.rename(GAME, "old", "New")
    assert renamed.name == "New"
    assert store.get(GAME, "new").values["omnibus"] == "JD"
    assert store.names(GAME) == ["New", "Other"]
    before = stored_bytes(store)
    with pytest.raises(RuleSetError, match="already"):
        store.rename(GAME, "New", "OTHER")
    with pytest.raises(RuleSetError, match="no rule set"):
        store.rename(GAME, "missing", "Fine")
    with pytest.raises(RuleSetError, match="empty"):
        store.rename(GAME, "New", " ")
    assert stored_bytes(store) == before
    assert store.rename(GAME, "New", "NEW").name == "NEW"
    assert RuleSetStore(store.path).names(GAME) == ["NEW", "Other"]


def test_delete_forgets_only_that_set(store):
    store.save(house("Keep"))
    store.save(house("Drop"))
    store.delete(GAME, "DROP")
    assert store.names(GAME) == ["Keep"]
    assert RuleSetStore(store.path).names(GAME) == ["Keep"]
    with pytest.raises(RuleSetError, match="no rule set"):
        store.delete(GAME, "Drop")
    with pytest.raises(RuleSetError, match="no rule set"):
        store.get(GAME, "Drop")


def test_export_then_import_gives_the_same_set(store, tmp_path):
    kept = store.save(house("Black Jack night", players=5, removal="culbertson",
                            black_jack=True, black_jack_discard="must", moon="new"))
    file = tmp_path / "shared.json"
    store.export(kept, file)
    data = json.loads(file.read_text(encoding="utf-8"))
    assert data["format"] == EXPORT_FORMAT and data["version"] == 1
    assert (data["game"], data["name"], data["players"]) == (GAME, "Black Jack night", 5)
    assert read_export(file) == kept
    other = RuleSetStore(tmp_path / "elsewhere.json")
    imported = other.import_file(file, GAME)
    assert imported == kept
    assert other.names(GAME) == ["Black Jack night"]


def test_an_imported_name_already_taken_gets_a_number(store, tmp_path):
    kept = store.save(house("Mine", pink_lady=True))
    file = tmp_path / "shared.json"
    store.export(kept, file)
    assert store.import_file(file).name == "Mine (2)"
    assert store.import_file(file).name == "Mine (3)"
    assert store.names(GAME) == ["Mine", "Mine (2)", "Mine (3)"]
    assert store.get(GAME, "Mine (3)").values == kept.values
    longest = store.save(house("z" * MAX_NAME_LENGTH))
    store.export(longest, file)
    assert store.import_file(file).name == "z" * (MAX_NAME_LENGTH - 4) + " (2)"


def export_data(**changes) -> dict:
    data = {"format": EXPORT_FORMAT, "version": 1, "game": GAME, "name": "Shared",
            "players": 4, "values": {"pink_lady": True}}
    data.update(changes)
    return data


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("{ not json", "not JSON"),
        (json.dumps([1, 2, 3]), "not a Card Table house-rules file"),
        (json.dumps(export_data(format="cardtable-rule-sets")), "not a Card Table house-rules"),
        (json.dumps(export_data(version=2)), "version 2"),
        (json.dumps(export_data(game="bridge")), "no game 'bridge'"),
        (json.dumps(export_data(name="")), "name is empty"),
        (json.dumps(export_data(name="n" * 41)), "at most 40"),
        (json.dumps(export_data(players=2)), "players"),
        (json.dumps(export_data(values={"jokers": True})), "jokers: no such option"),
        (json.dumps(export_data(values={"target": "a hundred"})), "target: 'a hundred'"),
        (json.dumps(export_data(values={"pink_lady": 1})), "pink_lady: 1 is not allowed"),
        (json.dumps(export_data(values={"scoring": "sweepstake", "omnibus": "JD"})),
         "counter scoring"),
        (json.dumps(export_data(values=["pink_lady"])), "values"),
    ],
)
def test_a_bad_file_is_refused_with_the_reason_and_changes_nothing(store, tmp_path, content,
                                                                    reason):
    store.save(house("Already here"))
    before = stored_bytes(store)
    file = tmp_path / "incoming.json"
    file.write_text(content, encoding="utf-8")
    with pytest.raises(RuleSetError, match=reason):
        store.import_file(file)
    assert stored_bytes(store) == before
    assert file.read_text(encoding="utf-8") == content
    assert store.names(GAME) == ["Already here"]


def test_a_file_for_another_game_is_refused_when_a_game_is_asked_for(store, tmp_path,
                                                                    monkeypatch):
    file = tmp_path / "incoming.json"
    file.write_text(json.dumps(export_data()), encoding="utf-8")
    # Only Black Lady is built so far; stand in a second game for the dialog that asks.
    from cardtable.storage import rule_sets

    ugly = SimpleNamespace(id="ugly", name="Ugly")
    known = {GAME: RULES, "ugly": ugly}
    monkeypatch.setattr(rule_sets, "get", lambda game_id: known[game_id])
    with pytest.raises(RuleSetError, match="house rules for Black Lady, not for Ugly"):
        store.import_file(file, "ugly")
    assert store.names(GAME) == []
    assert not store.path.exists()


def test_a_missing_file_is_refused_with_the_reason(store, tmp_path):
    with pytest.raises(RuleSetError, match="could not be read"):
        store.import_file(tmp_path / "nowhere.json")


def test_a_damaged_store_is_set_aside_and_the_list_starts_empty(tmp_path):
    path = tmp_path / "rule_sets.json"
    path.write_text("{ damaged", encoding="utf-8")
    store = RuleSetStore(path)
    assert store.names(GAME) == []
    assert store.problem and "could not be read" in store.problem
    assert "rule_sets.json.damaged-1" in store.problem
    assert (tmp_path / "rule_sets.json.damaged-1").read_text(encoding="utf-8") == "{ damaged"
    assert not path.exists()
    store.save(house("Fresh"))
    assert RuleSetStore(path).names(GAME) == ["Fresh"]
    # A second damage is kept beside the first, which stays as it was.
    path.write_text(json.dumps({"format": STORE_FORMAT, "version": 1, "sets": [
        {"game": GAME, "name": "Bad", "players": 4, "values": {"moon": "sideways"}},
    ]}), encoding="utf-8")
    second = RuleSetStore(path)
    assert second.names(GAME) == []
    assert second.problem and "moon" in second.problem
    assert (tmp_path / "rule_sets.json.damaged-2").exists()
    assert (tmp_path / "rule_sets.json.damaged-1").read_text(encoding="utf-8") == "{ damaged"


@pytest.mark.parametrize(
    "data",
    [
        {"format": "something else", "version": 1, "sets": []},
        {"format": STORE_FORMAT, "version": 0, "sets": []},
        {"format": STORE_FORMAT, "version": 1},
        {"format": STORE_FORMAT, "version": 1, "sets": [
            {"game": GAME, "name": "Twice", "players": 4, "values": {}},
            {"game": GAME, "name": "TWICE", "players": 4, "values": {}},
        ]},
    ],
)
def test_a_store_of_the_wrong_shape_is_set_aside(tmp_path, data):
    path = tmp_path / "rule_sets.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    store = RuleSetStore(path)
    assert store.problem is not None
    assert store.names(GAME) == []
    assert json.loads((tmp_path / "rule_sets.json.damaged-1").read_text()) == data


def test_sets_of_games_this_version_does_not_know_are_kept(tmp_path):
    path = tmp_path / "rule_sets.json"
    future = {"game": "some-future-game", "name": "Later", "players": 5, "values": {"x": 1}}
    path.write_text(json.dumps({"format": STORE_FORMAT, "version": 1, "sets": [future]}),
                    encoding="utf-8")
    store = RuleSetStore(path)
    assert store.problem is None
    store.save(house("Now"))
    sets = json.loads(path.read_text(encoding="utf-8"))["sets"]
    assert future in sets
    assert [s["name"] for s in sets if s["game"] == GAME] == ["Now"]

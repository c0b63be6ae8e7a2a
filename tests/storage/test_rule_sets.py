"""Named house rules: kept per game, renamed, deleted, shared as small files, checked like saves."""

from __future__ import annotations

import json

import pytest

from cardtable.storage.rule_sets import RuleSet, RuleSetError, RuleSetStore

FAMILY = {"moon": "new", "hearts_broken": True, "target": 75}


def family(name: str = "Family") -> RuleSet:
    return RuleSet("black-lady", name, 4, dict(FAMILY))


def test_a_saved_set_comes_back_checked_and_complete(tmp_path):
    store = RuleSetStore(tmp_path / "sets.json")
    kept = store.save(family())
    assert kept.values["moon"] == "new" and kept.values["target"] == 75
    again = RuleSetStore(tmp_path / "sets.json")
    assert again.names("black-lady") == ["Family"]
    assert again.get("black-lady", "family").values == kept.values  # any case finds it


def test_saving_the_same_name_replaces_and_names_are_per_game(tmp_path):
    store = RuleSetStore(tmp_path / "sets.json")
    store.save(family())
    store.save(RuleSet("black-lady", "FAMILY", 4, {"target": 50}))
    assert store.names("black-lady") == ["FAMILY"]
    assert store.get("black-lady", "Family").values["target"] == 50


def test_rename_and_delete(tmp_path):
    store = RuleSetStore(tmp_path / "sets.json")
    store.save(family())
    store.save(family("Club"))
    with pytest.raises(RuleSetError, match="already"):
        store.rename("black-lady", "Club", "family")
    store.rename("black-lady", "Club", "Thursday club")
    assert store.names("black-lady") == ["Family", "Thursday club"]
    store.delete("black-lady", "Family")
    assert RuleSetStore(tmp_path / "sets.json").names("black-lady") == ["Thursday club"]


@pytest.mark.parametrize("values, players, message", [
    ({"moon": "sometimes"}, 4, "moon"),
    ({"bogus": True}, 4, "bogus"),
    ({"cancellation": True}, 4, "players"),
    ({"scoring": "howell"}, 4, "moon"),
])
def test_inconsistent_rules_are_refused_with_the_reason(tmp_path, values, players, message):
    store = RuleSetStore(tmp_path / "sets.json")
    with pytest.raises(RuleSetError, match=message):
        store.save(RuleSet("black-lady", "Bad", players, values))
    assert store.names("black-lady") == []


def test_a_bad_name_is_refused(tmp_path):
    store = RuleSetStore(tmp_path / "sets.json")
    for name in ("", " ", "x" * 41):
        with pytest.raises(RuleSetError):
            store.save(family(name))


def test_export_then_import_gives_the_same_rules(tmp_path):
    store = RuleSetStore(tmp_path / "sets.json")
    kept = store.save(family())
    store.export(kept, tmp_path / "family.json")
    other = RuleSetStore(tmp_path / "other.json")
    imported = other.import_file(tmp_path / "family.json")
    assert (imported.name, imported.values) == ("Family", kept.values)
    again = other.import_file(tmp_path / "family.json")
    assert again.name != "Family"  # a name already taken is never replaced
    assert len(other.names("black-lady")) == 2


@pytest.mark.parametrize("content, reason", [
    (b"not json", "not JSON"),
    (json.dumps({"format": "something-else", "version": 1}).encode(), "not a Card Table"),
    (json.dumps({"format": "cardtable-house-rules", "version": 99, "game": "black-lady",
                 "name": "X", "players": 4, "values": {}}).encode(), "version 99"),
    (json.dumps({"format": "cardtable-house-rules", "version": 1, "game": "poker",
                 "name": "X", "players": 4, "values": {}}).encode(), "no game 'poker'"),
    (json.dumps({"format": "cardtable-house-rules", "version": 1, "game": "black-lady",
                 "name": "X", "players": 4, "values": {"moon": 3}}).encode(), "moon"),
])
def test_a_bad_file_is_refused_and_the_store_is_unchanged(tmp_path, content, reason):
    store = RuleSetStore(tmp_path / "sets.json")
    store.save(family())
    before = (tmp_path / "sets.json").read_bytes()
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(RuleSetError, match=reason):
        store.import_file(path)
    assert (tmp_path / "sets.json").read_bytes() == before
    assert path.read_bytes() == content
    assert store.names("black-lady") == ["Family"]


def test_a_damaged_store_is_set_aside_and_the_store_starts_empty(tmp_path):
    path = tmp_path / "sets.json"
    path.write_text("{ damaged")
    store = RuleSetStore(path)
    assert store.names("black-lady") == [] and store.problem
    assert (tmp_path / "sets.json.damaged-1").read_text() == "{ damaged"

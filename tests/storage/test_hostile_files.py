"""Files the app did not write: a FIFO, a device, huge or deeply nested JSON, names no file can
hold. Each is refused quickly with its reason, and kept aside where the app sets files aside."""

from __future__ import annotations

import contextlib
import json
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from cardtable.games.black_lady.rules import RULES
from cardtable.storage import reading
from cardtable.storage.in_progress import unfinished_games
from cardtable.storage.reading import FileRefused, FileTooLarge, nesting_depth, parse_json
from cardtable.storage.rule_sets import RuleSet, RuleSetError, RuleSetStore, read_export
from cardtable.storage.saves import SaveError, autosave_path, read_save
from cardtable.storage.settings import Settings, load_settings, window_geometry_fits

GAME = RULES.id
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
needs_dev_zero = pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
DEEP = "[" * 50_000


def finishes(call: Callable[[], Any], fifo: Path | None = None, seconds: float = 5.0) -> Any:
    """Run ``call`` and return what it returns, failing the test if it takes longer than
    ``seconds``: a reader stuck on a FIFO is then let go (a writer opens and closes it) so that
    the test run itself never hangs."""
    outcome: dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["value"] = call()
        except BaseException as error:  # handed to the test below
            outcome["error"] = error

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        if fifo is not None:
            _release(fifo)
        worker.join(seconds)
        pytest.fail(f"still reading after {seconds} seconds")
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


def _release(fifo: Path) -> None:
    with contextlib.suppress(OSError):  # nobody is reading it any more
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))


def fifo_at(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def zero_at(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to("/dev/zero")
    return path


# ---- the reader ---------------------------------------------------------------------------


def test_an_ordinary_file_is_read_up_to_its_limit(tmp_path):
    path = tmp_path / "file"
    path.write_bytes(b"x" * 10)
    assert reading.read_bytes(path, 10) == b"x" * 10
    with pytest.raises(FileTooLarge, match="larger than 9 bytes"):
        reading.read_bytes(path, 9)


@needs_fifo
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = fifo_at(tmp_path / "fifo")
    with pytest.raises(FileRefused, match="not an ordinary file"):
        finishes(lambda: reading.read_bytes(fifo, 100), fifo)


@needs_dev_zero
def test_a_device_that_never_ends_is_refused_unread(tmp_path):
    zero = zero_at(tmp_path / "zero")
    with pytest.raises(FileRefused, match="not an ordinary file"):
        finishes(lambda: reading.read_bytes(zero, 100))


def test_a_directory_is_refused(tmp_path):
    with pytest.raises(FileRefused, match="not an ordinary file"):
        reading.read_bytes(tmp_path, 100)


def test_a_file_that_grows_past_its_stated_size_is_cut_at_the_limit(tmp_path, monkeypatch):
    path = tmp_path / "file"
    path.write_bytes(b"x" * 100)
    real_fstat = os.fstat
    monkeypatch.setattr(reading.os, "fstat",
                        lambda fd: os.stat_result((*real_fstat(fd)[:6], 0, *real_fstat(fd)[7:])))
    with pytest.raises(FileTooLarge):
        reading.read_bytes(path, 50)


@pytest.mark.parametrize(("text", "depth"), [
    ("", 0), ("1", 0), ("[]", 1), ('{"a": [[1], {"b": []}]}', 4), ('["[[[", "]]]"]', 1),
    ('["\\"[[[\\\\"]', 1), ("[[[", 3), ("]]][", 0),
])
def test_nesting_is_measured_outside_strings(text, depth):
    assert max(nesting_depth(text), 0) == depth


def test_deep_nesting_nan_and_lone_surrogates_are_refused_before_use():
    assert parse_json("[" * 100 + "]" * 100) is not None
    for text, reason in (
        (DEEP, "nested more than 100"),
        ("[" * 101 + "]" * 101, "nested more than 100"),
        ("[NaN]", "NaN"), ("[-Infinity]", "Infinity"), ("[1e999]", "too large"),
        ("[" + "9" * 5000 + "]", "too many digits"),
        ('{"name": "\\ud800"}', "lone surrogate"), ('{"\\udfff": 1}', "lone surrogate"),
        ("{ not json", "not JSON text at line 1, column 3"),
    ):
        with pytest.raises(FileRefused, match=reason):
            parse_json(text)
    assert parse_json('["\\ud83d\\ude00"]') == ["😀"]  # a pair is one character


# ---- settings -----------------------------------------------------------------------------


def refused_settings(path: Path, reason: str, fifo: Path | None = None) -> None:
    """The settings at ``path`` give the defaults with a message naming ``reason``, the file
    is kept aside, and the next start is quiet."""
    settings, problem = finishes(lambda: load_settings(path), fifo)
    assert settings == Settings()
    assert problem and reason in problem and "defaults are used" in problem
    assert os.path.lexists(path.with_name(path.name + ".damaged-1"))
    assert not os.path.lexists(path)
    assert load_settings(path) == (Settings(), None)


@needs_fifo
def test_a_fifo_as_the_settings_is_set_aside(tmp_path):
    path = fifo_at(tmp_path / "settings.json")
    refused_settings(path, "not an ordinary file", path)


@needs_dev_zero
def test_dev_zero_as_the_settings_is_set_aside(tmp_path):
    path = zero_at(tmp_path / "settings.json")
    refused_settings(path, "not an ordinary file")


@pytest.mark.parametrize(("content", "reason"), [
    pytest.param(DEEP, "nested", id="deep"),
    ('{"version": 1, "values": []}', "values: must be an object"),
    ('{"version": 1, "values": null}', "values: must be an object"),
    ('{"version": 1, "values": "x"}', "values: must be an object"),
    ("null", "not a settings object"),
    ('"x"', "not a settings object"),
    ("[]", "not a settings object"),
    ('{"version": 1, "values": {"sound_volume": NaN}}', "NaN"),
    pytest.param('{"version": "' + "9" * 10_000 + '"}', "unknown settings version '999",
                 id="long-version"),
    pytest.param(" " * 1_000_001, "larger than 1,000,000 bytes", id="large"),
])
def test_a_settings_file_of_the_wrong_shape_is_set_aside(tmp_path, content, reason):
    path = tmp_path / "settings.json"
    path.write_text(content, encoding="utf-8")
    refused_settings(path, reason)


def settings_file(path: Path, **values: Any) -> Path:
    path.write_text(json.dumps({"version": 1, "values": values}), encoding="utf-8")
    return path


@pytest.mark.parametrize("geometry", [
    [0, 0, 2**31, 800], [0, 0, 10**30, 800], [2**31, 0, 800, 600], [0, -(10**30), 800, 600],
    [0, 0, 2**31 - 1, 800], [100_001, 0, 800, 600], [0, 0, 0, 600], [0, 0, 800, -1],
    [True, True, 800, 600], [0, 0, 800.0, 600], [0, 0, 800],
])
def test_a_window_geometry_no_screen_can_hold_is_refused(tmp_path, geometry):
    assert not window_geometry_fits(geometry)
    path = settings_file(tmp_path / "settings.json", window_geometry=geometry)
    refused_settings(path, "window_geometry")


def test_window_geometries_within_the_limits_are_kept(tmp_path):
    for geometry in ([-100_000, 100_000, 100_000, 1], [-1920, 0, 1920, 1080]):
        assert window_geometry_fits(geometry)
        path = settings_file(tmp_path / "settings.json", window_geometry=geometry)
        assert load_settings(path) == (Settings(window_geometry=geometry), None)


@pytest.mark.parametrize(("name", "reason"), [
    ("\ud800", "cannot be stored"), ("Ada\udfff", "cannot be stored"),
    ("Ada\x07", "control characters"), ("two\nlines", "line breaks"),
    ("Tab\tname", "control characters"), ("", "empty"), ("   ", "empty"),
    ("n" * 41, "at most 40"), (42, "must be text"),
])
def test_a_player_name_no_file_can_hold_is_refused(tmp_path, name, reason):
    with pytest.raises(ValueError, match=reason):
        Settings(player_name=name).check()
    path = settings_file(tmp_path / "settings.json", player_name=name)
    # A lone surrogate is refused wherever it is in the file, before its value is looked at.
    refused_settings(path, "lone surrogate" if reason == "cannot be stored" else reason)


def test_a_last_rules_player_count_no_spin_box_can_hold_is_refused(tmp_path):
    rules = {GAME: {"players": 2**31, "preset": None, "values": {}}}
    path = settings_file(tmp_path / "settings.json", last_rules=rules)
    refused_settings(path, "last_rules")


# ---- rule sets ----------------------------------------------------------------------------


def export_file(path: Path, **changes: Any) -> Path:
    data = {"format": "cardtable-house-rules", "version": 1, "game": GAME, "name": "Shared",
            "players": 4, "values": {}}
    data.update(changes)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def refused_store(path: Path, reason: str, fifo: Path | None = None) -> RuleSetStore:
    store = finishes(lambda: RuleSetStore(path), fifo)
    assert store.problem and reason in store.problem
    assert store.names(GAME) == []
    assert os.path.lexists(path.with_name(path.name + ".damaged-1"))
    store.save(RuleSet(GAME, "After", 4, {}))  # the store can be written again
    assert RuleSetStore(path).names(GAME) == ["After"]
    return store


@needs_fifo
def test_a_fifo_as_the_rule_set_store_is_set_aside(tmp_path):
    path = fifo_at(tmp_path / "rule_sets.json")
    refused_store(path, "not an ordinary file", path)


@needs_dev_zero
def test_dev_zero_as_the_rule_set_store_is_set_aside(tmp_path):
    refused_store(zero_at(tmp_path / "rule_sets.json"), "not an ordinary file")


def test_a_deeply_nested_rule_set_store_is_set_aside(tmp_path):
    path = tmp_path / "rule_sets.json"
    path.write_text(DEEP, encoding="utf-8")
    refused_store(path, "nested")


@pytest.mark.parametrize("game", [GAME, "bridge"])  # a game this version knows, and one it does not
def test_a_stored_set_named_with_a_lone_surrogate_is_set_aside(tmp_path, game):
    path = tmp_path / "rule_sets.json"
    entry = {"game": game, "name": "Half \ud800", "players": 4, "values": {}}
    text = json.dumps({"format": "cardtable-rule-sets", "version": 1, "sets": [entry]})
    path.write_text(text, encoding="ascii")  # the surrogate is an escape, as JSON allows
    refused_store(path, "lone surrogate")


def test_a_stored_set_named_with_a_control_character_is_set_aside(tmp_path):
    path = tmp_path / "rule_sets.json"
    entry = {"game": "bridge", "name": "Bell\x07", "players": 4, "values": {}}
    path.write_text(json.dumps({"format": "cardtable-rule-sets", "version": 1,
                                "sets": [entry]}), encoding="utf-8")
    refused_store(path, "control characters")


@pytest.mark.parametrize(("make", "reason"), [
    pytest.param(lambda p: fifo_at(p), "not an ordinary file", marks=needs_fifo),
    pytest.param(lambda p: zero_at(p), "not an ordinary file", marks=needs_dev_zero),
    (lambda p: p.write_text("[" * 99_000, encoding="utf-8"), "nested"),
    (lambda p: export_file(p, name="Half \ud800"), "lone surrogate"),
    (lambda p: export_file(p, name="Bell\x07"), "control characters"),
    (lambda p: p.write_bytes(b" " * 100_001), "too large"),
])
def test_an_import_that_is_not_a_rule_set_file_is_refused_and_changes_nothing(tmp_path, make,
                                                                            reason):
    store = RuleSetStore(tmp_path / "rule_sets.json")
    store.save(RuleSet(GAME, "Kept", 4, {}))
    before = store.path.read_bytes()
    incoming = tmp_path / "incoming.json"
    make(incoming)
    fifo = incoming if incoming.is_fifo() else None
    with pytest.raises(RuleSetError, match=reason):
        finishes(lambda: store.import_file(incoming), fifo)
    with pytest.raises(RuleSetError, match=reason):
        finishes(lambda: read_export(incoming), fifo)
    assert store.path.read_bytes() == before and store.names(GAME) == ["Kept"]
    store.save(RuleSet(GAME, "Later", 4, {}))
    assert RuleSetStore(store.path).names(GAME) == ["Kept", "Later"]


# ---- saves --------------------------------------------------------------------------------


@needs_fifo
def test_a_fifo_opened_as_a_save_is_refused(tmp_path):
    fifo = fifo_at(tmp_path / "game.cardtable.json")
    with pytest.raises(SaveError, match=r"could not be read \(it is not an ordinary file\)"):
        finishes(lambda: read_save(fifo), fifo)


@needs_dev_zero
def test_dev_zero_opened_as_a_save_is_refused(tmp_path):
    zero = zero_at(tmp_path / "game.cardtable.json")
    with pytest.raises(SaveError, match="not an ordinary file"):
        finishes(lambda: read_save(zero))


@pytest.mark.parametrize("make", [
    pytest.param(fifo_at, marks=needs_fifo), pytest.param(zero_at, marks=needs_dev_zero),
])
def test_an_autosave_that_is_not_a_file_is_kept_aside(make):
    path = make(autosave_path())
    found = finishes(lambda: next(unfinished_games(), None), path if path.is_fifo() else None)
    assert found is not None and found.saved is None
    assert found.problem and "not an ordinary file" in found.problem
    assert found.kept_as == path.with_name("autosave.json.damaged-1")
    assert not os.path.lexists(path)
    assert next(unfinished_games(), None) is None

"""Hand-made files in the data folder that once lost games or ended the app at every start: a
folder or a link where a journal should be, a journal damaged part-way, outbox files that are
nested, mistyped, undecodable, altered or copies, history rows of bytes that are not text, and
files from a newer version or that this user may not read."""

from __future__ import annotations

import errno
import json
import os
import sqlite3
from dataclasses import asdict, replace
from pathlib import Path

import pytest

from cardtable.storage import reading
from cardtable.storage.atomic import write_text_atomic
from cardtable.storage.history import History, history_path
from cardtable.storage.in_progress import Journal, game_files, games_folder
from cardtable.storage.outbox import (
    VERSION,
    Outbox,
    OutboxError,
    outbox_dir,
    record_from_json,
    record_json,
)
from cardtable.storage.record_check import record_digest
from cardtable.storage.rule_sets import (
    STORE_FORMAT,
    STORE_VERSION,
    RuleSet,
    RuleSetError,
    RuleSetStore,
    rule_sets_path,
)
from cardtable.storage.saves import SAVE_VERSION, SaveError, read_save
from cardtable.storage.settings import Settings, load_settings, save_settings, settings_path

from .test_history import played_record, simple_record
from .test_in_progress import KEY, journalled, only_game

OTHER_KEY = "7" * 32


def outbox_file(name: str, text: str) -> Path:
    path = outbox_dir() / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def rows() -> list[tuple]:
    with sqlite3.connect(history_path()) as conn:
        return conn.execute(
            "SELECT record_key, status, actions_json FROM games ORDER BY id").fetchall()


def deliver():
    with History() as history:
        return Outbox().deliver(history)


# ---- journals --------------------------------------------------------------------------------


def test_a_folder_where_the_journal_should_be_is_set_aside_and_the_game_offered():
    journal, _log = journalled(moves=30, saved_at=30)
    journal.close()
    _, path = game_files(KEY)
    path.unlink()
    path.mkdir()
    (path / "inside").write_text("kept", encoding="utf-8")
    found = only_game()
    assert found.saved is not None and len(found.saved.actions) == 30
    assert found.problem and "not an ordinary file" in found.problem
    kept = [p for p in games_folder().iterdir() if p.name.startswith(path.name + ".damaged")]
    assert len(kept) == 1 and (kept[0] / "inside").read_text(encoding="utf-8") == "kept"
    Journal(KEY).close()  # the window can journal the game again


@pytest.mark.parametrize("where", ["window", "start"])
def test_a_link_where_the_journal_should_be_is_never_followed(tmp_path, where):
    journal, log = journalled(moves=30, saved_at=30)
    journal.close()
    _, path = game_files(KEY)
    path.unlink()
    target = tmp_path / "precious.txt"
    target.write_text("the person's own file\n", encoding="utf-8")
    path.symlink_to(target)
    if where == "window":
        opened = Journal(KEY)
        opened.append([*log, *log[:3]], sync=True)  # more moves than the journal holds
        opened.close()
        assert path.is_file() and not path.is_symlink()
    else:
        found = only_game()
        assert found.saved is not None and list(found.saved.actions) == log
    assert target.read_text(encoding="utf-8") == "the person's own file\n"
    assert any(p.is_symlink() for p in games_folder().iterdir())  # set aside, not removed


def test_a_link_where_a_save_should_be_is_set_aside_unread(tmp_path):
    journal, _log = journalled(moves=30, saved_at=30)
    journal.close()
    save, _ = game_files(KEY)
    real = tmp_path / "elsewhere.json"
    save.rename(real)
    save.symlink_to(real)
    found = only_game()
    assert found.saved is None and "not an ordinary file" in (found.problem or "")
    assert real.exists() and not os.path.lexists(save)


def test_a_journal_damaged_part_way_is_kept_and_said():
    journal, log = journalled(moves=40, saved_at=10)
    journal.close()
    _, path = game_files(KEY)
    lines = path.read_bytes().split(b"\n")
    lines[12] = b"\xff garbled"
    path.write_bytes(b"\n".join(lines))
    found = only_game()
    assert found.saved is not None and list(found.saved.actions) == log[:10 + 12]
    assert found.problem and "line 13" in found.problem and "12 of its moves" in found.problem
    assert found.kept_as is not None and b"garbled" in found.kept_as.read_bytes()


# ---- the outbox ------------------------------------------------------------------------------


def good_record(n: int = 1):
    return replace(played_record(40 + n, abandon_after=1), key=f"{n:032x}")


def spoiled(change) -> str:
    data = json.loads(record_json(good_record(9)))
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize("text", [
    "[" * 100_000,
    spoiled(lambda d: d["record"].update(started_at=17)),
    spoiled(lambda d: d["record"].update(finished_at=["2024"])),
    spoiled(lambda d: d["record"].update(players=["\ud800", "b", "c", "d"])),
    spoiled(lambda d: d["record"].update(game_id="\udfff")),
    spoiled(lambda d: d["record"].update(variant="\ud83d")),
    spoiled(lambda d: d["record"].update(key="\ud800")),
    '{"format": "cardtable-outbox", "version": 2, "record": ' + "[" * 5000 + "]" * 5000 + "}",
])
def test_one_bad_outbox_file_never_stops_the_others(text):
    bad = outbox_file("0bad.json", text)
    Outbox().put(good_record(1))
    Outbox().put(good_record(2))
    delivery = deliver()
    assert delivery.landed == 2 and delivery.set_aside == 1 and len(delivery.refusals) == 1
    assert not bad.exists() and len(rows()) == 2


@pytest.mark.parametrize("change", [
    lambda r: r.update(final_scores=[0, 0, 0, 0]),
    lambda r: r.update(status="finished"),
    lambda r: r.update(winners=[1]),
    lambda r: r.update(actions=r["actions"][:-1]),
    lambda r: r.update(actions=[*r["actions"][:5], 99999, *r["actions"][6:]]),
    lambda r: r["hands"][0].update(points=[26, 0, 0, 0]),
])
@pytest.mark.parametrize("digest", ["kept", "made again"])
def test_an_altered_outbox_record_never_reaches_the_history(change, digest):
    data = json.loads(record_json(good_record(3)))
    change(data["record"])
    if digest == "made again":  # a digest does not vouch for it: the moves decide
        data["digest"] = record_digest(record_from_json_unchecked(data["record"]))
    outbox_file("x.json", json.dumps(data))
    delivery = deliver()
    assert delivery.landed == 0 and delivery.set_aside == 1 and rows() == []


def record_from_json_unchecked(record: dict):
    from cardtable.storage.history_records import GameRecord, HandRow

    values = {k: tuple(v) if isinstance(v, list) and k != "hands" else v
              for k, v in record.items()}
    values["hands"] = tuple(HandRow(**{k: tuple(v) if isinstance(v, list) else v
                                       for k, v in h.items()}) for h in record["hands"])
    return GameRecord(**values)


def test_a_keyless_file_of_the_first_format_delivered_twice_makes_one_row():
    record = replace(good_record(4), key=None)
    text = json.dumps({"format": "cardtable-outbox", "version": 1, "record": asdict(record)})
    outbox_file("a.json", text)
    assert deliver().landed == 1
    outbox_file("a.json", text)  # the copy a crash before its removal leaves
    assert deliver().landed == 1
    assert len(rows()) == 1


def test_an_older_abandoned_copy_never_replaces_the_finished_game():
    finished = replace(played_record(5), key=KEY)
    abandoned = replace(played_record(5, abandon_after=1), key=KEY)
    assert abandoned.status == "abandoned" and finished.status == "finished"
    with History() as history:
        history.store(finished)
    Outbox().put(abandoned)
    assert deliver().landed == 1
    [(key, status, actions)] = rows()
    assert (key, status, json.loads(actions)) == (KEY, "finished", list(finished.actions))


def test_a_copy_under_a_finished_games_key_becomes_a_game_of_its_own():
    finished = replace(played_record(5), key=KEY)
    other = replace(played_record(6), key=KEY)  # another game under the same key
    with History() as history:
        history.store(finished)
        history.store(other)
        history.store(other)  # delivered twice: still one row of its own
        games = history.games()
    assert sorted(g.seed for g in games) == [5, 6]
    assert rows()[0][0] == KEY and json.loads(rows()[0][2]) == list(finished.actions)


def test_a_newer_versions_outbox_file_is_left_where_it_is():
    data = json.loads(record_json(good_record(5)))
    data["version"] = VERSION + 1
    text = json.dumps(data)
    path = outbox_file("newer.json", text)
    delivery = deliver()
    assert delivery.left_alone == 1 and delivery.set_aside == 0
    assert path.read_text(encoding="utf-8") == text and len(list(outbox_dir().iterdir())) == 1


# ---- the history -----------------------------------------------------------------------------


@pytest.mark.parametrize("column", ["players_json", "game_id", "started_at", "variant"])
def test_a_history_row_of_bytes_that_are_not_text_hides_only_itself(column):
    with History() as history:
        for n in range(3):
            history.store(replace(simple_record(), key=f"{n:032x}"))
    with sqlite3.connect(history_path()) as conn:
        conn.execute(f"UPDATE games SET {column} = CAST(X'C3284142' AS TEXT) WHERE id = 2")
    with History() as history:
        games = history.games()
        assert sorted(g.row_id for g in games) == [1, 3] and history.unreadable == {2}
        assert history.scoresheet(2) is None and history.scoresheet(1) is not None
        assert sum(row.played for row in history.statistics()) == 8


# ---- files this version leaves alone -----------------------------------------------------------


def test_a_save_from_a_newer_version_in_the_games_folder_is_left_untouched():
    journal, _log = journalled(moves=20, saved_at=20)
    journal.close()
    save, _ = game_files(KEY)
    data = json.loads(save.read_text(encoding="utf-8"))
    data["version"] = SAVE_VERSION + 1
    save.write_text(json.dumps(data), encoding="utf-8")
    before = sorted((p.name, p.read_bytes()) for p in games_folder().iterdir())
    found = only_game()
    assert found.left_alone and found.saved is None and "newer version" in found.problem
    assert sorted((p.name, p.read_bytes()) for p in games_folder().iterdir()) == before


def test_a_save_this_user_may_not_read_is_left_untouched(monkeypatch):
    journal, _log = journalled(moves=20, saved_at=20)
    journal.close()
    save, _ = game_files(KEY)
    refuse_to_open(monkeypatch, save)
    before = sorted(p.name for p in games_folder().iterdir())
    found = only_game()
    assert found.left_alone and found.saved is None and "ermission" in found.problem
    assert sorted(p.name for p in games_folder().iterdir()) == before


def test_an_outbox_file_this_user_may_not_read_is_left_untouched(monkeypatch):
    path = Outbox().put(good_record(6))
    refuse_to_open(monkeypatch, path)
    delivery = deliver()
    assert delivery.left_alone == 1 and path.exists() and rows() == []


def refuse_to_open(monkeypatch, path: Path) -> None:
    """Make ``path`` one this user may not read (the tests may run as the superuser, whom
    permissions do not stop)."""
    real_open = os.open

    def guarded_open(name, flags, *args, **kwargs):
        if Path(name) == path:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(name))
        return real_open(name, flags, *args, **kwargs)

    monkeypatch.setattr(reading.os, "open", guarded_open)


def test_the_outbox_refuses_what_it_would_not_write():
    with pytest.raises(OutboxError, match="digest"):
        record_from_json(spoiled(lambda d: d["record"].update(players=["W", "X", "Y", "Z"])))


@pytest.mark.parametrize("how", ["newer", "unreadable"])
def test_settings_this_version_leaves_alone_are_never_written_over(monkeypatch, how):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"version": 2, "values": {"card_size": "huge"}})
    path.write_text(text, encoding="utf-8")
    if how == "unreadable":
        path.write_text(json.dumps({"version": 1, "values": {}}), encoding="utf-8")
        text = path.read_text(encoding="utf-8")
        refuse_to_open(monkeypatch, path)
    settings, problem = load_settings()
    assert settings == Settings() and problem and "left as it is" in problem
    settings.card_size = "large"
    save_settings(settings)
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == text


@pytest.mark.parametrize("how", ["newer", "unreadable"])
def test_house_rules_this_version_leaves_alone_are_never_written_over(monkeypatch, how):
    path = rule_sets_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"format": STORE_FORMAT, "version": STORE_VERSION + (how == "newer"),
                       "sets": []})
    path.write_text(text, encoding="utf-8")
    if how == "unreadable":
        refuse_to_open(monkeypatch, path)
    store = RuleSetStore()
    assert store.problem and "left as they are" in store.problem
    with pytest.raises(RuleSetError, match="left as they are"):
        store.save(RuleSet("black-lady", "Mine", 4, {}))
    monkeypatch.undo()
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]
    assert path.read_text(encoding="utf-8") == text


@pytest.mark.parametrize("language", ["en\n", "de\n", "system\n", " de", "de_DE\n"])
def test_a_language_with_a_line_break_is_refused(language):
    with pytest.raises(ValueError, match="language"):
        replace(Settings(), language=language).check()


@pytest.mark.parametrize("name", ["Ada\nEve", "Ada\r", "\u2028", "   ", "x" * 41])
def test_a_save_whose_seat_name_would_break_lines_is_refused(tmp_path, name):
    from .test_saves import save_data

    data = save_data()
    data["seats"][0]["name"] = name
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="the name of seat 1"):
        read_save(path)


def test_a_file_whose_name_is_near_the_systems_limit_is_written(tmp_path):
    folder = tmp_path / "saves"
    path = folder / ("n" * (250 - len(".json")) + ".json")
    write_text_atomic(path, "whole")
    assert path.read_text(encoding="utf-8") == "whole"
    assert [p.name for p in folder.iterdir()] == [path.name]

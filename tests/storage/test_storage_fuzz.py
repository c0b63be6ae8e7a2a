"""Fuzzing what a start reads from the data folder: outbox entries, journals and history rows,
changed at random. Nothing may crash the start, no finished game may be replaced, a game may
reach the history only as it was written, and every file refused must be reported. (The start
words the reports for the person: ``tests/controller/test_keeper_records.py``.)"""

from __future__ import annotations

import json
import shutil
import sqlite3
from dataclasses import replace
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from cardtable.storage.history import History, history_path
from cardtable.storage.in_progress import game_files, unfinished_games
from cardtable.storage.outbox import Outbox, outbox_dir, record_json

from .test_history import played_record
from .test_in_progress import KEY, journalled

FINISHED_KEY = "f" * 32
WAITING_KEY = "e" * 32
FINISHED = replace(played_record(21), key=FINISHED_KEY)
WAITING = replace(played_record(22, abandon_after=1), key=WAITING_KEY)
FUZZ = settings(max_examples=40, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.text(max_size=8)
    | st.floats(allow_nan=False, allow_infinity=False),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                max_size=3),
    max_leaves=6,
)


@st.composite
def mutated_text(draw: st.DrawFn, text: str) -> bytes:
    """``text`` changed once or a few times: a value replaced or removed somewhere in its
    JSON, the key of the finished game put in, or bytes cut, inserted or flipped."""
    data: Any = json.loads(text)
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["value", "remove", "finished key", "bytes"]))
        if kind == "bytes":
            raw = bytearray(json.dumps(data).encode())
            at = draw(st.integers(0, len(raw) - 1))
            how = draw(st.sampled_from(["cut", "insert", "flip"]))
            if how == "cut":
                del raw[at:at + draw(st.integers(1, 50))]
            elif how == "insert":
                raw[at:at] = draw(st.binary(min_size=1, max_size=8))
            else:
                raw[at] ^= draw(st.integers(1, 255))
            return bytes(raw)
        if kind == "finished key":
            if isinstance(data.get("record"), dict):
                data["record"]["key"] = FINISHED_KEY
            continue
        if not data:
            continue
        parent, name = draw(place_in(data))
        if kind == "remove" and isinstance(parent, dict):
            del parent[name]
        else:
            parent[name] = draw(json_values)
    return json.dumps(data).encode()


@st.composite
def place_in(draw: st.DrawFn, data: Any) -> tuple[Any, Any]:
    """A container in ``data`` and a key or index in it, chosen by walking down at random."""
    parent, name = data, draw(st.sampled_from(sorted(data)))
    while isinstance(parent[name], dict | list) and parent[name] and draw(st.booleans()):
        parent = parent[name]
        name = draw(st.sampled_from(sorted(parent) if isinstance(parent, dict)
                                    else range(len(parent))))
    return parent, name


def history_rows() -> dict[str, tuple]:
    with sqlite3.connect(history_path()) as conn:
        return {row[0]: row[1:] for row in conn.execute(
            "SELECT record_key, status, actions_json, final_scores_json, players_json "
            "FROM games")}


def fresh_folder(home: Path) -> None:
    """Empty the data folder between examples (the test's folder lives across them)."""
    for path in home.iterdir():
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path)
        else:
            path.unlink()


@FUZZ
@given(data=st.data())
def test_a_start_with_mutated_outbox_entries_keeps_every_promise(private_home, data):
    fresh_folder(private_home)
    with History() as history:
        history.store(FINISHED)
    finished_row = history_rows()[FINISHED_KEY]
    sources = [FINISHED, WAITING]
    written = []
    for number in range(data.draw(st.integers(1, 3))):
        source = data.draw(st.sampled_from(sources))
        path = outbox_dir() / f"entry-{number}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data.draw(mutated_text(record_json(source))))
        written.append((path, source))
    with History() as history:
        delivery = Outbox().deliver(history)  # as the start delivers them: it must not raise
    told = "\n".join(delivery.refusals)
    rows = history_rows()
    assert rows[FINISHED_KEY] == finished_row  # never replaced
    assert set(rows) <= {FINISHED_KEY, WAITING_KEY}  # no mutated entry made a row of its own
    for path, source in written:
        aside = [p for p in outbox_dir().iterdir() if p.name.startswith(path.name + ".damaged-")]
        if aside:
            assert f"{path.name}: " in told  # refused, and the reason reported
        elif path.exists():
            assert delivery.left_alone  # a newer version's, untouched
        else:  # landed: exactly the game that was written
            assert rows[source.key] == (
                source.status, json.dumps(list(source.actions)),
                json.dumps(list(source.final_scores)),
                json.dumps(list(source.players), ensure_ascii=False))


@FUZZ
@given(data=st.data())
def test_a_mutated_journal_is_read_as_far_as_it_is_whole(private_home, data):
    fresh_folder(private_home)
    journal, _log = journalled(moves=30, saved_at=10)
    journal.close()
    _, path = game_files(KEY)
    raw = bytearray(path.read_bytes())
    for _ in range(data.draw(st.integers(1, 3))):
        at = data.draw(st.integers(0, max(0, len(raw) - 1)))
        how = data.draw(st.sampled_from(["cut", "insert", "flip"]))
        if how == "cut":
            del raw[at:at + data.draw(st.integers(1, 20))]
        elif how == "insert":
            raw[at:at] = data.draw(st.binary(min_size=1, max_size=6))
        elif raw:
            raw[at] ^= data.draw(st.integers(1, 255))
    path.write_bytes(bytes(raw))
    whole_lines = bytes(raw).split(b"\n")[:-1]
    [found] = list(unfinished_games())
    assert found.saved is not None
    moves = list(found.saved.actions)
    assert len(moves) >= 10 and list(found.state.log) == moves  # the save, and legal moves
    assert (found.problem is None) == read_to_the_end(whole_lines, moves)


def read_to_the_end(lines: list[bytes], moves: list[int]) -> bool:
    """Whether every whole line of a journal is one the reading took or rightly passed over
    (a move the save already holds), so that nothing was dropped without a word."""
    length = 10
    for line in lines:
        parts = line.split()
        if len(parts) != 2 or not all(p.isdigit() and len(p) < 10 for p in parts):
            return False
        position, action = map(int, parts)
        if position > length or (position == length and moves[length:length + 1] != [action]):
            return False
        length += position == length
    return length == len(moves)


@FUZZ
@given(data=st.data())
def test_a_mutated_history_row_hides_only_itself(private_home, data):
    fresh_folder(private_home)
    with History() as history:
        for n in range(3):
            history.store(replace(played_record(30 + n, abandon_after=1), key=f"{n:032x}"))
    column = data.draw(st.sampled_from([
        "game_id", "variant", "options_json", "seed", "players_json", "kinds_json",
        "person_seat", "started_at", "finished_at", "winners_json", "final_scores_json",
        "lower_wins", "actions_json"]))
    value = data.draw(st.binary(max_size=12) | st.text(max_size=12)
                      | st.integers(-2**63, 2**63 - 1) | st.none())
    with sqlite3.connect(history_path()) as conn:
        try:
            conn.execute(f"UPDATE games SET {column} = ? WHERE id = 2", (value,))
        except sqlite3.IntegrityError:  # the schema itself refuses it: nothing to read back
            assume(False)
    with History() as history:
        shown = {g.row_id for g in history.games()}
        assert {1, 3} <= shown and shown | history.unreadable == {1, 2, 3}
        assert history.scoresheet(1) is not None and history.scoresheet(3) is not None
        history.scoresheet(2)  # read or refused, never raised
        history.statistics()

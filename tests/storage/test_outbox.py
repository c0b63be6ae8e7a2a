"""The outbox: games the history cannot take now wait in files beside it until it can."""

from __future__ import annotations

import errno
import json
import sqlite3
from dataclasses import replace

import pytest

from cardtable.storage import outbox as outbox_module
from cardtable.storage.history import History, history_path
from cardtable.storage.history_causes import Cause
from cardtable.storage.history_records import HandRow
from cardtable.storage.outbox import (
    Outbox,
    OutboxError,
    outbox_dir,
    record_from_json,
    record_json,
)

from .test_history import played_record, simple_record


def keyed(n: int = 1, **changes):
    return replace(simple_record(**changes), key=f"{n:032x}")


def test_a_record_round_trips_through_its_json_exactly():
    record = replace(played_record(5, abandon_after=2), key="ab" * 16)
    first = record.hands[0]
    record = replace(record, hands=(replace(first, substitutes=(0,)), *record.hands[1:]))
    assert record_from_json(record_json(record)) == record
    finished = replace(played_record(6), key="cd" * 16, players=("Ärger", "☾", "Bob", "Eve"))
    assert record_from_json(record_json(finished)) == finished


def test_a_deal_the_moves_never_dealt_is_refused_even_with_a_fresh_digest():
    record = replace(played_record(5, abandon_after=2), key="ab" * 16)
    invented = HandRow((1, 2, 3, 4), (1, 2, 3, 4), (0, 0, 0, 0), ("", "☾", "", ""), 1, 2, (0,))
    with pytest.raises(OutboxError, match="deals"):
        record_from_json(record_json(replace(record, hands=(*record.hands, invented))))


@pytest.mark.parametrize("text", [
    "not json",
    "[]",
    '{"format": "cardtable-save", "version": 1, "record": {}}',
    '{"format": "cardtable-outbox", "version": 99, "record": {}}',
    '{"format": "cardtable-outbox", "version": 1, "record": {"game_id": "black-lady"}}',
])
def test_a_file_that_is_not_an_outbox_record_is_refused(text):
    with pytest.raises(OutboxError):
        record_from_json(text)


def test_a_record_failing_the_historys_checks_is_refused():
    data = json.loads(record_json(keyed()))
    data["record"]["winners"] = [7]
    with pytest.raises(OutboxError, match="winners"):
        record_from_json(json.dumps(data))
    data["record"]["players"] = "Alice"
    with pytest.raises(OutboxError, match="players"):
        record_from_json(json.dumps(data))


def test_the_outbox_sits_beside_the_history_and_names_files_by_key(private_home):
    box = Outbox()
    assert box.folder == outbox_dir() and outbox_dir().parent == history_path().parent
    path = box.put(keyed(3))
    assert path.name == f"{3:032x}.json"
    assert box.put(replace(keyed(3), final_scores=(1, 2, 3, 4))) == path  # replaced, not added
    assert box.waiting() == [path]
    assert record_from_json(path.read_text()).final_scores == (1, 2, 3, 4)


def test_a_record_without_a_key_is_given_one_so_a_second_delivery_adds_no_row(private_home):
    box = Outbox()
    path = box.put(simple_record())
    record = record_from_json(path.read_text())
    assert record.key is not None and path.name == f"{record.key}.json"
    with History() as history:
        assert box.deliver(history).landed == 1
        box.put(record)  # as if the app stopped between the commit and the file's removal
        assert box.deliver(history).landed == 1
        assert len(history.games()) == 1


def test_delivery_moves_every_game_once_and_empties_the_outbox(private_home):
    box = Outbox()
    for n in range(3):
        box.put(keyed(n, scores=(n, 0, 0, 0)))
    with History() as history:
        delivery = box.deliver(history)
        assert (delivery.landed, delivery.waiting, delivery.cause) == (3, 0, None)
        assert sorted(g.final_scores[0] for g in history.games()) == [0, 1, 2]
    assert box.waiting() == []


def test_delivery_stops_at_a_locked_history_and_keeps_every_file(private_home):
    box = Outbox()
    for n in range(2):
        box.put(keyed(n))
    History().close()
    holder = sqlite3.connect(history_path(), isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        with History(busy_timeout=0.05) as history:
            delivery = box.deliver(history)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert (delivery.landed, delivery.waiting, delivery.cause) == (0, 2, Cause.LOCKED)
    assert len(box.waiting()) == 2


def test_a_damaged_file_is_set_aside_and_the_others_still_go_in(private_home):
    box = Outbox()
    box.put(keyed(1))
    bad = box.folder / f"{2:032x}.json"
    bad.write_text("{ cut short")
    with History() as history:
        delivery = box.deliver(history)
        assert (delivery.landed, delivery.set_aside) == (1, 1)
        assert len(history.games()) == 1
    assert box.waiting() == []
    assert (box.folder / f"{bad.name}.damaged-1").read_text() == "{ cut short"


def test_a_full_disk_raises_for_the_caller_to_tell(private_home, monkeypatch):
    def full(*_args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(outbox_module, "write_text_atomic", full)
    with pytest.raises(OSError) as raised:
        Outbox().put(keyed())
    assert raised.value.errno == errno.ENOSPC
    assert Outbox().waiting() == []

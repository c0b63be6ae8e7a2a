"""A hostile or mistaken client is answered with an error, to itself only, and the table is
exactly as it was: the same log, the same seats, the same turn."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.net.messages import MAX_BYTES
from cardtable.net.referee import Referee
from cardtable.storage.saves import plain_data

from .table import TABLE, referee, seat_everyone, send


def snapshot(ref: Referee) -> tuple[Any, ...]:
    s = ref.session
    return (list(s.log), dict(ref.seated), s.to_act, s.phase, ref.begun)


@pytest.fixture
def ref() -> Referee:
    """A game of Black Lady with every person seated and seat 0's person to pass three cards
    (the first decision of this seed)."""
    table = referee("black-lady", players=4)
    seat_everyone(table)
    return table


def refused(ref: Referee, account: str, text: str | bytes, code: str) -> None:
    before = snapshot(ref)
    out = ref.receive(account, text)
    assert [(a, m["type"], m["code"]) for a, m in out] == [(account, "error", code)]
    assert snapshot(ref) == before


@pytest.mark.parametrize(("text", "code"), [
    ("not json at all", "not-json"),
    ('{"v": 1, "type": "act", "actions": [1]' + " " * MAX_BYTES + "}", "too-large"),
    ('{"v": 1, "type": "shuffle"}', "unknown-type"),
    ('{"v": 1, "type": "act"}', "bad-field"),
    ('{"v": 1, "type": "act", "actions": "0"}', "bad-field"),
    ('{"v": 1, "type": "join", "table": "t1", "seat": "0"}', "bad-field"),
    ('{"v": 1, "type": "hello", "nickname": "p0"}', "wrong-place"),
])
def test_a_malformed_message_changes_nothing(ref, text, code):
    refused(ref, "p0", text, code)


def test_acting_out_of_turn_or_for_another_seat_changes_nothing(ref):
    legal = ref.session.legal_actions()
    for account in ("p1", "p2"):
        refused(ref, account, _act(legal[0]), "not-your-turn")


def test_an_illegal_card_changes_nothing(ref):
    legal = set(ref.session.legal_actions())
    not_held = [a for a in range(52) if a not in legal and a not in ref.session.view(0).hand]
    for action in [not_held[0], *[c for c in ref.session.view(0).hand if c not in legal][:1],
                   -1, 4000]:
        refused(ref, "p0", _act(action), "illegal")


def test_a_pass_with_one_illegal_card_is_refused_whole(ref):
    assert ref.session.phase.value == "pass" and not ref.session.log
    legal = ref.session.legal_actions()
    refused(ref, "p0", f'{{"v": 1, "type": "act", "actions": [{legal[0]}, 4000]}}', "illegal")
    refused(ref, "p0", f'{{"v": 1, "type": "act", "actions": [{legal[0]}, {legal[0]}]}}',
            "illegal")


def test_a_stranger_or_a_wrong_seat_is_refused(ref):
    refused(ref, "mallory", _act(ref.session.legal_actions()[0]), "not-seated")
    refused(ref, "mallory", '{"v": 1, "type": "join", "table": "t1", "seat": 1}',
            "not-your-seat")
    refused(ref, "p1", '{"v": 1, "type": "join", "table": "t1", "seat": 0}', "not-your-seat")
    refused(ref, "p1", '{"v": 1, "type": "join", "table": "t1", "seat": 3}', "not-your-seat")
    refused(ref, "p1", '{"v": 1, "type": "join", "table": "t9", "seat": 1}', "no-table")
    refused(ref, "p1", '{"v": 1, "type": "chat", "text": "' + "x" * 301 + '"}', "bad-field")


def test_nobody_acts_before_every_person_has_sat_down():
    ref = referee("ugly")
    send(ref, "p0", "join", table=TABLE, seat=0)
    refused(ref, "p0", _act(0), "not-begun")


def test_one_who_left_acts_no_more(ref):
    out = send(ref, "p0", "leave")
    assert sorted(a for a, m in out if m["type"] == "left") == ["p0", "p1", "p2"]
    refused(ref, "p0", _act(ref.session.legal_actions()[0]), "not-seated")


def test_one_who_left_sits_down_again_to_the_same_table(ref):
    send(ref, "p0", "leave")
    out = send(ref, "p0", "join", table=TABLE, seat=0)
    assert [(a, m["type"]) for a, m in out] == [
        ("p0", "seated"), ("p0", "events"), ("p0", "table"), ("p0", "turn")]
    assert out[2][1]["view"] == plain_data(ref.session.view(0))
    assert out[3][1]["actions"] == ref.session.legal_actions()


def test_chat_goes_to_every_seated_account():
    ref = referee("ugly")
    seat_everyone(ref)
    out = send(ref, "p1", "chat", text="good luck")
    assert [(a, m["nickname"], m["seat"], m["text"]) for a, m in out] == [
        (a, "p1", 1, "good luck") for a in ref.seated]


def _act(action: int) -> str:
    return f'{{"v": 1, "type": "act", "actions": [{action}]}}'

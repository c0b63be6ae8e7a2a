"""A hostile or mistaken client is answered with an error, to itself only, and the table is
exactly as it was: the same log, the same seats, the same turn."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.net.messages import MAX_BYTES
from cardtable.net.referee import Referee
from cardtable.net.seats import TableOptions
from cardtable.storage.saves import plain_data

from .table import TABLE, act, kinds, referee, seat_everyone, send


def snapshot(ref: Referee) -> tuple[Any, ...]:
    s = ref.session
    assert s is not None
    return (list(s.log), [x.plain() for x in ref.seats], sorted(ref.watchers), s.to_act,
            s.phase, ref.begun, [list(x) for x in ref.stand_ins])


@pytest.fixture
def ref() -> Referee:
    """A game of Black Lady with every person seated and seat 0's person to pass three cards
    (the first decision of this seed)."""
    table = referee("black-lady", players=4)
    seat_everyone(table)
    return table


def refused(ref: Referee, account: str, text: str | bytes, code: str) -> None:
    before = snapshot(ref)
    out = ref.receive(account, text, ref.now + 1)
    assert [(a, m["type"], m["code"]) for a, m in out] == [(account, "error", code)]
    assert snapshot(ref) == before


@pytest.mark.parametrize(("text", "code"), [
    ("not json at all", "not-json"),
    ('{"v": 1, "type": "act", "actions": [1], "log": 0' + " " * MAX_BYTES + "}", "too-large"),
    ('{"v": 1, "type": "shuffle"}', "unknown-type"),
    ('{"v": 1, "type": "act"}', "bad-field"),
    ('{"v": 1, "type": "act", "actions": [1]}', "bad-field"),
    ('{"v": 1, "type": "act", "actions": "0", "log": 0}', "bad-field"),
    ('{"v": 1, "type": "join", "table": "t1", "seat": "0"}', "bad-field"),
    ('{"v": 1, "type": "hello", "nickname": "p0"}', "wrong-place"),
    ('{"v": 1, "type": "lobby"}', "wrong-place"),
])
def test_a_malformed_message_changes_nothing(ref, text, code):
    refused(ref, "p0", text, code)


def test_acting_out_of_turn_or_for_another_seat_changes_nothing(ref):
    legal = ref.session.legal_actions()
    for account in ("p1", "p2"):
        refused(ref, account, _act(legal[0]), "not-your-turn")


def test_a_decision_for_another_moment_of_the_table_changes_nothing(ref):
    legal = ref.session.legal_actions()
    refused(ref, "p0", _act(legal[0], log=1), "stale")
    refused(ref, "p0", _act(legal[0], log=-1), "stale")


def test_an_illegal_card_changes_nothing(ref):
    legal = set(ref.session.legal_actions())
    not_held = [a for a in range(52) if a not in legal and a not in ref.session.view(0).hand]
    for action in [not_held[0], *[c for c in ref.session.view(0).hand if c not in legal][:1],
                   -1, 4000]:
        refused(ref, "p0", _act(action), "illegal")


def test_a_pass_with_one_illegal_card_is_refused_whole(ref):
    assert ref.session.phase.value == "pass" and not ref.session.log
    legal = ref.session.legal_actions()
    refused(ref, "p0", f'{{"v": 1, "type": "act", "actions": [{legal[0]}, 4000], "log": 0}}',
            "illegal")
    refused(ref, "p0", f'{{"v": 1, "type": "act", "actions": [{legal[0]}, {legal[0]}], '
                       '"log": 0}', "illegal")


def test_a_stranger_or_a_wrong_seat_is_refused(ref):
    refused(ref, "mallory", _act(ref.session.legal_actions()[0]), "not-seated")
    refused(ref, "mallory", '{"v": 1, "type": "hint"}', "not-seated")
    refused(ref, "mallory", '{"v": 1, "type": "join", "table": "t1", "seat": 1}', "seat-held")
    refused(ref, "mallory", '{"v": 1, "type": "join", "table": "t1", "seat": 3}',
            "not-your-seat")
    refused(ref, "mallory", '{"v": 1, "type": "join", "table": "t1", "seat": 4}', "no-seat")
    refused(ref, "p1", '{"v": 1, "type": "join", "table": "t1", "seat": 0}', "seated-elsewhere")
    refused(ref, "p1", '{"v": 1, "type": "join", "table": "t1", "seat": 3}', "seated-elsewhere")
    refused(ref, "p1", '{"v": 1, "type": "join", "table": "t9", "seat": 1}', "no-table")
    refused(ref, "p1", '{"v": 1, "type": "watch", "table": "t1"}', "seated-elsewhere")
    refused(ref, "p1", '{"v": 1, "type": "chat", "text": "' + "x" * 301 + '"}', "bad-field")


def test_a_spectator_only_watches(ref):
    out = send(ref, "eve", "watch", table=TABLE)
    assert kinds(out, "eve") == ["seated", "events", "table", "turn", "seats"]
    assert out[0][1]["seat"] == -1
    assert "actions" not in out[-1][1]
    refused(ref, "eve", _act(ref.session.legal_actions()[0]), "watching")
    refused(ref, "eve", '{"v": 1, "type": "hint"}', "watching")


def test_no_hint_where_the_table_gives_none_nor_out_of_turn():
    ref = referee("black-lady", players=4, table_options=TableOptions(hints=True))
    seat_everyone(ref)
    refused(ref, "p1", '{"v": 1, "type": "hint"}', "not-your-turn")
    out = send(ref, "p0", "hint")
    assert [(a, m["type"]) for a, m in out] == [("p0", "hint")]
    assert out[0][1]["action"] in ref.session.legal_actions()
    plain = referee("black-lady", players=4)
    seat_everyone(plain)
    refused(plain, "p0", '{"v": 1, "type": "hint"}', "no-hints")


def test_nobody_acts_before_every_person_has_sat_down():
    ref = referee("ugly")
    send(ref, "p0", "join", table=TABLE, seat=0)
    before = ([x.plain() for x in ref.seats], ref.begun)
    out = ref.receive("p0", _act(0), 1.0)
    assert [(a, m["code"]) for a, m in out] == [("p0", "not-begun")]
    assert ([x.plain() for x in ref.seats], ref.begun) == before == (before[0], False)
    out = send(ref, "mallory", "join", table=TABLE, seat=0)
    assert [(a, m["code"]) for a, m in out] == [("mallory", "not-your-seat")]
    out = send(ref, "p0", "join", table=TABLE, seat=1)
    assert [(a, m["code"]) for a, m in out] == [("p0", "seated-elsewhere")]
    assert [x.plain() for x in ref.seats] == before[0]


def test_nobody_acts_once_the_game_is_over():
    ref = referee("ultimate-loser", players=3, options={"hands": 1}, computer="random")
    seat_everyone(ref)
    while not ref.session.is_over:
        seat = ref.session.to_act
        act(ref, f"p{seat}", ref.session.legal_actions()[0])
    refused(ref, "p0", _act(0, log=len(ref.session.log)), "game-over")


def test_one_who_left_acts_no_more(ref):
    out = send(ref, "p0", "leave")
    assert sorted(a for a, m in out if m["type"] == "left") == ["p0", "p1", "p2"]
    refused(ref, "p0", _act(ref.session.legal_actions()[0]), "not-seated")


def test_one_who_left_sits_down_again_to_the_same_table(ref):
    send(ref, "p0", "leave")
    out = send(ref, "p0", "join", table=TABLE, seat=0)
    assert kinds(out, "p0") == ["seated", "events", "table", "turn", "seats"]
    mine = [m for a, m in out if a == "p0"]
    assert mine[0]["seat"] == 0
    assert mine[2]["view"] == plain_data(ref.session.view(0))
    assert mine[3]["actions"] == ref.session.legal_actions()
    assert ref.seat_of("p0") == 0 and ref.stand_ins == []


def test_chat_goes_to_every_seated_account_and_spectator():
    ref = referee("ugly")
    seat_everyone(ref)
    send(ref, "eve", "watch", table=TABLE)
    out = send(ref, "p1", "chat", text="good luck")
    assert sorted((a, m["nickname"], m["seat"], m["text"]) for a, m in out) == [
        (a, "p1", 1, "good luck") for a in ("eve", "p0", "p1", "p2")]
    out = send(ref, "eve", "chat", text="hello")
    assert sorted((a, m["nickname"], m["seat"]) for a, m in out) == [
        (a, "eve", -1) for a in ("eve", "p0", "p1", "p2")]


def _act(action: int, log: int = 0) -> str:
    return f'{{"v": 1, "type": "act", "actions": [{action}], "log": {log}}}'


@pytest.mark.parametrize("text", [
    "[" * 30000 + "]" * 30000,  # past the parser's stack: once a RecursionError and a 1011
    '{"v": 1, "type": "act", "actions": ' + "[" * 9 + "1" + "]" * 9 + ', "log": 0}',
    '{"v": 1, "type": "create", "game": "ugly", "players": 4, "seats": [], "options": '
    + '{"a": ' * 8 + "1" + "}" * 8 + "}",
])
def test_a_message_nested_too_deep_is_refused_like_other_bad_json(ref, text):
    refused(ref, "p0", text, "too-deep")

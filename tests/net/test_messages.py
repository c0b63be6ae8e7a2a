"""The protocol's messages: what is read is checked whole, and anything else is refused with
one error that names what is wrong."""

from __future__ import annotations

import json

import pytest

from cardtable.net.messages import (
    FROM_SERVER,
    MAX_BYTES,
    MAX_CHAT,
    BadMessage,
    decode,
    encode,
    make,
    request,
)


def refusal(text: str | bytes) -> BadMessage:
    with pytest.raises(BadMessage) as refused:
        decode(text)
    return refused.value


def test_every_kind_of_client_message_reads_back_as_sent():
    sent = [request("hello", nickname="ana", password="pw"), request("hello", nickname="ana",
            token="t"), request("join", table="t1", seat=2), request("leave"),
            request("act", actions=[3, 4, 5], log=12), request("chat", text="hi"),
            request("lobby"), request("watch", table="t1", code="c0de"), request("hint"),
            request("create", game="ugly", players=3, seats=[{"kind": "person"}],
                    table_options={"hold": 3}),
            request("mark", nickname="bob", mark="friend")]
    assert [decode(encode(m)) for m in sent] == sent


@pytest.mark.parametrize(("text", "code", "words"), [
    ("{", "not-json", "not JSON"),
    (b"\xff\xfe", "not-json", "not JSON"),
    ("[1, 2]", "bad-message", "JSON object"),
    ('{"type": "leave"}', "bad-version", "version None"),
    ('{"v": 2, "type": "leave"}', "bad-version", "version 2"),
    ('{"v": 1, "type": "deal"}', "unknown-type", "'deal'"),
    ('{"v": 1}', "unknown-type", "None"),
    ('{"v": 1, "type": "welcome", "token": "x", "protocol": 1}', "unknown-type", "welcome"),
    ('{"v": 1, "type": "join", "table": "t"}', "bad-field", "missing field 'seat'"),
    ('{"v": 1, "type": "join", "table": "t", "seat": "2"}', "bad-field", "'seat' must be"),
    ('{"v": 1, "type": "join", "table": "t", "seat": true}', "bad-field", "'seat' must be"),
    ('{"v": 1, "type": "join", "table": "t", "seat": 2.0}', "bad-field", "'seat' must be"),
    ('{"v": 1, "type": "join", "table": 7, "seat": 2}', "bad-field", "'table' must be text"),
    ('{"v": 1, "type": "act", "actions": 3, "log": 0}', "bad-field", "list of whole numbers"),
    ('{"v": 1, "type": "act", "actions": [3]}', "bad-field", "missing field 'log'"),
    ('{"v": 1, "type": "act", "actions": [3], "log": "0"}', "bad-field", "'log' must be"),
    ('{"v": 1, "type": "mark", "nickname": "b", "mark": "enemy"}', "bad-field",
     "must be one of friend, blocked, none"),
    ('{"v": 1, "type": "create", "game": "ugly", "players": 3, "seats": {}}', "bad-field",
     "list of objects"),
    ('{"v": 1, "type": "create", "game": "ugly", "players": 3, "seats": [1]}', "bad-field",
     "list of objects"),
    (json.dumps({"v": 1, "type": "create", "game": "ugly", "players": 3,
                 "seats": [{}] * 9}), "bad-field", "at most 8"),
    ('{"v": 1, "type": "watch", "table": "t", "code": 5}', "bad-field", "'code' must be text"),
    ('{"v": 1, "type": "act", "actions": [3, "4"], "log": 0}', "bad-field",
     "list of whole numbers"),
    ('{"v": 1, "type": "act", "actions": [99999999999], "log": 0}', "bad-field",
     "whole numbers"),
    ('{"v": 1, "type": "act", "actions": [], "log": 0}', "bad-field", "must not be empty"),
    ('{"v": 1, "type": "act", "actions": [1], "log": 0, "seat": 0}', "bad-field",
     "unknown field 'seat'"),
    ('{"v": 1, "type": "hello"}', "bad-field", "missing field 'nickname'"),
    (json.dumps({"v": 1, "type": "chat", "text": "x" * (MAX_CHAT + 1)}), "bad-field",
     f"at most {MAX_CHAT}"),
    (json.dumps({"v": 1, "type": "chat", "text": "x" * MAX_BYTES}), "too-large", "at most"),
])
def test_a_bad_message_is_refused_with_what_is_wrong(text, code, words):
    refused = refusal(text)
    assert refused.code == code
    assert words in refused.words


def test_a_server_message_is_checked_where_it_is_made():
    with pytest.raises(ValueError, match="'phase' must be one of") as wrong:
        make("turn", seat=0, phase="dance")
    assert not isinstance(wrong.value, BadMessage)  # not to be answered as a client's fault
    with pytest.raises(ValueError, match="missing field 'seat'"):
        request("join", table="t1")
    assert make("turn", seat=1, phase="play", actions=[4])["actions"] == [4]
    with pytest.raises(ValueError, match="missing field 'stand_ins'"):
        make("over", scores=[1, 2], settlement=[])
    with pytest.raises(ValueError, match="missing field 'table_options'"):
        make("seated", table="t1", seat=0, game="ugly", names=[], players=3, preset=None,
             options={})


def test_a_client_reads_what_the_server_sends_and_nothing_the_server_does_not():
    over = make("over", scores=[3, -3], settlement=[{"seat": 0, "owner": "ann", "amount": 6}],
                stand_ins=[[1, "bob", 4, None]])
    assert decode(encode(over), FROM_SERVER, limit=None) == over
    with pytest.raises(BadMessage, match="unknown message type 'act'"):
        decode(encode(request("act", actions=[1], log=0)), FROM_SERVER, limit=None)

"""The protocol's messages: what is read is checked whole, and anything else is refused with
one error that names what is wrong."""

from __future__ import annotations

import json

import pytest

from cardtable.net.messages import (
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
            request("act", actions=[3, 4, 5]), request("chat", text="hi")]
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
    ('{"v": 1, "type": "act", "actions": 3}', "bad-field", "list of whole numbers"),
    ('{"v": 1, "type": "act", "actions": [3, "4"]}', "bad-field", "list of whole numbers"),
    ('{"v": 1, "type": "act", "actions": [99999999999]}', "bad-field", "whole numbers"),
    ('{"v": 1, "type": "act", "actions": []}', "bad-field", "must not be empty"),
    ('{"v": 1, "type": "act", "actions": [1], "seat": 0}', "bad-field", "unknown field 'seat'"),
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

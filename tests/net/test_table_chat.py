"""A table's chat: one inert line per message, the last lines for whoever comes, spectators'
chat turned off by the table, a person muted by whoever does not want to hear them, and who is
watching told to everyone."""

from __future__ import annotations

from cardtable.net.chat_text import inert
from cardtable.net.seats import TableOptions

from .table import TABLE, kinds, referee, seat_everyone, send
from .test_refusals import refused


def said(out, account):
    return [m["text"] for a, m in out if a == account and m["type"] == "chat"]


def test_a_line_break_or_a_direction_mark_cannot_fake_a_line():
    assert inert("I pass\nBob: I concede") == "I pass Bob: I concede"
    assert inert("\u202eecnedecnoc I") == "ecnedecnoc I"
    assert inert("a\u2028b\u2029c\u0000d\u2066e\u2069") == "a b c de"
    assert inert("grüße 👨‍👩‍👧") == "grüße 👨‍👩‍👧"  # letters and joined pictures stay
    ref = referee("ugly")
    seat_everyone(ref)
    out = send(ref, "p0", "chat", text="hi\nBob: I concede\u202e")
    assert said(out, "p1") == ["hi Bob: I concede"]
    refused(ref, "p0", '{"v": 1, "type": "chat", "text": "\\n\\u202e "}', "empty")


def test_the_last_lines_are_told_to_whoever_comes_to_the_table():
    ref = referee("ugly")
    seat_everyone(ref)
    for n in range(60):
        send(ref, "p0", "chat", text=f"line {n}")
    out = send(ref, "eve", "watch", table=TABLE)
    history = [m for a, m in out if a == "eve" and m["type"] == "chat"]
    assert [m["text"] for m in history] == [f"line {n}" for n in range(10, 60)]
    assert all(m["past"] for m in history)
    assert kinds(out, "eve")[0] == "seated"


def test_a_table_may_keep_its_spectators_quiet():
    ref = referee("ugly", table_options=TableOptions(spectator_chat=False))
    seat_everyone(ref)
    send(ref, "eve", "watch", table=TABLE)
    refused(ref, "eve", '{"v": 1, "type": "chat", "text": "psst"}', "no-spectator-chat")
    assert said(send(ref, "p1", "chat", text="hello"), "eve") == ["hello"]


def test_whoever_is_muted_is_not_heard_by_the_one_who_muted_them():
    ref = referee("ugly")
    seat_everyone(ref)
    send(ref, "eve", "watch", table=TABLE)
    out = send(ref, "p0", "mute", nickname="eve", muted=True)
    assert [(a, m["type"], m["muted"]) for a, m in out] == [("p0", "muted", ["eve"])]
    out = send(ref, "eve", "chat", text="spam")
    assert said(out, "p0") == [] and said(out, "p1") == ["spam"]
    send(ref, "p0", "mute", nickname="eve", muted=False)
    assert said(send(ref, "eve", "chat", text="sorry"), "p0") == ["sorry"]
    refused(ref, "p0", '{"v": 1, "type": "mute", "nickname": "p0", "muted": true}', "bad-mark")
    refused(ref, "p0", '{"v": 1, "type": "mute", "nickname": "zed", "muted": true}',
            "no-such-person")


def test_everyone_is_told_who_watches():
    ref = referee("ugly")
    seat_everyone(ref)
    out = send(ref, "eve", "watch", table=TABLE)
    seats = [m for a, m in out if a == "p0" and m["type"] == "seats"]
    assert seats and seats[-1]["watchers"] == ["eve"]
    assert [m for a, m in out if a == "eve" and m["type"] == "seats"]  # eve's list too
    out = send(ref, "eve", "leave")
    assert [m["watchers"] for a, m in out if a == "p0" and m["type"] == "seats"] == [[]]

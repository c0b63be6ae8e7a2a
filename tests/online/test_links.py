"""The addresses a person pastes: a server's WebSocket address, or a host's link that names the
table and its code too."""

from __future__ import annotations

import doctest

import pytest

from cardtable.net import links
from cardtable.net.links import Link, make_link, parse_link


def test_the_examples_in_the_module_hold():
    assert doctest.testmod(links).failed == 0


@pytest.mark.parametrize("text, expected", [
    ("ws://127.0.0.1:8765", Link("ws://127.0.0.1:8765", "", "")),
    ("  wss://cards.example:443/play ", Link("wss://cards.example:443/play", "", "")),
    ("cardtable://127.0.0.1:8765/ab12?code=c0de", Link("ws://127.0.0.1:8765", "ab12", "c0de")),
    ("cardtables://cards.example:9000/t1?code=a%2Fb", Link("wss://cards.example:9000", "t1",
                                                            "a/b")),
    ("CardTable://[::1]:8765/t1", Link("ws://[::1]:8765", "t1", "")),
    ("cardtable://127.0.0.1:8765", Link("ws://127.0.0.1:8765", "", "")),
])
def test_links_are_read(text, expected):
    assert parse_link(text) == expected


@pytest.mark.parametrize("text", [
    "http://127.0.0.1:8765", "127.0.0.1:8765", "cardtable:///t1", "ws://host:port",
    "cardtable://127.0.0.1:1/a/b",
])
def test_what_is_no_address_is_refused(text):
    with pytest.raises(ValueError):
        parse_link(text)


def test_a_made_link_reads_back():
    link = make_link("wss://[::1]:8765", "ab 12", "x/y?z")
    assert parse_link(link) == Link("wss://[::1]:8765", "ab 12", "x/y?z")
    with pytest.raises(ValueError):
        make_link("http://127.0.0.1:1", "t", "c")

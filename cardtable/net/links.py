"""The addresses a person pastes to reach a shared table.

A server is reached at a WebSocket address (``ws://HOST:PORT``, or ``wss://`` when it has a
certificate). A host hands out one link that holds everything a friend needs to sit down:
``cardtable://HOST:PORT/TABLE?code=CODE`` (``cardtables://`` for a server with TLS). Both are
read here, with no network and no Qt, so the lobby and the tests read them the same way.

>>> parse_link("cardtable://127.0.0.1:8765/ab12cd34?code=XyZ")
Link(url='ws://127.0.0.1:8765', table='ab12cd34', code='XyZ')
>>> parse_link("ws://example.org:8765")
Link(url='ws://example.org:8765', table='', code='')
"""

from __future__ import annotations

from typing import NamedTuple
from urllib.parse import parse_qs, quote, unquote, urlsplit

SCHEMES = {"ws": "ws", "wss": "wss", "cardtable": "ws", "cardtables": "wss"}
"""Each scheme a person may paste, and the WebSocket scheme it is reached by."""


class Link(NamedTuple):
    """Where the server is (a WebSocket URL), and the table and its code when the link
    names them (else empty)."""

    url: str
    table: str
    code: str


def parse_link(text: str) -> Link:
    """The server, table and code that ``text`` names; ``ValueError`` says what is wrong with
    anything that is not one of the two forms the module docstring shows."""
    parts = urlsplit(text.strip())
    scheme = SCHEMES.get(parts.scheme.lower())
    if scheme is None:
        raise ValueError(f"{text!r} is not a Card Table address (ws://, wss:// or "
                         "cardtable://)")
    if not parts.hostname:
        raise ValueError(f"{text!r} names no host")
    try:
        port = parts.port
    except ValueError:
        raise ValueError(f"{text!r} has a port that is not a number") from None
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    where = f"{host}:{port}" if port else host
    if scheme == parts.scheme.lower():  # a plain WebSocket address: kept as it is
        return Link(f"{scheme}://{where}{parts.path}", "", "")
    table = parts.path.strip("/")
    if "/" in table:
        raise ValueError(f"{text!r}: a link names one table")
    table = unquote(table)
    codes = parse_qs(parts.query).get("code", [""])
    return Link(f"{scheme}://{where}", table, codes[0])


def make_link(url: str, table: str, code: str) -> str:
    """The link a host passes on for ``table`` of the server at ``url`` (a ws:// or wss://
    address); ``parse_link`` reads it back.

    >>> make_link("ws://127.0.0.1:8765", "ab12cd34", "XyZ")
    'cardtable://127.0.0.1:8765/ab12cd34?code=XyZ'
    """
    parts = urlsplit(url)
    scheme = {"ws": "cardtable", "wss": "cardtables"}.get(parts.scheme.lower())
    if scheme is None or not parts.netloc:
        raise ValueError(f"{url!r} is not a ws:// or wss:// address")
    query = f"?code={quote(code, safe='')}" if code else ""
    return f"{scheme}://{parts.netloc}/{quote(table, safe='')}{query}"

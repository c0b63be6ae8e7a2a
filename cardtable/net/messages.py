"""The protocol's messages: versioned JSON objects, read with a size limit and checked against
a table of their fields before anything acts on them.

Every message is one JSON object with ``"v"`` (the protocol version) and ``"type"``. The table
below is the whole schema: a server or a client refuses anything else with one ``BadMessage``
naming what is wrong, so no handler ever sees a field of the wrong type or a message it does
not know. ``docs/protocol.md`` describes the same messages for people who write a client.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..engine.protocol import Phase

VERSION = 1
MAX_BYTES = 64 * 1024
"""The longest message a client may send. Its messages are a few hundred bytes at most, so a
larger one is refused unread instead of costing the server the time to parse it."""
MAX_CHAT = 300
MAX_NAME = 40
MAX_TOKEN = 200
MAX_ACTIONS = 16  # the largest decision is a pass of a few cards
MAX_SEATS = 8
MAX_DEPTH = 8
"""The deepest nesting of lists and objects a client's message may have: the deepest the
protocol uses is 3 (a seat of a new table's ``seats``), and a parser walking a much deeper one
would run out of stack."""
PHASES = tuple(p.value for p in Phase)


class BadMessage(ValueError):
    """A message the protocol refuses; ``code`` is the error code sent back."""

    def __init__(self, code: str, words: str) -> None:
        super().__init__(words)
        self.code = code
        self.words = words


@dataclass(frozen=True)
class Field:
    """One field of a message: its JSON kind and, for text, its longest length."""

    kind: str  # "str", "int", "bool", "ints" (a list of ints), "obj" (a JSON object whose
    # contents the receiver checks itself), "any" (plain data the server made)
    required: bool = True
    longest: int = 0  # for "str" and "ints"; 0 is no limit (server messages only)
    allowed: tuple[str, ...] = ()  # for "str": the only values accepted, when given


MARKS = ("friend", "blocked", "none")

FROM_CLIENT: dict[str, dict[str, Field]] = {
    "hello": {"nickname": Field("str", longest=MAX_NAME),
              "password": Field("str", required=False, longest=MAX_TOKEN),
              "token": Field("str", required=False, longest=MAX_TOKEN),
              "table": Field("str", required=False, longest=MAX_NAME)},
    "lobby": {},
    "create": {"game": Field("str", longest=MAX_NAME), "players": Field("int"),
               "preset": Field("str", required=False, longest=MAX_NAME),
               "options": Field("obj", required=False),
               "seats": Field("objs", longest=MAX_SEATS),
               "table_options": Field("obj", required=False)},
    "join": {"table": Field("str", longest=MAX_NAME), "seat": Field("int"),
             "code": Field("str", required=False, longest=MAX_NAME)},
    "watch": {"table": Field("str", longest=MAX_NAME),
              "code": Field("str", required=False, longest=MAX_NAME)},
    "leave": {},
    "act": {"actions": Field("ints", longest=MAX_ACTIONS), "log": Field("int")},
    "chat": {"text": Field("str", longest=MAX_CHAT)},
    "hint": {},
    "mark": {"nickname": Field("str", longest=MAX_NAME),
             "mark": Field("str", allowed=MARKS)},
    "mute": {"nickname": Field("str", longest=MAX_NAME), "muted": Field("bool")},
}
"""What a client may send."""

FROM_SERVER: dict[str, dict[str, Field]] = {
    "welcome": {"token": Field("str"), "protocol": Field("int"), "nickname": Field("str"),
                "marks": Field("any"), "seat": Field("any", required=False)},
    "bye": {"code": Field("str"), "words": Field("str")},
    "error": {"code": Field("str"), "words": Field("str")},
    "lobby": {"tables": Field("any"), "more": Field("int", required=False)},
    "lobby-changes": {"changed": Field("any"), "gone": Field("any"), "more": Field("int")},
    "created": {"table": Field("str"), "code": Field("str")},
    "marks": {"marks": Field("any")},
    "seated": {"table": Field("str"), "seat": Field("int"), "game": Field("str"),
               "names": Field("any"), "players": Field("int"), "preset": Field("any"),
               "options": Field("any"), "table_options": Field("any")},
    "seats": {"seats": Field("any"), "watchers": Field("any", required=False)},
    "left": {"table": Field("str"), "seat": Field("int")},
    "table": {"view": Field("any"), "log": Field("int")},
    "events": {"events": Field("any"), "log": Field("int")},
    "turn": {"seat": Field("int"), "phase": Field("str", allowed=PHASES),
             "actions": Field("ints", required=False), "reasons": Field("any", required=False),
             "names": Field("any", required=False), "seconds": Field("int", required=False)},
    "hint": {"action": Field("int")},
    "chat": {"seat": Field("int"), "nickname": Field("str"), "text": Field("str"),
             "past": Field("bool", required=False)},
    "muted": {"muted": Field("any")},
    "over": {"scores": Field("any"), "settlement": Field("any"), "stand_ins": Field("any")},
}
"""What a server sends; checked too, so that a client reads only what the protocol says."""


def make(kind: str, /, **fields: Any) -> dict[str, Any]:
    """A message the server sends, checked against its table, so that a sender's mistake is
    caught where it is made rather than by every client."""
    return _made(kind, fields, FROM_SERVER)


def request(kind: str, /, **fields: Any) -> dict[str, Any]:
    """A message a client sends, checked the same way."""
    return _made(kind, fields, FROM_CLIENT)


def _made(kind: str, fields: dict[str, Any], schema: dict[str, dict[str, Field]]
          ) -> dict[str, Any]:
    """A message of ``kind``; a ``ValueError`` (never a ``BadMessage``, which would be taken
    for the other side's fault and answered as such) if this side made it wrong."""
    made = {"v": VERSION, "type": kind, **fields}
    try:
        check(made, schema)
    except BadMessage as wrong:
        raise ValueError(f"made a message the protocol refuses: {wrong}") from None
    return made


def encode(message: dict[str, Any]) -> str:
    """The JSON text of a message."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def decode(text: str | bytes, schema: dict[str, dict[str, Field]] = FROM_CLIENT,
           limit: int | None = MAX_BYTES) -> dict[str, Any]:
    """The message in ``text``, checked against ``schema``; raises ``BadMessage`` for anything
    longer than ``limit`` bytes, nested deeper than ``MAX_DEPTH`` (with a limit), not JSON,
    or not in the schema. The defaults are the server's reading of a client; a client reads
    the server with ``FROM_SERVER`` and no limit, since a table's whole past, sent to one who
    sits down late, may be larger."""
    size = len(text.encode("utf-8") if isinstance(text, str) else text)
    if limit is not None and size > limit:
        raise BadMessage("too-large", f"a message may be at most {limit} bytes, not {size}")
    too_deep = BadMessage("too-deep", f"a message may nest lists and objects {MAX_DEPTH} "
                                      "deep at most")
    try:
        message = json.loads(text)
    except RecursionError:  # nested past the parser's stack: far too deep
        raise too_deep from None
    except (ValueError, UnicodeDecodeError) as error:
        raise BadMessage("not-json", f"not JSON: {error}") from None
    if limit is not None and _nesting(message) > MAX_DEPTH:
        raise too_deep
    check(message, schema)
    return message


def _nesting(value: Any) -> int:
    """How deep lists and objects nest in ``value`` (1 for an object of plain values), found
    without recursion."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(
            item, list) else None
        if children is None:
            continue
        deepest = max(deepest, depth)
        stack += [(child, depth + 1) for child in children]
    return deepest


def check(message: Any, schema: dict[str, dict[str, Field]]) -> None:
    """Raise ``BadMessage`` unless ``message`` is one of ``schema``'s messages, whole."""
    if not isinstance(message, dict):
        raise BadMessage("bad-message", "a message is a JSON object")
    if message.get("v") != VERSION:
        raise BadMessage("bad-version", f"protocol version {message.get('v')!r} is not "
                                        f"{VERSION}")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in schema:
        raise BadMessage("unknown-type", f"unknown message type {kind!r}")
    fields = schema[kind]
    extra = sorted(set(message) - set(fields) - {"v", "type"})
    if extra:
        raise BadMessage("bad-field", f"{kind}: unknown field {extra[0]!r}")
    for name, field in fields.items():
        if name not in message:
            if field.required:
                raise BadMessage("bad-field", f"{kind}: missing field {name!r}")
            continue
        problem = _problem(message[name], field)
        if problem:
            raise BadMessage("bad-field", f"{kind}: field {name!r} {problem}")


def _problem(value: Any, field: Field) -> str | None:
    """What is wrong with ``value`` as ``field``, or None."""
    if field.kind == "any":
        return None
    if field.kind == "int":
        return None if _is_int(value) else "must be a whole number"
    if field.kind == "bool":
        return None if isinstance(value, bool) else "must be true or false"
    if field.kind == "obj":
        return None if isinstance(value, dict) else "must be an object"
    if field.kind == "objs":
        if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
            return "must be a list of objects"
        return f"may hold at most {field.longest}" if len(value) > field.longest else None
    if field.kind == "ints":
        if not isinstance(value, list) or not all(_is_int(v) for v in value):
            return "must be a list of whole numbers"
        if not value:
            return "must not be empty"
    elif not isinstance(value, str):
        return "must be text"
    elif field.allowed and value not in field.allowed:
        return f"must be one of {', '.join(field.allowed)}"
    if field.longest and len(value) > field.longest:
        return f"may be at most {field.longest} long"
    return None


def _is_int(value: Any) -> bool:
    """A JSON whole number of a sane size (``True`` is not one, though Python says so)."""
    return type(value) is int and abs(value) < 1 << 31

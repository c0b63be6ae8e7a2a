"""Typed views and events rebuilt from the plain JSON data a shared table sends.

The referee sends each seat its view and events as ``saves.plain_data`` makes them:
dataclasses as dicts of their fields, tuples, lists and sets as lists, enums by value, mappings
as dicts with string keys; each event also carries ``"event"``, its class's name. The window
wants the real objects back, the very ones a local game would hand it, so that one table works
the same whether the engine runs here or on a server. The reading lies here, beside the
writing, below both its readers: the app's ``session.remote`` and a server's workers
(``net.thinking``).

Reading walks the declared types (``typing.get_type_hints`` of each dataclass) rather than the
data, so the data can only fill in what a type allows. The data comes from the network: any
value that does not fit its type raises ``ValueError`` naming where it sits
(``BlackLadyView.trick[2][1]``), never a ``TypeError`` or ``KeyError`` from deep inside.
"""

from __future__ import annotations

import types
from collections.abc import Callable, Mapping, MutableMapping, MutableSequence, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import MISSING, Field, fields, is_dataclass
from enum import Enum
from typing import Any, TypeVar, Union, get_args, get_origin, get_type_hints

from ..engine.events import Event
from ..engine.registry import EVENT_TYPES, UnknownGame, get
from ..engine.views import SeatView

T = TypeVar("T")

EVENT_NAME = "event"
"""The field the referee adds to each event: the name of its class."""


# ---- the two things the window asks for ------------------------------------------------------


def view_from_plain(game_id: str, data: object) -> SeatView:
    """The view of a game of ``game_id`` that ``data`` (a ``table`` message's view) holds.

    The game's rules name its view class, so a new game needs nothing here.
    """
    try:
        view_type = get(game_id).view_type
    except UnknownGame as error:
        raise ValueError(f"a view of an unknown game: {game_id!r}") from error
    return read_dataclass(view_type, data, view_type.__name__)


def event_from_plain(data: object) -> Event:
    """The event that ``data`` (one entry of an ``events`` message) holds, found by its name
    among the shared events and every game's own (``registry.EVENT_TYPES``)."""
    if not isinstance(data, Mapping):
        raise ValueError(f"an event must be an object, not {_kind(data)}")
    name = data.get(EVENT_NAME)
    if not isinstance(name, str) or name not in EVENT_TYPES:
        raise ValueError(f"no kind of event is named {name!r}")
    event_fields = {key: value for key, value in data.items() if key != EVENT_NAME}
    event: Event = read_dataclass(EVENT_TYPES[name], event_fields, name)
    return event


# ---- reading any declared type -----------------------------------------------------------------


def from_plain(tp: Any, value: object, path: str = "value") -> Any:
    """``value``, plain JSON data, read as the type ``tp``; ``path`` names it in errors.

    Dataclasses, tuples (``tuple[X, ...]`` and ``tuple[X, Y]``), lists, dicts and mappings,
    sets and frozensets, unions (``X | None``), enums, ``int``, ``float``, ``str``, ``bool`` and
    ``Any`` are understood; any other type, or a value that does not fit, raises ValueError.
    """
    if tp is Any:
        return value
    if tp is None or tp is type(None):
        return _none(value, path)
    if is_dataclass(tp) and isinstance(tp, type):
        return read_dataclass(tp, value, path)
    if isinstance(tp, type) and issubclass(tp, Enum):
        return _enum(tp, value, path)
    if tp in _SCALARS:
        return _SCALARS[tp](value, path)
    reader = _GENERIC_READERS.get(get_origin(tp) or tp)
    if reader is None:
        raise ValueError(f"{path}: cannot read a value of the type {tp!r}")
    return reader(tp, value, path)


def read_dataclass(cls: type[T], value: object, path: str) -> T:
    """An instance of the dataclass ``cls`` from a dict of its fields.

    A field with a default may be left out; a field without one may not, and a name that is
    not a field is refused, since it means the two sides disagree on what the data is.
    """
    if not isinstance(value, Mapping):
        raise ValueError(f"{path}: expected an object of {cls.__name__}, got {_kind(value)}")
    known = _fields_of(cls)
    unknown = sorted(str(key) for key in value if key not in known)
    if unknown:
        raise ValueError(f"{path}: {cls.__name__} has no field {', '.join(unknown)}")
    arguments = {}
    for name, (field_type, has_default) in known.items():
        if name in value:
            arguments[name] = from_plain(field_type, value[name], f"{path}.{name}")
        elif not has_default:
            raise ValueError(f"{path}: the field {name!r} of {cls.__name__} is missing")
    try:
        return cls(**arguments)
    except (TypeError, ValueError) as error:
        raise ValueError(f"{path}: {cls.__name__} refused its fields: {error}") from error


_FIELDS: dict[type[Any], dict[str, tuple[Any, bool]]] = {}
"""Each dataclass read so far: its fields' types and whether each has a default."""


def _fields_of(cls: type[Any]) -> dict[str, tuple[Any, bool]]:
    """The fields the constructor of ``cls`` takes, by name, with their resolved types and
    whether each has a default. ``get_type_hints`` resolves aliases such as ``Trick`` and the
    string annotations of ``from __future__ import annotations`` with the module's globals."""
    if cls not in _FIELDS:
        hints = get_type_hints(cls)
        _FIELDS[cls] = {
            spec.name: (hints[spec.name], _has_default(spec))
            for spec in fields(cls) if spec.init
        }
    return _FIELDS[cls]


def _has_default(spec: Field[Any]) -> bool:
    return spec.default is not MISSING or spec.default_factory is not MISSING


# ---- scalars and enums -----------------------------------------------------------------------


def _none(value: object, path: str) -> None:
    if value is not None:
        raise ValueError(f"{path}: expected null, got {_kind(value)}")


def _bool(value: object, path: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{path}: expected true or false, got {_kind(value)}")
    return value


def _int(value: object, path: str) -> int:
    """An integer; a bool is refused, though Python counts it as one, since JSON tells them
    apart and a ``true`` where a seat number belongs is a fault."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{path}: expected an integer, got {_kind(value)}")
    return value


def _float(value: object, path: str) -> float:
    """A number; JSON writes a whole float such as 2.0 the same way as the integer 2."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"{path}: expected a number, got {_kind(value)}")
    return float(value)


def _str(value: object, path: str) -> str:
    if not isinstance(value, str):
        raise ValueError(f"{path}: expected a string, got {_kind(value)}")
    return value


_SCALARS: Mapping[Any, Callable[[object, str], Any]] = {
    bool: _bool, int: _int, float: _float, str: _str,
}


def _enum(tp: type[Enum], value: object, path: str) -> Enum:
    """An enum member from its value, as ``plain_data`` wrote it."""
    try:
        return tp(value)
    except (ValueError, TypeError) as error:
        allowed = ", ".join(repr(member.value) for member in tp)
        raise ValueError(
            f"{path}: {value!r} is not a {tp.__name__}; expected one of {allowed}"
        ) from error


# ---- containers and unions -------------------------------------------------------------------


def _union(tp: Any, value: object, path: str) -> Any:
    """The first member of the union that reads ``value``, in the order declared.

    ``OptionValue`` is ``bool | int | str``: a JSON ``true`` is read as a bool and ``3`` as an
    int, since ``_int`` refuses bools.
    """
    members = get_args(tp)
    for member in members:
        try:
            return from_plain(member, value, path)
        except ValueError:
            continue
    names = " | ".join(_type_name(member) for member in members)
    raise ValueError(f"{path}: {_kind(value)} is none of {names}")


def _tuple(tp: Any, value: object, path: str) -> tuple[Any, ...]:
    """``tuple[X, ...]`` (any length, all X) or ``tuple[X, Y]`` (exactly these)."""
    items = _list_items(value, path)
    arguments = get_args(tp)
    if not arguments or arguments == (Ellipsis,):
        return tuple(items)
    if len(arguments) == 2 and arguments[1] is Ellipsis:
        return tuple(_each(arguments[0], items, path))
    if len(items) != len(arguments):
        raise ValueError(f"{path}: expected {len(arguments)} items, got {len(items)}")
    return tuple(
        from_plain(item_type, item, f"{path}[{index}]")
        for index, (item_type, item) in enumerate(zip(arguments, items, strict=True))
    )


def _list(tp: Any, value: object, path: str) -> list[Any]:
    return _each(_only_argument(tp), _list_items(value, path), path)


def _sequence(tp: Any, value: object, path: str) -> tuple[Any, ...]:
    """A ``Sequence[X]``, kept as a tuple so that the object stays immutable."""
    return tuple(_each(_only_argument(tp), _list_items(value, path), path))


def _set(tp: Any, value: object, path: str) -> AbstractSet[Any]:
    """A set or frozenset (``plain_data`` wrote it as a sorted list)."""
    members = _each(_only_argument(tp), _list_items(value, path), path)
    try:
        return set(members) if (get_origin(tp) or tp) is set else frozenset(members)
    except TypeError as error:
        raise ValueError(f"{path}: a set may hold only hashable values") from error


def _mapping(tp: Any, value: object, path: str) -> dict[Any, Any]:
    """A dict or mapping; its keys were written as strings, so ``int`` keys are parsed back."""
    if not isinstance(value, Mapping):
        raise ValueError(f"{path}: expected an object, got {_kind(value)}")
    key_type, value_type = get_args(tp) or (Any, Any)
    return {
        _key(key_type, key, path): from_plain(value_type, item, f"{path}[{key!r}]")
        for key, item in value.items()
    }


def _key(key_type: Any, key: object, path: str) -> Any:
    if key_type is int and isinstance(key, str):
        try:
            return int(key)
        except ValueError as error:
            raise ValueError(f"{path}: the key {key!r} is not an integer") from error
    return from_plain(key_type, key, f"{path} key {key!r}")


def _list_items(value: object, path: str) -> list[Any]:
    if not isinstance(value, list | tuple):
        raise ValueError(f"{path}: expected a list, got {_kind(value)}")
    return list(value)


def _each(item_type: Any, items: Sequence[Any], path: str) -> list[Any]:
    return [from_plain(item_type, item, f"{path}[{index}]") for index, item in enumerate(items)]


def _only_argument(tp: Any) -> Any:
    arguments = get_args(tp)
    return arguments[0] if arguments else Any


_GENERIC_READERS: Mapping[Any, Callable[[Any, object, str], Any]] = {
    Union: _union,
    types.UnionType: _union,
    tuple: _tuple,
    list: _list,
    MutableSequence: _list,
    Sequence: _sequence,
    set: _set,
    frozenset: _set,
    AbstractSet: _set,
    dict: _mapping,
    Mapping: _mapping,
    MutableMapping: _mapping,
}
"""How to read each generic type, by its origin (``tuple`` for ``tuple[int, ...]``)."""


# ---- words for the errors --------------------------------------------------------------------


def _kind(value: object) -> str:
    """What a JSON value is, in a word or two, with a short sight of it."""
    shown = repr(value)
    if len(shown) > 40:
        shown = shown[:37] + "..."
    return f"{_JSON_NAMES.get(type(value), type(value).__name__)} {shown}"


_JSON_NAMES = {
    type(None): "null", bool: "boolean", int: "integer", float: "number", str: "string",
    list: "list", tuple: "list", dict: "object",
}


def _type_name(tp: Any) -> str:
    return "None" if tp is type(None) else getattr(tp, "__name__", repr(tp))

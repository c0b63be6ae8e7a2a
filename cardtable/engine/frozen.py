"""Building a frozen view at the price of a plain object.

A frozen dataclass's ``__init__`` stores each field through ``object.__setattr__``, which is
most of what a two-dozen-field view costs, and the Expert asks for a view at every move of
every playout. Filling a new instance's ``__dict__`` at once gives the same object (equality,
hashing and ``repr`` read the same fields) in a fraction of the time. The constructor's own
check of the field names is skipped, so the builder makes it instead: a view built with a
field missing or misspelt is refused, as the constructor would refuse it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any, TypeVar

T = TypeVar("T")


def quick_builder(cls: type[T]) -> Callable[[dict[str, Any]], T]:
    """A function making an instance of the frozen dataclass ``cls`` from a dict holding
    exactly its fields, as ``cls(**values)`` would."""
    names = frozenset(f.name for f in fields(cls))  # type: ignore[arg-type]

    def build(values: dict[str, Any]) -> T:
        if values.keys() != names:
            raise TypeError(f"{cls.__name__} needs exactly the fields {sorted(names)}")
        made = object.__new__(cls)
        made.__dict__.update(values)
        return made

    return build

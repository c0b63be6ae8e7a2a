"""Who holds each seat of a shared table, who plays it now, and the seed's clock for a player
who drops.

The Up and Down text sets the rules, and the table options set their numbers: a player who
disconnects may come back to the seat within ``hold`` seconds; after that a substitute may sit,
up to ``friends`` seconds from the drop only one of the owner's friends, then anyone the owner
has not black-listed; after ``computer`` seconds (0: never) a computer player takes the seat
if nobody has. The seat stays its owner's throughout: a substitute or the computer only plays
it, and the settlement charges the owner.

An owner who comes back takes the seat at once from the computer, and from a substitute at the
start of the next deal, so that nobody's deal is taken out of their hands half played.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from typing import Any

from ..storage.seat_kinds import COMPUTER_KINDS
from .messages import BadMessage

OPEN = "open"


@dataclass(frozen=True)
class TableOptions:
    """How a table treats its people: the seed's windows, a time per move, hints, the stake."""

    hold: int = 180      # seconds a dropped player's seat waits for them alone
    friends: int = 300   # seconds from the drop when only the owner's friends may substitute
    computer: int = 600  # seconds from the drop when the computer takes the seat (0: never)
    level: str = "rule"  # the computer player that stands in
    move: int = 0        # seconds per move before the computer plays it (0: no limit)
    hints: bool = False  # whether a seated player may ask for a hint
    stake: int = 0       # what a point is worth in the settlement (0: played for nothing)
    public: bool = True  # listed in the lobby (a private table is joined by its code)
    spectator_chat: bool = True  # whether spectators may chat at the table

    @classmethod
    def read(cls, data: Mapping[str, Any]) -> TableOptions:
        """Options from a client's ``create``; ``BadMessage`` names the first wrong one."""
        known = {f.name: f.type for f in fields(cls)}
        values: dict[str, Any] = {}
        for name, value in data.items():
            kind = known.get(name)
            if kind is None:
                raise BadMessage("bad-options", f"no table option {name!r}")
            values[name] = _option(name, kind, value)
        return cls(**values)

    def plain(self) -> dict[str, Any]:
        """The options as JSON data."""
        return asdict(self)


def _option(name: str, kind: Any, value: Any) -> Any:
    """A table option's value checked, or ``BadMessage``."""
    if kind in ("bool", bool):
        if not isinstance(value, bool):
            raise BadMessage("bad-options", f"{name} is true or false")
        return value
    if kind in ("str", str):
        if value not in COMPUTER_KINDS:
            raise BadMessage("bad-options", f"{name} is one of {', '.join(COMPUTER_KINDS)}")
        return value
    if type(value) is not int or not 0 <= value <= 86_400 * 7:
        raise BadMessage("bad-options", f"{name} is a whole number from 0 to 604800")
    return value


@dataclass
class Seat:
    """One seat: whose it is and who plays it now.

    ``kind`` is "person" for a seat of people and a computer level for a computer's seat.
    ``owner`` is the account whose seat it is (None while open); ``reserved`` the nickname an
    open seat waits for. ``player`` is the account playing it now (the owner or a substitute),
    ``computer`` True while the computer stands in for an absent player, ``away_since`` when
    the player dropped (None while here), ``returning`` whether the owner waits to take the
    seat back from a substitute at the next deal.
    """

    kind: str
    owner: str | None = None
    reserved: str | None = None
    player: str | None = None
    computer: bool = False
    away_since: float | None = None
    returning: bool = False

    @property
    def is_person(self) -> bool:
        return self.kind == "person"

    @property
    def name(self) -> str:
        """The name on the plate: the owner's, whoever plays."""
        return self.owner or ""

    def plain(self) -> dict[str, Any]:
        """The seat as JSON data, for the store."""
        return asdict(self)

    @classmethod
    def from_plain(cls, data: Mapping[str, Any]) -> Seat:
        return cls(**{f.name: data[f.name] for f in fields(cls) if f.name in data})


def window(seat: Seat, options: TableOptions, now: float) -> str:
    """Who may sit in ``seat`` now, by the seed's clock: "owner" (its player is here, or may
    come back alone), "friends", "anyone", or "computer" (the computer plays it and anyone
    allowed may still take it)."""
    if seat.away_since is None:
        return "owner"
    gone = now - seat.away_since
    if gone < options.hold:
        return "owner"
    if gone < options.friends:
        return "friends"
    return "anyone"


def seconds_left(seat: Seat, options: TableOptions, now: float) -> dict[str, int]:
    """The countdowns everyone sees on an absent player's plate, in whole seconds (the
    computer's is ``computer_in``: a seat's ``computer`` says whether it plays now)."""
    if seat.away_since is None:
        return {}
    gone = now - seat.away_since
    left = {"hold": options.hold - gone, "friends": options.friends - gone}
    if options.computer and not seat.computer:
        left["computer_in"] = options.computer - gone
    return {k: max(0, round(v)) for k, v in left.items()}

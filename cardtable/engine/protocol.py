"""What every game offers the rest of the program: options as data, phases, errors, the state API.

A game module declares its house rules once, as a tuple of ``Option`` records. The house-rules
dialog, the validation of a save, the simulator's command line and the rule sheet all read that
one declaration, so a rule cannot be offered in one place and forgotten in another.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from .events import Event

if TYPE_CHECKING:
    from .views import SeatView

Action = int
OptionValue = bool | int | str

# Actions that are not cards share one numbering across games: naming trumps and bidding.
TRUMP_BASE = 200  # TRUMP_BASE + suit (0 ♣ … 3 ♠)
NO_TRUMP = TRUMP_BASE + 4
BID_BASE = 300  # BID_BASE + number of tricks


class Phase(enum.Enum):
    """The kind of decision a state is waiting for."""

    CHOOSE_TRUMP = "choose trump"
    PASS = "pass"
    BID = "bid"
    PLAY = "play"
    ROCK_PAPER_SCISSORS = "rock-paper-scissors"
    RESPOND = "respond"  # a player answers a move made against him on another's turn
    GAME_OVER = "game over"


class IllegalAction(ValueError):
    """Raised by ``apply`` for an action the rules forbid; the state is left as it was."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class OptionError(ValueError):
    """Raised for an unknown, malformed or inconsistent option; names the option at fault."""

    def __init__(self, option: str, message: str) -> None:
        super().__init__(f"{option}: {message}")
        self.option = option
        self.message = message


@dataclass(frozen=True)
class Choice:
    """One allowed value of a choice option, with the words the dialog shows for it."""

    value: str
    label: str


@dataclass(frozen=True)
class Option:
    """A house rule: its name, type, default and allowed values, and the words that explain it.

    ``kind`` is ``"bool"``, ``"int"`` (with ``minimum`` and ``maximum``) or ``"choice"`` (with
    ``choices``). ``before`` is for a rule added after games were first saved: the first save
    format that names it, and the value the games saved in an older format were played by
    (their files never name the rule, and its default may read the source differently).
    """

    name: str
    kind: str
    default: OptionValue
    label: str
    help: str
    choices: tuple[Choice, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    before: tuple[int, OptionValue] | None = None

    def allowed(self) -> str:
        """Describe the allowed values, for error messages."""
        if self.kind == "bool":
            return "true or false"
        if self.kind == "int":
            return f"a whole number from {self.minimum} to {self.maximum}"
        return "one of " + ", ".join(repr(c.value) for c in self.choices)

    def check(self, value: Any) -> OptionValue:
        """Return ``value`` if this option allows it, else raise OptionError."""
        ok = (
            (self.kind == "bool" and isinstance(value, bool))
            or (
                self.kind == "int"
                and isinstance(value, int)
                and not isinstance(value, bool)
                and (self.minimum is None or value >= self.minimum)
                and (self.maximum is None or value <= self.maximum)
            )
            or (self.kind == "choice" and value in {c.value for c in self.choices})
        )
        if not ok:
            raise OptionError(self.name, f"{value!r} is not allowed; use {self.allowed()}")
        return value


@dataclass(frozen=True)
class Preset:
    """A named historic rule set: it only fills options, every one stays editable."""

    name: str
    label: str
    help: str
    values: Mapping[str, OptionValue] = field(default_factory=dict)


@dataclass(frozen=True)
class Caution:
    """A warning about house rules a game accepts but that may surprise, with the option that
    answers it and the value to offer for it: the house-rules form shows both."""

    text: str
    option: str
    value: OptionValue


def resolve_options(
    schema: Sequence[Option],
    presets: Sequence[Preset],
    options: Mapping[str, Any] | None = None,
    preset: str | None = None,
) -> dict[str, OptionValue]:
    """Return a full option dict: defaults, then the preset, then the given values, all checked.

    Unknown option names and values outside the allowed set raise OptionError; consistency
    between options is the game's own business.
    """
    by_name = {o.name: o for o in schema}
    values: dict[str, OptionValue] = {o.name: o.default for o in schema}
    if preset is not None:
        found = [p for p in presets if p.name == preset]
        if not found:
            allowed = ", ".join(repr(p.name) for p in presets)
            raise OptionError("preset", f"{preset!r} is not a preset; use one of {allowed}")
        values.update(found[0].values)
    for name, value in (options or {}).items():
        if name not in by_name:
            raise OptionError(name, "no such option; known: " + ", ".join(by_name))
        values[name] = by_name[name].check(value)
    return values


class State(Protocol):
    """The state of one game in progress, as every game module implements it."""

    @property
    def phase(self) -> Phase: ...
    @property
    def to_act(self) -> int: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def scores(self) -> tuple[int, ...]: ...
    @property
    def log(self) -> list[Action]: ...
    @property
    def options(self) -> Mapping[str, OptionValue]: ...
    @property
    def winners(self) -> tuple[int, ...]: ...
    @property
    def players(self) -> int: ...
    @property
    def seed(self) -> int: ...

    @property
    def decision_under_way(self) -> bool:
        """Whether the seat to act is part-way through one decision of several actions (a pass
        with some of its cards chosen), so that its next action belongs to the same decision.
        Every other decision is a single action: whoever applies a list of actions as one
        decision takes the second and later ones only while this holds."""
        ...

    def initial_events(self) -> list[Event]: ...
    def legal_actions(self) -> list[Action]: ...
    def is_legal(self, action: Action) -> bool: ...
    def why_illegal(self, action: Action) -> str | None:
        """The reason ``action`` is refused now (the words ``IllegalAction`` carries), or None
        when it is allowed."""
        ...

    def apply(self, action: Action) -> list[Event]: ...
    def step(self, action: Action) -> None: ...
    def view(self, seat: int) -> SeatView:
        """Everything ``seat`` may know now, and nothing more (a game's state narrows the type
        to its own view)."""
        ...

    def events_for(self, seat: int, events: Sequence[Event]) -> list[Event]:
        """``events`` as ``seat`` may see them: what it may not know is ``visibility.HIDDEN``.

        Call it on the state the events left behind, right after the ``apply`` that returned
        them (or after ``initial_events``): what a seat may see of the kitty is decided by the
        deal in play then. ``seat`` may be ``visibility.PUBLIC`` (a spectator): it is shown
        only what every seat may see.
        """
        ...

    def public_view(self) -> SeatView:
        """The game's own view as a spectator sees it, which is no seat: ``seat`` is
        ``visibility.PUBLIC``, ``hand`` is empty (``hand_sizes`` counts every seat's cards),
        and what only some seat may know (cards chosen to pass, a kitty, a shape chosen, a
        face-down card) is empty or hidden; every public field is as every seat sees it.
        ``view(PUBLIC)`` is the same."""
        ...

    def clone(self) -> State: ...
    def describe_action(self, action: Action) -> str: ...


class Rules(Protocol):
    """A game as the registry sees it: its name, players, options, presets, and how to start."""

    id: str
    name: str
    min_players: int
    max_players: int
    default_players: int
    default_preset: str
    options: tuple[Option, ...]
    presets: tuple[Preset, ...]
    view_type: type[SeatView]
    """The class of this game's views, for rebuilding one from plain data (a network table)."""

    def validate(
        self, options: Mapping[str, Any] | None, players: int, preset: str | None = None
    ) -> dict[str, OptionValue]: ...

    def new_game(
        self,
        options: Mapping[str, Any] | None,
        seed: int,
        players: int,
        preset: str | None = None,
    ) -> State: ...

    def lower_wins(self, options: Mapping[str, OptionValue]) -> bool:
        """Whether the lowest score wins under these options (else the highest)."""
        ...

    def cautions(self, options: Mapping[str, OptionValue], players: int) -> tuple[Caution, ...]:
        """What the house-rules form should warn of in these checked options (often nothing)."""
        ...

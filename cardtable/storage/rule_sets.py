"""Named house variants: a person's own rule sets per game, kept as small versioned JSON.

A rule set is a game, a name, a number of players and a full option dict. Every set is checked
with the game's own ``validate`` before it is kept, written out or taken in, so a set that the
game would refuse never reaches the list. The store lives in one file written atomically; a file
that cannot be read is kept aside (renamed, never deleted) and the list starts empty, with a
message saying so.

A single set can be written to a file of its own to give to someone else, and taken back in
from such a file; a file that is refused leaves the store as it was. Both files are read through
``reading`` (an ordinary file, of bounded size and nesting) and names through ``names``, so that
nothing taken in can hang the app or keep the store from being written again.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.protocol import OptionError, OptionValue, Rules
from ..engine.registry import UnknownGame, get
from .atomic import set_aside, write_text_atomic
from .names import MAX_NAME_LENGTH, name_fault
from .paths import config_dir
from .reading import FileRefused, FileTooLarge, read_json

FILE_NAME = "rule_sets.json"
STORE_FORMAT = "cardtable-rule-sets"
STORE_VERSION = 1
EXPORT_FORMAT = "cardtable-house-rules"
EXPORT_VERSION = 1
MAX_EXPORT_BYTES = 100_000
MAX_STORE_BYTES = 10_000_000  # room for a hundred sets, each as large as the largest import


class RuleSetError(ValueError):
    """A rule set, a name or a house-rules file that cannot be accepted; the text says why."""


@dataclass(frozen=True)
class RuleSet:
    """One named house variant of a game: the full option values and the players they suit."""

    game: str
    name: str
    players: int
    values: Mapping[str, OptionValue] = field(default_factory=dict)


def rule_sets_path() -> Path:
    """Where the list of named rule sets lives."""
    return config_dir() / FILE_NAME


def check_name(name: Any) -> str:
    """Return the name without surrounding spaces if it can name a rule set; else raise."""
    if not isinstance(name, str):
        raise RuleSetError(f"the name must be text, not {name!r}")
    name = name.strip()
    fault = name_fault(name)
    if fault is not None:
        raise RuleSetError(f"the name {fault.value}")
    return name


def check_rule_set(game: Any, name: Any, players: Any, values: Any) -> RuleSet:
    """Return a checked rule set with every option filled in; raise RuleSetError saying why not."""
    rules = _rules(game)
    name = check_name(name)
    if not isinstance(players, int) or isinstance(players, bool):
        raise RuleSetError(f"players: {players!r} is not a number of players")
    if not rules.min_players <= players <= rules.max_players:
        raise RuleSetError(
            f"players: {rules.name} takes {rules.min_players} to {rules.max_players}, "
            f"not {players}"
        )
    if not isinstance(values, Mapping) or not all(isinstance(k, str) for k in values):
        raise RuleSetError("values: must be a table of option names and values")
    try:
        full = rules.validate(values, players)
    except OptionError as error:
        raise RuleSetError(str(error)) from error
    return RuleSet(game, name, players, full)


def write_export(rule_set: RuleSet, path: Path | str) -> None:
    """Check a rule set and write it to a house-rules file of its own."""
    checked = check_rule_set(rule_set.game, rule_set.name, rule_set.players, rule_set.values)
    data = {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "game": checked.game,
        "name": checked.name,
        "players": checked.players,
        "values": dict(checked.values),
    }
    write_text_atomic(Path(path), json.dumps(data, indent=1, ensure_ascii=False) + "\n")


def read_export(path: Path | str) -> RuleSet:
    """Read and check a house-rules file written by ``RuleSetStore.export``."""
    try:
        data = read_json(path, MAX_EXPORT_BYTES)
    except OSError as error:
        raise RuleSetError(f"the file could not be read ({error.strerror or error})") from error
    except FileTooLarge as error:
        raise RuleSetError(f"the file is too large to be a house-rules file ({error})") from error
    except FileRefused as error:
        raise RuleSetError(f"the file is not a house-rules file ({error})") from error
    if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT:
        raise RuleSetError("the file is not a Card Table house-rules file")
    version = data.get("version")
    if version != EXPORT_VERSION:
        raise RuleSetError(
            f"house-rules files of version {version!r} cannot be read; "
            f"this program reads version {EXPORT_VERSION}"
        )
    return check_rule_set(data.get("game"), data.get("name"), data.get("players"),
                          data.get("values"))


class NewerStore(ValueError):
    """A house-rules list of a later format than this version writes."""


class RuleSetStore:
    """The named rule sets of every game, read once and written back after each change.

    Names are unique within a game, whatever their case. ``problem`` holds a message when the
    file had to be set aside.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or rule_sets_path()
        self.problem: str | None = None
        self._sets: list[RuleSet] = []
        # Sets of games this version does not know are kept as they are and written back.
        self._foreign: list[dict[str, Any]] = []
        self._locked = ""  # why nothing may be saved over the file, when something forbids it
        self._load()

    def names(self, game_id: str) -> list[str]:
        """The names of the game's rule sets, in alphabetical order."""
        return sorted((s.name for s in self._sets if s.game == game_id), key=str.casefold)

    def get(self, game_id: str, name: str) -> RuleSet:
        """The rule set of that name (any case); RuleSetError when there is none."""
        return self._sets[self._index(game_id, name)]

    def save(self, rule_set: RuleSet) -> RuleSet:
        """Check and keep a rule set, replacing one of the same name; return it as kept."""
        checked = check_rule_set(rule_set.game, rule_set.name, rule_set.players,
                                 rule_set.values)
        sets = list(self._sets)
        found = self._find(checked.game, checked.name)
        if found is None:
            sets.append(checked)
        else:
            sets[found] = checked
        self._write(sets)
        return checked

    def rename(self, game_id: str, old: str, new: str) -> RuleSet:
        """Give a rule set another name, which no other set of the game may have."""
        index = self._index(game_id, old)
        new = check_name(new)
        clash = self._find(game_id, new)
        if clash is not None and clash != index:
            raise RuleSetError(f"there is already a rule set named {self._sets[clash].name!r}")
        old_set = self._sets[index]
        renamed = RuleSet(old_set.game, new, old_set.players, old_set.values)
        sets = list(self._sets)
        sets[index] = renamed
        self._write(sets)
        return renamed

    def delete(self, game_id: str, name: str) -> None:
        """Forget a rule set."""
        index = self._index(game_id, name)
        self._write(self._sets[:index] + self._sets[index + 1:])

    def export(self, rule_set: RuleSet, path: Path | str) -> None:
        """Write one checked rule set to a file of its own."""
        write_export(rule_set, path)

    def import_file(self, path: Path | str, game_id: str | None = None) -> RuleSet:
        """Check a house-rules file and keep its set; return the set as kept.

        With ``game_id`` a file for another game is refused. A name already taken gets a number
        added ("Name (2)") so that nothing is replaced. Whatever is refused, the store is left
        as it was.
        """
        rule_set = read_export(path)
        if game_id is not None and rule_set.game != game_id:
            raise RuleSetError(
                f"the file holds house rules for {_rules(rule_set.game).name}, "
                f"not for {_rules(game_id).name}"
            )
        name = self._free_name(rule_set.game, rule_set.name)
        return self.save(RuleSet(rule_set.game, name, rule_set.players, rule_set.values))

    def _free_name(self, game_id: str, name: str) -> str:
        number = 1
        candidate = name
        while self._find(game_id, candidate) is not None:
            number += 1
            suffix = f" ({number})"
            candidate = name[: MAX_NAME_LENGTH - len(suffix)].rstrip() + suffix
        return candidate

    def _find(self, game_id: str, name: str) -> int | None:
        key = name.strip().casefold()
        for i, s in enumerate(self._sets):
            if s.game == game_id and s.name.casefold() == key:
                return i
        return None

    def _index(self, game_id: str, name: str) -> int:
        index = self._find(game_id, name)
        if index is None:
            raise RuleSetError(f"there is no rule set named {name!r}")
        return index

    def _write(self, sets: list[RuleSet]) -> None:
        if self._locked:
            raise RuleSetError(self._locked)
        entries = [
            {"game": s.game, "name": s.name, "players": s.players, "values": dict(s.values)}
            for s in sets
        ]
        data = {
            "format": STORE_FORMAT,
            "version": STORE_VERSION,
            "sets": entries + self._foreign,
        }
        write_text_atomic(self.path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")
        self._sets = sets

    def _load(self) -> None:
        if not self.path.exists():
            return
        try:
            sets, foreign = _parse_store(read_json(self.path, MAX_STORE_BYTES))
        except (NewerStore, PermissionError) as error:
            self._locked = (f"the saved house rules are left as they are ({error}), so "
                            "nothing is saved over them")
            self.problem = (f"The saved house rules could not be used ({error}); they are "
                            "left as they are, and house rules saved now are not kept.")
            return
        except (OSError, ValueError) as error:
            kept = set_aside(self.path)
            if kept is None:
                self._locked = ("the damaged house-rules file could not be moved aside, so "
                                "nothing is saved over it")
            where = f"; the file was kept as {kept.name}" if kept else ""
            self.problem = (
                f"The saved house rules could not be read ({error}){where}. "
                "The list of house rules starts empty."
            )
            return
        self._sets = sets
        self._foreign = foreign


def _rules(game: Any) -> Rules:
    if not isinstance(game, str):
        raise RuleSetError(f"game: {game!r} is not a game id")
    try:
        return get(game)
    except UnknownGame as error:
        raise RuleSetError(f"game: this program has no game {game!r}") from error


def _known(game_id: str) -> bool:
    try:
        get(game_id)
    except UnknownGame:
        return False
    return True


def _parse_store(data: Any) -> tuple[list[RuleSet], list[dict[str, Any]]]:
    """The sets of a store file's contents; ValueError at the first thing that is wrong."""
    if not isinstance(data, dict) or data.get("format") != STORE_FORMAT:
        raise ValueError("not a house-rules list")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > STORE_VERSION:
        raise NewerStore(f"a newer version of Card Table saved them (format {version}); this "
                         f"version reads format {STORE_VERSION}")
    if version != STORE_VERSION:
        raise ValueError(f"unknown version {data.get('version')!r}")
    entries = data.get("sets")
    if not isinstance(entries, list):
        raise ValueError("the sets are missing")
    sets: list[RuleSet] = []
    foreign: list[dict[str, Any]] = []
    seen: set[tuple[str, str]] = set()
    for entry in entries:
        if not isinstance(entry, dict):
            raise ValueError("a set is not a table")
        game = entry.get("game")
        if isinstance(game, str) and not _known(game):
            check_name(entry.get("name"))
            foreign.append(entry)
            continue
        rule_set = check_rule_set(game, entry.get("name"), entry.get("players"),
                                  entry.get("values"))
        key = (rule_set.game, rule_set.name.casefold())
        if key in seen:
            raise ValueError(f"two sets are named {rule_set.name!r}")
        seen.add(key)
        sets.append(rule_set)
    return sets, foreign

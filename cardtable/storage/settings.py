"""The person's settings, kept as small versioned JSON beside nothing else.

Every value is checked on load. A file that cannot be read or that holds a bad value is kept
aside (renamed, never deleted) and the defaults are used, with a message saying so; the file is
read through ``reading``, so that one that is not an ordinary file, too large or nested too deep
is refused the same way instead of hanging or ending the app.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from .atomic import set_aside, write_text_atomic
from .names import name_fault
from .paths import config_dir
from .reading import read_json

SETTINGS_VERSION = 1
FILE_NAME = "settings.json"

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
COMPUTER_SPEEDS = ("instant", "fast", "normal", "slow")
CARD_SIZES = ("small", "medium", "large")
CARD_BACKS = 3
LOSER_COUNTS = ("drinks", "penalty points")
EXPERT_BUDGETS_MS = (50, 5000)  # how long an Expert computer player may think, at least/most
SOUND_VOLUMES = (0, 100)  # the quietest and loudest sound volume
MAX_SERVER_ADDRESS = 2000  # characters: an address, not a file
MAX_NAME = 40  # characters of a nickname or a table's id, as the protocol allows
DEFAULT_PLAYER_NAME = "You"  # shown in the person's language until they choose a name
LANGUAGE_PATTERN = re.compile(r"system|[a-z]{2}(_[A-Z]{2})?")  # matched whole
MAX_FILE_BYTES = 1_000_000  # a hundred times what every game's last rules take together
# No screen lies this far away or is this large, and Qt's 32-bit rectangles overflow (ending the
# process) not far beyond: a window's place and size must lie within it.
WINDOW_LIMIT = 100_000
# A kind of decision whose tip was seen: the game's id and the decision's, "ugly/pass".
TIP_KIND_PATTERN = re.compile(r"[a-z0-9-]{1,30}/[a-z0-9-]{1,30}")  # matched whole
MAX_TIPS_SEEN = 200  # many times the kinds of decision every game has together
# Far more players than any game seats, far fewer than overflow a spin box.
MAX_PLAYERS = 100
WINDOW_NAME_PATTERN = re.compile(r"[a-z0-9-]{1,40}")  # a window's name, "house-rules-ugly"
MAX_WINDOW_SIZES = 100  # many times the windows the app has
MAX_FOLDER = 4096  # characters: the longest path the usual file systems take


@dataclass
class Settings:
    """Everything the person can set, with the defaults a new player gets."""

    animation_speed: str = "normal"
    computer_speed: str = "normal"
    card_size: str = "medium"
    card_back: int = 0
    player_name: str = DEFAULT_PLAYER_NAME
    window_geometry: list[int] = field(default_factory=list)
    language: str = "system"
    confirmations: bool = True
    four_colour_deck: bool = False
    loser_counts: str = "drinks"
    expert_budget_ms: int = 250
    sound_volume: int = 70
    sound_muted: bool = False
    analyse_finished_games: bool = False  # the Expert weighs the person's decisions after a game
    deal_summary_moves_on: bool = False  # the deal's summary goes by itself after a while
    last_rules: dict[str, dict[str, Any]] = field(default_factory=dict)
    last_server: str = ""  # the server last joined, offered the next time
    last_nickname: str = ""  # the nickname last signed in with there
    shared_table: str = ""  # the table there where the person has a game of people under way
    tips: bool = True  # a line of what to do the first time each kind of decision comes up
    tips_seen: list[str] = field(default_factory=list)  # the decisions whose tip was shown
    window_sizes: dict[str, list[int]] = field(default_factory=dict)  # name: [width, height]
    last_folder: str = ""  # where the person last read or wrote a file through a dialog

    def check(self) -> None:
        """Raise ValueError naming the first value that is not allowed."""
        allowed = {
            "animation_speed": ANIMATION_SPEEDS,
            "computer_speed": COMPUTER_SPEEDS,
            "card_size": CARD_SIZES,
            "loser_counts": LOSER_COUNTS,
        }
        for name, values in allowed.items():
            if getattr(self, name) not in values:
                raise ValueError(f"{name}: {_show(getattr(self, name))} is not one of {values}")
        if not _is_int(self.card_back) or not 0 <= self.card_back < CARD_BACKS:
            raise ValueError(f"card_back: {_show(self.card_back)} is not 0 to {CARD_BACKS - 1}")
        if not isinstance(self.player_name, str):
            raise ValueError("player_name: must be text")
        fault = name_fault(self.player_name)
        if fault is not None:
            raise ValueError(f"player_name: the name {fault.value}")
        geometry = self.window_geometry
        if not isinstance(geometry, list) or (geometry and not window_geometry_fits(geometry)):
            raise ValueError(
                f"window_geometry: must be empty or four whole numbers, the place within "
                f"±{WINDOW_LIMIT:,} and the size from 1 to {WINDOW_LIMIT:,}")
        if not isinstance(self.language, str) or not LANGUAGE_PATTERN.fullmatch(self.language):
            raise ValueError(f"language: {_show(self.language)} is not a language code")
        for name in ("confirmations", "four_colour_deck", "analyse_finished_games",
                     "deal_summary_moves_on"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name}: must be true or false")
        budget = self.expert_budget_ms
        if isinstance(budget, bool) or not isinstance(budget, int) or not (
                EXPERT_BUDGETS_MS[0] <= budget <= EXPERT_BUDGETS_MS[1]):
            raise ValueError(f"expert_budget_ms: {_show(budget)} is not "
                             f"{EXPERT_BUDGETS_MS[0]} to {EXPERT_BUDGETS_MS[1]}")
        volume = self.sound_volume
        if isinstance(volume, bool) or not isinstance(volume, int) or not (
                SOUND_VOLUMES[0] <= volume <= SOUND_VOLUMES[1]):
            raise ValueError(f"sound_volume: {_show(volume)} is not {SOUND_VOLUMES[0]} to "
                             f"{SOUND_VOLUMES[1]}")
        if not isinstance(self.sound_muted, bool):
            raise ValueError("sound_muted: must be true or false")
        server = self.last_server
        if not isinstance(server, str) or len(server) > MAX_SERVER_ADDRESS or (
                server and (not server.startswith(("ws://", "wss://"))
                            or any(c.isspace() for c in server))):
            raise ValueError(f"last_server: {_show(server)} is not a ws:// or wss:// address")
        for name in ("last_nickname", "shared_table"):
            value = getattr(self, name)
            if not isinstance(value, str) or len(value) > MAX_NAME or not value.isprintable():
                raise ValueError(f"{name}: {_show(value)} is not a name of at most {MAX_NAME} "
                                 "printable characters")
        self._check_last_rules()
        self._check_tips()
        self._check_windows()

    def _check_last_rules(self) -> None:
        """Last used rules per game: {game id: {"players": n, "preset": name or null,
        "values": {option: value}}}. The values are checked against the game when used."""
        rules = self.last_rules
        if not isinstance(rules, dict):
            raise ValueError("last_rules: must be an object")
        for game_id, entry in rules.items():
            ok = (
                isinstance(game_id, str)
                and isinstance(entry, dict)
                and set(entry) == {"players", "preset", "values"}
                and _is_int(entry["players"])
                and 0 < entry["players"] <= MAX_PLAYERS
                and (entry["preset"] is None or isinstance(entry["preset"], str))
                and isinstance(entry["values"], dict)
                and all(isinstance(k, str) and isinstance(v, bool | int | str)
                        for k, v in entry["values"].items())
            )
            if not ok:
                raise ValueError(f"last_rules: the entry for {_show(game_id)} is malformed")


    def _check_tips(self) -> None:
        """Tips on or off, and the kinds of decision whose tip the person has seen: names such
        as "ugly/pass", each kept once."""
        if not isinstance(self.tips, bool):
            raise ValueError("tips: must be true or false")
        seen = self.tips_seen
        if not isinstance(seen, list) or len(seen) > MAX_TIPS_SEEN or not all(
                isinstance(k, str) and TIP_KIND_PATTERN.fullmatch(k) for k in seen):
            raise ValueError(f"tips_seen: must be a list of at most {MAX_TIPS_SEEN} kinds of "
                             "decision such as \"ugly/pass\"")
        if len(set(seen)) != len(seen):
            raise ValueError("tips_seen: a kind of decision is named twice")

    def _check_windows(self) -> None:
        """Each window's last size by its name, and the folder last used for a file."""
        sizes = self.window_sizes
        if not isinstance(sizes, dict) or len(sizes) > MAX_WINDOW_SIZES or not all(
                isinstance(name, str) and WINDOW_NAME_PATTERN.fullmatch(name)
                and isinstance(size, list) and window_geometry_fits([0, 0, *size])
                for name, size in sizes.items()):
            raise ValueError(
                f"window_sizes: must name at most {MAX_WINDOW_SIZES} windows, each with a "
                f"width and a height from 1 to {WINDOW_LIMIT:,}")
        folder = self.last_folder
        if not isinstance(folder, str) or len(folder) > MAX_FOLDER or "\0" in folder:
            raise ValueError(f"last_folder: {_show(folder)} is not a folder's path")


def window_geometry_fits(geometry: list[Any]) -> bool:
    """Whether ``geometry`` is a place and size a window can take: x, y, width and height as
    whole numbers, the place within ±WINDOW_LIMIT and the size from 1 to WINDOW_LIMIT."""
    if len(geometry) != 4 or not all(_is_int(v) for v in geometry):
        return False
    x, y, width, height = geometry
    return (all(-WINDOW_LIMIT <= v <= WINDOW_LIMIT for v in (x, y))
            and all(0 < v <= WINDOW_LIMIT for v in (width, height)))


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _show(value: Any) -> str:
    """A value from the file, shortened for a message: the file may hold a megabyte of it."""
    shown = repr(value)
    return shown if len(shown) <= 40 else shown[:37] + "..."


def settings_path() -> Path:
    """Where the settings file lives."""
    return config_dir() / FILE_NAME


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """Read the settings; return them and a message when the file could not be used.

    A damaged file is set aside and the defaults used. One a newer version wrote, or one this
    user may not read, is left exactly as it is, and this version never saves over it (see
    ``save_settings``): the defaults are used for this session only.
    """
    path = path or settings_path()
    if not os.path.lexists(path):
        return Settings(), None
    try:
        settings = _parse(read_json(path, MAX_FILE_BYTES))
        settings.check()
        return settings, None
    except (NewerSettings, PermissionError) as error:
        return Settings(), (f"The settings could not be used ({error}); defaults are used "
                            "for now, and the file is left as it is: changes made now are "
                            "not saved.")
    except (OSError, ValueError, TypeError) as error:
        kept = set_aside(path)
        where = f" It was kept as {kept.name}." if kept else ""
        return Settings(), f"The settings could not be read ({error}); defaults are used.{where}"


class NewerSettings(ValueError):
    """A settings file of a later format than this version writes."""


def left_alone(path: Path) -> bool:
    """Whether the file at ``path`` is settings this version must not write over: a newer
    version's, or one this user may not read (writing would replace what they cannot see)."""
    try:
        _parse(read_json(path, MAX_FILE_BYTES))
    except (NewerSettings, PermissionError):
        return True
    except (OSError, ValueError, TypeError):  # absent or damaged: ours to write
        return False
    return False


def _parse(data: Any) -> Settings:
    """The settings a file's data holds, before their values are checked; ValueError when the
    data is not a settings object of this version."""
    if not isinstance(data, dict):
        raise ValueError("not a settings object")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > SETTINGS_VERSION:
        raise NewerSettings(f"they were saved by a newer version of Card Table (format "
                            f"{version}); this version reads format {SETTINGS_VERSION}")
    if version != SETTINGS_VERSION:
        raise ValueError(f"unknown settings version {_show(data.get('version'))}")
    values = data.get("values", {})
    if not isinstance(values, dict):
        raise ValueError("values: must be an object")
    known = {f.name for f in fields(Settings)}
    return Settings(**{k: v for k, v in values.items() if k in known})


def keep_settings(settings: Settings) -> str | None:
    """Save the settings now, as soon as something worth keeping changed (a crash would
    otherwise lose it: they are saved at a normal exit too); the reason it failed, or None."""
    try:
        save_settings(settings)
    except (OSError, ValueError) as error:
        return str(error)
    return None


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically, unless the file there is one this version leaves alone
    (the person was told so when it was read)."""
    settings.check()
    path = path or settings_path()
    if left_alone(path):
        return
    data = {"version": SETTINGS_VERSION, "values": asdict(settings)}
    write_text_atomic(path, json.dumps(data, indent=1) + "\n")


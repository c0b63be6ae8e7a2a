"""How a shared table and its seats are said in words, from the server's plain data: the
lobby's columns and the presence list beside a shared table read the same sentences.

A table, as the lobby message gives it, names its game, rule set, seats (each as
``Referee.seat_list`` makes it), stake, spectators and whether it has begun or is over. A seat
says whose it is, and whether its player is here, away with the seat held (a countdown), played
by the computer, or played by a substitute.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.protocol import OptionError
from ...engine.registry import UnknownGame, get
from ...texts import tr


def level_name(kind: str) -> str:
    """A computer player's level as the new game dialog names it."""
    words = {"random": tr("Random"), "easy": tr("Easy"), "rule": tr("Normal"),
             "expert": tr("Expert")}
    return words.get(kind, kind)


def game_name(table: Mapping[str, Any]) -> str:
    try:
        return tr(get(table["game"]).name)
    except UnknownGame:
        return str(table["game"])


def rules_line(table: Mapping[str, Any]) -> str:
    """The rule set in a line: the preset's name, or "house rules" when options were set."""
    preset = table.get("preset")
    try:
        rules = get(table["game"])
        if preset and rules.validate({}, table["players"], preset) == table.get("options"):
            return next(tr(p.label) for p in rules.presets if p.name == preset)
    except (UnknownGame, OptionError, ValueError, KeyError, StopIteration):
        pass
    return tr("house rules")


def taken(table: Mapping[str, Any]) -> str:
    """Seats taken out of all, then each seat's name: "2/4: ann, bob, open, Computer 4"."""
    seats = table["seats"]
    full = sum(1 for s in seats if s["kind"] != "open")
    names = ", ".join(seat_name(s) for s in seats)
    return tr("{taken}/{total}: {names}").format(taken=full, total=len(seats), names=names)


def seat_name(seat: Mapping[str, Any]) -> str:
    """A seat in a word or two: its owner, "open", "kept for NAME", or the computer's level."""
    if seat["kind"] == "open":
        if seat.get("reserved"):
            return tr("kept for {name}").format(name=seat["reserved"])
        return tr("open")
    if seat["kind"] != "person":
        return tr("computer ({level})").format(level=level_name(seat["kind"]))
    return str(seat["name"])


def progress(table: Mapping[str, Any]) -> str:
    if table.get("over"):
        return tr("over")
    if table.get("begun"):
        return tr("under way")
    return tr("waiting for players")


def stake(table: Mapping[str, Any]) -> str:
    return str(table["stake"]) if table.get("stake") else tr("none")


def free_seats(table: Mapping[str, Any], nickname: str) -> list[int]:
    """The seats ``nickname`` may take before the game: open ones and one kept for them (kept
    for them first)."""
    mine = [s["seat"] for s in table["seats"]
            if s["kind"] == "open" and s.get("reserved") == nickname]
    return mine + [s["seat"] for s in table["seats"]
                   if s["kind"] == "open" and not s.get("reserved")]


def own_seats(table: Mapping[str, Any], nickname: str) -> list[int]:
    """The seat that is ``nickname``'s at the table (to come back to), if any."""
    return [s["seat"] for s in table["seats"] if s["kind"] == "person"
            and s["name"] == nickname]


def away_seats(table: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The seats of a game under way whose player is away: someone may stand in for them."""
    return [s for s in table["seats"] if s["kind"] == "person" and not s.get("here")]


def presence(seat: Mapping[str, Any], seconds: int | None = None, friends: int | None = None,
             computer: int | None = None) -> str:
    """Who plays a seat now, for the list beside a shared table: here, or away by the seed's
    clock (the seat held for ``seconds`` more, then ``friends`` seconds when only the owner's
    friends may sit, then anyone; the computer takes it in ``computer`` seconds), the
    computer, or a substitute. The countdowns tick locally from the server's word."""
    if seat["kind"] == "open":
        return tr("waiting for a player")
    if seat["kind"] != "person":
        return tr("the computer ({level})").format(level=level_name(seat["kind"]))
    if seat.get("computer"):
        return tr("away: the computer plays")
    player = seat.get("player")
    if player and player != seat["name"]:
        return tr("away: {name} plays instead").format(name=player)
    if seat.get("here"):
        return tr("here")
    if seconds is not None and seconds > 0:
        said = tr("away: seat held for {time}").format(time=clock(seconds))
    elif friends is not None and friends > 0:
        said = tr("away: a friend may sit for {time}, then anyone").format(time=clock(friends))
    else:
        said = tr("away: another player may sit")
    if computer is not None and computer > 0:
        said += tr("; the computer in {time}").format(time=clock(computer))
    return said


def clock(seconds: int) -> str:
    """``m:ss``."""
    return f"{seconds // 60}:{seconds % 60:02d}"

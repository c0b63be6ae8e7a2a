"""The game a ``create`` message asks for, checked by the game's own rules before a table is
made for it: a wrong game, size, seat or option is refused with the reason, and nothing is
made."""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from typing import Any

from ..engine.protocol import OptionError
from ..engine.registry import UnknownGame, get
from ..net.messages import BadMessage
from ..session.setup import GameSetup, SeatSetup
from ..storage.seat_kinds import COMPUTER_KINDS, PERSON


def game_asked(message: Mapping[str, Any]) -> GameSetup:
    """The game a ``create`` asks for, checked by the game's own rules."""
    try:
        rules = get(message["game"])
    except UnknownGame:
        raise BadMessage("bad-game", f"no game {message['game']!r}") from None
    players = message["players"]
    if not rules.min_players <= players <= rules.max_players:
        raise BadMessage("bad-game", f"{rules.name} is for {rules.min_players} to "
                                     f"{rules.max_players} players")
    seats = message["seats"]
    if len(seats) != players:
        raise BadMessage("bad-seats", f"{players} players need {players} seats")
    kinds = []
    for wish in seats:
        kind = wish.get("kind")
        if kind not in (PERSON, *COMPUTER_KINDS):
            raise BadMessage("bad-seats", f"a seat is 'person' or one of "
                                          f"{', '.join(COMPUTER_KINDS)}")
        kinds.append(kind)
    if PERSON not in kinds:
        raise BadMessage("bad-seats", "a table needs a seat for a person")
    preset = message.get("preset")
    try:
        options = rules.validate(message.get("options") or {}, players, preset)
    except (OptionError, ValueError, KeyError) as wrong:
        raise BadMessage("bad-options", str(wrong)) from None
    return GameSetup(rules.id, players, secrets.randbits(62),
                     tuple(SeatSetup("", k) for k in kinds), options, preset)


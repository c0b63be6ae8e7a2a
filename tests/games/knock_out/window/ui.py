"""Knock-Out in the window: its tile, its mark and its sentence for a player knocked out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from cardtable.controller.words import per_person
from cardtable.engine.events import Event
from cardtable.texts import tr
from cardtable.ui.game_pictures import Placed, fan
from cardtable.ui.game_ui import GameUi

from ..events import KnockedOut
from ..options import MARK_OUT
from .help import HELP


class KnockOutUi(GameUi):
    """Knock-Out's words and picture."""

    game_id = "knock-out"
    help_words = HELP
    picture: ClassVar[tuple[Placed, ...]] = fan("A♠ K♥ 2♣")

    def about(self) -> str:
        return tr("Take a trick every deal or you are out; each deal has one card fewer.")

    def sentence(self, event: Event, names: Sequence[str], person: int,
                 previous: Event | None) -> str | None:
        if isinstance(event, KnockedOut):
            return per_person(event.seat, person, names, tr("{name} is knocked out."),
                              tr("You are knocked out."))
        return None

    def mark_words(self, mark: str) -> str:
        return tr("knocked out") if mark == MARK_OUT else mark


UI = KnockOutUi()

"""Ugly, as it declares itself to Card Table (see ``engine/declaration.py``)."""

from ...engine.declaration import GameInfo, Mark
from .rules import RULES
from .scoring import MARK_CHARM, MARK_UGLY

GAME = GameInfo(RULES, order=2, marks=(
    Mark(MARK_UGLY, "u", "took the Ugly card"),
    Mark(MARK_CHARM, "c", "took Ugly and Charm"),
))

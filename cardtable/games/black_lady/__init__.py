"""Black Lady, as it declares itself to Card Table (see ``engine/declaration.py``)."""

from ...engine.declaration import GameInfo, Mark
from .rules import RULES
from .scoring import MARK_MOON, MARK_NO_TRICKS, MARK_POOL, MARK_RESET

GAME = GameInfo(RULES, order=1, marks=(
    Mark(MARK_MOON, "*", "moon"),
    Mark(MARK_RESET, "r", "reset to 0"),
    Mark(MARK_NO_TRICKS, "-", "no tricks"),
    Mark(MARK_POOL, "$", "took the pool"),
))

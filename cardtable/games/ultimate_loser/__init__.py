"""Ultimate Loser, as it declares itself to Card Table (see ``engine/declaration.py``)."""

from ...engine.declaration import GameInfo, Mark
from .rules import RULES
from .state import ULTIMATE_LOSER_MARK

GAME = GameInfo(RULES, order=5, marks=(Mark(ULTIMATE_LOSER_MARK, "L", "the Ultimate Loser"),))

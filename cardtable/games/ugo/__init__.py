"""U-G-O, as it declares itself to Card Table (see ``engine/declaration.py``)."""

from ...engine.declaration import GameInfo, Mark
from .rules import RULES
from .state import OUT_MARK, WINNER_MARK

GAME = GameInfo(RULES, order=4, marks=(  # the winner, and the others as they went out (of four)
    Mark(WINNER_MARK, "W", "the winner", out=0),
    Mark(f"{OUT_MARK} 1", "x1", "knocked out first", out=1),
    Mark(f"{OUT_MARK} 2", "x2", "knocked out second", out=2),
    Mark(f"{OUT_MARK} 3", "x3", "knocked out third", out=3),
))

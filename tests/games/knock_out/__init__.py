"""Knock-Out, a game defined by the tests, as it declares itself to Card Table (see
``engine/declaration.py``); its own tests lie beside it."""

from cardtable.engine.declaration import GameInfo, Mark

from .options import MARK_OUT
from .rules import RULES

GAME = GameInfo(RULES, order=100, marks=(Mark(MARK_OUT, "k", "knocked out"),))

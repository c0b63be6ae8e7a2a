"""Knock-Out, a game defined by the tests, as it declares itself to Card Table (see
``engine/declaration.py``); its own tests lie beside it."""

from cardtable.engine.declaration import GameInfo

from .rules import RULES

GAME = GameInfo(RULES, order=100)

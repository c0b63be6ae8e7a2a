"""Ugly, as it declares itself to Card Table (see ``engine/declaration.py``)."""

from ...engine.declaration import GameInfo
from .rules import RULES

GAME = GameInfo(RULES, order=2)

"""Computer players. A bot sees only its seat's view and the legal actions, never the state."""

from .base import Bot, RandomBot
from .players import BOT_KINDS
from .registry import make_bot

__all__ = ["BOT_KINDS", "Bot", "RandomBot", "make_bot"]

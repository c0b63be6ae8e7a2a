"""Computer players. A bot sees only its seat's view and the legal actions, never the state."""

from .base import BOT_KINDS, Bot, RandomBot, make_bot

__all__ = ["BOT_KINDS", "Bot", "RandomBot", "make_bot"]

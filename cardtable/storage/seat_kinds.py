"""Who may play a seat, in the words a save, a text record and a shared table write for it.

Plain data below the session, whose setup seats players of these kinds: a save is checked with
them, and the storage stays free of the AI (which makes a player of each kind).
"""

PERSON = "person"
COMPUTER_KINDS = ("random", "easy", "rule", "expert")
"""The kinds of computer player a seat may have besides ``PERSON`` (``ai.players.BOT_KINDS``
makes one of each, and a test keeps the two equal)."""

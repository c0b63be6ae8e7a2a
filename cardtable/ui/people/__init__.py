"""Playing with people: the door to a server (or a server hosted here), the lobby, and what a
shared table shows besides the game (the chat, who is here)."""

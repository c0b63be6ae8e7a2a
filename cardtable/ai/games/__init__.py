"""Each game's computer players, declared beside the game's name: what it offers at each level
(see ``ai/players.py``); ``ai/registry.py`` lists them."""

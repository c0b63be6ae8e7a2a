"""The games, one package each, holding all of a game: its rules, state and view, its computer
players, its presenter, its table layer and window declaration, and its rule sheet. Each
declares itself in its ``__init__.py`` (``engine/declaration.py`` says how); nothing here lists
them."""

"""Each game's presenter, beside the game's name: the words and readings it plugs into the
controller (see ``controller/presenter.py``); ``controller/presenters.py`` lists them."""

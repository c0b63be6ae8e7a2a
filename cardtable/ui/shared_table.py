"""A shared table in a window of its own: what the lobby calls once a person has chosen a seat,
or chosen to watch.

The window is the app's usual one, with a ``SharedController`` in place of the local one: the
table looks and animates as in a local game, and the moves come from the server. It keeps no
game of its own in the history or the saves (the server keeps the shared game), so a local
game in the main window is left as it was.

A spectator's window shows the table as the server shows it to everyone: every hand face down,
with the first seat's at the bottom, and whatever is public face up. Nothing in it is the
spectator's to click.
"""

from __future__ import annotations

from ..online.link import ServerLink
from ..online.shared_controller import SharedController
from ..storage.settings import Settings
from .main_window import MainWindow


def open_shared_table(settings: Settings, link: ServerLink, table: str, seat: int,
                      code: str | None = None) -> MainWindow:
    """Sit down at ``table`` in ``seat`` through ``link`` (open, or signing in: what is sent
    before the server's welcome waits for it) and show the table in a new window; ``code`` is
    a private table's. The window is shown and returned; the table appears as the server's
    first view of it arrives (at once for a game under way, else when every seat is taken)."""
    controller = SharedController(link)
    window = MainWindow(settings, controller, keep_games=False)
    controller.setParent(window)
    window.show()
    link.send("join", table=table, seat=seat, **({"code": code} if code else {}))
    return window


def open_watched_table(settings: Settings, link: ServerLink, table: str,
                       code: str | None = None) -> MainWindow:
    """Watch ``table`` through ``link`` as a spectator, in a new window (shown and returned);
    ``code`` is a private table's. The table appears as the server's first public view of it
    arrives: at once for a game under way, else when every seat is taken."""
    controller = SharedController(link, spectator=True)
    window = MainWindow(settings, controller, keep_games=False)
    controller.setParent(window)
    window.show()
    link.send("watch", table=table, **({"code": code} if code else {}))
    return window

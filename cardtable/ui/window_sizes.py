"""Every window fits a small screen, and opens again at the size the person left it.

Each window has a name and a size of its own to open at the first time, the size it would like
on a large screen, and a least size that fits a small screen (``SMALL_SCREEN``: 800×600 less a
title bar). A size remembered in the settings is used when it fits the screen's free room
(``QScreen.availableGeometry``, less a title bar); else the window opens at its own size, shrunk
to that room: on an 800×600 screen every window fits, on a large one the replay has room. The
size is remembered as the window goes (is hidden), and kept with the settings.

The settings are those of the first window it belongs to that has them (the main window's), or
else its own: a dialog need not be handed them.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from ..storage.settings import Settings, window_geometry_fits

SMALL_SCREEN = QSize(800, 560)  # an 800×600 screen less a title bar
TITLE_BAR = 40  # the height a window's frame takes over its size, at most


def settings_near(widget: QWidget | None) -> Settings | None:
    """The settings of ``widget``'s parents, nearest first, or else its own; None when no
    window there has any (a window made on its own, in a test)."""
    chain: list[QWidget] = []
    while widget is not None:
        chain.append(widget)
        widget = widget.parentWidget()
    for holder in (*chain[1:], *chain[:1]):
        settings = getattr(holder, "settings", None)
        if isinstance(settings, Settings):
            return settings
    return None


def screen_room(window: QWidget) -> QSize:
    """The room for a window's size on the screen it opens on (that of the window it belongs
    to): the screen's free room, less the window's title bar."""
    owner = window.parentWidget() or window
    screen = owner.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return SMALL_SCREEN
    return screen.availableGeometry().size() - QSize(0, TITLE_BAR)


def fit_window(window: QWidget, name: str, own_size: tuple[int, int],
               settings: Settings | None = None) -> None:
    """Size ``window`` as the module docstring says, and remember its size as it goes under
    ``name``. ``settings`` default to the nearest."""
    settings = settings if settings is not None else settings_near(window)
    room = screen_room(window)
    remembered = settings.window_sizes.get(name) if settings is not None else None
    if remembered and window_geometry_fits([0, 0, *remembered]) and (
            remembered[0] <= room.width() and remembered[1] <= room.height()):
        window.resize(*remembered)
    else:
        window.resize(min(own_size[0], room.width()), min(own_size[1], room.height()))
    if settings is not None:
        SizeMemory(window, name, settings)


def fit_to_contents(window: QWidget, name: str, settings: Settings | None = None) -> None:
    """``fit_window`` for a window whose own size is the one its contents ask for, shrunk to
    a small screen (a form that is longer scrolls: see ``scrolling``)."""
    wanted = window.sizeHint().boundedTo(SMALL_SCREEN)
    fit_window(window, name, (wanted.width(), wanted.height()), settings)


def scrolling(form: QWidget) -> QScrollArea:
    """``form`` in a frameless scroll area that scrolls up and down only: a long form in a
    window that must fit a small screen."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(form)
    return area


def whole_form_size(window: QWidget, area: QScrollArea,
                    width: int | None = None) -> tuple[int, int]:
    """The size at which ``window`` shows the whole of the form ``area`` scrolls, no larger
    than a small screen: ``width`` wide (else as wide as the form asks), and as tall as the
    form is at that width (a short form, a short window)."""
    form = area.widget()
    assert form is not None, "a scroll area with its form in it"
    for part in (*reversed(form.findChildren(QWidget)), form):  # the inner parts first
        layout = part.layout()
        if layout is not None:  # its size as it is now, not as it was when first asked
            layout.activate()
    hint, area_hint = window.sizeHint(), area.sizeHint()
    rim = 2 * area.frameWidth()
    if width is None:
        bar = area.verticalScrollBar().sizeHint().width()
        width = hint.width() - area_hint.width() + form.sizeHint().width() + bar + rim
    inner = width - hint.width() + area_hint.width() - rim
    needed = (form.heightForWidth(inner) if form.hasHeightForWidth()  # lines that wrap
              else form.sizeHint().height())
    height = hint.height() - area_hint.height() + needed + rim
    return min(width, SMALL_SCREEN.width()), min(height, SMALL_SCREEN.height())


class SizeMemory(QObject):
    """Keeps a window's size in the settings each time the window is hidden (closed, done)."""

    def __init__(self, window: QWidget, name: str, settings: Settings) -> None:
        super().__init__(window)
        self._window = window
        self._name = name
        self._settings = settings
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Note the size as the window hides; the event goes on as ever."""
        if watched is self._window and event.type() == QEvent.Type.Hide:
            self.remember()
        return False

    def remember(self) -> None:
        """Keep the window's size: its normal one while it fills the screen."""
        window = self._window
        if window.isMaximized() or window.isFullScreen():
            size = window.normalGeometry().size()
        else:
            size = window.size()
        if size.width() > 0 and size.height() > 0:
            self._settings.window_sizes[self._name] = [size.width(), size.height()]

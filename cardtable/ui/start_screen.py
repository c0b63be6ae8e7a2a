"""The start screen: every game on the felt, each with its picture and what it is about.

It is what a person sees when there is no game to continue, and where they come back to choose
another game. Choosing a game only says which one (``game_chosen``); the window opens the New
game dialog for it, so a game starts the same way from here as from the menu.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.registry import GAMES
from .game_pictures import Placed, game_picture
from .games import game_ui
from .table.card_paint import GOLD
from .table.card_renderer import CardRenderer
from .table.scene import FELT, FELT_EDGE

TILE_SIZE = QSize(208, 266)
"""A game's tile, with the gap around its panel: five fit across the window's usual width."""
PICTURE_HEIGHT = 118
LEAST_PICTURE = 40  # a picture lower than this shows too little: the tile goes without
_GAP = 8  # between a tile's edge and its panel: half the space between two panels
_MARGIN = 16
_WORD_FLAGS = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap

_PANEL = QColor(6, 44, 24, 150)
_PANEL_HOVER = QColor(16, 70, 40, 190)
_NAME_INK = QColor(255, 255, 255)
_TEXT_INK = QColor(232, 242, 234)
_MUTED_INK = QColor(186, 218, 196)

_BUTTON_STYLE = """
QPushButton { color: white; background: rgba(0, 0, 0, 60); border: 1px solid rgba(255, 255, 255,
  120); border-radius: 6px; padding: 6px 16px; }
QPushButton:hover { background: rgba(255, 255, 255, 36); }
QPushButton:focus { border: 2px solid rgb(226, 176, 58); }
"""


class GameTile(QAbstractButton):
    """One game: its picture, name, number of players and a line on what it is about.

    A button, so it takes focus, is read out by screen readers with its name and description,
    and is clicked with the mouse, Space or Enter.
    """

    focused = Signal(str)  # the game id, when the tile takes the focus

    def __init__(self, game_id: str, name: str, players: str, about: str,
                 picture: tuple[Placed, ...], renderer: CardRenderer,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.cards = picture
        self.name = name
        self.players = players
        self.about = about
        self._renderer = renderer
        self._picture = QPixmap()
        self.picture_height = PICTURE_HEIGHT
        self.setFixedSize(TILE_SIZE)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setAccessibleName(name)
        self.setAccessibleDescription(f"{players}. {about}")
        self.setToolTip(self.tr("{about}\n{players}. Click to choose how to play it and "
                                "start.").format(about=about, players=players))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter opens the game, as Space does; the arrows are left to the start screen."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
        elif event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            event.ignore()
        else:
            super().keyPressEvent(event)

    def set_heights(self, picture: int, words: int) -> None:
        """Draw the picture ``picture`` high (none at 0) over ``words`` of room for the
        words: in a low window the tiles give up picture before words, so every tile shows
        whole."""
        if picture != self.picture_height:
            self.picture_height = picture
            self._picture = QPixmap()
            self.update()
        self.setFixedSize(TILE_SIZE.width(), picture + words)

    def words_height(self) -> int:
        """The height the tile's words take under its picture, with the room around them."""
        last = self.words()[-1][0]
        return math.ceil(last.bottom()) - self.picture_height + 12 + _GAP

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Say which game has the focus, so the Rules button opens its sheet."""
        super().focusInEvent(event)
        self.focused.emit(self.game_id)

    def paintEvent(self, event: QPaintEvent) -> None:
        """A dark panel on the felt, lit under the mouse and ringed in gold with the focus."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        panel = self.panel()
        hover = self.underMouse() or self.isDown()
        painter.setPen(QPen(GOLD, 2.5) if self.hasFocus() else Qt.PenStyle.NoPen)
        painter.setBrush(_PANEL_HOVER if hover else _PANEL)
        painter.drawRoundedRect(panel, 12, 12)
        if self.picture_height:
            painter.drawPixmap(round(panel.left()) + 4, round(panel.top()) + 8,
                               self._picture_for(round(panel.width()) - 8))
        for box, text, font, ink in self.words():
            painter.setFont(font)
            painter.setPen(ink)
            painter.drawText(box, _WORD_FLAGS, text)
        painter.end()

    def _picture_for(self, width: int) -> QPixmap:
        """The game's picture, drawn once for the screen's pixel density."""
        dpr = self.devicePixelRatioF()
        if self._picture.isNull() or self._picture.devicePixelRatio() != dpr:
            self._picture = game_picture(self.cards, width, self.picture_height, self._renderer,
                                         dpr)
        return self._picture

    def panel(self) -> QRectF:
        """The tile's dark panel: the tile less the gap around it."""
        return QRectF(self.rect()).adjusted(_GAP, _GAP, -_GAP, -_GAP)

    def words(self) -> list[tuple[QRectF, str, QFont, QColor]]:
        """Where the name, the number of players and the line on the game go under the
        picture, each centred and wrapped, with its font and ink."""
        area = self.panel().adjusted(14, self.picture_height + 16, -14, -12)
        placed = []
        for text, ink, scale, bold, after in ((self.name, _NAME_INK, 1.3, True, 0),
                                              (self.players, _MUTED_INK, 0.92, False, 8),
                                              (self.about, _TEXT_INK, 1.0, False, 0)):
            font = QFont(self.font())
            font.setPointSizeF(font.pointSizeF() * scale)
            font.setBold(bold)
            box = QFontMetricsF(font).boundingRect(area, _WORD_FLAGS, text)
            placed.append((QRectF(area.left(), area.top(), area.width(), box.height()), text,
                           font, ink))
            area.setTop(area.top() + box.height() + after)
        return placed


class StartScreen(QWidget):
    """The games to choose from, in a row when the window is wide and in centred rows when not;
    the arrow keys move between them and Enter opens one."""

    game_chosen = Signal(str)  # the game id: open the New game dialog for it
    rules_wanted = Signal(str)  # the game id whose rule sheet to open
    back_to_game = Signal()  # go back to the game in progress
    people_wanted = Signal()  # play with people over the network instead

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(False)
        self.current_game = GAMES[0].id
        self._renderer = CardRenderer(capacity=60)
        title = QLabel(self.tr("Card Table"))
        title.setStyleSheet("color: white; font-size: 30pt; font-weight: bold;")
        subtitle = QLabel(self.tr("Choose a game to play against the computer."))
        subtitle.setStyleSheet("color: rgb(220, 236, 224); font-size: 13pt;")
        for label in (title, subtitle):
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.tiles = [
            GameTile(rules.id, rules.name,
                     self.tr("{low} to {high} players").format(low=rules.min_players,
                                                                high=rules.max_players),
                     game_ui(rules.id).about(), game_ui(rules.id).picture, self._renderer)
            for rules in GAMES
        ]
        for tile in self.tiles:
            tile.clicked.connect(lambda _checked=False, g=tile.game_id: self.game_chosen.emit(g))
            tile.focused.connect(self._remember)
        self._grid = QGridLayout()
        self._grid.setSpacing(0)
        self._columns = 0
        self._arrange(len(self.tiles))
        self._heading = (title, subtitle)
        self.rules_button = QPushButton(self.tr("Rules of the games"))
        self.rules_button.clicked.connect(lambda: self.rules_wanted.emit(self.current_game))
        self.people_button = QPushButton(self.tr("Play with people…"))
        self.people_button.clicked.connect(self.people_wanted.emit)
        self.back_button = QPushButton(self.tr("Back to the game"))
        self.back_button.clicked.connect(self.back_to_game.emit)
        self.back_button.setVisible(False)
        self.rules_button.setToolTip(self.tr("The full rules of every game (F1)"))
        self.people_button.setToolTip(self.tr("Play at a table on a server, with people "
                                              "elsewhere"))
        self.back_button.setToolTip(self.tr("Go back to the game in progress, as you left it"))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.rules_button, self.people_button, self.back_button):
            button.setStyleSheet(_BUTTON_STYLE)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            buttons.addWidget(button)
        buttons.addStretch(1)
        centred = QHBoxLayout()
        centred.addStretch(1)
        centred.addLayout(self._grid)
        centred.addStretch(1)
        layout = self._column = QVBoxLayout(self)
        layout.setContentsMargins(_MARGIN, _MARGIN, _MARGIN, _MARGIN)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        layout.addStretch(2)
        layout.addWidget(title)
        layout.addWidget(subtitle)
        layout.addSpacing(24)
        layout.addLayout(centred)
        layout.addSpacing(20)
        layout.addLayout(buttons)
        layout.addStretch(3)

    def minimumSizeHint(self) -> QSize:
        """Small enough never to hold the window wide: the games re-flow into more rows."""
        return QSize(TILE_SIZE.width() + 2 * _MARGIN, 360)

    def set_game_waiting(self, waiting: bool) -> None:
        """Offer the way back to the table while a game is in progress."""
        self.back_button.setVisible(waiting)

    def focus_game(self, game_id: str | None = None) -> None:
        """Give the focus to a game's tile (the one last chosen when none is named)."""
        wanted = game_id or self.current_game
        tile = next((t for t in self.tiles if t.game_id == wanted), self.tiles[0])
        tile.setFocus(Qt.FocusReason.OtherFocusReason)
        self.current_game = tile.game_id

    def _remember(self, game_id: str) -> None:
        self.current_game = game_id

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Left and Right step through the games, Up and Down move a row."""
        steps: dict[int, int] = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1,
                                 Qt.Key.Key_Up: -self._columns, Qt.Key.Key_Down: self._columns}
        focused = [i for i, tile in enumerate(self.tiles) if tile is self.focusWidget()]
        step = steps.get(event.key())
        if step is None or not focused:
            super().keyPressEvent(event)
            return
        target = focused[0] + step
        if 0 <= target < len(self.tiles):  # at an edge the focus stays where it is
            self.tiles[target].setFocus(Qt.FocusReason.TabFocusReason)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Put the games in as few rows as fit, and the rows as even as they can be (five
        games in a row, else three over two, …)."""
        super().resizeEvent(event)
        room = event.size().width() - 2 * _MARGIN
        fitting = max(1, room // TILE_SIZE.width())
        rows = -(-len(self.tiles) // fitting)
        self._arrange(-(-len(self.tiles) // rows))
        self._fit_pictures(event.size().height())

    def _fit_pictures(self, height: int) -> None:
        """Make the pictures as high as the window leaves room for, up to their full height:
        the heading, the rows of tiles and the buttons all show, none over another."""
        rows = -(-len(self.tiles) // self._columns)
        title, subtitle = self._heading
        around = (2 * _MARGIN + title.sizeHint().height() + subtitle.sizeHint().height()
                  + 24 + 20 + self.rules_button.sizeHint().height()
                  + 6 * max(self._column.spacing(), 0))
        words = max(tile.words_height() for tile in self.tiles)
        usual = TILE_SIZE.height() - PICTURE_HEIGHT  # the words' room in a tile of full size
        per_row = (height - around) // rows
        if per_row >= max(words, usual) + PICTURE_HEIGHT:
            picture, words = PICTURE_HEIGHT, max(words, usual)
        else:
            picture = min(PICTURE_HEIGHT, per_row - words)
        for tile in self.tiles:
            tile.set_heights(picture if picture >= LEAST_PICTURE else 0, words)

    def _arrange(self, columns: int) -> None:
        """Lay the tiles out ``columns`` to a row, a short last row centred under the others
        (each tile spans two half-columns, so a row can start half a tile in)."""
        if columns == self._columns:
            return
        self._columns = columns
        for tile in self.tiles:
            self._grid.removeWidget(tile)
        for i, tile in enumerate(self.tiles):
            row, column = divmod(i, columns)
            in_row = min(columns, len(self.tiles) - row * columns)
            self._grid.addWidget(tile, row, columns - in_row + 2 * column, 1, 2)
        for half in range(self._grid.columnCount()):
            self._grid.setColumnMinimumWidth(half, TILE_SIZE.width() // 2
                                             if half < 2 * columns else 0)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The table's green felt, lighter in the middle."""
        painter = QPainter(self)
        r = QRectF(self.rect())
        gradient = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
        gradient.setColorAt(0.0, FELT.lighter(118))
        gradient.setColorAt(1.0, FELT_EDGE)
        painter.fillRect(r, gradient)
        painter.end()

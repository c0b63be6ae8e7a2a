"""U-G-O's cards in play and the words the table writes beside them: each card's values,
each deck's and pile's size, the arrow of the way play goes, and the sentence an attack's
result is told in (on the table and in the duel's log).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from html import escape

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFont, QPolygonF
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsTextItem

from ....engine.visibility import HIDDEN
from ....texts import card_text, tr
from ....ui.table.annotations import HIGHLIGHT, TEXT
from ....ui.table.card_item import CardItem
from ....ui.table.layout import free_spot
from ..events import AttackDeclared, AttackResolved
from ..roles import bonus, equipped_values
from .places import UgoPlaces


@dataclass
class InPlay:
    """A card in play as the table shows it."""

    item: CardItem
    attack: bool
    face_up: bool
    equips: list[CardItem] = field(default_factory=list)

    def values(self, equips_before: bool) -> str:
        """"A 10 / D 5" (attack and defence), or "?" for another player's face-down card.
        The engine's own sum, so that the numbers are those the attacks are settled by under
        either reading of the "Equips and doubling" rule."""
        if self.item.card == HIDDEN:
            return "?"
        extra = sum(bonus(e.card) for e in self.equips)
        a, d = equipped_values(self.item.card, extra, equips_before)
        return tr("A {attack} / D {defence}").format(attack=a, defence=d)


def show_side(item: CardItem, face_up: bool) -> None:
    """Face up or down; the person's own face-down card shows its face, half see-through,
    since he may look at it (the others see its back)."""
    mine_hidden = not face_up and item.card != HIDDEN
    item.show_face(face_up or mine_hidden)
    item.setOpacity(0.6 if mine_hidden else 1.0)


class UgoWords:
    """The words and the arrow the duel draws on the table; they hold no game state: the
    duel's layer says what to write."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.texts: list[QGraphicsSimpleTextItem] = []
        self.arrow = QGraphicsTextItem()
        self.arrow.setDefaultTextColor(QColor(255, 255, 255, 110))
        font = QFont()
        font.setPointSizeF(40)
        self.arrow.setFont(font)
        self.arrow.setZValue(5)
        self.arrow.setVisible(False)
        scene.addItem(self.arrow)

    def clear(self) -> None:
        """Take every word and the arrow off the table."""
        self._remove_texts()
        self.scene.removeItem(self.arrow)

    def _remove_texts(self) -> None:
        for text in self.texts:
            self.scene.removeItem(text)
        self.texts = []

    def write(self, places: UgoPlaces, decks: Sequence[int],
              discards: Sequence[Sequence[CardItem]], in_play: Sequence[Sequence[InPlay]],
              equips_before: bool) -> None:
        """The numbers on the table: each deck and pile's size, each card's values."""
        self._remove_texts()
        font = QFont()
        font.setPointSizeF(9.5)
        font.setBold(True)
        h = places.geometry.card_height * places.scale()
        for seat in range(len(decks)):
            deck = places.deck_place(seat).centre
            pile = places.discard_place(seat, 0).centre
            self._text(tr("deck {n}").format(n=decks[seat]), deck, h, font,
                       tip=tr("The cards left in this deck: whoever must draw from an empty "
                              "deck is out."))
            self._text(tr("discards {n}").format(n=len(discards[seat])), pile, h, font,
                       tip=tr("The cards in this discard pile: played, destroyed and milled "
                              "cards."))
            row = in_play[seat]
            for k, cell in enumerate(row):
                place = places.slot_place(seat, k, len(row), cell.attack)
                below = places.equip_drop(len(cell.equips) - 1) * 2 if cell.equips else 0.0
                self._text(cell.values(equips_before), place.centre, h + below, font,
                           HIGHLIGHT if cell.attack else TEXT, places.spacing() - 4,
                           tr("A: the card's attack value; D: its defence value, equips "
                              "included. Upright cards are in attack position (gold), sideways "
                              "ones defend; ? is a face-down card."))

    def _text(self, words: str, centre: QPointF, height: float, font: QFont,
              colour: QColor = TEXT, widest: float = 0.0, tip: str = "") -> None:
        """Words under a card, made smaller to fit ``widest`` and kept on the table; ``tip``
        says what they mean."""
        text = QGraphicsSimpleTextItem(words)
        text.setToolTip(tip)
        text.setFont(font)
        text.setBrush(colour)
        text.setZValue(950)
        box = text.boundingRect()
        if widest and box.width() > widest:  # a card's values one under the other
            text.setText(words.replace(" / ", "\n"))
            box = text.boundingRect()
        if widest and box.width() > widest:
            text.setScale(max(widest / box.width(), 0.6))
        width = box.width() * text.scale()
        right = self.scene.sceneRect().width() - width - 2
        text.setPos(max(2.0, min(centre.x() - width / 2, right)), centre.y() + height / 2 + 2)
        self.scene.addItem(text)
        self.texts.append(text)

    def show_arrow(self, places: UgoPlaces, direction: int, turn_direction: int) -> None:
        """Which way play goes: one arrow while the turns and the attacks go the same way, an
        arrow for each, named, once a 9 has turned only the attacks."""
        self.arrow.setToolTip(tr("The direction of play: turns and attacks go this way, to "
                                 "the next player still in. A 9 turns it round."))
        if turn_direction == direction:
            self.arrow.setPlainText(way_arrow(direction))
        else:
            self.arrow.setHtml(two_arrows(turn_direction, direction))
        c = places.arrow_centre()
        box = self.arrow.boundingRect()
        left = max(c.x() - box.width() / 2, 0.0)  # two arrows are wide: kept on the table
        self.arrow.setPos(left, c.y() - box.height() / 2)
        self.arrow.setVisible(True)


    def outlines(self) -> list[QPolygonF]:
        """Where the numbers on the table lie."""
        return [QPolygonF(text.sceneBoundingRect()) for text in self.texts]

    def place_arrow(self, places: UgoPlaces, taken: list[QPolygonF]) -> None:
        """Move the arrow to the first of its places that meets nothing ``taken``."""
        if not self.arrow.isVisible():
            return
        box = self.arrow.boundingRect()
        spots = [places.geometry.kept_on_table(box.translated(c - box.center()))
                 for c in places.arrow_spots()]
        spot = free_spot(spots, taken)
        self.arrow.setPos(spot.topLeft() - box.topLeft())
        taken.append(QPolygonF(spot))


def two_arrows(turn_direction: int, direction: int) -> str:
    """The turns' arrow and the attacks' arrow side by side, each named below."""
    cells = "".join(
        f"<td align='center'>{way_arrow(way)}<br>"
        f"<span style='font-size:11pt'>{escape(words)}</span></td>"
        for way, words in ((turn_direction, tr("turns")), (direction, tr("attacks"))))
    return f"<table cellspacing='0' cellpadding='4'><tr>{cells}</tr></table>"


def way_arrow(direction: int) -> str:
    """The arrow of a direction: clockwise (+1) or anticlockwise."""
    return "↻" if direction > 0 else "↺"


def attack_notice(event: AttackDeclared, card: int, names: Sequence[str], person: int) -> str:
    """Who attacks what with which card (``card``), as the table says it when the attack
    starts."""
    def name(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else "?"

    shown = card_text(card)
    if event.seat == person:
        if event.target_slot < 0:
            return tr("You attacked {target} directly with {card}.").format(
                target=name(event.target), card=shown)
        return tr("You attacked {target}'s card with {card}.").format(
            target=name(event.target), card=shown)
    if event.target_slot < 0:
        text = (tr("{name} attacked you directly with {card}.") if event.target == person
                else tr("{name} attacked {target} directly with {card}."))
    elif event.target == person:
        text = tr("{name} attacked your card with {card}.")
    else:
        text = tr("{name} attacked {target}'s card with {card}.")
    return text.format(name=name(event.seat), target=name(event.target), card=shown)


def attack_sentence(event: AttackResolved, names: list[str], person: int) -> str:
    """An attack's result in plain words: "Ann's 5♠ (attack 10) destroyed your 4♥ (defence
    8)"."""
    def owner(seat: int) -> str:
        return tr("your") if seat == person else tr("{name}'s").format(
            name=names[seat] if seat < len(names) else "?")

    def named(seat: int, card: int | None, word: str, value: int) -> str:
        shown = card_text(card) if card is not None else tr("card")
        return f"{owner(seat)} {shown} ({word} {value})"

    attacker = named(event.seat, event.card, tr("attack"), event.value)
    if event.outcome == "direct":
        victim = tr("you") if event.target == person else names[event.target]
        return tr("{attacker} hit {name} directly: {n} cards milled.").format(
            attacker=attacker, name=victim, n=event.value)
    word = tr("attack") if event.outcome == "attacker destroyed" else tr("defence")
    if event.outcome == "even":
        word = tr("value")
    target = named(event.target, event.target_card, word, event.against)
    words = {
        "destroyed": tr("{attacker} destroyed {target}."),
        "repelled": tr("{target} held off {attacker}."),
        "attacker destroyed": tr("{target} destroyed {attacker}."),
        "even": tr("{attacker} and {target} were even: nothing happened."),
    }
    text = words[event.outcome].format(attacker=attacker, target=target)
    return text[:1].upper() + text[1:]

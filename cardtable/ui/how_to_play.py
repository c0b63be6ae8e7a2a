"""How to play each game, in plain words for a person who has never played it: the aim, a deal,
a turn, how it scores, and what to do at the table to pass, bid, name trumps, play, attack or
swap. The rule sheets (``seeds/``, Help → Rules) say everything; this page is their first screen,
short enough to read before the first deal, and in the person's language.

It opens from the New game dialog (beside the game chosen) and from Help → How to play.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine.registry import get
from ..texts import tr
from .table.annotations import escape
from .window_sizes import fit_window

Section = tuple[str, list[str]]  # a heading and its paragraphs


def _black_lady() -> list[Section]:
    return [
        (tr("The aim"), [tr(
            "Take as few points as you can. Every heart in the tricks you win costs 1 point and "
            "the queen of spades (the black lady) costs 13. When someone reaches 100 points the "
            "game ends, and the fewest points wins.")]),
        (tr("A deal"), [tr(
            "All the cards are dealt. Each player then passes three cards face down to the "
            "player on the left, and the tricks are played."), tr(
            "Taking every heart and the queen of spades in one deal is shooting the moon: you "
            "score nothing and everyone else takes the whole 26.")]),
        (tr("A turn"), [tr(
            "The leader plays any card; the others must follow the suit led if they can, and "
            "may play any card if they cannot. The highest card of the suit led wins the trick "
            "and leads the next one. There are no trumps.")]),
        (tr("At the table"), [tr(
            "To pass: click three cards to raise them (click again to lower one), then press "
            "Pass cards."), tr(
            "To play: click a card, or drag it to the middle. Cards you may not play are "
            "dimmed; point at one to see why. L shows the last trick again.")]),
    ]


def _ugly() -> list[Section]:
    return [
        (tr("The aim"), [tr(
            "Score the most points over the game: 7 hands with four players, 9 with three. "
            "Every trick you win is worth a point; Jacks in your tricks cost points.")]),
        (tr("A hand"), [tr(
            "All the cards are dealt. The player on the dealer's left names trumps (a suit, or "
            "no trumps). Then everyone passes cards to the left: one card in the first hand, "
            "three in the second, two more each hand, until the last hand passes the whole "
            "hand.")]),
        (tr("A turn"), [tr(
            "Follow the suit led if you can; if not, play any card, a trump or not. The highest "
            "trump wins the trick, or else the highest card of the suit led.")]),
        (tr("Scoring"), [tr(
            "1 point a trick. The Jacks cost J♠ 1, J♣ 2, J♦ 3, J♥ 4. Taking the Ugly card (7♦) "
            "doubles what your Jacks cost, or with no Jack doubles your tricks. The Charm (7♣) "
            "with the Ugly card cancels the doubling of Jacks, or with no Jack makes each trick "
            "worth 4.")]),
        (tr("At the table"), [tr(
            "To name trumps: press a suit or No trumps."), tr(
            "To pass: click cards to raise them, then press Pass cards."), tr(
            "To play: click a card, or drag it to the middle. Dimmed cards may not be played "
            "now; point at one to see why.")]),
    ]


def _up_and_down() -> list[Section]:
    return [
        (tr("The aim"), [tr(
            "Finish with the most points. Before each deal you say how many tricks you will "
            "take, and only an exact bid scores well.")]),
        (tr("A deal"), [tr(
            "The first deal has one card each, the next two, and so on up to the longest deal, "
            "then back down to one. Each deal has its trump suit, known before the bids. Each "
            "player bids how many tricks they will take; the dealer, bidding last, may not make "
            "the bids add up to the number of cards in a hand.")]),
        (tr("A turn"), [tr(
            "Follow the suit led if you can; if not, play a trump if you can; else play any "
            "card. The highest trump wins, or else the highest card of the suit led.")]),
        (tr("Scoring"), [tr(
            "Exactly your bid: 10 points a trick (a bid of 0 made scores 5). More tricks than "
            "bid: 1 point a trick. Fewer: minus 10 for every trick bid. At the end every player "
            "settles up with every other for the difference of their scores.")]),
        (tr("At the table"), [tr(
            "To bid: press the number of tricks. A bid the rules forbid is greyed; point at it "
            "to see why."), tr(
            "To play: click a card, or drag it to the middle.")]),
    ]


def _ugo() -> list[Section]:
    return [
        (tr("The aim"), [tr(
            "Be the last player left. Each player has a deck of their own; whoever must draw "
            "from an empty deck is out. Lost fights make you mill: turn cards from the top of "
            "your deck onto your discard pile.")]),
        (tr("The cards"), [tr(
            "The 2 to 7 of ♠, ♥ and ♣ fight: each has an attack and a defence value, shown "
            "beside it (spades double the attack, hearts the defence). The 2 to 7 of ♦ equip a "
            "fighter, adding to both values. A, K, Q, J, 10, 9 and 8 have powers: the Ace "
            "destroys a card of your target, the King makes them mill one, the Queen takes a "
            "card back from your discard pile, the Jack takes the top card of their deck, the 10 "
            "stops an attack on you, the 9 turns the direction of play, the 8 makes everyone "
            "throw away their hand and draw again.")]),
        (tr("A turn"), [tr(
            "Draw a card. Then, in any order: play one fighter (in attack position upright, or "
            "in defence position sideways, face up or down; a 6 or 7 costs one of your fighters "
            "on the table), play equips and powers, switch positions once, and attack with each "
            "card in attack position once. In the first round only its last player may attack. "
            "End your turn.")]),
        (tr("A fight"), [tr(
            "The attack value meets the target's value (its defence if it lies sideways). A "
            "higher attack destroys the target, and its owner mills the difference if it stood "
            "in attack position. A lower attack makes the attacker mill the difference, and "
            "loses the attacker if the target stood in attack position. Equal values do "
            "nothing. A player with no fighter on the table mills the attack value.")]),
        (tr("At the table"), [tr(
            "Click a card in your hand or on your table to see what it can do, then press the "
            "action; or drag it: a fighter onto the table, an equip onto your fighter, an "
            "attacker onto its target (or onto the player whose table is empty)."), tr(
            "When you are attacked, press Play a 10 to stop it or Take the attack. Press End "
            "your turn when you are done. The log on the right tells every move.")]),
    ]


def _ultimate_loser() -> list[Section]:
    return [
        (tr("The aim"), [tr(
            "Drink as little as you can: every drink is a point against you, and the fewest in "
            "the end wins (5 hands by default). Settings can call drinks penalty points.")]),
        (tr("A hand"), [tr(
            "All but a few cards are dealt; one left over lies face up as the gin card. "
            "Everyone tries to get rid of their cards. The last player still holding cards is "
            "the Ultimate Loser and drinks 4 more.")]),
        (tr("A round"), [tr(
            "The leader plays a single card, a pair, three or four of a kind, or a straight "
            "flush. Each other player in turn plays the same kind of combination (it need not "
            "be higher), or passes, or passes and swaps a card of their hand for the gin card. "
            "The highest play wins and leads next.")]),
        (tr("Drinks"), [tr(
            "The lowest play of a round drinks one, every pass drinks one, and a four of a kind "
            "makes everyone drink one.")]),
        (tr("At the table"), [tr(
            "To play: click cards to raise them (cards that cannot join them are dimmed), then "
            "press the Play button; or drag a card to the middle."), tr(
            "To pass: press Pass. To swap: drag a card from your hand onto the gin card."), tr(
            "For rock-paper-scissors, press your choice.")]),
    ]


PAGES = {
    "black-lady": _black_lady,
    "ugly": _ugly,
    "up-and-down": _up_and_down,
    "ugo": _ugo,
    "ultimate-loser": _ultimate_loser,
}


def how_to_play_html(game_id: str) -> str:
    """The page for a game, as rich text in the person's language."""
    title = tr("How to play {game}").format(game=get(game_id).name)
    parts = [f"<h2>{escape(title)}</h2>"]
    for heading, paragraphs in PAGES[game_id]():
        parts.append(f"<h3>{escape(heading)}</h3>")
        parts += [f"<p>{escape(p)}</p>" for p in paragraphs]
    return "".join(parts)


class HowToPlayDialog(QDialog):
    """One game's How to play page, with the way on to its full rules."""

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.setWindowTitle(self.tr("How to play {game}").format(game=get(game_id).name))
        fit_window(self, "how-to-play", (620, 540))
        self.text = QTextBrowser()
        self.text.setHtml(how_to_play_html(game_id))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.full_rules = QPushButton(self.tr("Full rules…"))
        self.full_rules.setToolTip(self.tr("The whole rule sheet, with every house rule"))
        buttons.addButton(self.full_rules, QDialogButtonBox.ButtonRole.ActionRole)
        self.full_rules.clicked.connect(self.show_rules)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)

    def text_shown(self) -> str:
        """The page's words, for tests and accessibility."""
        return self.text.toPlainText()

    def show_rules(self) -> None:
        """Open the full rule sheet of this game."""
        from .rules_window import RulesWindow

        RulesWindow(self.game_id, self).exec()


def show_how_to_play(game_id: str, parent: QWidget | None) -> HowToPlayDialog:
    """Open the page of a game, without holding up the window behind it."""
    dialog = HowToPlayDialog(game_id, parent)
    dialog.open()
    return dialog

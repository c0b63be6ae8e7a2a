"""U-G-O explained to a person new to it: its How to play page, its first-game tips and what
the words on its table mean."""

from __future__ import annotations

from ....texts import tr
from ....ui.game_help import GameHelp, Section, TableWords


def how_to_play() -> list[Section]:
    """The aim, a deal, a turn, the scoring and the moves at the table."""
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


def tips() -> dict[str, str]:
    """The tip of each kind of decision, the first time it comes up."""
    return {
        "first-round": tr("Tip: click a card to see what it can do and press the action, "
                          "or drag it onto the table. No attacks in the first round; press "
                          "End your turn when done."),
        "play": tr("Tip: drag a card in attack position onto a card of your target (or "
                   "onto the player when they have none) to attack; click any card to see "
                   "every action."),
        "block": tr("Tip: you are attacked. Press Play a 10 to stop it (if you hold one), "
                    "or Take the attack."),
        "answer": tr("Tip: a card is played on you. Stop it or turn it back with the "
                     "buttons if your cards allow, or let it happen."),
    }


def table_words() -> TableWords:
    """What the score and the line under it on a plate, the caption and the score panel's
    marks mean."""
    return TableWords(
        note=tr("Under it: the cards left in the deck and in hand; 'out' when knocked out. "
                "Whoever must draw from an empty deck is out."),
        caption=tr("The turn, and the direction of play: your target is the next player that "
                   "way."),
    )


HELP = GameHelp(how_to_play, tips, table_words)

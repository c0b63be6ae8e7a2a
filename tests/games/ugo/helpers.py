"""Hand-made U-G-O tables for tests: decks and hands written as text, actions called by name.

Every player owns the cards written for his seat; a card owned by someone else is marked with
``@`` and the owner's seat: ``"5S 4D@1"`` is seat 0's 5♠ and seat 1's 4♦. Decks are written
with the top card LAST, as ``Deal`` takes them, so the first card drawn is the last one written.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.cards import Card, parse_card
from cardtable.engine.events import Event
from cardtable.engine.protocol import Phase
from cardtable.games.ugo import actions as A
from cardtable.games.ugo.rules import RULES, Deal, UgoState


def cards(text: str, owner: int = 0) -> list[Card]:
    """Cards from text, each owned by ``owner`` unless it says ``@seat``."""
    found = []
    for word in text.split():
        name, _, who = word.partition("@")
        found.append(parse_card(name, int(who) if who else owner))
    return found


def card(text: str, owner: int = 0) -> Card:
    """One card, as ``cards`` reads it."""
    (one,) = cards(text, owner)
    return one


def game(decks: Sequence[str], hands: Sequence[str], first: int = 0,
         **options: object) -> UgoState:
    """A game on hand-made decks (top card last) and hands, seat ``first`` to play first.

    The first player's draw has already happened when this returns.
    """
    deal = Deal(tuple(tuple(cards(d, s)) for s, d in enumerate(decks)),
                tuple(tuple(cards(h, s)) for s, h in enumerate(hands)))
    return RULES.new_game(options, seed=1, players=len(decks), deal=deal, first=first)


# ---- actions by name --------------------------------------------------------------------------

def _given(give: int | None) -> int:
    """The argument of a play: the slot given up plus one, or 0."""
    return 0 if give is None else give + 1


def play_attack(c: Card, give: int | None = None) -> int:
    """Put an Attack/Defense card on the table in attack position (a 6 or 7 giving up slot
    ``give``)."""
    return A.make(A.PLAY_ATTACK, c, _given(give))


def play_defence(c: Card, give: int | None = None) -> int:
    """Put an Attack/Defense card on the table in defence position, face up."""
    return A.make(A.PLAY_DEFENCE, c, _given(give))


def play_hidden(c: Card, give: int | None = None) -> int:
    """Put an Attack/Defense card on the table in defence position, face down."""
    return A.make(A.PLAY_HIDDEN, c, _given(give))


def equip(c: Card, slot: int) -> int:
    """Tuck an equip under the player's own card in ``slot``."""
    return A.make(A.EQUIP, c, slot)


def special(c: Card, slot: int = 0) -> int:
    """Play a special card (an Ace on the target's card in ``slot``)."""
    return A.make(A.SPECIAL, c, slot)


def attack(slot: int, target: int = A.AT_PLAYER) -> int:
    """Attack with the card in ``slot``: the target's card in ``target``, or the player."""
    return A.make(A.ATTACK, slot, target)


def change(*slots: int) -> int:
    """Switch the positions of the player's cards in ``slots``, all in one move."""
    return A.CHANGE_BASE + sum(1 << k for k in slots)


def counter(slot: int = 0) -> int:
    """Play a 9 against a special card (for an Ace: its player's card in ``slot``)."""
    return A.COUNTER_BASE + slot


def run(state: UgoState, *actions: int) -> list[Event]:
    """Apply the actions in order and return every event."""
    events: list[Event] = []
    for action in actions:
        events += state.apply(action)
    return events


def strike(state: UgoState, slot: int, target: int = A.AT_PLAYER) -> list[Event]:
    """Attack, and let the defender take it (no 10)."""
    events = state.apply(attack(slot, target))
    assert state.phase is Phase.RESPOND
    return events + state.apply(A.NO_BLOCK)


def of_type(events: Sequence[Event], kind: type) -> list:
    """The events of one kind, in order."""
    return [e for e in events if isinstance(e, kind)]


def legal_of(state: UgoState, kind: int, c: Card | None = None) -> list[int]:
    """The legal actions of one kind (``actions.ATTACK`` …), for card ``c`` if given."""
    return [a for a in state.legal_actions()
            if A.kind_of(a) == kind and (c is None or A.card_of(a) == c)]


def changes(state: UgoState) -> list[int]:
    """The legal position changes, as lists of slots."""
    return [A.slots_of(a - A.CHANGE_BASE) for a in state.legal_actions()
            if A.CHANGE_BASE < a < A.CHANGE_BASE + 32]

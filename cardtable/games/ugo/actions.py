"""U-G-O's actions as numbers, and their names for people.

A turn is a sequence of actions; each is one int:

* ``END_TURN`` (0); a defender's answer to an attack: ``BLOCK`` (1, play a 10) or
  ``NO_BLOCK`` (2); the answer to an Ace, King or Jack (with the "Nine counters" or "10s stop
  Aces, Kings and Jacks" rule): ``NO_COUNTER`` (3, let it happen), ``BLOCK`` (play a 10) or
  ``COUNTER_BASE + slot`` (16–31: play a 9; ``slot`` is, for a countered Ace, which of its
  player's cards it destroys, else 0);
* ``CHANGE_BASE + slots`` (33–63): switch the positions of the player's cards whose slots are
  the bits of ``slots``;
* ``kind << 12 | card << 4 | arg`` for everything else: playing an Attack/Defense card (in
  attack position, in defence face up, or in defence face down; ``arg`` is the slot given up
  plus one for a 6 or 7, else 0), an equip (``arg``: the player's own slot), a special card
  (``arg``: the target's slot for an Ace, else 0) and an attack (``card`` is then the
  attacker's slot, ``arg`` the target's slot, or ``AT_PLAYER`` when his table is empty).
"""

from __future__ import annotations

from ...engine.cards import format_card
from ...engine.texts import N_, Words

END_TURN, BLOCK, NO_BLOCK, NO_COUNTER = 0, 1, 2, 3
COUNTER_BASE = 16
CHANGE_BASE = 32
PLAY_ATTACK, PLAY_DEFENCE, PLAY_HIDDEN, EQUIP, SPECIAL, ATTACK = 1, 2, 3, 4, 5, 6
AT_PLAYER = 15
KIND_SHIFT, CARD_SHIFT = 12, 4
ALL_TARGETS = 0  # a suited Ace's argument: every card of its kind


def make(kind: int, card: int, arg: int = 0) -> int:
    """The number of a card action."""
    return kind << KIND_SHIFT | card << CARD_SHIFT | arg


def kind_of(action: int) -> int:
    """The kind of a card action (0 for the simple answers and position changes)."""
    return action >> KIND_SHIFT


def card_of(action: int) -> int:
    """The card (or, for an attack, the attacker's slot) of a card action."""
    return action >> CARD_SHIFT & 0xFF


def hand_card_of(action: int) -> int | None:
    """The card of the hand an action plays (an Attack/Defense card, an equip, a special
    card), or None for an attack, an answer, a position change or the end of a turn."""
    return None if kind_of(action) in (0, ATTACK) else card_of(action)


def arg_of(action: int) -> int:
    """The argument of a card action: a slot, or a slot plus one."""
    return action & 0xF


def slots_of(mask: int) -> list[int]:
    """The slots whose bits are set in a position change."""
    return [k for k in range(5) if mask >> k & 1]


def describe(action: int) -> str:
    """Name an action for people: "Attack with slot 1 on slot 3", "Play 5♠ to attack" …"""
    if action == END_TURN:
        return Words(N_("End the turn"))
    if action == BLOCK:
        return Words(N_("Play a 10 to stop it"))
    if action == NO_BLOCK:
        return Words(N_("Take the attack"))
    if action == NO_COUNTER:
        return Words(N_("Let it happen"))
    if COUNTER_BASE <= action < CHANGE_BASE:
        return Words(N_("Play a 9 to turn it back"))
    if CHANGE_BASE < action < CHANGE_BASE + 32:
        slots = slots_of(action - CHANGE_BASE)
        places = ", ".join(str(k + 1) for k in slots)
        return Words(N_("Change the position of card(s) {places}", "", len(slots)),
                     n=len(slots), places=places)
    kind, card, arg = kind_of(action), card_of(action), arg_of(action)
    if kind == ATTACK:
        if arg == AT_PLAYER:
            return Words(N_("Attack the player with card {attacker}"), attacker=card + 1)
        return Words(N_("Attack card {target} with card {attacker}"), target=arg + 1,
                     attacker=card + 1)
    name = format_card(card)
    if kind in (PLAY_ATTACK, PLAY_DEFENCE, PLAY_HIDDEN):
        return _placing(kind, name, arg)
    if kind == EQUIP:
        return Words(N_("Equip card {slot} with {card}"), slot=arg + 1, card=name)
    if kind == SPECIAL:
        return Words(N_("Play {card}"), card=name)
    return f"action {action}"


def _placing(kind: int, card: str, given: int) -> Words:
    """Name the play of an Attack/Defense card to the table; ``given`` is the place of the card
    given up for it (counted from 1), or 0."""
    if kind == PLAY_ATTACK:
        if given:
            return Words(N_("Play {card} in attack position, giving up card {given}"),
                         card=card, given=given)
        return Words(N_("Play {card} in attack position"), card=card)
    if kind == PLAY_DEFENCE:
        if given:
            return Words(N_("Play {card} in defence position, giving up card {given}"),
                         card=card, given=given)
        return Words(N_("Play {card} in defence position"), card=card)
    if given:
        return Words(N_("Play {card} face down in defence position, giving up card {given}"),
                     card=card, given=given)
    return Words(N_("Play {card} face down in defence position"), card=card)

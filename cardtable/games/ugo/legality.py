"""Which U-G-O actions are open now, and why the others are not.

Kept apart from the state's moves so that each reads on its own; every function takes the
state and changes nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ...engine.cards import ACE, CLUBS, HEARTS, SPADES, Card, rank, suit
from ...engine.protocol import Action, OptionValue, Phase
from ...engine.texts import N_, Words
from . import actions as A
from .options import TABLE
from .roles import EIGHT, JACK, KING, NINE, QUEEN, TEN, needs_sacrifice, role

if TYPE_CHECKING:
    from .board import UgoBoard


def answerable(options: Mapping[str, OptionValue]) -> bool:
    """Whether an Ace, King or Jack waits for its target's answer: a 9 with "Nine counters",
    a 10 with "10s stop Aces, Kings and Jacks". Its target is then always asked, as about an
    attack, so that asking gives nothing away."""
    return bool(options["nine_counters"] or options["ten_stops_specials"])


def answers(state: UgoBoard) -> list[Action]:
    """The answers open to a player asked about a move made against him."""
    assert state.pending is not None
    hand = state.hands[state.to_act]
    ten = any(rank(c) == TEN for c in hand)
    if state.pending.kind == "attack":
        return [A.BLOCK, A.NO_BLOCK] if ten else [A.NO_BLOCK]
    answers = [A.NO_COUNTER]
    if ten and state.options["ten_stops_specials"]:
        answers.append(A.BLOCK)
    if state.options["nine_counters"] and any(rank(c) == NINE for c in hand):
        player, special = state.pending.seat, state.pending.what
        if rank(special) == ACE and not state.options["suited_aces"] and state.tables[player]:
            answers += [A.COUNTER_BASE + k for k in range(len(state.tables[player]))]
        else:
            answers.append(A.COUNTER_BASE)
    return sorted(answers)


def turn_actions(state: UgoBoard) -> set[Action]:
    """Everything the player on turn may do now."""
    seat, target = state.turn_seat, state.target
    mine, theirs = state.tables[seat], state.tables[target]
    found = {A.END_TURN}
    for card in state.hands[seat]:
        kind = role(card)
        if kind == "ad" and not state.card_played:
            if needs_sacrifice(card):
                args = [k + 1 for k in range(len(mine))]
            else:
                args = [0] if len(mine) < TABLE else []
            for arg in args:
                for how in (A.PLAY_ATTACK, A.PLAY_DEFENCE, A.PLAY_HIDDEN):
                    found.add(A.make(how, card, arg))
        elif kind == "equip":
            found.update(A.make(A.EQUIP, card, k) for k, p in enumerate(mine)
                         if p.face_up and len(p.equips) < 2)
        elif _special_allowed(state, card, seat, target):
            if rank(card) == ACE and not state.options["suited_aces"]:
                found.update(A.make(A.SPECIAL, card, k) for k in range(len(theirs)))
            else:
                found.add(A.make(A.SPECIAL, card))
    if mine and not state.changed:
        found.update(A.CHANGE_BASE + m for m in range(1, 1 << len(mine)))
    if state.can_attack:
        targets = range(len(theirs)) if theirs else [A.AT_PLAYER]
        for k, p in enumerate(mine):
            if p.attack and not p.used:
                found.update(A.make(A.ATTACK, k, t) for t in targets)
    return found

def _special_allowed(state: UgoBoard, card: Card, seat: int, target: int) -> bool:
    """Whether a special card has something to act on (a 10 never has, on one's own turn)."""
    r = rank(card)
    if r == TEN:
        return False
    if r == NINE:
        return not state.options["nine_counters"]
    if r in (KING, JACK):
        return bool(state.decks[target])
    if r == QUEEN:
        return bool(state.discards[seat])
    if r == ACE:
        return bool(ace_victims(state, card, target))
    return r == EIGHT

def ace_victims(state: UgoBoard, card: Card, target: int) -> list[int]:
    """The slots of ``target``'s table an Ace may hit (suited Aces: all it hits at once)."""
    table = state.tables[target]
    if not state.options["suited_aces"]:
        return list(range(len(table)))
    s = suit(card)
    if s == SPADES:
        return [k for k, p in enumerate(table) if p.attack]
    if s == HEARTS:
        return [k for k, p in enumerate(table) if not p.attack]
    if s == CLUBS:
        return list(range(len(table)))
    return [k for k, p in enumerate(table) if p.equips]

def _why_not_answer(state: UgoBoard, action: int) -> str:
    """Why an answer to a move made against the player is not allowed."""
    hand = state.hands[state.to_act]
    options = state.options
    if state.pending and state.pending.kind == "attack":
        if action == A.BLOCK:
            return Words(N_("you have no 10 to play"))
        return Words(N_("answer the attack first: play a 10 or take it"))
    if action == A.BLOCK:
        if not options["ten_stops_specials"]:
            return Words(N_("a 10 stops only an attack"))
        return Words(N_("you have no 10 to play"))
    if A.COUNTER_BASE <= action < A.CHANGE_BASE:
        if not options["nine_counters"]:
            return Words(N_("a 9 turns a card back only with Nine counters"))
        if not any(rank(c) == NINE for c in hand):
            return Words(N_("you have no 9 to play"))
    if not options["nine_counters"]:
        return Words(N_("answer the special card first: play a 10 or let it happen"))
    if not options["ten_stops_specials"]:
        return Words(N_("answer the special card first: play a 9 or let it happen"))
    return Words(N_("answer the special card first: play a 10 or a 9, or let it happen"))


def why_not(state: UgoBoard, action: int) -> str:
    """Why an action is not allowed now, in words for the player."""
    if state.phase is Phase.RESPOND:
        return _why_not_answer(state, action)
    if action in (A.BLOCK, A.NO_BLOCK, A.NO_COUNTER) or A.COUNTER_BASE <= action < 32:
        return Words(N_("nobody is attacking you now"))
    if A.CHANGE_BASE < action < A.CHANGE_BASE + 32:
        if state.changed:
            return Words(N_("positions may be changed only once a turn"))
        return Words(N_("you have no card in those places"))
    kind, card = A.kind_of(action), A.card_of(action)
    seat = state.turn_seat
    if kind == A.ATTACK:
        if not state.can_attack:
            return Words(N_("in the first round only the last player may attack"))
        mine = state.tables[seat]
        if card >= len(mine):
            return Words(N_("you have no card in that place"))
        if not mine[card].attack:
            return Words(N_("only a card in attack position can attack"))
        if mine[card].used:
            return Words(N_("each card attacks at most once a turn"))
        return Words(N_("there is no such card to attack"))
    if kind not in (A.PLAY_ATTACK, A.PLAY_DEFENCE, A.PLAY_HIDDEN, A.EQUIP, A.SPECIAL):
        return f"not an action of U-G-O: {action!r}"
    if card not in state.hands[seat]:
        return Words(N_("you do not hold that card"))
    r = role(card)
    if kind == A.EQUIP:
        if r != "equip":
            return Words(N_("only a 2 to 7 of diamonds is an equip"))
        return Words(N_("an equip goes on one of your face-up cards with fewer than two equips"))
    if kind == A.SPECIAL:
        if r != "special":
            return Words(N_("that card is not a special card"))
        if rank(card) == TEN:
            return Words(N_("a 10 is played only against an attack on you"))
        if rank(card) == NINE and state.options["nine_counters"]:
            return Words(N_("with Nine counters a 9 is played only against an Ace, King or Jack"))
        if rank(card) == ACE and ace_victims(state, card, state.target):
            return Words(N_("the Ace has no card to destroy in that place"))
        return Words(N_("that card has nothing to act on now"))
    if r != "ad":
        return Words(N_("only a 2 to 7 of clubs, hearts or spades goes on the table"))
    if state.card_played:
        return Words(N_("only one Attack/Defense card may be played a turn"))
    if needs_sacrifice(card):
        return Words(N_("a 6 or 7 needs one of your cards on the table to give up"))
    if A.arg_of(action):
        return Words(N_("only a 6 or 7 gives up a card to come in"))
    return Words(N_("you already have five cards on the table"))

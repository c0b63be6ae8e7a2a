"""U-G-O in words: what the person may do with a picked card, the answers asked of a
defender, the turn and its direction, and what is left in each deck and hand.

A U-G-O turn is many actions. The table lets the person pick a card in hand or cards on his
table (or drag them); the choices offered are then the legal actions that use what was picked,
named with the values at stake, so that nothing is ever done without being said.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ...controller.knowledge import opening_lines, others
from ...controller.presenter import Presenter
from ...controller.turns import Choice, PersonTurn
from ...engine.cards import ACE, Card, rank
from ...engine.protocol import Action, Phase
from ...texts import card_text, tr
from . import actions as A
from .roles import role
from .view import HIDDEN_CARD, Pending, SlotView, UgoView


@dataclass(frozen=True)
class DuelTurn:
    """U-G-O's own part of the person's decision: every legal action (a turn is many), and the
    person's view, to name them."""

    actions: frozenset[Action]
    view: UgoView


def slot_words(slot: SlotView) -> str:
    """A card on the table with its values: "5♠ (attack 10)", "4♥ (defence 8)", "a face-down
    card"."""
    if slot.card == HIDDEN_CARD:
        return tr("a face-down card")
    if slot.attack:
        return tr("{card} (attack {value})").format(card=card_text(slot.card),
                                                     value=slot.attack_value)
    return tr("{card} (defence {value})").format(card=card_text(slot.card),
                                                  value=slot.defence_value)


def describe(view: UgoView, action: Action) -> str:
    """Name one of the person's actions with what it touches."""
    if action == A.END_TURN:
        return tr("End your turn")
    if action == A.BLOCK:
        pending = view.pending
        if pending is not None and pending.kind == "special":  # "10s stop Aces, Kings, Jacks"
            return tr("Play a 10: stop the {card}").format(card=card_text(pending.what))
        return tr("Play a 10: stop the attack")
    if action == A.NO_BLOCK:
        return tr("Take the attack")
    if action == A.NO_COUNTER:
        return tr("Let it happen")
    mine = view.tables[view.seat]
    if A.COUNTER_BASE <= action < A.CHANGE_BASE:
        pending = view.pending
        if pending is not None and rank(pending.what) == ACE and view.tables[pending.seat] \
                and not view.options.get("suited_aces"):
            slot = view.tables[pending.seat][action - A.COUNTER_BASE]
            return tr("Play a 9: the Ace destroys {target}").format(target=slot_words(slot))
        return tr("Play a 9: turn it back")
    if A.CHANGE_BASE < action < A.CHANGE_BASE + 32:
        cards = ", ".join(card_text(mine[k].card) for k in A.slots_of(action - A.CHANGE_BASE))
        return tr("Switch the position of {cards}").format(cards=cards)
    kind, card, arg = A.kind_of(action), A.card_of(action), A.arg_of(action)
    theirs = view.tables[view.target] if view.target >= 0 else ()
    if kind == A.ATTACK:
        attacker = slot_words(mine[card])
        if arg == A.AT_PLAYER:
            return tr("Attack the player with {attacker}").format(attacker=attacker)
        return tr("Attack {target} with {attacker}").format(target=slot_words(theirs[arg]),
                                                             attacker=attacker)
    name = card_text(card)
    given = ""
    if arg and kind in (A.PLAY_ATTACK, A.PLAY_DEFENCE, A.PLAY_HIDDEN):
        given = tr(", giving up {card}").format(card=card_text(mine[arg - 1].card))
    if kind == A.PLAY_ATTACK:
        return tr("Play {card} to attack").format(card=name) + given
    if kind == A.PLAY_DEFENCE:
        return tr("Play {card} to defend, face up").format(card=name) + given
    if kind == A.PLAY_HIDDEN:
        return tr("Play {card} to defend, face down").format(card=name) + given
    if kind == A.EQUIP:
        return tr("Equip {target} with {card}").format(target=slot_words(mine[arg]), card=name)
    if role(card) == "special" and theirs and rank(card) == ACE and arg < len(theirs) \
            and not view.options.get("suited_aces"):
        return tr("Play {card} on {target}").format(card=name, target=slot_words(theirs[arg]))
    return tr("Play {card}").format(card=name)


def choices_for(view: UgoView, actions: Iterable[Action]) -> tuple[Choice, ...]:
    """The given legal actions as choices, in a steady order."""
    return tuple(Choice(a, describe(view, a), True) for a in sorted(actions))


def hand_card_choices(turn: PersonTurn, card: int) -> tuple[Choice, ...]:
    """What the person may do with one card of his hand, and End turn."""
    duel: DuelTurn = turn.game
    view = duel.view
    using = [a for a in duel.actions if A.hand_card_of(a) == card]
    return choices_for(view, using) + choices_for(view, [A.END_TURN])


def table_choices(turn: PersonTurn, slots: frozenset[int]) -> tuple[Choice, ...]:
    """What the person may do with the picked cards of his table: switch their positions, and
    with one card in attack position, attack with it; and End turn."""
    duel: DuelTurn = turn.game
    view = duel.view
    picked = [a for a in duel.actions if A.kind_of(a) == A.ATTACK and len(slots) == 1
              and A.card_of(a) in slots]
    change = A.CHANGE_BASE + sum(1 << k for k in slots)
    if slots and change in duel.actions:
        picked.append(change)
    return choices_for(view, picked) + choices_for(view, [A.END_TURN])


def answer_prompt(view: UgoView, pending: Pending) -> str:
    """The question put to a defender: a 10 against an attack; against an Ace, King or Jack
    whatever answers the rules allow, a 10 ("10s stop Aces, Kings and Jacks"), a 9 ("Nine
    counters") or either. The question is the same whatever his hand holds, as the engine
    asks him whatever it holds."""
    if pending.kind == "attack":
        attacker = slot_words(view.tables[pending.seat][pending.what])
        return tr("You are attacked by {attacker}: play a 10 to stop it?").format(
            attacker=attacker)
    card = card_text(pending.what)
    ten, nine = view.options["ten_stops_specials"], view.options["nine_counters"]
    if ten and nine:
        return tr("{card} is played on you: play a 10 to stop it, or a 9 to turn it "
                  "back?").format(card=card)
    if ten:
        return tr("{card} is played on you: play a 10 to stop it?").format(card=card)
    return tr("{card} is played on you: play a 9 to turn it back?").format(card=card)


def duel_turn(state: Any, seat: int) -> PersonTurn:
    """The person's decision in U-G-O: his turn's actions, or an answer to a move against him."""
    view: UgoView = state.view(seat)
    duel = DuelTurn(frozenset(state.legal_actions()), view)
    legal = state.legal_actions()
    if state.phase is Phase.RESPOND:
        pending = view.pending
        assert pending is not None
        return PersonTurn(Phase.RESPOND, frozenset(), {}, 1, answer_prompt(view, pending),
                          choices_for(view, legal), duel)
    usable = frozenset(c for c in map(A.hand_card_of, legal) if c is not None)
    reasons = {c: tr("That card has nothing to do now.") for c in view.hand if c not in usable}
    if not view.can_attack:
        prompt = tr("Your turn (first round: no attacks yet). Pick a card, or end your turn.")
    else:
        prompt = tr("Your turn: pick or drag a card; drag an attacker onto its target.")
    return PersonTurn(Phase.PLAY, usable, reasons, 0, prompt,
                      choices_for(view, [A.END_TURN]), duel)


def _way(direction: int) -> str:
    return tr("clockwise ↻") if direction > 0 else tr("anticlockwise ↺")


def duel_ways(view: UgoView) -> list[str]:
    """U-G-O's direction: one while the turns and the attacks go the same way, each named
    apart once a 9 has turned only the attacks ("What a 9 reverses")."""
    if view.turn_direction == view.direction:
        return [_way(view.direction)]
    return [tr("turns {way}").format(way=_way(view.turn_direction)),
            tr("attacks {way}").format(way=_way(view.direction))]


class UgoPresenter(Presenter[UgoView]):
    """The words of U-G-O; see the module docstring."""

    game_id = "ugo"
    view_type = UgoView

    def person_turn(self, state: Any, seat: int) -> PersonTurn:
        return duel_turn(state, seat)

    def describe(self, state: Any, turn: PersonTurn, action: Action) -> str:
        return describe(turn.game.view, action)

    def caption(self, view: UgoView, counts: str) -> str:
        turn = tr("Turn {number}").format(number=view.turn)
        if not view.can_attack:
            turn += " " + tr("(first round: no attacks)")
        return "  ·  ".join([turn, *duel_ways(view)])

    def seat_notes(self, view: UgoView, counts: str) -> list[str]:
        """What is left in each deck and hand."""
        return [(tr("out") if seat in view.out else
                 tr("deck {deck} · hand {hand}").format(deck=view.deck_sizes[seat],
                                                         hand=view.hand_sizes[seat]))
                for seat in range(view.players)]

    def knowledge_lines(self, view: UgoView, names: Sequence[str]) -> list[str]:
        hidden = sum(1 for s in others(view.seat, view.players)
                     for slot in view.tables[s] if slot.card < 0)
        return [*opening_lines(view.seat, view.hand, names),
                tr("It sees every face-up card and every discard pile; it does not see "
                   "the {n} face-down card(s) of the others, their hands or any deck.")
                .format(n=hidden)]

    def hint_cards(self, turn: PersonTurn, action: Action) -> list[Card]:
        card = A.hand_card_of(action)
        return [] if card is None else [card]


PRESENTER = UgoPresenter()

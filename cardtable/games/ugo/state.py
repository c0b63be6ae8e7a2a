"""A U-G-O duel in progress: turns of draws, cards played, attacks, special cards, the end.

The seat whose turn it is draws (or is out if it cannot), then acts as often as it likes and
ends the turn (see ``actions`` for the numbers and ``rules.md`` for the rules). Two things
happen on another player's turn: a defender is asked whether to play a 10 against every attack
(always, so that asking gives nothing away), and with the "Nine counters" or the "10s stop
Aces, Kings and Jacks" rule whether to play a 9 or a 10 against an Ace, King or Jack used on
him. Decks only ever shrink, which bounds a game: every turn draws a card, and a turn holds
finitely many actions (see ``turn_bound``). Where the cards lie, and whose turn it is, is the
board's (``board.py``), which the state is built on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Self

from ...engine.cards import ACE, DIAMONDS, Card, copy_of, rank, suit
from ...engine.events import DealScored, Dealt, Event, GameOver
from ...engine.protocol import Action, IllegalAction, OptionValue, Phase
from ...engine.rng import Rng
from ...engine.state_base import GAME_IS_OVER
from ...engine.visibility import EventScreen
from . import actions as A
from .board import Deal, Pending, Placed, UgoBoard
from .events import (
    AttackBlocked,
    AttackDeclared,
    AttackResolved,
    CardDestroyed,
    CardDrawn,
    CardEquipped,
    CardPlaced,
    CardRecovered,
    CardsMilled,
    CardStolen,
    DirectionReversed,
    HandsRenewed,
    PlayerOut,
    PositionsChanged,
    SpecialCountered,
    SpecialPlayed,
    TurnStarted,
)
from .legality import ace_victims, answerable, answers, turn_actions, why_not
from .options import NINE_TURNS
from .roles import (
    EIGHT,
    JACK,
    KING,
    NINE,
    QUEEN,
    TEN,
    leaves_the_game,
)
from .view import UgoView, seat_view

# The scoresheet marks of a finished duel: the winner, and the others by the order they went
# out in ("out 1" went first).
WINNER_MARK = "winner"
OUT_MARK = "out"

Out = list[Event] | None


class UgoState(UgoBoard, EventScreen):
    """The whole state of one U-G-O game: its board (``board.py``) and the moves that change
    it; see the module docstring."""

    def __init__(
        self,
        options: Mapping[str, OptionValue],
        players: int,
        seed: int,
        deal: Deal | None = None,
        first: int | None = None,
    ) -> None:
        super().__init__(options, players, seed, deal, first)
        self._opening: list[Event] = []  # the first turn's start, told with the deal
        self._start_turn(self.turn_seat, self._opening)

    # ---- the public API ---------------------------------------------------------------------

    @property
    def decision_under_way(self) -> bool:
        """Never: every U-G-O decision is one action (a card, an attack, an answer, the end of
        a turn), so the defender's answer is never part of the attacker's decision."""
        return False

    def initial_events(self) -> list[Event]:
        """The events that set the table up, for a table that has just opened: the deal, then
        the start of the first turn with its draw."""
        return [self.deal_record(), *self._opening]

    def deal_record(self) -> Dealt:
        """The opening hands (the decks stay face down)."""
        return Dealt(0, self.turn_seat, self.start_hands)

    def legal_actions(self) -> list[Action]:
        """The actions the seat to act may take, in ascending order."""
        if self.is_over:
            return []
        if self.phase is Phase.RESPOND:
            return answers(self)
        return sorted(turn_actions(self))

    def is_legal(self, action: Action) -> bool:
        """Tell whether ``action`` may be taken now."""
        return type(action) is int and action in self.legal_actions()

    def why_illegal(self, action: Action) -> str | None:
        """Return the reason an action is not allowed now, or None if it is allowed."""
        if self.is_over:
            return GAME_IS_OVER
        if type(action) is not int:
            return f"not an action: {action!r}"
        if self.is_legal(action):
            return None
        return why_not(self, action)

    def apply(self, action: Action) -> list[Event]:
        """Take an action and return what happened; an illegal one raises IllegalAction and
        changes nothing."""
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        out: list[Event] = []
        self._do(action, out)
        return out

    def step(self, action: Action) -> None:
        """Take an action like ``apply`` but build no events."""
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        self._do(action, None)

    def describe_action(self, action: Action) -> str:
        """Name an action for people."""
        return A.describe(action)

    def clone(self) -> Self:
        """Return an independent copy."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        for name in ("log", "sheet", "removed", "alive", "out", "places", "had_turn"):
            setattr(other, name, list(getattr(self, name)))
        for name in ("decks", "hands", "discards", "tables"):
            setattr(other, name, [list(x) for x in getattr(self, name)])
        other._rng = Rng(self._rng.state)
        return other

    def view(self, seat: int) -> UgoView:
        """Everything ``seat`` may know: its hand and everything face up."""
        return seat_view(self, seat)

    # ---- doing ------------------------------------------------------------------------------

    def _do(self, action: Action, out: Out) -> None:
        self.log.append(action)
        if self.phase is Phase.RESPOND:
            self._answer(action, out)
            return
        if action == A.END_TURN:
            self._start_turn(self._next_turn(), out)
            return
        if action > A.CHANGE_BASE and action < A.CHANGE_BASE + 32:
            self._change(action - A.CHANGE_BASE, out)
            return
        kind, card, arg = A.kind_of(action), A.card_of(action), A.arg_of(action)
        if kind == A.ATTACK:
            self._declare(card, arg, out)
        elif kind == A.EQUIP:
            self._equip(card, arg, out)
        elif kind == A.SPECIAL:
            self._special(card, arg, out)
        else:
            self._place(card, kind, arg, out)

    def _start_turn(self, seat: int, out: Out) -> None:
        """Begin ``seat``'s turn with its draw; a seat that cannot draw is out."""
        while not self.is_over:
            self.turn_seat = self.to_act = seat
            self.turn += 1
            self.had_turn[seat] = True
            self.card_played = self.changed = False
            self.tables = [[p._replace(used=False) for p in t] for t in self.tables]
            if out is not None:
                out.append(TurnStarted(seat, self.turn, self.direction))
            if self.decks[seat]:
                card = self.decks[seat].pop()
                self.hands[seat].append(card)
                if out is not None:
                    out.append(CardDrawn(seat, card))
                return
            self._knock_out([seat], out)
            seat = self._next_turn()

    def _knock_out(self, seats: Sequence[int], out: Out) -> None:
        """Put ``seats`` out together; the game ends when one player (or none) is left."""
        left = sum(self.alive) - len(seats)
        for seat in seats:
            self.alive[seat] = False
            self.out.append(seat)
            self.places[seat] = max(left, 0) + 1
        if out is not None:
            out += [PlayerOut(s, self.places[s]) for s in seats]
        if left <= 1:
            winners = tuple(s for s in range(self.n) if self.alive[s]) or tuple(sorted(seats))
            for s in winners:
                self.places[s] = 1
            self._finish(winners, out)

    def _finish(self, winners: tuple[int, ...], out: Out) -> None:
        self.winners = winners
        self.is_over = True
        self.phase = Phase.GAME_OVER
        self.to_act = -1
        marks = tuple(WINNER_MARK if s in winners else f"{OUT_MARK} {self.out.index(s) + 1}"
                      for s in range(self.n))
        record = DealScored(0, tuple(self.places), tuple(self.places),
                            tuple(len(d) for d in self.decks), None, marks)
        self.sheet.append(record)
        if out is not None:
            out += [record, GameOver(winners, tuple(self.places))]

    def _discard(self, cards: Sequence[Card]) -> None:
        """Send cards to their owners' discard piles (a Queen leaves the game instead)."""
        for c in cards:
            if leaves_the_game(c):
                self.removed.append(c)
            else:
                self.discards[copy_of(c)].append(c)

    def _mill(self, seat: int, count: int, out: Out) -> None:
        deck = self.decks[seat]
        milled = [deck.pop() for _ in range(min(count, len(deck)))]
        self._discard(milled)
        if out is not None and milled:
            out.append(CardsMilled(seat, tuple(milled)))

    def _destroy(self, seat: int, slot: int, out: Out) -> None:
        placed = self.tables[seat].pop(slot)
        self._discard([placed.card, *placed.equips])
        if out is not None:
            out.append(CardDestroyed(seat, slot, placed.card, placed.equips))

    def _place(self, card: Card, kind: int, arg: int, out: Out) -> None:
        seat = self.turn_seat
        self.hands[seat].remove(card)
        given: tuple[Card, ...] = ()
        table = self.tables[seat]
        if arg:
            lost = table.pop(arg - 1)
            given = (lost.card, *lost.equips)
            self._discard(given)
        table.append(Placed(card, kind == A.PLAY_ATTACK, kind != A.PLAY_HIDDEN))
        self.card_played = True
        if out is not None:
            out.append(CardPlaced(seat, len(table) - 1, card, kind == A.PLAY_ATTACK,
                                  kind != A.PLAY_HIDDEN, given, arg - 1))

    def _equip(self, card: Card, slot: int, out: Out) -> None:
        seat = self.turn_seat
        self.hands[seat].remove(card)
        p = self.tables[seat][slot]
        self.tables[seat][slot] = p._replace(equips=(*p.equips, card))
        if out is not None:
            out.append(CardEquipped(seat, slot, card))

    def _change(self, mask: int, out: Out) -> None:
        seat = self.turn_seat
        table = self.tables[seat]
        slots = A.slots_of(mask)
        revealed = []
        for k in slots:
            p = table[k]
            if not p.attack and not p.face_up:
                revealed.append((k, p.card))
            table[k] = p._replace(attack=not p.attack, face_up=p.face_up or not p.attack)
        self.changed = True
        if out is not None:
            out.append(PositionsChanged(seat, tuple(slots), tuple(revealed)))

    # ---- attacks ----------------------------------------------------------------------------

    def _declare(self, slot: int, target_slot: int, out: Out) -> None:
        seat, target = self.turn_seat, self.target
        at_player = target_slot == A.AT_PLAYER
        self.tables[seat][slot] = self.tables[seat][slot]._replace(used=True)
        if out is not None:
            out.append(AttackDeclared(seat, slot, target, -1 if at_player else target_slot))
        self.pending = Pending("attack", seat, slot, target, -1 if at_player else target_slot)
        self.phase = Phase.RESPOND
        self.to_act = target

    def _answer(self, action: Action, out: Out) -> None:
        pending = self.pending
        assert pending is not None
        self.pending = None
        self.phase = Phase.PLAY
        self.to_act = self.turn_seat
        defender = pending.target
        if action == A.BLOCK:
            self._block(defender, out)
        elif pending.kind == "attack":
            self._resolve(pending.seat, pending.what, defender, pending.arg, out)
        elif action == A.NO_COUNTER:
            self._special_effect(pending.seat, pending.what, defender, pending.arg, out)
        else:
            self._counter(pending, action - A.COUNTER_BASE, out)

    def _block(self, defender: int, out: Out) -> None:
        """The defender plays a 10: the attack, or the Ace, King or Jack, does nothing."""
        ten = min(c for c in self.hands[defender] if rank(c) == TEN)
        self.hands[defender].remove(ten)
        self._discard([ten])
        if out is not None:
            out.append(AttackBlocked(defender, ten))

    def _counter(self, pending: Pending, arg: int, out: Out) -> None:
        """The defender plays a 9: the special card acts on its player instead ("Nine
        counters"), and nobody may answer it again."""
        defender = pending.target
        nine = min(c for c in self.hands[defender] if rank(c) == NINE)
        self.hands[defender].remove(nine)
        self._discard([nine])
        if out is not None:
            out.append(SpecialCountered(defender, nine, pending.what))
        self._special_effect(defender, pending.what, pending.seat, arg, out)

    def _resolve(self, seat: int, slot: int, target: int, target_slot: int, out: Out) -> None:
        attacker = self.tables[seat][slot]
        value = attacker.values(self.equips_before)[0]
        if target_slot < 0:
            if out is not None:
                out.append(AttackResolved(seat, slot, target, -1, value, 0, "direct",
                                          card=attacker.card))
            self._mill(target, value, out)
            return
        defender = self.tables[target][target_slot]
        if not defender.face_up:
            defender = self.tables[target][target_slot] = defender._replace(face_up=True)
        a, d = defender.values(self.equips_before)
        against = a if defender.attack else d
        if value > against:
            outcome = "destroyed"
        elif value == against:
            outcome = "even"
        else:
            outcome = "attacker destroyed" if defender.attack else "repelled"
        if out is not None:
            out.append(AttackResolved(seat, slot, target, target_slot, value, against, outcome,
                                      defender.card, attacker.card))
        if outcome == "destroyed":
            self._destroy(target, target_slot, out)
            if defender.attack:
                self._mill(target, value - against, out)
        elif outcome == "repelled":
            self._mill(seat, against - value, out)
        elif outcome == "attacker destroyed":
            self._destroy(seat, slot, out)
            self._mill(seat, against - value, out)

    # ---- special cards ----------------------------------------------------------------------

    def _special(self, card: Card, arg: int, out: Out) -> None:
        seat, target = self.turn_seat, self.target
        self.hands[seat].remove(card)
        self._discard([card])
        r = rank(card)
        ace_slot = arg if r == ACE and not self._options["suited_aces"] else -1
        if out is not None:
            out.append(SpecialPlayed(seat, card, target if r in (ACE, KING, JACK) else -1,
                                     ace_slot))
        if r in (ACE, KING, JACK) and answerable(self._options):
            self.pending = Pending("special", seat, card, target, arg)
            self.phase = Phase.RESPOND
            self.to_act = target
            return
        self._special_effect(seat, card, target, arg, out)

    def _special_effect(self, seat: int, card: Card, target: int, arg: int, out: Out) -> None:
        """What a special card does, played by ``seat`` on ``target``."""
        r = rank(card)
        if r == ACE:
            victims = ace_victims(self, card, target)
            if not self._options["suited_aces"]:
                victims = [arg] if arg < len(self.tables[target]) else []
            if self._options["suited_aces"] and suit(card) == DIAMONDS:
                table = self.tables[target]
                for k in victims:
                    self._discard(table[k].equips)
                    if out is not None:
                        out.append(CardDestroyed(target, k, table[k].card, table[k].equips,
                                                 equips_only=True))
                    table[k] = table[k]._replace(equips=())
                return
            for k in sorted(victims, reverse=True):
                self._destroy(target, k, out)
        elif r == KING:
            self._mill(target, 1, out)
        elif r == JACK:
            if self.decks[target]:
                stolen = self.decks[target].pop()
                self.hands[seat].append(stolen)
                if out is not None:
                    out.append(CardStolen(seat, target, stolen))
        elif r == QUEEN:
            pile = self.discards[seat]
            self._rng.shuffle(pile)
            found = pile.pop()
            self.hands[seat].append(found)
            if out is not None:
                out.append(CardRecovered(seat, found))
        elif r == NINE:
            self.direction = -self.direction
            if out is not None:
                out.append(DirectionReversed(seat, self.direction,
                                             self._options["nine_reverses"] == NINE_TURNS))
        elif r == EIGHT:
            self._renew_hands(seat, out)

    def _renew_hands(self, seat: int, out: Out) -> None:
        order = [s for s in ((seat + k * self.direction) % self.n for k in range(self.n))
                 if self.alive[s]]
        discarded: list[tuple[Card, ...]] = [() for _ in range(self.n)]
        drawn: list[tuple[Card, ...]] = [() for _ in range(self.n)]
        short = []
        for s in order:
            hand = self.hands[s]
            discarded[s] = tuple(hand)
            self._discard(hand)
            self.hands[s] = []
            if len(self.decks[s]) < len(hand):
                short.append(s)
                continue
            drawn[s] = tuple(self.decks[s].pop() for _ in range(len(hand)))
            self.hands[s] = list(drawn[s])
        if out is not None:
            out.append(HandsRenewed(seat, tuple(discarded), tuple(drawn)))
        if short:
            self._knock_out(short, out)
            if not self.is_over and not self.alive[self.turn_seat]:
                self._start_turn(self._next_turn(), out)


def turn_bound(players: int) -> int:
    """An upper bound on the turns of a game: every turn but the last of each player draws a
    card from a deck that nothing ever refills, so at most 52 turns a player, plus the turn on
    which each is found unable to draw."""
    return players * (52 + 1)


__all__ = ["Deal", "IllegalAction", "Placed", "UgoState", "turn_bound"]

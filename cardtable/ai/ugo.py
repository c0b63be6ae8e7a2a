"""A rule-of-thumb U-G-O player: a board evaluation and a short search over its own turn.

Decks are the lives of U-G-O, so the evaluation counts cards left to draw first, and a card
counts for more the fewer are left (an empty deck loses at the next draw). Beside the decks it
weighs the cards on the tables (a strong card is worth more than its values add up to, which is
why equips go on strong cards), the cards in hand (each by what it may still do) and, most
importantly, the fights to come: what the player who attacks the bot could do to its table on
the next turn, what the bot could do to its target's table, and what the bot's cards still
free to attack could do on this very turn.

A bot is asked for one action at a time. On its turn it builds a small model of the board from
its view (its own hand and table, every face-up card, and each opponent's face-down cards
guessed from the Attack/Defense cards of that deck it has not seen), plays every legal action on
the model, weighs the outcomes (a face-down target may be any card it has not seen, and the
defender may hold a 10), looks one action further for the most promising ones so that it plays
them in a good order, and takes the best, or ends its turn when nothing improves on stopping.
Asked to answer an attack or a special card, it compares what the move would cost with what the
10 or the 9 is worth in hand. Everything it uses is in its view, the house rules included: the
model adds equips as they say, and lets a target stop an Ace, King or Jack with a 10 or turn
it back with a 9 when they allow it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..engine.cards import ACE, CLUBS, DIAMONDS, HEARTS, SPADES, Card, rank, suit
from ..engine.games.ugo import actions as A
from ..engine.games.ugo.options import EQUIPS_BEFORE, TABLE
from ..engine.games.ugo.roles import (
    EIGHT,
    JACK,
    KING,
    NINE,
    QUEEN,
    TEN,
    base_values,
    bonus,
    equipped_values,
    needs_sacrifice,
    role,
)
from ..engine.games.ugo.view import HIDDEN_CARD, Pending, UgoView
from ..engine.protocol import Action, Phase
from ..engine.rng import Rng

DECK = 52
OUT = -60.0          # what a player knocked out is worth to himself
LOST = -1000.0       # the bot itself knocked out
EMPTY_DECK = 40.0    # an empty deck loses at the next draw: this much below a deck of one
NEXT_TURN = 0.3      # weight of what the bot may do on its own next turn
MARGIN = 0.05        # an action must improve the position by this much to be worth it
UNLIKELY = 0.2       # outcomes less likely than this are not looked at further
UNKNOWN_CARD = 1.0   # what an unseen card is worth in hand
READY = 2.0          # with an empty table, holding a card that can go on it
OPPONENT_CARD = 1.2  # what each card in an opponent's hand is worth to him
NEW_CARD = 0.8       # the attacker an opponent may play from his hand, as a share of an average
NINE_REVERSES = 0.3  # a 9 with three or four players (with two it does nothing)
NINE_COUNTERS = 1.8  # a 9 kept to turn back an Ace, King or Jack


@dataclass(frozen=True)
class Weights:
    """The weights of the evaluation on which good players may differ: how readily special
    cards are spent, how much the fights to come count, and how far the turn is looked at.
    ``NORMAL`` is the Normal player's hand-set choice; the Expert plays by weights found in
    play against it (see ``ugo_expert``)."""

    keep: Mapping[int, float]  # what special cards are worth in hand: one is played when
    #                            what it does is worth more
    incoming: float       # weight of what the bot's attacker may do on his next turn
    this_turn: float      # weight of the attacks the bot may still make this turn
    hidden_bonus: float   # a face-down card of the bot's keeps the others guessing
    shortlist: int        # how many of the best actions are looked at a step further


NORMAL = Weights(keep={ACE: 4.0, KING: 0.5, QUEEN: 1.0, JACK: 0.5, TEN: 2.5, EIGHT: 0.8},
                 incoming=0.7, this_turn=0.6, hidden_bonus=0.3, shortlist=2)

# The eighteen Attack/Defense faces of one deck, (attack, defence): the guess for a card unseen.
ALL_AD = tuple(base_values(r + 13 * s) for s in (CLUBS, HEARTS, SPADES) for r in range(6))
AVERAGE_DEFENCE = sum(d for _, d in ALL_AD) / len(ALL_AD)
# The average 2 to 5 of ♣ ♥ ♠: what a card drawn and put straight on the table may be.
_SMALL = [base_values(r + 13 * s) for s in (CLUBS, HEARTS, SPADES) for r in range(4)]
SMALL_AD = (sum(a for a, _ in _SMALL) / len(_SMALL), sum(d for _, d in _SMALL) / len(_SMALL))


@lru_cache(maxsize=4096)
def deck_value(cards: float) -> float:
    """What a deck of ``cards`` is worth to its owner: each card more the fewer are left."""
    value = cards + 8.0 * math.log1p(max(cards, 0.0))
    return value - EMPTY_DECK * (1.0 - cards) if cards < 1.0 else value


def worth(attack: float, defence: float) -> float:
    """What an Attack/Defense card on the table is worth: more than its values add up to, so
    that strength gathered in one card counts (a strong card survives, a weak one does not)."""
    return 1.0 + 0.025 * (attack + defence) ** 1.5


def in_hand(attack: float, defence: float) -> float:
    """What an Attack/Defense card is worth in hand: less than on the table, where it fights."""
    return 0.3 + 0.06 * (attack + defence)


class Slot:
    """One Attack/Defense card of the model: the card (``HIDDEN_CARD`` when it is a guess),
    its values (a guess when ``known`` is False), its position and whether it lies face up,
    its equips with what they add in all, and whether it attacked this turn. ``worth`` follows
    the values (call ``revalue`` after changing them)."""

    __slots__ = ("attack", "bonus", "card", "defence", "equips", "face_up", "known", "up",
                 "used", "worth")

    def __init__(self, card: Card, attack: float, defence: float, up: bool, face_up: bool,
                 known: bool, equips: int = 0, bonus_total: int = 0, used: bool = False) -> None:
        self.card = card
        self.attack, self.defence, self.up, self.face_up = attack, defence, up, face_up
        self.known, self.equips, self.bonus, self.used = known, equips, bonus_total, used
        self.worth = worth(attack, defence)

    def copy(self) -> Slot:
        """An independent copy."""
        other = Slot.__new__(Slot)
        other.card = self.card
        other.attack, other.defence, other.up, other.face_up = (self.attack, self.defence,
                                                                 self.up, self.face_up)
        other.known, other.equips, other.bonus, other.used = (self.known, self.equips,
                                                              self.bonus, self.used)
        other.worth = self.worth
        return other

    def set_equips(self, count: int, bonus_total: int, before: bool) -> None:
        """Give the card ``count`` equips adding ``bonus_total``, counted as the rules in play
        say (``before``: added before doubling)."""
        self.equips, self.bonus = count, bonus_total
        self.revalue(*equipped_values(self.card, bonus_total, before))

    def revalue(self, attack: float, defence: float) -> None:
        """Give the card new values (an equip, a face-down card revealed)."""
        self.attack, self.defence = attack, defence
        self.worth = worth(attack, defence)

    def against(self) -> float:
        """The value an attacker must beat: attack in attack position, else defence."""
        return self.attack if self.up else self.defence


@dataclass
class Board:
    """The bot's model of the table: what it sees, and guesses for what it does not."""

    tables: list[list[Slot]]
    decks: list[float]
    hand: list[Card]
    extra: float          # the value of cards gained this turn that the bot cannot see yet
    extra_cards: int
    hand_sizes: list[int]
    alive: list[bool]
    direction: int
    card_played: bool
    changed: bool

    def copy(self) -> Board:
        """An independent copy to play a move on."""
        return Board([[s.copy() for s in t] for t in self.tables], list(self.decks),
                     list(self.hand), self.extra, self.extra_cards, list(self.hand_sizes),
                     list(self.alive), self.direction, self.card_played, self.changed)

    def next_alive(self, seat: int, direction: int) -> int:
        """The next player still in after ``seat``, going ``direction``."""
        n = len(self.alive)
        for k in range(1, n):
            other = (seat + k * direction) % n
            if self.alive[other]:
                return other
        return seat

    def mill(self, seat: int, cards: float) -> None:
        """Take ``cards`` off the top of a seat's deck (what is there, at most)."""
        self.decks[seat] = max(self.decks[seat] - cards, 0.0)


class Unseen:
    """The Attack/Defense cards of one deck the bot has not seen: what a face-down card of
    that deck may be."""

    def __init__(self, faces: Sequence[tuple[int, int]]) -> None:
        self.faces = list(faces) or list(ALL_AD)
        count = len(self.faces)
        self.attack = sum(a for a, _ in self.faces) / count
        self.defence = sum(d for _, d in self.faces) / count

    def against(self, value: float) -> tuple[float, float, float, float]:
        """For an attack of ``value`` on a face-down card: the chances that it is weaker, equal
        or stronger, and by how much it is stronger on average when it is."""
        count = len(self.faces)
        less = sum(1 for _, d in self.faces if d < value) / count
        more = [d - value for _, d in self.faces if d > value]
        excess = sum(more) / len(more) if more else 0.0
        return less, 1.0 - less - len(more) / count, len(more) / count, excess


def unseen_cards(view: UgoView) -> list[list[Card]]:
    """Per owner, the cards of his deck the seat has not seen anywhere."""
    seen: set[Card] = set(view.hand) | set(view.removed)
    for pile in view.discards:
        seen.update(pile)
    for table in view.tables:
        for slot in table:
            seen.update(slot.equips)
            if slot.card != HIDDEN_CARD:
                seen.add(slot.card)
    return [[c for c in range(owner << 6, (owner << 6) + DECK) if c not in seen]
            for owner in range(view.players)]


class Context:
    """What stays the same while the bot weighs its options: who it is, the rules in play, the
    guesses about hidden cards, the chances that each opponent holds a 10 or a 9, and the
    weights it plays by."""

    def __init__(self, view: UgoView, weights: Weights = NORMAL) -> None:
        self.weights = weights
        self.me = view.seat
        self.players = view.players
        self.can_attack = view.can_attack
        self.suited = bool(view.options.get("suited_aces"))
        self.nines = bool(view.options.get("nine_counters"))
        self.tens = bool(view.options.get("ten_stops_specials"))
        self.before = view.options.get("equips") == EQUIPS_BEFORE
        self._kept: dict[Card, float] = {}
        unseen = unseen_cards(view)
        self.hidden = [Unseen([base_values(c) for c in cards if role(c) == "ad"])
                       for cards in unseen]
        self.ten = [_holds(cards, TEN, view.hand_sizes[s]) for s, cards in enumerate(unseen)]
        self.nine = [_holds(cards, NINE, view.hand_sizes[s]) for s, cards in enumerate(unseen)]
        mine = unseen[self.me]
        self.renewed = (sum(self.keep(c) for c in mine) / len(mine)) if mine else UNKNOWN_CARD
        self.fresh = sum(1 for c in mine if _opens_a_table(c)) / len(mine) if mine else 0.0
        pile = view.discards[self.me]
        self.recovered = (sum(self.keep(c) for c in pile) / len(pile)) if pile else 0.0
        self.pile_fresh = sum(1 for c in pile if _opens_a_table(c)) / len(pile) if pile else 0.0

    def keep(self, card: Card) -> float:
        """What a card is worth in the bot's hand, by what it may still do."""
        known = self._kept.get(card)
        if known is None:
            known = self._kept[card] = self._keep(card)
        return known

    def ready(self, hand: Sequence[Card], unseen: int) -> float:
        """The chance that a hand can put a card on an empty table: sure with a 2 to 5 of ♣ ♥
        ♠ in it, else as likely as one among the ``unseen`` cards it has gained."""
        if any(_opens_a_table(c) for c in hand):
            return 1.0
        return 1.0 - (1.0 - self.fresh) ** unseen

    def _keep(self, card: Card) -> float:
        kind, r = role(card), rank(card)
        if kind == "ad":
            return in_hand(*base_values(card))
        if kind == "equip":
            return 0.3 * bonus(card)
        if r == NINE:
            if self.nines:
                return NINE_COUNTERS
            return NINE_REVERSES if self.players > 2 else 0.0
        return self.weights.keep[r]


def _opens_a_table(card: Card) -> bool:
    """Whether a card can go on an empty table: an Attack/Defense card that needs no
    sacrifice."""
    return role(card) == "ad" and not needs_sacrifice(card)


def _holds(unseen: Sequence[Card], wanted: int, hand: int) -> float:
    """The chance that a hand of ``hand`` cards drawn from ``unseen`` holds a card of rank
    ``wanted`` (the hand is taken from the owner's own cards not yet seen)."""
    total = len(unseen)
    good = sum(1 for c in unseen if rank(c) == wanted)
    none = 1.0
    for k in range(min(hand, total)):
        none *= max(total - good - k, 0) / (total - k)
    return 1.0 - none


# ---- the model, from the view ---------------------------------------------------------------

def board_of(view: UgoView, ctx: Context) -> Board:
    """The model of the table the bot sees."""
    tables = []
    for seat, table in enumerate(view.tables):
        slots = []
        for s in table:
            extra = sum(bonus(e) for e in s.equips)
            if s.card == HIDDEN_CARD:
                guess = ctx.hidden[seat]
                slots.append(Slot(HIDDEN_CARD, guess.attack, guess.defence, s.attack, False,
                                  False, used=s.used))
            else:
                slots.append(Slot(s.card, s.attack_value, s.defence_value, s.attack, s.face_up,
                                  True, len(s.equips), extra, s.used))
        tables.append(slots)
    return Board(tables, [float(d) for d in view.deck_sizes], list(view.hand), 0.0, 0,
                 list(view.hand_sizes), [s not in view.out for s in range(view.players)],
                 view.direction, view.card_played, view.positions_changed)


# ---- the evaluation -------------------------------------------------------------------------

Target = tuple[float, float, bool, float]  # (value as the attacker sees it, true value,
#                                             in attack position, worth)


def raid(attacks: Sequence[float], targets: Sequence[Target], deck: float,
         attacker_deck: float) -> tuple[float, float]:
    """What a turn of attacks would cost the defender and the attacker, in deck value.

    The weakest attacker goes first and takes the target it gains most on (it attacks only
    cards it believes it beats); once the table is empty the rest attack the player, those
    that found nothing to beat before included. A face-down card may turn out stronger than
    it looked, and then the attacker mills.
    """
    left = list(targets)
    lost = milled = attacker_milled = waiting = 0.0
    for a in sorted(attacks):
        if not left:
            milled += a + waiting
            waiting = 0.0
            continue
        best, gain = -1, 0.0
        for k, (seen, _, up, value) in enumerate(left):
            if a > seen:
                g = value + (a - seen if up else 0.0)
                if g > gain:
                    best, gain = k, g
        if best < 0:
            waiting += a
            continue
        _, true, up, value = left[best]
        if a > true:
            left.pop(best)
            lost += value
            if up:
                milled += a - true
        elif a < true:
            attacker_milled += true - a
    if not left:
        milled += waiting
    lost += deck_value(deck) - deck_value(max(deck - milled, 0.0))
    cost = deck_value(attacker_deck) - deck_value(max(attacker_deck - attacker_milled, 0.0))
    return lost, cost


def evaluate(board: Board, ctx: Context, turn_on: bool) -> float:
    """How good the board is for the bot; ``turn_on`` when its turn goes on (its cards still
    free to attack then count)."""
    me, alive, decks, tables, weights = ctx.me, board.alive, board.decks, board.tables, ctx.weights
    if not alive[me]:
        return LOST
    share = 1.0 / (ctx.players - 1)
    mine = tables[me]
    score = deck_value(decks[me]) + board.extra
    score += sum(s.worth if s.face_up else s.worth + weights.hidden_bonus
                 for s in mine)
    score += sum(ctx.keep(c) for c in board.hand)
    if not mine:
        score += READY * ctx.ready(board.hand, board.extra_cards)
    rivals = 0
    for seat, table in enumerate(tables):
        if seat == me:
            continue
        if alive[seat]:
            rivals += 1
            score -= share * (deck_value(decks[seat]) + sum(s.worth for s in table)
                              + OPPONENT_CARD * board.hand_sizes[seat])
        else:
            score -= share * OUT
    if not rivals:
        return score
    target = board.next_alive(me, board.direction)
    rival = board.next_alive(me, -board.direction)

    # The rival may switch any of his cards to attack, and play one more from his hand.
    theirs = tables[rival]
    attacks = [s.attack for s in theirs]
    if board.hand_sizes[rival] and len(theirs) < TABLE:
        attacks.append(NEW_CARD * ctx.hidden[rival].attack)
    seen_by_rival = [(s.against() if s.face_up or s.up else AVERAGE_DEFENCE, s.against(), s.up,
                      s.worth) for s in mine]
    lost, cost = raid(attacks, seen_by_rival, decks[me], decks[rival])
    score += weights.incoming * (share * cost - lost)

    targets = [(s.against(), s.against(), s.up, s.worth) for s in tables[target]]
    lost, cost = raid([s.attack for s in mine], targets, decks[target], decks[me])
    score += NEXT_TURN * (share * lost - cost)
    if turn_on and ctx.can_attack:
        free = [s.attack for s in mine if s.up and not s.used]
        if free:
            lost, cost = raid(free, targets, decks[target], decks[me])
            score += weights.this_turn * (1.0 - ctx.ten[target]) * (share * lost - cost)
    return score


# ---- playing an action on the model ---------------------------------------------------------

Outcome = tuple[float, Board]  # (chance, board after)


def outcomes(board: Board, action: Action, ctx: Context) -> list[Outcome]:
    """What may come of taking ``action`` on the bot's turn, with the chances."""
    after = board.copy()
    me = ctx.me
    mine = after.tables[me]
    if A.CHANGE_BASE < action < A.CHANGE_BASE + 32:
        for k in A.slots_of(action - A.CHANGE_BASE):
            s = mine[k]
            s.face_up = s.face_up or not s.up
            s.up = not s.up
        after.changed = True
        return [(1.0, after)]
    kind, card, arg = A.kind_of(action), A.card_of(action), A.arg_of(action)
    if kind == A.ATTACK:
        return _attack(after, card, arg, ctx)
    if kind == A.SPECIAL:
        return _special(after, card, arg, ctx)
    after.hand.remove(card)
    if kind == A.EQUIP:
        s = mine[arg]
        s.set_equips(s.equips + 1, s.bonus + bonus(card), ctx.before)
        return [(1.0, after)]
    if arg:
        mine.pop(arg - 1)
    a, d = base_values(card)
    mine.append(Slot(card, a, d, kind == A.PLAY_ATTACK, kind != A.PLAY_HIDDEN, True))
    after.card_played = True
    return [(1.0, after)]


def _attack(board: Board, slot: int, target_slot: int, ctx: Context) -> list[Outcome]:
    me = ctx.me
    target = board.next_alive(me, board.direction)
    attacker = board.tables[me][slot]
    attacker.used = True
    value = attacker.attack
    if target_slot == A.AT_PLAYER:
        hit = board.copy()
        hit.mill(target, value)
        return _maybe_blocked(board, hit, target, ctx)
    defender = board.tables[target][target_slot]
    if defender.known:
        return _fight(board, slot, target, target_slot, defender.against(), ctx)
    # A face-down card: any of that deck's Attack/Defense cards not seen yet.
    less, even, more, excess = ctx.hidden[target].against(value)
    found: list[Outcome] = []
    if less:
        found += [(less * p, b) for p, b in _fight(board, slot, target, target_slot, -1.0, ctx)]
    if even:
        found += [(even * p, b) for p, b in _fight(board, slot, target, target_slot, value, ctx)]
    if more:
        found += [(more * p, b)
                  for p, b in _fight(board, slot, target, target_slot, value + excess, ctx)]
    return found


def _fight(board: Board, slot: int, target: int, target_slot: int, against: float,
           ctx: Context) -> list[Outcome]:
    """An attack on a card that holds ``against`` (-1: a face-down card known to lose)."""
    me = ctx.me
    hit = board.copy()
    attacker = hit.tables[me][slot]
    defender = hit.tables[target][target_slot]
    value = attacker.attack
    if not defender.known:
        defender.face_up = defender.known = True
        defender.revalue(defender.attack, max(against, 0.0))
    if value > against:
        hit.tables[target].pop(target_slot)
        if defender.up:
            hit.mill(target, value - against)
        return _maybe_blocked(board, hit, target, ctx)
    if value < against:
        if defender.up:
            hit.tables[me].pop(slot)
        hit.mill(me, against - value)
    return [(1.0, hit)]


def _maybe_blocked(before: Board, hit: Board, target: int, ctx: Context) -> list[Outcome]:
    """An attack that hurts the defender, who stops it if he holds a 10."""
    chance = ctx.ten[target]
    if not chance:
        return [(1.0, hit)]
    blocked = before.copy()
    blocked.hand_sizes[target] -= 1
    return [(chance, blocked), (1.0 - chance, hit)]


def _special(board: Board, card: Card, arg: int, ctx: Context) -> list[Outcome]:
    me = ctx.me
    target = board.next_alive(me, board.direction)
    board.hand.remove(card)
    r = rank(card)
    if r in (ACE, KING, JACK):
        return _answered(board, card, arg, target, ctx)
    if r == QUEEN:
        board.extra += ctx.recovered
        board.extra_cards += 1
        return _maybe_placed(board, ctx.pile_fresh, ctx)
    if r == NINE:
        board.direction = -board.direction
    elif r == EIGHT:
        _renew(board, ctx)
        return _maybe_placed(board, 1.0 - (1.0 - ctx.fresh) ** board.extra_cards, ctx)
    return [(1.0, board)]


def _answered(board: Board, card: Card, arg: int, target: int, ctx: Context) -> list[Outcome]:
    """An Ace, King or Jack on ``target``, who may turn it back with a 9 ("Nine counters") or
    stop it with a 10 ("10s stop Aces, Kings and Jacks") if he holds one; with both, a 10 is
    taken to come first."""
    me = ctx.me
    stop = ctx.ten[target] if ctx.tens else 0.0
    turn = (1.0 - stop) * ctx.nine[target] if ctx.nines else 0.0
    done = board.copy()
    _effect(done, card, arg, me, target, ctx)
    found: list[Outcome] = []
    if turn:
        turned = board.copy()
        turned.hand_sizes[target] -= 1
        _effect(turned, card, _best_victim(turned.tables[me]), target, me, ctx)
        found.append((turn, turned))
    found.append((1.0 - stop - turn, done))
    if stop:
        stopped = board.copy()
        stopped.hand_sizes[target] -= 1
        found.append((stop, stopped))
    return found


def _maybe_placed(board: Board, chance: float, ctx: Context) -> list[Outcome]:
    """Cards just taken into hand may hold one to put on the table at once (a 2 to 5 of ♣ ♥
    ♠ with ``chance``), if no Attack/Defense card has been played this turn."""
    if board.card_played or len(board.tables[ctx.me]) >= TABLE or not chance:
        return [(1.0, board)]
    placed = board.copy()
    a, d = SMALL_AD
    placed.tables[ctx.me].append(Slot(HIDDEN_CARD, a, d, False, False, True))
    placed.card_played = True
    placed.extra -= in_hand(a, d)
    placed.extra_cards -= 1
    return [(chance, placed), (1.0 - chance, board)]


def _effect(board: Board, card: Card, arg: int, player: int, victim: int, ctx: Context) -> None:
    """An Ace, King or Jack played by ``player`` on ``victim``."""
    r = rank(card)
    if r == KING:
        board.mill(victim, 1)
        return
    if r == JACK:
        if board.decks[victim] >= 1:
            board.mill(victim, 1)
            if player == ctx.me:
                board.extra += UNKNOWN_CARD
                board.extra_cards += 1
            else:
                board.hand_sizes[player] += 1
        return
    table = board.tables[victim]
    if not ctx.suited:
        if arg < len(table):
            table.pop(arg)
        return
    s = suit(card)
    if s == DIAMONDS:
        for slot in table:
            if slot.equips:
                slot.set_equips(0, 0, ctx.before)
        return
    hit = {CLUBS: lambda p: True, SPADES: lambda p: p.up, HEARTS: lambda p: not p.up}[s]
    board.tables[victim] = [p for p in table if not hit(p)]


def _best_victim(table: Sequence[Slot]) -> int:
    """The card an Ace turned back on the bot would take: its most valuable."""
    if not table:
        return 0
    return max(range(len(table)), key=lambda k: table[k].worth)


def _renew(board: Board, ctx: Context) -> None:
    """An 8: everyone still in throws in his hand and draws as many; short decks are out."""
    me = ctx.me
    for seat in range(len(board.alive)):
        if not board.alive[seat]:
            continue
        size = len(board.hand) + board.extra_cards if seat == me else board.hand_sizes[seat]
        if board.decks[seat] < size:
            board.alive[seat] = False
            continue
        board.decks[seat] -= size
    size = len(board.hand) + board.extra_cards
    board.hand = []
    board.extra, board.extra_cards = size * ctx.renewed, size


# ---- answering a move made against the bot --------------------------------------------------

def answer_board(board: Board, pending: Pending, action: Action, ctx: Context) -> Board:
    """The board once the bot has answered ``pending`` with ``action``."""
    after = board.copy()
    me, player = ctx.me, pending.seat
    if action == A.BLOCK:  # a 10, against an attack or an Ace, King or Jack
        after.hand.remove(next(c for c in after.hand if rank(c) == TEN))
        return after
    if pending.kind == "attack":
        attacker = after.tables[player][pending.what]
        attacker.used = True
        value = attacker.attack
        if pending.arg < 0:
            after.mill(me, value)
            return after
        defender = after.tables[me][pending.arg]
        against = defender.against()
        if value > against:
            after.tables[me].pop(pending.arg)
            if defender.up:
                after.mill(me, value - against)
        elif value < against:
            if defender.up:
                after.tables[player].pop(pending.what)
            after.mill(player, against - value)
        defender.face_up = True
        return after
    if action == A.NO_COUNTER:
        _effect(after, pending.what, pending.arg, player, me, ctx)
        return after
    after.hand.remove(next(c for c in after.hand if rank(c) == NINE))
    _effect(after, pending.what, action - A.COUNTER_BASE, me, player, ctx)
    return after


# ---- the turn: a search two actions deep ---------------------------------------------------

def best_move(board: Board, legal: Sequence[Action], ctx: Context) -> Action:
    """The action to take now, or the end of the turn when none gains anything.

    Every legal action is weighed one step ahead. An attack is weighed against letting that
    card rest (its chance to attack is then gone), anything else against the board as it is
    while the turn goes on, so a move that merely keeps the attacks ahead in prospect is never
    mistaken for progress. The few actions that gain most are then looked at one step
    further, to play them in the best order: an equip before the attack it strengthens, an
    attack before the card is given up for a 6 or 7, an Ace before the attack it opens.
    """
    stay = evaluate(board, ctx, True)
    found: list[tuple[float, Action, list[Outcome]]] = []
    for action in legal:
        if action == A.END_TURN:
            continue
        after = outcomes(board, action, ctx)
        score = expected(after, ctx)
        if A.kind_of(action) == A.ATTACK:
            rest = board.copy()
            rest.tables[ctx.me][A.card_of(action)].used = True
            gain = score - evaluate(rest, ctx, True)
        else:
            gain = score - stay
        if gain > MARGIN:
            found.append((gain, action, after))
    if not found:
        return A.END_TURN
    found.sort(key=lambda f: f[0], reverse=True)
    shortlist = found[:ctx.weights.shortlist]
    return max(shortlist, key=lambda f: (_two_steps(f[2], ctx), f[0]))[1]


def expected(after: Sequence[Outcome], ctx: Context) -> float:
    """The evaluation averaged over what may come of an action, the turn going on."""
    return sum(p * evaluate(b, ctx, True) for p, b in after)


def _two_steps(after: Sequence[Outcome], ctx: Context) -> float:
    """What an action is worth when the best next action follows it, whatever came of it (an
    unlikely outcome is weighed as it stands, to keep the search small)."""
    total = 0.0
    for p, board in after:
        best = evaluate(board, ctx, True)
        if p >= UNLIKELY:
            for action in follow_ups(board, ctx):
                best = max(best, expected(outcomes(board, action, ctx), ctx))
        total += p * best
    return total


def follow_ups(board: Board, ctx: Context) -> list[Action]:
    """The actions whose order matters within a turn, open on the model: attacks, equips,
    Aces, an Attack/Defense card played to attack, and position changes (to attack with a
    card, or to rest it in defence once it has attacked)."""
    me = ctx.me
    mine = board.tables[me]
    target = board.next_alive(me, board.direction)
    theirs = board.tables[target]
    found = []
    if ctx.can_attack:
        aims = list(range(len(theirs))) or [A.AT_PLAYER]
        found += [A.make(A.ATTACK, k, t) for k, s in enumerate(mine) if s.up and not s.used
                  for t in aims]
    for card in board.hand:
        kind = role(card)
        if kind == "equip":
            found += [A.make(A.EQUIP, card, k) for k, s in enumerate(mine)
                      if s.face_up and s.equips < 2]
        elif kind == "ad" and not board.card_played:
            if needs_sacrifice(card):
                found += [A.make(A.PLAY_ATTACK, card, k + 1) for k in range(len(mine))]
            elif len(mine) < TABLE:
                found.append(A.make(A.PLAY_ATTACK, card))
        elif rank(card) == ACE and theirs and not ctx.suited:
            found += [A.make(A.SPECIAL, card, k) for k in range(len(theirs))]
    if not board.changed:
        if len(mine) <= 3:
            found += [A.CHANGE_BASE + mask for mask in range(1, 1 << len(mine))]
        else:  # each card alone, and all resting cards up or all fighting cards down at once
            found += [A.CHANGE_BASE + (1 << k) for k in range(len(mine))]
            for up in (True, False):
                mask = sum(1 << k for k, s in enumerate(mine) if s.up == up)
                if mask & (mask - 1):
                    found.append(A.CHANGE_BASE + mask)
    return found


class UgoBot:
    """Weighs every legal action on a model of the board and takes the best; see the module
    docstring."""

    name = "rule"

    def __init__(self, weights: Weights = NORMAL) -> None:
        self.weights = weights

    def choose(self, view: UgoView, legal: Sequence[Action], rng: Rng) -> Action:
        """Return the action to take now: on its turn the best one, or the end of the turn when
        nothing is better; when asked, whether to play a 10 or a 9."""
        if len(legal) == 1:
            return legal[0]
        ctx = Context(view, self.weights)
        board = board_of(view, ctx)
        if view.phase is Phase.RESPOND and view.pending is not None:
            pending = view.pending
            return max(legal, key=lambda a: evaluate(answer_board(board, pending, a, ctx),
                                                     ctx, False))
        return best_move(board, legal, ctx)


__all__ = ["UgoBot"]

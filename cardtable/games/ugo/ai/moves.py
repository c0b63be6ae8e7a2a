"""Playing an action on the U-G-O rule-of-thumb player's model of the table (see ``ugo``):
what may come of each of its own actions, with the chances (a face-down target may be any
card not seen yet, a defender may hold a 10 or a 9), and the board once it has answered a
move made against it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ....engine.cards import ACE, CLUBS, DIAMONDS, HEARTS, SPADES, Card, rank, suit
from ....engine.protocol import Action
from .. import actions as A
from ..options import TABLE
from ..roles import EIGHT, JACK, KING, NINE, QUEEN, TEN, base_values, bonus
from ..view import HIDDEN_CARD, Pending
from .model import SMALL_AD, UNKNOWN_CARD, Board, Slot, in_hand
from .unseen import Context

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

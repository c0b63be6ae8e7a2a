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

This module holds the evaluation, the search and the player; the model it plays on is in
``ugo_model``, the guesses about cards it cannot see in ``ugo_unseen``, and what an action does
to the model in ``ugo_moves``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ....engine.cards import ACE, rank
from ....engine.protocol import Action, Phase
from ....engine.rng import Rng
from .. import actions as A
from ..options import TABLE
from ..roles import needs_sacrifice, role
from ..view import UgoView
from .model import AVERAGE_DEFENCE, NORMAL, Board, Weights, deck_value
from .moves import Outcome, answer_board, outcomes
from .unseen import Context, board_of

OUT = -60.0          # what a player knocked out is worth to himself
LOST = -1000.0       # the bot itself knocked out
NEXT_TURN = 0.3      # weight of what the bot may do on its own next turn
MARGIN = 0.05        # an action must improve the position by this much to be worth it
UNLIKELY = 0.2       # outcomes less likely than this are not looked at further
READY = 2.0          # with an empty table, holding a card that can go on it
OPPONENT_CARD = 1.2  # what each card in an opponent's hand is worth to him
NEW_CARD = 0.8       # the attacker an opponent may play from his hand, as a share of an average


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

# ---- the turn: a search two actions deep ---------------------------------------------------

def best_move(board: Board, legal: Sequence[Action], ctx: Context) -> Action:
    """The action to take now, or the end of the turn when none gains anything.

    Every legal action is weighed one step ahead (``weigh_turn``), so a move that merely keeps
    the attacks ahead in prospect is never mistaken for progress. The few actions that gain
    most are then looked at one step further, to play them in the best order: an equip before
    the attack it strengthens, an attack before the card is given up for a 6 or 7, an Ace
    before the attack it opens.
    """
    found = [(gain, action, after) for action, (gain, after) in weigh_turn(board, legal, ctx)
             if gain > MARGIN]
    if not found:
        return A.END_TURN
    found.sort(key=lambda f: f[0], reverse=True)
    shortlist = found[:ctx.weights.shortlist]
    return max(shortlist, key=lambda f: (_two_steps(f[2], ctx), f[0]))[1]


def weigh_turn(board: Board, legal: Sequence[Action],
               ctx: Context) -> list[tuple[Action, tuple[float, list[Outcome]]]]:
    """What each legal action but the end of the turn gains one step ahead, with what may come
    of it: an attack against letting that card rest (its chance to attack is then gone),
    anything else against the board as it is while the turn goes on."""
    stay = evaluate(board, ctx, True)
    weighed = []
    for action in legal:
        if action == A.END_TURN:
            continue
        after = outcomes(board, action, ctx)
        score = expected(after, ctx)
        if A.kind_of(action) == A.ATTACK:
            rest = board.copy()
            rest.tables[ctx.me][A.card_of(action)].used = True
            weighed.append((action, (score - evaluate(rest, ctx, True), after)))
        else:
            weighed.append((action, (score - stay, after)))
    return weighed


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
            answers = self._answers(board, view, legal, ctx)
            return max(legal, key=answers.__getitem__)
        return best_move(board, legal, ctx)

    def reckon(self, view: UgoView, legal: Sequence[Action]) -> dict[Action, float]:
        """What each legal action is worth one step ahead, on this player's evaluation: for a
        review of a game, which reads U-G-O's decisions by this reckoning since U-G-O has no
        search over worlds. The end of a turn is worth the margin a move must gain."""
        ctx = Context(view, self.weights)
        board = board_of(view, ctx)
        if view.phase is Phase.RESPOND and view.pending is not None:
            return self._answers(board, view, legal, ctx)
        gains = {action: gain for action, (gain, _) in weigh_turn(board, legal, ctx)}
        return {action: gains.get(action, MARGIN) for action in legal}

    @staticmethod
    def _answers(board: Board, view: UgoView, legal: Sequence[Action],
                 ctx: Context) -> dict[Action, float]:
        """The board after each answer to the attack or special card pending, evaluated."""
        assert view.pending is not None
        return {a: evaluate(answer_board(board, view.pending, a, ctx), ctx, False)
                for a in legal}


__all__ = ["UgoBot"]

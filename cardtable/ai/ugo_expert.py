"""The Expert U-G-O player: a search over the sequences of actions of its own turn, and the best
first moves tried out in sampled worlds against the other players' replies.

It works on the Normal player's model of the table and scores positions with the Normal
player's evaluation (see ``ugo``), but by its own weights (``EXPERT_WEIGHTS``): weights found
by playing thousands of duels against Normal, which keep Kings and Jacks until a card milled
counts and make more of its own attacks than of the ones it may suffer.

Asked for an action on its turn, it first searches the turn's sequences of moves (cards played,
equips, special cards, the position change, attacks, and the end of the turn) as an expectimax
tree on the model: a node takes its best move or the end of the turn, and a move with uncertain
outcomes (a face-down card attacked, a 10 that may stop an attack, a 9 that may turn a special
card back) averages over them by their chances. The search deepens pass by pass, one action
deeper each time, keeping at each node only the moves that gain most one step ahead (fewer the
deeper it goes, and at most two guises of one card, attacker or position change); positions
reached by different orders of the same moves are scored once.

The first moves whose search values come close to the best are then tried out in worlds: the
cards the seat cannot see dealt at random consistently with its view (see ``worlds.ugo``), the
move played, then the rest of the turn by the Normal player's policy on the Expert's weights
and the other players' turns by the Normal player, and the position scored when the seat's
next turn begins. The move with the best average over the same worlds wins. Answers to an
attack or a special card (the 10, the 9) are tried out the same way against the one-step
answer.

It thinks for a wall-clock budget (``budget_ms``): the search may take a share of it, the worlds
the rest, and what is done when the time is spent decides. A forced move is answered at once.
Everything it uses is in its seat's view: the model and the worlds are built from the view.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from ..engine.cards import ACE, CLUBS, HEARTS, SPADES, Card, rank, suit
from ..engine.games.ugo import actions as A
from ..engine.games.ugo.options import TABLE
from ..engine.games.ugo.roles import EIGHT, JACK, KING, NINE, QUEEN, needs_sacrifice, role
from ..engine.games.ugo.view import UgoView
from ..engine.protocol import Action, Phase
from ..engine.rng import Rng
from .expert import DEFAULT_BUDGET_MS
from .ugo import (
    MARGIN,
    NORMAL,
    UNLIKELY,
    Board,
    Context,
    UgoBot,
    Weights,
    board_of,
    evaluate,
    outcomes,
)
from .worlds.ugo import reply_value, sample_world

Clock = Callable[[], float]
STEP = 0.01  # a move must be worth a little to be made: of equal lines, the shorter wins
# The passes of the search, as (depth in actions, moves kept at each node); the first pass
# keeps every move and is the Normal player's one-step look, so even a tiny budget has an
# answer.
PASSES: tuple[tuple[int, int], ...] = ((1, 99), (2, 8), (3, 6), (4, 5), (5, 4), (6, 3))
VARIANTS = 2  # moves of one card, attacker or position change kept among the most promising
CHECK_EVERY = 32  # positions scored between two readings of the clock
MASKS_IN_FULL = 3  # with more cards than this, only some position changes are searched
SEARCH_SHARE = 0.3  # the share of the thinking time the search may take before the worlds
CANDIDATES = 4  # at most this many of the best moves are tried out in worlds
CLOSE = 3.0  # moves valued further below the best than this are not tried out
MIN_WORLDS = 2  # fewer worlds than this decide nothing: the search's choice stands
MAX_WORLDS = 200  # enough to tell the candidates apart; a clock that stops cannot hang it

# The Expert's weights, found by playing the Normal player's one-step policy with changed
# weights against Normal itself over thousands of duplicate duels (bench/tune_ugo.py): Kings
# and Jacks are kept until milling counts (a card milled is worth more the smaller the deck),
# the fights to come on the bot's own table weigh less than its attacks of this turn, and a
# face-down card's secret counts for more.
EXPERT_WEIGHTS = Weights(keep={**NORMAL.keep, KING: 2.0, JACK: 1.5}, incoming=0.35,
                         this_turn=1.0, hidden_bonus=2.0, shortlist=4)

Key = tuple[object, ...]
Child = tuple[float, Board, Key]  # (chance, position after, its key)
Move = tuple[float, Action, list[Child]]  # (gain one step ahead, action, what may come)


class OutOfTime(Exception):
    """The thinking time is spent: the pass under way is dropped."""


def key_of(board: Board) -> Key:
    """What tells two positions of the model apart: equal keys, equal positions."""
    return (
        tuple(tuple((s.attack, s.defence, s.up, s.face_up, s.known, s.equips, s.bonus, s.used)
                    for s in table) for table in board.tables),
        tuple(board.decks), tuple(sorted(board.hand)), board.extra, board.extra_cards,
        tuple(board.hand_sizes), tuple(board.alive), board.direction, board.card_played,
        board.changed,
    )


def model_actions(board: Board, ctx: Context, pile: bool) -> list[Action]:
    """The moves open on the model's position, as the rules would have them (``pile``: the
    bot's discard pile holds something for a Queen). Some position changes are left out
    with four or five cards on the table: each card alone, and all of one position at once."""
    me = ctx.me
    mine = board.tables[me]
    target = board.next_alive(me, board.direction)
    theirs = board.tables[target]
    found: list[Action] = []
    for card in sorted(set(board.hand)):
        kind = role(card)
        if kind == "ad":
            if board.card_played:
                continue
            if needs_sacrifice(card):
                args = [k + 1 for k in range(len(mine))]
            else:
                args = [0] if len(mine) < TABLE else []
            found += [A.make(how, card, arg) for arg in args
                      for how in (A.PLAY_ATTACK, A.PLAY_DEFENCE, A.PLAY_HIDDEN)]
        elif kind == "equip":
            found += [A.make(A.EQUIP, card, k) for k, s in enumerate(mine)
                      if s.face_up and s.equips < 2]
        elif _special_open(board, ctx, card, target, pile):
            if rank(card) == ACE and not ctx.suited:
                found += [A.make(A.SPECIAL, card, k) for k in range(len(theirs))]
            else:
                found.append(A.make(A.SPECIAL, card))
    if mine and not board.changed:
        if len(mine) <= MASKS_IN_FULL:
            found += [A.CHANGE_BASE + mask for mask in range(1, 1 << len(mine))]
        else:
            masks = {1 << k for k in range(len(mine))}
            for up in (True, False):
                masks.add(sum(1 << k for k, s in enumerate(mine) if s.up == up))
            found += [A.CHANGE_BASE + mask for mask in sorted(masks) if mask]
    if ctx.can_attack:
        aims = list(range(len(theirs))) or [A.AT_PLAYER]
        found += [A.make(A.ATTACK, k, t) for k, s in enumerate(mine) if s.up and not s.used
                  for t in aims]
    return found


def _special_open(board: Board, ctx: Context, card: Card, target: int, pile: bool) -> bool:
    """Whether a special card has something to act on in the model."""
    r = rank(card)
    if r == NINE:
        return not ctx.nines
    if r in (KING, JACK):
        return board.decks[target] >= 1
    if r == QUEEN:
        return pile
    if r == ACE:
        theirs = board.tables[target]
        if not ctx.suited:
            return bool(theirs)
        s = suit(card)
        if s == SPADES:
            return any(p.up for p in theirs)
        if s == HEARTS:
            return any(not p.up for p in theirs)
        if s == CLUBS:
            return bool(theirs)
        return any(p.equips for p in theirs)
    return r == EIGHT


class Search:
    """One decision's search; see the module docstring. ``nodes`` counts positions scored."""

    def __init__(self, ctx: Context, pile: bool, clock: Clock, deadline: float) -> None:
        self.ctx, self.pile, self.clock, self.deadline = ctx, pile, clock, deadline
        self.nodes = 0
        self._static: dict[Key, float] = {}
        self._ending: dict[Key, float] = {}
        self._moves: dict[Key, list[Move]] = {}
        self._values: dict[tuple[Key, int, int], float] = {}

    def static(self, board: Board, key: Key) -> float:
        """The evaluation with the turn going on (the attacks still open count)."""
        found = self._static.get(key)
        if found is None:
            self._tick()
            found = self._static[key] = evaluate(board, self.ctx, True)
        return found

    def ending(self, board: Board, key: Key) -> float:
        """The evaluation of ending the turn here."""
        found = self._ending.get(key)
        if found is None:
            self._tick()
            found = self._ending[key] = evaluate(board, self.ctx, False)
        return found

    def moves(self, board: Board, key: Key, legal: Sequence[Action] | None = None) -> list[Move]:
        """The moves from a position, best first by their value one step ahead; moves that
        come to the same thing are kept once."""
        found = self._moves.get(key)
        if found is not None:
            return found
        found = []
        seen: set[tuple[tuple[float, Key], ...]] = set()
        actions = legal if legal is not None else model_actions(board, self.ctx, self.pile)
        for action in actions:
            if action == A.END_TURN:
                continue
            children = [(p, b, key_of(b)) for p, b in outcomes(board, action, self.ctx)]
            same = tuple((p, k) for p, _, k in children)
            if same in seen:
                continue
            seen.add(same)
            gain = sum(p * self.static(b, k) for p, b, k in children) - self._base(
                board, key, action)
            found.append((gain, action, children))
        found.sort(key=lambda m: m[0], reverse=True)
        self._moves[key] = found
        return found

    def best_moves(self, board: Board, key: Key, width: int,
                   legal: Sequence[Action] | None = None) -> list[Move]:
        """The ``width`` most promising moves, at most ``VARIANTS`` of each card played
        (its three ways onto the table and its sacrifices are one choice in many guises), of
        each attacker and of the position change, so that the other choices get a look."""
        picked: list[Move] = []
        count: dict[tuple[int, int], int] = {}
        for move in self.moves(board, key, legal):
            action = move[1]
            kind = A.kind_of(action)
            if kind == 0:
                group = (0, 0)
            else:
                group = (A.PLAY_ATTACK if kind <= A.PLAY_HIDDEN else kind, A.card_of(action))
            if count.get(group, 0) < VARIANTS:
                count[group] = count.get(group, 0) + 1
                picked.append(move)
                if len(picked) == width:
                    break
        return picked

    def _base(self, board: Board, key: Key, action: Action) -> float:
        """What a move is measured against one step ahead: the position as it is, or for an
        attack, the position with that card's attack given up (its chance to attack is gone
        either way, so an attack is not mistaken for a loss of the attacks ahead)."""
        if A.kind_of(action) != A.ATTACK:
            return self.static(board, key)
        rest = board.copy()
        rest.tables[self.ctx.me][A.card_of(action)].used = True
        return self.static(rest, key_of(rest))

    def value(self, board: Board, key: Key, depth: int, width: int) -> float:
        """The position's value when the bot plays on for at most ``depth`` more actions,
        looking at the ``width`` most promising moves at each step."""
        end = self.ending(board, key)
        if depth <= 0:
            return max(end, self.static(board, key))
        memo = (key, depth, width)
        found = self._values.get(memo)
        if found is not None:
            return found
        best = end
        for _, _, children in self.best_moves(board, key, width):
            best = max(best, self.expected(children, depth - 1, width) - STEP)
        self._values[memo] = best
        return best

    def expected(self, children: Sequence[Child], depth: int, width: int) -> float:
        """A move's value: its outcomes' values by their chances (an unlikely outcome is
        looked at one step less far)."""
        return sum(p * self.value(b, k, depth if p >= UNLIKELY else depth - 1, width)
                   for p, b, k in children)

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes % CHECK_EVERY == 0 and self.clock() >= self.deadline:
            raise OutOfTime


class UgoExpertBot:
    """Searches its turn's sequences of actions deeper and wider than the Normal player, then
    tries the closest candidates out in sampled worlds; see the module docstring.
    ``budget_ms`` is its thinking time a decision; ``nodes_used`` (positions scored),
    ``depth_used`` (the depth of the last pass finished) and ``worlds_used`` say how much the
    last decision searched."""

    name = "expert"

    def __init__(self, budget_ms: int = DEFAULT_BUDGET_MS,
                 clock: Clock = time.perf_counter) -> None:
        self.budget_ms = budget_ms
        self.clock = clock
        self.nodes_used = self.depth_used = self.worlds_used = 0
        self._own = UgoBot(EXPERT_WEIGHTS)
        self._normal = UgoBot()

    def choose(self, view: UgoView, legal: Sequence[Action], rng: Rng) -> Action:
        """The best action found: on its turn one that starts the best sequence (or the end
        of the turn), when asked whether to play a 10 or a 9."""
        self.nodes_used = self.depth_used = self.worlds_used = 0
        if len(legal) == 1:
            return legal[0]
        start = self.clock()
        deadline = start + self.budget_ms / 1000.0
        if view.phase is Phase.RESPOND:
            candidates = [self._own.choose(view, legal, rng)]
            candidates += [a for a in legal if a != candidates[0]]
        else:
            candidates = self._search(view, legal, start + SEARCH_SHARE * (deadline - start))
        if len(candidates) == 1:
            return candidates[0]
        return self._try_out(view, candidates, rng, start, deadline)

    def _search(self, view: UgoView, legal: Sequence[Action], deadline: float) -> list[Action]:
        """The moves worth trying out, best first by the search over the turn: those whose
        value comes within ``CLOSE`` of the best (the end of the turn among them)."""
        ctx = Context(view, EXPERT_WEIGHTS)
        board = board_of(view, ctx)
        # The first pass is not timed: it is the least answer, and as quick as Normal's.
        search = Search(ctx, bool(view.discards[view.seat]), self.clock, float("inf"))
        root = key_of(board)
        end = search.ending(board, root)
        search.moves(board, root, legal)
        values: dict[Action, float] = {}
        try:
            for depth, width in PASSES:
                found = {} if A.END_TURN not in legal else {A.END_TURN: end + MARGIN}
                for _, action, children in search.best_moves(board, root, width, legal):
                    found[action] = search.expected(children, depth - 1, width)
                values = found
                self.depth_used = depth
                search.deadline = deadline
        except OutOfTime:
            pass
        self.nodes_used = search.nodes
        ranked = sorted(values, key=lambda a: values[a], reverse=True)
        top = values[ranked[0]]
        return [a for a in ranked[:CANDIDATES] if values[a] >= top - CLOSE]

    def _try_out(self, view: UgoView, candidates: list[Action], rng: Rng, start: float,
                 deadline: float) -> Action:
        """The candidate with the best mean over sampled worlds of where the seat stands at
        its next turn; with too little time for ``MIN_WORLDS`` worlds, the first."""
        totals = dict.fromkeys(candidates, 0.0)
        worlds = 0
        now = self.clock()
        began = now
        # a world is begun only if one more, at the pace so far, ends within the budget
        while worlds < MAX_WORLDS and now < deadline and (
                not worlds or now + (now - began) / worlds < deadline):
            world = sample_world(view, rng)
            seed = rng.next64()
            for action in candidates:
                totals[action] += reply_value(world, action, view.seat, self._own, self._normal,
                                              seed)
            worlds += 1
            now = self.clock()
        self.worlds_used = worlds
        if worlds < MIN_WORLDS:
            return candidates[0]
        return max(candidates, key=lambda a: (totals[a], -candidates.index(a)))


__all__ = ["DEFAULT_BUDGET_MS", "UgoExpertBot"]

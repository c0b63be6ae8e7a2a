"""The moments a table's computer decides: its players' moves, the move of a person whose
time ran out, a hint. Each is found where the table thinks (``Referee.thinking``: at once, or in
the server's worker processes, answered later), so that the server's loop never waits on a
search; a table that answers later tells everyone whose turn it is meanwhile, and an answer the
table has moved past counts for nothing.

These are the referee's own steps, kept apart for their length; they read and change the
``Referee`` they are given as its methods would.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from ..engine.protocol import Action
from ..engine.rng import Rng
from ..session.setup import PERSON
from ..storage.saves import plain_data
from .messages import BadMessage, make
from .thinking import computer_move, hint_move

if TYPE_CHECKING:
    from .referee import Out, Referee


def timed_out(table: Referee, seat: int, start: int, action: Action | None) -> list[Out] | None:
    """The computer's move for a person whose time ran out, unless they moved first."""
    s = table._session
    if table.asked_at == start:
        table.asked_at = None
    if s.is_over or len(s.log) != start or s.to_act != seat or not table._person_to_act():
        return None
    events = table._decide([checked(table, seat, action)])
    table.stand_ins.append([seat, "computer", start, table._log_length])
    table._recorded()
    return table._told(events)


def hint(table: Referee, account: str, seat: int) -> list[Out]:
    """The Expert's move for ``seat``, from that seat's view alone, where the table allows
    hints; said when found, if the seat has not moved meanwhile."""
    s = table._session
    if not table.options.hints:
        raise BadMessage("no-hints", "this table gives no hints")
    if s.is_over or s.to_act != seat or not table._person_to_act():
        raise BadMessage("not-your-turn", "a hint is given on your turn")
    at = len(s.log)

    def said(action: Action | None) -> list[Out] | None:
        if action is None or len(s.log) != at:
            return None
        return [(account, make("hint", action=action))]

    return think(table, hint_move, (s.setup.game_id, plain_data(s.view(seat)),
                                   s.legal_actions(), Rng(s.setup.seed ^ at).next64()),
                       said) or []


def think(table: Referee, work: Callable[..., Any], args: Sequence[Any],
           then: Callable[[Any], list[Out] | None],
           later: Callable[[], list[Out]] | None = None) -> list[Out] | None:
    """Have ``work`` done where the table thinks (``thinking``), and ``then`` turn its
    answer into messages (None: the answer came too late to count). Answered at once, the
    messages are returned; otherwise None is, and when the answer comes, ``then``'s
    messages and ``later``'s go out through ``news``."""
    box: list[list[Out] | None] = []
    answered_later = False

    def done(result: Any) -> None:
        if not answered_later:
            box.append(then(result))
            return
        try:
            out = then(result)
        except BadMessage:  # the move could not be kept: the next move asks again
            return
        if out is not None:
            table.news(out + (later() if later is not None else []))

    table.thinking.submit(work, args, done)
    answered_later = not box
    return (box[0] or []) if box else None


def move_for(table: Referee, seat: int) -> tuple[Any, ...]:
    """What a worker needs to find the computer's move for ``seat``: the game, the kind
    of player, the seat's view alone, the legal actions, and a seed."""
    s = table._session
    kind = s.setup.seats[seat].kind
    return (s.setup.game_id, table.options.level if kind == PERSON else kind,
            plain_data(s.view(seat)), s.legal_actions(), s.bot_rng.next64())


def checked(table: Referee, seat: int, action: Action | None) -> Action:
    """``action`` if it is legal now, else a quick move of the Normal player (a worker that
    failed answers None)."""
    s = table._session
    if action is not None and s.state.is_legal(action):
        return action
    return s.make_bot("rule").choose(s.view(seat), s.legal_actions(), s.bot_rng)


def play_on(table: Referee) -> list[Out]:
    """The computer's moves until a person is to act or the game is over, then every
    account's table and whose turn it is (or the end). When the computer's moves are found
    elsewhere, this stops at the first, telling everyone whose turn it is, and goes on
    when the move comes (``_think``)."""
    s = table._session
    out: list[Out] = []
    while not s.is_over and not table._person_to_act():
        seat, at = s.to_act, len(s.log)
        if table.asked_at == at:
            return out  # a computer's move for this moment is being found
        table.asked_at = at
        moved = think(table, computer_move, move_for(table, seat),
                            partial(computer_moved, table, seat, at), table._play_on)
        if moved is None:
            table.turn_since = table.now
            return out + table._turn(table.listeners())
        out += moved
    table.turn_since = table.now
    if s.is_over:
        return out + table._over()
    return out + table._turn(table.listeners())


def computer_moved(table: Referee, seat: int, at: int, action: Action | None) -> list[Out] | None:
    """The computer's move for ``seat`` at log length ``at``, unless the table has moved
    on meanwhile (an owner took the seat back)."""
    s = table._session
    if table.asked_at == at:
        table.asked_at = None
    if s.is_over or len(s.log) != at or s.to_act != seat or table._person_to_act():
        return None
    return table._told(table._decide([checked(table, seat, action)]))

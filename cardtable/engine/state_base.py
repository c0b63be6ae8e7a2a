"""The skeleton every trick-taking game state here is built on.

Each game keeps its rules in its own ``state.py``; what is the same in all of them lives here, so
that a fix to the action protocol or to copying a state is made once:

* ``CardGameState`` holds the attributes every game has (the seats, the shuffler, the action log,
  the hands, the trick in play, the scores and the scoresheet) and, given a game's
  ``_action_mask()`` (the legal actions as a bitmask over action numbers) and ``_do(action, out)``
  (the move itself, filling ``out`` with events when it is a list), provides ``legal_actions``,
  ``is_legal``, ``apply``, ``step`` and ``clone`` (and ``events_for`` from
  ``visibility.EventScreen``); it also starts a game, files a scored deal and ends the game the
  same way for all.
* ``PassingGameState`` adds the pass phase of the games where every seat puts cards aside one
  action at a time and nobody receives anything until all have chosen.

A game whose hot path gains from it keeps its own ``legal_actions`` or ``step`` (Black Lady and
Up and Down keep both): the methods here are written for clarity first and cost
one call more than inlined code.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Protocol, Self

from .cards import SUIT_SYMBOLS, Card, Mask, cards_of, format_card, suit
from .events import DealScored, Dealt, Event, GameOver, PassChosen, Passed, Played
from .protocol import NO_TRUMP, TRUMP_BASE, Action, IllegalAction, OptionValue, Phase
from .rng import Rng
from .texts import N_, Words
from .views import Trick
from .visibility import EventScreen

Out = list[Event] | None
"""Where a move reports what happened: a list to fill for ``apply``, None for ``step``."""

TrickRecord = tuple[list[int], list[Card], int | None]
"""A finished trick as a state keeps it: the seats, the cards, and the winner (None: nobody)."""
ShownTricks = tuple[tuple[Trick, ...], tuple[int | None, ...]]
"""Finished tricks as views show them, and the winner of each."""

GAME_IS_OVER = Words(N_("the game is over"))
"""Why no action is allowed once the game has ended."""


def shown_tricks(history: Sequence[TrickRecord], shown: ShownTricks) -> ShownTricks:
    """The tricks of ``history`` as views show them, given ``shown``, those of its first tricks
    already built (the last answer for the same deal, or two empty tuples).

    A computer player asks for a view at every move of every playout, and rebuilding every
    finished trick each time was a good part of a view's cost; building them as the tricks end
    would slow the play that never looks. So a state keeps the last answer and only the tricks
    finished since are built. The tuples are never changed, only replaced, so copies of a state
    may share them.
    """
    tricks, winners = shown
    done = len(tricks)
    if done == len(history):
        return shown
    new = history[done:]
    return (
        tricks + tuple(tuple(zip(ss, cs, strict=True)) for ss, cs, _ in new),
        winners + tuple(w for _, _, w in new),
    )


class _HasOptions(Protocol):
    """What ``options`` reads from a game's table (a game without a table overrides it)."""

    @property
    def options(self) -> Mapping[str, OptionValue]: ...


def trump_action_name(action: Action) -> Words | None:
    """Name a trump-naming action ("Trumps: ♥", "No trumps"), or None for any other action."""
    if action == NO_TRUMP:
        return Words(N_("No trumps"))
    if TRUMP_BASE <= action < NO_TRUMP:
        return Words(N_("Trumps: {suit}"), suit=SUIT_SYMBOLS[action - TRUMP_BASE])
    return None


class CardGameState(EventScreen):
    """What every game state shares; a game subclasses it and fills in its own rules.

    A subclass lists its own attributes in ``__slots__`` and provides ``_action_mask``, ``_do``,
    ``_why_not`` (or its own ``why_illegal``), ``deal_record``, ``_start_deal`` and
    ``_finish_trick`` (or its own ``_play``). ``legal_cache`` holds the legal mask until the next
    move (-1: not known yet); ``_do`` must reset it.
    """

    __slots__ = (
        "_deals",
        "_rng",
        "deal_no",
        "dealer",
        "hands",
        "is_over",
        "leader",
        "led_suit",
        "legal_cache",
        "log",
        "n",
        "out_of_play",
        "phase",
        "playing",
        "scores_",
        "seed",
        "sheet",
        "to_act",
        "trick_cards",
        "trick_seats",
        "tricks_won",
        "winners",
        "won",
    )

    _fields: ClassVar[tuple[str, ...]] = __slots__
    """Every slot of the class and its bases: what ``clone`` copies."""

    table: _HasOptions
    _deals: dict[int, Any]
    """The hand-made deals, by the number of the deal each is dealt as (see ``_begin``)."""
    _rng: Rng
    deal_no: int
    dealer: int
    hands: list[Mask]
    is_over: bool
    leader: int
    led_suit: int
    legal_cache: Mask
    log: list[Action]
    n: int
    out_of_play: Mask
    phase: Phase
    playing: int
    scores_: list[int]
    seed: int
    sheet: list[DealScored]
    to_act: int
    trick_cards: list[Card]
    trick_seats: list[int]
    tricks_won: list[int]
    winners: tuple[int, ...]
    won: list[Mask]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._fields = tuple(
            name for klass in reversed(cls.__mro__) for name in klass.__dict__.get("__slots__", ())
        )

    def _begin(
        self,
        players: int,
        seed: int,
        deals: Sequence[Any],
        dealer: int | None,
        scores: Sequence[int] | None,
        *,
        deal_no: int = 0,
        start_score: int = 0,
    ) -> None:
        """Set up what every game starts with; the game then deals its first hand.

        The dealer is drawn even when one is given, so that the deals do not depend on it; when
        the game starts part-way (``deal_no``), the draw is for the first deal of the game, and
        the hand-made ``deals`` are dealt from deal ``deal_no`` on.
        """
        self.n = players
        self.out_of_play = 0
        self.playing = players
        self.seed = seed
        self._rng = Rng(seed)
        self._deals = dict(enumerate(deals, deal_no))
        self.log = []
        self.deal_no = deal_no
        drawn = self._rng.below(players)
        self.dealer = (drawn + deal_no) % players if dealer is None else dealer % players
        if scores is not None:
            if len(scores) != players:
                raise ValueError(f"scores: need {players} numbers, got {len(scores)}")
            self.scores_ = list(scores)
        else:
            self.scores_ = [start_score] * players
        self.sheet = []
        self.winners = ()
        self.is_over = False
        self.legal_cache = -1

    # ---- the public API ---------------------------------------------------------------------

    @property
    def scores(self) -> tuple[int, ...]:
        """Running totals, one a seat (the game's rules say whether lower or higher is better)."""
        return tuple(self.scores_)

    @property
    def options(self) -> Mapping[str, OptionValue]:
        """The game's options, read-only."""
        return self.table.options

    @property
    def players(self) -> int:
        """The number of seats."""
        return self.n

    @property
    def decision_under_way(self) -> bool:
        """Whether the seat to act is part-way through a decision of several actions: never,
        but in the pass phase of a passing game."""
        return False

    @property
    def seats_in_play(self) -> tuple[int, ...]:
        """The seats still in play: every seat, but in a game where players drop out."""
        return tuple(s for s in range(self.n) if not self.out_of_play >> s & 1)

    def initial_events(self) -> list[Event]:
        """The events that set up the current deal, for a table that has just opened."""
        return [self.deal_record()]

    def deal_record(self) -> Dealt:
        """The current deal as it was dealt."""
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        """The actions the seat to act may take, in ascending order."""
        if self.is_over:
            return []
        m = self.legal_cache
        if m < 0:
            m = self.legal_cache = self._action_mask()
        return cards_of(m)

    def is_legal(self, action: Action) -> bool:
        """Tell whether ``action`` may be taken now."""
        if self.is_over or type(action) is not int or action < 0:
            return False
        m = self.legal_cache
        if m < 0:
            m = self.legal_cache = self._action_mask()
        return bool(m >> action & 1)

    def apply(self, action: Action) -> list[Event]:
        """Take an action for the seat to act and return what happened.

        Raises IllegalAction with the reason, leaving the state unchanged.
        """
        if not self.is_legal(action):
            raise IllegalAction(self.why_illegal(action) or "not allowed now")
        out: list[Event] = []
        self._do(action, out)
        return out

    def step(self, action: Action) -> None:
        """Take an action like ``apply`` but build no events: the fast path for search."""
        if not self.is_legal(action):
            raise IllegalAction(self.why_illegal(action) or "not allowed now")
        self._do(action, None)

    def why_illegal(self, action: Action) -> str | None:
        """Return the reason an action is not allowed now, or None if it is allowed."""
        if self.is_over:
            return GAME_IS_OVER
        if type(action) is not int:
            return f"not an action: {action!r}"
        return self._why_not(action)

    def describe_action(self, action: Action) -> str:
        """Name an action for people: the card."""
        return format_card(action)

    def clone(self) -> Self:
        """Return an independent copy (lists copied, the shared table and records reused)."""
        other = object.__new__(type(self))
        for name in self._fields:
            value = getattr(self, name)
            setattr(other, name, value.copy() if isinstance(value, list) else value)
        other._rng = Rng(self._rng.state)
        return other

    def card_places(self) -> list[tuple[Card, str]]:
        """Every card of the current deal with where it is: a hand (cards chosen to pass stay
        there until the exchange), a pile of won tricks, or the trick in play. A card listed
        twice would be a bug."""
        places: list[tuple[Card, str]] = []
        for seat, h in enumerate(self.hands):
            places += [(c, f"hand {seat}") for c in cards_of(h)]
        for seat, w in enumerate(self.won):
            places += [(c, f"won {seat}") for c in cards_of(w)]
        places += [(c, "trick") for c in self.trick_cards]
        return places

    # ---- what each game provides ------------------------------------------------------------

    def _action_mask(self) -> Mask:
        """The legal actions of the seat to act, as bits of a mask over action numbers."""
        raise NotImplementedError

    def _do(self, action: Action, out: Out) -> None:
        """Take a legal action; reset ``legal_cache``, log the action, add events to ``out``."""
        raise NotImplementedError

    def _why_not(self, action: int) -> str | None:
        """``why_illegal`` for an int action while the game goes on."""
        raise NotImplementedError

    def _start_deal(self, out: Out) -> None:
        """Deal the hand ``deal_no`` and open its first phase."""
        raise NotImplementedError

    def _finish_trick(self, out: Out) -> None:
        """Settle a full trick: its winner, and the end of the deal after the last one."""
        raise NotImplementedError

    # ---- shared moves -----------------------------------------------------------------------

    def _next_in_play(self, seat: int) -> int:
        """The seat to the left of ``seat`` that is still in play."""
        seat = seat + 1 if seat + 1 < self.n else 0
        while self.out_of_play >> seat & 1:
            seat = seat + 1 if seat + 1 < self.n else 0
        return seat

    def _drop_out(self, seat: int) -> None:
        """Take ``seat`` out of play: it is dealt no more cards, plays no more tricks, passes
        and deals no more. The game decides when, and keeps at least one seat in play."""
        if not self.out_of_play >> seat & 1:
            self.out_of_play |= 1 << seat
            self.playing -= 1

    def _play(self, card: Card, out: Out) -> None:
        """Play ``card`` from the hand of the seat to act to the trick (one deck, no copies).
        A trick holds one card from each seat still in play, played in turn to the left."""
        seat = self.to_act
        self.hands[seat] ^= 1 << card
        self.trick_cards.append(card)
        self.trick_seats.append(seat)
        if len(self.trick_cards) == 1:
            self.led_suit = suit(card)
        if out is not None:
            out.append(Played(seat, card))
        if len(self.trick_cards) < self.playing:
            self.to_act = self._next_in_play(seat)
        else:
            self._finish_trick(out)

    def _close_deal(self, record: DealScored, winners: tuple[int, ...] | None, out: Out) -> None:
        """File a scored deal; then end the game with ``winners``, or (None) deal the next."""
        self.sheet.append(record)
        if out is not None:
            out.append(record)
        if winners is not None:
            self._end_game(winners, out)
            return
        self.deal_no += 1
        self.dealer = self._next_dealer()
        self._start_deal(out)

    def _end_game(self, winners: tuple[int, ...], out: Out) -> None:
        """End the game with ``winners``."""
        self.winners = winners
        self.phase = Phase.GAME_OVER
        self.is_over = True
        self.to_act = -1
        if out is not None:
            out.append(GameOver(winners, tuple(self.scores_)))

    def _next_dealer(self) -> int:
        """Who deals the next hand: the player still in play to the left of this hand's
        dealer."""
        return self._next_in_play(self.dealer)


class PassingGameState(CardGameState):
    """A game with a pass phase: from the left of the dealer each seat chooses its cards one
    action at a time (``pass_sel``), and the cards change hands when the last seat has chosen
    (``received`` keeps what each seat got)."""

    __slots__ = ("pass_sel", "received")

    pass_sel: list[Mask]
    received: list[Mask]

    @property
    def decision_under_way(self) -> bool:
        """Whether the seat to act has chosen some of the cards it passes, not all: the cards
        of a pass are one decision, taken one action at a time."""
        return self.phase is Phase.PASS and self.pass_sel[self.to_act] != 0

    def _pass_quota(self, seat: int) -> int:
        """How many cards ``seat`` passes this deal."""
        raise NotImplementedError

    def _exchange(self, out: Out) -> None:
        """Hand the chosen cards over (``_swap_passes``) and open the play."""
        raise NotImplementedError

    def _choose_pass(self, card: Card, out: Out) -> None:
        seat = self.to_act
        sel = self.pass_sel[seat] = self.pass_sel[seat] | 1 << card
        if out is not None:
            out.append(PassChosen(seat, card))
        if sel.bit_count() < self._pass_quota(seat):
            return
        self.to_act = self._next_in_play(seat)
        if self.to_act == self._next_in_play(self.dealer):
            self._exchange(out)

    def _swap_passes(self, offset: int, out: Out) -> None:
        """Give each seat's chosen cards to the seat ``offset`` places to its left, counting
        the seats still in play."""
        hands, sel = self.hands, self.pass_sel
        seats = self.seats_in_play
        n = len(seats)
        receivers = {giver: seats[(k + offset) % n] for k, giver in enumerate(seats)}
        for giver in seats:
            hands[giver] &= ~sel[giver]
        for giver in seats:
            hands[receivers[giver]] |= sel[giver]
            self.received[receivers[giver]] = sel[giver]
        if out is not None:
            out.append(Passed(tuple(
                (g, receivers[g], tuple(cards_of(sel[g]))) for g in seats
            )))

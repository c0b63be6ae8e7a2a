"""An Ugly game in progress: the deal, naming trumps, passing, trick play, scoring, the end.

Each hand runs through three decisions. The player left of the dealer names trumps (action
``TRUMP_BASE + suit`` or ``NO_TRUMP``). Then every player, one after another from the left of
the dealer, puts aside the cards to pass to the left, one card per action; nobody receives
anything until everyone has chosen. In the last hand the whole hand goes, so there is nothing to
choose and the cards change hands at once. Then the tricks are played, one card per action.
``apply`` returns events for the table; ``step`` does the same work without building them.
Each ``TrickWon`` carries in ``points`` what that trick changed in its winner's score for the
hand: +1 for a plain trick, −3 for one holding the J♥, and +5 for the fourth trick if it brings
the 7♦ to a pile with no Jack (3 points before, 2 × 4 = 8 after).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from ...engine.cards import (
    SUIT_MASKS,
    SUIT_SYMBOLS,
    Card,
    Mask,
    cards_of,
    format_card,
    mask_of,
    suit,
)
from ...engine.events import DealScored, Dealt, Event, TrickWon, TrumpChosen
from ...engine.protocol import NO_TRUMP, TRUMP_BASE, Action, OptionValue, Phase
from ...engine.state_base import Out, PassingGameState, trump_action_name
from ...engine.texts import N_, Words
from ...engine.tricks import trick_winner
from .options import deck_for, hands_in_game, pass_count, removed_cards
from .scoring import SPECIAL, game_winners, hand_points, score_hand
from .view import NOT_NAMED, UglyView

_PLAY = Phase.PLAY
_PASS = Phase.PASS
_CHOOSE = Phase.CHOOSE_TRUMP
_DECK_CARDS = 52
TRUMP_ACTIONS: tuple[Action, ...] = tuple(range(TRUMP_BASE, NO_TRUMP + 1))
_TRUMP_MASK = mask_of(TRUMP_ACTIONS)  # the trump-naming actions as bits of an action mask


@dataclass(frozen=True)
class Deal:
    """A hand dealt by hand (tests, tutorials): each seat's cards, all hands the same size."""

    hands: tuple[tuple[Card, ...], ...]


def deal_in_pairs(deck: Sequence[Card], players: int, first: int) -> list[Mask]:
    """Deal a shuffled deck two cards at a time, clockwise from seat ``first``, until it is
    gone; a hand that needs only one more card gets one (13 cards: six pairs and a single)."""
    size = len(deck) // players
    hands = [0] * players
    got = [0] * players
    i = 0
    while i < size * players:
        for k in range(players):
            seat = (first + k) % players
            take = min(2, size - got[seat])
            for card in deck[i:i + take]:
                hands[seat] |= 1 << card
            got[seat] += take
            i += take
    return hands


class UglyState(PassingGameState):
    """The whole state of one Ugly game; see the module docstring for the actions."""

    __slots__ = (
        "deal_hands",
        "deck",
        "hands_in_game",
        "history",
        "pass_count",
        "removed",
        "trump",
        "trump_chooser",
    )

    _options: Mapping[str, OptionValue] = MappingProxyType({})

    def __init__(
        self,
        players: int,
        seed: int,
        deals: Sequence[Deal] = (),
        dealer: int | None = None,
        scores: Sequence[int] | None = None,
        hand_number: int = 0,
    ) -> None:
        self.deck = deck_for(players)
        self.removed = removed_cards(players)
        self.hands_in_game = hands_in_game(players)
        if not 0 <= hand_number < self.hands_in_game:
            raise ValueError(
                f"hand_number: use 0 to {self.hands_in_game - 1}, not {hand_number}"
            )
        self._begin(players, seed, deals, dealer, scores, deal_no=hand_number)
        self._start_deal(None)

    # ---- the public API ---------------------------------------------------------------------

    @property
    def options(self) -> Mapping[str, OptionValue]:
        """The game's options, read-only (Ugly has none)."""
        return self._options

    @property
    def hand_number(self) -> int:
        """The hand being played, counted from 0 (the same as ``deal_no``)."""
        return self.deal_no

    def initial_events(self) -> list[Event]:
        """The events that set up the current hand, for a table that has just opened."""
        events: list[Event] = [self.deal_record()]
        if self.trump != NOT_NAMED:
            events.append(TrumpChosen(self.trump, self.trump_chooser))
        return events

    def deal_record(self) -> Dealt:
        """The current hand as it was dealt, before any passing."""
        return Dealt(
            self.deal_no,
            self.dealer,
            tuple(tuple(cards_of(h)) for h in self.deal_hands),
            (),
            self.removed,
        )

    def _why_not(self, action: int) -> str | None:
        if self.is_legal(action):
            return None
        phase = self.phase
        if phase is _CHOOSE:
            return Words(N_("trumps must be named first: choose a suit or no trumps"))
        if TRUMP_BASE <= action <= NO_TRUMP:
            return Words(N_("trumps are already named for this hand"))
        if not 0 <= action < _DECK_CARDS:
            return f"not a card: {action!r}"
        seat = self.to_act
        if not self.hands[seat] >> action & 1:
            return Words(N_("you do not hold the {card}"), card=format_card(action))
        if phase is _PASS:
            if self.pass_sel[seat] >> action & 1:
                return Words(N_("that card is already chosen to pass"))
            k = self.pass_count
            return Words(N_("you have already chosen %n card(s) to pass", "", k), n=k)
        led = self.led_suit
        if led >= 0 and suit(action) != led:
            return Words(N_("must follow suit: {suit} led"), suit=SUIT_SYMBOLS[led])
        return Words(N_("the {card} cannot be played now"), card=format_card(action))

    def describe_action(self, action: Action) -> str:
        """Name an action for people: "Q♠", "Trumps: ♥" or "No trumps"."""
        return trump_action_name(action) or format_card(action)

    def view(self, seat: int) -> UglyView:
        """Everything ``seat`` may know: its hand, its passes, the public table (for
        ``PUBLIC``: no hand and no passes)."""
        mine = seat >= 0  # PUBLIC (-1) holds nothing: hands[-1] is the last seat's
        exchanged = mine and (self.phase is _PLAY or self.phase is Phase.GAME_OVER)
        return UglyView(
            seat=seat,
            players=self.n,
            phase=self.phase,
            to_act=self.to_act,
            deal=self.deal_no,
            dealer=self.dealer,
            hand=tuple(cards_of(self.hands[seat])) if mine else (),
            hand_sizes=tuple(h.bit_count() for h in self.hands),
            trump=self.trump,
            trump_chooser=self.trump_chooser,
            pass_count=self.pass_count,
            pass_offset=1,
            passing=tuple(cards_of(self.pass_sel[seat])) if mine else (),
            received=tuple(cards_of(self.received[seat])) if exchanged else (),
            hand_number=self.deal_no,
            hands_in_game=self.hands_in_game,
            trick=tuple(zip(self.trick_seats, self.trick_cards, strict=True)),
            leader=self.leader,
            tricks=tuple(tuple(zip(ss, cs, strict=True)) for ss, cs, _ in self.history),
            trick_winners=tuple(w for _, _, w in self.history),
            tricks_won=tuple(self.tricks_won),
            scoring_cards=tuple(tuple(cards_of(w & SPECIAL)) for w in self.won),
            scores=tuple(self.scores_),
            options=self._options,
        )

    # ---- dealing ----------------------------------------------------------------------------

    def _start_deal(self, out: Out) -> None:
        n = self.n
        eldest = (self.dealer + 1) % n
        given = self._deals.get(self.deal_no)
        if given is not None:
            hands = [mask_of(h) for h in given.hands]
        else:
            deck = list(self.deck)
            self._rng.shuffle(deck)
            hands = deal_in_pairs(deck, n, eldest)
        self.hands = hands
        self.deal_hands = tuple(hands)
        self.trump: int | None = NOT_NAMED
        self.trump_chooser = eldest
        self.pass_count = min(pass_count(self.deal_no, n), hands[0].bit_count())
        self.pass_sel = [0] * n
        self.received = [0] * n
        self.trick_cards = []
        self.trick_seats = []
        self.led_suit = -1
        self.leader = eldest
        self.history: list[tuple[list[int], list[Card], int]] = []
        self.tricks_won = [0] * n
        self.won = [0] * n
        self.phase = _CHOOSE
        self.to_act = eldest
        if out is not None:
            out.append(self.deal_record())

    # ---- legality ---------------------------------------------------------------------------

    def _action_mask(self) -> Mask:
        """The trump-naming actions, or the cards the seat to act may use now."""
        phase = self.phase
        if phase is _CHOOSE:
            return _TRUMP_MASK
        hand = self.hands[self.to_act]
        if phase is _PASS:
            chosen = self.pass_sel[self.to_act]
            return 0 if chosen.bit_count() >= self.pass_count else hand & ~chosen
        if phase is not _PLAY:
            return 0
        led = self.led_suit
        if led < 0:
            return hand
        return hand & SUIT_MASKS[led] or hand

    # ---- doing ------------------------------------------------------------------------------

    def _do(self, action: Action, out: Out) -> None:
        self.log.append(action)
        self.legal_cache = -1
        if self.phase is _PLAY:
            self._play(action, out)
        elif self.phase is _PASS:
            self._choose_pass(action, out)
        else:
            self._name_trumps(action, out)

    def _name_trumps(self, action: Action, out: Out) -> None:
        self.trump = None if action == NO_TRUMP else action - TRUMP_BASE
        if out is not None:
            out.append(TrumpChosen(self.trump, self.trump_chooser))
        self.phase = _PASS
        self.to_act = (self.dealer + 1) % self.n
        if self.pass_count >= self.hands[0].bit_count():
            # The whole hand goes: nothing to choose, every hand moves one seat to the left.
            self.pass_sel = list(self.hands)
            self._exchange(out)

    def _pass_quota(self, seat: int) -> int:
        return self.pass_count

    def _exchange(self, out: Out) -> None:
        self._swap_passes(1, out)
        self.phase = _PLAY
        self.leader = self.to_act = (self.dealer + 1) % self.n

    def _finish_trick(self, out: Out) -> None:
        cards, seats = self.trick_cards, self.trick_seats
        winner = seats[trick_winner(cards, self.led_suit, self.trump)]
        before = hand_points(self.tricks_won[winner], self.won[winner])
        self.tricks_won[winner] += 1
        self.won[winner] |= mask_of(cards)
        self.history.append((seats, cards, winner))
        if out is not None:
            change = hand_points(self.tricks_won[winner], self.won[winner]) - before
            out.append(TrickWon(winner, tuple(zip(seats, cards, strict=True)), change))
        self.trick_cards = []
        self.trick_seats = []
        self.led_suit = -1
        self.leader = winner
        if self.hands[winner]:
            self.to_act = winner
        else:
            self._finish_hand(out)

    def _finish_hand(self, out: Out) -> None:
        points, marks = score_hand(self.tricks_won, self.won)
        self.scores_ = [s + p for s, p in zip(self.scores_, points, strict=True)]
        record = DealScored(
            self.deal_no, points, tuple(self.scores_), tuple(self.tricks_won), None, marks, 0
        )
        last = self.deal_no + 1 >= self.hands_in_game
        self._close_deal(record, game_winners(self.scores_) if last else None, out)

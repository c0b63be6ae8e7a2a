"""A Black Lady game in progress: dealing, passing, trick play, scoring, the end of the game.

Actions are card numbers. In the pass phase each action puts one card aside (a seat chooses its
cards one by one, and nobody receives anything until every seat has chosen); in the play phase
the action is the card played. ``apply`` returns events for the table; ``step`` does the same
work without building them, for search and simulation.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine.cards import (
    CLUBS,
    COPY_SHIFT,
    FACE_MASK,
    SUIT_MASKS,
    SUIT_SUBSETS,
    Card,
    Mask,
    cards_of,
    format_card,
    is_card,
    make_card,
    mask_of,
)
from ...engine.events import DealScored, Dealt, Played, TrickWon
from ...engine.protocol import Action, IllegalAction, Phase
from ...engine.state_base import (
    GAME_IS_OVER,
    Out,
    PassingGameState,
    ShownTricks,
    TrickRecord,
    shown_tricks,
)
from ...engine.texts import N_, Words
from ...engine.tricks import cancellation_winner, cancelled_faces
from ...engine.visibility import Viewer
from .events import HeartsBroken, KittyTaken, TrickRolledOver
from .legality import legal_mask, pass_quota
from .scoring import Tally, game_winners, settle
from .table import CARD_SLOTS, Table, breaks_hearts
from .view import BlackLadyView, new_view

_PLAY = Phase.PLAY
_PASS = Phase.PASS
_FIRST_DECK = 1 << 52
_B = (1 << 13) - 1
_DUPLICATE_SHIFT = 1 << COPY_SHIFT  # a second deck's copy sits 64 card numbers higher

# The suit of every card number of both decks (-1 for the unused numbers): read by the play on
# every card, so kept at module level rather than behind ``self.table``.
_SUIT_OF: tuple[int, ...] = tuple(
    (c & FACE_MASK) // 13 if c & FACE_MASK < 52 else -1 for c in range(CARD_SLOTS)
)
_BIT: tuple[Mask, ...] = tuple(1 << c for c in range(CARD_SLOTS))


@dataclass(frozen=True)
class Deal:
    """A deal given by hand (tests, tutorials): each seat's cards and the kitty.

    Hands must be the same size; any cards not given are out of play for that deal.
    """

    hands: tuple[tuple[Card, ...], ...]
    kitty: tuple[Card, ...] = ()


def pass_offset(passing: str, deal_no: int, players: int) -> int:
    """Return how many seats to the left the cards go in deal ``deal_no`` (0 = hold)."""
    if passing == "left":
        return 1
    if passing == "left-right":
        return 1 if deal_no % 2 == 0 else players - 1
    if passing == "cycle":
        cycle = [1, players - 1, players // 2, 0] if players % 2 == 0 else [1, players - 1, 0]
        return cycle[deal_no % len(cycle)]
    return 0


class BlackLadyState(PassingGameState):
    """The whole state of one Black Lady game; see the module docstring for the actions.

    It keeps its own ``legal_actions``, ``is_legal``, ``step`` and ``why_illegal``: the first
    three are the engine's hot path (inlined here, and the legal list served from per-suit
    tables), and ``is_legal`` and ``why_illegal`` have always taken any int but a bool.
    """

    __slots__ = (
        "bonus_in_play",
        "bonus_taken",
        "broken",
        "deal_hands",
        "deal_total",
        "first_lead_card",
        "history",
        "kitty",
        "kitty_owner",
        "kitty_points",
        "pass_offset",
        "pending",
        "pool",
        "simple",
        "table",
        "taken",
        "trick_no",
        "tricks_shown",
    )

    table: Table
    broken: bool
    """Whether hearts are broken (by the play the options name) and may be led."""
    history: list[TrickRecord]
    """The deal's finished tricks: who played, the cards, the winner (None: rolled over)."""
    tricks_shown: ShownTricks
    """The finished tricks as views show them, so far as built (see ``shown_tricks``)."""

    def __init__(
        self,
        table: Table,
        seed: int,
        deals: Sequence[Deal] = (),
        dealer: int | None = None,
        scores: Sequence[int] | None = None,
        first_deal: int = 0,
    ) -> None:
        self.table = table
        counters = table.options["scoring"] != "points"
        start = int(table.options["counters"]) if counters else 0
        self._begin(table.players, seed, deals, dealer, scores, deal_no=first_deal,
                    start_score=start)
        self.pool = 0
        # True when no option restricts play beyond following suit (the Morehead default).
        self.simple = not (
            table.hearts_broken_rule or table.no_points_first_trick or table.club_play
            or table.jack_must_discard or table.lowest_club_lead
        )
        self._start_deal(None)

    # ---- the public API ---------------------------------------------------------------------

    def deal_record(self) -> Dealt:
        """The current deal as it was dealt, before any passing."""
        hands, kitty = self.deal_hands
        return Dealt(
            self.deal_no,
            self.dealer,
            tuple(tuple(cards_of(h)) for h in hands),
            tuple(cards_of(kitty)),
            self.table.removed,
        )

    def legal_actions(self) -> list[Action]:
        """The actions the seat to act may take, in ascending order.

        With two decks a pair of identical cards is offered once (the lower number).
        """
        m = self.legal_cache
        if m < 0:
            if self.simple and self.phase is _PLAY:
                hand = self.hands[self.to_act]
                led = self.led_suit
                if led >= 0:
                    shift = 13 * led
                    chunk = hand >> shift & _B
                    if chunk and hand < _FIRST_DECK:
                        self.legal_cache = chunk << shift
                        return list(SUIT_SUBSETS[led][chunk])
                    m = hand & SUIT_MASKS[led] or hand
                elif hand < _FIRST_DECK:
                    # a lead from one deck: any card of the hand
                    self.legal_cache = hand
                    return cards_of(hand)
                else:
                    m = hand
                self.legal_cache = m
            elif self.is_over:
                return []
            else:
                m = self.legal_cache = legal_mask(self, self.to_act, None)
        if self.table.cancellation:
            m &= ~(m & (m << _DUPLICATE_SHIFT))
        return cards_of(m)

    def is_legal(self, action: Action) -> bool:
        """Tell whether ``action`` may be taken now."""
        if self.is_over or isinstance(action, bool) or not isinstance(action, int):
            return False
        m = self.legal_cache
        if m < 0:
            m = self.legal_cache = self._action_mask()
        return action >= 0 and bool(m >> action & 1)

    def step(self, action: Action) -> None:
        """Take an action like ``apply`` but build no events: the fast path for search."""
        m = self.legal_cache
        if m < 0:
            m = legal_mask(self, self.to_act, None)
        if type(action) is not int or action < 0 or not m >> action & 1:
            raise IllegalAction(self.why_illegal(action) or "not allowed now")
        self.log.append(action)
        self.legal_cache = -1
        if self.phase is not _PLAY:
            self._choose_pass(action, None)
            return
        # ``_do`` and ``_play`` written out without events, saving two calls on every card of
        # every playout. ``_play`` is the same move with events; the two must change together.
        seat = self.to_act
        self.hands[seat] ^= 1 << action
        cards = self.trick_cards
        cards.append(action)
        self.trick_seats.append(seat)
        card_suit = _SUIT_OF[action]
        if len(cards) == 1:
            self.led_suit = card_suit
        if not self.broken:  # ``breaks_hearts``, written out
            t = self.table
            if t.breaking >> action & 1 and not (t.discard_only and card_suit == self.led_suit):
                self.broken = True
        if len(cards) < self.n:
            self.to_act = seat + 1 if seat + 1 < self.n else 0
        else:
            self._finish_trick(None)

    def why_illegal(self, action: Action) -> str | None:
        """Return the reason an action is not allowed now, or None if it is allowed."""
        if self.phase is Phase.GAME_OVER:
            return GAME_IS_OVER
        if not is_card(action):
            return f"not a card: {action!r}"
        seat = self.to_act
        if not self.hands[seat] >> action & 1:
            return Words(N_("you do not hold the {card}"), card=format_card(action))
        reasons: list[tuple[Mask, Words]] = []
        mask = legal_mask(self, seat, reasons)
        if mask >> action & 1:
            return None
        for excluded, reason in reasons:
            if excluded >> action & 1:
                return reason
        return Words(N_("the {card} cannot be played now"), card=format_card(action))

    def view(self, seat: int) -> BlackLadyView:
        """Everything ``seat`` may know: its hand, its passes, the public table (for
        ``PUBLIC``: no hand, no passes, no kitty, the taken points without an unseen kitty's)."""
        owner = self.kitty_owner
        kitty_visible = owner == seat and self.table.kitty_seen
        if owner is None or kitty_visible:
            taken = tuple(self.taken)
        else:
            hidden = list(self.taken)
            hidden[owner] -= self.kitty_points
            taken = tuple(hidden)
        mine = seat >= 0  # PUBLIC (-1) holds nothing: hands[-1] is the last seat's
        received = self.received[seat] if mine and self.phase is not _PASS else 0
        tricks, trick_winners = self.tricks_shown = shown_tricks(self.history, self.tricks_shown)
        kitty = self.kitty
        return new_view({
            "seat": seat,
            "players": self.n,
            "phase": self.phase,
            "to_act": self.to_act,
            "deal": self.deal_no,
            "dealer": self.dealer,
            "hand": tuple(cards_of(self.hands[seat])) if mine else (),
            "hand_sizes": tuple(map(int.bit_count, self.hands)),
            "pass_offset": self.pass_offset,
            "passing": tuple(cards_of(self.pass_sel[seat])) if mine else (),
            "received": tuple(cards_of(received)),
            "trick": tuple(zip(self.trick_seats, self.trick_cards, strict=True)),
            "leader": self.leader,
            "tricks": tricks,
            "trick_winners": trick_winners,
            "hearts_broken": self.broken,
            "taken": taken,
            "tricks_won": tuple(self.tricks_won),
            "kitty_size": kitty.bit_count(),
            "kitty": tuple(cards_of(kitty)) if kitty_visible else (),
            "kitty_owner": owner,
            "scores": tuple(self.scores_),
            "pool": self.pool,
            "options": self.table.options,
        })

    def _viewer(self, seat: int) -> Viewer:
        """Who ``seat`` is, with the deal's kitty: its cards and penalty points stay hidden in
        the events unless the rules let its taker look and ``seat`` is the taker."""
        kitty = frozenset(cards_of(self.kitty))
        points = sum(self.table.penalty[c] for c in kitty)
        return Viewer(seat, kitty, self.table.kitty_seen, points)

    # ---- dealing ----------------------------------------------------------------------------

    def _start_deal(self, out: Out) -> None:
        n, t = self.n, self.table
        eldest = (self.dealer + 1) % n
        given = self._deals.get(self.deal_no)
        if given is not None:
            hands = [mask_of(h) for h in given.hands]
            kitty = mask_of(given.kitty)
        else:
            deck = list(t.deck)
            self._rng.shuffle(deck)
            dealt = len(deck) // n * n
            hands = [0] * n
            # The cards of a deal are all different, so the sum of their bits is their mask
            # (summed in C, where ``mask_of`` loops in Python).
            bits = _BIT.__getitem__
            for k in range(n):
                hands[(eldest + k) % n] = sum(map(bits, deck[k:dealt:n]))
            kitty = sum(map(bits, deck[dealt:]))
        self.hands = hands
        self.kitty = kitty
        if given is not None:
            in_play = kitty
            for h in hands:
                in_play |= h
            self.deal_total = sum(t.penalty[c] for c in cards_of(in_play & t.penalty_mask))
            self.bonus_in_play = (in_play & t.bonus_mask).bit_count()
        else:
            self.deal_total = t.deck_penalty
            self.bonus_in_play = t.bonus_in_deck
        self.kitty_owner: int | None = None
        self.kitty_points = 0
        self.pass_offset = pass_offset(str(t.options["passing"]), self.deal_no, n)
        self.pass_sel = [0] * n
        self.received = [0] * n
        self.trick_cards = []
        self.trick_seats = []
        self.led_suit = -1
        self.broken = False
        self.trick_no = 0
        self.taken = [0] * n
        self.tricks_won = [0] * n
        self.won = [0] * n
        self.bonus_taken = [0] * n
        self.pending: list[Card] = []
        self.history = []
        self.tricks_shown = ((), ())
        self.first_lead_card = -1
        self.leader = eldest
        self.deal_hands = (tuple(hands), kitty)
        if out is not None:
            out.append(self.deal_record())
        if self.pass_offset and all(hands):
            self.phase = Phase.PASS
            self.to_act = eldest
        else:
            self.pass_offset = 0
            self._begin_play()

    def _begin_play(self) -> None:
        self.phase = Phase.PLAY
        eldest = (self.dealer + 1) % self.n
        self.leader = self.to_act = eldest
        if not self.table.lowest_club_lead:
            return
        for r in range(13):
            club = make_card(r, CLUBS)
            copies = (1 << club) | (1 << (club + _DUPLICATE_SHIFT))
            for k in range(self.n):
                seat = (eldest + k) % self.n
                held = self.hands[seat] & copies
                if held:
                    self.leader = self.to_act = seat
                    self.first_lead_card = (held & -held).bit_length() - 1
                    return

    # ---- legality ---------------------------------------------------------------------------

    def _action_mask(self) -> Mask:
        return legal_mask(self, self.to_act, None)

    def _pass_quota(self, seat: int) -> int:
        return pass_quota(self.hands[seat])

    # ---- doing ------------------------------------------------------------------------------

    def _do(self, action: Action, out: Out) -> None:
        self.log.append(action)
        self.legal_cache = -1
        if self.phase is _PASS:
            self._choose_pass(action, out)
        else:
            self._play(action, out)

    def _exchange(self, out: Out) -> None:
        self._swap_passes(self.pass_offset, out)
        self._begin_play()

    def _play(self, card: Card, out: Out) -> None:
        """Play a card, with events (``step`` has the same move written out without them)."""
        seat = self.to_act
        self.hands[seat] ^= 1 << card
        cards = self.trick_cards
        cards.append(card)
        self.trick_seats.append(seat)
        card_suit = _SUIT_OF[card]
        if len(cards) == 1:
            self.led_suit = card_suit
        if out is not None:
            out.append(Played(seat, card))
        if not self.broken and breaks_hearts(self.table, card, self.led_suit):
            self.broken = True
            if out is not None:
                out.append(HeartsBroken(seat, card))
        if len(cards) < self.n:
            self.to_act = seat + 1 if seat + 1 < self.n else 0
        else:
            self._finish_trick(out)

    def _finish_trick(self, out: Out) -> None:
        cards, seats = self.trick_cards, self.trick_seats
        bits = 0
        for c in cards:
            bits |= 1 << c
        if self.table.cancellation:
            idx = cancellation_winner(cards, self.led_suit)
        else:
            # the winner is the highest card of the led suit: the highest bit in that suit
            idx = cards.index((bits & SUIT_MASKS[self.led_suit]).bit_length() - 1)
        if self.trick_no == 0 and self.kitty:
            self.pending.extend(cards_of(self.kitty))
        self.trick_no += 1
        self.trick_cards = []
        self.trick_seats = []
        self.led_suit = -1
        if idx is None:
            self.pending.extend(cards)
            self.history.append((seats, cards, None))
            if out is not None:
                out.append(TrickRolledOver(tuple(zip(seats, cards, strict=True)), self.leader))
            winner = self.leader
        else:
            winner = seats[idx]
            self._take_trick(winner, seats, cards, bits, out)
        if self.hands[winner]:
            self.to_act = winner
        else:
            self._finish_deal(out)

    def _take_trick(
        self, winner: int, seats: list[int], cards: list[Card], bits: Mask, out: Out
    ) -> None:
        """Give the trick (``bits``: its cards) and anything waiting from rolled-over tricks
        to ``winner``."""
        t = self.table
        penalty = t.penalty
        extra = self.pending
        if extra:
            for c in extra:
                bits |= 1 << c
            self.pending = []
        points = 0
        if bits & t.penalty_mask:
            for c in cards:
                points += penalty[c]
            for c in extra:
                points += penalty[c]
            self.taken[winner] += points
        self.tricks_won[winner] += 1
        self.won[winner] |= bits
        if bits & t.bonus_mask:
            self.bonus_taken[winner] += (bits & t.bonus_mask).bit_count()
        self.history.append((seats, cards, winner))
        self.leader = winner
        kitty = self.kitty
        if kitty and self.kitty_owner is None and bits & kitty == kitty:
            self.kitty_owner = winner
            self.kitty_points = sum(penalty[c] for c in cards_of(kitty))
            if out is not None:
                out.append(KittyTaken(winner, tuple(cards_of(kitty))))
        if out is not None:
            cancelled = cancelled_faces(cards) if t.cancellation else set()
            out.append(TrickWon(
                winner, tuple(zip(seats, cards, strict=True)), points, tuple(extra),
                tuple(c for c in cards if c & 63 in cancelled),
            ))

    def _finish_deal(self, out: Out) -> None:
        tally = Tally(
            taken=tuple(self.taken),
            tricks=tuple(self.tricks_won),
            total=self.deal_total,
            bonus=tuple(self.bonus_taken),
            bonus_in_play=self.bonus_in_play,
        )
        result = settle(tally, self.scores_, self.pool, self.table.options)
        self.scores_ = list(result.scores)
        self.pool = result.pool
        record = DealScored(
            self.deal_no, result.points, result.scores, tally.taken, result.moon, result.marks,
            self.unscored_points(),
        )
        winners = game_winners(self.scores_, self.deal_no + 1, self.table.options)
        self._close_deal(record, winners, out)

    # ---- for tests and tools ----------------------------------------------------------------

    def unscored_points(self) -> int:
        """Penalty points left over when the last trick rolled over (cancellation)."""
        return sum(self.table.penalty[c] for c in self.pending)

    def card_places(self) -> list[tuple[Card, str]]:
        """Every card of the current deal with where it is: a hand, a trick pile, the trick in
        play, the rolled-over pile or the kitty. A card listed twice would be a bug."""
        places = super().card_places()
        places += [(c, "rolled over") for c in self.pending]
        if self.trick_no == 0:
            places += [(c, "kitty") for c in cards_of(self.kitty)]
        return places

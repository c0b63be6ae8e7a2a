"""An Ultimate Loser game in progress: the deal, the rounds of plays, drinks, the loser, the end.

The seat to lead plays any combination (one action: see ``plays``). Each other seat that still
holds cards then acts once, clockwise: it plays a combination of the same shape (it need not be
higher), passes, or passes and swaps a hand card for the face-up gin card. When all have acted
the round is settled (``TrickSettled``): the highest play (the first of equals) leads next, or
the next best whose player still holds cards; when nobody who played holds cards, the others
play rock-paper-scissors for the lead, one hidden choice each. Drinks: one for each passer, one
for each lowest play (the best too when every play ties with it, unless the house rules spare
it), and one for everyone per four of a kind (and, by a house rule, per rank whose four cards
were played as singles in the round).

When only one seat holds cards it is the Ultimate Loser: it drinks the penalty and deals the
next hand, which its left-hand neighbour leads. By default that is decided the moment the
second-to-last hand empties: the round stops there and is settled as it stands. By a house rule
the round is played out first; if the last cards all run out in it, the lowest play of the
round (the later of equals) is the Ultimate Loser. Scores are drinks: the fewest win.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ...engine.cards import JOKER_FACE, Card, Mask, cards_of, format_card, mask_of
from ...engine.events import DealScored, Dealt
from ...engine.protocol import Action, OptionValue, Phase
from ...engine.state_base import CardGameState, Out
from ...engine.texts import N_, Words
from .events import (
    CombinationPlayed,
    GinSwapped,
    ShapeChosen,
    ShapesShown,
    TrickSettled,
    TurnPassed,
    UltimateLoserFound,
)
from .options import Readings, deck_for, hand_size, readings
from .plays import (
    BEATS,
    CARD_LISTS,
    CARDS,
    END_GAME,
    FOUR,
    PASS,
    SHAPE,
    SHAPES,
    SINGLE,
    SWAP_BASE,
    TOP,
    describe,
    describe_play,
    full_ranks,
    is_play,
    plays_within,
    shape_name,
)
from .view import RoundRecord, UltimateLoserView

_PLAY = Phase.PLAY
_RPS = Phase.ROCK_PAPER_SCISSORS
_SHAPE_MASK = mask_of(SHAPES)
ULTIMATE_LOSER_MARK = "ultimate loser"


@dataclass(frozen=True)
class Deal:
    """A hand dealt by hand (tests, tutorials): each seat's cards, all hands the same size, and
    the cards left over; the first of ``spare`` lies face up as the gin card."""

    hands: tuple[tuple[Card, ...], ...]
    spare: tuple[Card, ...]


class UltimateLoserState(CardGameState):
    """The whole state of one Ultimate Loser game; see the module docstring."""

    __slots__ = (
        "_options",
        "deal_hands",
        "deal_spare",
        "deck",
        "discard",
        "drinks",
        "gin",
        "hands_in_game",
        "loser",
        "passers",
        "penalty",
        "pending",
        "plays",
        "readings",
        "rounds",
        "shape",
        "shape_choice",
        "shape_players",
        "stock",
        "swaps",
    )

    _options: Mapping[str, OptionValue]
    deal_hands: tuple[Mask, ...]
    deal_spare: tuple[Card, ...]
    deck: tuple[Card, ...]
    discard: Mask
    drinks: list[int]
    gin: Card
    hands_in_game: int
    loser: int
    passers: list[int]
    pending: list[int]
    penalty: int
    plays: list[tuple[int, Action]]
    readings: Readings
    rounds: list[RoundRecord]
    shape: int
    shape_choice: list[int]
    shape_players: list[int]
    stock: Mask
    swaps: list[tuple[int, Card, Card]]

    def __init__(
        self,
        options: Mapping[str, OptionValue],
        players: int,
        seed: int,
        deals: Sequence[Deal] = (),
        dealer: int | None = None,
        scores: Sequence[int] | None = None,
        first_deal: int = 0,
    ) -> None:
        self._options = options
        self.deck = deck_for(bool(options["joker"]))
        self.hands_in_game = int(options["hands"])
        self.penalty = int(options["penalty"])
        self.readings = readings(options)
        self._begin(players, seed, deals, dealer, scores, deal_no=first_deal)
        # The last hand's Ultimate Loser, who deals this one: none before the first hand ends.
        self.loser = self.dealer if first_deal else -1
        self._start_deal(None)

    # ---- the public API ---------------------------------------------------------------------

    @property
    def options(self) -> Mapping[str, OptionValue]:
        """The game's options, read-only."""
        return self._options

    @property
    def open_ended(self) -> bool:
        """Whether the game goes on until the table ends it."""
        return self.hands_in_game == 0

    def is_legal(self, action: Action) -> bool:
        """Tell whether ``action`` may be taken now. Ending an open-ended game is always allowed
        but is the table's decision, so it is not among any seat's ``legal_actions``."""
        if action == END_GAME and type(action) is int:
            return self.open_ended and not self.is_over
        return super().is_legal(action)

    def deal_record(self) -> Dealt:
        """The current hand as it was dealt; the first spare card is the gin card."""
        return Dealt(self.deal_no, self.dealer,
                     tuple(tuple(cards_of(h)) for h in self.deal_hands), self.deal_spare,
                     face_up=1)

    def describe_action(self, action: Action) -> str:
        """Name an action for people: "Pair of 9s", "Pass", "Rock" …"""
        return describe(action)

    def card_places(self) -> list[tuple[Card, str]]:
        """Every card of the deal with where it is: a hand, the round in play, the cards played
        before, the gin card or the face-down spare cards."""
        places = [(c, f"hand {s}") for s, h in enumerate(self.hands) for c in cards_of(h)]
        places += [(c, "round") for _, a in self.plays for c in CARD_LISTS[a]]
        places += [(c, "played") for c in cards_of(self.discard)]
        places += [(c, "spare") for c in cards_of(self.stock)]
        return [*places, (self.gin, "gin")]

    def view(self, seat: int) -> UltimateLoserView:
        """Everything ``seat`` may know: its hand, the gin card, the public table (for
        ``PUBLIC``: no hand and no shape of its own; who has chosen a shape stays public)."""
        mine = seat >= 0  # PUBLIC (-1) holds nothing: hands[-1] is the last seat's
        return UltimateLoserView(
            seat=seat,
            players=self.n,
            phase=self.phase,
            to_act=self.to_act,
            deal=self.deal_no,
            dealer=self.dealer,
            hand=tuple(cards_of(self.hands[seat])) if mine else (),
            hand_sizes=tuple(h.bit_count() for h in self.hands),
            gin=self.gin,
            stock_size=self.stock.bit_count(),
            leader=self.leader,
            shape=self.shape,
            plays=tuple((s, CARD_LISTS[a]) for s, a in self.plays),
            passers=tuple(self.passers),
            swaps=tuple(self.swaps),
            rounds=tuple(self.rounds),
            drinks=tuple(self.drinks),
            scores=tuple(self.scores_),
            hand_number=self.deal_no,
            hands_in_game=self.hands_in_game,
            penalty=self.penalty,
            shape_players=tuple(self.shape_players),
            shapes_chosen=tuple(s for s in self.shape_players if self.shape_choice[s]),
            my_shape=self.shape_choice[seat] if mine else 0,
            options=self._options,
        )

    # ---- dealing ----------------------------------------------------------------------------

    def _start_deal(self, out: Out) -> None:
        n = self.n
        eldest = (self.dealer + 1) % n
        deal = self._deals.get(self.deal_no)
        if deal is not None:
            hands = [mask_of(h) for h in deal.hands]
            spare = tuple(deal.spare)
        else:
            deck = list(self.deck)
            self._rng.shuffle(deck)
            size = hand_size(n, len(deck) > 52)
            hands = [0] * n
            for i, card in enumerate(deck[: size * n]):
                hands[(eldest + i) % n] |= 1 << card
            spare = tuple(deck[size * n:])
        self.hands = hands
        self.deal_hands = tuple(hands)
        self.deal_spare = spare
        self.gin = spare[0]
        self.stock = mask_of(spare[1:])
        self.discard = 0
        self.drinks = [0] * n
        self.rounds = []
        self.tricks_won = [0] * n
        self.won = [0] * n
        self.shape_players = []
        self.shape_choice = [0] * n
        self._open_round(eldest)
        if out is not None:
            out.append(self.deal_record())

    def _open_round(self, leader: int) -> None:
        self.phase = _PLAY
        self.leader = self.to_act = leader
        self.shape = 0
        self.plays = []
        self.passers = []
        self.swaps = []
        self.pending = []
        self.trick_cards = []
        self.trick_seats = []
        self.led_suit = -1

    # ---- legality ---------------------------------------------------------------------------

    def _action_mask(self) -> Mask:
        """The plays (and, after the lead, the pass and the swaps) open to the seat to act."""
        if self.phase is _RPS:
            return _SHAPE_MASK
        if self.phase is not _PLAY:
            return 0
        hand = self.hands[self.to_act]
        if not self.shape:
            return plays_within(hand)
        return plays_within(hand, self.shape) | 1 << PASS | hand << SWAP_BASE

    def _why_not(self, action: int) -> str | None:
        if self.is_legal(action):
            return None
        if action == END_GAME:
            return Words(N_("only an open-ended game can be ended before its last hand"))
        if self.phase is _RPS:
            return Words(N_("first choose rock, paper or scissors for the lead"))
        if action in SHAPES:
            return Words(N_("rock-paper-scissors is played only when nobody who played can lead"))
        hand = self.hands[self.to_act]
        leading = not self.shape
        if action == PASS or SWAP_BASE <= action <= SWAP_BASE + JOKER_FACE:
            if leading:
                return Words(N_("the leader must play: lead a card or a combination"))
            return Words(N_("you do not hold the {card}"), card=format_card(action - SWAP_BASE))
        if not is_play(action):
            return f"not an action of Ultimate Loser: {action!r}"
        missing = CARDS[action] & ~hand
        if missing:
            return Words(N_("you do not hold the {card}"), card=format_card(cards_of(missing)[0]))
        return Words(N_("{shape} was led: play {shape}, high or low, or pass"),
                     shape=shape_name(self.shape))

    # ---- doing ------------------------------------------------------------------------------

    def _do(self, action: Action, out: Out) -> None:
        self.log.append(action)
        self.legal_cache = -1
        if action == END_GAME:
            self._stop(out)
        elif self.phase is _RPS:
            self._choose_shape(action, out)
        elif action == PASS:
            self._pass(out)
        elif SWAP_BASE <= action <= SWAP_BASE + JOKER_FACE:
            self._swap(action - SWAP_BASE, out)
        else:
            self._play_cards(action, out)

    def _play_cards(self, action: Action, out: Out) -> None:
        seat = self.to_act
        cards = CARDS[action]
        self.hands[seat] &= ~cards
        self.plays.append((seat, action))
        shown = CARD_LISTS[action]
        self.trick_cards += shown
        self.trick_seats += [seat] * len(shown)
        if out is not None:
            out.append(CombinationPlayed(seat, shown, describe_play(action)))
        if not self.shape:
            self.shape = SHAPE[action]
            n = self.n
            self.pending = [s for s in ((seat + k) % n for k in range(n - 1, 0, -1))
                            if self.hands[s]]
        if self.readings.ends_at_once and not self.hands[seat] and self._one_left():
            self.pending = []  # the hand is over: the round stops here and is settled
        self._next_in_round(out)

    def _one_left(self) -> bool:
        """Whether exactly one seat still holds cards."""
        return sum(1 for h in self.hands if h) == 1

    def _pass(self, out: Out) -> None:
        self.passers.append(self.to_act)
        if out is not None:
            out.append(TurnPassed(self.to_act))
        self._next_in_round(out)

    def _swap(self, card: Card, out: Out) -> None:
        seat = self.to_act
        taken = self.gin
        self.hands[seat] = self.hands[seat] & ~(1 << card) | 1 << taken
        self.gin = card
        self.swaps.append((seat, card, taken))
        self.passers.append(seat)
        if out is not None:
            out.append(GinSwapped(seat, card, taken))
            out.append(TurnPassed(seat))
        self._next_in_round(out)

    def _next_in_round(self, out: Out) -> None:
        if self.pending:
            self.to_act = self.pending.pop()
        else:
            self._settle(out)

    def _settle(self, out: Out) -> None:
        """Close the round: drinks, the next leader, rock-paper-scissors or the hand's end."""
        plays, n = self.plays, self.n
        ranking = sorted(range(len(plays)), key=lambda i: (-TOP[plays[i][1]], i))
        best = plays[ranking[0]][0]
        drinks = [0] * n
        for seat in self.passers:
            drinks[seat] += 1
        lowest = self._lowest(ranking)
        for seat in lowest:
            drinks[seat] += 1
        fours = self._fours()
        if fours:
            drinks = [d + fours for d in drinks]
        self.drinks = [a + b for a, b in zip(self.drinks, drinks, strict=True)]
        self.tricks_won[best] += 1
        for _, a in plays:
            self.discard |= CARDS[a]
        holders = [s for s in range(n) if self.hands[s]]
        leader = next((plays[i][0] for i in ranking if self.hands[plays[i][0]]), None)
        self.rounds.append(RoundRecord(
            tuple((s, CARD_LISTS[a]) for s, a in plays), tuple(self.passers),
            tuple(self.swaps), best, leader if len(holders) > 1 else None, tuple(drinks)))
        if out is not None:
            out.append(TrickSettled(best, leader if len(holders) > 1 else None, tuple(drinks),
                                    tuple(sorted(lowest)), tuple(self.passers), fours))
        self._open_round(plays[0][0] if leader is None else leader)
        if len(holders) <= 1:
            if holders:
                loser = holders[0]
            else:  # the last cards ran out together: the lowest play, the later of equals
                loser = plays[max(ranking, key=lambda i: (-TOP[plays[i][1]], i))][0]
            self._finish_hand(loser, out)
        elif leader is None:
            self._start_shapes(holders)

    def _lowest(self, ranking: Sequence[int]) -> list[int]:
        """The seats that drink for the lowest play, given the plays' ``ranking`` (best first).

        A lone play drinks nothing. The best play is among the candidates only when a winner
        tied lowest drinks: then it drinks exactly when every play ties with it."""
        plays = self.plays
        if len(plays) < 2:
            return []
        candidates = ranking if self.readings.tied_winner_drinks else ranking[1:]
        low = min(TOP[plays[i][1]] for i in candidates)
        return [plays[i][0] for i in candidates if TOP[plays[i][1]] == low]

    def _fours(self) -> int:
        """How many times everyone drinks for four of a kind in this round: once per four
        played together and, when four singles count, once per rank whose four cards were all
        played as singles."""
        fours = sum(1 for _, a in self.plays if SHAPE[a] == FOUR)
        if self.readings.four_singles and self.shape == SINGLE:
            played = 0
            for _, a in self.plays:
                played |= CARDS[a]
            fours += full_ranks(played)
        return fours

    # ---- rock-paper-scissors for the lead ---------------------------------------------------

    def _start_shapes(self, players: Sequence[int]) -> None:
        """Let ``players`` choose in turn, clockwise from the left of the last round's leader."""
        n, after = self.n, self.leader
        self.shape_players = sorted(players, key=lambda s: (s - after - 1) % n)
        self.shape_choice = [0] * n
        self.phase = _RPS
        self.to_act = self.shape_players[0]

    def _choose_shape(self, shape: int, out: Out) -> None:
        seat = self.to_act
        self.shape_choice[seat] = shape
        if out is not None:
            out.append(ShapeChosen(seat, shape))
        players = self.shape_players
        index = players.index(seat)
        if index + 1 < len(players):
            self.to_act = players[index + 1]
            return
        chosen = {self.shape_choice[s] for s in players}
        if len(chosen) == 2:
            a, b = chosen
            winning = a if BEATS[a] == b else b
            still_in = [s for s in players if self.shape_choice[s] == winning]
        else:
            still_in = list(players)
        if out is not None:
            out.append(ShapesShown(tuple((s, self.shape_choice[s]) for s in players),
                                   tuple(still_in)))
        if len(still_in) == 1:
            self.shape_players = []
            self.shape_choice = [0] * self.n
            self._open_round(still_in[0])
            return
        self.shape_players = still_in
        self.shape_choice = [0] * self.n
        self.to_act = still_in[0]

    # ---- the end of a hand and of the game --------------------------------------------------

    def _finish_hand(self, loser: int, out: Out) -> None:
        self.drinks[loser] += self.penalty
        self.loser = loser
        if out is not None:
            out.append(UltimateLoserFound(loser, self.penalty))
        record = self._score_hand(loser)
        last = bool(self.hands_in_game) and self.deal_no + 1 >= self.hands_in_game
        self._close_deal(record, self._winners() if last else None, out)

    def _score_hand(self, loser: int | None) -> DealScored:
        """Add this hand's drinks to the totals; return the hand's line of the scoresheet."""
        points = tuple(self.drinks)
        self.scores_ = [s + p for s, p in zip(self.scores_, points, strict=True)]
        marks = tuple(ULTIMATE_LOSER_MARK if s == loser else "" for s in range(self.n))
        self.drinks = [0] * self.n
        self.shape_players = []
        return DealScored(self.deal_no, points, tuple(self.scores_), tuple(self.tricks_won),
                          None, marks if loser is not None else (), 0)

    def _next_dealer(self) -> int:
        """The Ultimate Loser deals the next hand."""
        return self.loser

    def _winners(self) -> tuple[int, ...]:
        fewest = min(self.scores_)
        return tuple(s for s, d in enumerate(self.scores_) if d == fewest)

    def _stop(self, out: Out) -> None:
        """End an open-ended game now: drinks already taken in this hand still count."""
        if any(self.drinks):
            record = self._score_hand(None)
            self.sheet.append(record)
            if out is not None:
                out.append(record)
        self._end_game(self._winners(), out)

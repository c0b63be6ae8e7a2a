"""Starting a game part-way (``engine/positions.py``), the part every game shares:
``GameRules.position`` checks the options and the deal as ``new_game`` does, deals the given
hands as the deal of the given number, with its dealer and totals, and seeds the game's own
generator, from which a later deal is shuffled.

Shown on a game made for these tests, High card (one card a seat, the highest scores a point),
so that nothing here leans on a real game's rules; each game's own part of a position is
tested with the game (``tests/games/<game>/test_<game>_positions.py``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from cardtable.engine.cards import Card, Mask, cards_of, mask_of
from cardtable.engine.events import DealScored, Dealt
from cardtable.engine.positions import Position
from cardtable.engine.protocol import Action, OptionError, OptionValue, Phase
from cardtable.engine.rules_base import GameRules, check_deal
from cardtable.engine.state_base import CardGameState, Out

DECK = (0, 1, 2, 3, 4)


@dataclass(frozen=True)
class OneCard:
    """A High card deal given by hand: each seat's one card."""

    hands: tuple[tuple[Card, ...], ...]


class HighCardState(CardGameState):
    """One card a seat, played in turn from the dealer's left; the highest card scores a point,
    and the next deal follows."""

    __slots__ = ("dealt",)

    dealt: tuple[Mask, ...]

    def __init__(self, players: int, seed: int, deals: Sequence[OneCard], dealer: int | None,
                 scores: Sequence[int] | None, first_deal: int) -> None:
        self._begin(players, seed, deals, dealer, scores, deal_no=first_deal)
        self._start_deal(None)

    def deal_record(self) -> Dealt:
        return Dealt(self.deal_no, self.dealer, tuple(tuple(cards_of(h)) for h in self.dealt))

    def _start_deal(self, out: Out) -> None:
        given = self._deals.get(self.deal_no)
        if given is not None:
            self.hands = [mask_of(h) for h in given.hands]
        else:
            deck = list(DECK)
            self._rng.shuffle(deck)
            self.hands = [1 << card for card in deck[: self.n]]
        self.dealt = tuple(self.hands)
        self.phase = Phase.PLAY
        self.to_act = (self.dealer + 1) % self.n

    def _action_mask(self) -> Mask:
        return self.hands[self.to_act]

    def _do(self, action: Action, out: Out) -> None:
        self.log.append(action)
        self.legal_cache = -1
        self.hands[self.to_act] = 0
        self.to_act = (self.to_act + 1) % self.n
        if not any(self.hands):
            best = self.dealt.index(max(self.dealt))
            points = tuple(int(seat == best) for seat in range(self.n))
            self.scores_ = [s + p for s, p in zip(self.scores_, points, strict=True)]
            self._close_deal(DealScored(self.deal_no, points, self.scores, points), None, out)


class HighCardRules(GameRules[HighCardState, OneCard]):
    """High card as a registry would offer it: no options."""

    id = "high-card"
    name = "High card"
    min_players = 2
    max_players = 5
    default_preset = "plain"
    options = ()
    presets = ()

    @staticmethod
    def _check_options(options: Mapping[str, Any] | None, players: int,
                       preset: str | None = None) -> dict[str, OptionValue]:
        for name in options or {}:
            raise OptionError(name, "High card has no options")
        return {}

    def _start(self, values: dict[str, OptionValue], seed: int, players: int,
               deals: Sequence[OneCard], dealer: int | None, scores: Sequence[int] | None,
               first_deal: int) -> HighCardState:
        for deal in deals:
            check_deal(deal.hands, (), DECK, players)
        return HighCardState(players, seed, deals, dealer, scores, first_deal)


RULES = HighCardRules()


def hands(*cards: Card) -> OneCard:
    """A deal of one card a seat, seat 0 first."""
    return OneCard(tuple((card,) for card in cards))


def test_a_position_starts_its_deal_with_the_hands_number_dealer_and_totals_given():
    state = RULES.position(None, 3, Position(hands(3, 0, 2), 4, 1, (5, 0, 2), 9))
    assert state.deal_record() == Dealt(4, 1, ((3,), (0,), (2,)))
    assert (state.deal_no, state.dealer, state.scores, state.seed) == (4, 1, (5, 0, 2), 9)
    assert state.to_act == 2 and state.legal_actions() == [2]
    assert state.log == [] and state.sheet == []


def test_the_deal_s_moves_are_then_taken_by_the_rules():
    state = RULES.position(None, 3, Position(hands(3, 0, 2), 4, 1, (5, 0, 2), 9))
    for card in (2, 3, 0):
        state.step(card)
    assert state.sheet[0].deal == 4
    assert state.scores == (6, 0, 2)  # seat 0's 3 was the highest
    assert state.deal_no == 5 and state.dealer == 2


def test_a_later_deal_is_shuffled_from_the_seed_as_a_new_game_deals_its_first():
    state = RULES.position(None, 3, Position(hands(3, 0, 2), 4, 1, (0, 0, 0), 77))
    for card in (2, 3, 0):
        state.step(card)
    # The new game is dealt by the seat that deals the position's next deal.
    fresh = RULES.new_game(None, 77, 3, dealer=2)
    assert state.deal_record().hands == fresh.deal_record().hands


def test_the_options_the_deal_and_the_totals_are_checked_as_for_a_new_game():
    with pytest.raises(OptionError):
        RULES.position({"jokers": True}, 3, Position(hands(3, 0, 2), 0, 0, (0, 0, 0), 1))
    with pytest.raises(ValueError, match="twice"):
        RULES.position(None, 3, Position(hands(3, 3, 2), 0, 0, (0, 0, 0), 1))
    with pytest.raises(ValueError, match="hands given"):
        RULES.position(None, 3, Position(hands(3, 0), 0, 0, (0, 0, 0), 1))
    with pytest.raises(ValueError, match="scores"):
        RULES.position(None, 3, Position(hands(3, 0, 2), 0, 0, (0, 0), 1))


def test_a_position_is_a_value():
    at = Position(hands(3, 0, 2), 4, 1, (5, 0, 2), 9)
    assert at == Position(hands(3, 0, 2), 4, 1, (5, 0, 2), 9)
    with pytest.raises(AttributeError):
        at.number = 5  # type: ignore[misc]

"""Where everything of a U-G-O duel lies at one moment: each seat's deck, hand, discard pile and
table, who is still in, whose turn it is and which way the attacks go, and the answer awaited.

The rules read it and the moves change it: what may be done now is ``legality.py``'s, what a
seat sees of it ``view.py``'s, and how an action changes it ``state.py``'s, whose state is
built on this board. The three read the board without knowing the state that moves it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import NamedTuple

from ...engine.cards import Card, standard_deck
from ...engine.events import DealScored
from ...engine.protocol import Action, OptionValue, Phase
from ...engine.rng import Rng
from .options import EQUIPS_BEFORE, HAND, NINE_TURNS
from .roles import bonus, equipped_values


class Placed(NamedTuple):
    """An Attack/Defense card on the table."""

    card: Card
    attack: bool
    face_up: bool
    equips: tuple[Card, ...] = ()
    used: bool = False

    def values(self, before: bool = False) -> tuple[int, int]:
        """Attack and defence, equips included: added after doubling, as the seed reads, or
        with ``before`` before it (the "equips" house rule)."""
        return equipped_values(self.card, sum(bonus(e) for e in self.equips), before)


@dataclass(frozen=True)
class Deal:
    """Decks made by hand (tests, tutorials): each seat's deck, top card LAST, and its hand."""

    decks: tuple[tuple[Card, ...], ...]
    hands: tuple[tuple[Card, ...], ...]


def owned_deck(seat: int) -> list[Card]:
    """A seat's own 52 cards: each card carries its owner in its copy bits."""
    return standard_deck(copy=seat)


@dataclass(frozen=True)
class Pending:
    """A move made against a player on another's turn, waiting for his answer: an attack
    (``what`` is the attacker's slot, ``arg`` the target's slot or -1 for the player himself) or
    a special card (``what`` is the card, ``arg`` its argument)."""

    kind: str
    seat: int
    what: int
    target: int
    arg: int


class UgoBoard:
    """The board of one U-G-O game, dealt from ``seed`` (or as ``deal`` gives it, the first
    turn ``first``'s); see the module docstring."""

    def __init__(
        self,
        options: Mapping[str, OptionValue],
        players: int,
        seed: int,
        deal: Deal | None = None,
        first: int | None = None,
    ) -> None:
        self._options = options
        self.n = players
        self.seed = seed
        self._rng = Rng(seed)
        self.log: list[Action] = []
        self.sheet: list[DealScored] = []
        self.deal_no = 0
        drawn_first = self._rng.below(players)
        if deal is None:
            decks = []
            for seat in range(players):
                deck = owned_deck(seat)
                self._rng.shuffle(deck)
                decks.append(deck)
            hands = [[deck.pop() for _ in range(HAND)] for deck in decks]
        else:
            decks = [list(d) for d in deal.decks]
            hands = [list(h) for h in deal.hands]
        self.decks: list[list[Card]] = decks
        self.hands: list[list[Card]] = hands
        self.start_hands = tuple(tuple(h) for h in hands)
        self.discards: list[list[Card]] = [[] for _ in range(players)]
        self.removed: list[Card] = []
        self.tables: list[list[Placed]] = [[] for _ in range(players)]
        self.alive = [True] * players
        self.out: list[int] = []
        self.had_turn = [False] * players  # who has had a turn: the first round ends with all
        self.direction = 1
        self.turn = 0
        self.turn_seat = drawn_first if first is None else first % players
        self.card_played = False
        self.changed = False
        self.pending: Pending | None = None
        self.phase = Phase.PLAY
        self.to_act = self.turn_seat
        self.is_over = False
        self.winners: tuple[int, ...] = ()
        self.places = [0] * players

    @property
    def options(self) -> Mapping[str, OptionValue]:
        """The game's options, read-only."""
        return self._options

    @property
    def players(self) -> int:
        """The number of seats."""
        return self.n

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's place once the game is over (1 is the winner; lower is better), else 0."""
        return tuple(self.places)

    @property
    def target(self) -> int:
        """Whom the player on turn attacks: the next player still in, in the direction of
        attack."""
        return self._next_alive(self.turn_seat, self.direction)

    @property
    def turn_direction(self) -> int:
        """Which way the turns go: the direction of attack, unless the "What a 9 reverses"
        rule keeps the turns going clockwise."""
        return self.direction if self._options["nine_reverses"] == NINE_TURNS else 1

    @property
    def can_attack(self) -> bool:
        """Whether attacks are allowed: in the first round only its last player may attack,
        the one whose turn comes once every other player still in has had one, in whatever
        order the 9s sent the turns round."""
        return all(had for had, alive in zip(self.had_turn, self.alive, strict=True) if alive)

    def card_places(self) -> list[tuple[Card, str]]:
        """Every card of every deck with where it is (a card listed twice would be a bug)."""
        places: list[tuple[Card, str]] = []
        for seat in range(self.n):
            places += [(c, f"deck {seat}") for c in self.decks[seat]]
            places += [(c, f"hand {seat}") for c in self.hands[seat]]
            places += [(c, f"discard {seat}") for c in self.discards[seat]]
            for p in self.tables[seat]:
                places += [(p.card, f"table {seat}")] + [(e, f"table {seat}") for e in p.equips]
        return places + [(c, "out of the game") for c in self.removed]

    # ---- who is where -----------------------------------------------------------------------

    def _next_alive(self, seat: int, direction: int) -> int:
        for k in range(1, self.n):
            other = (seat + k * direction) % self.n
            if self.alive[other]:
                return other
        return seat

    def _next_turn(self) -> int:
        """Whose turn comes after the present one's."""
        return self._next_alive(self.turn_seat, self.turn_direction)

    @property
    def equips_before(self) -> bool:
        """Whether equips are added before doubling (the "equips" house rule)."""
        return self._options["equips"] == EQUIPS_BEFORE

"""What happened, in order: the small records that ``apply`` returns.

Events are the whole truth of the table, hidden cards included, because the controller animates
every card. They are for the table, never for a seat: a computer player gets ``state.view(seat)``,
and the controller shows the person only what their own seat may see.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card


@dataclass(frozen=True)
class Dealt:
    """A new deal: each seat's cards, the cards set aside (kitty or stock) and the dealer; the
    first ``face_up`` cards set aside lie face up for all to see (Ultimate Loser's gin card)."""

    deal: int
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    kitty: tuple[Card, ...] = ()
    removed: tuple[Card, ...] = ()
    face_up: int = 0


@dataclass(frozen=True)
class TrumpChosen:
    """Trumps for the deal: a suit, or None for no trumps; ``seat`` is who named them (None when
    they were drawn or turned up), ``card`` the card turned up to show them, if any."""

    suit: int | None
    seat: int | None = None
    card: Card | None = None


@dataclass(frozen=True)
class BidMade:
    """A seat announced how many tricks it will take."""

    seat: int
    bid: int


@dataclass(frozen=True)
class PassChosen:
    """A seat put a card aside to pass (face down: the others see only that a card moved)."""

    seat: int
    card: Card


@dataclass(frozen=True)
class Passed:
    """Every seat's chosen cards changed hands: ``(giver, receiver, cards)`` per seat."""

    transfers: tuple[tuple[int, int, tuple[Card, ...]], ...]


@dataclass(frozen=True)
class Played:
    """A seat played a card to the trick."""

    seat: int
    card: Card


@dataclass(frozen=True)
class HeartsBroken:
    """The first heart of the deal fell: hearts may now be led."""

    seat: int
    card: Card


@dataclass(frozen=True)
class TrickWon:
    """A trick was taken. ``cards`` is the trick as played, ``extra`` what came with it."""

    winner: int
    cards: tuple[tuple[int, Card], ...]
    points: int
    extra: tuple[Card, ...] = ()
    cancelled: tuple[Card, ...] = ()


@dataclass(frozen=True)
class TrickRolledOver:
    """Nobody could win the trick (cancellation): its cards wait for the next trick's winner."""

    cards: tuple[tuple[int, Card], ...]
    leader: int


@dataclass(frozen=True)
class KittyTaken:
    """The winner of the first trick took the kitty."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class CombinationPlayed:
    """A seat played several cards at once, or one card as a play of its own (Ultimate Loser):
    ``name`` says what they make ("Pair of 9s")."""

    seat: int
    cards: tuple[Card, ...]
    name: str


@dataclass(frozen=True)
class TurnPassed:
    """A seat passed instead of playing (Ultimate Loser: and drinks for it)."""

    seat: int


@dataclass(frozen=True)
class GinSwapped:
    """A seat passed and gave ``given`` for the face-up gin card ``taken``; ``given`` now lies
    face up in its place. Everyone sees both cards."""

    seat: int
    given: Card
    taken: Card


@dataclass(frozen=True)
class TrickSettled:
    """The round of plays is over (Ultimate Loser). ``best`` played the highest (None when
    nobody played), ``leader`` leads next (None while rock-paper-scissors decides it or when
    the hand is over); ``drinks`` is what each seat drinks for this trick, of which ``lowest``
    lists those who drink for the lowest play, ``passers`` those who passed, and ``fours`` how
    many four-of-a-kinds made everyone drink."""

    best: int
    leader: int | None
    drinks: tuple[int, ...]
    lowest: tuple[int, ...]
    passers: tuple[int, ...]
    fours: int


@dataclass(frozen=True)
class ShapeChosen:
    """A seat chose rock, paper or scissors for the lead (hidden until all have chosen)."""

    seat: int
    shape: int


@dataclass(frozen=True)
class ShapesShown:
    """Everyone's rock-paper-scissors choice is shown; ``still_in`` are those who go on (one
    seat: the lead is decided; all of them again: a draw)."""

    shapes: tuple[tuple[int, int], ...]
    still_in: tuple[int, ...]


@dataclass(frozen=True)
class UltimateLoserFound:
    """Only ``seat`` is left (or lost the trick where the last cards ran out): it drinks the
    penalty and deals the next hand."""

    seat: int
    penalty: int


@dataclass(frozen=True)
class DealScored:
    """A deal's result: points per seat, the new totals, and how the deal is marked.

    ``unscored`` counts penalty points nobody took (a last trick rolled over in Cancellation).
    """

    deal: int
    points: tuple[int, ...]
    scores: tuple[int, ...]
    taken: tuple[int, ...]
    moon: int | None = None
    marks: tuple[str, ...] = ()
    unscored: int = 0


@dataclass(frozen=True)
class GameOver:
    """The game ended; ``winners`` shares the win when several tie."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]


Event = (
    Dealt
    | TrumpChosen
    | BidMade
    | PassChosen
    | Passed
    | Played
    | HeartsBroken
    | TrickWon
    | TrickRolledOver
    | KittyTaken
    | CombinationPlayed
    | TurnPassed
    | GinSwapped
    | TrickSettled
    | ShapeChosen
    | ShapesShown
    | UltimateLoserFound
    | DealScored
    | GameOver
)

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


# ---- U-G-O: a duel of cards on the table ------------------------------------------------------


@dataclass(frozen=True)
class TurnStarted:
    """A player's turn began (``turn`` counts turns from 1; ``direction`` is +1 clockwise)."""

    seat: int
    turn: int
    direction: int


@dataclass(frozen=True)
class CardDrawn:
    """A seat drew a card from its deck (only the seat sees which)."""

    seat: int
    card: Card


@dataclass(frozen=True)
class CardPlaced:
    """A seat put an Attack/Defense card on the table, in ``slot``; a face-down card is seen
    only by its player. ``sacrifice`` is the card given up for a 6 or 7, with its equips, from
    ``given_slot`` (counted before the new card arrived)."""

    seat: int
    slot: int
    card: Card
    attack: bool
    face_up: bool
    sacrifice: tuple[Card, ...] = ()
    given_slot: int = -1


@dataclass(frozen=True)
class CardEquipped:
    """An equip went under the card in ``slot`` of ``seat``."""

    seat: int
    slot: int
    card: Card


@dataclass(frozen=True)
class PositionsChanged:
    """Cards switched between attack and defence; ``revealed`` names the slots turned face up."""

    seat: int
    slots: tuple[int, ...]
    revealed: tuple[tuple[int, Card], ...] = ()


@dataclass(frozen=True)
class AttackDeclared:
    """The card in ``slot`` attacks ``target_slot`` of ``target`` (-1: the player himself)."""

    seat: int
    slot: int
    target: int
    target_slot: int


@dataclass(frozen=True)
class AttackBlocked:
    """The defender played a 10: the attack does nothing."""

    seat: int
    card: Card


@dataclass(frozen=True)
class AttackResolved:
    """How an attack ended: ``outcome`` is "destroyed", "repelled", "attacker destroyed",
    "even" or "direct"; ``value`` the attack, ``against`` what it met (the target's attack or
    defence), ``target_card`` the card attacked (turned up if it was face down)."""

    seat: int
    slot: int
    target: int
    target_slot: int
    value: int
    against: int
    outcome: str
    target_card: Card | None = None
    card: Card | None = None  # the attacker


@dataclass(frozen=True)
class CardDestroyed:
    """A card left ``seat``'s table for its owner's discard pile, with its equips; with
    ``equips_only`` (a suited A♦) only the equips went and the card stays."""

    seat: int
    slot: int
    card: Card
    equips: tuple[Card, ...] = ()
    equips_only: bool = False


@dataclass(frozen=True)
class CardsMilled:
    """Cards went from the top of ``seat``'s deck to the discard pile, one by one, face up."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class SpecialPlayed:
    """A special card was played against ``target`` (its ``target_slot`` for an Ace, else -1)."""

    seat: int
    card: Card
    target: int
    target_slot: int = -1


@dataclass(frozen=True)
class CardStolen:
    """A Jack took the top card of ``victim``'s deck into ``thief``'s hand (seen by the thief
    alone)."""

    thief: int
    victim: int
    card: Card


@dataclass(frozen=True)
class CardRecovered:
    """A Queen's player took a card from his shuffled discard pile (seen by him alone)."""

    seat: int
    card: Card


@dataclass(frozen=True)
class DirectionReversed:
    """A 9 turned the attacks the other way (``direction``: +1 clockwise, -1 anticlockwise),
    and the turn order with them unless the "What a 9 reverses" rule turns only the attacks
    (``turns`` false: the turns keep going clockwise)."""

    seat: int
    direction: int
    turns: bool = True


@dataclass(frozen=True)
class HandsRenewed:
    """An 8: every player still in threw away his hand (``discarded``, seen by all) and drew as
    many (``drawn``, each seen by its seat alone)."""

    seat: int
    discarded: tuple[tuple[Card, ...], ...]
    drawn: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True)
class SpecialCountered:
    """A 9 turned a special card back on its player ("Nine counters")."""

    seat: int
    card: Card
    special: Card


@dataclass(frozen=True)
class PlayerOut:
    """A seat could not draw and is out; ``place`` is its final place."""

    seat: int
    place: int


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
    | TurnStarted
    | CardDrawn
    | CardPlaced
    | CardEquipped
    | PositionsChanged
    | AttackDeclared
    | AttackBlocked
    | AttackResolved
    | CardDestroyed
    | CardsMilled
    | SpecialPlayed
    | CardStolen
    | CardRecovered
    | DirectionReversed
    | HandsRenewed
    | SpecialCountered
    | PlayerOut
    | DealScored
    | GameOver
)

"""What the person is asked to do, in words, with every choice and why some are not allowed.

Card decisions (pass, play) are made on the table by clicking cards; the others (naming trumps,
bidding) are offered as a row of choices, the forbidden ones shown but disabled with the reason.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..engine.cards import SUIT_SYMBOLS, Card, cards_of, suit
from ..engine.events import DealScored, Event, TrickWon
from ..engine.games.ugly.scoring import SPECIAL
from ..engine.games.ultimate_loser.plays import CARD_LISTS, PASS, SWAP_BASE, is_play, shape_name
from ..engine.protocol import BID_BASE, Action, Phase
from ..texts import card_text, cards_text, tr, translated


@dataclass(frozen=True)
class Choice:
    """One choice of a non-card decision: the action, its words, and why it is barred if it is."""

    action: Action
    label: str
    enabled: bool
    reason: str = ""


@dataclass(frozen=True)
class PersonTurn:
    """What the person is asked to do now, and why other cards are not allowed."""

    phase: Phase
    legal: frozenset[Card]
    reasons: dict[Card, str]
    to_choose: int
    prompt: str
    choices: tuple[Choice, ...] = ()
    plays: Mapping[frozenset[Card], Action] = field(default_factory=dict)
    swaps: frozenset[Card] = frozenset()
    actions: frozenset[Action] = frozenset()  # U-G-O: every legal action, for the duel table
    view: Any = None  # U-G-O: the person's view, to name the choices
    combining: bool = False
    """Whether the person picks cards to make one play or swaps one for the gin card (Ultimate
    Loser); set even when no play is possible, since a swap is always open after the lead."""

    @property
    def duel(self) -> bool:
        """Whether this is a U-G-O decision (a turn of many actions, or an answer)."""
        return bool(self.actions)

    def fits(self, chosen: frozenset[Card], card: Card) -> bool:
        """Whether ``card`` can join the ``chosen`` cards in some legal play."""
        wanted = chosen | {card}
        return any(wanted <= cards for cards in self.plays)



def person_turn(state: Any, seat: int) -> PersonTurn:
    """The person's decision in ``state``, with prompts and reasons."""
    view = state.view(seat)
    legal_list = state.legal_actions()
    phase = state.phase
    if hasattr(view, "tables"):
        from .duel_turns import duel_turn  # U-G-O's turns are many actions long

        return duel_turn(state, seat)
    if phase in (Phase.CHOOSE_TRUMP, Phase.BID, Phase.ROCK_PAPER_SCISSORS):
        return _choice_turn(state, view, phase, legal_list)
    if hasattr(view, "gin"):
        return _combination_turn(state, view, legal_list)
    legal = frozenset(legal_list)
    hand = set(view.hand)
    # with two decks a pair is offered once; either copy may be clicked
    legal |= {c for c in hand if (c & 63) in {x & 63 for x in legal}}
    reasons = {c: _why_barred(state, c) for c in hand if c not in legal}
    if phase is Phase.PASS:
        total = getattr(view, "pass_count", 3)
        need = min(total, len(hand)) - len(view.passing)
        return PersonTurn(phase, legal, reasons, need, _pass_prompt(view, need))
    return PersonTurn(phase, legal, reasons, 1, _play_prompt(view, legal))


def _choice_turn(state: Any, view: Any, phase: Phase, legal: list[Action]) -> PersonTurn:
    if phase is Phase.BID:
        candidates = [BID_BASE + n for n in range(len(view.hand) + 1)]
        prompt = tr("Your bid: how many tricks will you take?")
    elif phase is Phase.ROCK_PAPER_SCISSORS:
        candidates = list(legal)
        prompt = tr("Nobody who played can lead: rock, paper or scissors?")
    else:
        candidates = list(legal)
        prompt = tr("Name trumps for this hand.")
    choices = tuple(
        Choice(a, translated(state.describe_action(a)), a in legal,
               "" if a in legal else _why_barred(state, a))
        for a in candidates
    )
    return PersonTurn(phase, frozenset(legal), {}, 1, prompt, choices)


def _why_barred(state: Any, action: Action) -> str:
    """Why the rules bar ``action``, in the person's language."""
    reason = state.why_illegal(action)
    return translated(reason) if reason else ""


def _combination_turn(state: Any, view: Any, legal: list[Action]) -> PersonTurn:
    """Ultimate Loser: the person picks the cards of a play, or passes (drinking for it), or
    passes by swapping a card for the gin card."""
    plays = {frozenset(CARD_LISTS[a]): a for a in legal if is_play(a)}
    usable = frozenset(c for cards in plays for c in cards)
    reasons = {c: tr("That card makes no play now.") for c in view.hand if c not in usable}
    swaps = frozenset(a - SWAP_BASE for a in legal if SWAP_BASE <= a < SWAP_BASE + 64)
    choices: tuple[Choice, ...] = ()
    if PASS in legal:
        choices = (Choice(PASS, tr("Pass"), True),)
        prompt = tr("Play {shape} (any height), pass, or drag a card onto the gin card "
                     "to swap.").format(shape=translated(shape_name(view.shape)))
    else:
        prompt = tr("Your lead: choose a card or a combination, then Play.")
    return PersonTurn(Phase.PLAY, usable, reasons, 0, prompt, choices, plays, swaps,
                      combining=True)


def _pass_prompt(view: Any, need: int) -> str:
    n, offset = view.players, getattr(view, "pass_offset", 1)
    if offset == 1:
        where = tr("to the left")
    elif offset == n - 1:
        where = tr("to the right")
    else:
        where = tr("across")
    return tr("Choose %n card(s) to pass {where}.", "", need).format(where=where)


def _play_prompt(view: Any, legal: frozenset[Card]) -> str:
    if not view.trick:
        if len(legal) == 1 and view.tricks == ():
            return tr("Your lead: the {card} opens the deal.").format(
                card=card_text(next(iter(legal))))
        return tr("Your lead.")
    led = view.trick[0][1]
    if any(suit(c) == suit(led) for c in legal):
        return tr("Your turn: follow suit.")
    return tr("Your turn: you may play any card.")


def drink_count(counts: str, n: int) -> str:
    """"3 drinks" or "3 penalty points", as the person's setting calls them."""
    if counts == "penalty points":
        return tr("%n penalty point(s)", "", n)
    return tr("%n drink(s)", "", n)


def _drinks_note(view: Any, seat: int, counts: str) -> str:
    note = tr("this hand: {drinks}").format(drinks=drink_count(counts, view.drinks[seat]))
    if view.hand_sizes[seat] == 0 and view.phase is not Phase.GAME_OVER:
        note += " · " + tr("out")
    return note


def table_caption(view: Any, counts: str = "drinks") -> str:
    """A line for the corner of the table: the deal or hand in progress and the trumps (or, in
    Ultimate Loser, the hand and the loser's penalty; in U-G-O, the turn and the direction)."""
    parts = []
    if hasattr(view, "tables"):
        turn = tr("Turn {number}").format(number=view.turn)
        if not view.can_attack:
            turn += " " + tr("(first round: no attacks)")
        return "  ·  ".join([turn, *_duel_ways(view)])
    if hasattr(view, "gin"):
        if view.hands_in_game:
            parts.append(tr("Hand {number} of {total}").format(
                number=view.hand_number + 1, total=view.hands_in_game))
        else:
            parts.append(tr("Hand {number}").format(number=view.hand_number + 1))
        parts.append(tr("Ultimate Loser: {penalty}").format(
            penalty=drink_count(counts, view.penalty)))
        return "  ·  ".join(parts)
    cards = len(view.hand)
    if hasattr(view, "deals_in_game"):
        parts.append(tr("Deal {number} of {total}: %n card(s)", "", getattr(
            view, "cards_this_deal", cards)).format(number=view.deal_number + 1,
                                                    total=view.deals_in_game))
    elif hasattr(view, "hands_in_game"):
        parts.append(tr("Hand {number} of {total}: pass %n", "", view.pass_count).format(
            number=view.hand_number + 1, total=view.hands_in_game))
    trump = getattr(view, "trump", -1)
    if trump is None:
        parts.append(tr("No trumps"))
    elif isinstance(trump, int) and 0 <= trump <= 3:
        parts.append(tr("Trumps: {suit}").format(suit=SUIT_SYMBOLS[trump]))
    return "  ·  ".join(parts)


def _duel_ways(view: Any) -> list[str]:
    """U-G-O's direction: one while the turns and the attacks go the same way, each named
    apart once a 9 has turned only the attacks ("What a 9 reverses")."""
    def way(direction: int) -> str:
        return tr("clockwise ↻") if direction > 0 else tr("anticlockwise ↺")

    if view.turn_direction == view.direction:
        return [way(view.direction)]
    return [tr("turns {way}").format(way=way(view.turn_direction)),
            tr("attacks {way}").format(way=way(view.direction))]


def seat_notes(view: Any, counts: str = "drinks") -> list[str]:
    """A short line under each seat's name: its bid and tricks so far where the game bids, the
    scoring cards taken where the game has them, the drinks (or penalty points, as ``counts``
    says) this hand in Ultimate Loser."""
    if hasattr(view, "tables"):  # U-G-O: what is left in each deck and hand
        return [(tr("out") if seat in view.out else
                 tr("deck {deck} · hand {hand}").format(deck=view.deck_sizes[seat],
                                                         hand=view.hand_sizes[seat]))
                for seat in range(view.players)]
    if hasattr(view, "gin"):  # Ultimate Loser: drinks this hand, and who has run out
        return [_drinks_note(view, seat, counts) for seat in range(view.players)]
    scoring = getattr(view, "scoring_cards", None)
    if scoring is not None:  # Ugly: the Ugly, Charm and Jack cards each seat has taken
        return [
            tr("took {tricks}").format(tricks=view.tricks_won[seat])
            + (" · " + cards_text(scoring[seat]) if scoring[seat] else "")
            for seat in range(view.players)
        ]
    bids = getattr(view, "bids", None)
    if bids is None:
        return [""] * view.players
    notes = []
    for seat in range(view.players):
        bid = bids[seat]
        tricks = view.tricks_won[seat]
        notes.append(tr("bid {bid}, took {tricks}").format(bid=bid, tricks=tricks)
                     if bid is not None else tr("took {tricks}").format(tricks=tricks))
    return notes


def closing_notes(view: Any, events: Sequence[Event], counts: str = "drinks") -> list[str] | None:
    """The seat notes as a deal ends, its last trick counted: the engine has moved on to the
    next deal by then, so the notes of ``view`` (from before the last move) are brought up to
    date from the move's events. None when the events do not end a deal with tricks."""
    scored = next((e for e in events if isinstance(e, DealScored)), None)
    if scored is None or not hasattr(view, "tricks_won"):
        return None
    closing = replace(view, tricks_won=scored.taken)
    scoring = getattr(view, "scoring_cards", None)
    if scoring is not None:  # Ugly: the scoring cards of the last trick go to its winner
        special = set(cards_of(SPECIAL))
        taken = [list(cards) for cards in scoring]
        for won in (e for e in events if isinstance(e, TrickWon)):
            taken[won.winner] += [c for _, c in won.cards if c in special]
        closing = replace(closing, scoring_cards=tuple(tuple(cards) for cards in taken))
    return seat_notes(closing, counts)


def hint_cards(turn: PersonTurn | None, action: Action) -> list[Card]:
    """The cards of the person's hand that a suggested action uses, to point at them."""
    if turn is None:
        return []
    if turn.combining:
        return list(CARD_LISTS[action]) if is_play(action) else []
    if turn.duel:
        from ..engine.games.ugo import actions as ugo

        card = ugo.hand_card_of(action)
        return [] if card is None else [card]
    return [action] if action in turn.legal else []

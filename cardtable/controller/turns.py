"""What the person is asked to do, in words, with every choice and why some are not allowed.

Card decisions (pass, play) are made on the table by clicking cards; the others (naming trumps,
bidding) are offered as a row of choices, the forbidden ones shown but disabled with the reason.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine.cards import SUIT_SYMBOLS, Card, format_card, format_cards, suit
from ..engine.protocol import BID_BASE, Action, Phase


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


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Turns", text, "", n)


def person_turn(state: Any, seat: int) -> PersonTurn:
    """The person's decision in ``state``, with prompts and reasons."""
    view = state.view(seat)
    legal_list = state.legal_actions()
    phase = state.phase
    if phase in (Phase.CHOOSE_TRUMP, Phase.BID):
        return _choice_turn(state, view, phase, legal_list)
    legal = frozenset(legal_list)
    hand = set(view.hand)
    # with two decks a pair is offered once; either copy may be clicked
    legal |= {c for c in hand if (c & 63) in {x & 63 for x in legal}}
    reasons = {c: state.why_illegal(c) or "" for c in hand if c not in legal}
    if phase is Phase.PASS:
        total = getattr(view, "pass_count", 3)
        need = min(total, len(hand)) - len(view.passing)
        return PersonTurn(phase, legal, reasons, need, _pass_prompt(view, need))
    return PersonTurn(phase, legal, reasons, 1, _play_prompt(view, legal))


def _choice_turn(state: Any, view: Any, phase: Phase, legal: list[Action]) -> PersonTurn:
    if phase is Phase.BID:
        candidates = [BID_BASE + n for n in range(len(view.hand) + 1)]
        prompt = _tr("Your bid: how many tricks will you take?")
    else:
        candidates = list(legal)
        prompt = _tr("Name trumps for this hand.")
    choices = tuple(
        Choice(a, state.describe_action(a), a in legal, "" if a in legal else
               state.why_illegal(a) or "")
        for a in candidates
    )
    return PersonTurn(phase, frozenset(legal), {}, 1, prompt, choices)


def _pass_prompt(view: Any, need: int) -> str:
    n, offset = view.players, getattr(view, "pass_offset", 1)
    if offset == 1:
        where = _tr("to the left")
    elif offset == n - 1:
        where = _tr("to the right")
    else:
        where = _tr("across")
    return _tr("Choose %n card(s) to pass {where}.", need).format(where=where)


def _play_prompt(view: Any, legal: frozenset[Card]) -> str:
    if not view.trick:
        if len(legal) == 1 and view.tricks == ():
            return _tr("Your lead: the {card} opens the deal.").format(
                card=format_card(next(iter(legal))))
        return _tr("Your lead.")
    led = view.trick[0][1]
    if any(suit(c) == suit(led) for c in legal):
        return _tr("Your turn: follow suit.")
    return _tr("Your turn: you may play any card.")


def table_caption(view: Any) -> str:
    """A line for the corner of the table: the deal or hand in progress and the trumps."""
    parts = []
    cards = len(view.hand)
    if hasattr(view, "deals_in_game"):
        parts.append(_tr("Deal {number} of {total}: %n card(s)", getattr(
            view, "cards_this_deal", cards)).format(number=view.deal_number + 1,
                                                    total=view.deals_in_game))
    elif hasattr(view, "hands_in_game"):
        parts.append(_tr("Hand {number} of {total}: pass %n", view.pass_count).format(
            number=view.hand_number + 1, total=view.hands_in_game))
    trump = getattr(view, "trump", -1)
    if trump is None:
        parts.append(_tr("No trumps"))
    elif isinstance(trump, int) and 0 <= trump <= 3:
        parts.append(_tr("Trumps: {suit}").format(suit=SUIT_SYMBOLS[trump]))
    return "  ·  ".join(parts)


def seat_notes(view: Any) -> list[str]:
    """A short line under each seat's name: its bid and tricks so far where the game bids, the
    scoring cards taken where the game has them."""
    scoring = getattr(view, "scoring_cards", None)
    if scoring is not None:  # Ugly: the Ugly, Charm and Jack cards each seat has taken
        return [
            _tr("took {tricks}").format(tricks=view.tricks_won[seat])
            + (" · " + format_cards(scoring[seat]) if scoring[seat] else "")
            for seat in range(view.players)
        ]
    bids = getattr(view, "bids", None)
    if bids is None:
        return [""] * view.players
    notes = []
    for seat in range(view.players):
        bid = bids[seat]
        tricks = view.tricks_won[seat]
        notes.append(_tr("bid {bid}, took {tricks}").format(bid=bid, tricks=tricks)
                     if bid is not None else _tr("took {tricks}").format(tricks=tricks))
    return notes

"""What the trick games have in common in words: a card to play, cards to pass, a row of choices
for trumps and bids, the notes of bids and tricks taken.

Each of those games' presenters builds on ``TrickPresenter`` and says what is its own: how many
cards pass and which way, the caption, the scoring cards, the cards set aside, the decks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, TypeVar

from ..engine.cards import SUIT_SYMBOLS, Card, suit
from ..engine.events import DealScored, Event
from ..engine.protocol import BID_BASE, Action, Phase
from ..texts import card_text, cards_text, tr
from .knowledge import opening_lines, passing_line, suit_lines, unseen_lines
from .presenter import Presenter
from .turns import PersonTurn, choices_of, why_barred

V = TypeVar("V")


def first_things_first(phase: Phase) -> str:
    """Why a card cannot be played yet: the decision that comes before it."""
    if phase is Phase.PASS:
        return tr("Choose the cards to pass first.")
    if phase is Phase.BID:
        return tr("Make your bid first.")
    if phase is Phase.CHOOSE_TRUMP:
        return tr("Name trumps first.")
    if phase is Phase.ROCK_PAPER_SCISSORS:
        return tr("Choose rock, paper or scissors first.")
    return tr("Answer the question first.")


class TrickPresenter(Presenter[V]):
    """The words of a trick game; see the module docstring."""

    def person_turn(self, state: Any, seat: int) -> PersonTurn:
        view = state.view(seat)
        legal_list = state.legal_actions()
        phase = state.phase
        if phase in (Phase.CHOOSE_TRUMP, Phase.BID, Phase.ROCK_PAPER_SCISSORS):
            return self.choice_turn(state, view, phase, legal_list)
        legal = frozenset(legal_list)
        hand = set(view.hand)
        # with two decks a pair is offered once; either copy may be clicked
        legal |= {c for c in hand if (c & 63) in {x & 63 for x in legal}}
        reasons = {c: why_barred(state, c) for c in hand if c not in legal}
        if phase is Phase.PASS:
            need = min(self.pass_count(view), len(hand)) - len(self.passed(view))
            return PersonTurn(phase, legal, reasons, need, self.pass_prompt(view, need))
        return PersonTurn(phase, legal, reasons, 1, self.play_prompt(view, legal))

    def refusal(self, turn: PersonTurn, actions: Sequence[Action]) -> str | None:
        if turn.choices:  # trumps, a bid, rock-paper-scissors: a card is not the answer
            found = [c for c in turn.choices if list(actions) == [c.action]]
            if not found:
                return first_things_first(turn.phase)
            if not found[0].enabled:
                return found[0].reason or tr("That choice is not allowed now.")
        elif turn.phase is Phase.PASS:
            chosen = list(dict.fromkeys(actions))
            if len(chosen) != turn.to_choose:
                return tr("Choose exactly %n card(s) to pass.", "", turn.to_choose)
            bad = [c for c in chosen if c not in turn.legal]
            if bad:
                return turn.reasons.get(bad[0]) or tr("That card cannot be passed.")
        elif turn.phase is Phase.PLAY and len(actions) == 1 and actions[0] not in turn.legal:
            return turn.reasons.get(actions[0]) or tr("That card cannot be played.")
        return None

    def choice_turn(self, state: Any, view: Any, phase: Phase,
                    legal: list[Action]) -> PersonTurn:
        """Naming trumps, bidding, or rock-paper-scissors: a row of choices."""
        if phase is Phase.BID:
            candidates = [BID_BASE + n for n in range(len(view.hand) + 1)]
            prompt = tr("Your bid: how many tricks will you take?")
        elif phase is Phase.ROCK_PAPER_SCISSORS:
            candidates = list(legal)
            prompt = tr("Nobody who played can lead: rock, paper or scissors?")
        else:
            candidates = list(legal)
            prompt = tr("Name trumps for this hand.")
        return PersonTurn(phase, frozenset(legal), {}, 1, prompt,
                          choices_of(state, candidates, legal))

    def hint_words(self, state: Any, turn: PersonTurn, actions: Sequence[Action]) -> str:
        """A pass is named whole: "Pass Q♠ 3♦ 2♣"."""
        if turn.phase is Phase.PASS:
            return tr("Pass {cards}").format(cards=cards_text(actions))
        return super().hint_words(state, turn, actions)

    def pass_count(self, view: V) -> int:
        """How many cards each seat passes this hand."""
        return 0

    def pass_offset(self, view: V) -> int:
        """How many seats to the left the passed cards go."""
        return 1

    def passed(self, view: V) -> tuple[Card, ...]:
        """The cards the seat of ``view`` has put aside to pass."""
        return ()

    def pass_prompt(self, view: Any, need: int) -> str:
        """Ask for the cards to pass, naming where they go."""
        n, offset = view.players, self.pass_offset(view)
        if offset == 1:
            where = tr("to the left")
        elif offset == n - 1:
            where = tr("to the right")
        else:
            where = tr("across")
        return tr("Choose %n card(s) to pass {where}.", "", need).format(where=where)

    def play_prompt(self, view: Any, legal: frozenset[Card]) -> str:
        """Ask for a card: a lead, the opening card, following suit or any card."""
        if not view.trick:
            if len(legal) == 1 and view.tricks == ():
                return tr("Your lead: the {card} opens the deal.").format(
                    card=card_text(next(iter(legal))))
            return tr("Your lead.")
        led = view.trick[0][1]
        if any(suit(c) == suit(led) for c in legal):
            return tr("Your turn: follow suit.")
        return tr("Your turn: you may play any card.")

    def trump_words(self, trump: int | None) -> list[str]:
        """The trumps for the caption: a suit, "No trumps", or nothing before they are named."""
        if trump is None:
            return [tr("No trumps")]
        if 0 <= trump <= 3:
            return [tr("Trumps: {suit}").format(suit=SUIT_SYMBOLS[trump])]
        return []

    def seat_notes(self, view: Any, counts: str) -> list[str]:
        return [""] * view.players

    def closing_notes(self, view: Any, events: Sequence[Event], counts: str) -> list[str] | None:
        """The notes with the deal's last trick counted in the tricks taken."""
        scored = next((e for e in events if isinstance(e, DealScored)), None)
        if scored is None:
            return None
        return self.seat_notes(replace(view, tricks_won=scored.taken), counts)

    def cards_aside(self, view: V) -> bool:
        """Whether some cards of the deal are set aside unseen."""
        return False

    def copies(self, view: V) -> int:
        """How many copies of each card the deck holds: two where two decks are shuffled
        together."""
        return 1

    def knowledge_lines(self, view: Any, names: Sequence[str]) -> list[str]:
        played = view.played_cards()
        return (opening_lines(view.seat, view.hand, names)
                + unseen_lines(view.seat, played, view.hand_sizes, names)
                + suit_lines(view.seat, view.hand, played, view.hand_sizes, view.voids(),
                             self.copies(view), self.cards_aside(view), names)
                + passing_line(len(self.passed(view))))

"""What a computer player knows, in words: the "What does the computer know?" panel.

Players of these games want proof that the computer does not peek. The panel is built from the
same view the computer player decides on, and says what that view holds: how many cards the
player can see and cannot, where the unseen cards may be, and what the others have shown
(a suit they cannot hold). It never shows the player's own hidden cards to the person: that
would be the person peeking instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine.cards import SUIT_SYMBOLS, suit
from ..texts import tr


def knowledge_lines(view: Any, names: Sequence[str]) -> list[str]:
    """Sentences on what the seat of ``view`` knows and where it believes the rest can be."""
    seat = view.seat
    me = names[seat] if seat < len(names) else "?"
    lines = [tr("{name} decides from its own view of the table, nothing else.").format(name=me),
             tr("It holds {n} cards of its own (not shown here).").format(n=len(view.hand))]
    others = [s for s in range(view.players) if s != seat]
    if hasattr(view, "tables"):  # U-G-O
        hidden = sum(1 for s in others for slot in view.tables[s] if slot.card < 0)
        lines.append(tr("It sees every face-up card and every discard pile; it does not see "
                         "the {n} face-down card(s) of the others, their hands or any deck.")
                     .format(n=hidden))
        return lines
    played = view.played_cards()
    lines.append(tr("It has seen {n} cards played this deal.").format(n=len(played)))
    unseen = sum(view.hand_sizes[s] for s in others)
    where = ", ".join(f"{names[s]} ({view.hand_sizes[s]})" for s in others if s < len(names))
    lines.append(tr("It cannot see {n} cards: they may lie with {where}.").format(
        n=unseen, where=where))
    if hasattr(view, "voids"):
        voids = view.voids()
        for s, suits in enumerate(voids):
            if s != seat and suits and s < len(names):
                shown = " ".join(SUIT_SYMBOLS[x] for x in sorted(suits))
                lines.append(tr("{name} has shown no {suits}: none of those can be there.")
                             .format(name=names[s], suits=shown))
        copies = 2 if view.options.get("cancellation") else 1
        aside = bool(getattr(view, "kitty_size", 0)) or hasattr(view, "deals_in_game")
        # a kitty, or Up and Down's stock, may hold unseen cards too
        for suit_no, symbol in enumerate(SUIT_SYMBOLS):
            seen = sum(1 for c in (*view.hand, *played) if suit(c) == suit_no)
            unseen = 13 * copies - seen
            if unseen <= 0:
                continue
            holders = [names[s] for s in others
                       if suit_no not in voids[s] and view.hand_sizes[s] and s < len(names)]
            if aside:
                holders.append(tr("the cards set aside"))
            lines.append(tr("{n} unseen {suit}: with {where}.").format(
                n=unseen, suit=symbol, where=", ".join(holders)))
    passing = getattr(view, "passing", ())
    if passing:
        lines.append(tr("It knows where the {n} cards it passed went, until they are played.")
                     .format(n=len(passing)))
    return lines

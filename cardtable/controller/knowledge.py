"""What a computer player knows, in words: the sentences of the "What does the computer know?"
panel that every game shares.

Players of these games want proof that the computer does not peek. The panel is built from the
same view the computer player decides on, and says what that view holds: how many cards the
player can see and cannot, where the unseen cards may be, and what the others have shown
(a suit they cannot hold). It never shows the player's own hidden cards to the person: that
would be the person peeking instead. Each game's presenter puts these sentences together.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.cards import SUIT_SYMBOLS, Card, suit
from ..texts import tr


def opening_lines(seat: int, hand: Sequence[Card], names: Sequence[str]) -> list[str]:
    """That the player decides from its own view, and how many cards it holds."""
    me = names[seat] if seat < len(names) else "?"
    return [tr("{name} decides from its own view of the table, nothing else.").format(name=me),
            tr("It holds {n} cards of its own (not shown here).").format(n=len(hand))]


def others(seat: int, players: int) -> list[int]:
    """Every seat but ``seat``."""
    return [s for s in range(players) if s != seat]


def unseen_lines(seat: int, played: Sequence[Card], hand_sizes: Sequence[int],
                 names: Sequence[str]) -> list[str]:
    """How many cards the player has seen played, and how many it cannot see, and where."""
    rest = others(seat, len(hand_sizes))
    unseen = sum(hand_sizes[s] for s in rest)
    where = ", ".join(f"{names[s]} ({hand_sizes[s]})" for s in rest if s < len(names))
    return [tr("It has seen {n} cards played this deal.").format(n=len(played)),
            tr("It cannot see {n} cards: they may lie with {where}.").format(n=unseen,
                                                                              where=where)]


def suit_lines(seat: int, hand: Sequence[Card], played: Sequence[Card],
               hand_sizes: Sequence[int], voids: Sequence[set[int]], copies: int,
               aside: bool, names: Sequence[str]) -> list[str]:
    """The suits each other player has shown it lacks, and where each suit's unseen cards may
    lie (``aside``: some cards of the deal are set aside unseen)."""
    lines = []
    for s, suits in enumerate(voids):
        if s != seat and suits and s < len(names):
            shown = " ".join(SUIT_SYMBOLS[x] for x in sorted(suits))
            if names[s] == tr("You"):  # the person, under the default name
                lines.append(tr("You have shown no {suits}: none of those can be there.")
                             .format(suits=shown))
            else:
                lines.append(tr("{name} has shown no {suits}: none of those can be there.")
                             .format(name=names[s], suits=shown))
    for suit_no, symbol in enumerate(SUIT_SYMBOLS):
        seen = sum(1 for c in (*hand, *played) if suit(c) == suit_no)
        unseen = 13 * copies - seen
        if unseen <= 0:
            continue
        holders = [names[s] for s in others(seat, len(hand_sizes))
                   if suit_no not in voids[s] and hand_sizes[s] and s < len(names)]
        if aside:
            holders.append(tr("the cards set aside"))
        lines.append(tr("{n} unseen {suit}: with {where}.").format(
            n=unseen, suit=symbol, where=", ".join(holders)))
    return lines


def passing_line(passed: int) -> list[str]:
    """That the player knows where the cards it passed went (nothing when it passed none)."""
    if not passed:
        return []
    return [tr("It knows where the {n} cards it passed went, until they are played.")
            .format(n=passed)]

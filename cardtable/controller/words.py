"""Sentences about the players, written for the person who reads them: "You win", not "You
wins". Every sentence that names a seat has a form for the person's own seat, a separate text
to translate, because the verb changes with the person in every language the app speaks.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..texts import tr


def seat_name(names: Sequence[str], seat: int) -> str:
    """A seat's name, or "?" for a seat the table does not know."""
    return names[seat] if 0 <= seat < len(names) else "?"


def name_list(names: Sequence[str]) -> str:
    """Names one after the other as they are said: "Alice", "Alice and Bruno", "Alice, Bruno
    and Chloé"."""
    if len(names) <= 1:
        return "".join(names)
    return tr("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def winners_text(winners: Sequence[int], names: Sequence[str], person: int) -> str:
    """Who won, for the status line: "Game over: Alice wins.", "Game over: Alice and Bruno
    win.", "Game over: you win.", "Game over: you and Alice win."."""
    if not winners:
        return tr("Game over.")
    others = [seat_name(names, s) for s in winners if s != person]
    if person in winners:
        if not others:
            return tr("Game over: you win.")
        return tr("Game over: you and {names} win.").format(names=name_list(others))
    if len(others) == 1:
        return tr("Game over: {name} wins.").format(name=others[0])
    return tr("Game over: {names} win.").format(names=name_list(others))


def won_text(winners: Sequence[int], names: Sequence[str], person: int) -> str:
    """Who won, as told when the last card falls: "You won the game.", "Alice won the game.",
    "You and Alice won the game."."""
    others = [seat_name(names, s) for s in winners if s != person]
    if person in winners:
        if not others:
            return tr("You won the game.")
        return tr("You and {names} won the game.").format(names=name_list(others))
    return tr("{names} won the game.").format(names=name_list(others))


def per_person(seat: int, person: int, names: Sequence[str], theirs: str, yours: str,
               **words: object) -> str:
    """One sentence about ``seat``: ``yours`` (already translated, in the second person) for
    the person's seat, else ``theirs`` with the seat's name as ``{name}``. For example
    ``per_person(seat, person, names, tr("{name} bid {bid}."), tr("You bid {bid}."), bid=3)``.
    """
    if seat == person:
        return yours.format(**words)
    return theirs.format(name=seat_name(names, seat), **words)

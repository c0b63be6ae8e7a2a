"""U-G-O's events in plain sentences, for the log beside the table (``game_log.GameLog``) and
the screen-reader line.

A duel moves many cards at once (an attack, a destroyed card, three cards milled); the log
keeps what happened readable after the animation is over, in the words a player would use.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ....controller.words import name_list
from ....engine.events import Event, GameOver
from ....engine.visibility import HIDDEN
from ....texts import card_text, cards_text, tr
from .. import events as E
from .cards import attack_sentence


def slot_words(slot: int) -> str:
    """A card in play by its place from the left: "the first", "the third"."""
    words = (tr("your first card"), tr("your second card"), tr("your third card"),
             tr("your fourth card"), tr("your fifth card"), tr("your sixth card"),
             tr("your seventh card"), tr("your eighth card"), tr("your ninth card"),
             tr("your tenth card"))
    if 0 <= slot < len(words):
        return words[slot]
    return tr("your card number {n}").format(n=slot + 1)


def their_slot_words(slot: int) -> str:
    """Another player's card in play by its place from the left, "their second card"."""
    words = (tr("their first card"), tr("their second card"), tr("their third card"),
             tr("their fourth card"), tr("their fifth card"), tr("their sixth card"),
             tr("their seventh card"), tr("their eighth card"), tr("their ninth card"),
             tr("their tenth card"))
    if 0 <= slot < len(words):
        return words[slot]
    return tr("their card number {n}").format(n=slot + 1)


def sentence(event: Event, names: Sequence[str], person: int,
             previous: Event | None = None) -> str | None:
    """One event in words for the person, or None for an event the log leaves out.
    ``previous`` is the event told just before it, which a 10 answers (see ``ten_sentence``).
    Every sentence about a seat has its own text for the person's ("You drew…")."""
    def who(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else "?"

    def card(c: int) -> str:
        return tr("a card") if c == HIDDEN else card_text(c)

    def said(seat: int, theirs: str, yours: str, **words: object) -> str:
        """``yours`` for the person's seat, else ``theirs`` with the seat's name."""
        if seat == person:
            return yours.format(**words)
        return theirs.format(name=who(seat), **words)

    if isinstance(event, E.TurnStarted):
        return said(event.seat, tr("— Turn {n}: {name} —"), tr("— Turn {n}: yours —"),
                    n=event.turn)
    if isinstance(event, E.CardDrawn):
        return said(event.seat, tr("{name} drew {card}."), tr("You drew {card}."),
                    card=card(event.card))
    if isinstance(event, E.CardPlaced):
        return placed_sentence(event, said, card(event.card))
    if isinstance(event, E.CardEquipped):
        return said(event.seat, tr("{name} put {card} under {slot} in play."),
                    tr("You put {card} under {slot} in play."), card=card(event.card),
                    slot=(slot_words if event.seat == person else their_slot_words)(event.slot))
    if isinstance(event, E.PositionsChanged):
        return said(event.seat, tr("{name} switched the position of %n card(s).", "",
                                   len(event.slots)),
                    tr("You switched the position of %n card(s).", "", len(event.slots)))
    if isinstance(event, E.AttackDeclared):
        return None  # told with its result
    if isinstance(event, E.AttackBlocked):
        return ten_sentence(who(event.seat), previous, event.seat == person)
    if isinstance(event, E.AttackResolved):
        told = attack_sentence(event, list(names), person)  # may begin "your 4♠ …"
        return told[:1].upper() + told[1:]
    if isinstance(event, E.CardDestroyed):
        lost = (event.card, *event.equips) if not event.equips_only else event.equips
        return tr("To the discard pile: {cards}.").format(cards=cards_text(lost))
    if isinstance(event, E.CardsMilled):
        return said(event.seat, tr("{name} milled {cards}."), tr("You milled {cards}."),
                    cards=cards_text(event.cards))
    if isinstance(event, E.SpecialPlayed):
        return said(event.seat, tr("{name} played {card}."), tr("You played {card}."),
                    card=card(event.card))
    if isinstance(event, E.CardStolen):
        return stolen_sentence(event, who, person, card(event.card))
    if isinstance(event, E.CardRecovered):
        return said(event.seat, tr("{name} took {card} back from the discard pile."),
                    tr("You took {card} back from the discard pile."), card=card(event.card))
    if isinstance(event, E.DirectionReversed):
        way = tr("clockwise") if event.direction > 0 else tr("anticlockwise")
        if not event.turns:
            return said(event.seat, tr("{name} reversed the attacks: they go {way}; the turns "
                                       "still go clockwise."),
                        tr("You reversed the attacks: they go {way}; the turns still go "
                           "clockwise."), way=way)
        return said(event.seat, tr("{name} reversed the direction: play goes {way}."),
                    tr("You reversed the direction: play goes {way}."), way=way)
    if isinstance(event, E.HandsRenewed):
        return said(event.seat, tr("{name} played an 8: every hand was thrown away and drawn "
                                   "again."),
                    tr("You played an 8: every hand was thrown away and drawn again."))
    if isinstance(event, E.SpecialCountered):
        return said(event.seat, tr("{name} played a 9 and turned the {card} back."),
                    tr("You played a 9 and turned the {card} back."),
                    card=card_text(event.special))
    if isinstance(event, E.PlayerOut):
        return said(event.seat, tr("{name} could not draw and is out (place {place})."),
                    tr("You could not draw and are out (place {place})."), place=event.place)
    if isinstance(event, GameOver):
        return duel_won(event.winners, names, person)
    return None


def placed_sentence(event: E.CardPlaced, said: Callable[..., str], card: str) -> str:
    """A card put in play, to attack or to defend, and what was given up for it."""
    if event.attack:
        text = said(event.seat, tr("{name} played {card} to attack."),
                    tr("You played {card} to attack."), card=card)
    elif event.face_up:
        text = said(event.seat, tr("{name} played {card} to defend."),
                    tr("You played {card} to defend."), card=card)
    else:
        text = said(event.seat, tr("{name} played {card} face down to defend."),
                    tr("You played {card} face down to defend."), card=card)
    if event.sacrifice:
        text += " " + tr("Given up: {cards}.").format(cards=cards_text(event.sacrifice))
    return text


def stolen_sentence(event: E.CardStolen, who: Callable[[int], str], person: int,
                    card: str) -> str:
    """A card taken from the top of someone's deck: by the person, from the person, or
    between two others."""
    if event.thief == person:
        return tr("You took {card} from the top of {victim}'s deck.").format(
            card=card, victim=who(event.victim))
    if event.victim == person:
        return tr("{thief} took {card} from the top of your deck.").format(
            thief=who(event.thief), card=card)
    return tr("{thief} took {card} from the top of {victim}'s deck.").format(
        thief=who(event.thief), card=card, victim=who(event.victim))


def duel_won(winners: Sequence[int], names: Sequence[str], person: int) -> str:
    """The end of the duel: "You won the duel.", "Ann won the duel.", "You and Ann won the
    duel."."""
    others = [names[s] if 0 <= s < len(names) else "?" for s in winners if s != person]
    if person in winners:
        if not others:
            return tr("You won the duel.")
        return tr("You and {names} won the duel.").format(names=name_list(others))
    return tr("{names} won the duel.").format(names=name_list(others))


def ten_sentence(name: str, previous: Event | None, yours: bool = False) -> str:
    """A 10 and what it stopped. The engine tells a 10 against an Ace, King or Jack (the "10s
    stop Aces, Kings and Jacks" rule) by the same event as a 10 against an attack; either is
    the answer to the move just before it. A teller that has not seen that move (the
    screen-reader line is not told a loaded game's past) names none. ``yours``: the person
    played it."""
    if isinstance(previous, E.SpecialPlayed):
        text = (tr("You played a 10 and stopped the {card}.") if yours
                else tr("{name} played a 10 and stopped the {card}."))
        return text.format(name=name, card=card_text(previous.card))
    if isinstance(previous, E.AttackDeclared):
        text = (tr("You played a 10 and stopped the attack.") if yours
                else tr("{name} played a 10 and stopped the attack."))
        return text.format(name=name)
    return (tr("You played a 10.") if yours else tr("{name} played a 10.")).format(name=name)

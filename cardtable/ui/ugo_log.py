"""U-G-O's events in plain sentences, for the log beside the table (``game_log.GameLog``) and
the screen-reader line.

A duel moves many cards at once (an attack, a destroyed card, three cards milled); the log
keeps what happened readable after the animation is over, in the words a player would use.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.events import (
    AttackBlocked,
    AttackDeclared,
    AttackResolved,
    CardDestroyed,
    CardDrawn,
    CardEquipped,
    CardPlaced,
    CardRecovered,
    CardsMilled,
    CardStolen,
    DirectionReversed,
    Event,
    GameOver,
    HandsRenewed,
    PlayerOut,
    PositionsChanged,
    SpecialCountered,
    SpecialPlayed,
    TurnStarted,
)
from ..engine.visibility import HIDDEN
from ..texts import card_text, cards_text, tr
from .table.ugo_cards import attack_sentence


def sentence(event: Event, names: Sequence[str], person: int,
             previous: Event | None = None) -> str | None:
    """One event in words for the person, or None for an event the log leaves out.
    ``previous`` is the event told just before it, which a 10 answers (see ``ten_sentence``)."""
    def who(seat: int) -> str:
        return tr("You") if seat == person else names[seat] if seat < len(names) else "?"

    def card(c: int) -> str:
        return tr("a card") if c == HIDDEN else card_text(c)

    if isinstance(event, TurnStarted):
        return tr("— Turn {n}: {name} —").format(n=event.turn, name=who(event.seat))
    if isinstance(event, CardDrawn):
        return tr("{name} drew {card}.").format(name=who(event.seat), card=card(event.card))
    if isinstance(event, CardPlaced):
        how = (tr("to attack") if event.attack else tr("to defend") if event.face_up
               else tr("face down to defend"))
        text = tr("{name} played {card} {how}.").format(name=who(event.seat),
                                                         card=card(event.card), how=how)
        if event.sacrifice:
            text += " " + tr("Given up: {cards}.").format(cards=cards_text(event.sacrifice))
        return text
    if isinstance(event, CardEquipped):
        return tr("{name} equipped card {slot} with {card}.").format(
            name=who(event.seat), slot=event.slot + 1, card=card(event.card))
    if isinstance(event, PositionsChanged):
        return tr("{name} switched the position of {count} card(s).").format(
            name=who(event.seat), count=len(event.slots))
    if isinstance(event, AttackDeclared):
        return None  # told with its result
    if isinstance(event, AttackBlocked):
        return ten_sentence(who(event.seat), previous)
    if isinstance(event, AttackResolved):
        return attack_sentence(event, list(names), person)
    if isinstance(event, CardDestroyed):
        lost = (event.card, *event.equips) if not event.equips_only else event.equips
        return tr("To the discard pile: {cards}.").format(cards=cards_text(lost))
    if isinstance(event, CardsMilled):
        return tr("{name} milled {cards}.").format(name=who(event.seat),
                                                    cards=cards_text(event.cards))
    if isinstance(event, SpecialPlayed):
        return tr("{name} played {card}.").format(name=who(event.seat), card=card(event.card))
    if isinstance(event, CardStolen):
        text = (tr("{thief} took {card} from the top of your deck.")
                if event.victim == person
                else tr("{thief} took {card} from the top of {victim}'s deck."))
        return text.format(thief=who(event.thief), card=card(event.card),
                           victim=who(event.victim))
    if isinstance(event, CardRecovered):
        return tr("{name} took {card} back from the discard pile.").format(
            name=who(event.seat), card=card(event.card))
    if isinstance(event, DirectionReversed):
        way = tr("clockwise") if event.direction > 0 else tr("anticlockwise")
        if not event.turns:
            return tr("{name} reversed the attacks: they go {way}; the turns still go "
                      "clockwise.").format(name=who(event.seat), way=way)
        return tr("{name} reversed the direction: play goes {way}.").format(
            name=who(event.seat), way=way)
    if isinstance(event, HandsRenewed):
        return tr("{name} played an 8: every hand was thrown away and drawn again.").format(
            name=who(event.seat))
    if isinstance(event, SpecialCountered):
        return tr("{name} played a 9 and turned the {card} back.").format(
            name=who(event.seat), card=card_text(event.special))
    if isinstance(event, PlayerOut):
        return tr("{name} could not draw and is out (place {place}).").format(
            name=who(event.seat), place=event.place)
    if isinstance(event, GameOver):
        return tr("The duel is over: {names} won.").format(
            names=", ".join(who(s) for s in event.winners))
    return None


def ten_sentence(name: str, previous: Event | None) -> str:
    """A 10 and what it stopped. The engine tells a 10 against an Ace, King or Jack (the "10s
    stop Aces, Kings and Jacks" rule) by the same event as a 10 against an attack; either is
    the answer to the move just before it. A teller that has not seen that move (the
    screen-reader line is not told a loaded game's past) names none."""
    if isinstance(previous, SpecialPlayed):
        return tr("{name} played a 10 and stopped the {card}.").format(
            name=name, card=card_text(previous.card))
    if isinstance(previous, AttackDeclared):
        return tr("{name} played a 10 and stopped the attack.").format(name=name)
    return tr("{name} played a 10.").format(name=name)

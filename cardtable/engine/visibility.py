"""What each seat may see of each event.

Events carry the whole truth (every hand, every passed card) because the engine serves every
seat. Before they reach a seat they pass through here: a card the seat may not see becomes
``HIDDEN``, so the table can move a face-down card without ever knowing what it is. The rules
for the events every game shares are written once (``visible_event``), and a game's own event
says what of it each seat may see (``Event.seen_by``); what only a game knows of its deal (Black
Lady's kitty) it tells through its state's ``_viewer``, and every state offers ``events_for``
(``EventScreen``).

A spectator is no seat: ``PUBLIC`` looks at the table as a seat with no cards of its own, so
it is shown only what every seat may see (``public_view`` and ``events_for(PUBLIC, …)``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Protocol, TypeVar

from .cards import Card
from .events import Dealt, Event, PassChosen, Passed, TrickWon
from .viewer import Viewer

HIDDEN: Card = -1

PUBLIC = -1
"""The viewer that is no seat: a spectator, who may know only what every seat may know.

It lives here, beside ``visible_event``, because this module decides who sees what: every rule
of what is hidden (here and in a game's ``Event.seen_by``) shows a card to a seat that holds,
chose or took it (``seat == event.seat``), and no seat is -1, so each of them hides from
``PUBLIC`` what some seat alone may know; ``views`` and the games' views use it without
importing the events. A state's
``view(PUBLIC)`` (the same as ``public_view()``) must never index a seat's cards with it:
``hands[-1]`` would be the last seat's hand.
"""

View_co = TypeVar("View_co", covariant=True)


class _Viewable(Protocol[View_co]):
    def view(self, seat: int) -> View_co: ...


def hidden(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """As many hidden cards as ``cards``: cards a viewer sees move without knowing them."""
    return (HIDDEN,) * len(cards)


def visible_event(event: Event, viewer: Viewer) -> Event:
    """Return ``event`` as the viewer may see it: the shared events are screened here, and a
    game's own event screens itself (``Event.seen_by``)."""
    seat = viewer.seat
    if isinstance(event, Dealt):
        hands = tuple(h if s == seat else hidden(h) for s, h in enumerate(event.hands))
        shown = event.kitty[: event.face_up]
        return replace(event, hands=hands, kitty=shown + hidden(event.kitty[event.face_up:]))
    if isinstance(event, PassChosen) and event.seat != seat:
        return replace(event, card=HIDDEN)
    if isinstance(event, Passed):
        return Passed(tuple(
            (g, r, cards if seat in (g, r) else hidden(cards)) for g, r, cards in event.transfers
        ))
    if (
        isinstance(event, TrickWon)
        and viewer.kitty & set(event.extra)
        and not viewer.sees_kitty(event.winner)
    ):
        return replace(
            event,
            extra=tuple(HIDDEN if c in viewer.kitty else c for c in event.extra),
            points=event.points - viewer.kitty_points,
        )
    return event.seen_by(viewer)


class EventScreen:
    """What a game state mixes in to give each seat the events as it may see them, and a
    spectator (``PUBLIC``) its view.

    A game whose deals hide something besides the hands (Black Lady's kitty) says so in
    ``_viewer``; the others keep this one.
    """

    __slots__ = ()

    def events_for(self, seat: int, events: Sequence[Event]) -> list[Event]:
        """``events`` as ``seat`` may see them, judged on this state: call it on the state the
        events left behind, right after the ``apply`` that returned them (or after
        ``initial_events``)."""
        viewer = self._viewer(seat)
        return [visible_event(e, viewer) for e in events]

    def _viewer(self, seat: int) -> Viewer:
        """Who ``seat`` is, with what the rules let it know of the deal in play."""
        return Viewer(seat)

    def public_view(self: _Viewable[View_co]) -> View_co:
        """The game's own view as seen by nobody (``seat == PUBLIC``): no hand (``hand_sizes``
        still counts every seat's cards), and every field that only some seat may know empty
        or hidden; the public fields (phase, to act, scores, the table) as every seat sees
        them. Each game's ``view`` is what keeps its own private fields out for ``PUBLIC``."""
        return self.view(PUBLIC)

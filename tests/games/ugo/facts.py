"""What the shared suites need to know of U-G-O (see ``tests/game_facts.py``)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from cardtable.engine.cards import Card, standard_deck
from cardtable.engine.protocol import Phase
from cardtable.games.ugo import actions as A

from ...game_facts import Facts, Places, in_places, other_hands


def cards(state: Any) -> set[Card]:
    """Every owner's whole deck."""
    return {c for owner in range(state.players) for c in standard_deck(copy=owner)}


def secret(state: Any, places: Places, seat: int, view: Any) -> set[Card]:
    """Others' hands, every deck, and the cards others put on their tables face down."""
    decks = in_places(places, (f"deck {o}" for o in range(state.players)))
    face_down = {p.card for o, table in enumerate(state.tables) if o != seat
                 for p in table if not p.face_up}
    return other_hands(places, seat, state.players) | decks | face_down


def candidates(state: Any) -> list[int]:
    """Card actions of every kind with the cards of the seat to act and a few it does not
    hold, attacks from and on every slot, and every small number."""
    held = [*state.hands[state.to_act], 0, 12, 51, 64 + 4]
    card_actions = [A.make(kind, c, arg) for kind in range(1, 8) for c in held
                    for arg in (*range(7), A.AT_PLAYER)]
    attacks = [A.make(A.ATTACK, slot, arg) for slot in range(6) for arg in (*range(6), 15)]
    return [*range(-2, 70), 1000, *card_actions, *attacks]


def tables(state: Any, views: Sequence[Any]) -> Any:
    """Each owner's table as a seat that is not its owner sees it: face-down cards hidden."""
    n = len(views)
    return tuple(views[(owner + 1) % n].tables[owner] for owner in range(n))


CONFORMANCE = Facts(cards, secret, {}, candidates=candidates)
PUBLIC_TABLES = [({}, 2), ({}, 3)]
PRIVATE = {"tables": tables}
GOLDEN_TABLE = (2, {})
DIGEST_SEEDS = range(1, 201)
SHORT: dict[str, object] = {}  # nor has U-G-O a shorter form: about 150 to 200 moves
SMALL: dict[str, object] = {}
SESSION_PLAYERS = 3

TIP_KINDS = {"first-round", "play", "block", "answer"}
TIP_OPTIONS = [{}, {"nine_counters": True, "ten_stops_specials": True}]
"""House rules that bring decisions the default rules never ask (a 9 or a 10 against a King)."""
ASKS = {"play", "play, with cards in play"}
ASKS_SOMEWHERE = {"respond"}
HOW_TO_PLAY_SAYS = ["The aim", "End your turn", "Play a 10", "Take the attack",
                    "attack position"]


def more_kinds(state: Any) -> list[str]:
    """A card in play offers its own actions: a decision of its own kind."""
    return ["play, with cards in play"] if state.phase is Phase.PLAY and state.tables[0] else []


def other_world(state: Any, seat: int, rng: random.Random) -> Any:
    """U-G-O has no world sampler: each other seat's hand is drawn again from its hand and its
    deck, and every deck is shuffled (the seat's own deck's order is hidden from it too)."""
    world = state.clone()
    for other in range(world.n):
        pool = (world.hands[other] if other != seat else []) + world.decks[other]
        rng.shuffle(pool)
        kept = len(world.hands[other]) if other != seat else 0
        if other != seat:
            world.hands[other] = pool[:kept]
        world.decks[other] = pool[kept:]
    return world


def refusal_numbers(states: Sequence[Any]) -> set[int]:
    """Actions of every kind on every card held, and attacks from and on every slot."""
    cards = {c for state in states for hand in state.hands for c in hand}
    numbers = {A.make(kind, card, arg) for kind in range(1, 7) for card in cards
               for arg in (0, 1, 2)}
    return numbers | {A.make(A.ATTACK, slot, target) for slot in range(5)
                      for target in (*range(5), A.AT_PLAYER)}

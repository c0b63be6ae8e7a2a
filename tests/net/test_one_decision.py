"""An ``act`` holds one decision of the sender's seat and nothing more: a list that goes on into
the next seat's moment (or the sender's next one) is refused whole, in the same words whatever
it names, and the table is as it was."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardtable.engine.decisions import ONE_DECISION
from cardtable.engine.protocol import Phase
from cardtable.engine.registry import GAMES
from cardtable.games.ugo import actions as A
from cardtable.net.referee import Referee
from cardtable.session.setup import PERSON

from .table import act, referee, seat_everyone
from .test_refusals import snapshot

SEVEN_OF_CLUBS, TWO_OF_CLUBS, EIGHT_OF_DIAMONDS, THREE_OF_CLUBS = 5, 0, 19, 1


def refused_as_one_decision(ref: Referee, actions: list[int]) -> None:
    """The seat to act sends ``actions``: refused to it alone, in the one-decision words."""
    s = ref.session
    assert s is not None
    account = f"p{s.to_act}"
    before = snapshot(ref)
    out = act(ref, account, *actions)
    assert [(a, m["type"], m["code"], m["words"]) for a, m in out] == [
        (account, "error", "illegal", ONE_DECISION)], actions
    assert snapshot(ref) == before


def test_seat_0_cannot_play_seat_1s_card_nor_learn_its_hand():
    """The defect as found: Morehead, no passing, seed 0, four people; seat 0 leads the 7♣
    and names a card for seat 1 after it."""
    ref = referee("black-lady", seed=0, players=4, computer=PERSON, preset="morehead",
                  options={"passing": "none"})
    seat_everyone(ref)
    assert ref.session.to_act == 0 and SEVEN_OF_CLUBS in ref.session.legal_actions()
    for second in (TWO_OF_CLUBS, EIGHT_OF_DIAMONDS, THREE_OF_CLUBS, SEVEN_OF_CLUBS, 51, 4000):
        refused_as_one_decision(ref, [SEVEN_OF_CLUBS, second])
    out = act(ref, "p0", SEVEN_OF_CLUBS)
    assert "error" not in [m["type"] for _, m in out]
    assert ref.session.log == [SEVEN_OF_CLUBS] and ref.session.to_act == 1


def test_a_pass_is_one_decision_of_exactly_its_cards():
    ref = referee("black-lady", seed=3, players=4, computer=PERSON)
    seat_everyone(ref)
    s = ref.session
    first = s.to_act
    assert s.phase is Phase.PASS
    hand = list(s.view(first).hand)
    refused_as_one_decision(ref, hand[:4])  # one card more than the pass
    act(ref, f"p{first}", hand[0])  # a pass may also come a card at a time
    assert s.to_act == first and s.state.decision_under_way
    act(ref, f"p{first}", *hand[1:3])
    second = s.to_act
    assert s.log == hand[:3] and second == (first + 1) % 4
    assert not s.state.decision_under_way
    refused_as_one_decision(ref, list(s.view(second).hand[:4]))


def next_moment(ref: Referee, action: int) -> tuple[Any, list[int]]:
    """The state after the seat to act takes ``action``, and what may be done then."""
    trial = ref.session.state.clone()
    trial.apply(action)
    return trial, trial.legal_actions()


@pytest.mark.parametrize("game_id", [g.id for g in GAMES])
def test_no_act_goes_past_the_senders_decision(game_id):
    """Every seat a person's, played honestly; at each decision, each legal action that ends
    it is sent with what the next moment allows after it, and every such list is refused."""
    ref = referee(game_id, seed=11, computer=PERSON)
    seat_everyone(ref)
    rng = random.Random(game_id)
    phases_after: set[Phase] = set()
    for _ in range(60):
        s = ref.session
        if s.is_over:
            break
        for action in rng.sample(s.legal_actions(), min(4, len(s.legal_actions()))):
            after, allowed = next_moment(ref, action)
            if after.is_over or after.decision_under_way:
                continue
            phases_after.add(after.phase)
            for second in [*rng.sample(allowed, min(3, len(allowed))), action, -1]:
                refused_as_one_decision(ref, [action, second])
        act(ref, f"p{s.to_act}", rng.choice(s.legal_actions()))
    assert Phase.PLAY in phases_after
    if game_id == "ugo":
        assert Phase.RESPOND in phases_after  # an attack, then the defender's answer


def test_the_attacker_cannot_answer_for_the_defender():
    """U-G-O, two people: once attacks are allowed, the attacker sends an attack and the
    defender's "take it" in one act; refused, and the defender is asked as ever."""
    ref = referee("ugo", seed=4, players=2, computer=PERSON)
    seat_everyone(ref)
    rng = random.Random(4)
    s = ref.session
    for _ in range(200):
        attacks = [a for a in s.legal_actions() if A.kind_of(a) == A.ATTACK]
        if attacks:
            break
        act(ref, f"p{s.to_act}", rng.choice(s.legal_actions()))
    assert attacks, "no attack came in 200 moves"
    attacker = s.to_act
    refused_as_one_decision(ref, [attacks[0], A.NO_BLOCK])
    refused_as_one_decision(ref, [attacks[0], A.BLOCK])
    act(ref, f"p{attacker}", attacks[0])
    assert s.phase is Phase.RESPOND and s.to_act != attacker

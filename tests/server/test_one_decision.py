"""Through a real server on loopback: an ``act`` holds one decision of the sender's seat, so a
player can neither move for the next seat nor learn its hand from the refusal."""

from __future__ import annotations

import random

from cardtable.engine.decisions import ONE_DECISION
from cardtable.games.ugo import actions as A

from .support import asked_to_act, close_all, dumps
from .test_loopback import sit

EVERY_PERSON = [{"kind": "person"}] * 4


LOBBY_NEWS = {"lobby", "lobby-changes"}  # the lobby's news may still be on its way to them


def test_a_lead_and_the_next_seats_card_in_one_act_are_refused(any_server):
    server = any_server
    """Morehead, no passing, four people: whoever leads sends the lead and a card for the next
    seat after it, for many cards; each is refused in the same words, to the sender only."""
    _, people = sit(server, ["ann", "bob", "cid", "dee"], seats=EVERY_PERSON,
                        preset="morehead", options={"passing": "none"})
    leader = asked_to_act(people)
    assert leader.turn is not None
    lead = leader.turn["actions"][0]
    others = [p for p in people if p is not leader]
    for player in others:  # every seat is told whose turn it is: the news of the seating ends
        player.wait_until(lambda p=player: any(m["type"] == "turn" for m in p.received))
    before = (leader.log, dumps(leader.view), *(dumps(p.view) for p in others))
    heard = [len(p.received) for p in others]
    for second in random.Random(0).sample([c for c in range(52) if c != lead], 12):
        leader.send("act", actions=[lead, second], log=leader.log)
        refusal = leader.wait_for("error")
        assert (refusal["code"], refusal["words"]) == ("illegal", ONE_DECISION)
    for player in others:
        player.pump(0.2)
    assert (leader.log, dumps(leader.view), *(dumps(p.view) for p in others)) == before
    heard_since = [m["type"] for p, n in zip(others, heard, strict=True) for m in p.received[n:]]
    assert all(kind in LOBBY_NEWS for kind in heard_since), heard_since  # nothing of the table
    leader.send("act", actions=[lead], log=leader.log)
    leader.wait_until(lambda: leader.log == before[0] + 1)
    close_all(people)


def test_an_attacker_cannot_answer_for_the_defender(any_server):
    server = any_server
    """U-G-O, two people: the first attack is sent with the defender's "take it"; refused,
    and the attack alone then asks the defender."""
    _, people = sit(server, ["ann", "bob"], game="ugo", players=2,
                        seats=[{"kind": "person"}] * 2)
    rng = random.Random(3)
    for _ in range(300):
        acting = asked_to_act(people)
        assert acting.turn is not None
        attacks = [a for a in acting.turn["actions"] if A.kind_of(a) == A.ATTACK]
        if attacks:
            break
        choice = rng.choice([a for a in acting.turn["actions"] if a != A.END_TURN]
                            or acting.turn["actions"])
        acting.asked, acting.turn = acting.turn, None
        acting.send("act", actions=[choice], log=acting.log)
    assert attacks, "no attack came in 300 moves"
    defender = next(p for p in people if p is not acting)
    log = acting.log
    for answer in (A.NO_BLOCK, A.BLOCK):
        acting.send("act", actions=[attacks[0], answer], log=log)
        refusal = acting.wait_for("error")
        assert (refusal["code"], refusal["words"]) == ("illegal", ONE_DECISION)
    acting.turn = None
    acting.send("act", actions=[attacks[0]], log=log)
    defender.wait_until(lambda: defender.turn is not None and defender.log == log + 1)
    assert defender.turn is not None and defender.turn["phase"] == "respond"
    close_all(people)

"""The local session: decisions in, each seat's view and events out, nothing changed by a
refusal, and the person's decisions known without replaying the game."""

from __future__ import annotations

import pytest

from cardtable.engine.decisions import NOTHING_DECIDED, ONE_DECISION
from cardtable.engine.events import Dealt, Passed
from cardtable.engine.protocol import IllegalAction, Phase
from cardtable.engine.registry import GAMES
from cardtable.engine.visibility import HIDDEN
from cardtable.session.handovers import Handover
from cardtable.session.local import LocalSession
from cardtable.session.setup import PERSON, GameSetup, SeatSetup

from ..game_facts import facts_of


def setup(game_id: str, seed: int = 7, handovers: tuple[Handover, ...] = ()) -> GameSetup:
    players = facts_of(game_id).SESSION_PLAYERS
    seats = (SeatSetup("Ada", PERSON),
             *(SeatSetup(f"Bot {i}", "random") for i in range(1, players)))
    return GameSetup(game_id, players, seed, seats, {}, handovers=handovers)


def play_on(session: LocalSession, moves: int) -> None:
    """Let the seats' first legal action (the computers' random ones) play ``moves`` actions."""
    for _ in range(moves):
        if session.is_over:
            return
        bot = session.bots[session.to_act]
        legal = session.legal_actions()
        action = legal[0] if bot is None else bot.choose(session.view(session.to_act), legal,
                                                          session.bot_rng)
        session.decide([action])


def replayed_decisions(session: LocalSession, seat: int) -> list[int]:
    """The decisions of ``seat`` found the slow way, by replaying the game and asking the
    state at each step, as the controller once did."""
    state = LocalSession(session.setup).state
    starts, previous_was_pass = [], False
    for i, action in enumerate(session.log):
        answered = state.phase is Phase.RESPOND and len(state.legal_actions()) == 1
        computers = any(h.seat == seat and h.covers(i) for h in session.setup.handovers)
        mine = state.to_act == seat and not (answered or computers)
        passing = state.phase is Phase.PASS
        if mine and not (passing and previous_was_pass):
            starts.append(i)
        previous_was_pass = mine and passing
        state.step(action)
    return starts


@pytest.mark.parametrize("game_id", [g.id for g in GAMES])
def test_the_decisions_kept_are_those_a_replay_finds(game_id):
    session = LocalSession(setup(game_id, handovers=(Handover(0, 10, 30),)))
    play_on(session, 120)
    assert session.decisions_of(0) == replayed_decisions(session, 0)
    assert session.decisions_of(1) == replayed_decisions(session, 1)
    again = LocalSession(session.setup, session.log)  # a loaded game knows them too
    assert again.decisions_of(0) == session.decisions_of(0)


def test_a_refused_decision_changes_nothing():
    session = LocalSession(setup("black-lady"))
    assert session.phase is Phase.PASS and session.to_act == 0
    hand = session.view(0).hand
    log, view = list(session.log), session.view(0)
    with pytest.raises(IllegalAction):
        session.decide([hand[0], hand[1], 999])  # two fine cards, then one that is no card
    assert list(session.log) == log
    assert session.view(0) == view
    assert session.decisions_of(0) == []


def test_a_pass_of_three_cards_is_one_decision():
    session = LocalSession(setup("black-lady"))
    hand = session.view(0).hand
    session.decide(list(hand[:3]))
    assert session.decisions_of(0) == [0]
    assert len(session.log) == 3


def test_each_seat_sees_only_its_own_cards_in_the_events():
    session = LocalSession(setup("black-lady"))
    dealt = next(e for e in session.state.initial_events() if isinstance(e, Dealt))
    mine = session.events_for(0, [dealt])[0]
    assert isinstance(mine, Dealt)
    assert mine.hands[0] == dealt.hands[0]
    assert all(c == HIDDEN for seat in (1, 2, 3) for c in mine.hands[seat])


def test_the_past_is_told_as_the_seat_saw_it():
    session = LocalSession(setup("black-lady"))
    session.decide(list(session.view(0).hand[:3]))
    play_on(session, 12)  # the others pass, and the play begins
    past = session.past_events(0)
    passed = next(e for e in past if isinstance(e, Passed))
    for giver, receiver, cards in passed.transfers:
        assert (HIDDEN in cards) == (0 not in (giver, receiver))


def test_rewinding_takes_back_the_log_and_the_computer_s_stretches():
    session = LocalSession(setup("up-and-down", handovers=(Handover(0, 2, None),)))
    play_on(session, 20)
    session.rewind(1)
    assert len(session.log) == 1
    assert session.setup.handovers == ()
    assert session.decisions_of(0) == replayed_decisions(session, 0)


def test_a_seat_handed_over_and_taken_back():
    session = LocalSession(setup("ugly"))
    play_on(session, 5)
    session.hand_over(0)
    assert session.handed_over(0) and session.bots[0] is not None
    assert session.setup.seats[0].name == "Ada"
    play_on(session, 5)
    session.take_back(0)
    assert not session.handed_over(0) and session.bots[0] is None
    assert session.setup.handovers == (Handover(0, 5, 10),)


@pytest.mark.parametrize("game_id", [g.id for g in GAMES])
def test_a_list_past_the_seats_decision_is_refused_and_changes_nothing(game_id):
    """The same lists the referee refuses: the seat to act's action that ends its decision,
    then anything at all (the next seat's own legal action among them)."""
    session = LocalSession(setup(game_id))
    for _ in range(40):
        if session.is_over:
            break
        for action in session.legal_actions():
            after = session.state.clone()
            after.apply(action)
            if after.is_over or after.decision_under_way:
                continue
            for second in [*after.legal_actions()[:3], action, 4000]:
                log, seat = list(session.log), session.to_act
                with pytest.raises(IllegalAction) as refusal:
                    session.decide([action, second])
                assert refusal.value.reason == ONE_DECISION
                assert (list(session.log), session.to_act) == (log, seat)
        play_on(session, 1)


def test_an_empty_decision_is_refused():
    session = LocalSession(setup("ugly"))
    with pytest.raises(IllegalAction) as refusal:
        session.decide([])
    assert refusal.value.reason == NOTHING_DECIDED and session.log == []

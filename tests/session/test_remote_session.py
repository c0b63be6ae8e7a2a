"""A seat's side of a shared table, fed with what a real referee sends that seat (no network):
the steps to show, the turn, the decisions sent back, a table joined again mid-game, the end."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence

import pytest

from cardtable.engine.events import Dealt, GameOver
from cardtable.engine.protocol import Action, IllegalAction, Phase
from cardtable.net.messages import FROM_SERVER, decode, encode, request
from cardtable.net.referee import Referee
from cardtable.session.remote import RemoteSession
from cardtable.session.setup import PERSON, GameSetup, SeatSetup

ME = 2
ACCOUNTS = ["ann", "bob", "me", "dan"]


class Table:
    """A referee of four people; ``me`` (seat 2) reads its messages through a
    ``RemoteSession``, the others play random legal moves at once."""

    def __init__(self, game: str = "black-lady", options: dict | None = None) -> None:
        setup = GameSetup(game, 4, 11, tuple(SeatSetup("", PERSON) for _ in range(4)),
                          options or {"deal_limit": 1})
        self.referee = Referee("t1", setup)
        self.sent: list[tuple[list[Action], int]] = []
        self.session = RemoteSession(lambda actions, log: self.sent.append((list(actions),
                                                                             log)))
        self.rng = random.Random(3)
        self.now = 0.0

    def say(self, account: str, kind: str, **fields) -> None:
        self.now += 1
        self.deliver(self.referee.receive(account, encode(request(kind, **fields)), self.now))

    def deliver(self, out) -> None:
        """Pass my messages to the session (through JSON, as the link reads them) and let the
        others answer their turns."""
        later = []
        for account, message in out:
            if account == "me":
                self.session.take(decode(encode(message), FROM_SERVER, limit=None))
            elif (message["type"] == "turn" and message.get("actions")
                  and ACCOUNTS[message["seat"]] == account):
                later.append((account, message))
        for account, message in later:
            self.say(account, "act", actions=[self.rng.choice(message["actions"])],
                     log=len(self.referee.session.log))

    def sit_everyone(self) -> None:
        for seat, account in enumerate(ACCOUNTS):
            self.say(account, "join", table="t1", seat=seat)

    def send_mine(self) -> None:
        """Hand the decision the session sent to the referee."""
        actions, log = self.sent.pop()
        self.say("me", "act", actions=actions, log=log)

    def show_all(self) -> list:
        steps = []
        while self.session.waiting:
            steps.append(self.session.next_step())
        return steps


def test_the_deal_is_the_first_step_and_draws_the_table_afresh():
    table = Table()
    table.sit_everyone()
    session = table.session
    assert session.setup.person == ME and session.setup.game_id == "black-lady"
    assert not session.begun and not session.caught_up
    first = session.next_step()
    assert first.fresh and first.log == 0 and any(isinstance(e, Dealt) for e in first.events)
    dealt = next(e for e in first.events if isinstance(e, Dealt))
    assert all(c == -1 for seat, hand in enumerate(dealt.hands) if seat != ME for c in hand)
    assert session.state.view(ME) is first.view
    with pytest.raises(ValueError):
        session.view(0)


def play_my_part(table: Table, decisions: int | None = None) -> None:
    """Show everything and answer my turns, ``decisions`` times or to the end."""
    session = table.session
    while decisions is None or decisions > 0:
        table.show_all()
        if session.over is not None:
            return
        assert session.my_turn
        state = session.state
        legal = state.legal_actions()
        assert legal and all(state.is_legal(a) for a in legal)
        if state.phase is Phase.PASS:
            chosen: Sequence[Action] = sorted(legal)[:3]
        else:
            chosen = [legal[0]]
        assert session.decide(chosen) == []
        assert not session.my_turn
        table.send_mine()
        decisions = None if decisions is None else decisions - 1


def test_a_whole_game_ends_with_the_server_s_scores():
    table = Table()
    table.sit_everyone()
    play_my_part(table)
    over = table.session.over
    assert over is not None and table.session.state.is_over
    assert list(over.scores) == list(table.referee.session.state.scores)
    assert over.winners == table.referee.session.state.winners
    assert len(table.session.state.log) == len(table.referee.session.log)
    past = table.session.past_events(ME)
    assert isinstance(past[-1], GameOver)


def test_turn_words_and_refusals_come_from_the_server():
    table = Table()
    table.sit_everyone()
    table.show_all()
    session = table.session
    state = session.state
    assert state.phase is Phase.PASS and session.my_turn
    card = state.legal_actions()[0]
    assert state.describe_action(card)
    with pytest.raises(IllegalAction):
        session.decide([9999])
    assert session.my_turn and not table.sent
    session.decide(sorted(state.legal_actions())[:3])
    assert table.sent and not session.my_turn
    session.refused()  # the server said no: the question stands again
    assert session.my_turn


def test_a_table_joined_again_mid_game_is_drawn_afresh_with_its_past_for_the_log():
    table = Table()
    table.sit_everyone()
    play_my_part(table, decisions=2)
    table.show_all()
    shown = table.session.state.view(ME)
    table.now += 1
    table.deliver(table.referee.drop("me", table.now))
    table.deliver(table.referee.arrive("me", table.now))
    steps = table.show_all()
    assert len(steps) == 1 and steps[0].fresh and steps[0].events == ()
    assert steps[0].view == shown
    assert any(isinstance(e, Dealt) for e in table.session.past_events(ME))
    assert table.session.my_turn
    play_my_part(table)
    assert table.session.over is not None


def test_while_seated_as_a_spectator_nothing_of_the_game_is_taken_for_the_seat_s():
    table = Table()
    table.sit_everyone()
    play_my_part(table, decisions=1)
    table.show_all()
    shown = table.session.state.view(ME)
    seated = json.loads(encode({"v": 1, "type": "seated", "table": "t1", "seat": -1,
                                "game": "black-lady", "names": ACCOUNTS, "players": 4,
                                "preset": None, "options": {}, "table_options": {}}))
    table.session.take(seated)
    assert table.session.watching
    table.session.take({"type": "table", "view": {}, "log": 99})  # a public view: not read
    assert table.session.waiting == 0 and table.session.state.view(ME) == shown

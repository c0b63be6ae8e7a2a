"""Who sits where as people drop and come back, by the seed's clock, with short windows: a
seat held for its player (``hold``), then open to the owner's friends (``friends``), then to
anyone not black-listed, and played by the computer after ``computer`` seconds; the owner who
returns takes the seat back at once from the computer and at the next deal from a substitute;
the time per move; and the settlement that charges each seat's owner, whoever played it.

Black Lady of two deals: seats 0 to 2 are people (``p0`` … ``p2``), seat 3 a computer player.
``p1``'s friend is ``fred``, ``bob`` is on its black list, ``sam`` is neither. The clock is a
number the test passes in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from cardtable.engine.protocol import Phase
from cardtable.engine.visibility import HIDDEN, PUBLIC
from cardtable.net.accounts import Accounts
from cardtable.net.referee import Referee
from cardtable.net.seats import TableOptions
from cardtable.net.table_play import Out, settlement
from cardtable.storage.saves import plain_data

from .table import TABLE, act, kinds, last, referee, seat_everyone, send

HOLD, FRIENDS, COMPUTER = 3, 5, 8
DROP = 100.0  # when p1 drops, in the tests that drop it


@pytest.fixture(scope="module")
def accounts() -> Accounts:
    made = Accounts(":memory:")
    for name in ("p0", "p1", "p2", "fred", "bob", "sam"):
        made.sign_in(name, "secret-" + name)
    made.mark("p1", "fred", "friend")
    made.mark("p1", "bob", "blocked")
    return made


def table(accounts: Accounts, deals: int = 2, **options: Any) -> Referee:
    """Everyone seated at time 0."""
    ref = referee("black-lady", seed=5, players=4, options={"deal_limit": deals},
                  table_options=TableOptions(hold=HOLD, friends=FRIENDS, computer=COMPUTER,
                                             **options),
                  may_substitute=accounts.may_substitute)
    seat_everyone(ref, 0.0)
    return ref


@pytest.fixture
def ref(accounts: Accounts) -> Referee:
    """Mid-deal: the pass is over, some tricks are played, and seat 1 (``p1``) is to act."""
    table_ = table(accounts)
    play(table_, lambda r: r.session.phase is Phase.PLAY and len(r.session.log) > 20
         and r.session.to_act == 1, 0.0)
    return table_


def play(ref: Referee, stop: Callable[[Referee], bool], now: float) -> list[Out]:
    """Whoever plays the seat to act plays its first legal action until ``stop``."""
    out: list[Out] = []
    s = ref.session
    assert s is not None
    for _ in range(500):
        if stop(ref) or s.is_over:
            return out
        player = ref.seats[s.to_act].player
        assert player is not None and ref.seats[s.to_act].away_since is None
        out += act(ref, player, s.legal_actions()[0], now=now)
    raise AssertionError("the table never came to the moment wanted")


def one_move(ref: Referee, now: float) -> list[Out]:
    """The seat to act plays one action."""
    start = len(ref.session.log)
    return play(ref, lambda r: len(r.session.log) > start, now)


def snapshot(ref: Referee) -> tuple[Any, ...]:
    s = ref.session
    return (list(s.log), [x.plain() for x in ref.seats], sorted(ref.watchers), s.to_act,
            [list(x) for x in ref.stand_ins])


def refused(ref: Referee, account: str, seat: int, now: float, code: str) -> None:
    """``account`` may not sit in ``seat`` at ``now``, and nothing changes."""
    before = snapshot(ref)
    out = send(ref, account, "join", now, table=TABLE, seat=seat)
    assert [(a, m["type"], m["code"]) for a, m in out] == [(account, "error", code)]
    assert snapshot(ref) == before


def seat_said(out: list[Out], seat: int) -> dict[str, Any]:
    """The last word everyone got about ``seat``."""
    said = [m for _, m in out if m["type"] == "seats"]
    assert said, "no seats message"
    return said[-1]["seats"][seat]


# ---- the owner within hold --------------------------------------------------------------

def test_a_player_back_within_hold_has_the_same_seat_and_view_and_plays_on(ref):
    before = plain_data(ref.session.view(1))
    log = len(ref.session.log)
    out = ref.drop("p1", DROP)
    assert {a for a, _ in out} == {"p0", "p2"}  # p1 is gone: nobody writes to it
    said = seat_said(out, 1)
    assert (said["here"], said["player"]) == (False, "p1")
    assert (said["hold"], said["friends"], said["computer_in"]) == (HOLD, FRIENDS, COMPUTER)
    assert said["computer"] is False  # not the countdown: the computer does not play it yet
    assert ref.tick(DROP + HOLD) == [] and len(ref.session.log) == log
    out = ref.arrive("p1", DROP + HOLD - 0.5)
    assert kinds(out, "p1") == ["seated", "events", "table", "turn", "seats"]
    assert last(out, "p1", "seated")["seat"] == 1
    assert last(out, "p1", "table") == {"v": 1, "type": "table", "view": before, "log": log}
    assert last(out, "p1", "turn")["actions"] == ref.session.legal_actions()
    assert seat_said(out, 1)["here"] is True
    one_move(ref, DROP + 4)
    assert len(ref.session.log) == log + 1 and ref.session.to_act != 1
    assert ref.stand_ins == []


def test_a_player_who_joins_its_own_seat_again_within_hold_sits_as_before(ref):
    before = plain_data(ref.session.view(1))
    ref.drop("p1", DROP)
    out = send(ref, "p1", "join", DROP + 1, table=TABLE, seat=1)
    assert last(out, "p1", "table")["view"] == before
    assert ref.seat_of("p1") == 1 and ref.seats[1].away_since is None


def test_nobody_else_sits_in_a_held_seat(ref):
    ref.drop("p1", DROP)
    for account in ("fred", "sam", "bob"):
        refused(ref, account, 1, DROP + HOLD - 0.1, "seat-held")
    refused(ref, "sam", 0, DROP + HOLD + 1, "seat-held")  # p0 is here: its seat is held


# ---- substitutes --------------------------------------------------------------------------

def test_after_hold_only_a_friend_may_substitute(ref):
    ref.drop("p1", DROP)
    refused(ref, "sam", 1, DROP + HOLD, "not-allowed")
    refused(ref, "bob", 1, DROP + HOLD, "not-allowed")
    log = len(ref.session.log)
    out = send(ref, "fred", "join", DROP + HOLD, table=TABLE, seat=1)
    assert kinds(out, "fred")[:4] == ["seated", "events", "table", "turn"]
    assert last(out, "fred", "table")["view"] == plain_data(ref.session.view(1))
    assert last(out, "fred", "turn")["actions"] == ref.session.legal_actions()
    assert (ref.seats[1].owner, ref.seats[1].player) == ("p1", "fred")
    assert ref.stand_ins == [[1, "fred", log, None]]
    assert seat_said(out, 1)["name"] == "p1"  # the plate keeps the owner's name
    one_move(ref, DROP + HOLD + 1)
    assert len(ref.session.log) == log + 1


def test_after_friends_anyone_not_black_listed_may_substitute(ref):
    ref.drop("p1", DROP)
    refused(ref, "sam", 1, DROP + FRIENDS - 0.1, "not-allowed")
    refused(ref, "bob", 1, DROP + FRIENDS, "not-allowed")
    refused(ref, "bob", 1, DROP + COMPUTER + 50, "not-allowed")
    refused(ref, "p0", 1, DROP + FRIENDS, "seated-elsewhere")
    out = send(ref, "sam", "join", DROP + FRIENDS, table=TABLE, seat=1)
    assert last(out, "sam", "seated")["seat"] == 1
    assert ref.seat_of("sam") == 1 and ref.seats[1].owner == "p1"


def test_a_substitute_who_leaves_frees_the_seat_for_another(ref):
    ref.drop("p1", DROP)
    log = len(ref.session.log)
    send(ref, "fred", "join", DROP + HOLD, table=TABLE, seat=1)
    send(ref, "fred", "leave", DROP + 6)
    assert ref.seats[1].player is None and ref.stand_ins == [[1, "fred", log, log]]
    refused(ref, "sam", 1, DROP + 6 + HOLD - 1, "seat-held")
    send(ref, "sam", "join", DROP + 6 + FRIENDS, table=TABLE, seat=1)
    assert ref.stand_ins == [[1, "fred", log, log], [1, "sam", log, None]]


# ---- the computer -------------------------------------------------------------------------

def test_the_computer_takes_a_seat_left_too_long_and_the_game_goes_on(ref):
    ref.drop("p1", DROP)
    log = len(ref.session.log)
    assert ref.next_deadline() == DROP + COMPUTER
    assert ref.tick(DROP + COMPUTER - 0.1) == []
    out = ref.tick(DROP + COMPUTER)
    assert ref.seats[1].computer is True and ref.seats[1].player == "p1"
    assert ref.stand_ins == [[1, "computer", log, None]]
    assert len(ref.session.log) > log and ref.session.to_act in (0, 2)
    assert last(out, "p0", "turn")["seat"] == ref.session.to_act
    assert seat_said(out, 1)["computer"] is True
    said = seat_said(out, 1)
    assert (said["hold"], said["friends"], "computer_in" in said) == (0, 0, False)
    play(ref, lambda r: r.session.is_over, DROP + COMPUTER + 1)
    assert ref.session.is_over


def test_anyone_allowed_may_still_take_the_seat_from_the_computer(ref):
    ref.drop("p1", DROP)
    ref.tick(DROP + COMPUTER)
    log = len(ref.session.log)
    refused(ref, "bob", 1, DROP + COMPUTER + 1, "not-allowed")
    send(ref, "sam", "join", DROP + COMPUTER + 1, table=TABLE, seat=1)
    assert (ref.seats[1].player, ref.seats[1].computer) == ("sam", False)
    assert ref.stand_ins[-2:] == [[1, "computer", ref.stand_ins[0][2], log],
                                  [1, "sam", log, None]]


def test_the_owner_takes_the_seat_back_from_the_computer_at_once(ref):
    ref.drop("p1", DROP)
    ref.tick(DROP + COMPUTER)
    log = len(ref.session.log)
    start = ref.stand_ins[0][2]
    out = ref.arrive("p1", DROP + COMPUTER + 2)
    assert last(out, "p1", "seated")["seat"] == 1
    assert last(out, "p1", "table")["view"] == plain_data(ref.session.view(1))
    assert (ref.seats[1].player, ref.seats[1].computer) == ("p1", False)
    assert ref.stand_ins == [[1, "computer", start, log]]
    play(ref, lambda r: r.session.to_act == 1, DROP + COMPUTER + 3)
    assert ref.seats[1].computer is False  # the computer did not play p1's turn
    out = one_move(ref, DROP + COMPUTER + 4)
    assert ref.stand_ins == [[1, "computer", start, log]]


def test_the_owner_takes_the_seat_back_from_a_substitute_at_the_next_deal(accounts):
    ref = table(accounts)
    play(ref, lambda r: r.session.phase is Phase.PLAY and r.session.to_act == 1, 0.0)
    ref.drop("p1", DROP)
    start = len(ref.session.log)
    send(ref, "fred", "join", DROP + HOLD, table=TABLE, seat=1)
    out = send(ref, "p1", "join", DROP + HOLD + 1, table=TABLE, seat=1)
    assert last(out, "p1", "seated")["seat"] == PUBLIC
    assert last(out, "p1", "table")["view"] == plain_data(ref.session.state.public_view())
    assert (ref.seats[1].player, ref.seats[1].returning) == ("fred", True)
    assert seat_said(out, 1)["returning"] is True
    before = snapshot(ref)  # p1 may not play before the deal
    out = send(ref, "p1", "act", DROP + HOLD + 2, actions=ref.session.legal_actions()[:1],
               log=len(ref.session.log))
    assert [(a, m["code"]) for a, m in out] == [("p1", "watching")]
    assert snapshot(ref) == before
    deal = ref.session.view(0).deal
    while True:
        # Until the deal ends fred plays seat 1 and p1 watches it as a spectator.
        assert ref.seat_of("fred") == 1 and ref.seat_of("p1") is None
        out = one_move(ref, DROP + 10)
        if ref.session.view(0).deal != deal:
            break
        assert not dealt(out, "fred") and not dealt(out, "p1")
        assert tables_seen(out, "p1") == [PUBLIC] * len(tables_seen(out, "p1"))
    # The moment is the decision whose events hold the new deal: p1 is told them from its own
    # seat (its new hand, nobody else's) and sees every table from seat 1 from there on, fred
    # as a spectator; before it, p1 saw the last tricks as a spectator.
    end = len(ref.session.log)
    mine = [m for a, m in out if a == "p1"]
    moment = next(k for k, m in enumerate(mine) if m["type"] == "events"
                  and any(e["event"] == "Dealt" for e in m["events"]))
    seen = [(k, m["view"]["seat"]) for k, m in enumerate(mine) if m["type"] == "table"]
    assert [seat for k, seat in seen if k < moment] == [PUBLIC] * sum(k < moment for k, _ in seen)
    assert [seat for k, seat in seen if k > moment] == [1] * sum(k > moment for k, _ in seen)
    assert any(k > moment for k, _ in seen)
    hands = dealt(out, "p1")
    assert hands[1] == list(ref.session.view(1).hand) != []
    assert all(c == HIDDEN for seat, h in enumerate(hands) if seat != 1 for c in h)
    assert all(c == HIDDEN for h in dealt(out, "fred") for c in h)
    assert last(out, "p1", "table")["view"] == plain_data(ref.session.view(1))
    assert last(out, "fred", "table")["view"] == plain_data(ref.session.state.public_view())
    assert ref.stand_ins == [[1, "fred", start, end]]
    assert (ref.seats[1].player, ref.seats[1].returning) == ("p1", False)
    assert ref.seat_of("fred") is None and ref.watchers == {"fred"}
    play(ref, lambda r: r.session.to_act == 1, DROP + 11)
    one_move(ref, DROP + 12)
    assert ref.stand_ins == [[1, "fred", start, end]]


def tables_seen(out: list[Out], account: str) -> list[int]:
    """The seats whose eyes the table messages to ``account`` show."""
    return [m["view"]["seat"] for a, m in out if a == account and m["type"] == "table"]


def dealt(out: list[Out], account: str) -> list[list[int]]:
    """The hands in the Dealt event ``account`` was told of, or [] if none."""
    found = [e["hands"] for a, m in out if a == account and m["type"] == "events"
             for e in m["events"] if e["event"] == "Dealt"]
    assert len(found) <= 1
    return found[0] if found else []


# ---- the time per move --------------------------------------------------------------------

def test_the_move_timer_plays_for_a_person_whose_time_is_up(accounts):
    ref = table(accounts, move=5)
    assert ref.session.to_act == 0 and ref.session.log == []
    first = ref.session.legal_actions()
    assert ref.next_deadline() == 5
    assert ref.tick(4.9) == [] and ref.session.log == []
    out = ref.tick(5.0)
    assert len(ref.session.log) == 1 and ref.session.log[0] in first
    assert ref.stand_ins == [[0, "computer", 0, 1]]
    assert ref.seats[0].computer is False and ref.seats[0].player == "p0"
    turn = last(out, "p0", "turn")
    assert turn["seat"] == 0 and turn["seconds"] == 5 and turn["actions"]
    assert ref.next_deadline() == 10
    act(ref, "p0", ref.session.legal_actions()[0], now=7)  # p0 answers in time
    assert ref.stand_ins == [[0, "computer", 0, 1]] and len(ref.session.log) == 2
    assert ref.next_deadline() == 12


# ---- the settlement -----------------------------------------------------------------------

def test_settlement_by_hand():
    # Seat 0 against the others: (10-20) + (10-40) + (10-30) = -60 points, and so on.
    assert settlement([10, 20, 40, 30], 1, False) == [-60, -20, 60, 20]
    assert settlement([10, 20, 40, 30], 1, True) == [60, 20, -60, -20]
    assert settlement([10, 20, 40, 30], 2, True) == [120, 40, -120, -40]
    assert settlement([7, 7, 7], 5, False) == [0, 0, 0]
    assert settlement([0, 26], 3, True) == [78, -78]
    assert settlement([10, 20, 40, 30], 0, False) == [0, 0, 0, 0]


def test_a_substitute_plays_but_the_owner_is_charged(accounts):
    ref = table(accounts, deals=1, stake=2)
    play(ref, lambda r: r.session.phase is Phase.PLAY and r.session.to_act == 1, 0.0)
    ref.drop("p1", DROP)
    start = len(ref.session.log)
    send(ref, "fred", "join", DROP + HOLD, table=TABLE, seat=1)
    out = play(ref, lambda r: r.session.is_over, DROP + 4)
    scores = list(ref.session.state.scores)
    money = settlement(scores, 2, True)
    assert sum(money) == 0 and any(money)
    lowest = min(range(4), key=lambda seat: scores[seat])
    assert money[lowest] == max(money) > 0  # the fewest points win in Black Lady
    assert ref.charges() == [(0, "p0", money[0]), (1, "p1", money[1]), (2, "p2", money[2]),
                             (3, None, money[3])]
    over = last(out, "fred", "over")
    assert over == last(out, "p0", "over")
    assert over["scores"] == scores
    assert over["settlement"] == [{"seat": s, "owner": o, "amount": m}
                                  for s, o, m in ref.charges()]
    assert over["stand_ins"] == [[1, "fred", start, len(ref.session.log)]]
    assert "fred" not in [o for _, o, _ in ref.charges()]


def test_one_who_drops_before_the_game_begins_is_waited_for_by_the_clock(accounts):
    ref = referee("ugly", players=3, options={},
                  table_options=TableOptions(hold=HOLD, friends=FRIENDS, computer=COMPUTER),
                  may_substitute=accounts.may_substitute)
    send(ref, "p0", "join", 0.0, table=TABLE, seat=0)
    assert ref.drop("p0", DROP) == []  # nobody else is here yet
    out = send(ref, "p1", "join", DROP + 1, table=TABLE, seat=1)
    assert ref.begun and "p0" not in {a for a, _ in out}
    assert seat_said(out, 0)["here"] is False
    assert ref.next_deadline() == DROP + COMPUTER
    refused(ref, "sam", 0, DROP + HOLD - 1, "seat-held")
    ref.tick(DROP + COMPUTER)
    assert ref.seats[0].computer and ref.session.to_act == 1  # seat 0's moves were played
    out = ref.arrive("p0", DROP + COMPUTER + 1)
    assert last(out, "p0", "table")["view"] == plain_data(ref.session.view(0))
    assert not ref.seats[0].computer

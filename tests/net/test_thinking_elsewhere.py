"""A table and the hub whose costly work (computer players, hints, password hashes) is done
elsewhere and answered later, as the server's worker pool does: here the answers come when the
test says, so that what happens meanwhile can be played out exactly."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from cardtable.net.referee import Out
from cardtable.net.seats import TableOptions
from cardtable.net.table_play import TableMoved
from cardtable.net.thinking import computer_move

from .table import TABLE, act, kinds, referee, send
from .test_hub import Server


class Later:
    """Thinking that answers when ``answer`` is called, in the order asked."""

    def __init__(self) -> None:
        self.asked: list[tuple[Callable[..., Any], Sequence[Any], Callable[[Any], None]]] = []

    def submit(self, work: Callable[..., Any], args: Sequence[Any],
               done: Callable[[Any], None]) -> None:
        self.asked.append((work, args, done))

    def answer(self, result: Any = ...) -> None:
        work, args, done = self.asked.pop(0)
        done(work(*args) if result is ... else result)


def later_table(**options: Any) -> tuple[Any, Later, list[Out]]:
    """An Ugly table (seats 0 and 1 people, seat 2 a computer) thinking later, and what its
    news said."""
    ref = referee("ugly", players=3, table_options=TableOptions(**options))
    thinking, news = Later(), []
    ref.thinking, ref.news = thinking, news.extend
    for seat in (0, 1):
        send(ref, f"p{seat}", "join", table=TABLE, seat=seat)
    return ref, thinking, news


def advance_to(ref: Any, thinking: Later, seat: int | None = None) -> None:
    """Answer the computer and let the people play their first legal actions until ``seat``
    (or any person, when None) is asked to act and nothing is being thought about."""
    s = ref.session
    for _ in range(1000):
        if thinking.asked:
            thinking.answer()
        elif seat is None or s.to_act == seat:
            return
        else:
            act(ref, f"p{s.to_act}", s.legal_actions()[0])
    raise AssertionError("the seat was never asked")


def test_the_computer_s_move_comes_later_and_everyone_is_told_whose_turn_meanwhile():
    ref, thinking, news = later_table()
    s = ref.session
    assert s.to_act == 2 and len(thinking.asked) == 1  # the computer names trumps first
    assert thinking.asked[0][0] is computer_move
    ref.tick(ref.now + 60)  # nothing asks twice for the same moment
    assert len(thinking.asked) == 1
    thinking.answer()
    assert len(s.log) == 1 and kinds(news)[:2] == ["events", "table"]
    assert news[-1][1]["type"] == "turn" and news[-1][1]["seat"] == s.to_act
    assert len(thinking.asked) == (1 if s.to_act == 2 else 0)  # asked again if it goes on


def test_a_move_found_after_the_owner_took_the_seat_back_is_dropped():
    ref, thinking, news = later_table(computer=30)
    s = ref.session
    advance_to(ref, thinking, 1)
    ref.drop("p1", ref.now)
    log = len(s.log)
    ref.tick(ref.now + 31)  # the computer takes p1's seat and is asked for its move
    assert thinking.asked and len(s.log) == log
    out = ref.arrive("p1", ref.now + 32)  # p1 is back before the move is found
    assert [m for a, m in out if a == "p1" and m["type"] == "turn"][-1].get("actions")
    news.clear()
    thinking.answer()
    assert len(s.log) == log and news == []  # the late move counts for nothing
    act(ref, "p1", s.legal_actions()[0])
    assert len(s.log) == log + 1


def test_a_worker_that_fails_is_answered_by_a_quick_move():
    ref, thinking, _ = later_table()
    thinking.answer(None)  # what the pool answers when the work failed
    assert len(ref.session.log) == 1


def test_a_hint_found_after_the_person_moved_is_not_said():
    ref, thinking, news = later_table(hints=True)
    s = ref.session
    advance_to(ref, thinking)
    person = s.to_act
    news.clear()
    assert send(ref, f"p{person}", "hint") == []
    thinking.answer()
    assert [m["type"] for _, m in news] == ["hint"]
    news.clear()
    send(ref, f"p{person}", "hint")
    act(ref, f"p{person}", s.legal_actions()[0])
    thinking.answer()
    assert "hint" not in kinds(news)


def test_a_password_is_checked_later_and_one_sign_in_at_a_time():
    server = Server()
    server.sign_in("ann")
    thinking, later = Later(), []
    server.hub.thinking, server.hub.send_later = thinking, later.extend
    number = server.connect()
    assert server.send(number, "hello", nickname="ann", password="secret-ann") == []
    assert server.refused(number, "signing-in", "hello", nickname="ann", password="x")
    thinking.answer()
    assert [m["type"] for n, m in later if n == number] == ["welcome"]
    gone = server.connect()
    server.send(gone, "hello", nickname="ann", password="secret-ann")
    server.hub.disconnect(gone)
    later.clear()
    thinking.answer()
    assert later == []  # nobody left to tell


def test_a_move_found_after_another_process_took_the_table_is_neither_kept_nor_told():
    """In a service of several processes: the table was taken over while the computer
    thought (this process stalled past its lease). Its recorder refuses the move; the table
    says it was moved, and nobody is told anything."""
    ref, thinking, news = later_table()
    moved: list[str] = []
    ref.moved = moved.append

    class TakenOver:
        def decided(self, table: str, start: int, actions: Sequence[int]) -> None:
            raise TableMoved(table)

        def seated(self, table: str, description: dict[str, Any]) -> None:
            raise TableMoved(table)

    log = len(ref.session.log)
    ref.recorder = TakenOver()
    thinking.answer()
    assert moved == [TABLE] and news == [] and len(ref.session.log) == log

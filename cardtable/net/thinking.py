"""The work that would hold up every table if the server's one event loop did it: a computer
player's search, a hint, a password's hash.

The loop only routes messages. What costs CPU goes to a pool of worker processes (one for each
core), as a plain function of plain data, and its answer comes back to the loop, where the
table or the hub goes on from it. A process rather than a thread, because Python runs one
thread's code at a time: a search in a thread would still stall the loop.

``Thinking`` is what a table or the hub asks for: ``submit(work, args, done)``. ``AtOnce``
does the work there and then (the tests that drive a table or the hub message by message, and
a table being resumed); the server gives ``Pool``, which answers later.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import os
import sys
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any, Protocol

from ..ai import make_bot
from ..ai.base import give_thinking_time
from ..engine.protocol import Action
from ..engine.rng import Rng
from ..storage.plain import view_from_plain

HINT_MS = 300
"""How long the Expert thinks about a hint."""
WORKER_NICENESS = 10
ORPHAN_CHECK_SECONDS = 1.0

Done = Callable[[Any], None]
"""What to do with the work's answer, on the loop (None when the work failed)."""


class Thinking(Protocol):
    """Where costly work is done; see the module docstring."""

    def submit(self, work: Callable[..., Any], args: Sequence[Any], done: Done) -> None: ...


class AtOnce:
    """Does the work at once, in the caller's thread: ``done`` has run when ``submit``
    returns."""

    def submit(self, work: Callable[..., Any], args: Sequence[Any], done: Done) -> None:
        done(work(*args))


class Pool:
    """Worker processes for the server's event loop; ``done`` is called on the loop. The
    workers are started afresh (not forked from a process with a loop and a database open)
    and run at a lower priority than the loop, so that a move is routed at once even while
    every core searches."""

    def __init__(self, workers: int | None = None) -> None:
        self.executor = ProcessPoolExecutor(max_workers=workers or os.cpu_count() or 1,
                                            mp_context=multiprocessing.get_context("spawn"),
                                            initializer=_start_worker,
                                            initargs=(os.getpid(),))

    def submit(self, work: Callable[..., Any], args: Sequence[Any], done: Done) -> None:
        loop = asyncio.get_running_loop()
        future = self.executor.submit(work, *args)
        future.add_done_callback(lambda f: loop.call_soon_threadsafe(_answer, f, done))

    def close(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)


def _start_worker(server: int) -> None:
    """A worker gives way to the server's loop (where the system allows), and ends when the
    server is gone: a server killed outright closes no pipe a worker would notice (each holds
    both ends of its queue), and its workers would otherwise wait for ever."""
    with contextlib.suppress(AttributeError, OSError):
        os.nice(WORKER_NICENESS)
    threading.Thread(target=_end_with, args=(server,), daemon=True).start()


def _end_with(server: int) -> None:
    """Look every second whether the server that started this worker is still its parent."""
    while os.getppid() == server:
        time.sleep(ORPHAN_CHECK_SECONDS)
    os._exit(0)


def _answer(future: Future[Any], done: Done) -> None:
    """Hand the answer to ``done``; a failed piece of work is said on standard error and
    answered with None, which the asker treats as "no answer" (a table falls back on a quick
    move rather than waiting for ever)."""
    error = future.exception()
    if error is not None:
        print(f"cardtable-server: work failed: {type(error).__name__}: {error}",
              file=sys.stderr)
    done(None if error is not None else future.result())


def computer_move(game_id: str, kind: str, view: Any, legal: Sequence[Action], seed: int
                  ) -> Action:
    """The move a computer player of ``kind`` makes from ``view``, its seat's view alone as
    plain data (as a client is sent it: a view holds read-only mappings, which cannot be
    handed to another process as they are)."""
    return make_bot(kind, game_id).choose(view_from_plain(game_id, view), legal, Rng(seed))


def hint_move(game_id: str, view: Any, legal: Sequence[Action], seed: int) -> Action:
    """The Expert's move for a person's seat, from that seat's view alone (plain data)."""
    expert = make_bot("expert", game_id)
    give_thinking_time(expert, HINT_MS)
    return expert.choose(view_from_plain(game_id, view), legal, Rng(seed))

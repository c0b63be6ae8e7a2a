"""Weights for the U-G-O evaluation, tried in play: the Normal player's one-step policy with
changed weights against Normal as it is, over duplicate duels.

    .venv/bin/python bench/tune_ugo.py --weights expert --boards 2000 --jobs 2
    .venv/bin/python bench/tune_ugo.py --set king=2.0 --set incoming=0.35 --boards 2000

This is how the Expert's weights (``ugo_expert.EXPERT_WEIGHTS``) were found: one weight at a
time halved or doubled, the changes that helped combined, and the combination checked again on
boards it was not chosen on (``--first``). A one-step player with new weights plays a duel in
a few milliseconds, so thousands of duels take a minute, where the Expert's own search would
take hours; the tournament (``tournament.py --game ugo --a expert --b rule``) then measures
the Expert with the weights chosen.

Each board is one game seed played twice, the tried weights in each seat in turn. The figure
is the tried player's place minus Normal's, per game (lower is better: -1 would be every game
won), with a 95% confidence interval over the boards.
"""

from __future__ import annotations

import argparse
import dataclasses
import multiprocessing
import sys
import time

from tournament import board_seed, interval

from cardtable.engine.cards import ACE
from cardtable.engine.registry import get
from cardtable.engine.rng import Rng
from cardtable.games.ugo.ai.expert import EXPERT_WEIGHTS
from cardtable.games.ugo.ai.model import NORMAL, Weights
from cardtable.games.ugo.ai.normal import UgoBot
from cardtable.games.ugo.roles import EIGHT, JACK, KING, QUEEN, TEN

NAMED = {"normal": NORMAL, "expert": EXPERT_WEIGHTS}
CARDS = {"ace": ACE, "king": KING, "queen": QUEEN, "jack": JACK, "ten": TEN, "eight": EIGHT}
FIELDS = {f.name: f.type for f in dataclasses.fields(Weights) if f.name != "keep"}


def changed(weights: Weights, settings: list[str]) -> Weights:
    """``weights`` with each ``name=value`` applied: a field of ``Weights``, or a special
    card's worth in hand by its name (``king=2.0``)."""
    keep = dict(weights.keep)
    fields: dict[str, float | int] = {}
    for setting in settings:
        name, _, value = setting.partition("=")
        if name in CARDS:
            keep[CARDS[name]] = float(value)
        elif name == "shortlist":
            fields[name] = int(value)
        elif name in FIELDS:
            fields[name] = float(value)
        else:
            raise SystemExit(f"unknown weight {name!r}: one of {sorted([*CARDS, *FIELDS])}")
    return dataclasses.replace(weights, keep=keep, **fields)


def describe(weights: Weights) -> str:
    """The weights as the ``--set`` options would spell them."""
    names = {rank: name for name, rank in CARDS.items()}
    keep = [f"{names[r]}={v}" for r, v in sorted(weights.keep.items(), reverse=True)]
    return " ".join(keep + [f"{f}={getattr(weights, f)}" for f in FIELDS])


def play(seed: int, bots: list[UgoBot]) -> tuple[int, ...]:
    """One duel with ``bots`` in the seats; the places."""
    streams = Rng(seed ^ 0x5EA75)
    rngs = [streams.fork() for _ in bots]
    state = get("ugo").new_game(None, seed, len(bots), None)
    while not state.is_over:
        seat = state.to_act
        legal = state.legal_actions()
        action = legal[0] if len(legal) == 1 else bots[seat].choose(
            state.view(seat), legal, rngs[seat])
        state.step(action)
    return state.sheet[0].points


def play_board(job: tuple[Weights, int, int]) -> float:
    """The tried weights' place minus Normal's, per game, on one board."""
    weights, seed, board = job
    tried, normal = UgoBot(weights), UgoBot()
    game_seed = board_seed(seed, board)
    first = play(game_seed, [tried, normal])
    second = play(game_seed, [normal, tried])
    return ((first[0] - first[1]) + (second[1] - second[0])) / 2


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--weights", choices=sorted(NAMED), default="expert",
                        help="the weights to start from (expert)")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                        help="change one weight (repeatable)")
    parser.add_argument("--boards", type=int, default=1000, help="duplicate duels (1000)")
    parser.add_argument("--first", type=int, default=0, help="first board (0)")
    parser.add_argument("--seed", type=int, default=777, help="seed of the boards (777)")
    parser.add_argument("--jobs", type=int, default=1, help="processes (1)")
    args = parser.parse_args(argv)
    weights = changed(NAMED[args.weights], args.set)
    jobs = [(weights, args.seed, b) for b in range(args.first, args.first + args.boards)]
    start = time.perf_counter()
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            diffs = pool.map(play_board, jobs, chunksize=20)
    else:
        diffs = [play_board(job) for job in jobs]
    mean, half = interval(diffs)
    print(describe(weights))
    print(f"place minus Normal's per game: {mean:+.3f} ± {half:.3f} "
          f"({len(diffs)} boards, {time.perf_counter() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""How long a computer player takes to decide, per level and per game.

    .venv/bin/python bench/decisions.py                        # every game, every level
    .venv/bin/python bench/decisions.py --game black-lady --positions 200 --budget-ms 250

The positions come from seeded games of random legal moves (four players and each game's
default preset, two for U-G-O, as ``engine_speed.py`` drives them): every decision of those
games is kept with a chance of one in eight until ``--positions`` are collected, so they spread
over whole games (passes and bids as well as plays). Every level then decides every position,
and each decision is timed from building the seat's view to the bot's answer, which is what a
table waits for.

A decision with a single legal action (a forced move) is counted apart: the Expert answers it at
once, and its figure is how long "at once" takes. The Expert's budget is wall-clock time
(``--budget-ms``, the app's default 250 ms); it begins a world only when, at its pace so far,
the world ends within the budget, so the worst decisions show how closely it keeps to it.
The report gives the median, the 95th percentile and the worst decision, and for the Expert the
mean number of worlds it looked at.

U-G-O's Expert searches its turn on a model of the table and then tries its best moves in
sampled worlds; its worlds are counted the same way.
Nothing here fails because a machine is slow; an illegal answer does stop the run.
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import statistics
import sys
import time
from typing import Any

from engine_speed import GAMES, PLAYERS, PLAYERS_OF

from cardtable.ai import make_bot
from cardtable.ai.base import Bot, Thinker, give_thinking_time
from cardtable.engine.registry import get
from cardtable.engine.rng import Rng

LEVELS = ("easy", "rule", "expert")
LEVEL_NAMES = {"easy": "Easy", "rule": "Normal", "expert": "Expert"}
KEEP_ONE_IN = 8  # a decision of the random games is kept with this chance, to spread them


def positions(game_id: str, count: int, seed: int) -> list[Any]:
    """``count`` game states at a decision, from seeded games of random legal moves."""
    rules = get(game_id)
    preset = GAMES[game_id][0]
    players = PLAYERS_OF.get(game_id, PLAYERS)
    seeds = Rng(seed)
    found: list[Any] = []
    while len(found) < count:
        game_seed = seeds.next64()
        state = rules.new_game(None, game_seed, players, preset)
        rng = Rng(game_seed)
        while not state.is_over and len(found) < count:
            legal = state.legal_actions()
            if rng.below(KEEP_ONE_IN) == 0:
                found.append(state.clone())
            state.step(legal[rng.below(len(legal))])
    return found


def percentile(sorted_times: list[float], fraction: float) -> float:
    """The value below which ``fraction`` of the (sorted) times lie, nearest rank."""
    rank = max(1, math.ceil(fraction * len(sorted_times)))
    return sorted_times[rank - 1]


def summary(times: list[float]) -> dict[str, Any]:
    """Count, median, 95th percentile and worst of a list of seconds, in milliseconds."""
    if not times:
        return {"n": 0, "median_ms": None, "p95_ms": None, "max_ms": None}
    ordered = sorted(times)
    return {
        "n": len(ordered),
        "median_ms": round(statistics.median(ordered) * 1000, 3),
        "p95_ms": round(percentile(ordered, 0.95) * 1000, 3),
        "max_ms": round(ordered[-1] * 1000, 3),
    }


def time_level(game_id: str, level: str, states: list[Any], budget_ms: int) -> dict[str, Any]:
    """Time one level deciding every position; forced moves apart."""
    bot: Bot = make_bot(level, game_id)
    thinks = isinstance(bot, Thinker)
    give_thinking_time(bot, budget_ms)
    choices: list[float] = []
    forced: list[float] = []
    worlds: list[int] = []
    clock = time.perf_counter
    for i, state in enumerate(states):
        rng = Rng(i)
        start = clock()
        legal = state.legal_actions()
        action = bot.choose(state.view(state.to_act), legal, rng)
        taken = clock() - start
        if action not in legal:
            raise SystemExit(f"{game_id} {level}: illegal action {action!r} at position {i}")
        if len(legal) == 1:
            forced.append(taken)
        else:
            choices.append(taken)
            if thinks:
                worlds.append(getattr(bot, "worlds_used", 0))
    return {
        "choices": summary(choices),
        "forced": summary(forced),
        "worlds_mean": round(statistics.fmean(worlds), 1) if worlds else None,
    }


def fmt(value: float | None) -> str:
    """Milliseconds for the table: two decimals below 10 ms, one above; a dash for none."""
    if value is None:
        return "—"
    return (f"{value:,.1f}" if value >= 10 else f"{value:.2f}") + " ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(GAMES), action="append",
                        help="a game to time (repeat for several; default: every game)")
    parser.add_argument("--level", choices=LEVELS, action="append",
                        help="a level to time (repeat for several; default: all three)")
    parser.add_argument("--positions", type=int, default=100,
                        help="positions per game, forced moves included (100)")
    parser.add_argument("--budget-ms", type=int, default=250,
                        help="the Expert's thinking time per decision (250, the app's default)")
    parser.add_argument("--seed", type=int, default=2024, help="seed of the random games")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead")
    args = parser.parse_args(argv)
    if args.positions < 1 or args.budget_ms < 0:
        parser.error("--positions must be at least 1 and --budget-ms not negative")
    games = args.game or list(GAMES)
    levels = args.level or list(LEVELS)

    report: dict[str, Any] = {
        "python": platform.python_version(),
        "positions": args.positions,
        "budget_ms": args.budget_ms,
        "seed": args.seed,
        "games": {},
    }
    for game_id in games:
        states = positions(game_id, args.positions, args.seed)
        results: dict[str, Any] = {}
        for level in levels:
            results[level] = time_level(game_id, level, states, args.budget_ms)
        report["games"][game_id] = results
        if not args.json:
            print_game(game_id, results)
    if args.json:
        print(json.dumps(report, indent=2))
    return 0


def print_game(game_id: str, results: dict[str, Any]) -> None:
    name = get(game_id).name
    players = PLAYERS_OF.get(game_id, PLAYERS)
    preset = GAMES[game_id][0] or "default rules"
    print(f"{name} ({preset}, {players} players)")
    print(f"  {'level':<7} {'decisions':>9} {'median':>9} {'p95':>9} {'worst':>9}   "
          f"{'forced':>6} {'median':>8} {'worst':>8}   worlds")
    for level, found in results.items():
        label = LEVEL_NAMES[level]
        c, f = found["choices"], found["forced"]
        worlds = "" if found["worlds_mean"] is None else f"{found['worlds_mean']:.1f}"
        print(f"  {label:<7} {c['n']:>9} {fmt(c['median_ms']):>9} {fmt(c['p95_ms']):>9} "
              f"{fmt(c['max_ms']):>9}   {f['n']:>6} {fmt(f['median_ms']):>8} "
              f"{fmt(f['max_ms']):>8}   {worlds}")
    sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main())

"""How long the review's analysis of a whole game takes: a 4-player Black Lady game to 100.

    .venv/bin/python bench/analysis.py                  # one game, the person's decisions
    .venv/bin/python bench/analysis.py --runs 3 --seats 0,1,2,3 --budget-ms 750

The game is played by Normal players from a fixed seed (the Morehead rules, passing included),
then ``session.review.analyse_game`` weighs every decision of the seats asked for, as the
Replay window's worker does, with the analysis's own thinking time per decision. Progress is
shown as it goes, as the window's bar shows it. The report gives the whole analysis's wall
time (the median over ``--runs``), the decisions weighed, the time per decision (median and
worst), the mean number of worlds, and how many decisions came out costly. The goal of issue 20
is a whole game under two minutes on the project's 2-core machine; nothing here fails on a slow
machine.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from cardtable.ai.analysis import ANALYSIS_BUDGET_MS
from cardtable.session.replay import Replay
from cardtable.session.review import analyse_game, is_costly, summarise
from cardtable.sim import rule_of_thumb_game

GAME = "black-lady"
PLAYERS = 4


def played_game(seed: int) -> Replay:
    """A whole game of Normal players to 100 points, as the replay the window would read."""
    return Replay(GAME, None, seed, PLAYERS, rule_of_thumb_game(GAME, None, seed, PLAYERS).log)


def one_run(replay: Replay, seats: list[int], budget_ms: int, quiet: bool) -> dict:
    """Analyse the game once; the progress goes to stderr as a bar would show it."""
    stamps: list[float] = []

    def progress(done: int, total: int) -> None:
        stamps.append(time.perf_counter())
        if not quiet:
            print(f"\r  {done}/{total} decisions", end="", file=sys.stderr, flush=True)

    start = time.perf_counter()
    analysis = analyse_game(replay, seats, budget_ms, progress=progress)
    seconds = time.perf_counter() - start
    if not quiet:
        print(file=sys.stderr)
    each = [b - a for a, b in zip([start, *stamps], stamps, strict=False)]
    searched = [d for d in analysis.decisions if d.best.worlds]
    return {
        "seconds": seconds,
        "decisions": len(analysis.decisions),
        "per_decision_median_ms": statistics.median(each) * 1000 if each else 0.0,
        "per_decision_max_ms": max(each, default=0.0) * 1000,
        "mean_worlds": statistics.mean(d.best.worlds for d in searched) if searched else 0,
        "costly": sum(is_costly(d) for d in analysis.decisions),
        "lost": [round(s.lost, 1) for s in summarise(analysis, replay)],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--seats", default="0", help="seats to analyse, e.g. 0 or 0,1,2,3")
    parser.add_argument("--budget-ms", type=int, default=ANALYSIS_BUDGET_MS)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    seats = [int(s) for s in args.seats.split(",")]
    replay = played_game(args.seed)
    deals = len(replay.ends("deal"))
    runs = [one_run(replay, seats, args.budget_ms, args.json) for _ in range(args.runs)]
    report = {
        "game": f"{GAME}, {PLAYERS} players, seed {args.seed}, {deals} deals, "
                f"{replay.length} actions",
        "seats": seats, "budget_ms": args.budget_ms, "runs": args.runs,
        "median_seconds": round(statistics.median(r["seconds"] for r in runs), 1),
        "last_run": {k: (round(v, 1) if isinstance(v, float) else v)
                     for k, v in runs[-1].items()},
    }
    if args.json:
        print(json.dumps(report))
    else:
        last = report["last_run"]
        print(report["game"])
        print(f"seats {seats}, {args.budget_ms} ms a decision, {args.runs} run(s)")
        print(f"whole analysis: median {report['median_seconds']} s "
              f"({last['decisions']} decisions; per decision median "
              f"{last['per_decision_median_ms']} ms, worst {last['per_decision_max_ms']} ms; "
              f"{last['mean_worlds']} worlds on average)")
        print(f"costly decisions: {last['costly']}; expected points lost per seat: "
              f"{last['lost']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

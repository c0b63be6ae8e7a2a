"""How fast the Black Lady engine plays random hands, next to OpenSpiel's ``hearts``.

Both games are driven the same way from Python: at every decision the driver asks for the legal
actions and applies one of them picked uniformly at random with a ``random.Random``. OpenSpiel's
chance nodes (pass direction, the deal) are treated like any other node: one legal outcome is
picked uniformly, which matches their probabilities since every hearts chance outcome is equally
likely.

What counts as a hand:

* ours: one deal of a four-player Morehead game with the default options (three cards passed to
  the left), from the deal to its scoring; when a game ends a new one starts, and its setup is
  part of the time measured;
* OpenSpiel: one ``hearts`` game (a single deal) from the initial state to the terminal state.

The two are timed in alternating rounds of about ``--seconds`` each, so that a slow moment of the
machine hurts both alike, and the medians are compared. The figures are for reading, not for
asserting: nothing here fails when the machine is slow.

``--game`` drives another of our games the same way, four players with its default preset;
each dealt hand counts, up to the scoring of the hand. Ugly and Ultimate Loser have no
OpenSpiel counterpart, so their figure stands alone (an Ultimate Loser hand runs from the deal
until one player is left holding cards; random play passes and swaps often, about 75 actions a
hand). U-G-O is a duel: it is driven with two players, and its unit is a whole game, from the
shuffle until one player cannot draw (random play takes about 90 actions over some 24 turns);
it has no OpenSpiel counterpart either.

Run ``python bench/engine_speed.py`` (``--help`` lists the options).
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from importlib.metadata import PackageNotFoundError, version
from typing import Any

from cardtable.engine.registry import get

PLAYERS = 4
WARM_UP_SECONDS = 0.2
# Games driven with another number of players, and what one of their "hands" is.
PLAYERS_OF = {"ugo": 2}
UNIT_OF = {"ugo": "games"}
# Each of our games, its preset, and the OpenSpiel game driven alongside it (when one is close).
GAMES: dict[str, tuple[str | None, str | None]] = {
    "black-lady": ("morehead", "hearts"),
    "up-and-down": ("standard", "oh_hell"),
    "ugly": (None, None),
    "ultimate-loser": (None, None),
    "ugo": (None, None),
}

RoundResult = tuple[int, float]  # (hands played, seconds taken)
Runner = Callable[[float, random.Random], RoundResult]


def ours_runner(game_id: str) -> Runner:
    """Return a round runner for one of our games."""
    rules = get(game_id)
    preset = GAMES[game_id][0]
    players = PLAYERS_OF.get(game_id, PLAYERS)

    def run(seconds: float, rng: random.Random) -> RoundResult:
        return run_ours(rules.new_game, preset, seconds, rng, players)

    return run


def run_ours(new_game: Any, preset: str | None, seconds: float,
             rng: random.Random, players: int = PLAYERS) -> RoundResult:
    """Play random games for about ``seconds``; return hands dealt and time taken (a game
    scored as one row, as U-G-O is, counts as one hand).

    The clock is read between games only, so a round overruns by at most one game.
    """
    choice = rng.choice
    clock = time.perf_counter
    hands = 0
    start = clock()
    deadline = start + seconds
    while True:
        state = new_game(None, rng.getrandbits(63), players, preset)
        legal_actions = state.legal_actions
        step = state.step
        while not state.is_over:
            step(choice(legal_actions()))
        hands += len(state.sheet)
        now = clock()
        if now >= deadline:
            return hands, now - start


def load_openspiel(name: str) -> tuple[Any, str] | None:
    """Return an OpenSpiel game and a version string, or None when it is not installed."""
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    try:
        found = version("open_spiel")
    except PackageNotFoundError:
        found = "unknown"
    parameters = {"players": PLAYERS} if name == "oh_hell" else {}
    return pyspiel.load_game(name, parameters), found


def openspiel_runner(game: Any) -> Runner:
    """Return a round runner that plays random OpenSpiel hearts games from Python."""

    def run(seconds: float, rng: random.Random) -> RoundResult:
        new_state = game.new_initial_state
        choice = rng.choice
        clock = time.perf_counter
        hands = 0
        start = clock()
        deadline = start + seconds
        while True:
            state = new_state()
            legal_actions = state.legal_actions
            apply_action = state.apply_action
            is_terminal = state.is_terminal
            while not is_terminal():
                apply_action(choice(legal_actions()))
            hands += 1
            now = clock()
            if now >= deadline:
                return hands, now - start

    return run


def check_ours_deal_shape() -> None:
    """Make sure a deal of our driver is what the report says: 12 passes and 52 plays.

    A benchmark that silently measured something else (no passing, a different deck) would be
    worse than none, so the shape is checked once before timing.
    """
    state = get("black-lady").new_game(None, 1, PLAYERS, GAMES["black-lady"][0])
    rng = random.Random(0)
    steps = 0
    while not state.sheet:
        state.step(rng.choice(state.legal_actions()))
        steps += 1
    expected = PLAYERS * 3 + 52
    if steps != expected:
        raise SystemExit(f"unexpected deal shape: {steps} actions in a deal, not {expected}")


def measure(runners: dict[str, Runner], rounds: int, seconds: float, seed: int) -> dict[str, Any]:
    """Time each runner in alternating rounds; return per-round rates and their medians."""
    rngs = {name: random.Random(f"{seed}-{name}") for name in runners}
    for name, runner in runners.items():
        runner(WARM_UP_SECONDS, rngs[name])
    rates: dict[str, list[float]] = {name: [] for name in runners}
    hands: dict[str, int] = dict.fromkeys(runners, 0)
    names = list(runners)
    for r in range(rounds):
        # Alternate which engine goes first, so neither always runs on a freshly idle machine.
        order = names if r % 2 == 0 else names[::-1]
        for name in order:
            played, taken = runners[name](seconds, rngs[name])
            rates[name].append(played / taken)
            hands[name] += played
    return {
        name: {
            "hands": hands[name],
            "rates": [round(x, 1) for x in rates[name]],
            "median": round(statistics.median(rates[name]), 1),
        }
        for name in runners
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Random-playout speed of the Black Lady engine, compared with OpenSpiel's "
        "hearts when pyspiel is installed."
    )
    parser.add_argument("--game", choices=sorted(GAMES), default="black-lady",
                        help="which of our games to drive (default black-lady)")
    parser.add_argument("--rounds", type=int, default=7, help="timed rounds per engine (7)")
    parser.add_argument(
        "--seconds", type=float, default=1.0, help="length of one round in seconds (1.0)"
    )
    parser.add_argument("--seed", type=int, default=2024, help="seed of the random drivers")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead")
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.seconds <= 0:
        parser.error("--rounds must be at least 1 and --seconds positive")

    preset, counterpart = GAMES[args.game]
    players = PLAYERS_OF.get(args.game, PLAYERS)
    unit = UNIT_OF.get(args.game, "hands")
    if args.game == "black-lady":
        check_ours_deal_shape()
    runners: dict[str, Runner] = {"ours": ours_runner(args.game)}
    loaded = load_openspiel(counterpart) if counterpart else None
    if loaded is not None:
        runners["openspiel"] = openspiel_runner(loaded[0])
    results = measure(runners, args.rounds, args.seconds, args.seed)

    ratio = paired = None
    if loaded is not None:
        ratio = results["ours"]["median"] / results["openspiel"]["median"]
        # Each round's ours/OpenSpiel taken side by side: steadier when the machine drifts.
        paired = statistics.median(
            a / b
            for a, b in zip(results["ours"]["rates"], results["openspiel"]["rates"], strict=True)
        )
    report: dict[str, Any] = {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "rounds": args.rounds,
        "seconds_per_round": args.seconds,
        "ours": {"game": args.game, "preset": preset, "players": players,
                 "unit": unit, **results["ours"]},
        "openspiel": None,
        "ratio": None if ratio is None else round(ratio, 3),
        "ratio_per_round_median": None if paired is None else round(paired, 3),
    }
    if loaded is not None:
        report["openspiel"] = {"game": counterpart, "version": loaded[1],
                               **results["openspiel"]}
    else:
        report["skipped"] = ("pyspiel is not installed" if counterpart
                             else "OpenSpiel has no counterpart of this game")

    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"Python {report['python']} ({report['implementation']}), "
          f"{args.rounds} rounds of {args.seconds:g} s per engine")
    ours = report["ours"]
    print(f"{get(args.game).name} ({preset or 'default rules'}, {players} players): "
          f"{ours['median']:,.0f} {unit}/s (median; rounds: "
          f"{', '.join(f'{x:,.0f}' for x in ours['rates'])})")
    if report["openspiel"] is None:
        print("OpenSpiel comparison skipped: " + (
            "pyspiel is not installed." if counterpart else "OpenSpiel has no such game."))
        return 0
    spiel = report["openspiel"]
    print(f"OpenSpiel {counterpart} {spiel['version']} from Python: "
          f"{spiel['median']:,.0f} hands/s (median; rounds: "
          f"{', '.join(f'{x:,.0f}' for x in spiel['rates'])})")
    print(f"ours / OpenSpiel: {report['ratio']:.2f} (ratio of the medians; "
          f"median of the per-round ratios: {report['ratio_per_round_median']:.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

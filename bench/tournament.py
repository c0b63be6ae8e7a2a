"""Duplicate tournaments between two kinds of computer player: who scores better on the same
cards.

    .venv/bin/python bench/tournament.py --game black-lady --preset morehead \\
        --a expert --b rule --deals 2000 --budget-ms 250 --jobs 2
    .venv/bin/python bench/tournament.py --game black-lady --a rule --b random --deals 2000

Luck of the cards swamps skill in a few hands, so every deal is played as a *board*: the same
cards (the same game seed, which fixes the shuffles and the dealer) are played once per seat,
with player A sitting in a different seat each time and player B in the others (``--a-seats``
changes how many seats A takes; the block of A seats turns round the table). Over a board
every seat's cards are played by A as often as by B, so a board's difference between A and B
is the players' and not the cards'.

The figures are points per seat-hand (one seat's result in one hand) in the game's own scoring:
Black Lady penalty points and Ultimate Loser drinks (lower is better), Ugly and Up and Down
points (higher is better), U-G-O places (lower is better; a game is one "hand"). Each player's
mean is shown with a 95% confidence interval, and so is the difference A − B, computed per
board (a paired difference: the board's A mean minus its B mean), as mean ± 1.96·sd/√boards.
For Up and Down the share of bids made is shown too.

A board is one hand where later hands depend on the play (Ultimate Loser: the loser deals next)
or where one hand is like any other (Black Lady passes to the left every hand in the Morehead
preset); it is a whole game where the hands differ by design (Ugly's passes grow, Up and Down's
hands climb and fall, a U-G-O duel is one game). ``--hands`` overrides it (0: the whole game).
``--deals`` counts hands, so it is rounded up to whole boards.

Seeds come from the engine's own generator (``--seed``), so a run can be repeated; the Expert
thinks for wall-clock time, so its results vary a little between runs and machines.
``--jobs 2`` plays boards in two processes; ``--save FILE`` keeps each finished board in a JSON
lines file and a rerun with the same settings carries on from where it stopped; ``--minutes``
stops starting new boards after that long and reports what was played.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from cardtable.ai import BOT_KINDS, make_bot
from cardtable.ai.base import Bot, give_thinking_time
from cardtable.engine.registry import get
from cardtable.engine.rng import Rng

GAMES = ("black-lady", "ugly", "ultimate-loser", "up-and-down", "ugo")
DEFAULT_PRESET = {"black-lady": "morehead", "up-and-down": "standard"}
DEFAULT_PLAYERS = {"ugo": 2}
# Hands in a board (0: the whole game); see the module docstring.
DEFAULT_HANDS = {"black-lady": 1, "ultimate-loser": 1, "ugly": 0, "up-and-down": 0, "ugo": 0}
Z95 = 1.96


class Config:
    """One tournament's settings, as the workers and the save file need them."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.game: str = args.game
        self.preset: str | None = args.preset or DEFAULT_PRESET.get(args.game)
        self.players: int = args.players or DEFAULT_PLAYERS.get(args.game, 4)
        self.a: str = args.a
        self.b: str = args.b
        self.a_seats: int = args.a_seats
        self.hands: int = DEFAULT_HANDS[args.game] if args.hands is None else args.hands
        self.budget_ms: int = args.budget_ms
        self.seed: int = args.seed

    def key(self) -> dict[str, Any]:
        """What must match for a saved board to count in this run."""
        return {"game": self.game, "preset": self.preset, "players": self.players, "a": self.a,
                "b": self.b, "a_seats": self.a_seats, "hands": self.hands,
                "budget_ms": self.budget_ms, "seed": self.seed}


def board_seed(seed: int, board: int) -> int:
    """The game seed of a board: the ``board``-th number of the engine's generator."""
    rng = Rng(seed)
    for _ in range(board):
        rng.next64()
    return rng.next64()


def new_bot(kind: str, game_id: str, budget_ms: int) -> Bot:
    bot = make_bot(kind, game_id)
    give_thinking_time(bot, budget_ms)
    return bot


def bids_made(marks: tuple[str, ...]) -> list[bool]:
    """Per seat, whether an Up and Down bid was made: the mark reads "bid/tricks"."""
    made = []
    for mark in marks:
        bid, _, tricks = mark.split(" ")[0].partition("/")
        made.append(bid == tricks)
    return made


def play_game(config: Config, seed: int, sides: list[str]) -> list[tuple[int, ...]]:
    """Play the board's game with player A or B in each seat; return each hand's points."""
    n = config.players
    bots = [new_bot(config.a if side == "a" else config.b, config.game, config.budget_ms)
            for side in sides]
    # Each seat's bot draws from the same stream whoever sits there.
    streams = Rng(seed ^ 0x5EA75)
    rngs = [streams.fork() for _ in range(n)]
    state = get(config.game).new_game(None, seed, n, config.preset)
    while not state.is_over and (not config.hands or len(state.sheet) < config.hands):
        seat = state.to_act
        legal = state.legal_actions()
        action = legal[0] if len(legal) == 1 else bots[seat].choose(
            state.view(seat), legal, rngs[seat])
        state.step(action)
    records = state.sheet[: config.hands or None]
    if config.game == "up-and-down":  # the bids made ride along as a second row per hand
        return [row for r in records
                for row in (r.points, tuple(int(m) for m in bids_made(r.marks)))]
    return [r.points for r in records]


def play_board(config: Config, board: int) -> dict[str, Any]:
    """Play one board: the same game once per rotation of the seats. Return, per player kind,
    its points and seat-hands (and Up and Down bids made), and A's points against those of B
    in the same seat and hand at a table of B only."""
    seed = board_seed(config.seed, board)
    n = config.players
    rows = 2 if config.game == "up-and-down" else 1
    totals = {side: {"points": 0, "seat_hands": 0, "bids_made": 0} for side in ("a", "b")}
    plays = []
    for turn in range(n):
        a_seats = {(turn + k) % n for k in range(config.a_seats)}
        sides = ["a" if s in a_seats else "b" for s in range(n)]
        hands = play_game(config, seed, sides)
        plays.append((sides, hands))
        for h in range(0, len(hands), rows):
            for s in range(n):
                side = totals[sides[s]]
                side["points"] += hands[h][s]
                side["seat_hands"] += 1
                side["bids_made"] += hands[h + 1][s] if rows == 2 else 0
    return {"board": board, **totals, "in_b_place": in_b_place(config, board, plays),
            "games": plays}


def in_b_place(config: Config, board: int,
               plays: list[tuple[list[str], list[tuple[int, ...]]]]) -> dict[str, int]:
    """A's points minus B's in the same seat and hand when B holds every seat (the board's
    all-B game), summed over A's seat-hands, with their count: what putting A in B's place
    changes for that seat."""
    rows = 2 if config.game == "up-and-down" else 1
    own = play_game(config, board_seed(config.seed, board), ["b"] * config.players)
    diff = count = 0
    for sides, hands in plays:
        for h in range(0, min(len(hands), len(own)), rows):
            for s, side in enumerate(sides):
                if side == "a":
                    diff += hands[h][s] - own[h][s]
                    count += 1
    return {"diff": diff, "seat_hands": count}


def _work(job: tuple[Config, int]) -> dict[str, Any]:
    return play_board(*job)


def interval(values: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval (normal approximation)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.inf
    return mean, Z95 * statistics.stdev(values) / math.sqrt(len(values))


def report(config: Config, boards: list[dict[str, Any]], seconds: float) -> dict[str, Any]:
    """The tournament's figures from the boards played."""
    per_board = {side: [b[side]["points"] / b[side]["seat_hands"] for b in boards]
                 for side in ("a", "b")}
    diffs = [a - b for a, b in zip(per_board["a"], per_board["b"], strict=True)]
    hands = sum(b["a"]["seat_hands"] + b["b"]["seat_hands"] for b in boards) // config.players
    out: dict[str, Any] = {
        **config.key(),
        "boards": len(boards),
        "hands_played": hands,
        "duplicate_hands": hands // config.players,
        "seconds": round(seconds, 1),
        "lower_wins": get(config.game).lower_wins(get(config.game).validate(
            None, config.players, config.preset)),
    }
    for side in ("a", "b"):
        mean, half = interval(per_board[side])
        out[side + "_mean"], out[side + "_ci95"] = round(mean, 3), round(half, 3)
    mean, half = interval(diffs)
    out["difference"], out["difference_ci95"] = round(mean, 3), round(half, 3)
    # Boards saved before this comparison was measured do not have it.
    placed = [b["in_b_place"]["diff"] / b["in_b_place"]["seat_hands"] for b in boards
              if b.get("in_b_place", {}).get("seat_hands")]
    mean, half = interval(placed) if placed else (math.nan, math.inf)
    out["in_b_place"], out["in_b_place_ci95"] = round(mean, 3), round(half, 3)
    out["in_b_place_boards"] = len(placed)
    if config.game == "up-and-down":
        for side in ("a", "b"):
            made = sum(b[side]["bids_made"] for b in boards)
            out[side + "_bids_made"] = round(made / sum(b[side]["seat_hands"] for b in boards), 4)
    return out


def print_report(out: dict[str, Any]) -> None:
    rules = get(out["game"])
    better = "lower" if out["lower_wins"] else "higher"
    print(f"{rules.name} ({out['preset'] or 'default rules'}, {out['players']} players): "
          f"{out['boards']} boards, {out['duplicate_hands']} duplicate hands "
          f"({out['hands_played']} hands played) in {out['seconds']:.0f} s; "
          f"A = {out['a']} in {out['a_seats']} seat(s), B = {out['b']}"
          + (f"; Expert budget {out['budget_ms']} ms" if "expert" in (out["a"], out["b"]) else ""))
    print(f"points per seat-hand ({better} is better), mean ± 95% interval:")
    for side in ("a", "b"):
        mean, half = out[side + "_mean"], out[side + "_ci95"]
        line = f"  {side.upper()} {out[side]:<13} {mean:8.3f} ± {half:.3f}"
        if side + "_bids_made" in out:
            line += f"   bids made {out[side + '_bids_made']:.1%}"
        print(line)
    for label, key, how in (
        ("A − B", "difference", "paired per board, same tables"),
        ("A in B's place", "in_b_place",
         f"A's seat-hands minus B's on the same cards at a table of B only, "
         f"{out['in_b_place_boards']} boards"),
    ):
        d, half = out[key], out[key + "_ci95"]
        if math.isnan(d):
            print(f"  {label:<15} not measured")
            continue
        gain = -d if out["lower_wins"] else d
        verdict = (("A better" if gain > 0 else "B better") if abs(d) > half
                   else "no clear difference")
        print(f"  {label:<15} {d:+8.3f} ± {half:.3f}  ({how}: {verdict}, "
              f"A's advantage {gain:+.3f} per seat-hand)")

def saved_boards(path: Path | None, key: dict[str, Any]) -> dict[int, dict[str, Any]]:
    """Boards a previous run with the same settings saved."""
    if path is None or not path.exists():
        return {}
    found = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        if record.get("config") == key:
            found[record["board"]["board"]] = record["board"]
    return found



def run(config: Config, count: int, jobs: int, save: Path | None,
        minutes: float | None) -> tuple[list[dict[str, Any]], float]:
    """Play ``count`` boards (those saved before are reused); return them and the time taken."""
    done = saved_boards(save, config.key())
    todo = [(config, b) for b in range(count) if b not in done]
    start = time.perf_counter()
    deadline = None if minutes is None else start + minutes * 60
    sink = save.open("a", encoding="utf-8") if save is not None else None
    step = max(1, len(todo) // 10)

    def results() -> Iterator[dict[str, Any]]:
        if jobs > 1:
            with multiprocessing.Pool(jobs) as pool:
                # Leaving early (time is up) terminates the boards still running.
                yield from pool.imap_unordered(_work, todo)
        else:
            for job in todo:
                yield _work(job)

    try:
        for k, board in enumerate(results(), 1):
            done[board["board"]] = board
            if sink is not None:
                sink.write(json.dumps({"config": config.key(), "board": board}) + "\n")
                sink.flush()
            if k % step == 0:
                print(f"  … {len(done)} of {count} boards, {time.perf_counter() - start:.0f} s",
                      file=sys.stderr, flush=True)
            if deadline is not None and time.perf_counter() >= deadline:
                break
    finally:
        if sink is not None:
            sink.close()
    return [done[b] for b in sorted(done)], time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=GAMES, default="black-lady")
    parser.add_argument("--preset", help="the game's preset (Black Lady: morehead, "
                        "Up and Down: standard, the others their default)")
    parser.add_argument("--players", type=int, help="seats at the table (4; U-G-O 2)")
    parser.add_argument("--a", choices=sorted(BOT_KINDS), default="expert", help="player A")
    parser.add_argument("--b", choices=sorted(BOT_KINDS), default="rule", help="player B")
    parser.add_argument("--a-seats", type=int, default=1, help="seats A takes at once (1)")
    parser.add_argument("--deals", type=int, default=200, help="duplicate hands to play (200)")
    parser.add_argument("--hands", type=int, help="hands in a board (0: the whole game)")
    parser.add_argument("--budget-ms", type=int, default=250, help="the Expert's budget (250)")
    parser.add_argument("--seed", type=int, default=2024, help="seed of the boards (2024)")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play boards in (1)")
    parser.add_argument("--save", type=Path, help="JSON lines file to keep boards and resume")
    parser.add_argument("--minutes", type=float, help="start no new board after this long")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead")
    args = parser.parse_args(argv)
    config = Config(args)
    rules = get(config.game)
    if not rules.min_players <= config.players <= rules.max_players:
        parser.error(f"{rules.name} takes {rules.min_players} to {rules.max_players} players")
    if not 1 <= config.a_seats < config.players:
        parser.error("--a-seats must leave at least one seat to B")
    if args.deals < 1 or args.jobs < 1 or config.hands < 0:
        parser.error("--deals and --jobs must be at least 1, --hands not negative")
    for kind in {config.a, config.b}:
        try:
            make_bot(kind, config.game)
        except ModuleNotFoundError as missing:
            # An Expert whose game has no world sampler yet: nothing to measure, say so.
            print(f"{rules.name}: {kind} pending, no world sampler yet ({missing.name})")
            return 0
    per_board = config.hands or hands_in_a_game(config)
    count = math.ceil(args.deals / per_board)
    boards, seconds = run(config, count, args.jobs, args.save, args.minutes)
    if not boards:
        print("no board finished", file=sys.stderr)
        return 1
    out = report(config, boards, seconds)
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        print_report(out)
    return 0


def hands_in_a_game(config: Config) -> int:
    """How many hands a whole game takes, from one game of random moves (the games played
    whole have a fixed number of hands)."""
    state = get(config.game).new_game(None, config.seed, config.players, config.preset)
    rng = Rng(config.seed)
    while not state.is_over:
        legal = state.legal_actions()
        state.step(legal[rng.below(len(legal))])
    return len(state.sheet)


if __name__ == "__main__":
    sys.exit(main())

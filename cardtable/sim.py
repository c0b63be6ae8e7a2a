"""Headless runner: computer players play whole games and the scoresheets are printed.

    python -m cardtable.sim --game black-lady --players 4 --preset morehead --games 100 --seed 7

Every game is reproducible: its seed is printed with its scoresheet, and the run as a whole is
fixed by ``--seed``. ``--json FILE`` writes the same results machine-readably (``-`` for stdout).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .ai import BOT_KINDS, make_bot
from .engine.declaration import Mark
from .engine.events import DealScored
from .engine.protocol import Option, OptionError, OptionValue, State
from .engine.registry import GAMES, declaration, get
from .engine.rng import Rng

OTHER_MARKS = "[bid/tricks]"  # a mark without a symbol is written out in brackets


@dataclass
class GameResult:
    """One finished game: its seed, options, scoresheet and winners."""

    seed: int
    sheet: list[DealScored]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    actions: int

    def to_json(self) -> dict[str, Any]:
        """The result as plain data."""
        return {
            "seed": self.seed,
            "scores": list(self.scores),
            "winners": list(self.winners),
            "actions": self.actions,
            "deals": [
                {
                    "points": list(d.points),
                    "totals": list(d.scores),
                    "taken": list(d.taken),
                    "moon": d.moon,
                    "marks": list(d.marks),
                }
                for d in self.sheet
            ],
        }


@dataclass
class Summary:
    """What a run of many games adds up to, per seat."""

    players: int
    games: int = 0
    wins: list[float] = field(default_factory=list)
    score_sum: list[int] = field(default_factory=list)
    deals: int = 0
    seconds: float = 0.0

    def add(self, result: GameResult) -> None:
        """Count one game; a shared win counts as a fraction for each winner."""
        if not self.wins:
            self.wins = [0.0] * self.players
            self.score_sum = [0] * self.players
        self.games += 1
        self.deals += len(result.sheet)
        for seat in result.winners:
            self.wins[seat] += 1 / len(result.winners)
        for seat, s in enumerate(result.scores):
            self.score_sum[seat] += s


def play_game(
    game_id: str,
    options: dict[str, OptionValue],
    players: int,
    seed: int,
    bot_kinds: Sequence[str],
) -> GameResult:
    """Play one game with one bot per seat and return its result."""
    rules = get(game_id)
    state = rules.new_game(options, seed, players)
    bots = [make_bot(kind, game_id) for kind in bot_kinds]
    rng = Rng(seed ^ 0x5EED)
    sheet: list[DealScored] = []
    while not state.is_over:
        seat = state.to_act
        events = state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
        sheet += (e for e in events if isinstance(e, DealScored))
    return GameResult(seed, sheet, state.scores, state.winners, len(state.log))


def rule_of_thumb_game(game_id: str, options: dict[str, OptionValue] | None, seed: int,
                       players: int, preset: str | None = None,
                       moves: int | None = None) -> State:
    """A game in which a rule-of-thumb player takes every seat, played from ``seed`` to its
    end (or to its first ``moves`` actions): the same game every time, for the pictures, replays
    and benchmarks that need a whole game and no particular one."""
    state = get(game_id).new_game(options, seed, players, preset)
    bots = [make_bot("rule", game_id) for _ in range(players)]
    rng = Rng(seed)
    while not state.is_over and (moves is None or len(state.log) < moves):
        seat = state.to_act
        state.step(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
    return state


def format_sheet(result: GameResult, names: Sequence[str], marks: Sequence[Mark]) -> str:
    """A scoresheet as players keep it: a row per deal, the deal's points and running totals,
    each seat's mark by its symbol in the game's ``marks`` (written out whole where it has none).

    A game played to the last player standing (U-G-O) has one row of places instead, each
    with its mark, and names the players knocked out, the first one first.
    """
    known = {m.mark: m for m in marks}
    written_out = any(m and m not in known for deal in result.sheet for m in deal.marks)
    width = max(14 if written_out else 9, *(len(n) + 1 for n in names))
    head = "deal " + "".join(f"{n:>{width}}" for n in names)
    lines = [f"game seed {result.seed}", head]
    for number, deal in enumerate(result.sheet, start=1):
        cells = []
        places = _knock_outs(deal, known) is not None
        for seat, (p, total) in enumerate(zip(deal.points, deal.scores, strict=True)):
            raw = deal.marks[seat] if deal.marks else ""
            mark = known[raw].symbol if raw in known else f" [{raw}]" if raw else ""
            cell = f"{total}{mark}" if places else f"{p:+d}{mark} {total}"
            cells.append(f"{cell:>{width}}")
        lines.append(f"{number:>4} " + "".join(cells))
    winners = ", ".join(names[s] for s in result.winners)
    legend = _legend({m for deal in result.sheet for m in deal.marks if m}, marks)
    lines.append(f"winner: {winners}" + (f"   ({legend})" if legend else ""))
    order = _knock_outs(result.sheet[-1], known) if result.sheet else None
    if order:
        lines.append("knocked out, first to last: " + ", ".join(names[s] for s in order))
    return "\n".join(lines)


def _knock_outs(deal: DealScored, known: dict[str, Mark]) -> list[int] | None:
    """The seats knocked out in the order they went, when a row's marks all say when their
    players went out (``Mark.out``); None for any other row."""
    places = [known[m].out if m in known else None for m in deal.marks]
    outs = [(out, seat) for seat, out in enumerate(places) if out is not None]
    if not places or len(outs) < len(places):
        return None
    return [seat for out, seat in sorted(outs) if out]


def _legend(present: set[str], marks: Sequence[Mark]) -> str:
    """Explain the marks that appear on a scoresheet, and only those."""
    parts = [f"{m.symbol} {m.meaning}" for m in marks if m.mark in present]
    if present - {m.mark for m in marks}:
        parts.append(OTHER_MARKS)
    return ", ".join(parts)


def format_summary(summary: Summary, names: Sequence[str], game_name: str) -> str:
    """The run in a few lines: wins and average final score per seat, speed."""
    g = max(summary.games, 1)
    seconds = max(summary.seconds, 1e-9)
    if summary.deals == summary.games:  # a U-G-O duel is a game of one row: no deals to count
        pace = f"{summary.seconds:.1f} s ({summary.games / seconds:.0f} games/s)"
    else:
        pace = (f"{summary.deals} deals, {summary.seconds:.1f} s "
                f"({summary.deals / seconds:.0f} deals/s)")
    lines = [
        f"{summary.games} games of {game_name}, {pace}",
        f"{'seat':<12}{'wins':>8}{'win %':>8}{'avg score':>11}",
    ]
    for seat, name in enumerate(names):
        wins = summary.wins[seat] if summary.wins else 0.0
        avg = summary.score_sum[seat] / g if summary.score_sum else 0.0
        lines.append(f"{name:<12}{wins:>8.1f}{100 * wins / g:>7.1f}%{avg:>11.1f}")
    return "\n".join(lines)


def parse_option(text: str, schema: Sequence[Option]) -> tuple[str, OptionValue]:
    """Read ``name=value`` against the game's option schema."""
    if "=" not in text:
        raise OptionError(text, "write options as name=value")
    name, raw = (part.strip() for part in text.split("=", 1))
    found = [o for o in schema if o.name == name]
    if not found:
        raise OptionError(name, "no such option; known: " + ", ".join(o.name for o in schema))
    option = found[0]
    value: OptionValue
    if option.kind == "bool":
        if raw.lower() not in ("true", "false", "yes", "no", "1", "0", "on", "off"):
            raise OptionError(name, f"{raw!r} is not allowed; use {option.allowed()}")
        value = raw.lower() in ("true", "yes", "1", "on")
    elif option.kind == "int":
        try:
            value = int(raw)
        except ValueError:
            raise OptionError(name, f"{raw!r} is not allowed; use {option.allowed()}") from None
    else:
        value = raw
    return name, option.check(value)


def build_parser() -> argparse.ArgumentParser:
    """The command line."""
    p = argparse.ArgumentParser(prog="python -m cardtable.sim", description=__doc__.split("\n")[0])
    p.add_argument("--game", default=GAMES[0].id, choices=[g.id for g in GAMES])
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--preset", default=None,
                   help="a preset name, e.g. foster, culbertson, morehead")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="set one house rule (repeatable)")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--bots", default="rule", nargs="?", const="rule",
                   help=f"one bot kind for every seat, or one per seat, comma-separated "
                        f"({', '.join(BOT_KINDS)}; alone: rule)")
    p.add_argument("--json", metavar="FILE", help="write the results as JSON ('-' for stdout)")
    p.add_argument("--quiet", action="store_true", help="print only the summary")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run the simulator; return the process exit status."""
    args = build_parser().parse_args(argv)
    rules = get(args.game)
    try:
        given = dict(parse_option(t, rules.options) for t in args.option)
        options = rules.validate(given, args.players, args.preset)
        kinds = [k.strip() for k in args.bots.split(",")]
        if len(kinds) == 1:
            kinds *= args.players
        if len(kinds) != args.players:
            raise OptionError("bots", f"give one kind or {args.players} kinds")
        for k in kinds:
            make_bot(k, args.game)
        if args.games < 1:
            raise OptionError("games", "must be at least 1")
    except (OptionError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2

    names = [f"{seat}:{kind}" for seat, kind in enumerate(kinds)]
    marks = declaration(args.game).marks
    seeds = Rng(args.seed)
    summary = Summary(args.players)
    results = []
    started = time.perf_counter()
    for _ in range(args.games):
        result = play_game(args.game, options, args.players, seeds.next64(), kinds)
        summary.add(result)
        results.append(result)
        if not args.quiet and args.json != "-":
            print(format_sheet(result, names, marks), end="\n\n")
    summary.seconds = time.perf_counter() - started
    if args.json != "-":
        print(format_summary(summary, names, rules.name))
    if args.json:
        data = {
            "game": args.game,
            "players": args.players,
            "options": options,
            "seed": args.seed,
            "bots": kinds,
            "games": [r.to_json() for r in results],
            "summary": {
                "wins": summary.wins,
                "average_scores": [s / summary.games for s in summary.score_sum],
                "deals": summary.deals,
                "seconds": summary.seconds,
            },
        }
        text = json.dumps(data, indent=1)
        if args.json == "-":
            print(text)
        else:
            with open(args.json, "w", encoding="utf-8") as f:
                f.write(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

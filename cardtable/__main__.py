"""Command line of the app: ``cardtable`` or ``python -m cardtable``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def build_parser() -> argparse.ArgumentParser:
    """The app's command-line options; the game opened unless another is named is the first
    on the start screen."""
    from .engine.registry import DECLARED

    p = argparse.ArgumentParser(prog="cardtable", description="Card Table: card games on a table.")
    p.add_argument("--game", default=DECLARED[0].id, help="the game to open (default %(default)s)")
    p.add_argument("--seed", type=int, default=None, help="deal seed, for a reproducible game")
    p.add_argument("--players", type=int, default=None, help="number of players")
    p.add_argument("--preset", default=None, help="the rules preset (e.g. morehead, cancellation)")
    p.add_argument("--screenshot", metavar="FILE.png", help="render the window to a PNG and exit")
    p.add_argument("--moves", type=int, default=0, help="with --screenshot: moves to play first")
    p.add_argument("--review", type=int, default=None, metavar="MOVE",
                   help="with --screenshot: play the game to its end, analyse the person's "
                        "decisions and show its replay after MOVE moves")
    p.add_argument("--exit-after-first-frame", action="store_true",
                   help="quit once the table has been painted (for the start-up benchmark)")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the command line and run the app."""
    args = build_parser().parse_args(argv)
    from .app import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())

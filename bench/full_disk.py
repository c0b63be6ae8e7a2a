"""A disk that fills up: while playing, at closing, at a kill and at the start. Is every game kept?

    sudo .venv/bin/python bench/full_disk.py              # needs root to mount a small tmpfs
    sudo .venv/bin/python bench/full_disk.py --rounds 10

Every round runs in a fresh 128 MiB tmpfs as the data folder. A first session starts and
closes there, as an earlier start of the app would, so that the room kept for a full disk
(``cardtable/storage/spare_room.py``) is made. Then a session (``tests/controller/kill_player``)
plays Black Lady at full speed, one game after another, and a filler file takes every free byte
of the disk at the moment the case names:

* **freed while playing**: full one second in, for ``--full`` seconds, then room is made; the
  session closes a second later;
* **closed while full**: full one second in; the session closes as the app closes a second
  later, and room is made only after it has gone;
* **killed while full**: the same, but the session is killed with SIGKILL;
* **started on a full disk**: full before the session starts; it closes after two seconds;
* **started full, no room kept**: the same with the spare room already used up, which is the
  case where games cannot be kept: the person must have been told so before closing.

After each session a settling session takes up what it left and closes. The script prints,
for each case, the games that ended on screen, how many of them are missing from the history or
recorded twice, the person's moves lost, the games the window would have asked about before
closing (``U`` lines), and what the person was told.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
PLAYER = "tests.controller.kill_player"
DISK = "128m"


@dataclass
class Tally:
    """What one case cost over its rounds."""

    rounds: int = 0
    ended: int = 0
    missing: int = 0
    twice: int = 0
    person_moves_lost: int = 0
    asked_before_closing: int = 0
    told: set[str] = field(default_factory=set)


@dataclass(frozen=True)
class Case:
    """When the disk fills and how the session ends: ``fill_at`` seconds after the first
    move (None: before the session starts), ``end_at`` seconds after it (None: the session
    plays on to its end) by closing or by SIGKILL, ``free_at`` when room is made while it
    still runs (None: after it has gone)."""

    fill_at: float | None
    end_at: float | None
    kill: bool = False
    free_at: float | None = None
    spare_room: bool = True


def cases(full: float) -> dict[str, Case]:
    return {
        "freed while playing": Case(1.0, 2.0 + full, free_at=1.0 + full),
        "closed while full": Case(1.0, 2.0),
        "killed while full": Case(1.0, 2.0, kill=True),
        "started on a full disk": Case(None, 2.0),
        "started full, no room kept": Case(None, 2.0, spare_room=False),
    }


def fill(folder: Path) -> Path:
    """Take every free byte of the file system under ``folder``."""
    filler = folder / "filler"
    with filler.open("wb") as f:
        try:
            while True:
                f.write(b"\0" * 65536)
                f.flush()
        except OSError:
            pass
    return filler


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="sessions per case")
    parser.add_argument("--full", type=float, default=3.0,
                        help="seconds the disk stays full in the first case")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    if os.geteuid() != 0:
        sys.exit("bench/full_disk.py mounts a small tmpfs, which needs root")
    print("| case | rounds | games ended on screen | missing from the history | recorded twice "
          "| person moves lost | games asked about at closing |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    told: dict[str, set[str]] = {}
    for number, (name, case) in enumerate(cases(args.full).items()):
        tally = Tally()
        for round_no in range(args.rounds):
            seed = args.seed * 1000 + number * 100 + round_no
            in_tmpfs(lambda home, case=case, seed=seed, tally=tally: play_round(
                home, case, seed, tally))
        told[name] = tally.told
        print(f"| {name} | {tally.rounds} | {tally.ended} | {tally.missing} | {tally.twice} "
              f"| {tally.person_moves_lost} | {tally.asked_before_closing} |", flush=True)
    for name, words in told.items():
        print(f"\n{name}: the person was told", *sorted(words) or ["nothing"], sep="\n  ")


def in_tmpfs(work: Callable[[Path], None]) -> None:
    home = Path(tempfile.mkdtemp(prefix="cardtable-full-"))
    subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={DISK}", "tmpfs", str(home)], check=True)
    try:
        work(home)
    finally:
        subprocess.run(["umount", str(home)], check=False)
        home.rmdir()


def play_round(home: Path, case: Case, seed: int, tally: Tally) -> None:
    """One session of ``case`` in ``home``, then the settling session and the count."""
    os.environ["CARDTABLE_HOME"] = str(home)  # the storage below reads the same folder
    from tests.controller import kill_rounds

    session(seed, ["--settle"])  # an earlier start: the spare room is made
    if not case.spare_room:
        (home / "data" / "spare-room").unlink()
    filler = fill(home) if case.fill_at is None else None
    lines = play(home, seed + 1, case)
    report = kill_rounds.Report()
    kill_rounds._count_losses(lines, report)  # what the session left, the disk still full
    for path in (filler, home / "filler"):
        if path is not None and path.exists():
            path.unlink()
    session(seed + 2, ["--settle"])
    ended = {words[1] for words in lines if words[0] == "F"}
    keys = kill_rounds._history_keys()
    tally.rounds += 1
    tally.ended += len(ended)
    tally.missing += len(ended - set(keys))
    tally.twice += sum(n - 1 for n in Counter(kill_rounds._history_seeds()).values())
    tally.person_moves_lost += report.person_moves_lost
    tally.asked_before_closing += sum(int(words[1]) for words in lines if words[0] == "U")
    tally.told |= {" ".join(words[1:]) for words in lines if words[0] == "!"}


def session(seed: int, flags: list[str]) -> None:
    subprocess.run([sys.executable, "-m", PLAYER, str(seed), *flags], cwd=ROOT,
                   stdout=subprocess.DEVNULL, env=environment(), timeout=300, check=True)


def play(home: Path, seed: int, case: Case) -> list[list[str]]:
    """Run the session of ``case``, filling and freeing the disk on its clock; its lines."""
    flags = ["--close-after", f"{case.end_at}"] if case.end_at is not None and not case.kill \
        else []
    player = subprocess.Popen([sys.executable, "-m", PLAYER, str(seed), *flags], cwd=ROOT,
                              stdout=subprocess.PIPE, env=environment())
    assert player.stdout is not None
    assert player.stdout.readline() == b"ready\n"
    first = player.stdout.readline()  # the clock starts at the first move
    squeezer = threading.Thread(target=squeeze, args=(home, case), daemon=True)
    squeezer.start()
    try:
        out, _ = player.communicate(timeout=case.end_at if case.kill else 600)
    except subprocess.TimeoutExpired:
        player.kill()  # SIGKILL: nothing of the session's own runs
        out, _ = player.communicate()
    squeezer.join()
    return [line.split() for line in (first + out).decode().split("\n")[:-1] if line]


def squeeze(home: Path, case: Case) -> None:
    """Fill the disk at ``fill_at`` and, if the case says so, free it at ``free_at``."""
    if case.fill_at is None:
        return
    time.sleep(case.fill_at)
    filler = fill(home)
    if case.free_at is not None:
        time.sleep(case.free_at - case.fill_at)
        filler.unlink()


def environment() -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


if __name__ == "__main__":
    main()

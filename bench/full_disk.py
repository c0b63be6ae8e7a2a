"""A disk that fills up in the middle of a session, and room made again: is every game kept?

    sudo .venv/bin/python bench/full_disk.py            # needs root to mount a small tmpfs

The data folder is a fresh 8 MiB tmpfs. A session (``tests/controller/kill_player.py``) plays
Black Lady at full speed, one game after another. One second in, a filler file takes every
free byte, so the journal, the history and the history's outbox all fail as on a full disk;
``--full`` seconds later (default 3) the filler is deleted. The session plays on to its end and
closes as the app closes. The script then prints how many games ended on screen, how many of
them are missing from the history, and how many are recorded twice.
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


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
    parser.add_argument("--full", type=float, default=3.0, help="seconds the disk stays full")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    if os.geteuid() != 0:
        sys.exit("bench/full_disk.py mounts a small tmpfs, which needs root")
    home = Path(tempfile.mkdtemp(prefix="cardtable-full-"))
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", str(home)], check=True)
    try:
        report = run(home, args.seed, args.full)
    finally:
        subprocess.run(["umount", str(home)], check=False)
    print(f"disk full for {args.full:.0f} s in the middle of the session")
    for name, value in report.items():
        print(f"{name}: {value}")


def run(home: Path, seed: int, full: float) -> dict[str, int]:
    """Play one session in ``home``, filling the disk for ``full`` seconds along the way."""
    env = {**os.environ, "CARDTABLE_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    session = subprocess.Popen([sys.executable, "-m", "tests.controller.kill_player", str(seed)],
                               cwd=ROOT, stdout=subprocess.PIPE, env=env)

    def squeeze() -> None:
        time.sleep(1.0)
        filler = fill(home)
        time.sleep(full)
        filler.unlink()

    squeezer = threading.Thread(target=squeeze)
    squeezer.start()
    out, _ = session.communicate(timeout=600)
    squeezer.join()
    ended = {line.split()[1] for line in out.decode().splitlines() if line.startswith("F ")}
    conn = sqlite3.connect(home / "data" / "history.sqlite3")
    try:
        keys = [row[0] for row in conn.execute("SELECT record_key FROM games")]
    finally:
        conn.close()
    told = [line[2:] for line in out.decode().splitlines() if line.startswith("! ")]
    print("the person was told:", *sorted(set(told)), sep="\n  ")
    return {
        "games that ended on screen": len(ended),
        "missing from the history": len(ended - set(keys)),
        "recorded twice": sum(n - 1 for n in Counter(keys).values()),
    }


if __name__ == "__main__":
    main()

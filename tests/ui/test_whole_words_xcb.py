"""The whole-words check (``test_whole_words``) in a real window: on the ``xcb`` platform, on an
X display of the test's own (Xvfb), where the fonts and the style's margins are a desktop's and
not the offscreen platform's. Buttons whose labels were cut off in a real window fitted
offscreen, so both are checked.

The check runs in a process of its own, as Qt takes its platform once per process. Xvfb comes
with the test packages (``packaging/system-packages.sh test``); without it the test fails and
says so, for a check that silently did not run would pass for one that did.
"""

from __future__ import annotations

import os
import select
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from ..deadlines import WAIT_S

CHECK = Path(__file__).with_name("test_whole_words.py")
DISPLAYS = range(41, 100)  # clear of a desktop's own :0 and :1; the first free one is taken


def start_xvfb(number: int, log: Path) -> subprocess.Popen[bytes] | None:
    """Start Xvfb on display ``number``, its messages in ``log``; None when it stopped
    instead. It says it is ready by writing its display number (``-displayfd``)."""
    read, write = os.pipe()
    with log.open("wb") as messages:
        server = subprocess.Popen(
            ["Xvfb", f":{number}", "-displayfd", str(write), "-screen", "0", "1920x1080x24",
             "-nolisten", "tcp"],
            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=messages)
    os.close(write)
    said = b""
    deadline = time.monotonic() + WAIT_S
    try:
        while not said.endswith(b"\n") and time.monotonic() < deadline:
            ready, _, _ = select.select([read], [], [], deadline - time.monotonic())
            chunk = os.read(read, 16) if ready else b""
            if not chunk:
                break  # it stopped (or the deadline passed)
            said += chunk
    finally:
        os.close(read)
    if said.strip() == str(number).encode():
        return server
    stop(server)
    return None


def stop(server: subprocess.Popen[bytes]) -> None:
    server.terminate()
    try:
        server.wait(timeout=WAIT_S)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()


@pytest.fixture
def display(tmp_path) -> Iterator[str]:
    """An X display of the test's own, stopped when the test ends."""
    if shutil.which("Xvfb") is None:
        pytest.fail("Xvfb is not installed, so the real-window check cannot run: "
                    "packaging/system-packages.sh test installs it (Debian: apt-get install "
                    "xvfb xfonts-base)")
    log = tmp_path / "xvfb.log"
    for number in DISPLAYS:
        server = start_xvfb(number, log)
        if server is not None:
            try:
                yield f":{number}"
            finally:
                stop(server)
            return
        said = log.read_text(errors="replace")
        taken = "already active" in said or "already running" in said
        if not taken:  # Xvfb itself cannot start: no other display would do better
            pytest.fail(f"Xvfb did not start on :{number}:\n{said[-3000:]}")
    pytest.fail(f"Xvfb found no free display among :{DISPLAYS[0]}–:{DISPLAYS[-1]}")


def test_every_word_shows_whole_in_a_real_window(display, tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "DISPLAY": display,
           "CARDTABLE_HOME": str(tmp_path)}
    env.pop("WAYLAND_DISPLAY", None)
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-x", str(CHECK)],
        cwd=CHECK.parents[2], env=env, capture_output=True, text=True, check=False)
    assert run.returncode == 0, (run.stdout + run.stderr)[-6000:]
    assert " passed" in run.stdout and " skipped" not in run.stdout

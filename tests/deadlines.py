"""How long a test waits for something that must happen before it gives up on it.

A wait ends as soon as what it waits for has happened, so its deadline costs nothing when all is
well: it only says when to stop waiting for something that will never come. It is therefore set
far beyond what any machine needs, a slow one or one busy with other work included, and
reaching it means a fault, never a slow machine. A test asserts what must hold, never how long
something took: the figures for that are measured in ``bench/``.
"""

from __future__ import annotations

WAIT_S = 60.0
WAIT_MS = int(WAIT_S * 1000)  # for Qt's waits, which count in milliseconds

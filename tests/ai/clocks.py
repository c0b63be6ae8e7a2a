"""A clock the test moves, for computer players that think for a budget of wall-clock time:
the budget is then checked the same way on any machine."""

from __future__ import annotations


class FakeClock:
    """A clock in seconds that moves by ``tick`` at each reading and by what work charges."""

    def __init__(self, tick: float = 0.0) -> None:
        self.now = 0.0
        self.tick = tick
        self.readings = 0

    def __call__(self) -> float:
        value = self.now
        self.now += self.tick
        self.readings += 1
        return value

    def charge(self, seconds: float) -> None:
        self.now += seconds

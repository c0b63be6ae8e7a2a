"""The engine's own seeded random generator and shuffle.

Saved games store only a seed and the actions, so a deal must come out the same on every
machine and every Python version for as long as saves live. Python's ``random`` promises no such
thing across versions, so the engine carries its own: SplitMix64 for the numbers and an exact,
unbiased shuffle on top. ``RNG_VERSION`` names the algorithm; a golden test pins its output, and
a save records the version it was dealt with.

>>> Rng(7).below(52)
24
"""

from __future__ import annotations

from math import factorial
from typing import TypeVar

RNG_VERSION = 1

_MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
T = TypeVar("T")


class Rng:
    """A SplitMix64 generator: small, fast, with a state that is one plain integer."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK64

    def next64(self) -> int:
        """Return the next 64-bit number."""
        self.state = z = (self.state + _GOLDEN) & _MASK64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def bits(self, k: int) -> int:
        """Return a uniformly random number of ``k`` bits."""
        words = (k + 63) // 64
        x = 0
        for _ in range(words):
            x = (x << 64) | self.next64()
        return x >> (words * 64 - k)

    def below(self, n: int) -> int:
        """Return a uniformly random integer in ``[0, n)``, without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        k = n.bit_length()
        while True:
            x = self.bits(k)
            if x < n:
                return x

    def shuffle(self, items: list[T]) -> None:
        """Shuffle a list in place, every order equally likely.

        One uniform number below ``len(items)!`` is drawn and read as the mixed-radix digits of
        a Fisher–Yates shuffle: a 52-card deal costs four generator steps instead of fifty-one.
        """
        n = len(items)
        x = self.below(_factorial(n))
        for i in range(n - 1, 0, -1):
            x, j = divmod(x, i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[T]) -> T:
        """Return one element of a non-empty list, uniformly."""
        return items[self.below(len(items))]

    def fork(self) -> Rng:
        """Return an independent generator seeded from this one (for a new deal, a bot …)."""
        return Rng(self.next64())


_FACTORIALS: dict[int, int] = {}


def _factorial(n: int) -> int:
    f = _FACTORIALS.get(n)
    if f is None:
        f = _FACTORIALS[n] = factorial(n)
    return f

"""A small deterministic RNG whose whole state is one integer.

The state lives inside each game state, so a game is fully described by its setup, seed and
actions. We use PCG32 (O'Neill, XSH-RR) rather than `random.Random`: its state is one int
that copies for free and serialises to JSON, and its output does not depend on the Python
version.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

_MASK64 = (1 << 64) - 1
_MULTIPLIER = 6364136223846793005
_INCREMENT = 1442695040888963407  # odd: one fixed stream for every game

T = TypeVar("T")


class Rng:
    """PCG32 generator. `state` is the whole state; `Rng(state=s)` resumes it."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK64

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        """Seeds as the PCG reference does: advance, add the seed, advance."""
        rng = cls(0)
        rng.next_u32()
        rng.state = (rng.state + seed) & _MASK64
        rng.next_u32()
        return rng

    def next_u32(self) -> int:
        old = self.state
        self.state = (old * _MULTIPLIER + _INCREMENT) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if not 0 < n <= 0x100000000:
            raise ValueError(f"bound out of range: {n}")
        threshold = (0x100000000 - n) % n
        while True:
            r = self.next_u32()
            if r >= threshold:
                return r % n

    def die(self, sides: int = 6) -> int:
        return 1 + self.below(sides)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

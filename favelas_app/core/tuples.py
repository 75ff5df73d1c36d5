"""Helpers for the immutable tuples that game states are made of."""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")


def replaced(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """`values` with the item at `index` replaced by `value`."""
    return (*values[:index], value, *values[index + 1 :])

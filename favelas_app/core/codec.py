"""JSON round trip for the frozen dataclasses that cross the engine boundary.

Actions, events and decisions subclass `Codable` and name themselves with a stable `TYPE`
("favelas.place_tile"). Field values must be JSON scalars, tuples, str-keyed dicts or other
codables; tuples come back as tuples, so a decoded object compares equal to the original.
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar


class DecodeError(ValueError):
    """A JSON value does not describe a known codable object."""


_REGISTRY: dict[str, type[Codable]] = {}


class Codable:
    """Base of every JSON round-tripping dataclass; subclasses set `TYPE`."""

    TYPE: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        name = cls.__dict__.get("TYPE")
        if not name:
            return
        known = _REGISTRY.get(name)
        if known is not None and known.__qualname__ != cls.__qualname__:
            raise ValueError(f"codable type {name!r} registered twice")
        _REGISTRY[name] = cls


def encode(obj: Any) -> Any:
    """Plain JSON data for a codable (a dict with its "type") or any nested value."""
    if isinstance(obj, Codable):
        data: dict[str, Any] = {"type": obj.TYPE}
        for field in dataclasses.fields(obj):  # type: ignore[arg-type]
            data[field.name] = encode(getattr(obj, field.name))
        return data
    if isinstance(obj, tuple | list):
        return [encode(item) for item in obj]
    if isinstance(obj, dict):
        return {str(key): encode(value) for key, value in obj.items()}
    if obj is None or isinstance(obj, bool | int | float | str):
        return obj
    raise TypeError(f"cannot encode {type(obj).__name__}")


def decode(data: Any) -> Any:
    """The inverse of `encode`: lists become tuples, typed dicts become codables."""
    if isinstance(data, list):
        return tuple(decode(item) for item in data)
    if isinstance(data, dict):
        if "type" not in data:
            return {key: decode(value) for key, value in data.items()}
        cls = _REGISTRY.get(data["type"]) if isinstance(data["type"], str) else None
        if cls is None:
            raise DecodeError(f"unknown type {data['type']!r}")
        names = {field.name for field in dataclasses.fields(cls)}  # type: ignore[arg-type]
        given = set(data) - {"type"}
        if given != names:
            raise DecodeError(
                f"{data['type']}: expected fields {sorted(names)}, got {sorted(given)}"
            )
        try:
            return cls(**{name: decode(data[name]) for name in names})
        except (TypeError, ValueError) as exc:
            raise DecodeError(f"{data['type']}: {exc}") from exc
    if data is None or isinstance(data, bool | int | float | str):
        return data
    raise DecodeError(f"not JSON data: {type(data).__name__}")

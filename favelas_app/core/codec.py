"""JSON round trip for the frozen dataclasses that cross the engine boundary.

Actions, events and decisions subclass `Codable` and name themselves with a stable `TYPE`
("favelas.place_tile"). Field values must be JSON scalars, tuples, str-keyed dicts or other
codables; tuples come back as tuples, so a decoded object compares equal to the original.

Decoding is given the table of types it may build (a game's own, see `codables_in`): what
can be read never depends on which modules happen to be imported. Each field must hold
exactly its declared type: `1.0` is no `int`, `true` is no `int`, a string is no tuple.
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from collections.abc import Mapping
from functools import cache
from typing import Any, ClassVar


class DecodeError(ValueError):
    """A JSON value does not describe a known codable object."""


class Codable:
    """Base of every JSON round-tripping dataclass; subclasses set `TYPE`."""

    TYPE: ClassVar[str] = ""


TypeTable = Mapping[str, type[Codable]]


def codables_in(namespace: Mapping[str, Any]) -> dict[str, type[Codable]]:
    """The codable classes defined in a module's `namespace` (its `globals()`), by TYPE."""
    table: dict[str, type[Codable]] = {}
    for value in namespace.values():
        if isinstance(value, type) and issubclass(value, Codable) and value.__dict__.get("TYPE"):
            if value.TYPE in table and table[value.TYPE] is not value:
                raise ValueError(f"codable type {value.TYPE!r} defined twice")
            table[value.TYPE] = value
    return table


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


def decode(data: Any, known: TypeTable) -> Codable:
    """The codable object `data` describes, built only from the types in `known`."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise DecodeError('expected an object with a "type"')
    cls = known.get(data["type"])
    if cls is None:
        raise DecodeError(f"unknown type {data['type'][:60]!r}")
    hints = _field_types(cls)
    given = set(data) - {"type"}
    if given != set(hints):
        raise DecodeError(f"{cls.TYPE}: expected fields {sorted(hints)}, got {sorted(given)}")
    values = {name: _value(data[name], hint, known, name) for name, hint in hints.items()}
    try:
        return cls(**values)
    except (TypeError, ValueError) as exc:
        raise DecodeError(f"{cls.TYPE}: {exc}") from exc


@cache
def _field_types(cls: type[Codable]) -> dict[str, Any]:
    """Each field's declared type: encode writes every field, so decode wants every one."""
    hints = typing.get_type_hints(cls)
    return {field.name: hints[field.name] for field in dataclasses.fields(cls)}  # type: ignore[arg-type]


def _value(data: Any, hint: Any, known: TypeTable, name: str) -> Any:
    """`data` as a value of the declared type `hint`; DecodeError if it is not one."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is Any:
        return data
    if origin in (typing.Union, types.UnionType):
        for option in args:
            try:
                return _value(data, option, known, name)
            except DecodeError:
                continue
        raise DecodeError(f"{name}: {data!r:.60} is not {hint}")
    if hint is type(None):
        if data is None:
            return None
    elif origin is tuple:
        if isinstance(data, list):
            if len(args) == 2 and args[1] is Ellipsis:
                return tuple(_value(item, args[0], known, name) for item in data)
            if len(args) == len(data):
                return tuple(_value(d, a, known, name) for d, a in zip(data, args, strict=True))
    elif isinstance(hint, type) and issubclass(hint, Codable):
        return decode(data, known)
    elif hint in (int, str, bool) and type(data) is hint:
        return data
    elif hint is float and type(data) in (int, float):
        return float(data)
    raise DecodeError(f"{name}: {data!r:.60} is not {getattr(hint, '__name__', hint)}")


def loads_strict(text: str) -> Any:
    """`json.loads`, but an object naming a key twice is a DecodeError (plain JSON keeps the
    last one silently) and so is nesting too deep to read."""
    try:
        return json.loads(text, object_pairs_hook=_unique_keys)
    except DecodeError:
        raise
    except RecursionError as exc:
        raise DecodeError("not valid JSON: nested too deeply") from exc
    except ValueError as exc:  # JSONDecodeError, or a number too long to read
        raise DecodeError(f"not valid JSON: {exc}") from exc


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    table: dict[str, Any] = {}
    for key, value in pairs:
        if key in table:
            raise DecodeError(f"the key {key[:40]!r} is given twice")
        table[key] = value
    return table

"""Tests of the JSON codec in favelas_app.core.codec, over every Favelas action and event."""

from __future__ import annotations

import dataclasses
import inspect
import json
import types
import typing
from typing import Any

import pytest

from favelas_app.core.codec import (
    Codable,
    DecodeError,
    codables_in,
    decode,
    encode,
    loads_strict,
)
from favelas_app.core.protocol import Action, Event
from favelas_app.games.favelas import actions as favelas_actions
from favelas_app.games.favelas import events as favelas_events


def _classes(module: types.ModuleType, base: type) -> list[type]:
    return [
        cls
        for _, cls in inspect.getmembers(module, inspect.isclass)
        if issubclass(cls, base) and cls is not base and cls.__module__ == module.__name__
    ]


ACTION_CLASSES = _classes(favelas_actions, Action)
EVENT_CLASSES = _classes(favelas_events, Event)
ALL_CLASSES = ACTION_CLASSES + EVENT_CLASSES
TABLE = codables_in(vars(favelas_actions)) | codables_in(vars(favelas_events))


def _sample(hint: Any, seed: int) -> Any:
    """A sample value of a field type, with nested tuples where the type has them."""
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if hint is int:
        return seed + 3
    if hint is str:
        return f"s{seed}"
    if hint is bool:
        return seed % 2 == 0
    if hint is float:
        return seed + 0.5
    if hint is type(None):
        return None
    if origin in (types.UnionType, typing.Union):
        non_none = [arg for arg in args if arg is not type(None)]
        return _sample(non_none[seed % len(non_none)], seed) if non_none else None
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_sample(args[0], seed + i) for i in range(2))
        return tuple(_sample(arg, seed + i) for i, arg in enumerate(args))
    raise AssertionError(f"no sample for field type {hint!r}; extend _sample")


def _instances(cls: type) -> list[Any]:
    """One instance with every field filled, plus one with optional fields set to None."""
    hints = typing.get_type_hints(cls)
    fields = dataclasses.fields(cls)
    result = [cls(**{f.name: _sample(hints[f.name], i) for i, f in enumerate(fields)})]
    optional = [
        f.name for f in fields if type(None) in typing.get_args(hints[f.name])
    ]  # e.g. GameEnded.tiebreak
    if optional:
        values = {f.name: _sample(hints[f.name], i) for i, f in enumerate(fields)}
        values.update(dict.fromkeys(optional))
        result.append(cls(**values))
    return result


def _json_round_trip(obj: Any) -> Any:
    return decode(json.loads(json.dumps(encode(obj))), TABLE)


def test_favelas_modules_define_codables() -> None:
    """The enumeration finds the Favelas actions and events (guards against an empty sweep)."""
    action_names = {cls.__name__ for cls in ACTION_CLASSES}
    event_names = {cls.__name__ for cls in EVENT_CLASSES}
    assert {"TakeFromSupply", "DrawFromStack", "DrawSingle", "PlaceTile", "AdjustDie"} <= (
        action_names
    )
    assert {"TileTaken", "TilePlaced", "YearScored", "GameEnded"} <= event_names


def test_every_codable_has_a_unique_type_name() -> None:
    """Each action and event names itself with its own non-empty TYPE."""
    names = [cls.TYPE for cls in ALL_CLASSES]
    assert all(names)
    assert len(names) == len(set(names))
    assert all(name.startswith("favelas.") for name in names)


@pytest.mark.parametrize("cls", ALL_CLASSES, ids=lambda cls: cls.__name__)
def test_codables_are_frozen_dataclasses(cls: type) -> None:
    """Actions and events are frozen dataclasses."""
    assert dataclasses.is_dataclass(cls)
    instance = _instances(cls)[0]
    fields = dataclasses.fields(cls)
    if fields:
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(instance, fields[0].name, None)


@pytest.mark.parametrize("cls", ALL_CLASSES, ids=lambda cls: cls.__name__)
def test_round_trip_through_json_text(cls: type) -> None:
    """encode -> json.dumps -> json.loads -> decode gives an equal object of the same class."""
    for instance in _instances(cls):
        back = _json_round_trip(instance)
        assert type(back) is cls
        assert back == instance


@pytest.mark.parametrize("cls", ALL_CLASSES, ids=lambda cls: cls.__name__)
def test_encoding_names_the_type_and_every_field(cls: type) -> None:
    """The encoded dict carries "type" and exactly the dataclass fields."""
    data = encode(_instances(cls)[0])
    assert data["type"] == cls.TYPE
    assert set(data) == {"type"} | {f.name for f in dataclasses.fields(cls)}


def test_nested_tuples_come_back_as_tuples() -> None:
    """Lists in JSON decode to tuples at every depth, so equality holds."""
    event = favelas_events.YearScored(
        1, ((("red", 3), ("bonus", 1)), (("blue", 2),)), ((1, 2), (3, 4)), (1, 2)
    )
    back = _json_round_trip(event)
    assert back == event
    assert isinstance(back.points, tuple)
    assert isinstance(back.points[0], tuple)
    assert isinstance(back.points[0][0], tuple)


def test_codables_in_finds_every_action_of_a_module_by_its_type() -> None:
    """A game's table holds each action class of its module under its TYPE, and nothing
    imported into the module (the Action base has no TYPE)."""
    table = codables_in(vars(favelas_actions))
    assert table == {cls.TYPE: cls for cls in ACTION_CLASSES}
    assert table == favelas_actions.ACTION_TYPES


def test_decoding_uses_only_the_table_it_is_given() -> None:
    """What can be decoded depends on the table handed in, never on what was imported: a
    Favelas action is unknown to a table of events only."""
    data = encode(favelas_actions.PlaceTile(1, -2, 3))
    assert decode(data, favelas_actions.ACTION_TYPES) == favelas_actions.PlaceTile(1, -2, 3)
    with pytest.raises(DecodeError, match="unknown type"):
        decode(data, codables_in(vars(favelas_events)))


def test_decode_unknown_type_raises() -> None:
    """A "type" not in the table raises DecodeError."""
    with pytest.raises(DecodeError, match="unknown type"):
        decode({"type": "favelas.no_such_action"}, TABLE)


@pytest.mark.parametrize("bad_type", [None, 3, ["favelas.pass"], {"a": 1}, ""])
def test_decode_non_string_or_empty_type_raises(bad_type: Any) -> None:
    """A "type" that is not a known string raises DecodeError, not TypeError."""
    with pytest.raises(DecodeError):
        decode({"type": bad_type}, TABLE)


def test_decode_missing_field_raises() -> None:
    """A codable dict that lacks a field raises DecodeError, even one with a default:
    encode writes every field."""
    with pytest.raises(DecodeError, match="expected fields"):
        decode({"type": "favelas.place_tile", "q": 0, "r": 0}, TABLE)


def test_decode_extra_field_raises() -> None:
    """A codable dict with an unknown extra field raises DecodeError."""
    data = encode(favelas_actions.PlaceTile(0, 0, 1))
    data["colour"] = "red"
    with pytest.raises(DecodeError, match="expected fields"):
        decode(data, TABLE)


def test_decode_extra_field_on_fieldless_action_raises() -> None:
    """Even a field-less action refuses extra fields."""
    with pytest.raises(DecodeError):
        decode({"type": "favelas.draw_single", "tile": "x"}, TABLE)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("delta", 1.0),
        ("delta", True),
        ("delta", "1"),
        ("delta", None),
        ("delta", [1]),
        ("die", 3),
        ("die", None),
        ("die", ["red"]),
    ],
)
def test_decode_accepts_exactly_the_declared_types(field: str, value: Any) -> None:
    """`"delta": 1.0` once turned a die's value into 4.0: an int field takes only an int
    (not a float, not a bool), a str field only a str."""
    data = encode(favelas_actions.AdjustDie("red", 1))
    data[field] = value
    with pytest.raises(DecodeError, match=f"{field}: "):
        decode(data, TABLE)


@pytest.mark.parametrize("value", [[1, 2.0], "12", [True], [[1]], 5])
def test_decode_checks_every_item_of_a_tuple(value: Any) -> None:
    """A tuple[int, ...] field takes a list of ints and nothing else."""
    from favelas_app.games.holi import actions as holi_actions

    data = encode(holi_actions.ThrowFaceUp("card", 0, 0, (1, 2)))
    assert decode(data, holi_actions.ACTION_TYPES).skip == (1, 2)
    data["skip"] = value
    with pytest.raises(DecodeError):
        decode(data, holi_actions.ACTION_TYPES)


def test_an_optional_field_takes_none_or_its_type() -> None:
    """`str | None` takes either, nothing else."""
    event = favelas_events.GameEnded((1, 2), (0,), None)
    assert decode(encode(event), TABLE) == event
    data = encode(event)
    data["tiebreak"] = 3
    with pytest.raises(DecodeError):
        decode(data, TABLE)


@pytest.mark.parametrize(
    "value",
    [object(), {1, 2}, b"bytes", (1, 2), favelas_actions.DrawSingle(), 1j, [1], 3, "x", None],
    ids=["object", "set", "bytes", "tuple", "codable", "complex", "list", "int", "str", "none"],
)
def test_decode_builds_only_codables(value: Any) -> None:
    """decode refuses anything that is not an object naming a known type."""
    with pytest.raises(DecodeError):
        decode(value, TABLE)
    if type(value) is not int:
        with pytest.raises(DecodeError):
            decode({"type": "favelas.adjust_die", "die": "red", "delta": value}, TABLE)


def test_loads_strict_refuses_a_key_given_twice() -> None:
    """Plain JSON keeps the last of two equal keys; a save must not be ambiguous."""
    assert loads_strict('{"a": [{"b": 1}], "c": 2}') == {"a": [{"b": 1}], "c": 2}
    for text in ('{"a": 1, "a": 1}', '[{"x": 1, "y": {"z": 1, "z": 2}}]'):
        with pytest.raises(DecodeError, match="given twice"):
            loads_strict(text)


@pytest.mark.parametrize("text", ["[" * 100_000, "{", "", "9" * 5000, "\x00"])
def test_loads_strict_turns_every_failure_into_a_decode_error(text: str) -> None:
    with pytest.raises(DecodeError, match="not valid JSON"):
        loads_strict(text)


def test_decode_error_is_a_value_error() -> None:
    """DecodeError subclasses ValueError, so callers may catch either."""
    assert issubclass(DecodeError, ValueError)


@pytest.mark.parametrize(
    "value",
    [object(), {1, 2}, frozenset(), b"bytes", 1j, type, [object()], {"k": {1}}],
    ids=["object", "set", "frozenset", "bytes", "complex", "class", "nested", "nested-dict"],
)
def test_encode_unsupported_object_raises_type_error(value: Any) -> None:
    """encode refuses values JSON cannot hold with TypeError."""
    with pytest.raises(TypeError):
        encode(value)


def test_encode_plain_dataclass_raises_type_error() -> None:
    """A dataclass that is not Codable is not silently encoded."""

    @dataclasses.dataclass(frozen=True)
    class Plain:
        x: int

    with pytest.raises(TypeError):
        encode(Plain(1))


def test_a_table_with_one_type_twice_is_refused() -> None:
    """Two classes of one module claiming the same TYPE are refused when the table is made."""

    @dataclasses.dataclass(frozen=True)
    class Impostor(Codable):
        TYPE = "favelas.place_tile"

    with pytest.raises(ValueError, match="defined twice"):
        codables_in({**vars(favelas_actions), "Impostor": Impostor})

"""Tests of the shared protocol types in favelas_app.core.protocol."""

from __future__ import annotations

import json
from typing import Any

import pytest

from favelas_app.core.protocol import IllegalAction, Setup, SetupError


@pytest.mark.parametrize(
    "setup",
    [
        Setup(2),
        Setup(3, ("Ana", "Bia", "Caio")),
        Setup(4, ("Ana", "", "Çeyda", "Đorđe"), {"variant": "short", "level": 2, "x": None}),
    ],
)
def test_setup_round_trips_through_json(setup: Setup) -> None:
    """Setup.to_json -> json text -> Setup.from_json gives an equal setup."""
    assert Setup.from_json(json.loads(json.dumps(setup.to_json()))) == setup


def test_setup_from_json_defaults() -> None:
    """Missing names and options default to empty."""
    assert Setup.from_json({"players": 2}) == Setup(2, (), {})


def test_setup_name_of_falls_back_to_seat_number() -> None:
    """name_of uses the given name, or P<n> for missing or empty names."""
    setup = Setup(3, ("Ana", ""))
    assert [setup.name_of(p) for p in range(3)] == ["Ana", "P2", "P3"]


@pytest.mark.parametrize(
    "data",
    [
        {},
        {"players": None},
        {"players": "2"},
        {"players": 2.0},
        {"players": True},
        {"players": [2]},
        {"players": 2, "names": "Ana"},
        {"players": 2, "names": ["Ana", 3]},
        {"players": 2, "names": None},
        {"players": 2, "options": []},
        {"players": 2, "options": "fast"},
        {"players": 2, "options": None},
    ],
)
def test_setup_from_json_rejects_bad_values(data: dict[str, Any]) -> None:
    """Bad players, names or options raise SetupError."""
    with pytest.raises(SetupError):
        Setup.from_json(data)


def test_setup_error_is_a_value_error() -> None:
    """SetupError subclasses ValueError."""
    assert issubclass(SetupError, ValueError)


def test_illegal_action_keeps_reason_and_params() -> None:
    """IllegalAction exposes its locale key and its placeholder values."""
    exc = IllegalAction("favelas.illegal.mixed_height", low=1, high=2)
    assert exc.reason == "favelas.illegal.mixed_height"
    assert exc.params == {"low": 1, "high": 2}
    assert "favelas.illegal.mixed_height" in str(exc)


def test_illegal_action_without_params() -> None:
    """Without params, the message is the bare reason and params is empty."""
    exc = IllegalAction("favelas.illegal.game_over")
    assert exc.reason == "favelas.illegal.game_over"
    assert exc.params == {}
    assert str(exc) == "favelas.illegal.game_over"


def test_illegal_action_is_an_exception() -> None:
    """IllegalAction can be raised and caught as an Exception."""
    with pytest.raises(IllegalAction) as info:
        raise IllegalAction("favelas.illegal.wrong_die", die="red")
    assert info.value.params["die"] == "red"

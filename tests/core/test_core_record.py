"""Tests of game records in favelas_app.core.record: round trips, replay, and broken input."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from favelas_app.ai.random_agent import RandomAgent
from favelas_app.core.codec import encode
from favelas_app.core.controller import TurnController
from favelas_app.core.protocol import IllegalAction, Setup
from favelas_app.core.record import RECORD_FORMAT, GameRecord, RecordError, replay
from favelas_app.games import get_game
from favelas_app.games.favelas.actions import (
    AdjustDie,
    DrawFromStack,
    DrawSingle,
    Pass,
    PlaceTile,
    TakeFromSupply,
)
from favelas_app.games.favelas.events import TileTaken

GAME = get_game("favelas")


def _played(players: int, seed: int) -> TurnController:
    controller = TurnController.new(GAME, Setup(players), seed)
    controller.run_agents({p: RandomAgent(seed * 10 + p) for p in range(players)})
    return controller


def _valid_json() -> dict[str, Any]:
    return GameRecord(
        "favelas", Setup(2, ("Ana", "Bia")), 5, (DrawSingle(), PlaceTile(0, 0, 0))
    ).to_json()


# -- round trips -------------------------------------------------------------------------------


def test_to_json_from_json_round_trip() -> None:
    """GameRecord.to_json -> from_json gives an equal record."""
    record = GameRecord(
        "favelas",
        Setup(3, ("Ana", "Bia", "Caio"), {"variant": "x"}),
        12,
        (TakeFromSupply("D07"), PlaceTile(1, -1, 4), AdjustDie("red", -1), DrawFromStack(), Pass()),
    )
    assert GameRecord.from_json(record.to_json(), get_game) == record


def test_dumps_loads_round_trip() -> None:
    """GameRecord.dumps -> loads gives an equal record, and dumps is JSON text."""
    record = GameRecord("favelas", Setup(2, ("Zoë", "Ñandú")), 2**40, (DrawSingle(),))
    text = record.dumps()
    assert json.loads(text)["format"] == RECORD_FORMAT
    assert GameRecord.loads(text, get_game) == record


def test_with_action_appends_without_changing_the_original() -> None:
    """with_action returns a new record one action longer; the old one is unchanged."""
    record = GameRecord("favelas", Setup(2), 1)
    longer = record.with_action(DrawSingle())
    assert record.actions == ()
    assert longer.actions == (DrawSingle(),)
    assert (longer.game, longer.setup, longer.seed) == (record.game, record.setup, record.seed)


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (2, 987654321)])
def test_full_random_game_replays_to_the_live_state(players: int, seed: int) -> None:
    """A whole random game, saved as text and replayed, reaches a state == the live one."""
    live = _played(players, seed)
    assert GAME.is_over(live.state)
    loaded = GameRecord.loads(live.record.dumps(), get_game)
    assert loaded == live.record
    assert replay(GAME, loaded.setup, loaded.seed, loaded.actions) == live.state
    assert TurnController(GAME, loaded).state == live.state


def test_replay_of_every_prefix_matches_the_live_states() -> None:
    """Replaying the first k actions gives the state the live game had after k actions."""
    game = GAME
    state = game.new_game(Setup(3), 31)
    agent = RandomAgent(31)
    record = GameRecord("favelas", Setup(3), 31)
    states = [state]
    while state.decision is not None:
        action = agent.choose(game, game.view(state, state.decision.players[0]), 0)
        state, _ = game.apply(state, action)
        record = record.with_action(action)
        states.append(state)
    loaded = GameRecord.loads(record.dumps(), get_game)
    for k in range(0, len(loaded.actions) + 1, 7):
        assert replay(game, loaded.setup, loaded.seed, loaded.actions[:k]) == states[k]


def test_replay_of_an_illegal_action_raises_illegal_action() -> None:
    """replay refuses an action the rules refuse."""
    with pytest.raises(IllegalAction):
        replay(GAME, Setup(2), 1, [PlaceTile(0, 0, 0)])  # no tile held yet


# -- broken input ------------------------------------------------------------------------------


def test_record_error_is_a_value_error() -> None:
    """RecordError subclasses ValueError."""
    assert issubclass(RecordError, ValueError)


@pytest.mark.parametrize("text", ["", "not json", "{", '{"format": 1,}', "[1, 2", "\x00"])
def test_loads_not_json_raises_record_error(text: str) -> None:
    """Text that is not JSON raises RecordError saying so."""
    with pytest.raises(RecordError, match="not valid JSON"):
        GameRecord.loads(text, get_game)


def test_loads_deeply_nested_text_raises_record_error() -> None:
    """Pathologically nested text raises RecordError, not RecursionError."""
    with pytest.raises(RecordError):
        GameRecord.loads("[" * 100_000 + "]" * 100_000, get_game)


@pytest.mark.parametrize("data", [None, [], [1, 2], "record", 3, True])
def test_from_json_non_object_raises_record_error(data: Any) -> None:
    """A record that is not a JSON object raises RecordError."""
    with pytest.raises(RecordError, match="JSON object"):
        GameRecord.from_json(data, get_game)


@pytest.mark.parametrize("fmt", [0, 2, -1, "1", None, [1], {"v": 1}])
def test_wrong_format_number_raises_record_error(fmt: Any) -> None:
    """Any format other than the current one is refused, naming the format."""
    data = _valid_json()
    data["format"] = fmt
    with pytest.raises(RecordError, match="format"):
        GameRecord.from_json(data, get_game)


def test_missing_format_raises_record_error() -> None:
    """A record without a format number is refused."""
    data = _valid_json()
    del data["format"]
    with pytest.raises(RecordError, match="format"):
        GameRecord.from_json(data, get_game)


@pytest.mark.parametrize("game", [None, 3, ["favelas"]])
def test_bad_game_name_raises_record_error(game: Any) -> None:
    """A record whose game is missing or not a string is refused."""
    data = _valid_json()
    data["game"] = game
    with pytest.raises(RecordError, match="game"):
        GameRecord.from_json(data, get_game)


def test_missing_seed_raises_record_error() -> None:
    """A record without a seed is refused."""
    data = _valid_json()
    del data["seed"]
    with pytest.raises(RecordError, match="seed"):
        GameRecord.from_json(data, get_game)


@pytest.mark.parametrize("seed", ["5", 5.0, 5.5, True, False, None, [5], {"s": 5}])
def test_seed_not_int_raises_record_error(seed: Any) -> None:
    """A seed that is not an integer (bools included) is refused."""
    data = _valid_json()
    data["seed"] = seed
    with pytest.raises(RecordError, match="seed"):
        GameRecord.from_json(data, get_game)


@pytest.mark.parametrize("actions", [None, "DrawSingle", {"0": {"type": "favelas.pass"}}, 3])
def test_actions_not_a_list_raises_record_error(actions: Any) -> None:
    """A record whose actions are not a list is refused."""
    data = _valid_json()
    data["actions"] = actions
    with pytest.raises(RecordError, match="actions"):
        GameRecord.from_json(data, get_game)


def test_missing_actions_raises_record_error() -> None:
    """A record without actions is refused."""
    data = _valid_json()
    del data["actions"]
    with pytest.raises(RecordError, match="actions"):
        GameRecord.from_json(data, get_game)


def test_unknown_action_type_raises_record_error() -> None:
    """An action of an unknown type is refused, naming the type."""
    data = _valid_json()
    data["actions"].append({"type": "favelas.teleport"})
    with pytest.raises(RecordError, match=re.escape("favelas.teleport")):
        GameRecord.from_json(data, get_game)


def test_action_with_wrong_fields_raises_record_error() -> None:
    """An action missing a field is refused."""
    data = _valid_json()
    data["actions"].append({"type": "favelas.place_tile", "q": 0})
    with pytest.raises(RecordError, match=re.escape("favelas.place_tile")):
        GameRecord.from_json(data, get_game)


@pytest.mark.parametrize(
    "item",
    [encode(TileTaken(0, "D01", "supply")), 3, "favelas.pass", None, [], {"no": "type"}],
    ids=["event", "int", "str", "null", "list", "untyped-dict"],
)
def test_non_action_in_actions_raises_record_error(item: Any) -> None:
    """Anything in actions that is not one of the game's actions (an event, a scalar, a plain
    dict) is refused."""
    data = _valid_json()
    data["actions"].append(item)
    with pytest.raises(RecordError, match=r"unknown type|expected an object"):
        GameRecord.from_json(data, get_game)


@pytest.mark.parametrize(
    "setup",
    [
        {"players": "two"},
        {"players": None},
        {"players": 2.0},
        {"players": True},
        {},
        {"players": 2, "names": "Ana"},
        {"players": 2, "options": [1]},
    ],
)
def test_setup_with_bad_values_raises_record_error(setup: dict[str, Any]) -> None:
    """A setup with bad players, names or options is refused with the setup's message."""
    data = _valid_json()
    data["setup"] = setup
    with pytest.raises(RecordError, match="setup"):
        GameRecord.from_json(data, get_game)


def test_missing_setup_raises_record_error() -> None:
    """A record without a setup is refused (it names no player count)."""
    data = _valid_json()
    del data["setup"]
    with pytest.raises(RecordError, match="setup"):
        GameRecord.from_json(data, get_game)


@pytest.mark.parametrize("setup", [[2], "2 players", 2, True, 1.5], ids=repr)
def test_setup_not_an_object_raises_record_error(setup: Any) -> None:
    """A setup that is not a JSON object raises RecordError, not AttributeError."""
    data = _valid_json()
    data["setup"] = setup
    with pytest.raises(RecordError):
        GameRecord.from_json(data, get_game)


# -- fuzzing: only RecordError may escape ------------------------------------------------------

_SCALARS = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8)
_JSON = st.recursive(
    _SCALARS,
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)
_ACTION_TYPES = sorted(
    {
        cls.TYPE
        for cls in (
            TakeFromSupply,
            DrawFromStack,
            DrawSingle,
            PlaceTile,
            AdjustDie,
            Pass,
            TileTaken,
        )
    }
)
_ACTION_LIKE = st.one_of(
    st.sampled_from(
        [encode(a) for a in (DrawSingle(), PlaceTile(0, 1, 2), AdjustDie("red", 1), Pass())]
    ),
    st.builds(
        lambda type_, extra: {"type": type_, **extra},
        st.sampled_from([*_ACTION_TYPES, "favelas.nope"]) | _JSON,
        st.dictionaries(st.sampled_from(["q", "r", "direction", "die", "delta", "tile"]), _JSON),
    ),
    _JSON,
)
_SETUP_LIKE = st.fixed_dictionaries(
    {"players": st.integers(0, 5) | _JSON},
    optional={"names": st.lists(st.text(max_size=4), max_size=4) | _JSON, "options": _JSON},
)
# Scalars and lists weigh more here than in _JSON, whose values are mostly dicts or empty.
_JUNK = _SCALARS | st.lists(_JSON, min_size=1, max_size=3) | _JSON
_RECORD_KEYS = ("format", "game", "seed", "actions", "setup")
_RECORD_LIKE = st.fixed_dictionaries(
    {
        "format": st.just(RECORD_FORMAT),
        "game": st.just("favelas"),
        "seed": st.integers(),
        "actions": st.lists(_ACTION_LIKE, max_size=4),
        "setup": _SETUP_LIKE,
    }
)
_DELETE = object()  # marks a field to remove rather than replace


def _only_record_error(data: Any) -> None:
    try:
        record = GameRecord.from_json(data, get_game)
    except RecordError as exc:
        assert str(exc), "a RecordError must say why"
    else:
        assert isinstance(record, GameRecord)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_JSON)
def test_from_json_of_arbitrary_json_raises_only_record_error(data: Any) -> None:
    """from_json of any JSON value either loads or raises RecordError, nothing else."""
    _only_record_error(data)


@pytest.mark.parametrize("key", _RECORD_KEYS)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=_RECORD_LIKE, junk=st.just(_DELETE) | _JUNK)
def test_from_json_of_record_like_objects_raises_only_record_error(
    key: str, data: dict[str, Any], junk: Any
) -> None:
    """from_json of a near-valid record with one field junk or removed raises only RecordError."""
    if junk is _DELETE:
        del data[key]
    else:
        data[key] = junk
    _only_record_error(data)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=40) | _JSON.map(json.dumps))
def test_loads_of_arbitrary_text_raises_only_record_error(text: str) -> None:
    """loads of any text either loads or raises RecordError, nothing else."""
    try:
        GameRecord.loads(text, get_game)
    except RecordError as exc:
        assert str(exc), "a RecordError must say why"

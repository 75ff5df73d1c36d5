"""Tests of the engine registry in favelas_app.games."""

from __future__ import annotations

import pytest

from favelas_app.core.protocol import Setup
from favelas_app.games import game_names, get_game


def test_get_game_favelas() -> None:
    """get_game("favelas") returns the Favelas engine, which can start a game."""
    game = get_game("favelas")
    assert game.name == "favelas"
    assert game.min_players <= 2 <= game.max_players
    state = game.new_game(Setup(2), 1)
    assert state.decision is not None


def test_get_game_returns_the_same_engine() -> None:
    """Engines are stateless singletons: two lookups give the same object."""
    assert get_game("favelas") is get_game("favelas")


@pytest.mark.parametrize("name", ["", "chess", "Favelas", "favelas.rules"])
def test_get_game_unknown_name_raises_key_error(name: str) -> None:
    """An unknown game name raises KeyError."""
    with pytest.raises(KeyError):
        get_game(name)


def test_game_names_lists_favelas() -> None:
    """game_names() is a tuple that contains "favelas"."""
    names = game_names()
    assert isinstance(names, tuple)
    assert "favelas" in names


def test_every_listed_game_loads() -> None:
    """Every name game_names() lists resolves to an engine of that name."""
    for name in game_names():
        assert get_game(name).name == name


@pytest.mark.parametrize("name", game_names())
def test_every_engine_lists_each_of_its_actions_for_records(name: str) -> None:
    """A record of a game is decoded with the engine's own action types: every Action class
    of the game's actions module is there under its TYPE, and nothing else."""
    import importlib
    import inspect

    from favelas_app.core.protocol import Action

    module = importlib.import_module(f"favelas_app.games.{name}.actions")
    defined = {
        cls.TYPE: cls
        for _, cls in inspect.getmembers(module, inspect.isclass)
        if issubclass(cls, Action) and cls.__module__ == module.__name__
    }
    assert defined and get_game(name).action_types == defined
    assert all(type_name.startswith(f"{name}.") for type_name in defined)


@pytest.mark.parametrize("name", game_names())
def test_every_engine_refuses_an_option_it_does_not_know(name: str) -> None:
    """Setup options are named by the game; an unknown one is a SetupError, not ignored,
    while every variant the game names is accepted."""
    from favelas_app.core.protocol import SetupError

    game = get_game(name)
    with pytest.raises(SetupError, match="unknown option 'house_rule'"):
        game.new_game(Setup(2, options={"house_rule": True}), 1)
    for options in game.variants:
        assert set(options) <= game.options
        game.new_game(Setup(2, options=options), 1)

"""The rules engines, one package per game, found by name. Never imports pygame."""

from __future__ import annotations

from importlib import import_module

from favelas_app.core.protocol import Game

# Engines load lazily, so starting the app does not import every game.
_ENGINES: dict[str, str] = {
    "favelas": "favelas_app.games.favelas.rules",
    "holi": "favelas_app.games.holi.rules",
    "feuville": "favelas_app.games.feuville.rules",
}


def game_names() -> tuple[str, ...]:
    return tuple(_ENGINES)


def get_game(name: str) -> Game:
    """The engine called `name`; raises KeyError for an unknown game."""
    module = _ENGINES.get(name)
    if module is None:
        raise KeyError(name)
    return import_module(module).GAME

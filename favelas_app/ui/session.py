"""One game at the table: the controller, who sits in each seat, and the autosave.

Scenes start games through `start_game` and `continue_game`; both put the game's scene on
top of the main menu.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any

from favelas_app.ai import make_agent
from favelas_app.core.controller import Agent, TurnController
from favelas_app.core.notice import Notice, os_error_notice
from favelas_app.core.protocol import Game, Setup
from favelas_app.core.record import GameRecord
from favelas_app.core.saves import HUMAN, SavedGame, autosave_path, write_save
from favelas_app.games import get_game

if TYPE_CHECKING:
    from favelas_app.ui.app import App

# The games that can be played on screen, and the scene that shows each (module:class).
GAME_SCENES: dict[str, str] = {"favelas": "favelas_app.ui.scenes.favelas_game:FavelasScene"}


def playable_games() -> tuple[str, ...]:
    return tuple(GAME_SCENES)


class Session:
    """A game in progress and its seats; every change is autosaved atomically."""

    def __init__(
        self,
        record: GameRecord,
        seats: Sequence[str],
        save_to: Path | None = None,
    ) -> None:
        self.game: Game = get_game(record.game)
        self.seats = tuple(seats)
        self.save_to = save_to
        self.save_error: Notice | None = None  # why the last autosave failed
        self.controller = TurnController(self.game, record, on_change=self._autosave)
        self.agents: dict[int, Agent] = {
            seat: make_agent(level, record.seed * 1009 + seat)
            for seat, level in enumerate(self.seats)
            if level != HUMAN
        }
        self._autosave(record)

    @property
    def names(self) -> tuple[str, ...]:
        """Every seat's name (a default one where the setup gave none)."""
        setup = self.controller.record.setup
        return tuple(setup.name_of(p) for p in range(setup.players))

    @property
    def state(self) -> Any:
        return self.controller.state

    def is_human(self, player: int) -> bool:
        return self.seats[player] == HUMAN

    def saved(self) -> SavedGame:
        return SavedGame(self.controller.record, self.seats)

    def _autosave(self, record: GameRecord) -> None:
        if self.save_to is None:
            return
        try:
            write_save(SavedGame(record, self.seats), self.save_to)
            self.save_error = None
        except OSError as exc:  # a full disk must not stop the game; the scene shows it
            self.save_error = os_error_notice(exc)


def _scene_class(game: str) -> Callable[..., Any]:
    module, name = GAME_SCENES[game].split(":")
    return getattr(import_module(module), name)


def _show(app: App, session: Session) -> None:
    from favelas_app.ui.scenes.main_menu import MainMenuScene

    app.scenes.reset(MainMenuScene(app))
    app.scenes.push(_scene_class(session.controller.record.game)(app, session))


def start_game(
    app: App,
    game: str,
    names: Sequence[str],
    seats: Sequence[str],
    seed: int | None = None,
) -> None:
    """A new game of `game` with these seat names and seats (HUMAN or an AI level)."""
    seed = secrets.randbelow(2**31) if seed is None else seed
    record = GameRecord(game, Setup(len(names), tuple(names)), seed)
    save_to = autosave_path() if app.persist else None
    _show(app, Session(record, seats, save_to))


def continue_game(app: App, saved: SavedGame) -> None:
    """Resumes a saved game exactly where it was; it autosaves from now on."""
    save_to = autosave_path() if app.persist else None
    _show(app, Session(saved.record, saved.seats, save_to))

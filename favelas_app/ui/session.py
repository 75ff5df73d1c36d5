"""One game at the table: the controller, who sits in each seat, and the autosave.

Scenes start games through `start_game` and `continue_game`; both put the game's scene on
top of the main menu. A seat can change hands during the game (`Session.set_seat`, from the
pause menu's Players): an AI takes the place of a person who leaves, or the other way round.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from collections.abc import Callable, Mapping, Sequence
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any

from favelas_app.ai import AI_LEVELS, PLAYER_LEVELS, make_agent
from favelas_app.core.controller import Agent, TurnController
from favelas_app.core.notice import Notice, os_error_notice
from favelas_app.core.protocol import Game, Setup
from favelas_app.core.record import GameRecord
from favelas_app.core.saves import (
    HUMAN,
    SavedGame,
    SaveError,
    autosave_path,
    new_save_path,
    read_save,
    unknown_seats,
    write_save,
)
from favelas_app.games import get_game

if TYPE_CHECKING:
    from favelas_app.ui.app import App

# The games that can be played on screen, and the scene that shows each (module:class).
GAME_SCENES: dict[str, str] = {
    "favelas": "favelas_app.ui.scenes.favelas_game:FavelasScene",
    "holi": "favelas_app.ui.scenes.holi_game:HoliScene",
    "feuville": "favelas_app.ui.scenes.feuville_game:FeuvilleScene",
}
# The AI a seat gets unless a person picks another level, and the one that takes over a
# saved seat whose AI this version does not offer.
DEFAULT_LEVEL = "medium"
KIND_SHOWN = 24  # characters of an unknown seat kind read from a save that a message quotes


def playable_games() -> tuple[str, ...]:
    return tuple(GAME_SCENES)


def on_screen(saved: SavedGame) -> bool:
    """True when this version can show the saved game's game (others play in the terminal)."""
    return saved.record.game in GAME_SCENES


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
            seat: make_agent(level, agent_seed(record.seed, seat))
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

    def set_seat(self, seat: int, kind: str) -> None:
        """Hands `seat` to a person at the screen (HUMAN) or to the AI of level `kind`, at
        once, and autosaves. The new agent's seed comes from the game's seed and the seat,
        as on Continue, so a game played on and the same game saved and continued agree."""
        if kind != HUMAN and kind not in AI_LEVELS:
            raise ValueError(f"no AI level called {kind!r}")
        if kind == self.seats[seat]:
            return
        self.seats = (*self.seats[:seat], kind, *self.seats[seat + 1 :])
        self.agents.pop(seat, None)
        if kind != HUMAN:
            self.agents[seat] = make_agent(kind, agent_seed(self.controller.record.seed, seat))
        self._autosave(self.controller.record)

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


def agent_seed(seed: int, seat: int) -> int:
    """The seed of the AI in `seat` of a game of `seed`."""
    return seed * 1009 + seat


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
    options: Mapping[str, object] | None = None,
) -> None:
    """A new game of `game` with these seat names and seats (HUMAN or an AI level), and
    the game's setup `options` (Holi's rivalry cards)."""
    seed = secrets.randbelow(2**31) if seed is None else seed
    record = GameRecord(game, Setup(len(names), tuple(names), dict(options or {})), seed)
    save_to = autosave_path() if app.persist else None
    if save_to is not None:
        _keep_unresumable_autosave(save_to)
    _show(app, Session(record, seats, save_to))


def _keep_unresumable_autosave(path: Path) -> None:
    """Moves an autosave that Continue cannot resume (unreadable, or of a game this version
    does not show) to an ordinary save's name, so a new game does not overwrite it: the
    player still finds it under Load, with the reason, and can delete it there."""
    if not os.path.lexists(path):
        return
    try:
        saved = read_save(path, get_game)
    except SaveError:
        pass
    else:
        if saved.over or on_screen(saved):
            return
    with contextlib.suppress(OSError):  # then the new game's autosave replaces it after all
        os.replace(path, new_save_path())


def continue_game(app: App, saved: SavedGame) -> None:
    """Resumes a saved game exactly where it was; it autosaves from now on.

    A seat saved with an AI this version does not offer to players (the tournaments'
    "random", or a level of a newer version) is played by the DEFAULT_LEVEL AI, and a
    message over the table says so before anyone moves.
    """
    if not on_screen(saved):  # the Load screen and Continue offer none of these
        from favelas_app.ui.scenes.dialog import MessageDialog

        game = app.text(f"{saved.record.game}.name")
        app.scenes.push(MessageDialog(app, game, app.text("load.no_screen")))
        return
    save_to = autosave_path() if app.persist else None
    seats = list(saved.seats)
    replaced = unknown_seats(seats, PLAYER_LEVELS)
    for seat in replaced:
        seats[seat] = DEFAULT_LEVEL
    session = Session(saved.record, seats, save_to)
    _show(app, session)
    if replaced:
        from favelas_app.ui.scenes.dialog import MessageDialog

        level = app.text(f"setup.ai_level.{DEFAULT_LEVEL}")
        lines = [
            app.text(
                "players.replaced",
                player=session.names[seat],
                kind=saved.seats[seat][:KIND_SHOWN],
                level=level,
            )
            for seat in replaced
        ]
        lines.append(app.text("players.replaced_hint"))
        app.scenes.push(MessageDialog(app, app.text("players.replaced_title"), "\n".join(lines)))

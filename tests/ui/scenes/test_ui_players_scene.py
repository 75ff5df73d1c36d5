"""The pause menu's Players: every seat by name with Human and the three AI levels, changes
made at once, Esc or Done back to the pause menu, and room for four seats at every size."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from scene_stubs import StubGameScene
from ui_input import click, frames, press

from favelas_app.ai import AI_LEVELS, PLAYER_LEVELS
from favelas_app.core.saves import HUMAN, autosave_path, read_save
from favelas_app.core.settings import UI_SCALES, Settings
from favelas_app.games import get_game
from favelas_app.ui import session
from favelas_app.ui.app import App
from favelas_app.ui.scenes.main_menu import MainMenuScene
from favelas_app.ui.scenes.pause import PauseScene
from favelas_app.ui.scenes.players import PlayersScene
from favelas_app.ui.widgets import Button, Choice

NAMES = ["Ana", "Bo", "Carla", "Davi"]
pytestmark = pytest.mark.usefixtures("stub_game")  # games open StubGameScene


def open_players(app: App, seats: list[str]) -> tuple[StubGameScene, PauseScene, PlayersScene]:
    app.scenes.push(MainMenuScene(app))
    session.start_game(app, "favelas", NAMES[: len(seats)], seats, seed=5)
    game = app.scenes.top
    assert isinstance(game, StubGameScene)
    pause = PauseScene(app, game.session)
    app.scenes.push(pause)
    press(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN)  # Resume, Save game, Players
    players = app.scenes.top
    assert isinstance(players, PlayersScene)
    return game, pause, players


@pytest.fixture
def app(home: Path) -> App:
    return App(Settings(), persist=True)


def test_every_seat_is_listed_by_name_with_a_person_and_the_three_levels(app: App) -> None:
    """One row per seat, named as at the table, showing who plays it now; each offers
    Human, easy, medium and hard."""
    _, _, players = open_players(app, [HUMAN, "easy", "medium", "hard"])
    rows = [w for w in players.form.widgets if isinstance(w, Choice)]
    assert [row.label for row in rows] == NAMES
    assert [row.value for row in rows] == [HUMAN, "easy", "medium", "hard"]
    for row in rows:
        assert [value for value, _ in row.options] == [HUMAN, *PLAYER_LEVELS]
    assert isinstance(players.form.widgets[-1], Button)


def test_the_arrow_keys_switch_a_seat_at_once_and_the_autosave_follows(app: App) -> None:
    """Right on a seat's row moves it to the next kind; the session's seats, its agents and
    the autosave change with it, before the form is even closed."""
    game, _, players = open_players(app, [HUMAN, HUMAN])
    press(app, pygame.K_DOWN)  # the second seat
    press(app, pygame.K_RIGHT, times=3)  # human → easy → medium → hard
    assert game.session.seats == (HUMAN, "hard")
    assert isinstance(game.session.agents[1], AI_LEVELS["hard"])
    assert read_save(autosave_path(), get_game).seats == (HUMAN, "hard")
    press(app, pygame.K_RIGHT)  # and round to a person again
    assert game.session.seats == (HUMAN, HUMAN) and 1 not in game.session.agents
    assert players.form.focus == 1


def test_a_seat_of_an_ai_players_do_not_pick_shows_that_ai(app: App) -> None:
    """A game started with the tournaments' random AI (tests, the self-check) shows that
    seat as that AI, not as a person, and it can be switched to an offered level."""
    game, _, players = open_players(app, [HUMAN, "random"])
    row = players.form.widgets[1]
    assert isinstance(row, Choice)
    assert row.value == "random" and row.options[row.index][1] == app.text("setup.ai_level.random")
    click(app, (row.rect.left + 10, row.rect.centery))  # back one: the hard AI
    assert game.session.seats == (HUMAN, "hard")


def test_esc_and_done_return_to_the_pause_menu(app: App) -> None:
    _, pause, players = open_players(app, [HUMAN, "easy"])
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is pause
    press(app, pygame.K_RETURN)  # Players again: the pause menu kept its focus
    players = app.scenes.top
    assert isinstance(players, PlayersScene)
    click(app, players.form.widgets[-1].rect.center)
    assert app.scenes.top is pause


@pytest.mark.parametrize("scale", UI_SCALES)
def test_four_seats_fit_the_canvas_at_every_interface_size(home: Path, scale: float) -> None:
    """At every UI scale the panel, its rows and Done stay on the 1280x720 canvas."""
    app = App(Settings(ui_scale=scale), persist=False)
    _, _, players = open_players(app, [HUMAN, "easy", "medium", "hard"])
    canvas = pygame.Rect(0, 0, 1280, 720)
    assert canvas.contains(players.box)
    for widget in players.form.widgets:
        assert players.box.contains(widget.rect)
    app.change_settings(ui_scale=UI_SCALES[-1] if scale != UI_SCALES[-1] else UI_SCALES[0])
    frames(app, 1)
    assert canvas.contains(players.box)

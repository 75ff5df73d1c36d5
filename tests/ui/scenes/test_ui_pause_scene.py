"""The pause menu over a game: resume, save a readable copy, menus, quit."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
import scene_stubs
from ui_input import click, frames, press

from favelas_app.core.saves import HUMAN, read_save, saves_dir
from favelas_app.core.settings import Settings
from favelas_app.games import get_game
from favelas_app.ui import session
from favelas_app.ui.app import App
from favelas_app.ui.scenes import pause
from favelas_app.ui.scenes.main_menu import MainMenuScene, backdrop
from favelas_app.ui.scenes.pause import PauseScene
from favelas_app.ui.scenes.rules import RulesScene
from favelas_app.ui.scenes.settings import SettingsScene

RESUME, SAVE, PLAYERS, SETTINGS, RULES, MAIN_MENU, QUIT = range(7)
pytestmark = pytest.mark.usefixtures("stub_game")  # games open this module's StubGameScene


class StubGameScene(scene_stubs.StubGameScene):
    """Stands in for a game's scene: a hill of houses to dim, and the session it was given."""

    def __init__(self, app: App, game_session: session.Session) -> None:
        super().__init__(app, game_session)
        self.hill = backdrop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.hill, (-260, 0))


def start(app: App) -> tuple[StubGameScene, PauseScene]:
    session.start_game(app, "favelas", ["Ana", "Bo"], [HUMAN, "random"], seed=5)
    game = app.scenes.top
    assert isinstance(game, StubGameScene)
    paused = PauseScene(app, game.session)
    app.scenes.push(paused)
    frames(app, 1)
    return game, paused


@pytest.fixture
def stub_game(monkeypatch: pytest.MonkeyPatch) -> type[StubGameScene]:
    """This module's stand-in instead of the shared one: the pause menu dims what it draws."""
    monkeypatch.setitem(session.GAME_SCENES, "favelas", f"{__name__}:StubGameScene")
    return StubGameScene


def test_it_is_an_overlay_and_esc_or_resume_returns_to_the_game(app: App) -> None:
    game, paused = start(app)
    assert not paused.opaque
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is game
    app.scenes.push(paused)
    press(app, pygame.K_RETURN)  # Resume has the focus
    assert app.scenes.top is game


def test_save_game_writes_a_save_that_reads_back(app: App) -> None:
    game, paused = start(app)
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    (path,) = saves_dir().glob("game-*.json")
    saved = read_save(path, get_game)
    assert saved.record == game.session.controller.record
    assert saved.seats == (HUMAN, "random")
    assert paused.status_ok and path.name in paused.status
    assert app.scenes.top is paused


def test_a_failed_save_shows_its_reason(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(pause, "write_save", refuse)
    _, paused = start(app)
    click(app, paused.form.widgets[SAVE].rect.center)
    assert not paused.status_ok
    assert "disk full" in paused.status


@pytest.mark.parametrize(("index", "scene"), [(SETTINGS, SettingsScene), (RULES, RulesScene)])
def test_settings_and_rules_open_over_the_pause_menu(app: App, index: int, scene: type) -> None:
    _, paused = start(app)
    press(app, *[pygame.K_DOWN] * index, pygame.K_RETURN)
    assert isinstance(app.scenes.top, scene)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is paused


def test_rules_open_on_the_game_being_played(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Paused over a Holi game, Rules opens Holi's page; over Favelas, Favelas' page."""
    _, paused = start(app)
    click(app, paused.form.widgets[RULES].rect.center)
    assert isinstance(app.scenes.top, RulesScene) and app.scenes.top.game == "favelas"
    monkeypatch.setitem(session.GAME_SCENES, "holi", f"{__name__}:StubGameScene")
    session.start_game(app, "holi", ["Ana", "Bo"], [HUMAN, HUMAN], seed=5)
    paused = PauseScene(app, app.scenes.top.session)
    app.scenes.push(paused)
    click(app, paused.form.widgets[RULES].rect.center)
    assert isinstance(app.scenes.top, RulesScene) and app.scenes.top.game == "holi"


def test_main_menu_leaves_only_the_menu(app: App) -> None:
    _, paused = start(app)
    click(app, paused.form.widgets[MAIN_MENU].rect.center)
    assert [type(scene) for scene in app.scenes.scenes] == [MainMenuScene]


def test_quit_stops_the_app(app: App) -> None:
    start(app)
    press(app, pygame.K_UP, pygame.K_RETURN)
    assert not app.running


def test_a_new_interface_size_keeps_the_focus_and_the_status(app: App) -> None:
    _, paused = start(app)
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    status = paused.status
    app.change_settings(ui_scale=1.3)
    frames(app, 1)
    assert paused.form.focus == SAVE and paused.status == status
    assert pygame.Rect(0, 0, 1280, 720).contains(paused.box)


@pytest.mark.usefixtures("home")
@pytest.mark.parametrize("scale", [1.0, 1.3])
def test_screenshot(shots: Path, scale: float) -> None:
    app = App(Settings(ui_scale=scale), persist=False)
    start(app)
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    path = shots / f"pause_{scale}.png"
    pygame.image.save(app.window, path)
    assert path.stat().st_size > 0

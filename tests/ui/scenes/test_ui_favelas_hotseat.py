"""A whole 3-player hot-seat game of Favelas, from the main menu to the results screen,
played only through injected mouse and keyboard events at computed screen positions."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui_input import button_labelled, click, frames, move, press, wheel, widget_keyed

from favelas_app.core.record import replay
from favelas_app.core.rng import Rng
from favelas_app.core.saves import HUMAN, autosave_path, read_save
from favelas_app.core.settings import Settings
from favelas_app.games import get_game
from favelas_app.games.favelas.actions import (
    AdjustDie,
    DrawFromStack,
    DrawSingle,
    Pass,
    PlaceTile,
    TakeFromSupply,
)
from favelas_app.games.favelas.components import BOARD_CELLS
from favelas_app.ui import session as session_module
from favelas_app.ui.app import App
from favelas_app.ui.scenes.favelas_game import FavelasScene
from favelas_app.ui.scenes.main_menu import MainMenuScene
from favelas_app.ui.scenes.results import ResultsScene
from favelas_app.ui.scenes.setup import SetupScene
from favelas_app.ui.scenes.year_end import YearEndScene
from favelas_app.ui.widgets import Choice

SEED = 2026
MAX_STEPS = 3000


def _visible_point(scene: FavelasScene, cell: tuple[int, int]) -> tuple[float, float] | None:
    """A point of `cell`'s top face that is not hidden behind a taller stack in front."""
    houses = scene.state.boards[scene.player]
    height = len(houses[BOARD_CELLS.index(cell)])
    cx, cy = scene.boards.top_centre(cell, height)
    radius = scene.boards.projection.radius
    for dx, dy in ((0, 0), (0, -0.3), (-0.3, -0.2), (0.3, -0.2), (0, 0.3), (-0.3, 0.2)):
        point = (cx + dx * radius, cy + dy * radius * 0.6)
        local = (round(point[0]), round(point[1]))
        if scene.boards.cell_at(local, houses) == cell:
            return local
    return None


def _walk_cursor(app: App, scene: FavelasScene, cell: tuple[int, int]) -> None:
    """Moves the board cursor with the arrow keys: rows first, then along the row."""
    if scene.hover is None:
        press(app, pygame.K_RIGHT)
    while scene.hover[1] != cell[1]:
        press(app, pygame.K_DOWN if scene.hover[1] < cell[1] else pygame.K_UP)
    while scene.hover[0] != cell[0]:
        press(app, pygame.K_RIGHT if scene.hover[0] < cell[0] else pygame.K_LEFT)


def _place(app: App, scene: FavelasScene, action: PlaceTile, turn: int) -> None:
    while scene.direction != action.direction:
        if turn % 2:
            wheel(app, 1)
        else:
            press(app, pygame.K_r)
    cell = (action.q, action.r)
    point = _visible_point(scene, cell)
    if point is None or turn % 5 == 0:  # hidden behind a tall stack, or the keyboard's turn
        _walk_cursor(app, scene, cell)
        assert scene._hints(scene.player, True).ghost is not None
        press(app, pygame.K_RETURN)
    else:
        move(app, point)
        assert scene.hover == cell
        assert scene._hints(scene.player, True).ghost is not None
        click(app, point)


def _act(app: App, scene: FavelasScene, action, turn: int) -> None:
    if isinstance(action, TakeFromSupply):
        (button,) = [w for w in scene.form.widgets if getattr(w, "tile", None) == action.tile][:1]
        click(app, button.rect.center)
    elif isinstance(action, DrawFromStack):
        click(app, widget_keyed(scene, "stack").rect.center)
    elif isinstance(action, DrawSingle):
        click(app, widget_keyed(scene, "singles").rect.center)
    elif isinstance(action, Pass):
        click(app, widget_keyed(scene, "pass").rect.center)
    elif isinstance(action, PlaceTile):
        _place(app, scene, action, turn)
    elif isinstance(action, AdjustDie):
        if len(scene.session.game.legal_actions(scene.state)) == 1:
            before = len(scene.session.controller.record.actions)
            while len(scene.session.controller.record.actions) == before:
                frames(app, 1)  # a forced move is shown, then applied by itself
        elif turn % 2:
            click(app, widget_keyed(scene, "up" if action.delta > 0 else "down").rect.center)
        else:
            press(app, pygame.K_UP if action.delta > 0 else pygame.K_DOWN)


@pytest.fixture
def app(home: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setattr(session_module.secrets, "randbelow", lambda _: SEED)
    # A window larger than the canvas: every click goes through the scaling.
    settings = Settings(window_width=1600, window_height=900, animation_speed="fast")
    app = App(settings, persist=True)
    app.scenes.push(MainMenuScene(app))
    frames(app, 2)
    return app


def test_three_people_play_a_whole_game_from_the_menu_to_the_results(app: App, shots: Path) -> None:
    """Menu → setup (three human seats) → every turn by mouse and keys → results."""
    menu = app.scenes.top
    click(app, button_labelled(menu, app.text("menu.new_game")).rect.center)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    players = setup.form.widgets[1]
    assert isinstance(players, Choice)
    click(app, (players.rect.right - 10, players.rect.centery))  # 2 → 3 seats
    for seat in (1, 2):  # from the medium AI back to a person: easy, then human
        kind = setup.form.widgets[3 + 2 * seat]
        click(app, (kind.rect.left + 10, kind.rect.centery))
        click(app, (kind.rect.left + 10, kind.rect.centery))
    assert [setup.kind(seat) for seat in range(3)] == [HUMAN] * 3
    click(app, button_labelled(setup, app.text("setup.start")).rect.center)

    scene = app.scenes.top
    assert isinstance(scene, FavelasScene)
    rng = Rng.from_seed(SEED)
    seen: set[str] = set()
    turn = 0
    for _ in range(MAX_STEPS):
        top = app.scenes.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, YearEndScene):
            _shoot(app, shots, "favelas_year_end", seen)
            press(app, pygame.K_RETURN)
            continue
        assert top is scene
        if scene.busy or scene.state.decision is None:
            frames(app, 1)
            continue
        legal = scene.session.game.legal_actions(scene.state)
        action = rng.choice(legal)
        _shoot(app, shots, f"favelas_{scene.state.step.name.lower()}", seen)
        _act(app, scene, action, turn)
        turn += 1
    else:
        pytest.fail("the game did not reach the results screen")

    _shoot(app, shots, "results", seen)
    state = scene.session.state
    assert scene.session.game.is_over(state) and state.year == 3
    record = scene.session.controller.record
    assert replay(scene.session.game, record.setup, record.seed, record.actions) == state
    saved = read_save(autosave_path(), get_game)  # the autosave followed every action
    assert saved.record == record and saved.seats == (HUMAN,) * 3
    assert {"favelas_source", "favelas_place", "favelas_adjust", "favelas_year_end"} <= seen


def _shoot(app: App, shots: Path, name: str, seen: set[str]) -> None:
    if name not in seen:
        seen.add(name)
        if name == "favelas_place":
            scene = app.scenes.top
            if scene.hover is None:
                press(app, pygame.K_RIGHT)  # the cursor shows the ghost of the tile
        pygame.image.save(app.window, shots / f"{name}.png")

"""The load screen: good and broken saves, loading, deleting after a question, scrolling."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest
from scene_stubs import StubGameScene
from ui_input import click, frames, move, press, wheel

from favelas_app.core.protocol import Setup
from favelas_app.core.record import GameRecord
from favelas_app.core.saves import HUMAN, SavedGame, autosave_path, saves_dir, write_save
from favelas_app.core.settings import Settings
from favelas_app.games import get_game
from favelas_app.ui.app import App
from favelas_app.ui.scenes.dialog import ConfirmDialog
from favelas_app.ui.scenes.load import LoadScene
from favelas_app.ui.scenes.main_menu import MainMenuScene


@pytest.fixture
def app(stub_game: type, app: App) -> App:
    app.scenes.push(MainMenuScene(app))
    return app


def saved_game(names: tuple[str, ...], moves: int) -> SavedGame:
    game = get_game("favelas")
    record = GameRecord("favelas", Setup(len(names), names), 11)
    state = game.new_game(record.setup, record.seed)
    for _ in range(moves):
        action = game.legal_actions(state)[0]
        state, _ = game.apply(state, action)
        record = record.with_action(action)
    return SavedGame(record, (HUMAN,) * len(names), saved_at=f"2025-05-0{moves % 9 + 1}T18:30:00")


def put(path: Path, text: str, age: int) -> Path:
    """Writes a save file that looks `age` minutes old (the list is newest first)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    stamp = 1_750_000_000 - age * 60
    os.utime(path, (stamp, stamp))
    return path


def three_saves() -> tuple[Path, Path, Path]:
    old = put(saves_dir() / "game-old.json", saved_game(("Ana", "Bo"), 2).dumps(), age=30)
    broken = put(saves_dir() / "game-broken.json", '{"format": 1}', age=20)
    new = put(saves_dir() / "game-new.json", saved_game(("Cy", "Di", "Ed"), 9).dumps(), age=10)
    return new, broken, old


def open_load(app: App) -> LoadScene:
    scene = LoadScene(app)
    app.scenes.push(scene)
    frames(app, 1)
    return scene


def test_the_list_shows_good_and_broken_saves_newest_first(app: App) -> None:
    three_saves()
    scene = open_load(app)
    new, broken, old = scene.rows
    assert (new.title, new.detail, new.when) == (
        "Favelas",
        "Cy, Di, Ed · 9 moves",
        "2025-05-01 18:30",
    )
    assert old.detail == "Ana, Bo · 2 moves"
    assert broken.title == "game-broken.json" and not broken.loadable
    assert broken.detail.startswith("Cannot be loaded: ")
    assert new.loadable and old.loadable


def test_the_autosave_and_finished_games_are_marked(app: App) -> None:
    game = get_game("favelas")
    record = GameRecord("favelas", Setup(2, ("Ana", "Bo")), 3)
    state = game.new_game(record.setup, record.seed)
    while not game.is_over(state):
        action = game.legal_actions(state)[0]
        state, _ = game.apply(state, action)
        record = record.with_action(action)
    write_save(SavedGame(record, (HUMAN, HUMAN)), autosave_path())
    (row,) = open_load(app).rows
    assert row.title == "Favelas (autosave)"
    assert row.detail.endswith("· finished")


def test_enter_loads_the_focused_save(app: App) -> None:
    three_saves()
    open_load(app)
    press(app, pygame.K_DOWN, pygame.K_RETURN)  # the broken save refuses
    assert isinstance(app.scenes.top, LoadScene)
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    top = app.scenes.top
    assert isinstance(top, StubGameScene)
    assert top.session.names == ("Ana", "Bo")
    assert len(top.session.controller.record.actions) == 2
    assert [type(scene) for scene in app.scenes.scenes] == [MainMenuScene, StubGameScene]


def test_a_click_loads_a_save(app: App) -> None:
    three_saves()
    scene = open_load(app)
    click(app, scene.rows[0].rect.center)
    top = app.scenes.top
    assert isinstance(top, StubGameScene)
    assert top.session.names == ("Cy", "Di", "Ed")


def test_delete_asks_first_and_keeps_the_save_on_no(app: App) -> None:
    new, broken, old = three_saves()
    scene = open_load(app)
    press(app, pygame.K_DOWN, pygame.K_DELETE)
    assert isinstance(app.scenes.top, ConfirmDialog)
    assert "game-broken.json" in app.scenes.top.text
    press(app, pygame.K_RETURN)  # No has the focus
    assert app.scenes.top is scene and broken.exists()
    press(app, pygame.K_DELETE, pygame.K_ESCAPE)
    assert app.scenes.top is scene and broken.exists()
    press(app, pygame.K_DELETE, pygame.K_LEFT, pygame.K_RETURN)
    assert app.scenes.top is scene
    assert not broken.exists() and new.exists() and old.exists()
    assert [row.title for row in scene.rows] == ["Favelas", "Favelas"]
    assert scene.form.focused is scene.rows[1]


def test_the_mouse_deletes_with_the_rows_own_button(app: App) -> None:
    new, _, _ = three_saves()
    scene = open_load(app)
    move(app, scene.rows[0].rect.center)
    click(app, scene.rows[0].delete_button.center)
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmDialog)
    click(app, dialog.form.widgets[0].rect.center)
    assert not new.exists()
    assert len(scene.rows) == 2


def test_an_empty_folder_shows_a_message_and_back(app: App) -> None:
    menu = app.scenes.top
    scene = open_load(app)
    assert scene.rows == []
    press(app, pygame.K_DOWN, pygame.K_DELETE)  # nothing to delete, nothing breaks
    assert app.scenes.top is scene
    press(app, pygame.K_RETURN)  # Back
    assert app.scenes.top is menu


def test_esc_and_the_back_button_return(app: App) -> None:
    menu = app.scenes.top
    open_load(app)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is menu
    scene = open_load(app)
    click(app, scene.form.widgets[-1].rect.center)
    assert app.scenes.top is menu


@pytest.mark.usefixtures("home")
def test_many_saves_scroll_with_the_focus_and_the_wheel() -> None:
    app = App(Settings(ui_scale=1.3), persist=False)
    for i in range(9):
        put(saves_dir() / f"game-{i}.json", saved_game(("Ana", "Bo"), i).dumps(), age=i)
    scene = open_load(app)
    assert scene.fits < len(scene.rows)
    for i in range(len(scene.rows)):
        focused = scene.rows[i]
        assert scene.form.focused is focused
        assert scene.list_area.contains(focused.rect) and focused.rect.width > 0
        press(app, pygame.K_DOWN)
    shown = [row for row in scene.rows if row.rect.width]
    assert len(shown) == scene.fits and shown[-1] is scene.rows[-1]
    wheel(app, 2)
    assert scene.first == len(scene.rows) - scene.fits - 2
    wheel(app, 50)
    assert scene.first == 0 and scene.rows[0].rect.width


def test_a_new_interface_size_keeps_the_focused_row_in_view(app: App) -> None:
    for i in range(9):
        put(saves_dir() / f"game-{i}.json", saved_game(("Ana", "Bo"), i).dumps(), age=i)
    scene = open_load(app)
    press(app, *[pygame.K_DOWN] * 7)
    app.change_settings(ui_scale=1.3)
    frames(app, 1)
    assert scene.form.focused is scene.rows[7]
    assert scene.list_area.contains(scene.rows[7].rect) and scene.rows[7].rect.width


@pytest.mark.usefixtures("home")
@pytest.mark.parametrize("scale", [1.0, 1.3])
def test_screenshot(shots: Path, scale: float) -> None:
    app = App(Settings(ui_scale=scale), persist=False)
    three_saves()
    for i in range(4):
        names = ("Wolfgang Amadeus", "Ana Lúcia", "Bo", "Carla Maria")[: 2 + i % 3]
        put(saves_dir() / f"game-{i}.json", saved_game(names, 5 * i + 1).dumps(), age=40 + i)
    open_load(app)
    press(app, pygame.K_DOWN)
    path = shots / f"load_{scale}.png"
    pygame.image.save(app.window, path)
    assert path.stat().st_size > 0

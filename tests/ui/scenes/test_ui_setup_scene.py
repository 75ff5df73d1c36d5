"""The new-game screen: seats, names and players chosen with the keyboard or the mouse."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pygame
import pytest
from scene_stubs import StubGameScene
from ui_input import click, frames, press, type_text

from favelas_app.core.saves import HUMAN
from favelas_app.core.settings import Settings
from favelas_app.ui import session
from favelas_app.ui.app import App
from favelas_app.ui.scenes.main_menu import MainMenuScene
from favelas_app.ui.scenes.setup import SetupScene
from favelas_app.ui.widgets import Choice, TextField

GAME, PLAYERS, NAME_1, KIND_1, NAME_2, KIND_2 = range(6)


@pytest.fixture
def app(stub_game: type, app: App) -> App:
    app.scenes.push(MainMenuScene(app))
    return app


def open_setup(app: App) -> SetupScene:
    scene = SetupScene(app)
    app.scenes.push(scene)
    frames(app, 1)
    return scene


def focus(app: App, scene: SetupScene, index: int) -> None:
    """Moves the focus to widget `index` with the down arrow only."""
    while scene.form.focus != index:
        press(app, pygame.K_DOWN)


def started(app: App) -> session.Session:
    top = app.scenes.top
    assert isinstance(top, StubGameScene)
    return top.session


def test_enter_starts_at_once_with_the_default_seats(app: App) -> None:
    open_setup(app)
    press(app, pygame.K_RETURN)  # Start has the focus
    game = started(app)
    assert game.names == ("Player 1", "Player 2")
    assert game.seats == (HUMAN, "medium")
    assert game.controller.record.game == "favelas"


def test_names_typed_and_seats_chosen_with_the_keyboard_only(app: App) -> None:
    scene = open_setup(app)
    focus(app, scene, PLAYERS)
    press(app, pygame.K_RIGHT)  # three players
    focus(app, scene, NAME_1)
    press(app, *[pygame.K_BACKSPACE] * 20)
    type_text(app, "Ana Lúcia")
    press(app, pygame.K_RETURN)  # Enter in a name field moves on to its seat's player
    assert scene.form.focus == KIND_1
    press(app, pygame.K_RIGHT)  # seat 1: from a person to the easy AI
    press(app, pygame.K_DOWN, *[pygame.K_BACKSPACE] * 20)
    type_text(app, "Bo")
    press(app, pygame.K_TAB, pygame.K_LEFT, pygame.K_LEFT)  # seat 2: medium AI → easy → human
    press(app, pygame.K_TAB, *[pygame.K_BACKSPACE] * 20)  # seat 3: emptied, gets its default
    focus(app, scene, len(scene.form.widgets) - 1)
    press(app, pygame.K_SPACE)
    game = started(app)
    assert game.names == ("Ana Lúcia", "Bo", "Player 3")
    assert game.seats == ("easy", HUMAN, "medium")


def test_names_are_trimmed_and_cut_at_the_field_length(app: App) -> None:
    scene = open_setup(app)
    focus(app, scene, NAME_2)
    press(app, *[pygame.K_BACKSPACE] * 20)
    type_text(app, "  Wolfgang Amadeus Mozart")
    press(app, pygame.K_RETURN)
    assert scene.seat_names() == ["Player 1", "Wolfgang Amade"]


def test_only_printable_characters_reach_a_name(app: App) -> None:
    """Typed NUL, control characters and lone surrogates are dropped (the font cannot draw
    them, a game's setup refuses them); the name still draws and the game starts."""
    scene = open_setup(app)
    focus(app, scene, NAME_2)
    press(app, *[pygame.K_BACKSPACE] * 20)
    for text in ("A\x00n", "\x1b", "\ud800a", "\u200b🏠"):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    frames(app, 1)
    assert scene.seat_names()[1] == "Ana🏠"
    press(app, pygame.K_RETURN)
    click(app, scene.form.widgets[-1].rect.center)
    assert started(app).names[1] == "Ana🏠"


@pytest.mark.parametrize("second", ["Ana", "ANA ", "Player 1"])
def test_two_seats_with_one_name_are_refused_and_nothing_is_lost(app: App, second: str) -> None:
    scene = open_setup(app)
    if second != "Player 1":
        focus(app, scene, NAME_1)
        press(app, *[pygame.K_BACKSPACE] * 20)
        type_text(app, "Ana")
    focus(app, scene, NAME_2)
    press(app, *[pygame.K_BACKSPACE] * 20)
    type_text(app, second)
    focus(app, scene, len(scene.form.widgets) - 1)
    press(app, pygame.K_RETURN)
    assert app.scenes.top is scene
    assert second.strip() in scene.error
    assert scene.form.focus == NAME_2  # the second of the two names, ready to change
    assert scene.form.widgets[NAME_2].text == second
    press(app, pygame.K_BACKSPACE)
    assert scene.error == ""  # editing clears the refusal


def test_the_player_count_stays_within_the_games_bounds(app: App) -> None:
    scene = open_setup(app)
    focus(app, scene, PLAYERS)
    seen = []
    for _ in range(4):
        seen.append(scene.count)
        fields = [w for w in scene.form.widgets if isinstance(w, TextField)]
        assert len(fields) == scene.count
        press(app, pygame.K_RIGHT)
        assert scene.form.focus == PLAYERS
    assert seen == [2, 3, 4, 2]
    press(app, pygame.K_LEFT, pygame.K_LEFT)  # from 3 down to 2, then round to 4
    assert scene.count == 4
    assert [value for value, _ in scene.form.widgets[PLAYERS].options] == [2, 3, 4]


def test_fewer_seats_keep_the_names_typed_for_later_ones(app: App) -> None:
    scene = open_setup(app)
    focus(app, scene, PLAYERS)
    press(app, pygame.K_RIGHT)
    focus(app, scene, NAME_1 + 4)
    type_text(app, "!")
    focus(app, scene, PLAYERS)
    press(app, pygame.K_LEFT, pygame.K_RIGHT)
    assert scene.form.widgets[NAME_1 + 4].text == "Player 3!"


def test_the_mouse_changes_seats_and_starts(app: App) -> None:
    scene = open_setup(app)
    players = scene.form.widgets[PLAYERS]
    click(app, (players.rect.right - 10, players.rect.centery))
    assert scene.count == 3
    kind = scene.form.widgets[KIND_2]
    assert isinstance(kind, Choice)
    click(app, (kind.rect.left + 10, kind.rect.centery))
    click(app, (kind.rect.left + 10, kind.rect.centery))
    assert kind.value == HUMAN
    click(app, scene.form.widgets[NAME_1].rect.center)
    type_text(app, "x")
    click(app, scene.form.widgets[-1].rect.center)
    game = started(app)
    assert game.names == ("Player 1x", "Player 2", "Player 3")
    assert game.seats == (HUMAN, HUMAN, "medium")


def test_back_and_esc_return_to_the_menu(app: App) -> None:
    menu = app.scenes.top
    scene = open_setup(app)
    click(app, scene.form.widgets[-2].rect.center)
    assert app.scenes.top is menu
    open_setup(app)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is menu


def test_a_new_language_or_size_keeps_typed_names_and_renames_untouched_seats(app: App) -> None:
    scene = open_setup(app)
    focus(app, scene, NAME_1)
    type_text(app, "!")
    app.catalog.text = lambda key, **params: f"<{key}>"  # stands in for another language
    app.change_settings(ui_scale=1.15)
    frames(app, 1)
    assert scene.form.focus == NAME_1
    assert scene.form.widgets[NAME_1].text == "Player 1!"
    assert scene.form.widgets[NAME_2].text == "<setup.default_name>"


@pytest.mark.usefixtures("home")
def test_four_seats_fit_at_the_largest_interface_size() -> None:
    app = App(Settings(ui_scale=1.3), persist=False)
    scene = open_setup(app)
    focus(app, scene, PLAYERS)
    press(app, pygame.K_RIGHT, pygame.K_RIGHT)
    assert scene.count == 4
    screen = pygame.Rect(0, 0, 1280, 720)
    rects = [widget.rect for widget in scene.form.widgets]
    assert all(screen.contains(rect) for rect in rects)
    assert not any(a.colliderect(b) for a, b in combinations(rects, 2))
    font = app.fonts.get("body")
    assert all(font.get_linesize() < rect.height for rect in rects)


@pytest.mark.usefixtures("home")
@pytest.mark.parametrize("scale", [1.0, 1.3])
def test_screenshot(shots: Path, scale: float) -> None:
    app = App(Settings(ui_scale=scale), persist=False)
    scene = open_setup(app)
    focus(app, scene, PLAYERS)
    press(app, pygame.K_RIGHT, pygame.K_RIGHT)
    focus(app, scene, NAME_1 + 2)
    press(app, *[pygame.K_BACKSPACE] * 20)
    type_text(app, "Player 1")
    focus(app, scene, len(scene.form.widgets) - 1)
    press(app, pygame.K_RETURN)  # refused: two seats called "Player 1"
    path = shots / f"setup_{scale}.png"
    pygame.image.save(app.window, path)
    assert path.stat().st_size > 0


def test_holi_offers_its_rivalry_cards_and_starts_with_the_chosen_draw(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """holi_pt.md: up to 3 rivalry cards, optional, 2 recommended; COMPONENTS.md: off by
    default. Choosing Holi adds the row (None first), the keyboard picks "2 at random
    (recommended)", and the game starts with that option; back on Favelas the row is gone."""
    monkeypatch.setitem(session.GAME_SCENES, "holi", "scene_stubs:StubGameScene")
    scene = open_setup(app)
    focus(app, scene, GAME)
    while scene.game != "holi":
        press(app, pygame.K_RIGHT)
    rivalry = scene.form.widgets[2]
    assert isinstance(rivalry, Choice) and rivalry.label == "Rivalry cards"
    assert [label for _, label in rivalry.options] == [
        "None",
        "1 at random",
        "2 at random (recommended)",
        "3 at random",
    ]
    assert scene.chosen_options() == {}
    focus(app, scene, 2)
    press(app, pygame.K_RIGHT, pygame.K_RIGHT)
    assert scene.chosen_options() == {"rivalry_random": 2}
    assert isinstance(scene.form.widgets[scene.first_seat], TextField)
    focus(app, scene, len(scene.form.widgets) - 1)
    press(app, pygame.K_RETURN)
    record = started(app).controller.record
    assert record.game == "holi" and dict(record.setup.options) == {"rivalry_random": 2}
    assert len(started(app).state.rivalry) == 2


def test_favelas_has_no_option_rows(app: App) -> None:
    scene = open_setup(app)
    assert scene.first_seat == 2 and scene.chosen_options() == {}

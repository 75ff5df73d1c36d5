"""The Favelas table scene: refusals in words, undo, forced dice, AI seats, Continue, and
the window mapping input at another size. Driven by injected input only."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest
from ui_input import click, frames, move, press

from favelas_app.core.rng import Rng
from favelas_app.core.saves import HUMAN, autosave_path, read_save
from favelas_app.core.settings import Settings
from favelas_app.games import get_game
from favelas_app.games.favelas import describe
from favelas_app.games.favelas.actions import AdjustDie, PlaceTile, TakeFromSupply
from favelas_app.games.favelas.components import BOARD_CELLS
from favelas_app.games.favelas.state import Step
from favelas_app.ui.app import App
from favelas_app.ui.scenes.favelas_game import FavelasScene
from favelas_app.ui.scenes.main_menu import MainMenuScene
from favelas_app.ui.scenes.results import ResultsScene
from favelas_app.ui.scenes.year_end import YearEndScene
from favelas_app.ui.session import start_game


@pytest.fixture
def app(home: Path) -> App:
    app = App(Settings(animation_speed="off"), persist=True)
    app.scenes.push(MainMenuScene(app))
    return app


def _table(app: App, seats: tuple[str, ...] = (HUMAN, HUMAN, HUMAN), seed: int = 11):
    names = ["Ana", "Bruno", "Carla", "Davi"][: len(seats)]
    start_game(app, "favelas", names, seats, seed=seed)
    scene = app.scenes.top
    assert isinstance(scene, FavelasScene)
    frames(app, 2)
    return scene


def _click_widget(app: App, scene: FavelasScene, key: str) -> None:
    (widget,) = [w for w in scene.form.widgets if getattr(w, "key", None) == key]
    click(app, widget.rect.center)


def _take_first_supply_tile(app: App, scene: FavelasScene) -> None:
    _click_widget(app, scene, "supply0")
    assert scene.state.step is Step.PLACE


def _point_of(scene: FavelasScene, cell: tuple[int, int]) -> tuple[int, int]:
    houses = scene.state.boards[scene.player]
    x, y = scene.boards.top_centre(cell, len(houses[BOARD_CELLS.index(cell)]))
    return round(x), round(y)


def test_an_illegal_spot_shows_the_engines_reason_and_a_click_there_changes_nothing(
    app: App,
) -> None:
    """Hovering a spot where the tile would leave the board names the rule; clicking it is
    refused in words and the game stays where it was."""
    scene = _table(app)
    _take_first_supply_tile(app, scene)
    while scene.direction != 0:
        press(app, pygame.K_r)
    edge = (3, 0)  # the east end of the top row: a tile facing east hangs off the board
    move(app, _point_of(scene, edge))
    assert scene.hover == edge
    reason = app.text("favelas.illegal.off_board")
    assert scene.reasons()[edge] == reason
    assert edge not in scene._hints(scene.player, True).highlighted
    actions = len(scene.session.controller.record.actions)
    click(app, _point_of(scene, edge))
    assert scene.notice_text() == reason
    assert len(scene.session.controller.record.actions) == actions


def test_undo_takes_a_supply_tile_back_by_button_and_by_key(app: App) -> None:
    """Undo restores the turn's start after taking a face-up tile (nothing was revealed)."""
    scene = _table(app)
    before = scene.state
    _take_first_supply_tile(app, scene)
    _click_widget(app, scene, "undo")
    assert scene.state == before
    _take_first_supply_tile(app, scene)
    press(app, pygame.K_u)
    assert scene.state == before
    assert scene.notice_text() == app.text("table.undone")


def test_after_drawing_face_down_there_is_no_undo(app: App) -> None:
    """Drawing from the stack reveals a tile: the Undo button is off and U does nothing."""
    scene = _table(app)
    _click_widget(app, scene, "stack")
    (undo,) = [w for w in scene.form.widgets if getattr(w, "key", None) == "undo"]
    assert not undo.enabled
    held = scene.state.held
    press(app, pygame.K_u)
    assert scene.state.held == held and scene.state.step is Step.PLACE


def _play_until(app: App, scene: FavelasScene, done, seed: int = 3) -> None:
    """Plays random legal moves through the controller until `done(scene)`."""
    rng = Rng.from_seed(seed)
    for _ in range(2000):
        if done(scene):
            return
        top = app.scenes.top
        if isinstance(top, YearEndScene):
            press(app, pygame.K_RETURN)
        elif not scene.busy and scene.state.decision is not None:
            scene.act(rng.choice(scene.session.game.legal_actions(scene.state)))
            frames(app, 1)
        else:
            frames(app, 1)
    pytest.fail("the position was never reached")


def test_a_forced_die_move_is_shown_then_applied(app: App) -> None:
    """A die at 1 or 6 can move one way only: the prompt says so, and it moves by itself."""
    scene = _table(app)

    def forced(s: FavelasScene) -> bool:
        return (
            not s.busy
            and s.state.step is Step.ADJUST
            and len(s.session.game.legal_actions(s.state)) == 1
        )

    _play_until(app, scene, forced)
    die = scene.state.pending_dice[0]
    (only,) = scene.session.game.legal_actions(scene.state)
    key = "favelas.ui.forced_down" if only.delta < 0 else "favelas.ui.forced_up"
    expected = app.text(key, die=app.text(f"favelas.die.{die}"), value=scene.state.die(die))
    assert scene.prompt_text() == expected
    count = len(scene.session.controller.record.actions)
    frames(app, 30)
    assert scene.session.controller.record.actions[count] == only


def test_die_buttons_name_the_new_values_and_arrow_keys_choose(app: App) -> None:
    """With both ways open, ▲/▼ buttons show where the die would go; Up moves it up."""
    scene = _table(app)

    def free(s: FavelasScene) -> bool:
        return (
            not s.busy
            and s.state.step is Step.ADJUST
            and len(s.session.game.legal_actions(s.state)) == 2
        )

    _play_until(app, scene, free)
    die = scene.state.pending_dice[0]
    value = scene.state.die(die)
    texts = {getattr(w, "key", None): getattr(w, "text", "") for w in scene.form.widgets}
    assert texts["up"] == app.text("favelas.ui.die_up", value=value + 1)
    assert texts["down"] == app.text("favelas.ui.die_down", value=value - 1)
    count = len(scene.session.controller.record.actions)
    press(app, pygame.K_UP)
    assert scene.session.controller.record.actions[count] == AdjustDie(die, +1)


def test_ai_seats_play_a_whole_game_by_themselves(app: App) -> None:
    """Three AI seats: their moves are paced and shown, and the game reaches the results."""
    scene = _table(app, seats=("random", "random", "random"), seed=5)
    for _ in range(20000):
        top = app.scenes.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, YearEndScene):
            press(app, pygame.K_RETURN)
        else:
            frames(app, 1)
    else:
        pytest.fail("the AI game did not finish")
    assert scene.session.game.is_over(scene.session.state)
    assert scene.log.entries  # the game log told people what the AI did


def test_continue_resumes_exactly_where_the_game_was(app: App) -> None:
    """The autosave follows every action; Continue from the menu rebuilds the same state."""
    scene = _table(app)
    _take_first_supply_tile(app, scene)
    placement = next(
        a for a in scene.session.game.legal_actions(scene.state) if isinstance(a, PlaceTile)
    )
    scene.act(placement)
    frames(app, 3)
    state, record = scene.state, scene.session.controller.record
    assert read_save(autosave_path(), get_game).record == record
    press(app, pygame.K_ESCAPE)  # pause
    app.scenes.reset(MainMenuScene(app))
    frames(app, 1)
    menu = app.scenes.top
    (resume,) = [w for w in menu.form.widgets if w.text == app.text("menu.continue")]
    assert resume.enabled
    click(app, resume.rect.center)
    resumed = app.scenes.top
    assert isinstance(resumed, FavelasScene) and resumed is not scene
    assert resumed.state == state
    assert resumed.session.controller.record == record


def test_input_lands_right_in_a_resized_window(app: App) -> None:
    """After the window is resized (letterboxed), a click still hits the same button."""
    scene = _table(app)
    app.window = pygame.display.set_mode((1000, 700), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700))
    frames(app, 1)
    assert app.to_logical(app.to_window((640, 360))) == (640, 360)
    tile = scene.state.supply[0]
    _click_widget(app, scene, "supply0")
    assert scene.session.controller.record.actions[-1] == TakeFromSupply(tile)


def test_f11_toggles_fullscreen_and_back(app: App) -> None:
    """F11 switches the window to fullscreen and back, and the setting follows."""
    _table(app)
    press(app, pygame.K_F11)
    assert app.settings.fullscreen
    press(app, pygame.K_F11)
    assert not app.settings.fullscreen
    assert app.window.get_size() == (1280, 720)


def test_colour_symbols_setting_reaches_the_boards(app: App) -> None:
    """With colour-blind symbols off, the boards are drawn without them."""
    scene = _table(app)
    assert scene._hints(0, False).symbols
    app.change_settings(colour_symbols=False)
    assert not scene._hints(0, False).symbols


def test_tile_names_in_the_buttons_come_from_the_locale(app: App) -> None:
    """Supply buttons name tiles by their colours in the player's language."""
    scene = _table(app)
    tile = scene.state.supply[0]
    (button,) = [w for w in scene.form.widgets if getattr(w, "key", None) == "supply0"]
    name = describe.tile_text(app.catalog, tile)
    assert button.caption == app.text("favelas.ui.take_supply", tile=name)


def test_a_whole_turn_by_keyboard_only(app: App) -> None:
    """Enter takes the focused supply tile, arrow keys walk to a legal house, R turns the
    tile, Enter places it (dice by arrow keys: see the die-button test)."""
    scene = _table(app)
    assert getattr(scene.form.focused, "key", None) == "supply0"
    press(app, pygame.K_TAB, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert getattr(scene.form.focused, "key", None) != "supply0"
    while getattr(scene.form.focused, "key", None) != "supply0":
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert scene.state.step is Step.PLACE
    press(app, pygame.K_r)
    assert scene.direction == 1
    target = next(cell for cell, reason in scene.reasons().items() if reason is None)
    press(app, pygame.K_RIGHT)
    while scene.hover[1] != target[1]:
        press(app, pygame.K_DOWN if scene.hover[1] < target[1] else pygame.K_UP)
    while scene.hover[0] != target[0]:
        press(app, pygame.K_RIGHT if scene.hover[0] < target[0] else pygame.K_LEFT)
    press(app, pygame.K_RETURN)
    assert scene.session.controller.record.actions[-1] == PlaceTile(*target, 1)


def test_a_failed_autosave_is_shown_and_the_game_goes_on(app: App, tmp_path: Path) -> None:
    """When the autosave cannot be written, the table says so and play continues."""
    scene = _table(app)
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the saves folder should be")
    scene.session.save_to = blocked / "autosave.json"
    _take_first_supply_tile(app, scene)
    assert scene.session.save_error is not None
    reason = scene.session.save_error.text(app.catalog)
    assert scene.state.step is Step.PLACE
    frames(app, 1)
    assert scene.notice_text() == app.text("table.autosave_failed", reason=reason)
    assert "[Errno" not in scene.notice_text()


def test_seat_names_from_a_broken_save_draw_at_the_table(home: Path) -> None:
    """NUL, a lone surrogate, an escape and a million-character name are drawn (names,
    council markers, prompt) frame after frame without an error or a slow frame. (Without
    autosaves: writing a lone surrogate is the saves' business, not drawing's.)"""
    app = App(Settings(animation_speed="off"), persist=False)
    app.scenes.push(MainMenuScene(app))
    names = ["Ana\x00", "\ud800Bruno", "\x1b[2JCarla", "D" * 1_000_000]
    start_game(app, "favelas", names, (HUMAN,) * 4, seed=11)
    assert isinstance(app.scenes.top, FavelasScene)
    start = time.perf_counter()
    frames(app, 5)
    assert time.perf_counter() - start < 1.0

"""The main menu: keyboard and mouse paths, Continue from the autosave, start-up problems."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from scene_stubs import StubGameScene
from ui_input import click, frames, press

from favelas_app.core.notice import Notice
from favelas_app.core.protocol import Setup
from favelas_app.core.record import GameRecord
from favelas_app.core.saves import HUMAN, SavedGame, autosave_path, write_save
from favelas_app.core.settings import Settings
from favelas_app.games import get_game
from favelas_app.ui.app import App
from favelas_app.ui.scenes.dialog import MessageDialog
from favelas_app.ui.scenes.load import LoadScene
from favelas_app.ui.scenes.main_menu import MainMenuScene
from favelas_app.ui.scenes.rules import RulesScene
from favelas_app.ui.scenes.settings import SettingsScene
from favelas_app.ui.scenes.setup import SetupScene

NEW_GAME, CONTINUE, LOAD, SETTINGS, RULES, QUIT = range(6)
pytestmark = pytest.mark.usefixtures("stub_game")  # Continue opens StubGameScene


def saved_game(moves: int | None) -> SavedGame:
    """A two-seat Favelas game after `moves` first-legal moves, or played to its end (None)."""
    game = get_game("favelas")
    record = GameRecord("favelas", Setup(2, ("Ana", "Bo")), 7)
    state = game.new_game(record.setup, record.seed)
    while not game.is_over(state) and (moves is None or len(record.actions) < moves):
        action = game.legal_actions(state)[0]
        state, _ = game.apply(state, action)
        record = record.with_action(action)
    return SavedGame(record, (HUMAN, "hard"))


def open_menu(app: App) -> MainMenuScene:
    menu = MainMenuScene(app)
    app.scenes.push(menu)
    frames(app, 1)
    return menu


@pytest.mark.parametrize(
    ("downs", "scene"),
    [(0, SetupScene), (1, LoadScene), (2, SettingsScene), (3, RulesScene)],
)
def test_keyboard_opens_each_screen_and_esc_comes_back(app: App, downs: int, scene: type) -> None:
    menu = open_menu(app)
    press(app, *[pygame.K_DOWN] * downs)  # Continue is disabled, so Down skips it
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, scene)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is menu


def test_tab_and_shift_tab_move_the_focus_and_skip_disabled_continue(app: App) -> None:
    menu = open_menu(app)
    assert menu.form.focus == NEW_GAME
    press(app, pygame.K_TAB)
    assert menu.form.focus == LOAD
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert menu.form.focus == NEW_GAME
    press(app, pygame.K_UP)
    assert menu.form.focus == QUIT


def test_esc_points_at_quit_and_enter_then_quits(app: App) -> None:
    menu = open_menu(app)
    press(app, pygame.K_ESCAPE)
    assert menu.form.focus == QUIT and app.running
    press(app, pygame.K_RETURN)
    assert not app.running


def test_the_mouse_opens_screens_and_quits(app: App) -> None:
    menu = open_menu(app)
    click(app, menu.form.widgets[NEW_GAME].rect.center)
    assert isinstance(app.scenes.top, SetupScene)
    press(app, pygame.K_ESCAPE)
    click(app, menu.form.widgets[CONTINUE].rect.center)  # disabled: nothing happens
    assert app.scenes.top is menu
    click(app, menu.form.widgets[QUIT].rect.center)
    assert not app.running


def test_without_an_autosave_continue_is_disabled_and_nothing_is_said(app: App) -> None:
    menu = open_menu(app)
    assert not menu.form.widgets[CONTINUE].enabled
    assert menu.note == []


def test_a_good_autosave_enables_continue_which_resumes_that_game(app: App) -> None:
    saved = saved_game(5)
    write_save(saved, autosave_path())
    menu = open_menu(app)
    assert menu.form.widgets[CONTINUE].enabled
    assert menu.form.focus == CONTINUE
    press(app, pygame.K_RETURN)
    top = app.scenes.top
    assert isinstance(top, StubGameScene)
    assert top.session.controller.record == saved.record
    assert top.session.seats == (HUMAN, "hard")
    assert isinstance(app.scenes.scenes[0], MainMenuScene)


def test_a_broken_autosave_disables_continue_and_says_why(app: App) -> None:
    autosave_path().parent.mkdir(parents=True)
    autosave_path().write_text('{"format": 1, "seats": 3}', encoding="utf-8")
    menu = open_menu(app)
    assert not menu.form.widgets[CONTINUE].enabled
    note = " ".join(menu.note)
    assert note.startswith("Continue is unavailable")
    assert "who sits in each seat" in note


def test_a_finished_game_cannot_be_continued(app: App) -> None:
    write_save(saved_game(None), autosave_path())
    menu = open_menu(app)
    assert not menu.form.widgets[CONTINUE].enabled
    assert menu.note == []


def test_continue_follows_the_autosave_when_returning_to_the_menu(app: App) -> None:
    menu = open_menu(app)
    press(app, pygame.K_RETURN)  # New game
    write_save(saved_game(3), autosave_path())
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is menu
    assert menu.form.widgets[CONTINUE].enabled


def test_startup_problems_are_shown_once_then_cleared(app: App) -> None:
    app.problems.append(
        Notice("problem.bad_setting", {"file": "settings.toml", "name": "volume", "value": "9"})
    )
    menu = open_menu(app)
    dialog = app.scenes.top
    assert isinstance(dialog, MessageDialog)
    assert "“volume = 9” is not allowed" in dialog.text
    assert app.problems == []
    press(app, pygame.K_RETURN)
    frames(app, 1)
    assert app.scenes.top is menu


def test_a_new_interface_size_keeps_the_focus_and_the_note(app: App) -> None:
    autosave_path().parent.mkdir(parents=True)
    autosave_path().write_text("[]", encoding="utf-8")
    menu = open_menu(app)
    press(app, pygame.K_DOWN, pygame.K_DOWN)
    height = menu.form.widgets[0].rect.height
    app.change_settings(ui_scale=1.3)
    frames(app, 1)
    assert menu.form.focus == SETTINGS
    assert menu.form.widgets[0].rect.height > height
    assert menu.note


@pytest.mark.usefixtures("home")
@pytest.mark.parametrize("scale", [1.0, 1.3])
def test_screenshot(shots: Path, scale: float) -> None:
    app = App(Settings(ui_scale=scale), persist=False)
    autosave_path().parent.mkdir(parents=True)
    autosave_path().write_text("{not json", encoding="utf-8")
    open_menu(app)
    path = shots / f"main_menu_{scale}.png"
    pygame.image.save(app.window, path)
    assert path.stat().st_size > 0


@pytest.mark.parametrize(
    "content",
    [b"{ broken", None],
    ids=["unreadable", "feuville-no-screen"],
)
def test_a_new_game_keeps_an_autosave_continue_cannot_resume(
    home: Path, content: bytes | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new game's autosave would overwrite the old one: an autosave that Continue cannot
    resume (unreadable, or of a game without a screen: Feuville with its scene taken out of
    GAME_SCENES) moves to an ordinary save's name first, byte for byte, and stays listed
    under Load."""
    from favelas_app.core.fuzz import play_random_game
    from favelas_app.core.saves import save_paths
    from favelas_app.ui import session

    path = autosave_path()
    if content is None:
        monkeypatch.delitem(session.GAME_SCENES, "feuville")
        record, _ = play_random_game(get_game("feuville"), 2, 3)
        write_save(
            SavedGame(GameRecord("feuville", record.setup, 3, record.actions[:4]), (HUMAN,) * 2),
            path,
        )
    else:
        path.parent.mkdir(parents=True)
        path.write_bytes(content)
    old = path.read_bytes()
    app = App(Settings(), persist=True)
    session.start_game(app, "favelas", ("Ana", "Bo"), (HUMAN, HUMAN), seed=1)
    kept = [p for p in save_paths() if p != path]
    assert len(kept) == 1 and kept[0].read_bytes() == old
    assert kept[0].name.startswith("game-")


def test_a_new_game_replaces_a_finished_autosave(home: Path) -> None:
    """A finished game's autosave has nothing left to resume: the new game takes its place."""
    from favelas_app.core.saves import save_paths
    from favelas_app.ui import session

    write_save(saved_game(None), autosave_path())
    app = App(Settings(), persist=True)
    session.start_game(app, "favelas", ("Ana", "Bo"), (HUMAN, HUMAN), seed=1)
    assert save_paths() == [autosave_path()]


def test_hostile_settings_and_locale_files_are_explained_in_the_problem_dialog(
    home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A NUL in the settings' language and a German file whose texts hold a control
    character: the dialog names both, escaped, in English, and every frame draws."""
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.toml").write_text('language = "d\\u0000e"\n', "utf-8")
    locales = tmp_path / "locales"
    locales.mkdir()
    (locales / "en.toml").write_text('[menu]\nnew_game = "New game"\n', encoding="utf-8")
    (locales / "de.toml").write_text('[menu]\nnew_game = "Neu\\u001b[2J"\n', "utf-8")
    monkeypatch.setenv("FAVELAS_LOCALES", str(locales))
    app = App(persist=False)
    app.change_settings(language="de")
    open_menu(app)
    dialog = app.scenes.top
    assert isinstance(dialog, MessageDialog)
    assert dialog.title == "Some files could not be read"  # the built-in English
    assert '“language = "d\\u0000e"” is not allowed' in dialog.text
    assert "de.toml: 1 text cannot be shown" in dialog.text and "menu.new_game" in dialog.text
    frames(app, 2)
    assert app.text("menu.new_game") == "New game"


def test_rules_open_on_favelas(app: App) -> None:
    """From the main menu, the rules screen starts on the Favelas page."""
    open_menu(app)
    press(app, *[pygame.K_DOWN] * 3, pygame.K_RETURN)
    assert isinstance(app.scenes.top, RulesScene) and app.scenes.top.game == "favelas"

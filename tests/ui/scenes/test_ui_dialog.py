"""Message and confirmation dialogs, driven by real key and mouse events."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui_input import click, frames, press

from favelas_app.core.settings import Settings
from favelas_app.ui.app import App
from favelas_app.ui.scene import Scene
from favelas_app.ui.scenes.dialog import ConfirmDialog, MessageDialog


@pytest.fixture
def app(app: App) -> App:
    app.scenes.push(Scene(app))
    return app


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE])
def test_a_message_closes_with_enter_space_or_esc_and_then_calls_back(app: App, key: int) -> None:
    closed = []
    app.scenes.push(MessageDialog(app, "Title", "Text", on_close=lambda: closed.append(True)))
    app.frame(1 / 60)
    press(app, key)
    assert closed == [True]
    assert not isinstance(app.scenes.top, MessageDialog)


def test_a_message_closes_with_a_click_on_ok(app: App) -> None:
    dialog = MessageDialog(app, "Title", "Text")
    app.scenes.push(dialog)
    click(app, dialog.form.widgets[0].rect.center)
    assert not isinstance(app.scenes.top, MessageDialog)


def test_confirm_defaults_to_no_so_enter_and_esc_do_nothing_harmful(app: App) -> None:
    said_yes = []
    for key in (pygame.K_RETURN, pygame.K_ESCAPE):
        app.scenes.push(ConfirmDialog(app, "Delete?", "Sure?", lambda: said_yes.append(1)))
        press(app, key)
        assert not isinstance(app.scenes.top, ConfirmDialog)
    assert said_yes == []


def test_confirm_yes_by_keyboard_and_by_mouse(app: App) -> None:
    said_yes = []
    app.scenes.push(ConfirmDialog(app, "Delete?", "Sure?", lambda: said_yes.append("keys")))
    press(app, pygame.K_LEFT, pygame.K_RETURN)
    dialog = ConfirmDialog(
        app, "Delete?", "Sure?", lambda: said_yes.append("mouse"), "Do it", "Stop"
    )
    app.scenes.push(dialog)
    yes, no = dialog.form.widgets
    assert (yes.text, no.text) == ("Do it", "Stop")
    click(app, yes.rect.center)
    assert said_yes == ["keys", "mouse"]
    assert not isinstance(app.scenes.top, ConfirmDialog)


def test_long_text_is_wrapped_and_cut_to_fit_the_screen(app: App) -> None:
    text = " ".join(["A rather long line of text for the dialog."] * 80)
    dialog = MessageDialog(app, "A title long enough to need two lines in this dialog", text)
    app.scenes.push(dialog)
    app.frame(1 / 60)
    screen = pygame.Rect((0, 0), (1280, 720))
    assert screen.contains(dialog.box)
    assert dialog.lines[-1].endswith("…")
    assert all(dialog.box.contains(button.rect) for button in dialog.form.widgets)


def test_a_new_interface_size_keeps_the_focus(app: App) -> None:
    dialog = ConfirmDialog(app, "Delete?", "Sure?", lambda: None)
    app.scenes.push(dialog)
    press(app, pygame.K_LEFT)
    width = dialog.box.width
    app.change_settings(ui_scale=1.3)
    app.frame(1 / 60)
    assert dialog.box.width > width
    assert dialog.form.focus == 0


@pytest.mark.usefixtures("home")
@pytest.mark.parametrize("scale", [1.0, 1.3])
def test_screenshot(shots: Path, scale: float) -> None:
    app = App(Settings(ui_scale=scale), persist=False)
    app.scenes.push(Scene(app))
    title = app.text("load.delete_title")
    text = app.text("load.delete_question", save="Favelas", date="2025-05-01 18:30")
    app.scenes.push(ConfirmDialog(app, title, text, lambda: None, app.text("load.delete")))
    frames(app, 1)
    path = shots / f"dialog_{scale}.png"
    pygame.image.save(app.window, path)
    assert path.stat().st_size > 0

"""The crash screen: it says what happened, names the whole crash-log path within its box,
and Quit, Enter, Esc or closing the window ends the app."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui_input import click, press

from favelas_app.ui.app import App
from favelas_app.ui.scenes.crash import CrashScene, break_anywhere

LOG = Path("/home/someone/with a long name/.local/share/favelas/logs/crash-2026-05-01_18-30-00.txt")


def test_the_whole_path_is_shown_in_lines_that_fit_the_box(app: App) -> None:
    """The path is broken anywhere (it has few spaces) and nothing of it is lost."""
    scene = CrashScene(app, LOG)
    app.scenes.push(scene)
    small = app.fonts.get("small")
    assert "".join(scene.path_lines) == str(LOG)
    assert all(small.size(line)[0] <= scene.box.width for line in scene.path_lines)
    assert scene.lines and scene.box.height < 720
    app.draw()


def test_without_a_log_it_says_none_could_be_written(app: App) -> None:
    scene = CrashScene(app, None)
    app.scenes.push(scene)
    assert scene.path_lines == []
    assert " ".join(scene.lines) != " ".join(CrashScene(app, LOG).lines)
    app.draw()


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE])
def test_enter_space_or_esc_quit(app: App, key: int) -> None:
    app.scenes.push(CrashScene(app, LOG))
    press(app, key)
    assert not app.running


def test_a_click_on_quit_or_closing_the_window_quits(app: App) -> None:
    scene = CrashScene(app, LOG)
    app.scenes.push(scene)
    click(app, scene.form.widgets[0].rect.center)
    assert not app.running
    app.running = True
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.frame(1 / 60)
    assert not app.running


def test_break_anywhere_keeps_every_character_within_the_width(app: App) -> None:
    font = app.fonts.get("small")
    lines = break_anywhere(font, "x" * 500, 100)
    assert "".join(lines) == "x" * 500 and len(lines) > 1
    assert all(font.size(line)[0] <= 100 for line in lines)

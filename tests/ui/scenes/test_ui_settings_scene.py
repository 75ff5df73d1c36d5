"""The settings screen, driven only by real pygame events: every setting by keyboard and by
mouse, saving to disk, and relayout when the language or the interface size changes."""

from __future__ import annotations

import shutil
from itertools import pairwise
from pathlib import Path

import pygame
import pytest
from scene_stubs import Base
from ui_input import click, drag, frames, press

from favelas_app.core import i18n
from favelas_app.core.pseudo import PSEUDO_LANGUAGE, pseudo_text
from favelas_app.core.settings import Settings, load_settings, settings_path
from favelas_app.ui.app import App
from favelas_app.ui.scenes.settings import SettingsScene
from favelas_app.ui.theme import LOGICAL_SIZE


def open_settings(app: App) -> SettingsScene:
    app.scenes.push(Base(app))
    scene = SettingsScene(app)
    app.scenes.push(scene)
    frames(app, 1)
    return scene


def focused_name(scene: SettingsScene) -> str:
    return scene.help_names[scene.form.focused]


def test_every_setting_changes_by_keyboard(app: App) -> None:
    scene = open_settings(app)
    assert focused_name(scene) == "language"
    press(app, pygame.K_RIGHT)
    assert app.settings.language == "en"
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RIGHT)
    assert (app.settings.window_width, app.settings.window_height) == (1600, 900)
    press(app, pygame.K_TAB)
    press(app, pygame.K_SPACE)
    assert app.settings.fullscreen is True
    press(app, pygame.K_RETURN)
    assert app.settings.fullscreen is False
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RIGHT)
    assert app.settings.ui_scale == 1.15
    assert focused_name(scene) == "ui_scale"  # the relayout kept the focus
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RIGHT)
    assert app.settings.animation_speed == "fast"
    press(app, pygame.K_DOWN)
    press(app, pygame.K_LEFT, times=2)
    assert app.settings.volume == pytest.approx(0.6)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    assert app.settings.colour_symbols is False
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert focused_name(scene) == "volume"


def test_every_setting_changes_by_mouse(app: App) -> None:
    scene = open_settings(app)

    def right_end(name: str) -> tuple[int, int]:
        rect = scene.rows[name].rect
        return rect.right - 12, rect.centery

    def left_arrow(name: str) -> tuple[int, int]:
        widget = scene.rows[name]
        return widget.rect.left + widget.label_width + 16, widget.rect.centery

    click(app, right_end("language"))
    assert app.settings.language == "en"
    click(app, left_arrow("language"))
    assert app.settings.language == ""
    click(app, left_arrow("window_size"))
    assert (app.settings.window_width, app.settings.window_height) == (1024, 576)
    click(app, scene.rows["fullscreen"].rect.center)
    assert app.settings.fullscreen is True
    click(app, scene.rows["fullscreen"].rect.center)
    assert app.settings.fullscreen is False
    click(app, left_arrow("ui_scale"))
    assert app.settings.ui_scale == 0.9
    click(app, left_arrow("animation_speed"))
    assert app.settings.animation_speed == "slow"
    bar = scene.rows["volume"]._bar()
    click(app, (bar.left, bar.centery))
    assert app.settings.volume == 0.0
    click(app, (bar.right, bar.centery))
    assert app.settings.volume == 1.0
    click(app, scene.rows["volume"].rect.move(20, 0).midleft)  # the label takes the focus only
    assert app.settings.volume == 1.0
    click(app, scene.rows["colour_symbols"].rect.center)
    assert app.settings.colour_symbols is False


def test_dragging_the_volume_follows_the_mouse(app: App) -> None:
    scene = open_settings(app)
    bar = scene.rows["volume"]._bar()
    for x in (bar.left + bar.width // 4, bar.centerx):
        drag(app, (x, bar.centery))
    assert app.settings.volume == pytest.approx(0.5)


def test_f11_and_the_toggle_agree(app: App) -> None:
    scene = open_settings(app)
    press(app, pygame.K_F11)
    assert app.settings.fullscreen is True
    assert scene.rows["fullscreen"].value is True
    press(app, pygame.K_F11)
    assert scene.rows["fullscreen"].value is False


def test_back_and_escape_return(app: App) -> None:
    scene = open_settings(app)
    click(app, scene.form.widgets[-1].rect.center)
    assert isinstance(app.scenes.top, Base)
    open_settings(app)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, Base)


def test_changes_are_saved_and_read_back(home: Path) -> None:
    app = App(Settings(), persist=True)
    open_settings(app)
    press(app, pygame.K_DOWN, times=3)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_DOWN, times=3)
    press(app, pygame.K_SPACE)
    path = settings_path()
    assert path == home / "config" / "settings.toml"
    loaded, problems = load_settings(path)
    assert problems == []
    assert loaded == app.settings
    assert loaded.ui_scale == 1.15 and loaded.colour_symbols is False


@pytest.mark.usefixtures("home")
def test_language_switch_relayouts_at_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A second locale file appears in the list by its own name; choosing it retranslates
    the open screen, keeps the focus, and leaves missing keys in English."""
    folder = tmp_path / "locales"
    folder.mkdir()
    shutil.copy(i18n.locales_dir() / "en.toml", folder / "en.toml")
    (folder / "xx.toml").write_text(
        '[app]\nlanguage_name = "Xish"\n[settings]\ntitle = "Xettings"\nlanguage = "Xanguage"\n',
        encoding="utf-8",
    )
    monkeypatch.setattr(i18n, "locales_dir", lambda: folder)
    monkeypatch.setenv("LANGUAGE", "en")
    app = App(Settings(), persist=False)
    assert app.languages == ("en", "xx")
    scene = open_settings(app)
    options = [label for _, label in scene.rows["language"].options]
    assert options == ["System (English)", "English", "Xish"]
    press(app, pygame.K_RIGHT, times=2)
    assert app.settings.language == "xx"
    assert app.text("settings.title") == "Xettings"
    assert scene.rows["language"].label == "Xanguage"
    assert scene.rows["volume"].label == "Sound volume"  # not translated: English
    assert focused_name(scene) == "language"
    press(app, pygame.K_LEFT, times=2)
    assert scene.rows["language"].label == "Language"


@pytest.mark.usefixtures("home")
def test_the_pseudo_locale_is_offered_when_asked_for(monkeypatch: pytest.MonkeyPatch) -> None:
    """FAVELAS_PSEUDO=1 adds the pseudo-locale to the language list; choosing it turns every
    text looked up by key into bracketed, accented English."""
    monkeypatch.setenv("FAVELAS_PSEUDO", "1")
    monkeypatch.setenv("LANGUAGE", "en")
    app = App(Settings(), persist=False)
    assert app.languages[-1] == PSEUDO_LANGUAGE
    scene = open_settings(app)
    options = dict(scene.rows["language"].options)
    assert options[PSEUDO_LANGUAGE] == pseudo_text("English")
    app.change_settings(language=PSEUDO_LANGUAGE)
    assert scene.rows["language"].label == pseudo_text("Language")


@pytest.mark.parametrize("scale", [0.9, 1.0, 1.15, 1.3])
def test_every_interface_size_fits(app: App, scale: float) -> None:
    """Changed on the open screen: rows stay inside the canvas, apart, with their text
    inside them, and the focus stays on the size setting."""
    scene = open_settings(app)
    press(app, pygame.K_DOWN, times=3)
    while app.settings.ui_scale != scale:
        press(app, pygame.K_RIGHT)
    assert focused_name(scene) == "ui_scale"
    canvas = pygame.Rect((0, 0), LOGICAL_SIZE)
    rects = [widget.rect for widget in scene.form.widgets]
    assert all(canvas.contains(rect) for rect in rects)
    assert all(a.bottom <= b.top for a, b in pairwise(rects))
    body = app.fonts.get("body")
    for widget in scene.rows.values():
        assert body.size(widget.label)[0] + 16 < widget.label_width
        assert body.get_height() < widget.rect.height
        for _, label in getattr(widget, "options", ()):
            arrows = 2 * (body.size("◀")[0] + 14)
            assert body.size(label)[0] + arrows < widget.rect.width - widget.label_width
    assert scene.help_top + 2 * body.get_linesize() < LOGICAL_SIZE[1]


@pytest.mark.parametrize("scale", [1.0, 1.3])
def test_screenshot(app: App, shots: Path, scale: float) -> None:
    """Saves what the screen looks like (set FAVELAS_SHOTS to keep it)."""
    app.change_settings(ui_scale=scale)
    scene = open_settings(app)
    press(app, pygame.K_UP, times=2)  # to the colour symbols, whose help is two lines long
    assert focused_name(scene) == "colour_symbols"
    path = shots / f"settings_{scale}.png"
    pygame.image.save(app.window, path)
    assert path.stat().st_size > 0

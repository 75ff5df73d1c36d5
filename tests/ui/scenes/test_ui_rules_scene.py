"""The rules reference: its text keys, scrolling by keys, wheel and scroll bar, and relayout."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from scene_stubs import Base
from ui_input import drag, frames, mouse_down, mouse_up, move, press, wheel

from favelas_app.core.i18n import Catalog
from favelas_app.ui.app import App
from favelas_app.ui.scenes.rules import BULLET, SECTIONS, RulesScene


def open_rules(app: App) -> RulesScene:
    app.scenes.push(Base(app))
    scene = RulesScene(app)
    app.scenes.push(scene)
    frames(app, 1)
    return scene


def test_every_rules_key_has_english_text() -> None:
    catalog = Catalog("en")
    keys = ["favelas.rules.title", "rules.back"]
    keys += [f"favelas.rules.{name}" for name in ("fits", "over_edge", "two_heights")]
    for section in SECTIONS["favelas"]:
        keys += [f"favelas.rules.{section}.heading", f"favelas.rules.{section}.text"]
    assert [key for key in keys if key not in catalog] == []
    for section in SECTIONS["favelas"]:
        lines = catalog.text(f"favelas.rules.{section}.text").split("\n")
        assert all(line.strip() for line in lines), f"{section} has an empty paragraph"
        assert all(not line.startswith("•") or line.startswith(BULLET) for line in lines)


def test_the_summary_covers_the_rulings() -> None:
    """The points players most often get wrong are in the text."""
    text = " ".join(
        Catalog("en").text(f"favelas.rules.{s}.text") for s in SECTIONS["favelas"]
    ).lower()
    phrases = ("over the edge", "same height", "bonus die", "full value", "all five colours")
    phrases += ("tallest", "nobody places it", "then the year ends", "pass", "ends early")
    for phrase in phrases:
        assert phrase in text, phrase


def test_keys_scroll_to_the_end_and_back(app: App) -> None:
    scene = open_rules(app)
    assert scene.scroll == 0 and scene.max_scroll > scene.view.height
    press(app, pygame.K_DOWN)
    assert scene.scroll == scene.line
    press(app, pygame.K_UP, times=2)
    assert scene.scroll == 0
    pages = 0
    while scene.scroll < scene.max_scroll:
        press(app, pygame.K_PAGEDOWN)
        pages += 1
        assert pages < 50
    assert pages >= 2
    press(app, pygame.K_PAGEUP, times=pages)
    assert scene.scroll == 0
    press(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll
    press(app, pygame.K_HOME)
    assert scene.scroll == 0


def test_the_wheel_scrolls_to_the_end_and_back(app: App) -> None:
    scene = open_rules(app)
    notches = 0
    while scene.scroll < scene.max_scroll:
        wheel(app, -1)
        notches += 1
        assert notches < 200
    for _ in range(notches):
        wheel(app, +1)
    assert scene.scroll == 0


def test_the_scroll_bar_drags_and_pages(app: App) -> None:
    scene = open_rules(app)
    thumb = scene.thumb()
    mouse_down(app, thumb.center)
    drag(app, (thumb.centerx, scene.track.bottom + 40))
    mouse_up(app, (thumb.centerx, scene.track.bottom + 40))
    assert scene.scroll == scene.max_scroll
    assert scene.thumb().bottom == scene.track.bottom
    mouse_down(app, (scene.track.centerx, scene.track.top + 2))
    assert scene.scroll == scene.max_scroll - (scene.view.height - scene.line)


def test_relayout_keeps_the_place_and_escape_returns(app: App) -> None:
    scene = open_rules(app)
    press(app, pygame.K_END)
    app.change_settings(ui_scale=1.3, colour_symbols=False)
    assert scene.scroll == scene.max_scroll
    assert scene.content.get_width() <= scene.view.width
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, Base)


def test_back_button_returns(app: App) -> None:
    scene = open_rules(app)
    button = scene.form.widgets[0].rect
    move(app, button.center)
    mouse_down(app, button.center)
    assert isinstance(app.scenes.top, Base)


@pytest.mark.parametrize("scale", [1.0, 1.3])
def test_screenshots(app: App, shots: Path, scale: float) -> None:
    """Saves the top, a middle page with the pictures, and the end (FAVELAS_SHOTS keeps them)."""
    app.change_settings(ui_scale=scale)
    scene = open_rules(app)
    paths = []
    for name, key, times in (("top", pygame.K_HOME, 1), ("middle", pygame.K_PAGEDOWN, 2),
                             ("end", pygame.K_END, 1)):  # fmt: skip
        press(app, key, times=times)
        paths.append(shots / f"rules_{scale}_{name}.png")
        pygame.image.save(app.window, paths[-1])
    assert scene.scroll == scene.max_scroll
    for path in paths:
        assert path.stat().st_size > 0

"""The rules reference: its text keys, scrolling by keys, wheel and scroll bar, and relayout."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pygame
import pytest

from favelas_app.core.i18n import Catalog
from favelas_app.core.settings import Settings
from favelas_app.ui.app import App
from favelas_app.ui.scene import Scene
from favelas_app.ui.scenes.rules import BULLET, SECTIONS, RulesScene


class Base(Scene):
    """The scene the rules return to."""


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setenv("FAVELAS_HOME", str(tmp_path))
    return App(Settings(), persist=False)


def open_rules(app: App) -> RulesScene:
    app.scenes.push(Base(app))
    scene = RulesScene(app)
    app.scenes.push(scene)
    app.frame(1 / 60)
    return scene


def press(app: App, key: int, times: int = 1) -> None:
    for _ in range(times):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        app.frame(1 / 60)


def wheel(app: App, y: int) -> None:
    data = {"x": 0, "y": y, "flipped": False, "precise_x": 0.0, "precise_y": float(y)}
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, data))
    app.frame(1 / 60)


def mouse(app: App, kind: int, pos: tuple[int, int], held: bool = False) -> None:
    data: dict[str, object] = {"pos": app.to_window(pos)}
    if kind == pygame.MOUSEMOTION:
        data |= {"rel": (0, 0), "buttons": (1 if held else 0, 0, 0)}
    else:
        data["button"] = 1
    pygame.event.post(pygame.event.Event(kind, data))
    app.frame(1 / 60)


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
    mouse(app, pygame.MOUSEBUTTONDOWN, thumb.center)
    mouse(app, pygame.MOUSEMOTION, (thumb.centerx, scene.track.bottom + 40), held=True)
    mouse(app, pygame.MOUSEBUTTONUP, (thumb.centerx, scene.track.bottom + 40))
    assert scene.scroll == scene.max_scroll
    assert scene.thumb().bottom == scene.track.bottom
    mouse(app, pygame.MOUSEBUTTONDOWN, (scene.track.centerx, scene.track.top + 2))
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
    mouse(app, pygame.MOUSEMOTION, button.center)
    mouse(app, pygame.MOUSEBUTTONDOWN, button.center)
    assert isinstance(app.scenes.top, Base)


@pytest.mark.parametrize("scale", [1.0, 1.3])
def test_screenshots(app: App, tmp_path: Path, scale: float) -> None:
    """Saves the top, a middle page with the pictures, and the end (SCENE_SHOTS keeps them)."""
    app.change_settings(ui_scale=scale)
    scene = open_rules(app)
    folder = tmp_path / "shots"
    folder.mkdir()
    paths = []
    for name, key, times in (("top", pygame.K_HOME, 1), ("middle", pygame.K_PAGEDOWN, 2),
                             ("end", pygame.K_END, 1)):  # fmt: skip
        press(app, key, times)
        paths.append(folder / f"rules_{scale}_{name}.png")
        pygame.image.save(app.window, paths[-1])
    assert scene.scroll == scene.max_scroll
    keep = os.environ.get("SCENE_SHOTS")
    for path in paths:
        assert path.stat().st_size > 0
        if keep:
            Path(keep).mkdir(parents=True, exist_ok=True)
            shutil.copy(path, Path(keep) / path.name)

"""Staging: every scene of ui/scenes is put on screen in a representative state, each view
draws, the same every time, and only with a scratch FAVELAS_HOME."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from pathlib import Path

import pygame
import pytest

import favelas_app.ui.scenes as scenes_package
from favelas_app.cli.main import SCENES as BENCH_SCENES
from favelas_app.core.settings import Settings
from favelas_app.ui import staging, theme
from favelas_app.ui.app import App
from favelas_app.ui.scene import Scene


@pytest.fixture
def app() -> App:
    return App(Settings(animation_speed="off", volume=0.0), persist=False)


def scene_modules() -> set[str]:
    """Every module of ui/scenes that defines a scene."""
    found = set()
    for info in pkgutil.iter_modules(scenes_package.__path__):
        module = importlib.import_module(f"{scenes_package.__name__}.{info.name}")
        for _, kind in inspect.getmembers(module, inspect.isclass):
            if issubclass(kind, Scene) and kind is not Scene and kind.__module__ == module.__name__:
                found.add(module.__name__)
    return found


def test_every_scene_module_has_a_staged_view_and_each_draws(app: App, shots: Path) -> None:
    """Some view puts a scene of each scene module on the stack; every view draws more
    than the bare background (its screenshot is kept when FAVELAS_SHOTS is set)."""
    staged: set[str] = set()
    names = []
    for name in staging.views(app):
        names.append(name)
        staged.update(type(scene).__module__ for scene in app.scenes.scenes)
        app.draw()
        bare = pygame.mask.from_threshold(app.canvas, theme.BACKGROUND, (1, 1, 1, 255))
        assert bare.count() < 0.98 * 1280 * 720, f"{name} drew (almost) nothing"
        pygame.image.save(app.canvas, shots / f"staged_{name}.png")
    assert scene_modules() <= staged
    assert len(names) == len(set(names))
    for wanted in ("menu_problems", "settings_back", "rules_2", "load_delete", "favelas_pass"):
        assert wanted in names


def test_staging_is_deterministic(app: App) -> None:
    """Staging twice gives the same views and the same pixels."""

    def pictures() -> dict[str, bytes]:
        drawn = {}
        for name in staging.views(app):
            app.draw()
            drawn[name] = pygame.image.tobytes(app.canvas, "RGB")
        return drawn

    first, second = pictures(), pictures()
    assert list(first) == list(second)
    assert [name for name in first if first[name] != second[name]] == []


def test_the_bench_scenes_are_staged_with_a_step_between_frames(app: App) -> None:
    """Every scene `favelas bench render` offers is staged; the table's step moves the
    pointer over the houses, so the hovered house changes."""
    for name in BENCH_SCENES:
        step = staging.stage(app, name)
        step()
        app.draw()
    step = staging.stage(app, "favelas")
    table = app.scenes.top
    hovered = set()
    for _ in range(4):
        step()
        hovered.add(table.hover)
    assert len(hovered) > 1
    with pytest.raises(KeyError):
        staging.stage(app, "no_such_view")


def test_staging_refuses_to_run_without_a_scratch_home(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Staging writes saves, so it never runs on the player's own folders."""
    monkeypatch.delenv("FAVELAS_HOME")
    with pytest.raises(RuntimeError, match="FAVELAS_HOME"):
        next(staging.views(app))
    with pytest.raises(RuntimeError, match="FAVELAS_HOME"):
        staging.stage(app, "menu")

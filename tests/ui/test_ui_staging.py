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


# -- Holi -----------------------------------------------------------------------------------------


def test_holi_positions_are_reached_by_play_and_representative() -> None:
    """The early position has pawns all on the ground floor; the late one pawns on all three
    floors, tokens on every floor and sweets left; both await a throw."""
    from favelas_app.games.holi.components import FLOORS, SQUARES

    positions = staging.holi_positions()
    early, late = positions["holi_early"], positions["holi_late"]
    assert {early.floor(p) for p in range(early.players)} == {1}
    assert {late.floor(p) for p in range(late.players)} == set(range(1, FLOORS + 1))
    for floor in range(FLOORS):
        assert any(owner >= 0 for owner in late.tokens[floor * SQUARES : (floor + 1) * SQUARES])
    assert sum(late.sweets) > 0
    assert not early.thrown and not late.thrown


@pytest.mark.parametrize("name", ["holi_early", "holi_late"])
def test_holi_positions_render_at_full_size(name: str, shots: Path) -> None:
    """Each staged Holi position, drawn at 1280x720 looking at each floor in turn: every
    seat's colour shows, and the drawn centre of every square of the floor looked at maps
    back to (floor, x, y). Screenshots go to the shots folder."""
    from favelas_app.core.i18n import Catalog
    from favelas_app.games.holi.components import SIDE
    from favelas_app.games.holi.rules import GAME
    from favelas_app.ui.render.holi_tower import TowerHints, TowerRenderer
    from favelas_app.ui.render.palette import HOLI_STYLES

    state = staging.holi_positions()[name]
    view = GAME.view(state, state.current)
    surface = pygame.Surface(theme.LOGICAL_SIZE)
    tower = TowerRenderer(surface.get_rect(), Catalog("en"))
    for focus in (1, 2, 3):
        centre = tower.centre(focus, 2, 3)
        surface.fill(theme.BACKGROUND)
        tower.draw(surface, view, TowerHints(focus=focus, pointer=centre, current=state.current))
        pygame.image.save(surface, shots / f"{name}_floor{focus}.png")
        for style in HOLI_STYLES:
            assert pygame.mask.from_threshold(surface, style.fill, (3, 3, 3, 255)).count() > 50
        for x in range(SIDE):
            for y in range(SIDE):
                assert tower.square_at(tower.centre(focus, x, y), focus) == (focus, x, y)


def test_holi_tower_frames_draw_with_the_pointer_moving() -> None:
    """The timed Holi tower draws frame after frame, and the frames differ as the pointer
    moves."""
    from favelas_app.core.i18n import Catalog

    surface = pygame.Surface(theme.LOGICAL_SIZE)
    frame = staging.holi_tower_frames(surface, Catalog("en"))
    seen = set()
    for _ in range(3):
        frame()
        seen.add(pygame.image.tobytes(surface, "RGB"))
    assert len(seen) == 3

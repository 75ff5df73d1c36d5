"""The end-of-year overlay: a person closes it; at a table of AI seats only it counts down
and closes by itself, so an unattended game plays on."""

from __future__ import annotations

from pathlib import Path

from ui_input import frames

from favelas_app.core.settings import UI_SCALES, Settings
from favelas_app.ui.app import App
from favelas_app.ui.scenes.year_end import AUTO_CLOSE, YearEndScene
from favelas_app.ui.staging import stage


def overlay(name: str, speed: str) -> tuple[App, YearEndScene]:
    app = App(Settings(animation_speed=speed), persist=False)
    stage(app, name)
    scene = app.scenes.top
    assert isinstance(scene, YearEndScene)
    return app, scene


def test_with_a_person_at_the_table_it_waits_for_them(home: Path) -> None:
    app, scene = overlay("year_end", "normal")
    for _ in range(round(2 * AUTO_CLOSE)):
        app.frame(1.0)
    assert app.scenes.top is scene and not scene.unattended


def test_with_ai_seats_only_it_counts_down_and_closes_itself(home: Path) -> None:
    app, scene = overlay("year_end_unattended", "normal")
    assert scene.unattended
    frames(app, 3)
    assert app.scenes.top is scene
    for _ in range(round(AUTO_CLOSE / 0.1) + 1):
        app.frame(0.1)
    assert app.scenes.top is not scene


def test_with_animations_off_it_closes_on_the_next_frame(home: Path) -> None:
    app, scene = overlay("year_end_unattended", "off")
    app.frame(0.0)
    assert app.scenes.top is not scene


def test_fast_animations_halve_the_wait(home: Path) -> None:
    app, scene = overlay("year_end_unattended", "fast")
    steps = round(AUTO_CLOSE / 2 / 0.1)
    for _ in range(steps - 2):
        app.frame(0.1)
    assert app.scenes.top is scene
    for _ in range(3):
        app.frame(0.1)
    assert app.scenes.top is not scene


def test_at_a_larger_interface_size_it_grows_and_stays_on_the_canvas(home: Path) -> None:
    """At the largest interface size the columns widen, the rows grow, and the whole
    overlay with its button still fits the canvas."""
    app, scene = overlay("year_end_unattended", "normal")
    small = (scene.rect.copy(), scene.column, scene.row_height)
    app.change_settings(ui_scale=max(UI_SCALES))
    assert scene.column > small[1] and scene.row_height > small[2]
    assert scene.rect.width > small[0].width
    assert app.canvas.get_rect().contains(scene.rect)
    assert scene.rect.contains(scene.form.widgets[0].rect)

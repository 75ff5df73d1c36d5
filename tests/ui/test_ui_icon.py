"""The app's icon: drawn in code at any size, on a transparent background, and given to the
window before it opens."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from favelas_app.core.settings import Settings
from favelas_app.ui import app as app_module
from favelas_app.ui.app import App
from favelas_app.ui.icon import draw_icon


@pytest.mark.parametrize("size", [16, 512])
def test_icon_has_the_asked_size_a_clear_background_and_a_coloured_middle(size: int) -> None:
    """The surface is size x size with per-pixel alpha; its corners are fully transparent
    and its middle is opaque and clearly coloured (not grey, not the black outline)."""
    icon = draw_icon(size)
    assert icon.get_size() == (size, size)
    assert icon.get_flags() & pygame.SRCALPHA
    last = size - 1
    for corner in ((0, 0), (last, 0), (0, last), (last, last)):
        assert icon.get_at(corner).a == 0
    middle = icon.get_at((size // 2, size // 2))
    assert middle.a == 255
    assert max(middle.r, middle.g, middle.b) - min(middle.r, middle.g, middle.b) > 80


def test_icon_is_opaque_over_a_good_part_of_its_area() -> None:
    """The silhouette fills a good part of the square at every size, so it reads small."""
    for size in (16, 32, 64):
        icon = draw_icon(size)
        opaque = sum(icon.get_at((x, y)).a > 200 for x in range(size) for y in range(size))
        assert 0.4 < opaque / size**2 < 0.85


def test_icon_rejects_a_size_below_one() -> None:
    """A zero or negative size is a mistake, not an empty surface."""
    with pytest.raises(ValueError):
        draw_icon(0)


def test_app_sets_the_window_icon_before_opening_the_window(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """App() hands a 64x64 icon to pygame.display.set_icon once, before set_mode."""
    monkeypatch.setenv("FAVELAS_HOME", str(tmp_path / "home"))
    calls: list[tuple[str, object]] = []
    set_icon, set_mode = pygame.display.set_icon, pygame.display.set_mode

    def record_icon(surface: pygame.Surface) -> None:
        calls.append(("icon", surface.get_size()))
        set_icon(surface)

    def record_mode(*args: object, **kwargs: object) -> pygame.Surface:
        calls.append(("mode", None))
        return set_mode(*args, **kwargs)

    monkeypatch.setattr(app_module.pygame.display, "set_icon", record_icon)
    monkeypatch.setattr(app_module.pygame.display, "set_mode", record_mode)
    App(Settings(), persist=False)
    assert calls[0] == ("icon", (64, 64))
    assert [kind for kind, _ in calls].count("icon") == 1
    assert ("mode", None) in calls[1:]

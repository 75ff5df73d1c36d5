"""Holi's score panel: every seat's colour heads a column, the figures follow the engine's
scoring, the player to act is framed, and the panel redraws only when the standing changes."""

from __future__ import annotations

import pygame
import pytest

from favelas_app.core.i18n import Catalog
from favelas_app.ui import staging, text_fit, theme
from favelas_app.ui.render.holi_score import ScorePanel
from favelas_app.ui.render.palette import HOLI_STYLES

NAMES = ["Ana", "Bea", "Caio", "Duda"]  # short: a long name is cut short, by design
RECT = pygame.Rect(10, 10, 420, 360)


def _draw(state, panel: ScorePanel | None = None) -> tuple[pygame.Surface, ScorePanel]:
    panel = panel or ScorePanel(RECT, Catalog("en"))
    surface = pygame.Surface((440, 380))
    surface.fill(theme.BACKGROUND)
    panel.draw(surface, state, NAMES)
    return surface, panel


def _count(surface: pygame.Surface, rgb) -> int:
    return pygame.mask.from_threshold(surface, rgb, (3, 3, 3, 255)).count()


def test_every_seat_heads_a_column_and_the_player_to_act_is_framed() -> None:
    """Each seat's fill shows in its column head; the focus frame marks the player to act."""
    surface, _ = _draw(staging.holi_positions()["holi_late"])
    for style in HOLI_STYLES:
        assert _count(surface, style.fill) > 20
    assert _count(surface, theme.FOCUS) > 100


def test_the_panel_is_cached_until_the_standing_changes() -> None:
    """The same standing draws from the cache; another position redraws the panel."""
    positions = staging.holi_positions()
    panel = ScorePanel(RECT, Catalog("en"))
    first, _ = _draw(positions["holi_late"], panel)
    cached = panel._panel
    again, _ = _draw(positions["holi_late"], panel)
    assert panel._panel is cached
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(again, "RGB")
    _draw(positions["holi_early"], panel)
    assert panel._panel is not cached


@pytest.mark.parametrize("language", ["en", "pt", "de", "fr", "nl"])
def test_every_label_fits_in_every_language(language: str) -> None:
    """With the text-fit check listening, no label of the panel overflows its room, also at
    the end of a game when every player is out."""
    states, _ = staging._holi_game(staging.HOLI_SEED)
    with text_fit.measuring() as log:
        for state in (staging.holi_positions()["holi_late"], states[-1]):
            _draw(state, ScorePanel(RECT, Catalog(language)))
    assert not log.overflows, log.overflows

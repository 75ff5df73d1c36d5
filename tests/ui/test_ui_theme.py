"""The text helpers of theme.py draw any text from outside: ellipsize cuts exactly as the
plain one-character-at-a-time cut does, but fast; huge and hostile names are drawn (and
ellipsized, and wrapped) without a crash and in far less than a second."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from favelas_app.ui import theme
from favelas_app.ui.safe_text import MAX_LINE
from favelas_app.ui.theme import Fonts

HOSTILE = ("Ana\x00Zé", "\ud800", "a\udcff.json", "\x1b[31mBia", "\u202eanaB", "Ana 😀🦜", "\x00")
ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,;:!?'-()ÀÉçãõßøŁЖЯ"


@pytest.fixture(scope="module")
def fonts() -> Fonts:
    pygame.font.init()
    return Fonts(1.0)


def reference_ellipsize(font: pygame.font.Font, text: str, width: int) -> str:
    """The straightforward cut: drop one character at a time until it fits with "…"."""
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return f"{text.rstrip()}…"


def test_ellipsize_cuts_ordinary_text_exactly_as_the_reference_does(fonts) -> None:
    """Bisection finds the same longest start as the one-at-a-time cut, at every size."""
    rng = random.Random(2024)
    for _ in range(400):
        font = fonts.get(rng.choice(list(theme.SIZES)), bold=rng.random() < 0.5)
        text = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 60)))
        width = rng.randint(0, 500)
        assert theme.ellipsize(font, text, width) == reference_ellipsize(font, text, width)


@pytest.mark.parametrize("length", [1_000_000, 10_000_000])
def test_a_huge_name_is_drawn_and_ellipsized_in_well_under_a_second(fonts, length) -> None:
    """Only a line's worth is ever measured or rendered, whatever the name's length."""
    name = "Maria da Silva " * (length // 15)
    canvas = pygame.Surface(theme.LOGICAL_SIZE)
    body = fonts.get("body")
    start = time.perf_counter()
    cut = theme.ellipsize(body, name, 120)
    theme.draw_text(canvas, body, cut, (10, 10))
    theme.draw_text(canvas, body, name, (10, 40))
    assert time.perf_counter() - start < 1.0
    assert cut.endswith("…") and body.size(cut)[0] <= 120


def test_a_huge_text_is_wrapped_in_well_under_a_second(fonts) -> None:
    """A wrapped text is cut to a block before wrapping, however many words it has."""
    canvas = pygame.Surface(theme.LOGICAL_SIZE)
    start = time.perf_counter()
    theme.draw_wrapped(canvas, fonts.get("small"), "Ana " * 2_500_000, pygame.Rect(0, 0, 600, 0))
    assert time.perf_counter() - start < 1.0


def test_a_text_too_long_to_measure_is_ellipsized_even_if_its_start_fits(fonts) -> None:
    """Zero-width characters past the measured line still end in "…": the text was cut."""
    cut = theme.ellipsize(fonts.get("body"), "a" + "\u200b" * 10_000, 300)
    assert cut == "a" + "\u200b" * (MAX_LINE - 2) + "…"


@pytest.mark.parametrize("name", HOSTILE)
def test_a_hostile_name_is_drawn_ellipsized_and_wrapped(fonts, name: str) -> None:
    """NUL, lone surrogates, escapes, bidi overrides and emoji outside the font all draw."""
    canvas = pygame.Surface(theme.LOGICAL_SIZE)
    for font in (fonts.get("body"), fonts.get("large", bold=True)):
        rect = theme.draw_text(canvas, font, name, (10, 10))
        assert rect.height == font.get_height()
        theme.draw_text(canvas, font, theme.ellipsize(font, name * 20, 80), (10, 40))
        theme.draw_wrapped(canvas, font, f"{name} {name}\n{name}", pygame.Rect(10, 80, 60, 0))


def test_the_right_to_left_override_still_draws_its_letters(fonts) -> None:
    """U+202E is not a control to remove: the name behind it is drawn, not dropped."""
    body = fonts.get("body")
    assert body.size("\u202eanaB")[0] == body.size("anaB")[0] > 0

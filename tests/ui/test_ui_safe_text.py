"""Text from outside reaches a font safely: printable leaves ordinary text alone, drops
control characters, replaces lone surrogates and cuts huge texts; SafeFont renders and
measures anything through it, and ordinary text exactly as a plain font does."""

from __future__ import annotations

import pygame
import pytest

from favelas_app.core.resources import fonts_dir
from favelas_app.ui.safe_text import MAX_BLOCK, MAX_LINE, REPLACEMENT, SafeFont, printable

ORDINARY = ("Ana", "Zé Ação Größe", "Ярослава", "مريم", "a\u202eb", "Ana 😀", "a\u00a0b", "")
HOSTILE = ("a\x00b", "\ud800", "a\udcff.json", "\x1b[31mred", "a\nb", "\t\r\x7f\x85", "😀\x00")


@pytest.fixture(scope="module")
def fonts() -> tuple[pygame.font.Font, SafeFont]:
    """DejaVu Sans twice: a plain pygame font and a SafeFont."""
    pygame.font.init()
    path = fonts_dir() / "DejaVuSans.ttf"
    return pygame.font.Font(path, 20), SafeFont(path, 20)


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_text_is_left_as_it_is(text: str) -> None:
    """Letters of any script, emoji, bidi marks and no-break spaces are all drawable."""
    assert printable(text) == text
    assert printable(text, multiline=True) == text


def test_controls_go_blank_ones_become_spaces_and_lone_surrogates_become_u_fffd() -> None:
    """NUL and escape vanish, a tab or newline in one line is a space, a surrogate is �."""
    assert printable("a\x00b\x1bc") == "abc"
    assert printable("a\tb\nc\r\x85d") == "a b c  d"
    assert printable("\ud800x\udcff") == f"{REPLACEMENT}x{REPLACEMENT}"


def test_a_block_keeps_its_newlines_and_loses_the_rest() -> None:
    """Text to be wrapped keeps its line breaks; other controls go as in one line."""
    assert printable("a\nb\x00\tc\ud800", multiline=True) == f"a\nb c{REPLACEMENT}"


def test_a_huge_text_is_cut_before_anything_else_is_done() -> None:
    """A line keeps MAX_LINE characters, a block MAX_BLOCK, whatever they are."""
    assert printable("x" * 10_000_000) == "x" * MAX_LINE
    assert printable("\x00" * 10_000_000) == ""
    assert printable("ab\n" * 10_000_000, multiline=True) == ("ab\n" * MAX_BLOCK)[:MAX_BLOCK]


@pytest.mark.parametrize("text", HOSTILE)
def test_a_safe_font_renders_and_measures_hostile_text(fonts, text: str) -> None:
    """What a plain font refuses (NUL, surrogates) or draws oddly, a SafeFont draws."""
    _, safe = fonts
    image = safe.render(text, True, "white")
    assert image.get_size() == safe.size(text)
    assert image.get_height() == safe.get_height()  # one line, even for "a\nb"


@pytest.mark.parametrize("text", ORDINARY)
def test_a_safe_font_draws_ordinary_text_pixel_for_pixel_like_a_plain_one(fonts, text) -> None:
    """Nothing changes on screen for text that was drawable before."""
    plain, safe = fonts
    assert safe.size(text) == plain.size(text)
    expected = plain.render(text, True, "white", "black")
    drawn = safe.render(text, True, "white", "black")
    assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(expected, "RGBA")

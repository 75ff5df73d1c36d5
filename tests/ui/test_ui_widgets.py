"""A text field takes only drawable text from TEXTINPUT (SDL can deliver odd text), stays
within its max_length however much is pasted, and draws whatever name it was given; a
disabled button never takes the focus ring."""

from __future__ import annotations

import time

import pygame
import pytest

from favelas_app.ui.theme import Fonts
from favelas_app.ui.widgets import Button, Form, TextField


def typed(field: TextField, text: str) -> None:
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text=text))


def field(text: str = "Ana", max_length: int = 16) -> tuple[TextField, list[str]]:
    """A field and the texts its on_change was told of."""
    changes: list[str] = []
    return TextField((0, 0, 240, 40), text, changes.append, max_length), changes


@pytest.mark.parametrize(
    ("text", "kept"),
    [("\x00", "Ana"), ("\x1b", "Ana"), ("\ud800", "Ana"), ("\u200b", "Ana"), ("🏠", "Ana🏠")],
)
def test_typed_controls_format_characters_and_lone_surrogates_are_dropped(
    text: str, kept: str
) -> None:
    """No NUL, escape, zero-width space or half a surrogate pair gets into the name (it
    could not be drawn or saved); typing only those changes nothing."""
    name, changes = field()
    typed(name, text)
    assert name.text == kept
    assert changes == ([] if kept == "Ana" else [kept])


def test_a_typed_line_break_becomes_a_space() -> None:
    """Text pasted over two lines lands on the one line of the field."""
    name, _ = field("")
    typed(name, "a\nb")
    assert name.text == "a b"


def test_a_huge_paste_is_cut_to_max_length_at_once() -> None:
    """Ten million characters leave the field at max_length, in no time."""
    name, changes = field("Ana")
    start = time.perf_counter()
    typed(name, "x" * 10_000_000)
    assert time.perf_counter() - start < 1.0
    assert name.text == "Ana" + "x" * 13
    assert changes == [name.text]


@pytest.mark.parametrize("text", ["Zé\x00\ud800\x1b", "\u202eanaB 😀", "x" * 1_000_000])
def test_a_field_draws_any_name_it_was_given(text: str) -> None:
    """A name from a save file (not typed) is drawn as well, focused or not."""
    pygame.font.init()
    name, _ = field(text, max_length=len(text))
    canvas = pygame.Surface((400, 100))
    fonts = Fonts(1.0)
    name.draw(canvas, fonts, focused=True)
    name.draw(canvas, fonts, focused=False)


def _buttons() -> tuple[Form, Button, Button]:
    enabled = Button((0, 0, 100, 40), "On", lambda: None)
    disabled = Button((0, 50, 100, 40), "Off", lambda: None, enabled=False)
    return Form([enabled, disabled]), enabled, disabled


def test_the_pointer_over_a_disabled_button_leaves_the_focus_where_it_was() -> None:
    """Hovering or clicking a disabled button does not move the focus ring onto it."""
    form, enabled, disabled = _buttons()
    assert form.focused is enabled
    form.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=disabled.rect.center))
    assert form.focused is enabled
    used = form.handle(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=disabled.rect.center, button=1)
    )
    assert used and form.focused is enabled


def test_a_disabled_button_is_drawn_without_the_focus_ring() -> None:
    """Even when the focus index points at it (after a rebuild), no ring is drawn on it."""
    pygame.font.init()
    form, _, disabled = _buttons()
    seen: list[bool] = []
    disabled.draw = lambda surface, fonts, focused: seen.append(focused)  # type: ignore[method-assign]
    form.focus = 1
    form.draw(pygame.Surface((200, 100)), Fonts(1.0))
    assert seen == [False]

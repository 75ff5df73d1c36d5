"""The text-fit recorder: while measuring, a text that needs more room than its widget gives
is logged with its size, where it was drawn and (through the catalogue's observer) its key;
a text that fits is not, and outside measuring nothing is recorded."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from favelas_app.core.i18n import Catalog
from favelas_app.ui import text_fit, theme
from favelas_app.ui.fit_check import key_of
from favelas_app.ui.theme import Fonts
from favelas_app.ui.widgets import Button, Choice

LONG = "Start the game with everybody at the table right now, please"


@pytest.fixture
def fonts() -> Fonts:
    pygame.font.init()
    return Fonts(1.0)


@pytest.fixture
def catalog(tmp_path: Path) -> tuple[Catalog, dict[str, str]]:
    """A catalogue of two button labels whose lookups are remembered, text to key."""
    (tmp_path / "en.toml").write_text(
        f'[demo]\nlong = "{LONG}"\nshort = "Start"\n', encoding="utf-8"
    )
    keys: dict[str, str] = {}
    return Catalog("en", tmp_path, on_lookup=lambda key, text: keys.__setitem__(text, key)), keys


def canvas() -> pygame.Surface:
    return pygame.Surface(theme.LOGICAL_SIZE)


def test_a_too_long_button_label_is_reported_with_its_key(fonts, catalog) -> None:
    """A label wider than the button's inner width (its width less the padding at both
    ends) is logged with both widths and the drawing widget; its key is found again."""
    texts, keys = catalog
    button = Button((100, 100, 200, 40), texts.text("demo.long"), lambda: None)
    with text_fit.measuring() as log:
        button.draw(canvas(), fonts, focused=False)
    [overflow] = log.overflows
    assert overflow.text == LONG
    assert overflow.needed == fonts.get("body").size(LONG)[0]
    assert overflow.available == 200 - 2 * theme.BUTTON_PADDING
    assert (overflow.drawer, overflow.axis) == ("Button.draw", "width")
    assert key_of(overflow.text, keys) == "demo.long"


def test_a_fitting_label_is_not_reported(fonts, catalog) -> None:
    """A short label in the same button, and a choice whose label and value fit their
    columns, log nothing."""
    texts, _ = catalog
    button = Button((100, 100, 200, 40), texts.text("demo.short"), lambda: None)
    choice = Choice((100, 200, 600, 40), "Game", [("a", "Favelas")], "a", lambda _: None)
    with text_fit.measuring() as log:
        button.draw(canvas(), fonts, focused=True)
        choice.draw(canvas(), fonts, focused=False)
    assert log.overflows == []


def test_a_choice_value_is_measured_between_its_arrows(fonts) -> None:
    """A choice's value has the room between ◀ and ▶, not the whole value box."""
    value = "A rather long value for a box"
    width = fonts.get("body").size(value)[0]
    choice = Choice((0, 0, 300 + width, 40), "Game", [("a", value)], "a", lambda _: None, 300)
    with text_fit.measuring() as log:
        choice.draw(canvas(), fonts, focused=False)
    [overflow] = log.overflows
    assert (overflow.text, overflow.needed) == (value, width)
    assert overflow.available < width


def test_nothing_is_recorded_outside_measuring(fonts) -> None:
    """Drawing a too-long label with no measuring active logs nothing anywhere; the
    recorder is off (None) outside the block and back off after it."""
    assert text_fit.current is None
    with text_fit.measuring() as log:
        pass
    Button((0, 0, 60, 40), LONG, lambda: None).draw(canvas(), fonts, focused=False)
    theme.draw_wrapped(canvas(), fonts.get("body"), LONG, pygame.Rect(0, 0, 80, 10))
    assert log.overflows == []
    assert text_fit.current is None


def test_wrapped_text_taller_than_its_box_is_reported(fonts) -> None:
    """Wrapped lines that need more height than the rect (or the given room) has are
    logged along the height; a box tall enough logs nothing."""
    body = fonts.get("body")
    lines = len(theme.wrap(body, LONG, 200))
    needed = lines * body.get_linesize()
    with text_fit.measuring() as log:
        used = theme.draw_wrapped(canvas(), body, LONG, pygame.Rect(0, 0, 200, needed))
        theme.draw_wrapped(canvas(), body, LONG, pygame.Rect(0, 0, 200, 0))  # no height given
    assert used == needed
    assert log.overflows == []
    with text_fit.measuring() as log:
        theme.draw_wrapped(canvas(), body, LONG, pygame.Rect(0, 0, 200, needed - 1))
        theme.draw_wrapped(canvas(), body, "Short", pygame.Rect(0, 0, 200, 0), height=5)
    assert [(o.text, o.needed, o.available, o.axis) for o in log.overflows] == [
        (LONG, needed, needed - 1, "height"),
        ("Short", body.get_linesize(), 5, "height"),
    ]


def test_text_must_stay_on_the_canvas_and_cut_text_is_reported(fonts) -> None:
    """Without a width, a text must fit between its anchor and the canvas edge; a text
    that ellipsize has to cut is reported at its full width."""
    body = fonts.get("body")
    width = body.size(LONG)[0]
    with text_fit.measuring() as log:
        theme.draw_text(canvas(), body, LONG, (1280 - width, 10))  # just fits
        theme.draw_text(canvas(), body, LONG, (1280 - width + 5, 10))
        theme.draw_text(canvas(), body, LONG, (640, 10), anchor="midtop")
        assert theme.ellipsize(body, LONG, 100).endswith("…")
    assert [(o.needed, o.available) for o in log.overflows] == [
        (width, width - 5),
        (width, 100),
    ]


def test_the_key_of_a_line_of_a_wrapped_message_and_of_a_built_text() -> None:
    """A drawn line found in exactly one message names that message's key; a text put
    together from several messages has the key "?"."""
    keys = {"Take a tile from the supply.": "a.take", "Pass: no tile fits.": "a.pass"}
    assert key_of("Pass: no tile fits.", keys) == "a.pass"
    assert key_of("from the supply.", keys) == "a.take"
    assert key_of("Take a tile from the supply. Pass: no tile fits.", keys) == "?"

"""Buttons, choices, sliders, toggles and text fields, and a Form that gives them keyboard
focus: Tab / Shift+Tab and the up and down arrows move it, Enter or Space activates, left
and right change a choice or slider. The mouse works on everything as well. A disabled
widget never takes the focus ring: neither the keys nor the pointer move it there."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from favelas_app.ui import text_fit, theme
from favelas_app.ui.theme import Fonts, draw_text

_ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
LABEL_LEFT = 16  # where the label of a choice, slider or toggle starts inside it
ARROW_INSET = 14  # a choice's arrows from the ends of its value box


class Widget:
    focusable = True
    key = ""  # a stable name, so a scene can find a widget again after rebuilding its form

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int]) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = True

    def activate(self) -> None:
        """Enter, Space or a click."""

    def step(self, delta: int) -> bool:
        """Left (-1) or right (+1) arrow; True if the widget used it."""
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        """Other input while focused (typing); True if used."""
        return False

    def click(self, pos: tuple[int, int]) -> None:
        self.activate()

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        raise NotImplementedError


def _frame(surface: pygame.Surface, widget: Widget, focused: bool, fill: tuple) -> None:
    colour = fill if widget.enabled else theme.BUTTON_DISABLED
    pygame.draw.rect(surface, colour, widget.rect, border_radius=10)
    if focused:
        pygame.draw.rect(surface, theme.FOCUS, widget.rect, width=3, border_radius=10)


def _labelled_frame(
    surface: pygame.Surface, widget: Choice | Slider | Toggle, fonts: Fonts, focused: bool
) -> pygame.font.Font:
    """The frame of a labelled setting (Choice, Slider, Toggle) and its label in the label
    column; returns the font the rest of the row uses."""
    _frame(surface, widget, focused, theme.PANEL_LIGHT if focused else theme.PANEL)
    font = fonts.get("body")
    at = (widget.rect.left + LABEL_LEFT, widget.rect.centery)
    room = widget.label_width - LABEL_LEFT
    draw_text(surface, font, widget.label, at, anchor="midleft", width=room)
    return font


class Label(Widget):
    focusable = False

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str,
        role: str = "body",
        colour: tuple[int, int, int] = theme.TEXT,
        anchor: str = "midleft",
    ) -> None:
        super().__init__(rect)
        self.text, self.role, self.colour, self.anchor = text, role, colour, anchor

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        draw_text(
            surface,
            fonts.get(self.role),
            self.text,
            getattr(self.rect, self.anchor),
            self.colour,
            self.anchor,
            self.rect.width or None,
        )


class Button(Widget):
    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str,
        on_click: Callable[[], None],
        enabled: bool = True,
        role: str = "body",
    ) -> None:
        super().__init__(rect)
        self.text, self.on_click, self.enabled, self.role = text, on_click, enabled, role

    def activate(self) -> None:
        if self.enabled:
            self.on_click()

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        _frame(surface, self, focused, theme.BUTTON_HOVER if focused else theme.BUTTON)
        colour = theme.TEXT if self.enabled else theme.MUTED
        inner = self.rect.width - 2 * theme.BUTTON_PADDING
        font = fonts.get(self.role)
        draw_text(surface, font, self.text, self.rect.center, colour, "center", inner)


class Choice(Widget):
    """A labelled value picked from options with ◀ ▶ (arrows, clicks on either half, Enter)."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        options: Sequence[tuple[Any, str]],
        value: Any,
        on_change: Callable[[Any], None],
        label_width: int | None = None,
    ) -> None:
        super().__init__(rect)
        self.label, self.options, self.on_change = label, list(options), on_change
        values = [option for option, _ in self.options]
        self.index = values.index(value) if value in values else 0
        self.label_width = label_width if label_width is not None else self.rect.width // 2

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    def step(self, delta: int) -> bool:
        if self.enabled and len(self.options) > 1:
            self.index = (self.index + delta) % len(self.options)
            self.on_change(self.value)
        return True

    def activate(self) -> None:
        self.step(+1)

    def click(self, pos: tuple[int, int]) -> None:
        middle = self.rect.left + self.label_width + (self.rect.width - self.label_width) // 2
        self.step(-1 if pos[0] < middle else +1)

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        font = _labelled_frame(surface, self, fonts, focused)
        box = pygame.Rect(self.rect.left + self.label_width, self.rect.top, 0, self.rect.height)
        box.width = self.rect.right - box.left
        colour = theme.TEXT if self.enabled else theme.MUTED
        left = draw_text(
            surface, font, "◀", (box.left + ARROW_INSET, box.centery), theme.ACCENT, "midleft"
        )
        draw_text(
            surface, font, "▶", (box.right - ARROW_INSET, box.centery), theme.ACCENT, "midright"
        )
        between = box.width - 2 * (ARROW_INSET + left.width + 8)  # 8: a gap beside each arrow
        value = self.options[self.index][1]
        draw_text(surface, font, value, box.center, colour, "center", between)


class Slider(Widget):
    """A labelled value from 0 to 1 in steps (arrows, or a click on the bar)."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        value: float,
        on_change: Callable[[float], None],
        steps: int = 10,
        label_width: int | None = None,
        format_value: Callable[[float], str] | None = None,
        value_width: int = 90,
    ) -> None:
        super().__init__(rect)
        self.label, self.on_change, self.steps = label, on_change, steps
        self.position = round(value * steps)
        self.label_width = label_width if label_width is not None else self.rect.width // 2
        self.format_value = format_value or (lambda value: f"{round(value * 100)} %")
        self.value_width = value_width  # room for the value text right of the bar

    @property
    def value(self) -> float:
        return self.position / self.steps

    def _bar(self) -> pygame.Rect:
        left = self.rect.left + self.label_width + 16
        width = self.rect.right - self.value_width - left
        return pygame.Rect(left, self.rect.centery - 4, width, 8)

    def step(self, delta: int) -> bool:
        position = min(self.steps, max(0, self.position + delta))
        if position != self.position:
            self.position = position
            self.on_change(self.value)
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        """Dragging with the left button held follows the mouse along the bar."""
        dragging = event.type == pygame.MOUSEMOTION and event.dict.get("buttons", (0,))[0]
        if dragging and self.rect.collidepoint(event.pos):
            self.click(event.pos)
            return True
        return False

    def click(self, pos: tuple[int, int]) -> None:
        bar = self._bar()
        if pos[0] < bar.left - 12:
            return  # a click on the label only takes the focus
        fraction = (pos[0] - bar.left) / bar.width
        self.step(round(min(1.0, max(0.0, fraction)) * self.steps) - self.position)

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        font = _labelled_frame(surface, self, fonts, focused)
        bar = self._bar()
        pygame.draw.rect(surface, theme.BUTTON_DISABLED, bar, border_radius=4)
        filled = bar.copy()
        filled.width = round(bar.width * self.value)
        pygame.draw.rect(surface, theme.ACCENT, filled, border_radius=4)
        pygame.draw.circle(surface, theme.TEXT, (filled.right, bar.centery), 9)
        text = self.format_value(self.value)
        room = self.value_width - 16 - 12  # right of the bar and its knob
        at = (self.rect.right - 16, self.rect.centery)
        draw_text(surface, font, text, at, anchor="midright", width=room)


class Toggle(Widget):
    """A labelled on/off switch."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        value: bool,
        on_change: Callable[[bool], None],
        texts: tuple[str, str] = ("off", "on"),
        label_width: int | None = None,
    ) -> None:
        super().__init__(rect)
        self.label, self.value, self.on_change, self.texts = label, value, on_change, texts
        self.label_width = label_width if label_width is not None else self.rect.width // 2
        self.taken_right = 0  # pixels at the right end that something else draws on

    def activate(self) -> None:
        self.value = not self.value
        self.on_change(self.value)

    def step(self, delta: int) -> bool:
        if self.value != (delta > 0):
            self.activate()
        return True

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        font = _labelled_frame(surface, self, fonts, focused)
        switch = pygame.Rect(0, 0, 56, 28)
        switch.midleft = (self.rect.left + self.label_width + 16, self.rect.centery)
        pygame.draw.rect(
            surface, theme.GOOD if self.value else theme.BUTTON_DISABLED, switch, border_radius=14
        )
        knob = switch.right - 14 if self.value else switch.left + 14
        pygame.draw.circle(surface, theme.TEXT, (knob, switch.centery), 11)
        draw_text(
            surface,
            font,
            self.texts[self.value],
            (switch.right + 14, switch.centery),
            anchor="midleft",
            width=self.rect.right - 16 - self.taken_right - (switch.right + 14),
        )


def typed_text(text: str) -> str:
    """What of typed `text` a name field takes (see TextField)."""
    return "".join(" " if c.isspace() else c for c in text if c.isprintable() or c.isspace())


class TextField(Widget):
    """A one-line text entry (player names): typing while focused, Backspace deletes.

    Typed text keeps its printable characters only: a line break or tab becomes a space, and
    control characters, format characters (zero-width spaces) and halves of surrogate pairs
    are dropped, so a name holds only what can be drawn and saved. The field keeps at most
    `max_length` characters.
    """

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str,
        on_change: Callable[[str], None],
        max_length: int = 16,
    ) -> None:
        super().__init__(rect)
        self.text, self.on_change, self.max_length = text, on_change, max_length

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT:
            typed = typed_text(event.text[: 4 * self.max_length])  # a huge paste, cut first
            text = (self.text + typed)[: self.max_length]
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            text = self.text[:-1]
        else:
            return False
        if text != self.text:
            self.text = text
            self.on_change(text)
        return True

    def activate(self) -> None:
        """Enter leaves the text as it is; the form moves on."""

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        pygame.draw.rect(surface, (24, 28, 38), self.rect, border_radius=8)
        border = theme.FOCUS if focused else theme.PANEL_LIGHT
        pygame.draw.rect(surface, border, self.rect, width=2, border_radius=8)
        image = fonts.get("body").render(self.text, True, theme.TEXT)
        inner = self.rect.inflate(-24, 0)
        cut = max(0, image.get_width() - inner.width)  # a long text shows its end
        if cut and text_fit.current is not None:
            text_fit.current.check(self.text, image.get_width(), inner.width)
        rect = image.get_rect(midleft=inner.midleft)
        rect.width -= cut
        surface.blit(image, rect, area=pygame.Rect(cut, 0, rect.width, rect.height))
        if focused and pygame.time.get_ticks() // 500 % 2 == 0:
            caret = rect.right + 1
            pygame.draw.line(surface, theme.TEXT, (caret, rect.top), (caret, rect.bottom), 2)


class Form:
    """The widgets of a scene, with keyboard focus and mouse hover."""

    def __init__(
        self, widgets: Sequence[Widget] = (), on_activate: Callable[[], None] | None = None
    ) -> None:
        self.widgets = list(widgets)
        self.on_activate = on_activate
        self.focus = next((i for i, w in enumerate(self.widgets) if w.focusable and w.enabled), -1)

    @property
    def focused(self) -> Widget | None:
        return self.widgets[self.focus] if 0 <= self.focus < len(self.widgets) else None

    def focus_on(self, widget: Widget) -> None:
        self.focus = self.widgets.index(widget)

    def refocus(self, key: str) -> None:
        """Focuses the enabled widget named `key`, if there is one (after a rebuild)."""
        for widget in self.widgets:
            if key and widget.key == key and widget.enabled:
                self.focus_on(widget)
                return

    def move(self, delta: int) -> None:
        candidates = [i for i, w in enumerate(self.widgets) if w.focusable and w.enabled]
        if not candidates:
            return
        if self.focus not in candidates:
            self.focus = candidates[0 if delta > 0 else -1]
            return
        self.focus = candidates[(candidates.index(self.focus) + delta) % len(candidates)]

    def handle(self, event: pygame.event.Event) -> bool:
        """Routes one event; True if the form used it (Esc never is)."""
        focused = self.focused
        if focused is not None and focused.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_TAB:
                self.move(-1 if event.mod & pygame.KMOD_SHIFT else +1)
            elif event.key in (pygame.K_DOWN, pygame.K_UP):
                self.move(+1 if event.key == pygame.K_DOWN else -1)
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and focused is not None:
                return focused.step(+1 if event.key == pygame.K_RIGHT else -1)
            elif event.key in _ACTIVATE_KEYS and focused is not None:
                self._activate(focused)
            else:
                return False
            return True
        if event.type == pygame.MOUSEMOTION:
            hovered = self._at(event.pos)
            if hovered is not None and hovered.enabled:
                self.focus = self.widgets.index(hovered)
            return hovered is not None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            widget = self._at(event.pos)
            if widget is None:
                return False
            if widget.enabled:
                self.focus = self.widgets.index(widget)
                if self.on_activate is not None:
                    self.on_activate()
                widget.click(event.pos)
            return True
        return False

    def _activate(self, widget: Widget) -> None:
        if widget.enabled and self.on_activate is not None:
            self.on_activate()
        widget.activate()

    def _at(self, pos: tuple[int, int]) -> Widget | None:
        for widget in self.widgets:
            if widget.focusable and widget.rect.collidepoint(pos):
                return widget
        return None

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        for i, widget in enumerate(self.widgets):
            widget.draw(surface, fonts, i == self.focus and widget.enabled)

"""The rules reference: a game's rules summarised in sections, in a scrolling panel.

Tabs at the top pick the game (a click, Left/Right, or Tab and Enter on a tab). The text
lives in the locale files under `<game>.rules.<section>.heading` and `.text`; in a text,
each line is a paragraph and a line starting with "• " a list item. The whole page is
rendered once per layout onto one tall surface, and drawing shows a window onto it.
Up/Down, Page Up/Page Down, Home/End, the mouse wheel and the scroll bar all scroll.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from favelas_app.games.favelas.components import COLOURS, Colour
from favelas_app.ui import text_fit, theme
from favelas_app.ui.iso import HexProjection
from favelas_app.ui.render import palette, rules_feuville, rules_holi
from favelas_app.ui.scene import Scene
from favelas_app.ui.theme import LOGICAL_SIZE, draw_text, wrap
from favelas_app.ui.widgets import Button, Form

if TYPE_CHECKING:
    from favelas_app.ui.app import App

BULLET = "• "
MARGIN = 90  # canvas margin left and right of the panel
PADDING = 28  # inside the panel, around the text
WHEEL_LINES = 3  # lines scrolled per notch of the mouse wheel

# Each game's sections in reading order (keys under `<game>.rules.`).
SECTIONS: dict[str, tuple[str, ...]] = {
    "favelas": (
        "goal",
        "components",
        "setup",
        "turn",
        "placing",
        "dice",
        "end_of_year",
        "scoring",
        "game_end",
        "rulings",
    ),
    "holi": (
        "goal",
        "components",
        "setup",
        "turn",
        "throw_face_up",
        "throw_face_down",
        "direct_hits",
        "falling",
        "move",
        "climb",
        "game_end",
        "scoring",
        "rivalry",
        "rulings",
    ),
    "feuville": (
        "goal",
        "components",
        "setup",
        "turn",
        "building",
        "persons",
        "fairy_gnome",
        "decrees",
        "town_evaluation",
        "status",
        "fairy_magic",
        "dragon",
        "restoring",
        "game_end",
        "rulings",
    ),
}

Point = tuple[float, float]
Cell = tuple[int, int]


class _Tab(Button):
    """A game's tab over the panel; the chosen one joins the panel."""

    def __init__(self, rect: pygame.Rect, text: str, on_click: Callable[[], None]) -> None:
        super().__init__(rect, text, on_click)
        self.chosen = False

    def draw(self, surface: pygame.Surface, fonts: theme.Fonts, focused: bool) -> None:
        fill = theme.PANEL if self.chosen else theme.BUTTON_HOVER if focused else theme.BUTTON
        radii = {"border_top_left_radius": 10, "border_top_right_radius": 10}
        pygame.draw.rect(surface, fill, self.rect, **radii)
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, self.rect, 3, **radii)
        colour = theme.ACCENT if self.chosen else theme.TEXT
        room = self.rect.width - 2 * theme.BUTTON_PADDING
        draw_text(surface, fonts.get("body"), self.text, self.rect.center, colour, "center", room)


class RulesScene(Scene):
    """A scrollable rules summary for `game` (Favelas if it has none), with a tab for every
    game that has one; Esc or Back returns."""

    def __init__(self, app: App, game: str = "favelas") -> None:
        super().__init__(app)
        self.game = game if game in SECTIONS else "favelas"
        self.scroll = 0
        self.dragging: int | None = None  # the grab offset inside the thumb while dragging
        self.build()

    # -- layout -----------------------------------------------------------------------------

    def relayout(self) -> None:
        fraction = self.scroll / self.max_scroll if self.max_scroll else 0.0
        self.build()
        self.scroll_to(round(fraction * self.max_scroll))

    def build(self) -> None:
        app = self.app
        body = app.fonts.get("body")
        self.title_top = 24
        title_bottom = self.title_top + app.fonts.get("heading", True).get_linesize()
        label = app.text("rules.back")
        button = pygame.Rect(0, 0, body.size(label)[0] + 96, body.get_linesize() + 18)
        button.midbottom = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] - 20)
        self.tabs = self._tabs(title_bottom + 8)
        self.form = Form([*self.tabs.values(), Button(button, label, self.back)])
        self.form.focus_on(self.tabs[self.game])
        top = next(iter(self.tabs.values())).rect.bottom
        self.panel = pygame.Rect(MARGIN, top, LOGICAL_SIZE[0] - 2 * MARGIN, 0)
        self.panel.height = button.top - 16 - self.panel.top
        self.view = self.panel.inflate(-2 * PADDING, -PADDING)
        self.view.width -= 24  # room for the scroll bar
        self.track = pygame.Rect(self.panel.right - 22, self.view.top, 8, self.view.height)
        width = min(self.view.width, 40 * body.get_height())
        self.content = self._render_page(width)
        self.line = body.get_linesize()
        self.fade = _fade(self.view.width, self.line)

    def _tabs(self, top: int) -> dict[str, _Tab]:
        """A tab per game, side by side from the panel's left edge, as wide as its name."""
        body = self.app.fonts.get("body")
        height = theme.control_height(body)
        tabs, left = {}, MARGIN + PADDING
        for game in SECTIONS:
            label = self.app.text(f"{game}.name")
            rect = pygame.Rect(left, top, body.size(label)[0] + 4 * theme.BUTTON_PADDING, height)
            tabs[game] = _Tab(rect, label, lambda game=game: self.show(game))
            tabs[game].chosen = game == self.game
            left = rect.right + 6
        return tabs

    def show(self, game: str) -> None:
        """Turns to `game`'s page, at its top, with the keyboard on its tab."""
        self.game = game
        self.scroll = 0
        self.build()

    def _render_page(self, width: int) -> pygame.Surface:
        """Every section, one under the other, on a transparent surface `width` wide."""
        fonts, text = self.app.fonts, self.app.text
        heading, body = fonts.get("large", True), fonts.get("body")
        pieces: list[tuple[pygame.Surface, int, int]] = []  # (image, x, gap above)
        for number, section in enumerate(SECTIONS[self.game]):
            key = f"{self.game}.rules.{section}"
            gap = 0 if number == 0 else body.get_linesize() * 3 // 2
            for line in wrap(heading, text(f"{key}.heading"), width):  # a long one wraps
                image = heading.render(line, True, theme.ACCENT)
                text_fit.report(line, image.get_width(), width)
                pieces.append((image, 0, gap))
                gap = 0
            for paragraph in text(f"{key}.text").split("\n"):
                pieces.append((self._paragraph(paragraph, width), 0, body.get_linesize() // 3))
            draw = ILLUSTRATIONS.get((self.game, section))
            if draw is not None:
                picture = draw(self.app, width)
                pieces.append((picture, (width - picture.get_width()) // 2, body.get_linesize()))
        height = sum(image.get_height() + gap for image, _, gap in pieces)
        height += body.get_linesize() // 2  # room below the last line
        page = pygame.Surface((width, height), pygame.SRCALPHA)
        y = 0
        for image, x, gap in pieces:
            y += gap
            page.blit(image, (x, y))
            y += image.get_height()
        return page

    def _paragraph(self, paragraph: str, width: int) -> pygame.Surface:
        """One wrapped paragraph; a list item gets a drawn bullet and a hanging indent."""
        font = self.app.fonts.get("body")
        bullet = paragraph.startswith(BULLET)
        indent = font.get_height() * 5 // 4 if bullet else 0
        lines = wrap(font, paragraph.removeprefix(BULLET), width - indent)
        image = pygame.Surface((width, len(lines) * font.get_linesize()), pygame.SRCALPHA)
        for row, line in enumerate(lines):
            at = (indent, row * font.get_linesize())
            draw_text(image, font, line, at, theme.TEXT, width=width - indent)
        if bullet:
            radius = font.get_height() * 0.24
            centre = (indent * 0.4, font.get_linesize() / 2)
            pygame.draw.polygon(image, theme.ACCENT, _hexagon(centre, radius))
        return image

    # -- scrolling --------------------------------------------------------------------------

    @property
    def max_scroll(self) -> int:
        return max(0, self.content.get_height() - self.view.height)

    def scroll_to(self, offset: int) -> None:
        self.scroll = min(self.max_scroll, max(0, offset))

    def thumb(self) -> pygame.Rect:
        """The scroll bar's handle: its size shows how much of the page is in view."""
        total = max(self.content.get_height(), 1)
        height = max(self.track.height * self.view.height // total, 32)
        height = min(height, self.track.height)
        free = self.track.height - height
        top = self.track.top + (free * self.scroll // self.max_scroll if self.max_scroll else 0)
        return pygame.Rect(self.track.left, top, self.track.width, height)

    def _drag_to(self, y: int) -> None:
        assert self.dragging is not None
        thumb = self.thumb()
        free = self.track.height - thumb.height
        if free > 0:
            self.scroll_to(round((y - self.dragging - self.track.top) * self.max_scroll / free))

    # -- input ------------------------------------------------------------------------------

    def back(self) -> None:
        self.app.scenes.pop()

    def handle(self, event: pygame.event.Event) -> None:
        page = self.view.height - self.line
        keys = {
            pygame.K_UP: self.scroll - self.line,
            pygame.K_DOWN: self.scroll + self.line,
            pygame.K_PAGEUP: self.scroll - page,
            pygame.K_PAGEDOWN: self.scroll + page,
            pygame.K_HOME: 0,
            pygame.K_END: self.max_scroll,
        }
        games = list(SECTIONS)
        turns = {pygame.K_LEFT: -1, pygame.K_RIGHT: +1}
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
        elif event.type == pygame.KEYDOWN and event.key in turns:
            self.show(games[(games.index(self.game) + turns[event.key]) % len(games)])
        elif event.type == pygame.KEYDOWN and event.key in keys:
            self.scroll_to(keys[event.key])
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - event.y * WHEEL_LINES * self.line)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._on_bar(event.pos):
            thumb = self.thumb()
            if thumb.collidepoint(thumb.centerx, event.pos[1]):
                self.dragging = event.pos[1] - thumb.top
            else:
                self.scroll_to(self.scroll + (page if event.pos[1] > thumb.top else -page))
        elif event.type == pygame.MOUSEMOTION and self.dragging is not None:
            self._drag_to(event.pos[1])
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = None
        else:
            self.form.handle(event)

    def _on_bar(self, pos: tuple[int, int]) -> bool:
        return self.max_scroll > 0 and self.track.inflate(24, 0).collidepoint(pos)

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        draw_text(
            surface,
            self.app.fonts.get("heading", True),
            self.app.text(f"{self.game}.rules.title"),
            (LOGICAL_SIZE[0] // 2, self.title_top),
            theme.ACCENT,
            "midtop",
        )
        theme.panel(surface, self.panel)
        self.form.draw(surface, self.app.fonts)
        left = self.view.left + (self.view.width - self.content.get_width()) // 2
        area = pygame.Rect(0, self.scroll, self.content.get_width(), self.view.height)
        surface.blit(self.content, (left, self.view.top), area)
        if self.scroll > 0:  # text runs on above and below: let it fade out at the edges
            surface.blit(pygame.transform.flip(self.fade, False, True), self.view.topleft)
        if self.scroll < self.max_scroll:
            surface.blit(self.fade, (self.view.left, self.view.bottom - self.fade.get_height()))
        if self.max_scroll:
            pygame.draw.rect(surface, theme.PANEL_LIGHT, self.track, border_radius=4)
            colour = theme.FOCUS if self.dragging is not None else theme.MUTED
            pygame.draw.rect(surface, colour, self.thumb(), border_radius=4)


# -- illustrations ---------------------------------------------------------------------------


def _fade(width: int, height: int) -> pygame.Surface:
    """A strip from clear at its top to the panel's colour at its bottom."""
    strip = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        strip.fill((*theme.PANEL, 255 * (y + 1) // height), (0, y, width, 1))
    return strip


def _hexagon(centre: Point, radius: float) -> list[Point]:
    """A flat pointy-top hex around `centre`."""
    return HexProjection(centre, radius, squash=1.0).hexagon(centre)


def _prism(
    surface: pygame.Surface,
    projection: HexProjection,
    cell: Cell,
    level: int,
    colour: Colour,
    symbols: bool,
) -> None:
    """One hex of a tile lying at `level`, with its two front sides and its symbol."""
    q, r = cell
    fill = palette.STYLES[colour].fill
    left, right = projection.side_faces(q, r, level - 1, level)
    top = projection.top_face(q, r, level)
    edge = palette.shade(fill, 0.45)
    for face, factor in ((left, 0.78), (right, 0.6), (top, 1.0)):
        pygame.draw.polygon(surface, palette.shade(fill, factor), face)
        pygame.draw.aalines(surface, edge, True, face)
    if symbols:
        centre = projection.centre(q, r, level)
        size = projection.radius * 0.42
        palette.draw_symbol(surface, colour, centre, size, projection.squash)


def _board(
    surface: pygame.Surface,
    projection: HexProjection,
    houses: tuple[tuple[Cell, Colour], ...],
    symbols: bool,
) -> None:
    """A strip of player board: the plate, and its printed houses in faded colours."""
    for (q, r), _ in houses:
        pygame.draw.polygon(surface, palette.PLATE_SIDE, projection.silhouette(q, r, 0.4, 1.1))
    for (q, r), _ in houses:
        pygame.draw.polygon(surface, palette.PLATE, projection.top_face(q, r, 0.4, 1.1))
    for (q, r), colour in houses:
        fill = palette.mix(palette.STYLES[colour].fill, palette.PLATE, palette.PRINTED_MUTE)
        top = projection.top_face(q, r, 0.4, 0.9)
        pygame.draw.polygon(surface, fill, top)
        if symbols:
            ink = palette.shade(fill, 0.75)
            centre = projection.centre(q, r, 0.4)
            size = projection.radius * 0.36
            palette.draw_symbol(surface, colour, centre, size, projection.squash, ink)


def _colour_strip(app: App, width: int) -> pygame.Surface:
    """The five colours as single tiles, each with its symbol and name."""
    font = app.fonts.get("small", True)
    radius = font.get_height() * 1.4
    cell_width = max(
        max(font.size(app.text(f"favelas.category.{c}"))[0] for c in COLOURS), 3 * radius
    )
    cell_width += font.get_height()
    image = pygame.Surface(
        (cell_width * len(COLOURS), round(radius * 2.2) + font.get_linesize()), pygame.SRCALPHA
    )
    for i, colour in enumerate(COLOURS):
        centre = (cell_width * (i + 0.5), radius * 0.9)
        projection = HexProjection(centre, radius)
        _prism(image, projection, (0, 0), 1, colour, app.settings.colour_symbols)
        label = app.text(f"favelas.category.{colour}")
        at = (round(centre[0]), image.get_height())
        draw_text(image, font, label, at, theme.TEXT, "midbottom", round(cell_width))
    return image


@dataclass(frozen=True)
class _Tile:
    cells: tuple[Cell, ...]
    level: int  # 1 lies on the board, 2 on one tile, ...
    colours: tuple[Colour, ...]


@dataclass(frozen=True)
class _Example:
    caption: str  # key under favelas.rules
    tiles: tuple[_Tile, ...]
    wrong: Cell | None  # the hex that breaks the rule, outlined in red


# The three placements of the section "Placing a tile", on a strip of three houses.
_HOUSES = (((0, 0), Colour.BLUE), ((1, 0), Colour.YELLOW), ((2, 0), Colour.GREEN))
_PAIR = (Colour.RED, Colour.PURPLE)
_EXAMPLES = (
    _Example("fits", (_Tile(((0, 0), (1, 0)), 1, _PAIR),), None),
    _Example("over_edge", (_Tile(((2, 0), (3, 0)), 1, _PAIR),), (3, 0)),
    _Example(
        "two_heights",
        (_Tile(((1, 0),), 1, (Colour.BLUE,)), _Tile(((1, 0), (2, 0)), 2, _PAIR)),
        (2, 0),
    ),
)


def _placements(app: App, width: int) -> pygame.Surface:
    """Three small boards: a tile that fits, one over the edge, one across two heights."""
    font = app.fonts.get("small", True)
    box_width = width // len(_EXAMPLES)
    box_height = round(box_width * 0.4)
    image = pygame.Surface((width, box_height + font.get_linesize() + 8), pygame.SRCALPHA)
    cells = [cell for cell, _ in _HOUSES] + [(3, 0)]
    fitted = HexProjection.fit(cells, 2.4, (0, 0, box_width, box_height), margin=0.25)
    symbols = app.settings.colour_symbols
    for i, example in enumerate(_EXAMPLES):
        shown = [*cells[:-1], *(cell for tile in example.tiles for cell in tile.cells)]
        xs = [fitted.centre(*cell)[0] for cell in shown]
        shift = i * box_width + box_width / 2 - (min(xs) + max(xs)) / 2  # centred in its box
        origin = (fitted.origin[0] + shift, fitted.origin[1])
        projection = HexProjection(origin, fitted.radius, fitted.squash, fitted.level_height)
        _board(image, projection, _HOUSES, symbols)
        for tile in example.tiles:
            for cell, colour in zip(tile.cells, tile.colours, strict=True):
                _prism(image, projection, cell, tile.level, colour, symbols)
        if example.wrong is not None:
            top = projection.top_face(*example.wrong, example.tiles[-1].level)
            pygame.draw.polygon(image, theme.BAD, top, 3)
        text = app.text(f"favelas.rules.{example.caption}")
        mark = font.get_height()
        left = i * box_width + (box_width - font.size(text)[0] - mark - 10) // 2
        top_y = box_height + 4
        theme.draw_mark(image, pygame.Rect(left, top_y, mark, mark), example.wrong is None)
        colour = theme.GOOD if example.wrong is None else theme.BAD
        room = box_width - mark - 10  # the caption and its mark share one third of the width
        draw_text(image, font, text, (left + mark + 10, top_y), colour, width=room)
    return image


ILLUSTRATIONS: dict[tuple[str, str], Callable[[App, int], pygame.Surface]] = {
    ("favelas", "components"): _colour_strip,
    ("favelas", "placing"): _placements,
    **{("holi", section): draw for section, draw in rules_holi.PICTURES.items()},
    **{("feuville", section): draw for section, draw in rules_feuville.PICTURES.items()},
}

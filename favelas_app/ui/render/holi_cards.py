"""Holi's cards on screen: colour cards with their 3x3 pattern (☀ marked), card backs, a
player's hand with hover, selection and rotation, discard piles and the rivalry cards.

A card's pattern is drawn as the engine turns it (games/holi/components.rotated: quarter turns
clockwise on screen), so what the hand shows is what the ghost on the tower lays. Each card
face is drawn once per size and state and cached.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from favelas_app.core.i18n import Catalog
from favelas_app.games.holi.components import CARDS, RIVALRY_CARDS, rotated
from favelas_app.games.holi.describe import RIVALRY_PARAMS
from favelas_app.ui import theme
from favelas_app.ui.render import palette
from favelas_app.ui.render.favelas_boards import default_font
from favelas_app.ui.render.holi_tower import draw_sun
from favelas_app.ui.render.palette import HOLI_STYLES, draw_style_symbol, mix, shade

CARD_RATIO = 1.4  # height over width
PAPER = (250, 244, 230)
PAPER_EDGE = (120, 104, 84)
INK = (52, 44, 38)
GRID = (222, 210, 190)
RIVALRY_PAPER = (58, 44, 82)  # rivalry cards: a night-sky card, unlike the colour cards
RIVALRY_INK = (246, 236, 250)
HOVER_LIFT = 0.06  # in card heights
SELECTED_LIFT = 0.14
NAMED_HEIGHT = 100  # pixels: a card at least this tall prints its name under the pattern


@dataclass(frozen=True, slots=True)
class HandHints:
    """How the hand is shown: which card the pointer is on, which is picked and how it is
    turned (quarter turns clockwise)."""

    hovered: int | None = None
    selected: int | None = None
    rotation: int = 0


def _pattern_cells(card: str, rotation: int) -> list[tuple[int, int, bool]]:
    """The card's coloured squares on its 3x3 grid turned about the middle, as (col, row,
    is the ☀ square)."""
    spec = CARDS[card]
    cells = []
    for i, offset in enumerate(spec.squares):
        dx, dy = rotated((offset[0] - 1, offset[1] - 1), rotation)
        cells.append((dx + 1, dy + 1, i == spec.sun))
    return cells


class CardPainter:
    """Draws colour cards, card backs and rivalry cards at any size, caching each face."""

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self._faces: dict[tuple[object, ...], pygame.Surface] = {}

    def card(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        card: str,
        owner: int,
        rotation: int = 0,
        border: palette.RGB | None = None,
    ) -> None:
        """A colour card face up (its back when `card` is not a known card: a hidden one)."""
        if card not in CARDS:
            self.back(surface, rect, owner, border)
            return
        key = ("card", rect.size, card, owner, rotation % 4, border)
        face = self._faces.get(key)
        if face is None:
            face = self._render_card(rect.size, card, owner, rotation % 4, border)
            self._faces[key] = face
        surface.blit(face, rect.topleft)

    def back(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        owner: int,
        border: palette.RGB | None = None,
    ) -> None:
        """A colour card face down, in its owner's colour."""
        key = ("back", rect.size, owner, border)
        face = self._faces.get(key)
        if face is None:
            face = self._render_back(rect.size, owner, border)
            self._faces[key] = face
        surface.blit(face, rect.topleft)

    def rivalry(self, surface: pygame.Surface, rect: pygame.Rect, name: str) -> None:
        """A rivalry card: its kind, title and what it changes."""
        key = ("rivalry", rect.size, name)
        face = self._faces.get(key)
        if face is None:
            face = self._render_rivalry(rect.size, name)
            self._faces[key] = face
        surface.blit(face, rect.topleft)

    # -- faces ---------------------------------------------------------------------------------

    def _blank(
        self, size: tuple[int, int], paper: palette.RGB, border: palette.RGB | None
    ) -> tuple[pygame.Surface, int]:
        face = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(4, min(size) // 10)
        local = face.get_rect()
        pygame.draw.rect(face, shade(paper, 0.55), local, border_radius=radius)
        pygame.draw.rect(face, paper, local.inflate(-2, -2), border_radius=radius)
        if border is not None:
            pygame.draw.rect(face, border, local, width=3, border_radius=radius)
        return face, radius

    def _render_card(
        self,
        size: tuple[int, int],
        card: str,
        owner: int,
        rotation: int,
        border: palette.RGB | None,
    ) -> pygame.Surface:
        w, h = size
        style = HOLI_STYLES[owner]
        face, radius = self._blank(size, PAPER, border)
        band = pygame.Rect(3, 3, w - 6, max(4, round(h * 0.07)))
        pygame.draw.rect(face, style.fill, band, border_radius=radius // 2)
        cell = min((w - 0.2 * w) / 3, (h * 0.62) / 3)
        left = (w - 3 * cell) / 2
        top = band.bottom + (h * 0.72 - band.bottom - 3 * cell) / 2 + h * 0.04

        def box(col: int, row: int) -> pygame.Rect:
            x0, y0 = round(left + col * cell), round(top + row * cell)
            return pygame.Rect(
                x0, y0, round(left + (col + 1) * cell) - x0, round(top + (row + 1) * cell) - y0
            )

        for col in range(3):
            for row in range(3):
                pygame.draw.rect(face, GRID, box(col, row), width=1)
        for col, row, sun in _pattern_cells(card, rotation):
            inner = box(col, row).inflate(-max(2, round(cell * 0.08)), -max(2, round(cell * 0.08)))
            pygame.draw.rect(face, style.fill, inner, border_radius=max(2, round(cell * 0.12)))
            pygame.draw.rect(face, style.edge, inner, 1, border_radius=max(2, round(cell * 0.12)))
            if sun:
                draw_sun(face, inner.center, cell * 0.38, 1.0)
            else:
                draw_style_symbol(face, style, inner.center, cell * 0.26)
        if rotation:
            self._turn_mark(face, (w - h * 0.09, h * 0.16), h * 0.05, rotation)
        if h >= NAMED_HEIGHT:  # a smaller card (a played pile) shows its pattern only
            text = self.catalog.text(f"holi.card.{card}")
            size = max(9, round(h * 0.085))
            while size > 8 and default_font(size).size(text)[0] > w - 10:
                size -= 1  # a long name in a smaller print rather than cut short
            font = default_font(size)
            name = theme.ellipsize(font, text, w - 10)
            image = font.render(name, True, INK)
            face.blit(image, image.get_rect(midbottom=(w // 2, h - max(4, round(h * 0.05)))))
        return face

    def _turn_mark(
        self, face: pygame.Surface, centre: tuple[float, float], r: float, rotation: int
    ) -> None:
        """A clockwise arrow sweeping as many quarter turns as the card is turned."""
        cx, cy = centre
        start = -math.pi / 2
        steps = 8 * rotation
        arc = [
            (cx + r * math.cos(start + math.pi / 2 * rotation * i / steps),
             cy + r * math.sin(start + math.pi / 2 * rotation * i / steps))
            for i in range(steps + 1)
        ]  # fmt: skip
        pygame.draw.lines(face, INK, False, arc, 2)
        end = start + math.pi / 2 * rotation
        tip = arc[-1]
        ahead = (math.cos(end + math.pi / 2), math.sin(end + math.pi / 2))  # clockwise tangent
        out = (math.cos(end), math.sin(end))
        size = r * 0.7
        head = [
            (tip[0] + ahead[0] * size, tip[1] + ahead[1] * size),
            (tip[0] + out[0] * size * 0.6, tip[1] + out[1] * size * 0.6),
            (tip[0] - out[0] * size * 0.6, tip[1] - out[1] * size * 0.6),
        ]
        pygame.draw.polygon(face, INK, head)

    def _render_back(
        self, size: tuple[int, int], owner: int, border: palette.RGB | None
    ) -> pygame.Surface:
        """A rangoli of the four colours around the owner's symbol."""
        w = size[0]
        style = HOLI_STYLES[owner]
        face, radius = self._blank(size, shade(style.fill, 0.45), border)
        inner = face.get_rect().inflate(-round(w * 0.14), -round(w * 0.14))
        pygame.draw.rect(face, shade(style.fill, 0.65), inner, 2, border_radius=radius // 2)
        centre = inner.center
        r = min(inner.w, inner.h) * 0.42
        for ring, seat_style in enumerate(HOLI_STYLES):
            petals = 8
            dist = r * (0.95 - ring * 0.2)
            for i in range(petals):
                a = math.tau * (i + 0.5 * (ring % 2)) / petals
                at = (centre[0] + dist * math.cos(a), centre[1] + dist * math.sin(a))
                pygame.draw.aacircle(face, mix(seat_style.fill, (0, 0, 0), 0.15), at, r * 0.11)
        pygame.draw.aacircle(face, style.fill, centre, r * 0.3)
        draw_style_symbol(face, style, centre, r * 0.2)
        return face

    def _render_rivalry(self, size: tuple[int, int], name: str) -> pygame.Surface:
        w, h = size
        face, _ = self._blank(size, RIVALRY_PAPER, None)
        pad = max(5, round(w * 0.06))
        small = default_font(max(9, round(h * 0.075)), bold=False)
        bold = default_font(max(10, round(h * 0.09)))
        kind = self.catalog.text(f"holi.table.rivalry_{RIVALRY_CARDS[name].value}")
        image = small.render(theme.ellipsize(small, kind, w - 2 * pad), True, theme.ACCENT)
        face.blit(image, (pad, pad))
        y = pad + image.get_height() + 2
        title = self.catalog.text(f"holi.rivalry.{name}.title")
        image = bold.render(theme.ellipsize(bold, title, w - 2 * pad), True, RIVALRY_INK)
        face.blit(image, (pad, y))
        y += image.get_height() + 4
        text = self.catalog.text(f"holi.rivalry.{name}.text", **RIVALRY_PARAMS[name])
        area = pygame.Rect(pad, y, w - 2 * pad, h - y - pad)
        theme.draw_wrapped(face, small, text, area, RIVALRY_INK)
        return face


class HandRenderer:
    """A player's hand of up to 3 cards in `rect`: hovered and picked cards lift, the picked
    one shows its rotation; another seat's hidden cards show their backs."""

    def __init__(self, rect: pygame.Rect, catalog: Catalog, slots: int = 3) -> None:
        self.rect = pygame.Rect(rect)
        self.painter = CardPainter(catalog)
        lift = round(self.rect.h * SELECTED_LIFT / (1 + SELECTED_LIFT))
        card_h = self.rect.h - lift
        card_w = round(card_h / CARD_RATIO)
        gap = round(card_w * 0.12)
        if slots * card_w + (slots - 1) * gap > self.rect.w:  # too narrow: smaller cards
            card_w = round(self.rect.w / (slots + (slots - 1) * 0.12))
            card_h = round(card_w * CARD_RATIO)
            gap = round(card_w * 0.12)
        self.card_size = (card_w, card_h)
        self.gap = gap
        self.lift = lift

    def card_rects(self, count: int, hints: HandHints = HandHints()) -> list[pygame.Rect]:
        """Where each of `count` cards is drawn, centred, lifted when hovered or picked."""
        w, h = self.card_size
        total = count * w + max(0, count - 1) * self.gap
        left = self.rect.centerx - total // 2
        rects = []
        for i in range(count):
            rect = pygame.Rect(left + i * (w + self.gap), self.rect.bottom - h, w, h)
            if i == hints.selected:
                rect.y -= self.lift
            elif i == hints.hovered:
                rect.y -= round(h * HOVER_LIFT)
            rects.append(rect)
        return rects

    def card_at(self, pos: tuple[float, float], count: int) -> int | None:
        """The card under `pos`, counting the room a lifted card leaves below it."""
        for i, rect in enumerate(self.card_rects(count)):
            reach = pygame.Rect(rect.x, rect.y - self.lift, rect.w, rect.h + self.lift)
            if reach.collidepoint(pos):
                return i
        return None

    def draw(
        self, surface: pygame.Surface, hand: Sequence[str], owner: int, hints: HandHints
    ) -> None:
        for i, (card, rect) in enumerate(zip(hand, self.card_rects(len(hand), hints), strict=True)):
            selected = i == hints.selected
            border = theme.FOCUS if selected else (palette.HOVER if i == hints.hovered else None)
            rotation = hints.rotation if selected else 0
            shadow = rect.move(3, 5)
            pygame.draw.rect(surface, shade(theme.BACKGROUND, 0.6), shadow, border_radius=8)
            self.painter.card(surface, rect, card, owner, rotation, border)


def draw_discard(
    surface: pygame.Surface,
    painter: CardPainter,
    rect: pygame.Rect,
    pile: Sequence[tuple[str, bool]],
    owner: int,
) -> None:
    """A discard pile in `rect`: the top card face up or down, the cards under it as edges,
    an empty slot when there is none."""
    if not pile:
        pygame.draw.rect(surface, theme.PANEL_LIGHT, rect, width=2, border_radius=8)
        return
    depth = min(len(pile) - 1, 4)
    step = max(1, rect.h // 60)
    top = pygame.Rect(rect.x, rect.y, rect.w, rect.h - depth * step)
    for i in range(depth, 0, -1):
        under = top.move(0, i * step)
        pygame.draw.rect(surface, PAPER_EDGE, under, border_radius=8)
        pygame.draw.rect(surface, shade(PAPER, 0.85), under.inflate(-2, -2), border_radius=8)
    card, face_up = pile[-1]
    if face_up:
        painter.card(surface, top, card, owner)
    else:
        painter.back(surface, top, owner)

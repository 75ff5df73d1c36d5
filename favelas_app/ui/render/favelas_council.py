"""The council board: the six council dice on their colour plates, and the score track.

The track runs from 0 to a length that grows with the leader; each player has a lane of
their own, so players on the same score both show.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping, Sequence

import pygame

from favelas_app.games.favelas.components import BONUS_DIE, COLOURS, DICE, Colour
from favelas_app.ui.render import palette
from favelas_app.ui.render.dice import draw_named_die
from favelas_app.ui.render.palette import STYLES, draw_symbol, mix, shade

Pose = tuple[float, float, float, int]  # x, y, angle in radians, face shown
TRACK_MIN = 40  # the track's length before a score needs more
TRACK_STEP = 10
BOARD: palette.RGB = (58, 50, 44)  # the council board's wood
BOARD_EDGE: palette.RGB = shade(BOARD, 0.6)
SOCKET: palette.RGB = shade(BOARD, 0.72)
TRACK_LIGHT: palette.RGB = (226, 214, 188)
TRACK_DARK: palette.RGB = (196, 182, 152)
TRACK_MARK: palette.RGB = (120, 104, 80)


def track_length(track: Sequence[int]) -> int:
    """The highest square shown: at least TRACK_MIN, rounded up to fit the leader."""
    top = max(track, default=0)
    return max(TRACK_MIN, math.ceil((top + 1) / TRACK_STEP) * TRACK_STEP)


class _Layout:
    """Where the parts of the council board sit inside `rect`."""

    def __init__(self, rect: pygame.Rect) -> None:
        pad = max(6, min(rect.w, rect.h) // 16)
        inner = rect.inflate(-2 * pad, -2 * pad)
        if rect.w >= 2.6 * rect.h:  # wide: dice on the left, track on the right
            split = round(inner.w * 0.56)
            self.dice_area = pygame.Rect(inner.x, inner.y, split - pad // 2, inner.h)
            self.track_area = pygame.Rect(
                inner.x + split + pad // 2, inner.y, inner.w - split - pad // 2, inner.h
            )
        else:  # otherwise the dice above the track
            split = round(inner.h * 0.6)
            self.dice_area = pygame.Rect(inner.x, inner.y, inner.w, split - pad // 2)
            self.track_area = pygame.Rect(
                inner.x, inner.y + split + pad // 2, inner.w, inner.h - split - pad // 2
            )
        slot_w = self.dice_area.w / len(DICE)
        # A column per die: its socket (1.16 dice high), a gap, then its colour plate.
        self.die_size = max(8.0, min(slot_w * 0.68, self.dice_area.h / 2.0))
        plate_w = round(min(slot_w * 0.92, self.die_size * 1.5))
        plate_h = max(10, round(self.die_size * 0.52))
        column = self.die_size * 1.16 + self.die_size * 0.18 + plate_h
        top = self.dice_area.y + (self.dice_area.h - column) / 2
        y = top + self.die_size * 0.58
        self.centres = [(self.dice_area.x + (i + 0.5) * slot_w, y) for i in range(len(DICE))]
        self.plates = [
            pygame.Rect(round(x - plate_w / 2), round(top + column - plate_h), plate_w, plate_h)
            for x, _ in self.centres
        ]


@functools.lru_cache(maxsize=16)
def _layout(size: tuple[int, int]) -> _Layout:
    """The layout of a board of `size`, in the board's own coordinates."""
    return _Layout(pygame.Rect((0, 0), size))


def die_centre(rect: pygame.Rect, die: str) -> tuple[float, float]:
    """Where the council die `die` rests on a council board drawn in `rect`."""
    x, y = _layout(tuple(rect.size)).centres[DICE.index(die)]
    return x + rect.x, y + rect.y


def die_size(rect: pygame.Rect) -> float:
    """How wide the council dice are drawn on a council board in `rect`."""
    return _layout(tuple(rect.size)).die_size


class CouncilRenderer:
    """Draws the council board into `rect`. The empty board is cached, and so is the board
    with its markers and resting dice: a frame without a rolling die is one blit."""

    def __init__(self, rect: pygame.Rect, font: pygame.font.Font) -> None:
        self.rect = pygame.Rect(rect)
        self.font = font
        self.layout = _layout(tuple(self.rect.size))
        self._base: pygame.Surface | None = None
        self._base_key: tuple[object, ...] | None = None
        self._frame = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        self._frame_key: tuple[object, ...] | None = None
        self._texts: dict[tuple[str, palette.RGB], pygame.Surface] = {}

    def draw(
        self,
        surface: pygame.Surface,
        dice: Sequence[int],
        track: Sequence[int],
        names: Sequence[str],
        die_poses: Mapping[str, Pose] | None = None,
    ) -> None:
        """Draws the board, the dice (at `die_poses` where given, else at rest, showing
        `dice`) and one marker per player on the score track."""
        length = track_length(track)
        key = (length, len(track), tuple(names))
        if key != self._base_key:
            self._base = self._render_base(length, names)
            self._base_key = key
        assert self._base is not None
        poses = die_poses or {}
        frame_key = (key, tuple(dice), tuple(track), frozenset(poses))
        if frame_key != self._frame_key:
            self._frame.fill((0, 0, 0, 0))
            self._frame.blit(self._base, (0, 0))
            self._draw_markers(self._frame, track, names, length)
            for die, value, centre in zip(DICE, dice, self.layout.centres, strict=True):
                if die not in poses:
                    draw_named_die(self._frame, die, centre, self.layout.die_size, value)
            self._frame_key = frame_key
        surface.blit(self._frame, self.rect.topleft)
        for die, (x, y, angle, face) in poses.items():
            draw_named_die(surface, die, (x, y), self.layout.die_size, face, angle)

    # -- the static board ---------------------------------------------------------------------

    def _render_base(self, length: int, names: Sequence[str]) -> pygame.Surface:
        base = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        radius = max(6, min(self.rect.w, self.rect.h) // 14)
        local = base.get_rect()
        pygame.draw.rect(base, BOARD, local, border_radius=radius)
        pygame.draw.rect(base, BOARD_EDGE, local, width=2, border_radius=radius)
        for die, centre, plate in zip(DICE, self.layout.centres, self.layout.plates, strict=True):
            self._draw_slot(base, die, centre, plate)
        self._draw_track(base, self.layout.track_area, length, names)
        return base

    def _draw_slot(
        self, base: pygame.Surface, die: str, centre: tuple[float, float], plate: pygame.Rect
    ) -> None:
        size = round(self.layout.die_size * 1.16)
        socket = pygame.Rect(0, 0, size, size)
        socket.center = (round(centre[0]), round(centre[1]))
        pygame.draw.rect(base, SOCKET, socket, border_radius=size // 4)
        radius = plate.h // 3
        if die == BONUS_DIE:
            pygame.draw.rect(base, (236, 238, 244), plate, border_radius=radius)
            step = plate.w / (len(COLOURS) + 1)
            symbol = min(step * 0.42, plate.h * 0.36)
            for i, colour in enumerate(COLOURS):
                centre = (plate.x + step * (i + 1), plate.centery)
                draw_symbol(base, colour, centre, symbol, rgb=STYLES[colour].fill)
        else:
            style = STYLES[Colour(die)]
            pygame.draw.rect(base, style.fill, plate, border_radius=radius)
            draw_symbol(base, Colour(die), plate.center, plate.h * 0.34)
        pygame.draw.rect(base, BOARD_EDGE, plate, width=1, border_radius=radius)

    def _square_x(self, area: pygame.Rect, length: int, score: int) -> float:
        left, width = self._track_span(area)
        return left + width * (min(score, length) + 0.5) / (length + 1)

    def _track_span(self, area: pygame.Rect) -> tuple[int, int]:
        label = self.font.size("MMM")[0] if area.w > 240 else 0
        return area.x + label, area.w - label

    def _lanes(self, area: pygame.Rect, players: int) -> tuple[float, float]:
        """The top of the first lane and each lane's height, under the row of numbers."""
        numbers = self.font.get_linesize()
        return area.y + numbers, (area.h - numbers) / max(1, players)

    def _draw_track(
        self, base: pygame.Surface, area: pygame.Rect, length: int, names: Sequence[str]
    ) -> None:
        left, width = self._track_span(area)
        top, lane = self._lanes(area, len(names))
        square = width / (length + 1)
        bottom = round(top + lane * len(names))
        for score in range(length + 1):
            x0 = round(left + score * square)
            x1 = round(left + (score + 1) * square)
            colour = TRACK_DARK if score // 5 % 2 else TRACK_LIGHT
            pygame.draw.rect(base, colour, (x0, round(top), x1 - x0, bottom - round(top)))
            if score % 10 == 0:
                pygame.draw.line(base, TRACK_MARK, (x0, round(top)), (x0, bottom - 1), 2)
                text = self._text(str(score), TRACK_LIGHT)
                base.blit(text, text.get_rect(midbottom=(x0 + square / 2, round(top))))
        for i in range(1, len(names)):
            y = round(top + i * lane)
            pygame.draw.line(base, mix(TRACK_DARK, TRACK_MARK, 0.5), (left, y), (left + width, y))
        pygame.draw.rect(base, BOARD_EDGE, (left, round(top), width, bottom - round(top)), 1)

    def _draw_markers(
        self, surface: pygame.Surface, track: Sequence[int], names: Sequence[str], length: int
    ) -> None:
        area = self.layout.track_area
        top, lane = self._lanes(area, len(track))
        radius = max(4.0, min(lane * 0.42, self.font.get_linesize() * 0.75))
        labels = marker_labels(names)
        for i, score in enumerate(track):
            x = self._square_x(area, length, score)
            y = top + (i + 0.5) * lane
            fill = palette.PLAYER_RGB[i]
            pygame.draw.aacircle(surface, shade(fill, 0.55), (x + 1, y + 1.5), radius)
            pygame.draw.aacircle(surface, fill, (x, y), radius)
            pygame.draw.aacircle(surface, shade(fill, 0.6), (x, y), radius, 1)
            text = self._text(labels[i], palette.PLAYER_TEXT[i])
            surface.blit(text, text.get_rect(center=(round(x), round(y))))
            if self._track_span(area)[0] > area.x:  # the score in figures, left of the lane
                text = self._text(str(score), TRACK_LIGHT)
                surface.blit(text, text.get_rect(midleft=(area.x, round(y))))

    def _text(self, text: str, rgb: palette.RGB) -> pygame.Surface:
        surface = self._texts.get((text, rgb))
        if surface is None:
            surface = self.font.render(text, True, rgb)
            self._texts[(text, rgb)] = surface
        return surface


def marker_labels(names: Sequence[str]) -> list[str]:
    """Each player's initial on their track marker, or seat numbers when initials clash."""
    initials = [name[:1].upper() for name in names]
    if all(initials) and len(set(initials)) == len(initials):
        return initials
    return [str(seat + 1) for seat in range(len(names))]


@functools.lru_cache(maxsize=8)
def _renderer(rect: tuple[int, int, int, int], font: pygame.font.Font) -> CouncilRenderer:
    return CouncilRenderer(pygame.Rect(rect), font)


def draw_council(
    surface: pygame.Surface,
    rect: pygame.Rect,
    dice: Sequence[int],
    track: Sequence[int],
    names: Sequence[str],
    font: pygame.font.Font,
    die_poses: Mapping[str, Pose] | None = None,
) -> None:
    """Draws the council board in `rect` through a cached CouncilRenderer (see its draw)."""
    _renderer(tuple(rect), font).draw(surface, dice, track, names, die_poses)

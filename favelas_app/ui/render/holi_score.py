"""Holi's score panel during play: each player's points by scoring category (games/holi/
scoring.py: tokens on each floor, colour on others, sweets, direct hits, rivalry cards), the
total, and how many tokens they can still throw and sweets they hold.

Players are columns headed by their colour and symbol; the player to act is marked, a
player whose game is over is faded. The panel is drawn once per standing and cached.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from favelas_app.core.i18n import Catalog
from favelas_app.games.holi.scoring import CATEGORIES, score_parts
from favelas_app.games.holi.state import HoliState, Step
from favelas_app.ui import theme
from favelas_app.ui.render.favelas_boards import default_font
from favelas_app.ui.render.palette import HOLI_STYLES, draw_style_symbol, mix

RIVALRY = CATEGORIES[-1]


class ScorePanel:
    """Draws the score panel of a Holi state into `rect`; keep one per panel on screen."""

    def __init__(self, rect: pygame.Rect, catalog: Catalog) -> None:
        self.rect = pygame.Rect(rect)
        self.catalog = catalog
        size = max(11, min(18, self.rect.h // 24, self.rect.w // 26))  # names may take 2 lines
        self.font = default_font(size, bold=False)
        self.bold = default_font(size)
        self.heading = default_font(round(size * 1.2))
        self._panel: pygame.Surface | None = None
        self._key: tuple[object, ...] | None = None

    def draw(self, surface: pygame.Surface, state: HoliState, names: Sequence[str]) -> None:
        parts = tuple(score_parts(state, p) for p in range(state.players))
        counts = tuple((state.own_tokens(p), state.sweets_held[p]) for p in range(state.players))
        current = state.current if state.step is not Step.OVER else None
        key = (parts, counts, tuple(names), current, state.out, bool(state.rivalry))
        if key != self._key:
            self._panel = self._render(state, parts, counts, names, current)
            self._key = key
        assert self._panel is not None
        surface.blit(self._panel, self.rect.topleft)

    def _rows(self, rivalry: bool) -> list[str]:
        return [c for c in CATEGORIES if rivalry or c != RIVALRY]

    def _render(
        self,
        state: HoliState,
        parts: tuple[tuple[int, ...], ...],
        counts: tuple[tuple[int, int], ...],
        names: Sequence[str],
        current: int | None,
    ) -> pygame.Surface:
        panel = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        local = panel.get_rect()
        theme.panel(panel, local, theme.PANEL, radius=12)
        pad = max(8, local.w // 40)
        line = self.font.get_linesize()
        t = self.catalog.text
        y = pad
        theme.draw_text(panel, self.heading, t("holi.table.score"), (pad, y), theme.ACCENT,
                        width=local.w - 2 * pad)  # fmt: skip
        y += self.heading.get_linesize() + pad // 2
        rows = self._rows(bool(state.rivalry))
        labels = [t(c) for c in rows] + [t("holi.table.total")]
        label_w = min(max(self.font.size(label)[0] for label in labels) + pad, local.w // 2)
        column = (local.w - 2 * pad - label_w) / max(1, state.players)
        name_lines = max(len(self._name_lines(n, column - 8)) for n in names[: state.players])
        header_h = line * (1 + name_lines + (1 if any(state.out) else 0)) + pad // 2
        step = round(line * 1.35)
        values = [[row[i] for row in parts] for i, c in enumerate(CATEGORIES) if c in rows]
        values.append([sum(row) for row in parts])
        table_h = header_h + step * len(values) + 7  # the current player's box: to the total
        for p in range(state.players):
            x = pad + label_w + p * column
            box = pygame.Rect(round(x) + 2, y, round(column) - 4, table_h)
            if p == current:
                theme.panel(panel, box, theme.PANEL_LIGHT, radius=8, border=theme.FOCUS)
            self._header(panel, p, names[p], box, bool(state.out[p]))
        y += header_h
        for r, (label, row) in enumerate(zip(labels, values, strict=True)):
            total = r == len(rows)
            if total:
                pygame.draw.line(panel, theme.MUTED, (pad, y), (local.w - pad, y))
                y += 3
            font = self.bold if total else self.font
            theme.draw_text(panel, font, label, (pad, y), theme.TEXT, width=label_w - pad // 2)
            self._values(panel, font, row, y, pad + label_w, column, state, theme.TEXT, total)
            y += step + (4 if total else 0)
        # The counts, each under a label of its own across the panel (they are long).
        for key, row in (
            ("holi.table.tokens_left", [c[0] for c in counts]),
            ("holi.table.sweets_held", [c[1] for c in counts]),
        ):
            theme.draw_text(
                panel, self.font, t(key), (pad, y), theme.MUTED, width=local.w - 2 * pad
            )
            y += line
            self._values(panel, self.font, row, y, pad + label_w, column, state, theme.MUTED, True)
            y += step
        return panel

    def _values(
        self,
        panel: pygame.Surface,
        font: pygame.font.Font,
        row: Sequence[int],
        y: int,
        left: float,
        column: float,
        state: HoliState,
        colour: tuple[int, int, int],
        zeros: bool,
    ) -> None:
        """One figure per player, centred in their column (a dot for no points unless
        `zeros`), faded for a player who is out."""
        for p, value in enumerate(row):
            centre = (round(left + (p + 0.5) * column), y)
            shown = colour if not state.out[p] else mix(colour, theme.PANEL, 0.5)
            text = str(value) if value or zeros else "·"
            theme.draw_text(panel, font, text, centre, shown, "midtop", round(column) - 4)

    def _name_lines(self, name: str, width: float) -> list[str]:
        """A name on up to two lines (broken at a space), the second cut short if need be."""
        lines = theme.wrap(self.bold, name, round(width)) or [""]
        if len(lines) <= 2 and all(self.bold.size(line)[0] <= width for line in lines):
            return lines
        if len(lines) == 1:
            return [theme.ellipsize(self.bold, name, round(width))]
        rest = " ".join(lines[1:])
        return [lines[0], theme.ellipsize(self.bold, rest, round(width))]

    def _header(
        self, panel: pygame.Surface, player: int, name: str, box: pygame.Rect, out: bool
    ) -> None:
        """The column's head: the seat's colour disc and symbol, the name (on two lines when
        it is too wide for one), "Out" if out."""
        style = HOLI_STYLES[player]
        line = self.font.get_linesize()
        radius = line * 0.42
        centre = (box.centerx, box.y + 4 + radius)
        fill = style.fill if not out else mix(style.fill, theme.PANEL, 0.55)
        pygame.draw.aacircle(panel, fill, centre, radius)
        pygame.draw.aacircle(panel, style.edge, centre, radius, 1)
        draw_style_symbol(panel, style, centre, radius * 0.62)
        below = (box.centerx, round(centre[1] + radius + 2))
        colour = theme.MUTED if out else theme.TEXT
        lines = self._name_lines(name, box.w - 4)
        for i, shown in enumerate(lines):
            at = (below[0], below[1] + i * line)
            theme.draw_text(panel, self.bold, shown, at, colour, "midtop", box.w - 4)
        if out:
            at = (box.centerx, below[1] + len(lines) * line)
            text = theme.ellipsize(self.font, self.catalog.text("holi.table.out"), box.w - 4)
            theme.draw_text(panel, self.font, text, at, theme.BAD, "midtop", box.w - 4)

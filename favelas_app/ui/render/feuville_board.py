"""The Feuville game board: six person columns with their wall, tower, sky and decree spaces,
the stacks at the start of each row, the fairy display, the gnome, the dragon, the Town
Evaluation tiles, the grass supply, a tray for the dice and the score track around the edge.

Laid out from a rect of any size in units of one display space. The printed board is cached
per size; the pieces on it per (contents, hints); a frame in which only the pointer moved is
one blit, an outline and the dice.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pygame

from favelas_app.core.i18n import Catalog
from favelas_app.core.protocol import Action, Event
from favelas_app.games.feuville.components import (
    DISPLAY_COLUMNS,
    FAIRY_DISPLAY,
    PERSONS,
    ROWS,
    TILES,
)
from favelas_app.games.feuville.events import CharmTaken, DecreeTaken, DieUsed, TileTaken
from favelas_app.games.feuville.state import EMPTY, GNOME, FeuvilleState
from favelas_app.ui import theme
from favelas_app.ui.physics import DiceRoll
from favelas_app.ui.render import palette
from favelas_app.ui.render.dice import draw_die
from favelas_app.ui.render.favelas_boards import default_font
from favelas_app.ui.render.feuville_art import PieceArt
from favelas_app.ui.render.palette import FEUVILLE_STYLES, RGB, Point, draw_style_symbol, mix, shade

TRACK = 60  # spaces of the score track; a marker past 59 goes round again
TRACK_BAND = 0.36  # the track's width, in spaces
TITLE_WIDTH = 1.15  # the column of row titles and stacks
HEADER = 0.95  # the persons' row
PANEL = 1.9  # the fairy, gnome, dragon and supplies at the right
CARD = 0.86  # a piece on its space
DISPLAY_ROWS = ("sky", "tower", "wall")  # top to bottom, as in a town
DIE_FILL: RGB = (250, 248, 240)
DIE_PIP: RGB = (40, 36, 30)


@dataclass(frozen=True, slots=True)
class Spot:
    """A place on the board: a display `tile` (person `column` 1-6, `row`), a `decree`
    (column), a person's `skill` (column), a `fairy` slot (`column` 0-2), the `gnome`, the
    `town_evaluation` stack or the `dragon`."""

    kind: str
    column: int = 0
    row: str = ""


GNOME_SPOT = Spot("gnome")
TOWN_SPOT = Spot("town_evaluation")
DRAGON_SPOT = Spot("dragon")


@dataclass(frozen=True, slots=True)
class BoardHints:
    """What the UI shows on the board besides its pieces. `dice` says where each die lies
    (None: in the tray, as rolled)."""

    highlighted: frozenset[Spot] = frozenset()  # the held die's legal choices
    hover: Spot | None = None
    last: frozenset[Spot] = frozenset()  # what the last move took
    dice: tuple[Spot | None, Spot | None] = (None, None)
    show_dice: bool = True  # False while the dice roll (the scene draws them)

    def layer_key(self) -> tuple[object, ...]:
        return (self.highlighted, self.last, self.dice, self.show_dice)


def choices(state: FeuvilleState, actions: Iterable[Action], die: int | None) -> frozenset[Spot]:
    """The spots that `actions` (legal now) take from the board, for `die` (0, 1, GNOME) or
    for any die when None; actions of no die (a skill's pick) always count."""
    spots: set[Spot] = set()
    for action in actions:
        used = getattr(action, "die", None)
        if used is not None and die is not None and used != die:
            continue
        person = getattr(action, "person", 0) or (
            state.dice[used] if used in (0, 1) else getattr(action, "column", 0)
        )
        name = type(action).__name__
        if name in ("TakeBuilding", "Pick", "GuestBuild"):
            spots.add(Spot("tile", person, action.row))  # type: ignore[attr-defined]
        elif name in ("TakeDecree", "PickDecree"):
            spots.add(Spot("decree", person))
        elif name == "UseSkill":
            spots.add(Spot("skill", person))
        elif name in ("CallFairy", "TakeCharm"):
            spots.add(Spot("fairy", action.slot))  # type: ignore[attr-defined]
        elif name == "EvaluateTown":
            spots.add(TOWN_SPOT)
        if used == GNOME:
            spots.add(GNOME_SPOT)
    return frozenset(spots)


def last_spots(events: Iterable[Event]) -> frozenset[Spot]:
    """What a move's events took from the board, to mark it."""
    spots: set[Spot] = set()
    for event in events:
        if isinstance(event, TileTaken):
            spots.add(Spot("tile", event.column, event.row))
        elif isinstance(event, DecreeTaken):
            spots.add(Spot("decree", event.column))
        elif isinstance(event, CharmTaken):
            spots.add(Spot("fairy", event.slot))
    return frozenset(spots)


def die_spot(event: DieUsed) -> Spot:
    """Where a used die lies: on its person, on the fairy, or on the Town Evaluation."""
    if event.die == GNOME:
        return GNOME_SPOT
    if event.target == "fairy":
        return Spot("fairy_die")
    if event.target == "town":
        return TOWN_SPOT
    return Spot("skill", event.person)


class _Layout:
    """Every space's rect for a board drawn in a rect of `size`."""

    def __init__(self, size: tuple[int, int]) -> None:
        w, h = size
        units_w = 2 * TRACK_BAND + TITLE_WIDTH + DISPLAY_COLUMNS + PANEL
        units_h = 2 * TRACK_BAND + HEADER + len(DISPLAY_ROWS) + 1
        u = min(w / units_w, h / units_h)
        self.unit = u
        self.board = pygame.Rect(0, 0, round(units_w * u), round(units_h * u))
        self.board.center = (w // 2, h // 2)
        left = self.board.x + TRACK_BAND * u
        top = self.board.y + TRACK_BAND * u
        self.field = pygame.Rect(
            round(left),
            round(top),
            round((units_w - 2 * TRACK_BAND) * u),
            round((units_h - 2 * TRACK_BAND) * u),
        )
        x0 = left + TITLE_WIDTH * u
        y0 = top + HEADER * u

        def cell(x: float, y: float, cw: float = 1.0, ch: float = 1.0) -> pygame.Rect:
            return pygame.Rect(round(x), round(y), round(cw * u), round(ch * u))

        self.headers = {p: cell(x0 + (p - 1) * u, top, 1, HEADER) for p in range(1, 7)}
        self.spaces: dict[Spot, pygame.Rect] = {}
        for p in range(1, DISPLAY_COLUMNS + 1):
            self.spaces[Spot("skill", p)] = self.headers[p]
            for i, row in enumerate(DISPLAY_ROWS):
                self.spaces[Spot("tile", p, row)] = cell(x0 + (p - 1) * u, y0 + i * u)
            self.spaces[Spot("decree", p)] = cell(x0 + (p - 1) * u, y0 + len(DISPLAY_ROWS) * u)
        self.titles = {
            row: cell(left, y0 + i * u, TITLE_WIDTH)
            for i, row in enumerate((*DISPLAY_ROWS, "decree"))
        }
        px = x0 + DISPLAY_COLUMNS * u + 0.05 * u
        half = (PANEL - 0.1) / 2
        self.spaces[GNOME_SPOT] = cell(px, top, half, HEADER)
        self.spaces[DRAGON_SPOT] = cell(px + half * u, top, half, HEADER)
        for slot in range(FAIRY_DISPLAY):
            self.spaces[Spot("fairy", slot)] = cell(px, y0 + slot * u, half)
        self.spaces[TOWN_SPOT] = cell(px + half * u, y0, half)
        self.grass = cell(px + half * u, y0 + u, half)
        self.charm_pile = cell(px + half * u, y0 + 2 * u, half)
        self.tray = cell(px, y0 + 3 * u, PANEL - 0.1)
        self.track = _track_points(self.board, TRACK_BAND * u)


def _track_points(board: pygame.Rect, band: float) -> list[Point]:
    """The centres of the TRACK spaces, clockwise from the top left corner."""
    inner = pygame.Rect(board).inflate(-band, -band)
    sides = [
        (inner.topleft, inner.topright),
        (inner.topright, inner.bottomright),
        (inner.bottomright, inner.bottomleft),
        (inner.bottomleft, inner.topleft),
    ]
    perimeter = 2 * (inner.w + inner.h)
    points = []
    for i in range(TRACK):
        d = perimeter * i / TRACK
        for (ax, ay), (bx, by) in sides:
            length = abs(bx - ax) + abs(by - ay)
            if d <= length:
                t = d / length if length else 0.0
                points.append((ax + (bx - ax) * t, ay + (by - ay) * t))
                break
            d -= length
    return points


class BoardRenderer:
    """Draws the board into `rect` from a state (a player's view) and hints; hit-tests spots."""

    def __init__(self, rect: pygame.Rect, catalog: Catalog, art: PieceArt | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.catalog = catalog
        self.art = art or PieceArt()
        self.layout = _Layout(self.rect.size)
        self._printed: pygame.Surface | None = None
        self._layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        self._key: tuple[object, ...] | None = None
        u = self.layout.unit
        self._small = default_font(max(8, round(u * 0.15)))
        self._badge = default_font(max(8, round(u * 0.17)))

    # -- geometry ------------------------------------------------------------------------------

    def spot_rect(self, spot: Spot) -> pygame.Rect:
        """The screen rect of a spot (the fairy's die space is the first fairy slot's)."""
        if spot.kind == "fairy_die":
            spot = Spot("fairy", 0)
        return self.layout.spaces[spot].move(self.rect.topleft)

    def spot_at(self, pos: Point) -> Spot | None:
        """The spot under screen point `pos`, if any."""
        local = (pos[0] - self.rect.x, pos[1] - self.rect.y)
        for spot, rect in self.layout.spaces.items():
            if rect.collidepoint(local):
                return spot
        return None

    @property
    def tray(self) -> pygame.Rect:
        """Where the dice are rolled, in screen coordinates."""
        return self.layout.tray.move(self.rect.topleft)

    @property
    def die_size(self) -> float:
        return self.layout.unit * 0.36

    def tray_targets(self) -> list[Point]:
        """Where the two dice come to rest in the tray."""
        tray = self.tray
        return [(tray.x + tray.w * f, tray.centery + tray.h * 0.08) for f in (0.32, 0.68)]

    def roll(self, dice: tuple[int, int], seed: int, speed: float = 1.0) -> DiceRoll:
        """The two dice thrown into the tray, coming to rest on the engine's `dice`."""
        tray = self.tray
        return DiceRoll(
            self.tray_targets(), dice, seed, speed, size=self.die_size, bounds=tuple(tray)
        )

    def die_position(self, die: int, spot: Spot | None) -> Point:
        """The centre of `die` lying on `spot` (None: in the tray)."""
        if spot is None:
            return self.tray_targets()[die]
        rect = self.spot_rect(spot)
        size = self.die_size
        if spot.kind in ("gnome", "dragon"):
            return (rect.x + rect.w * (0.3 + 0.4 * die), rect.y + self.layout.unit * 0.52)
        if spot.kind == "skill":
            return (rect.right - size * 0.7, rect.y + size * (0.7 + 1.1 * die))
        return (rect.right - size * 0.7, rect.y + size * 0.7)

    # -- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, state: FeuvilleState, hints: BoardHints) -> None:
        """Draws the board, its pieces and the hints."""
        if self._printed is None:
            self._printed = self._print()
        key = (
            state.display,
            state.decree_display,
            state.charm_display,
            tuple(map(len, state.stacks)),
            len(state.decree_stack),
            len(state.charm_pile),
            state.town_evaluations,
            state.grass,
            state.gnome,
            state.dice,
            tuple(state.points(p) for p in range(state.players)),
            hints.layer_key(),
        )
        if key != self._key:
            self._render(state, hints)
            self._key = key
        surface.blit(self._layer, self.rect.topleft)
        if hints.hover is not None and hints.hover in self.layout.spaces:
            rect = self.spot_rect(hints.hover)
            pygame.draw.rect(surface, palette.HOVER, rect.inflate(-2, -2), 2, border_radius=4)

    def draw_die(
        self, surface: pygame.Surface, centre: Point, value: int, angle: float = 0.0
    ) -> None:
        """One of the two white dice at `centre`."""
        draw_die(surface, centre, self.die_size, value, DIE_FILL, DIE_PIP, angle)

    def _render(self, state: FeuvilleState, hints: BoardHints) -> None:
        layer = self._layer
        layer.fill((0, 0, 0, 0))
        assert self._printed is not None
        layer.blit(self._printed, (0, 0))
        lay = self.layout
        u = lay.unit
        size = round(u * CARD)
        for r, row in enumerate(ROWS):
            for p in range(1, DISPLAY_COLUMNS + 1):
                tile = state.display[r][p - 1]
                if tile != EMPTY:
                    self._piece(layer, self.art.tile(tile, size), lay.spaces[Spot("tile", p, row)])
            top = self._stack_top(state.stacks[r], round(u * 0.5))
            self._stack(layer, lay.titles[row], len(state.stacks[r]), top)
        for p in range(1, DISPLAY_COLUMNS + 1):
            decree = state.decree_display[p - 1]
            if decree != EMPTY:
                self._piece(layer, self.art.decree(decree, size), lay.spaces[Spot("decree", p)])
        self._stack(
            layer,
            lay.titles["decree"],
            len(state.decree_stack),
            self.art.decree(-2, round(u * 0.5)),
        )
        half = round(lay.spaces[TOWN_SPOT].w * 0.8)
        for slot, charm in enumerate(state.charm_display):
            if charm != EMPTY:
                self._piece(layer, self.art.charm(charm, half), lay.spaces[Spot("fairy", slot)])
        self._supply(
            layer,
            lay.spaces[TOWN_SPOT],
            len(state.town_evaluations),
            state.town_evaluations[:1] and self.art.decree(state.town_evaluations[0], half),
        )
        self._supply(layer, lay.charm_pile, len(state.charm_pile), self.art.charm(-2, half))
        self._supply(layer, lay.grass, state.grass, None)
        gnome_at = lay.headers[state.gnome] if state.gnome else lay.spaces[GNOME_SPOT]
        _gnome(layer, gnome_at, u * (0.5 if state.gnome else 0.62))
        width = max(2, round(u / 22))
        for spot in sorted(hints.highlighted, key=repr):
            if spot in lay.spaces:
                self._choice(layer, lay.spaces[spot], width)
        for spot in sorted(hints.last, key=repr):
            if spot in lay.spaces:
                theme.draw_brackets(
                    layer, lay.spaces[spot].inflate(-u * 0.06, -u * 0.06), theme.TEXT, width
                )
        self._markers(layer, state)
        if hints.show_dice and state.dice[0]:
            for die, spot in enumerate(hints.dice):
                x, y = self.die_position(die, spot)  # on screen; the layer is at self.rect
                centre = (x - self.rect.x, y - self.rect.y)
                draw_die(layer, centre, self.die_size, state.dice[die], DIE_FILL, DIE_PIP)

    def _stack_top(self, stack: Sequence[int], size: int) -> pygame.Surface | None:
        """The back of a stack's top tile (the view shows only backs)."""
        if not stack:
            return None
        top = stack[-1]
        return self.art.tile(top, size) if top < 0 else self.art.back(TILES[top].back, size)

    def _piece(self, layer: pygame.Surface, image: pygame.Surface, space: pygame.Rect) -> None:
        rect = image.get_rect(center=space.center)
        pygame.draw.rect(layer, (0, 0, 0, 110), rect.move(2, 3), border_radius=3)
        layer.blit(image, rect)

    def _choice(self, layer: pygame.Surface, space: pygame.Rect, width: int) -> None:
        glow = pygame.Surface(space.size, pygame.SRCALPHA)
        glow.fill((*palette.FEUVILLE_CHOICE, 60))
        layer.blit(glow, space.topleft)
        pygame.draw.rect(
            layer, palette.FEUVILLE_CHOICE, space.inflate(-1, -1), width, border_radius=5
        )

    def _count(self, layer: pygame.Surface, count: int, at: Point) -> None:
        image = self._badge.render(str(count), True, palette.BADGE_TEXT)
        radius = max(image.get_height(), image.get_width() + 6) / 2
        pygame.draw.aacircle(layer, palette.BADGE, at, radius)
        pygame.draw.aacircle(layer, mix(palette.BADGE, (255, 255, 255), 0.4), at, radius, 1)
        layer.blit(image, image.get_rect(center=(round(at[0]), round(at[1]))))

    def _stack(self, layer: pygame.Surface, title: pygame.Rect, count: int, top: object) -> None:
        """A row's face-down stack under its title, with its count."""
        u = self.layout.unit
        at = pygame.Rect(0, 0, round(u * 0.5), round(u * 0.5))
        at.midbottom = (title.centerx - round(u * 0.1), title.bottom - round(u * 0.1))
        for i in range(min(3, (count + 9) // 10), 0, -1):
            pygame.draw.rect(layer, (30, 24, 20), at.move(i * 2, i * 2))
        if count and isinstance(top, pygame.Surface):
            layer.blit(top, at)
        else:
            pygame.draw.rect(layer, palette.FEUVILLE_SPACE, at, 1)
        self._count(layer, count, (at.right + u * 0.12, at.top + u * 0.06))

    def _supply(self, layer: pygame.Surface, space: pygame.Rect, count: int, face: object) -> None:
        """A supply space: the top piece (grass when `face` is None) with a count."""
        u = self.layout.unit
        image_rect = pygame.Rect(0, 0, round(space.w * 0.8), round(space.w * 0.8))
        image_rect.center = (space.centerx, space.centery - round(u * 0.06))
        if face is None:
            if count:
                pygame.draw.rect(layer, palette.FEUVILLE_GRASS, image_rect, border_radius=3)
                for i in range(7):
                    x = image_rect.x + image_rect.w * (i + 0.5) / 7
                    pygame.draw.line(
                        layer,
                        shade(palette.FEUVILLE_GRASS, 0.7),
                        (x, image_rect.bottom - 3),
                        (x + 2, image_rect.centery),
                        1,
                    )
        elif count and isinstance(face, pygame.Surface):
            self._piece(layer, face, image_rect)
        self._count(layer, count, (image_rect.right - u * 0.04, image_rect.top + u * 0.04))

    def _markers(self, layer: pygame.Surface, state: FeuvilleState) -> None:
        """Each seat's marker on the score track; a lap round the board shows as a ring."""
        u = self.layout.unit
        radius = u * TRACK_BAND * 0.36
        crowd: dict[int, int] = {}
        for p in range(state.players):
            points = state.points(p)
            space = points % TRACK
            n = crowd.get(space, 0)
            crowd[space] = n + 1
            x, y = self.layout.track[space]
            centre = (
                x + (n % 2) * radius * 0.8 - radius * 0.4,
                y + (n // 2) * radius * 0.8 - radius * 0.4 * (n > 0),
            )
            style = FEUVILLE_STYLES[p]
            pygame.draw.aacircle(layer, (0, 0, 0, 140), (centre[0] + 1, centre[1] + 2), radius)
            pygame.draw.aacircle(layer, style.fill, centre, radius)
            pygame.draw.aacircle(layer, style.edge, centre, radius, 1)
            draw_style_symbol(layer, style, centre, radius * 0.62)
            for lap in range(points // TRACK):
                pygame.draw.aacircle(layer, palette.BADGE_TEXT, centre, radius + 2 + 2 * lap, 1)

    # -- the printed board ---------------------------------------------------------------------

    def _print(self) -> pygame.Surface:
        lay = self.layout
        u = lay.unit
        surface = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        frame = palette.FEUVILLE_BOARD
        pygame.draw.rect(
            surface, (0, 0, 0, 120), lay.board.move(3, 5), border_radius=round(u * 0.12)
        )
        pygame.draw.rect(surface, frame, lay.board, border_radius=round(u * 0.12))
        pygame.draw.rect(surface, shade(frame, 0.6), lay.board, 2, border_radius=round(u * 0.12))
        self._print_track(surface)
        pygame.draw.rect(surface, palette.FEUVILLE_FELT, lay.field, border_radius=round(u * 0.06))
        headers = pygame.Rect(lay.field.x, lay.field.y, lay.field.w, round(HEADER * u))
        pygame.draw.rect(
            surface,
            mix(palette.FEUVILLE_FELT, palette.FEUVILLE_PARCHMENT, 0.12),
            headers,
            border_radius=round(u * 0.06),
        )
        for p in range(1, DISPLAY_COLUMNS + 1):
            self._print_person(surface, p)
            for spot in (Spot("tile", p, row) for row in DISPLAY_ROWS):
                self._print_space(surface, lay.spaces[spot], 0.9)
            self._print_space(surface, lay.spaces[Spot("decree", p)], 0.9)
        for row, rect in lay.titles.items():
            text = self.catalog.text(
                "feuville.text.decrees" if row == "decree" else f"feuville.row_title.{row}"
            )
            _caption(
                surface,
                text,
                pygame.Rect(rect.x + 4, rect.y + 3, rect.w - 8, round(u * 0.24)),
                palette.FEUVILLE_PARCHMENT,
                round(u * 0.17),
            )
        for slot in range(FAIRY_DISPLAY):
            self._print_space(surface, lay.spaces[Spot("fairy", slot)], 0.8)
        for rect in (lay.spaces[TOWN_SPOT], lay.grass, lay.charm_pile):
            self._print_space(surface, rect, 0.8)
        captions = (
            (lay.spaces[GNOME_SPOT], "feuville.board.gnome"),
            (lay.spaces[DRAGON_SPOT], "feuville.board.dragon"),
            (lay.grass, "feuville.board.grass"),
            (lay.charm_pile, "feuville.board.fairy"),
        )
        for rect, key in captions:
            box = pygame.Rect(rect.x + 2, rect.bottom - round(u * 0.2), rect.w - 4, round(u * 0.2))
            _caption(
                surface, self.catalog.text(key), box, palette.FEUVILLE_PARCHMENT, round(u * 0.14)
            )
        _dragon(surface, lay.spaces[DRAGON_SPOT], u)
        tray = lay.tray.inflate(-u * 0.06, -u * 0.08)
        pygame.draw.rect(
            surface, shade(palette.FEUVILLE_BOARD, 0.75), tray, border_radius=round(u * 0.12)
        )
        pygame.draw.rect(
            surface, shade(palette.FEUVILLE_BOARD, 0.5), tray, 2, border_radius=round(u * 0.12)
        )
        return surface

    def _print_space(self, surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
        inner = pygame.Rect(0, 0, round(rect.w * scale), round(rect.w * scale))
        inner.center = rect.center
        if rect.h < rect.w:
            inner.h = round(rect.h * scale)
            inner.center = rect.center
        pygame.draw.rect(surface, palette.FEUVILLE_SPACE, inner, border_radius=3)
        pygame.draw.rect(surface, shade(palette.FEUVILLE_SPACE, 1.35), inner, 1, border_radius=3)

    def _print_person(self, surface: pygame.Surface, person: int) -> None:
        """A person's header: the die face that calls them, their name and their flag."""
        u = self.layout.unit
        rect = self.layout.headers[person]
        flag = pygame.Rect(
            rect.x + round(u * 0.08), rect.y + round(u * 0.08), round(u * 0.84), round(u * 0.56)
        )
        banner = mix(palette.FEUVILLE_PARCHMENT, palette.FEUVILLE_BOARD, 0.15)
        points = [
            flag.topleft,
            flag.topright,
            flag.bottomright,
            (flag.centerx, flag.bottom - u * 0.1),
            flag.bottomleft,
        ]
        pygame.draw.polygon(surface, banner, points)
        pygame.draw.aalines(surface, shade(banner, 0.6), True, points)
        draw_die(
            surface,
            (flag.x + u * 0.24, flag.centery - u * 0.02),
            u * 0.3,
            person,
            DIE_FILL,
            DIE_PIP,
        )
        name = self.catalog.text(f"feuville.person.{PERSONS[person - 1]}")
        box = pygame.Rect(rect.x + 2, rect.bottom - round(u * 0.28), rect.w - 4, round(u * 0.26))
        _caption(surface, name, box, palette.FEUVILLE_PARCHMENT, round(u * 0.15))

    def _print_track(self, surface: pygame.Surface) -> None:
        u = self.layout.unit
        size = u * TRACK_BAND * 0.8
        for i, (x, y) in enumerate(self.layout.track):
            rect = pygame.Rect(0, 0, round(size), round(size))
            rect.center = (round(x), round(y))
            fill = mix(palette.FEUVILLE_PARCHMENT, palette.FEUVILLE_BOARD, 0.25 if i % 2 else 0.4)
            if i % 10 == 0:
                fill = mix(palette.FEUVILLE_SCORE, palette.FEUVILLE_BOARD, 0.25)
            pygame.draw.rect(surface, fill, rect, border_radius=2)
            if i % 5 == 0:
                image = self._small.render(str(i), True, palette.FEUVILLE_INK)
                surface.blit(image, image.get_rect(center=rect.center))


# -- drawing helpers ---------------------------------------------------------------------------


def _caption(surface: pygame.Surface, text: str, box: pygame.Rect, rgb: RGB, size: int) -> None:
    """`text` centred in `box`, in the largest size up to `size` at which it fits."""
    font = default_font(max(7, size))
    while font.size(text)[0] > box.w and size > 7:
        size -= 1
        font = default_font(size)
    image = font.render(text, True, rgb)
    if image.get_width() > box.w:
        image = image.subsurface((0, 0, box.w, image.get_height()))
    surface.blit(image, image.get_rect(center=box.center))


def _gnome(surface: pygame.Surface, rect: pygame.Rect, height: float) -> None:
    """The grumpy gnome: a red pointed hat, a white beard and a green coat."""
    cx, base = rect.centerx, rect.bottom - height * 0.32
    w = height * 0.5
    pygame.draw.ellipse(surface, (0, 0, 0, 110), (cx - w * 0.6, base - w * 0.12, w * 1.2, w * 0.3))
    coat = [
        (cx - w * 0.48, base),
        (cx + w * 0.48, base),
        (cx + w * 0.3, base - height * 0.45),
        (cx - w * 0.3, base - height * 0.45),
    ]
    pygame.draw.polygon(surface, (60, 130, 70), coat)
    face = (cx, base - height * 0.55)
    pygame.draw.aacircle(surface, (240, 196, 160), face, w * 0.3)
    beard = [(cx - w * 0.3, face[1]), (cx + w * 0.3, face[1]), (cx, base - height * 0.2)]
    pygame.draw.polygon(surface, (245, 245, 245), beard)
    hat = [
        (cx - w * 0.36, face[1] - w * 0.12),
        (cx + w * 0.36, face[1] - w * 0.12),
        (cx + w * 0.1, base - height),
    ]
    pygame.draw.polygon(surface, (210, 40, 40), hat)
    pygame.draw.aalines(surface, (120, 20, 20), True, hat)
    pygame.draw.aacircle(
        surface, (40, 30, 30), (cx - w * 0.1, face[1] - w * 0.02), max(1.0, w * 0.05)
    )
    pygame.draw.aacircle(
        surface, (40, 30, 30), (cx + w * 0.1, face[1] - w * 0.02), max(1.0, w * 0.05)
    )


def _dragon(surface: pygame.Surface, rect: pygame.Rect, u: float) -> None:
    """Dragomir's head breathing fire above his two dice spaces."""
    cx, cy = rect.centerx, rect.y + u * 0.24
    s = u * 0.22
    green, dark = (70, 150, 70), (30, 80, 36)
    head = [
        (cx - s * 1.2, cy - s * 0.3),
        (cx + s * 0.3, cy - s * 0.5),
        (cx + s * 1.1, cy),
        (cx + s * 0.2, cy + s * 0.45),
        (cx - s * 1.1, cy + s * 0.3),
    ]
    pygame.draw.polygon(surface, green, head)
    pygame.draw.aalines(surface, dark, True, head)
    pygame.draw.polygon(
        surface,
        dark,
        [
            (cx - s * 0.7, cy - s * 0.35),
            (cx - s * 0.9, cy - s * 0.95),
            (cx - s * 0.35, cy - s * 0.42),
        ],
    )
    pygame.draw.aacircle(surface, (255, 220, 60), (cx - s * 0.3, cy - s * 0.08), max(1.0, s * 0.14))
    flame = [
        (cx + s * 1.1, cy),
        (cx + s * 1.9, cy - s * 0.5),
        (cx + s * 1.6, cy),
        (cx + s * 2.0, cy + s * 0.4),
    ]
    pygame.draw.polygon(surface, palette.FEUVILLE_FIRE, flame)
    for i in range(2):
        space = pygame.Rect(0, 0, round(u * 0.36), round(u * 0.36))
        space.center = (round(rect.x + rect.w * (0.3 + 0.4 * i)), round(rect.y + u * 0.52))
        pygame.draw.rect(surface, shade(palette.FEUVILLE_FIRE, 0.45), space, 1, border_radius=4)

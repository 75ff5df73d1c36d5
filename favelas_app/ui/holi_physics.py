"""Falling colour, animated with pymunk: tokens thrown onto the tower, dropping through floors
and bouncing off pawns, always ending where the engine's events say.

As in ui/physics.py the result is cosmetic: each flight owns a pymunk space, advances in fixed
sub-steps, eases onto the engine's square at the end, finishes in bounded time and draws
nothing (the tower renderer draws `poses()`). `speed` scales time; 0 is no animation.
Positions are tower coordinates: grid points (x, y) on a floor (a square's centre is
x + 0.5, y + 0.5) and a level (floor 1 is level 0, floor 2 level 1).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pymunk

from favelas_app.core.protocol import Event
from favelas_app.games.holi.events import PawnHit, TokenFell, TokenLanded, TokenThrown
from favelas_app.ui.physics import SUBSTEP

THROW = 0.42  # seconds from the hand to the square thrown at
FREE = 0.5  # seconds of free fall and bouncing after that
EASE = 0.22  # seconds to glide from the simulated pose onto the engine's
STAGGER = 0.12  # seconds between the tokens of one throw
HAND = 0.3  # the thrower's hand above their floor, in levels
PAWN_TOP = 0.42  # a pawn's head, in levels above its floor (as the tower draws it)
GRAVITY = 14.0  # levels per second squared
BOUNCE = 0.45  # restitution of a token landing (times the floor's 1.0)
TOKEN = 0.06  # the token's radius in the simulation, in levels
GLANCE = 0.12  # how far off the pawn's middle a falling token strikes, in squares

Cell = tuple[int, int, int]  # (floor, x, y)


@dataclass(frozen=True, slots=True)
class TokenPose:
    """A token in flight: `owner`'s colour at grid point (x, y) and `level`, at `scale`."""

    owner: int
    x: float
    y: float
    level: float
    scale: float = 1.0


@dataclass(frozen=True, slots=True)
class TokenPath:
    """What the engine said of one token: thrown from `start` (or falling from its square),
    reaching `cell`, ending on `end`: lying there, or in the supply of the pawn there."""

    owner: int
    start: Cell  # the thrower's pawn, or the square a token fell from
    cell: Cell  # the square thrown at (the start square for a fall)
    end: Cell
    thrown: bool
    hit: bool


def token_paths(events: Iterable[Event], pawns: dict[int, Cell]) -> list[TokenPath]:
    """The paths of the tokens in `events` (one action's), in order; `pawns` gives each
    thrower's pawn as (floor, x, y)."""
    paths: list[TokenPath] = []
    begun: tuple[int, Cell, Cell, bool] | None = None  # owner, start, cell, thrown
    for event in events:
        if isinstance(event, TokenThrown):
            begun = (event.player, pawns[event.player], (event.floor, event.x, event.y), True)
        elif isinstance(event, TokenFell) and begun is None:
            cell = (event.from_floor, event.x, event.y)
            begun = (event.owner, cell, cell, False)
        elif isinstance(event, TokenLanded | PawnHit) and begun is not None:
            owner, start, cell, thrown = begun
            end = (event.floor, event.x, event.y)
            paths.append(TokenPath(owner, start, cell, end, thrown, isinstance(event, PawnHit)))
            begun = None
    return paths


def _check_speed(speed: float) -> float:
    if not (math.isfinite(speed) and speed >= 0):
        raise ValueError(f"speed must be a finite number >= 0, not {speed!r}")
    return speed


def _smoothstep(u: float) -> float:
    return u * u * (3 - 2 * u)


class TokenFlight:
    """One token along its path: an arc from the thrower's hand to the square (for a throw),
    a fall through the floors with no token beneath, a bounce on the floor it lands on, or
    off the head of the pawn it hits; then it eases onto its square, or into the pawn.

    The simulation runs in the vertical plane through the path: `u` is the ground distance
    from the start in squares, `z` the level. Done after `duration` seconds (at speed 1).
    """

    def __init__(self, path: TokenPath, speed: float = 1.0, delay: float = 0.0) -> None:
        self.path = path
        self.speed = _check_speed(speed)
        self.delay = max(0.0, delay)
        self.throw = THROW if path.thrown else 0.0
        self.duration = self.delay + self.throw + FREE + EASE
        self.done = self.speed == 0
        self._time = 0.0
        self._ticks = 0
        sf, sx, sy = path.start
        cf, cx, cy = path.cell
        self._from = (sx + 0.5, sy + 0.5)
        self._to = (cx + 0.5, cy + 0.5)
        self._distance = math.dist(self._from, self._to)
        self._space = pymunk.Space()
        self._space.gravity = (0.0, -GRAVITY)
        ef = path.end[0]
        end_level = ef - 1.0
        reach = self._distance + (GLANCE if path.hit else 0.0)
        floor = pymunk.Segment(
            self._space.static_body, (reach - 3, end_level), (reach + 3, end_level), 0.0
        )
        floor.elasticity = 1.0
        floor.friction = 0.8
        self._space.add(floor)
        if path.hit:
            top = (self._distance, end_level + PAWN_TOP)
            head = pymunk.Circle(self._space.static_body, 0.12, top)
            head.elasticity = 1.0
            self._space.add(head)
        self._body = pymunk.Body(1.0, pymunk.moment_for_circle(1.0, 0, TOKEN))
        shape = pymunk.Circle(self._body, TOKEN)
        shape.elasticity = BOUNCE
        shape.friction = 0.8
        start_level = (sf - 1.0 + HAND) if path.thrown else cf - 1.0
        self._body.position = (0.0, start_level)
        if path.thrown:
            rise = cf - 1.0 - start_level
            self._body.velocity = (reach / THROW, (rise + 0.5 * GRAVITY * THROW**2) / THROW)
        self._space.add(self._body, shape)
        self._settled: tuple[float, float] | None = None  # (u, z) when the ease begins

    def step(self, dt: float) -> None:
        """Advance by `dt` seconds of wall time (scaled by speed)."""
        if self.done:
            return
        self._time += dt * self.speed
        free_end = self.delay + self.throw + FREE
        wanted = int((min(self._time, free_end) - self.delay) / SUBSTEP + 1e-9)
        throw_ticks = round(self.throw / SUBSTEP)
        while self._ticks < wanted:
            self._space.step(SUBSTEP)
            self._ticks += 1
            if self._ticks == throw_ticks:  # over the square: it drops straight down
                vz = self._body.velocity.y
                self._body.velocity = (0.0, vz)
        if self._time >= free_end and self._settled is None:
            u, z = self._body.position
            self._settled = (u, z)
        self.done = self._time >= self.duration - 1e-9

    def _target(self) -> tuple[float, float, float, float]:
        """(x, y, level, scale) where the engine puts the token: on its square, or gone into
        the pawn there."""
        floor, x, y = self.path.end
        if self.path.hit:
            return x + 0.5, y + 0.5, floor - 1 + PAWN_TOP * 0.5, 0.0
        return x + 0.5, y + 0.5, floor - 1.0, 1.0

    def pose(self) -> TokenPose | None:
        """Where the token is now; None before its turn to fly and once it went into a pawn."""
        if self.done:
            if self.path.hit:
                return None
            x, y, level, scale = self._target()
            return TokenPose(self.path.owner, x, y, level, scale)
        if self._time < self.delay:
            return None
        u, z = self._body.position if self._settled is None else self._settled
        along = min(1.0, u / self._distance) if self._distance > 0 else 1.0
        x = self._from[0] + (self._to[0] - self._from[0]) * along
        y = self._from[1] + (self._to[1] - self._from[1]) * along
        scale = 1.0
        if self._settled is not None:
            ease = (self._time - (self.duration - EASE)) / EASE
            blend = _smoothstep(max(0.0, min(1.0, ease)))
            tx, ty, tl, ts = self._target()
            x, y = x + (tx - x) * blend, y + (ty - y) * blend
            z, scale = z + (tl - z) * blend, 1.0 + (ts - 1.0) * blend
        return TokenPose(self.path.owner, x, y, z, scale)


class ColourShower:
    """The tokens of one action, one after another: `poses()` to draw, `pending()` squares
    whose engine token the tower should not show until its flight is over."""

    def __init__(self, paths: Sequence[TokenPath], speed: float = 1.0) -> None:
        self.flights = [TokenFlight(path, speed, i * STAGGER) for i, path in enumerate(paths)]

    @property
    def done(self) -> bool:
        return all(flight.done for flight in self.flights)

    def step(self, dt: float) -> None:
        for flight in self.flights:
            flight.step(dt)

    def poses(self) -> list[TokenPose]:
        """The tokens in the air (a landed token is the tower's to draw)."""
        return [
            pose
            for flight in self.flights
            if not flight.done and (pose := flight.pose()) is not None
        ]

    def pending(self) -> frozenset[Cell]:
        """The squares where a token will lie once its flight is over."""
        return frozenset(f.path.end for f in self.flights if not f.done and not f.path.hit)

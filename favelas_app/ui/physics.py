"""Cosmetic pymunk animations: rolling dice, tiles dropping onto stacks, council dice hopping.

The rules outcome always comes from the engine; these only decide how the pieces move on the
way there, and always end exactly on the pose the engine dictates. Each animation owns its
pymunk space, advances in fixed sub-steps (so the same seed and dt sequence give the same
poses), finishes in bounded time, and draws nothing: renderers read `poses()` / `offset`.
`speed` scales time (2 = twice as fast); 0 turns the animation off (done at once, at rest).
Coordinates are screen pixels (y down); angles are radians in those coordinates.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pymunk

SUBSTEP = 1 / 240  # fixed physics step, seconds of animation time

DICE_DURATION = 1.2  # seconds at speed 1
DICE_FREE = 0.65  # free simulation; then each die eases from its simulated pose to its target
DICE_DAMPING = 0.05  # fraction of (angular) velocity a rolling die keeps per second
DICE_SETTLE = 0.5  # fraction of the ease after which the die shows its engine face

TILE_FALL = 0.28  # seconds a dropped tile takes to reach the stack, whatever the height
TILE_DURATION = 0.5
NUDGE_RISE = 0.12  # seconds a nudged die takes to reach the top of its hop
NUDGE_DURATION = 0.36
BOUNCE = 0.25  # restitution of a tile or die landing
DIE_CORNER = 0.12  # corner radius of a die, as a fraction of its side

_FREE_TICKS = round(DICE_FREE / SUBSTEP)


def _check_speed(speed: float) -> float:
    if not (math.isfinite(speed) and speed >= 0):
        raise ValueError(f"speed must be a finite number >= 0, not {speed!r}")
    return speed


def _check_face(face: int) -> int:
    if face not in range(1, 7):
        raise ValueError(f"a die face is 1..6, not {face!r}")
    return face


def _smoothstep(u: float) -> float:
    return u * u * (3 - 2 * u)


class DiceRoll:
    """Dice thrown in from one side of a walled tray, ending on `targets` showing `faces`.

    Each die starts near the left or right wall (chosen by `seed`), is thrown towards its
    target with a spin, collides with the walls and the other dice, and slows down by damping
    and friction. After `DICE_FREE` seconds every die eases from its simulated pose to its
    target (angle 0), so the end pose is exact. The face shown changes each time a die has
    rolled one side length, and becomes its engine face halfway through the ease.

    `size` is a die's side in pixels. `bounds` is the tray inside the walls, as
    (left, top, width, height) like a pygame Rect; by default the targets' bounding box with
    room to throw. Targets must lie at least half a die's diagonal inside the tray.
    """

    def __init__(
        self,
        targets: Sequence[tuple[float, float]],
        faces: Sequence[int],
        seed: int,
        speed: float = 1.0,
        *,
        size: float = 32.0,
        bounds: Sequence[float] | None = None,
    ) -> None:
        if len(targets) != len(faces):
            raise ValueError("one face per target")
        self.targets = [(float(x), float(y)) for x, y in targets]
        self.faces = [_check_face(face) for face in faces]
        self.speed = _check_speed(speed)
        if not size > 0:
            raise ValueError(f"size must be > 0, not {size!r}")
        self.size = float(size)
        if bounds is None:
            xs = [x for x, _ in self.targets] or [0.0]
            ys = [y for _, y in self.targets] or [0.0]
            left, top = min(xs) - 4 * size, min(ys) - 1.5 * size
            bounds = (left, top, max(xs) + 4 * size - left, max(ys) + 1.5 * size - top)
        left, top, width, height = (float(v) for v in bounds)
        self.bounds = (left, top, width, height)
        inset = size * math.sqrt(0.5)  # half a diagonal: a die at any angle fits
        for x, y in self.targets:
            if not (
                left + inset <= x <= left + width - inset
                and top + inset <= y <= top + height - inset
            ):
                raise ValueError(f"target {(x, y)} is not inside the tray {self.bounds}")
        self.done = self.speed == 0 or not self.targets
        self._time = 0.0
        self._ticks = 0
        self._space = pymunk.Space()
        self._space.damping = DICE_DAMPING
        self._add_walls()
        rng = random.Random(seed)
        self._bodies = self._throw(rng, inset)
        self._rngs = [random.Random(rng.getrandbits(64)) for _ in self.targets]
        self._shown = [r.randint(1, 6) for r in self._rngs]
        self._tumbles = [0] * len(self.targets)
        self._travel = [0.0] * len(self.targets)
        self._rest_angles: list[float] | None = None  # whole turns each die unwinds to

    def _add_walls(self) -> None:
        """Four thick static walls whose inner faces run along `bounds`."""
        left, top, width, height = self.bounds
        right, bottom = left + width, top + height
        r = self.size  # so thick that a fast die cannot tunnel through in one sub-step
        ends = [
            ((left - r, top - 2 * r), (left - r, bottom + 2 * r)),
            ((right + r, top - 2 * r), (right + r, bottom + 2 * r)),
            ((left - 2 * r, top - r), (right + 2 * r, top - r)),
            ((left - 2 * r, bottom + r), (right + 2 * r, bottom + r)),
        ]
        for a, b in ends:
            wall = pymunk.Segment(self._space.static_body, a, b, r)
            wall.elasticity = 0.6
            wall.friction = 0.5
            self._space.add(wall)

    def _throw(self, rng: random.Random, inset: float) -> list[pymunk.Body]:
        """Place the dice along one side wall and throw each towards its target.

        A die starts level with its target (rows across the tray); dice sharing a row queue
        up with the farthest-going one in front, so paths rarely cross before the dice arrive.
        """
        left, top, width, height = self.bounds
        from_left = rng.random() < 0.5
        pitch = 1.25 * self.size
        span = height - 2 * inset
        rows = int(span // pitch) + 1
        queues: dict[int, list[int]] = {}
        for i, (_, ty) in enumerate(self.targets):
            row = round((ty - top - inset) / span * (rows - 1)) if rows > 1 else 0
            queues.setdefault(row, []).append(i)
        starts: list[tuple[float, float]] = [(0.0, 0.0)] * len(self.targets)
        for row, queue in queues.items():
            queue.sort(
                key=lambda i: abs(self.targets[i][0] - (left if from_left else left + width))
            )
            for column, i in enumerate(queue):
                along = min(inset + column * pitch, width - inset)
                y = top + inset + row * span / (rows - 1) if rows > 1 else top + height / 2
                y += rng.uniform(-0.15, 0.15) * self.size
                starts[i] = (
                    left + along if from_left else left + width - along,
                    min(max(y, top + inset), top + height - inset),
                )
        corner = self.size * DIE_CORNER
        coast = -math.log(DICE_DAMPING)  # launch speed per pixel of coasting distance
        bodies = []
        for (x, y), (tx, ty) in zip(starts, self.targets, strict=True):
            body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (self.size, self.size)))
            body.position = (x, y)
            body.angle = rng.uniform(-math.pi, math.pi)
            launch = math.hypot(tx - x, ty - y) * coast * rng.uniform(0.92, 1.08)
            heading = math.atan2(ty - y, tx - x) + rng.uniform(-0.06, 0.06)
            body.velocity = (launch * math.cos(heading), launch * math.sin(heading))
            body.angular_velocity = rng.choice((-1, 1)) * rng.uniform(6.0, 14.0)
            inner = self.size - 2 * corner
            shape = pymunk.Poly.create_box(body, (inner, inner), radius=corner)
            shape.elasticity = 0.5
            shape.friction = 0.6
            self._space.add(body, shape)
            bodies.append(body)
        return bodies

    def step(self, dt: float) -> None:
        """Advance by `dt` seconds of wall time (scaled by `speed`)."""
        if self.done:
            return
        self._time += dt * self.speed
        wanted = int(min(self._time, DICE_DURATION) / SUBSTEP + 1e-9)
        while self._ticks < wanted:
            self._space.step(SUBSTEP)
            self._ticks += 1
            for i, body in enumerate(self._bodies):
                self._travel[i] += body.velocity.length * SUBSTEP
                while self._tumbles[i] < int(self._travel[i] / self.size):
                    self._tumbles[i] += 1
                    self._shown[i] = self._tumble(i)
            if self._ticks == _FREE_TICKS:
                self._rest_angles = [math.tau * round(b.angle / math.tau) for b in self._bodies]
        self.done = self._time >= DICE_DURATION - 1e-9

    def _tumble(self, i: int) -> int:
        """The face after die `i` rolls over an edge: one of the four beside the current one."""
        face = self._shown[i]
        return self._rngs[i].choice([f for f in range(1, 7) if f not in (face, 7 - face)])

    def half_extent(self, angle: float) -> float:
        """Half the width (and height) of the box a die at `angle` takes up on screen."""
        corner = self.size * DIE_CORNER
        return (self.size / 2 - corner) * (abs(math.cos(angle)) + abs(math.sin(angle))) + corner

    def poses(self) -> list[tuple[float, float, float, int]]:
        """(x, y, angle, face shown) per die, in the order of `targets`, always inside the tray."""
        if self.done:
            return [
                (x, y, 0.0, face) for (x, y), face in zip(self.targets, self.faces, strict=True)
            ]
        left, top, width, height = self.bounds
        ease = max(0.0, min(1.0, (self._time - DICE_FREE) / (DICE_DURATION - DICE_FREE)))
        blend = _smoothstep(ease)
        result = []
        for i, body in enumerate(self._bodies):
            x, y = body.position
            angle = body.angle
            if self._rest_angles is not None:
                tx, ty = self.targets[i]
                x += (tx - x) * blend
                y += (ty - y) * blend
                angle += (self._rest_angles[i] - angle) * blend
            # Contacts are soft: keep a die squeezed against a wall (or turning there) inside.
            reach = self.half_extent(angle)
            x = min(max(x, left + reach), left + width - reach)
            y = min(max(y, top + reach), top + height - reach)
            face = self.faces[i] if ease >= DICE_SETTLE else self._shown[i]
            result.append((x, y, math.remainder(angle, math.tau), face))
        return result


class _Hop:
    """A box falling under gravity onto a static floor (y up here), bouncing a little."""

    def __init__(self, offset: float, rise: float, fall: float, duration: float, speed: float):
        """Start `offset` px above the floor rising `rise` px, `fall` seconds from apex to floor."""
        self.speed = _check_speed(speed)
        self.duration = duration
        apex = offset + rise
        self.done = self.speed == 0 or apex <= 0
        self.apex_reached = rise <= 0
        self._time = 0.0
        self._ticks = 0
        self._space = pymunk.Space()
        gravity = 2 * apex / fall**2 if apex > 0 else 0.0
        self._space.gravity = (0.0, -gravity)
        floor = pymunk.Segment(self._space.static_body, (-100.0, 0.0), (100.0, 0.0), 0.0)
        floor.elasticity = 1.0  # pymunk multiplies the two elasticities: BOUNCE overall
        self._half = 5.0
        self._body = pymunk.Body(1.0, math.inf)  # it never tips over
        self._body.position = (0.0, offset + self._half)
        self._body.velocity = (0.0, math.sqrt(2 * gravity * rise) if rise > 0 else 0.0)
        box = pymunk.Poly.create_box(self._body, (20.0, 2 * self._half))
        box.elasticity = BOUNCE
        self._space.add(self._body, box, floor)

    def step(self, dt: float) -> None:
        if self.done:
            return
        self._time += dt * self.speed
        wanted = int(min(self._time, self.duration) / SUBSTEP + 1e-9)
        while self._ticks < wanted:
            self._space.step(SUBSTEP)
            self._ticks += 1
            if self._body.velocity.y <= 0:
                self.apex_reached = True
        self.done = self._time >= self.duration - 1e-9

    @property
    def offset(self) -> float:
        if self.done:
            return 0.0
        return max(0.0, self._body.position.y - self._half)


class TileDrop:
    """A tile falling from `height` px above its rest place onto the stack, with a small bounce.

    It reaches the stack after `TILE_FALL` seconds whatever the height, bounces at a quarter of
    its landing speed, and is done after `TILE_DURATION` seconds (at speed 1).
    """

    def __init__(self, height: float, speed: float = 1.0) -> None:
        self._hop = _Hop(max(0.0, height), 0.0, TILE_FALL, TILE_DURATION, speed)

    def step(self, dt: float) -> None:
        """Advance by `dt` seconds of wall time (scaled by speed)."""
        self._hop.step(dt)

    @property
    def offset(self) -> float:
        """Pixels above the rest place, >= 0; 0 once done."""
        return self._hop.offset

    @property
    def done(self) -> bool:
        return self._hop.done


class DieNudge:
    """A council die hopping `height` px as it moves from `from_value` to `to_value`.

    The face switches to the new value at the top of the hop; it lands with a small bounce
    and is done after `NUDGE_DURATION` seconds (at speed 1).
    """

    def __init__(
        self, from_value: int, to_value: int, speed: float = 1.0, *, height: float = 10.0
    ) -> None:
        self.from_value = _check_face(from_value)
        self.to_value = _check_face(to_value)
        self._hop = _Hop(0.0, max(0.0, height), NUDGE_RISE, NUDGE_DURATION, speed)

    def step(self, dt: float) -> None:
        """Advance by `dt` seconds of wall time (scaled by speed)."""
        self._hop.step(dt)

    @property
    def offset(self) -> float:
        """Pixels above the die's place, >= 0; 0 once done."""
        return self._hop.offset

    @property
    def face(self) -> int:
        """The old value until the top of the hop, the new one from then on."""
        return self.to_value if self._hop.done or self._hop.apex_reached else self.from_value

    @property
    def done(self) -> bool:
        return self._hop.done

"""The cosmetic pymunk animations: bounded, deterministic, ending on the engine's pose."""

import math
import random

import pytest

from favelas_app.ui.physics import (
    DICE_DURATION,
    TILE_DURATION,
    DiceRoll,
    DieNudge,
    TileDrop,
)

FRAME = 1 / 60
TARGETS = [(300.0 + (i % 3) * 50, 200.0 + (i // 3) * 50) for i in range(6)]
FACES = [6, 5, 4, 3, 2, 1]


def run(animation, dts=None, limit=1000):
    """Step `animation` to the end; return the number of frames it took."""
    dts = dts or [FRAME]
    frames = 0
    while not animation.done:
        animation.step(dts[frames % len(dts)])
        frames += 1
        assert frames < limit, "the animation never finished"
    return frames


def roll_poses(roll, dts=(FRAME,)):
    """Every frame's poses of `roll` until it is done, the final (settled) poses last."""
    frames = [roll.poses()]
    while not roll.done:
        roll.step(dts[len(frames) % len(dts)])
        frames.append(roll.poses())
    return frames


def test_dice_end_exactly_on_their_targets_showing_the_engine_faces():
    """Whatever the physics did, each die ends on its target, square, showing its engine face."""
    for seed in range(5):
        roll = DiceRoll(TARGETS, FACES, seed)
        run(roll)
        assert roll.poses() == [(x, y, 0.0, f) for (x, y), f in zip(TARGETS, FACES, strict=True)]


def test_dice_faces_change_while_rolling():
    """Rolling dice show several faces (all valid 1..6) before settling on the engine's."""
    frames = roll_poses(DiceRoll(TARGETS, FACES, seed=3))[:-1]
    assert {pose[3] for frame in frames for pose in frame} <= set(range(1, 7))
    distinct = [len({frame[die][3] for frame in frames}) for die in range(len(TARGETS))]
    assert max(distinct) >= 3
    assert sum(n >= 2 for n in distinct) >= len(TARGETS) // 2


def test_dice_are_deterministic_for_a_seed_and_dt_sequence():
    """The same seed and dt sequence give identical poses every frame; another seed differs."""
    dts = (FRAME, 1 / 30, 1 / 144, 0.05)
    first = roll_poses(DiceRoll(TARGETS, FACES, seed=11), dts)
    again = roll_poses(DiceRoll(TARGETS, FACES, seed=11), dts)
    other = roll_poses(DiceRoll(TARGETS, FACES, seed=12), dts)
    assert first == again
    assert first[:-1] != other[: len(first) - 1]


def test_dice_speed_zero_is_done_at_once_on_the_targets():
    """speed=0 turns the roll off: done before any step, at the final poses."""
    roll = DiceRoll(TARGETS, FACES, seed=1, speed=0)
    assert roll.done
    roll.step(FRAME)
    assert roll.poses() == [(x, y, 0.0, f) for (x, y), f in zip(TARGETS, FACES, strict=True)]


def test_dice_roll_takes_about_its_duration_and_speed_two_halves_it():
    """At 60 fps a roll lasts DICE_DURATION (about 1.2 s); speed 2 takes half the frames."""
    normal = run(DiceRoll(TARGETS, FACES, seed=5))
    fast = run(DiceRoll(TARGETS, FACES, seed=5, speed=2))
    assert abs(normal * FRAME - DICE_DURATION) <= FRAME
    assert abs(fast - normal / 2) <= 1


def test_a_huge_frame_finishes_the_roll_without_overshooting():
    """One long frame (a stall) ends the roll on the targets instead of simulating on."""
    roll = DiceRoll(TARGETS, FACES, seed=2)
    roll.step(30.0)
    assert roll.done
    assert [pose[:2] for pose in roll.poses()] == TARGETS


def test_dice_stay_inside_the_walls_every_frame():
    """In a tight tray, with crowded targets and uneven frames, no die ever pokes out."""
    bounds = (100.0, 100.0, 300.0, 200.0)
    for seed in range(40):
        rng = random.Random(seed)
        targets = [(rng.uniform(123, 377), rng.uniform(123, 277)) for _ in range(6)]
        faces = [rng.randint(1, 6) for _ in targets]
        roll = DiceRoll(targets, faces, seed, bounds=bounds)
        dts = [rng.choice((FRAME, 1 / 30, 1 / 144, 0.1)) for _ in range(200)]
        for frame in roll_poses(roll, dts):
            for x, y, angle, _ in frame:
                assert all(map(math.isfinite, (x, y, angle)))
                reach = roll.half_extent(angle)
                # the rounded die never reaches further than a sharp square of its size
                assert reach <= roll.size / 2 * (abs(math.cos(angle)) + abs(math.sin(angle)))
                assert 100.0 + reach - 1e-9 <= x <= 400.0 - reach + 1e-9
                assert 100.0 + reach - 1e-9 <= y <= 300.0 - reach + 1e-9


def test_dice_roll_rejects_impossible_setups():
    """Faces outside 1..6, a target outside the tray, or a negative speed are errors."""
    with pytest.raises(ValueError):
        DiceRoll([(0.0, 0.0)], [7], seed=0)
    with pytest.raises(ValueError):
        DiceRoll([(0.0, 0.0)], [1, 2], seed=0)
    with pytest.raises(ValueError):
        DiceRoll([(0.0, 0.0)], [1], seed=0, bounds=(10, 10, 100, 100))
    with pytest.raises(ValueError):
        DiceRoll([(0.0, 0.0)], [1], seed=0, speed=-1)


def drop_offsets(drop):
    offsets = [drop.offset]
    while not drop.done:
        drop.step(FRAME)
        offsets.append(drop.offset)
        assert len(offsets) < 1000
    return offsets


def test_tile_drop_falls_from_its_height_bounces_and_rests():
    """The offset starts at the height, never goes negative, rises again after first contact
    (a bounce), and ends at exactly 0 after about TILE_DURATION."""
    offsets = drop_offsets(TileDrop(120.0))
    assert offsets[0] == 120.0
    assert min(offsets) >= 0.0
    assert offsets[-1] == 0.0
    assert abs((len(offsets) - 1) * FRAME - TILE_DURATION) <= FRAME
    contact = next(i for i in range(1, len(offsets)) if offsets[i] < 1.0)
    assert max(offsets[contact:]) > 120.0 / 30  # the bounce is about 1/16 of the drop


def test_tile_drop_speed_zero_is_at_rest_and_speed_two_halves_it():
    """speed 0 means no animation (done, offset 0); speed 2 takes half the frames."""
    off = TileDrop(80.0, speed=0)
    assert off.done
    assert off.offset == 0.0
    assert abs(run(TileDrop(80.0, speed=2)) - run(TileDrop(80.0)) / 2) <= 1


def test_die_nudge_hops_and_switches_face_at_the_apex():
    """The nudged die rises showing the old value, shows the new one from the apex on,
    never sinks below its place, and lands at offset 0 with the new value."""
    nudge = DieNudge(3, 4)
    samples = [(nudge.offset, nudge.face)]
    while not nudge.done:
        nudge.step(FRAME)
        samples.append((nudge.offset, nudge.face))
        assert len(samples) < 1000
    offsets = [offset for offset, _ in samples]
    apex = offsets.index(max(offsets))
    assert min(offsets) >= 0.0
    assert 8.0 <= max(offsets) <= 10.5
    assert all(face == 3 for _, face in samples[:apex])
    assert all(face == 4 for _, face in samples[apex + 1 :])
    assert samples[-1] == (0.0, 4)


def test_die_nudge_speed_zero_shows_the_new_value_at_once():
    """With animations off the nudge is done immediately on the new value."""
    nudge = DieNudge(6, 5, speed=0)
    assert nudge.done
    assert (nudge.offset, nudge.face) == (0.0, 5)

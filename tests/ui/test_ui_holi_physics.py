"""Falling colour: every token's flight follows the engine's events, ends exactly on the
engine's square (or inside the pawn it hit), and finishes in bounded time, also at speed 0."""

from __future__ import annotations

import itertools

import pytest

from favelas_app.core.protocol import Setup
from favelas_app.core.rng import Rng
from favelas_app.games.holi.components import SQUARES, xy_of
from favelas_app.games.holi.events import PawnHit, TokenLanded, TokenThrown
from favelas_app.games.holi.rules import GAME
from favelas_app.games.holi.state import OFF_BOARD
from favelas_app.ui.holi_physics import (
    EASE,
    FREE,
    STAGGER,
    THROW,
    ColourShower,
    TokenFlight,
    TokenPath,
    token_paths,
)

FRAME = 1 / 60


def _pawns(state) -> dict[int, tuple[int, int, int]]:
    return {
        p: (cell // SQUARES + 1, *xy_of(cell % SQUARES))
        for p, cell in enumerate(state.pawns)
        if cell != OFF_BOARD
    }


def _actions_with_tokens(seeds=range(3), players=4):
    """(state before, events) of every action of random games that moved a token."""
    for seed in seeds:
        state = GAME.new_game(Setup(players), seed)
        rng = Rng.from_seed(seed)
        while state.decision is not None:
            before = state
            state, events = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
            if any(isinstance(e, TokenLanded | PawnHit) for e in events):
                yield before, events


def _run(shower: ColourShower, limit: int) -> int:
    frames = 0
    while not shower.done:
        shower.step(FRAME)
        frames += 1
        assert frames <= limit, "the flights never finished"
    return frames


def test_paths_follow_the_engine_events() -> None:
    """One path per token that landed or hit a pawn, ending where that event says; thrown
    tokens start at the thrower's pawn."""
    for before, events in _actions_with_tokens():
        paths = token_paths(events, _pawns(before))
        ends = [(e.floor, e.x, e.y) for e in events if isinstance(e, TokenLanded | PawnHit)]
        assert [path.end for path in paths] == ends
        thrown = [e for e in events if isinstance(e, TokenThrown)]
        assert [p.cell for p in paths if p.thrown] == [(e.floor, e.x, e.y) for e in thrown]
        for path in paths:
            if path.thrown:
                assert path.start == _pawns(before)[path.owner]


@pytest.mark.parametrize("speed", [1.0, 2.5, 0.0])
def test_every_flight_ends_on_the_engine_square_in_bounded_time(speed: float) -> None:
    """Landed tokens end exactly on their square's centre at their floor's level, hit tokens
    disappear into the pawn; all within the throw, fall, ease and stagger times."""
    for before, events in _actions_with_tokens():
        paths = token_paths(events, _pawns(before))
        shower = ColourShower(paths, speed)
        bound = (THROW + FREE + EASE + STAGGER * len(paths)) / max(speed, 1e-9)
        frames = _run(shower, int(bound / FRAME) + 2)
        if speed == 0:
            assert frames == 0
        assert shower.poses() == [] and shower.pending() == frozenset()
        for flight in shower.flights:
            pose = flight.pose()
            floor, x, y = flight.path.end
            if flight.path.hit:
                assert pose is None
            else:
                assert (pose.owner, pose.x, pose.y, pose.level, pose.scale) == (
                    flight.path.owner,
                    x + 0.5,
                    y + 0.5,
                    floor - 1.0,
                    1.0,
                )


def test_a_token_falls_through_floors_and_bounces_before_it_settles() -> None:
    """Thrown onto the top floor and falling to the ground, a token passes every level on the
    way, goes below the middle floor, and rises again at least once (a bounce)."""
    path = TokenPath(0, (3, 0, 0), (3, 2, 2), (1, 2, 2), thrown=True, hit=False)
    flight = TokenFlight(path)
    levels = []
    while not flight.done:
        flight.step(FRAME)
        pose = flight.pose()
        levels.append(pose.level)
    assert max(levels) > 2.0 and min(levels) < 0.2
    rises = sum(b > a + 1e-6 for a, b in itertools.pairwise(levels))
    assert rises > 0
    assert levels[-1] == 0.0


def test_a_hit_bounces_off_the_pawn_and_goes_into_it() -> None:
    """A token thrown at a pawn rises off its head after striking it, then shrinks into it."""
    path = TokenPath(1, (1, 0, 0), (1, 3, 0), (1, 3, 0), thrown=True, hit=True)
    flight = TokenFlight(path)
    poses = []
    while not flight.done:
        flight.step(FRAME)
        if (pose := flight.pose()) is not None:
            poses.append(pose)
    assert poses[-1].scale < 0.05
    assert flight.pose() is None


def test_flights_are_deterministic_and_wait_their_turn() -> None:
    """The same path and dt sequence give the same poses; a later token of a throw is not in
    the air before its stagger."""
    path = TokenPath(2, (2, 1, 1), (2, 4, 3), (1, 4, 3), thrown=True, hit=False)
    a, b = ColourShower([path, path]), ColourShower([path, path])
    a.step(STAGGER / 2)
    b.step(STAGGER / 2)
    assert a.poses() == b.poses() and len(a.poses()) == 1
    assert a.pending() == frozenset({(1, 4, 3)})


def test_negative_or_endless_speeds_are_refused() -> None:
    """Speed must be a finite number of at least 0."""
    path = TokenPath(0, (1, 0, 0), (1, 1, 0), (1, 1, 0), thrown=True, hit=False)
    for speed in (-1.0, float("inf"), float("nan")):
        with pytest.raises(ValueError):
            TokenFlight(path, speed)

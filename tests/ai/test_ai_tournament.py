"""Tests of the tournament bookkeeping in favelas_app.ai.tournament."""

from __future__ import annotations

import pytest

from favelas_app.ai.tournament import (
    GameResult,
    percentile,
    seat_levels,
    summarise,
    wilson_interval,
)


def test_seats_rotate_one_further_each_game() -> None:
    """Game i seats the level list rotated by i, so every level plays from every seat."""
    seats = ("hard", "medium", "random")
    assert [seat_levels(seats, i) for i in range(4)] == [
        ("hard", "medium", "random"),
        ("medium", "random", "hard"),
        ("random", "hard", "medium"),
        ("hard", "medium", "random"),
    ]


def test_wilson_interval_matches_the_textbook() -> None:
    """8 of 10 gives the Wilson 95% interval [0.490, 0.943] (Newcombe 1998, method 3)."""
    low, high = wilson_interval(8, 10)
    assert low == pytest.approx(0.4902, abs=1e-4)
    assert high == pytest.approx(0.9433, abs=1e-4)


def test_wilson_interval_stays_within_zero_and_one() -> None:
    """All wins or no wins still give an interval inside [0, 1] that contains the rate."""
    assert wilson_interval(20, 20)[1] == pytest.approx(1.0)
    assert wilson_interval(0, 20)[0] == pytest.approx(0.0)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_percentile_interpolates_between_ranks() -> None:
    """The median of 1..4 is 2.5 and the 95th percentile of 0..100 is 95."""
    assert percentile([4, 1, 3, 2], 0.5) == 2.5
    assert percentile(list(range(101)), 0.95) == pytest.approx(95.0)
    assert percentile([], 0.5) == 0.0


def test_shared_wins_count_as_shares() -> None:
    """A tie at the top gives each winner half a win; scores and times go to the level."""
    results = [
        GameResult(0, 1, ("hard", "random"), (10, 4), (0,), ((5.0,), (0.1,))),
        GameResult(1, 1, ("random", "hard"), (7, 7), (0, 1), ((0.2,), (6.0, 7.0))),
    ]
    summary = summarise(("hard", "random"), results)
    assert summary["hard"].wins == 1.5
    assert summary["hard"].win_rate == 0.75
    assert summary["random"].average_score == 5.5
    assert summary["hard"].decision_ms == [5.0, 6.0, 7.0]

"""Tests of `favelas tournament` (favelas_app.cli.tournament)."""

from __future__ import annotations

import json

import pytest

from tests.cli.cli_run import run


def test_tournament_prints_rates_and_ends_with_json() -> None:
    """Two quick games print a line each, a table per level and one JSON object last."""
    code, text = run(
        "tournament",
        "--game",
        "favelas",
        "--seats",
        "medium,random",
        "--games",
        "2",
        "--seed",
        "3",
        "--json",
    )
    assert code == 0
    lines = text.strip().splitlines()
    assert sum(line.startswith("game ") for line in lines) == 2
    report = json.loads(lines[-1])
    assert report["game"] == "favelas"
    assert report["games"] == 2
    assert set(report["win_rate"]) == {"medium", "random"}
    assert sum(report["win_rate"].values()) == pytest.approx(1.0)
    for level in ("medium", "random"):
        low, high = report["ci95"][level]
        assert 0 <= low <= report["win_rate"][level] <= high <= 1
        times = report["decision_ms"][level]
        assert 0 <= times["median"] <= times["p95"]


def test_tournament_is_reproducible_from_its_seed() -> None:
    """The same seats, games and seed give the same games (levels without a clock)."""
    argv = ("tournament", "--game", "holi", "--seats", "easy,random", "--games", "2", "--json")
    first = json.loads(run(*argv)[1].strip().splitlines()[-1])
    second = json.loads(run(*argv)[1].strip().splitlines()[-1])
    assert first["win_rate"] == second["win_rate"]
    assert first["average_score"] == second["average_score"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("--seats", "hard,genius"), "unknown level 'genius'"),
        (("--seats", "hard"), "needs 2 to"),
        (("--games", "0"), "--games must be at least 1"),
    ],
)
def test_tournament_refuses_bad_arguments(
    argv: tuple[str, ...], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Unknown levels, a wrong seat count and no games are refused with a clear message."""
    with pytest.raises(SystemExit) as exit_:
        run("tournament", "--game", "feuville", *argv)
    assert exit_.value.code == 2
    assert message in capsys.readouterr().err

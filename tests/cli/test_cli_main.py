"""The `favelas` command: headless play, benchmarks, fuzzing, and clear refusals of bad input."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest
from cli_run import run

from favelas_app.cli.main import WindowStart, build_parser, main, window_start


def test_play_prints_a_score_table_per_year_and_json_last() -> None:
    """`favelas play --game favelas --players 4 --ai random --seed 7 --json` plays a whole game."""
    code, text = run("play", "--game", "favelas", "--players", "4", "--ai", "random", "--seed", "7",
                     "--json")  # fmt: skip
    assert code == 0
    lines = text.strip().splitlines()
    result = json.loads(lines[-1])
    assert result["game"] == "favelas" and result["seed"] == 7
    assert [p["name"] for p in result["players"]] == ["P1", "P2", "P3", "P4"]
    assert [y["year"] for y in result["years"]] == [1, 2, 3]
    for player, total in result["final"].items():
        assert total == sum(
            s["total"] for y in result["years"] for s in y["scores"] if s["player"] == player
        )
    best = max(result["final"].values())
    assert all(result["final"][name] == best for name in result["winner"])
    for year in (1, 2, 3):
        assert f"Year {year}" in text
    assert "Final scores" in text


def test_play_is_reproducible_from_its_seed() -> None:
    """The same seed and AI give the same game."""
    assert run("play", "--players", "3", "--seed", "12", "--json") == run(
        "play", "--players", "3", "--seed", "12", "--json"
    )


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["play", "--players", "5"], "2 to 4 players, not 5"),
        (["play", "--players", "1"], "2 to 4 players, not 1"),
        (["play", "--players", "2", "--humans", "3"], "--humans"),
        (["play", "--players", "2", "--names", "Ana"], "--names needs 2"),
        (["play", "--players", "2", "--names", "Ana," + "x" * 33], "longer than 32"),
        (["play", "--players", "2", "--names", "Ana,B\tb"], "control character"),
        (["play", "--seed", "-1"], "--seed"),
        (["play", "--seed", str(2**64)], "--seed"),
        (["play", "--game", "chess"], "invalid choice"),
        (["play", "--ai", "genius"], "invalid choice"),
        (["play", "--players", "three"], "invalid int"),
        (["bench", "engine", "--seconds", "0"], "--seconds"),
        (["fuzz", "--games", "0"], "--games"),
        (["teleport"], "invalid choice"),
    ],
)
def test_bad_arguments_exit_2_with_a_clear_message(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Bad arguments get a message naming the problem and exit code 2."""
    with pytest.raises(SystemExit) as exit_info:
        main(argv, io.StringIO())
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_bench_engine_json_has_a_rate_per_player_count() -> None:
    """`favelas bench engine --json` ends with games per second for 2, 3 and 4 players."""
    code, text = run("bench", "engine", "--game", "favelas", "--seconds", "0.05", "--json")
    assert code == 0
    result = json.loads(text.strip().splitlines()[-1])
    assert result["game"] == "favelas"
    assert set(result["games_per_second"]) == {"2", "3", "4"}
    assert all(rate > 0 for rate in result["games_per_second"].values())


def test_fuzz_command_reports_games_and_json() -> None:
    """`favelas fuzz` is the long fuzz run; its short variant here checks 20 games."""
    code, text = run("fuzz", "--games", "20", "--seed", "4", "--json")
    assert code == 0
    result = json.loads(text.strip().splitlines()[-1])
    assert result == {**result, "game": "favelas", "ok": True, "games": 20}


def test_play_writes_a_record_that_replays(tmp_path) -> None:
    """`--record` saves setup + seed + actions; replaying it reaches the same final scores."""
    from favelas_app.core.record import GameRecord, replay
    from favelas_app.games import get_game

    path = tmp_path / "game.json"
    code, text = run("play", "--players", "2", "--seed", "5", "--record", str(path), "--json")
    assert code == 0
    record = GameRecord.loads(path.read_text(encoding="utf-8"), get_game)
    game = get_game(record.game)
    state = replay(game, record.setup, record.seed, record.actions)
    final = json.loads(text.strip().splitlines()[-1])["final"]
    assert [s.total for s in game.scores(state)] == [final["P1"], final["P2"]]


def test_people_play_by_typing_and_hear_why_a_move_is_refused() -> None:
    """A human seat reads choices from the keyboard; an off-board placement is explained."""
    from favelas_app.cli.play import run_play

    answers = iter(["1", "9 9 0", "1"] + ["1"] * 2000)
    out = io.StringIO()
    args = build_parser().parse_args(
        ["play", "--players", "2", "--humans", "2", "--seed", "3", "--names", "Ana,Bo"]
    )
    assert run_play(args, out, ask=lambda prompt: next(answers)) == 0
    text = out.getvalue()
    assert "Tiles cannot extend beyond the player board." in text
    assert "Ana: place" in text and "Winner" in text


def test_closed_input_abandons_the_game_and_names_its_seed() -> None:
    """With no one at the keyboard the game stops cleanly, telling the seed to resume from."""
    done = subprocess.run(
        [sys.executable, "-m", "favelas_app", "play", "--humans", "1", "--seed", "8"],
        input="", capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 1
    assert "Its seed was 8" in done.stdout


def test_module_entry_point_lists_the_commands() -> None:
    """`python -m favelas_app --help` works like `favelas --help`."""
    done = subprocess.run(
        [sys.executable, "-m", "favelas_app", "--help"],
        capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 0
    for command in ("play", "bench", "fuzz"):
        assert command in done.stdout


@pytest.mark.parametrize(
    ("argv", "start"),
    [
        ([], WindowStart(None, False)),
        (["--continue"], WindowStart(None, True)),
        (["--quit-after-frames", "5"], WindowStart(5, False)),
        (["--continue", "--quit-after-frames", "5"], WindowStart(5, True)),
        (["--quit-after-frames", "5", "--continue"], WindowStart(5, True)),
        (["--quit-after-frames", "0"], None),
        (["--continue", "play"], None),
        (["play"], None),
    ],
)
def test_window_starts_skip_the_parser(argv: list[str], start: WindowStart | None) -> None:
    """Opening the window, with or without --continue and a frame limit, is recognised
    before the whole parser is built; anything else goes to the parser."""
    assert window_start(argv) == start


def test_continue_takes_no_command(capsys: pytest.CaptureFixture[str]) -> None:
    """`favelas --continue play` is refused: --continue only opens the window."""
    with pytest.raises(SystemExit) as exit_info:
        main(["--continue", "play"], io.StringIO())
    assert exit_info.value.code == 2
    assert "--continue opens the window" in capsys.readouterr().err

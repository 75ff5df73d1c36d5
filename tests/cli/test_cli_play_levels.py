"""`favelas play --ai LEVEL`: the terminal offers every AI level (the three players pick in
the app and the tournaments' random), and each plays a whole game."""

from __future__ import annotations

import json

import pytest
from cli_run import run

from favelas_app.ai import AI_LEVELS
from favelas_app.cli.main import build_parser


def test_ai_accepts_every_level_and_random_stays_the_default() -> None:
    """Each AI level is a choice of --ai (the three of the app and random); without --ai the
    seats are random, as before."""
    parser = build_parser()
    for level in AI_LEVELS:
        assert parser.parse_args(["play", "--ai", level]).ai == level
    assert {"easy", "medium", "hard", "random"} <= set(AI_LEVELS)
    assert parser.parse_args(["play"]).ai == "random"


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_a_level_plays_a_whole_game_in_the_terminal(level: str) -> None:
    """Two seats of the AI `level` play Favelas to its end; the JSON names their level."""
    code, text = run("play", "--players", "2", "--ai", level, "--seed", "3", "--json")
    assert code == 0
    result = json.loads(text.strip().splitlines()[-1])
    assert [player["ai"] for player in result["players"]] == [level, level]
    assert result["winner"]

"""`favelas bench load`: the Load screen's opening time with many saves, beside reading them all."""

from __future__ import annotations

import json

import pytest
from cli_run import run


def test_bench_load_opens_the_screen_over_the_saves_it_wrote() -> None:
    """The bench writes the saves itself, opens the screen and reads them all; --json ends
    with one object of the figures."""
    code, text = run("bench", "load", "--saves", "12", "--runs", "2", "--json")
    assert code == 0
    result = json.loads(text.splitlines()[-1])
    assert result["saves"] == 12 and result["runs"] == 2
    assert 0 < result["open_s"]["median"] <= result["open_s"]["max"]
    assert result["read_all_s"] > 0
    assert "Load screen with 12 saves" in text


@pytest.mark.parametrize("argv", [["--saves", "0"], ["--runs", "0"]])
def test_bench_load_refuses_nothing_to_measure(argv: list[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        run("bench", "load", *argv)
    assert caught.value.code == 2

"""`favelas stress kill`, short: the real app SIGKILLed at random moments while its AI seats
play never leaves an autosave that cannot be replayed or that lost a seen action."""

from __future__ import annotations

import json

from cli_run import run


def test_five_kills_lose_nothing_and_every_autosave_replays() -> None:
    """5 kills of `favelas --continue` (each in a fresh process): every poll reads a whole
    autosave, every autosave after a kill replays and keeps every action seen before."""
    code, text = run("stress", "kill", "--kills", "5", "--seed", "3", "--json")
    result = json.loads(text.strip().splitlines()[-1])
    assert code == 0, result["failures"]
    assert result["kills"] == 5 and result["checked"] == 5
    assert result["losses"] == 0 and result["torn"] == 0
    assert result["actions"] > 0 and result["polls"] > 0
    assert result["orphans_cleaned"] == result["orphans_found"]

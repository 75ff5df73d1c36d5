"""`favelas stress monkey`, short: random mouse, keyboard and window events over every staged
view never raise, and the report counts what happened."""

from __future__ import annotations

import json

from cli_run import run


def test_three_thousand_random_events_over_every_view_raise_nothing() -> None:
    """3,000 random events (pointer, keys, text, resizes, focus, Quit) over every view of
    ui/staging.py: no exception, every kind of scene met, Quit survived."""
    code, text = run("stress", "monkey", "--events", "3000", "--seed", "2", "--json")
    result = json.loads(text.strip().splitlines()[-1])
    assert code == 0, "\n".join(result["failures"])
    assert result["events"] == 3000 and result["exceptions"] == 0
    assert result["frames"] > 300 and result["views"] >= 40
    wanted = {"MainMenuScene", "SetupScene", "LoadScene", "SettingsScene", "RulesScene",
              "FavelasScene", "YearEndScene", "PauseScene", "PlayersScene", "ResultsScene",
              "MessageDialog", "ConfirmDialog", "CrashScene"}  # fmt: skip
    assert wanted <= set(result["scenes"])

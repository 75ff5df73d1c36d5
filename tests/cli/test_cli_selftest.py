"""`favelas selftest`: the check a built app runs on itself, run here from the source tree."""

from __future__ import annotations

import io
import json

import pytest

from favelas_app.cli import selftest
from favelas_app.cli.main import main


def test_selftest_passes_every_check_from_the_source_tree(monkeypatch, tmp_path) -> None:
    """Data folders, locales, assets, sounds, every screen, an AI game of each game and an
    AI game on screen all pass; the JSON line lists each check."""
    monkeypatch.setenv("FAVELAS_HOME", str(tmp_path))
    out = io.StringIO()
    assert main(["selftest", "--json"], out) == 0
    result = json.loads(out.getvalue().splitlines()[-1])
    assert result["ok"] and not result["frozen"]
    assert [c["check"] for c in result["checks"]] == [name for name, _ in selftest._CHECKS]
    games = next(c for c in result["checks"] if c["check"] == "games")["detail"]
    assert "favelas:" in games and "holi:" in games
    # Settings and saves are untouched (only the rebuildable locale cache may be written).
    assert not (tmp_path / "config").exists() and not (tmp_path / "data").exists()


def test_a_failing_check_is_reported_and_fails_the_run(monkeypatch) -> None:
    """A check that raises is named with its error, the others still run, exit code 1."""

    def broken() -> str:
        raise FileNotFoundError("no locales here")

    monkeypatch.setattr(selftest, "_CHECKS", (("locales", broken), ("fine", lambda: "yes")))
    out = io.StringIO()
    assert main(["selftest"], out) == 1
    text = out.getvalue()
    assert "FAIL locales: FileNotFoundError: no locales here" in text
    assert "ok   fine: yes" in text
    assert "1 of 2 checks passed; failed: locales" in text


def test_a_frozen_build_must_find_its_data_inside_its_bundle(monkeypatch, tmp_path) -> None:
    """Frozen, the data folders must be the bundle's own: a build whose code or data lies
    elsewhere (a path that works only from the source tree) fails the check."""
    bundle = tmp_path / "bundle"
    for folder in ("assets", "locales"):
        (bundle / folder).mkdir(parents=True)
    monkeypatch.setattr("sys.frozen", True, raising=False)
    monkeypatch.setattr("sys._MEIPASS", str(bundle), raising=False)
    with pytest.raises(RuntimeError, match="not in the bundle"):
        selftest.check_data_folders()  # the code is imported from the source tree, not bundle

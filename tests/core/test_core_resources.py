"""Where data is found: the project folder from source, or a translator's own locale folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from favelas_app.core.i18n import Catalog
from favelas_app.core.resources import data_root, locales_dir


def test_locales_come_from_the_project_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    """From the source tree the locale files are the project's own."""
    monkeypatch.delenv("FAVELAS_LOCALES", raising=False)
    assert locales_dir() == data_root() / "locales"
    assert (locales_dir() / "en.toml").is_file()


def test_a_translator_points_the_app_at_a_working_copy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """FAVELAS_LOCALES makes the app read the locale files of another folder, so an edited
    copy is seen (with F5 in the window) without touching the installed files."""
    (tmp_path / "en.toml").write_text('[app]\nname = "Favelas (draft)"\n', encoding="utf-8")
    monkeypatch.setenv("FAVELAS_LOCALES", str(tmp_path))
    assert locales_dir() == tmp_path
    assert Catalog("en").text("app.name") == "Favelas (draft)"

"""`favelas i18n check`: a report per language, JSON for tools, exit 1 on any problem."""

from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

import pytest

from favelas_app.cli.main import main
from favelas_app.core import i18n


def run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    return main(list(argv), out), out.getvalue()


def test_the_english_base_file_is_clean() -> None:
    """English, the base, has every plural table in its CLDR forms and no unsafe field."""
    code, text = run("i18n", "check", "--lang", "en")
    assert (code, text) == (0, "en: no problems\n")


def test_problems_are_listed_counted_and_make_it_fail(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each problem is a line naming language, kind and key; a summary per language
    follows; --json ends with the same as one object; the exit code is 1."""
    shutil.copy(i18n.locales_dir() / "en.toml", tmp_path / "en.toml")
    (tmp_path / "nl.toml").write_text('[app]\nname = "Favelas"\n', encoding="utf-8")
    monkeypatch.setattr(i18n, "locales_dir", lambda: tmp_path)
    code, text = run("i18n", "check", "--json")
    lines = text.splitlines()
    assert code == 1
    assert "nl: missing: app.language_name" in lines
    result = json.loads(lines[-1])
    assert result["languages"]["en"] == {}
    missing = result["languages"]["nl"]["missing"]
    assert lines[-2] == f"nl: {missing} missing"
    assert lines[-3] == "en: no problems"
    assert len(result["problems"]) == missing

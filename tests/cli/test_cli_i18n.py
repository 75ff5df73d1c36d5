"""`favelas i18n check`: a report per language, JSON for tools, exit 1 on any problem; the
texts too wide for their widget, found by drawing every screen; screenshots of them all."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from cli_run import run

from favelas_app.core import i18n
from favelas_app.core.settings import UI_SCALES


def test_the_english_base_file_is_clean() -> None:
    """English, the base, has every plural table in its CLDR forms and no unsafe field
    (the static checks: --no-fit draws nothing)."""
    code, text = run("i18n", "check", "--lang", "en", "--no-fit")
    assert (code, text) == (0, "en: no problems\n")


def test_problems_are_listed_counted_and_make_it_fail(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each problem is a line naming language, kind and key; a summary per language
    follows; --json ends with the same as one object; the exit code is 1."""
    shutil.copy(i18n.locales_dir() / "en.toml", tmp_path / "en.toml")
    (tmp_path / "nl.toml").write_text('[app]\nname = "Favelas"\n', encoding="utf-8")
    monkeypatch.setattr(i18n, "locales_dir", lambda: tmp_path)
    code, text = run("i18n", "check", "--json", "--no-fit")
    lines = text.splitlines()
    assert code == 1
    assert "nl: missing: app.language_name" in lines
    result = json.loads(lines[-1])
    assert result["languages"]["en"] == {}
    missing = result["languages"]["nl"]["missing"]
    assert lines[-2] == f"nl: {missing} missing"
    assert lines[-3] == "en: no problems"
    assert len(result["problems"]) == missing


def test_a_button_label_far_too_long_is_too_wide_and_names_its_key(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Drawing every screen finds the set-up's Start button label that does not fit: a
    too_wide problem with the key, both widths and the scene, once per interface size (the
    sizes other than 1 named); the exit code is 1."""
    shutil.copy(i18n.locales_dir() / "en.toml", tmp_path / "en.toml")
    start = "Begin het spel nu meteen met iedereen aan tafel, alstublieft"
    (tmp_path / "nl.toml").write_text(f'[setup]\nstart = "{start}"\n', encoding="utf-8")
    monkeypatch.setenv("FAVELAS_LOCALES", str(tmp_path))
    code, text = run("i18n", "check", "--lang", "nl", "--json")
    assert code == 1
    line = re.compile(
        r"nl: too_wide: setup\.start: needs (\d+) px, has (\d+) px: scene setup, \S+"
        r"(?: at interface size ([\d.]+))?$"
    )
    matches = [m for m in map(line.match, text.splitlines()) if m]
    assert sorted(float(m[3] or 1.0) for m in matches) == sorted(UI_SCALES)
    [match] = [m for m in matches if m[3] is None]
    assert int(match[1]) > int(match[2]) + 100
    result = json.loads(text.splitlines()[-1])
    problems = [p for p in result["problems"] if p["key"] == "setup.start"]
    assert {(p["language"], p["kind"]) for p in problems} == {("nl", "too_wide")}
    assert f"needs {match[1]} px, has {match[2]} px: scene setup, Button.draw" in [
        p["detail"] for p in problems
    ]
    code, text = run("i18n", "check", "--lang", "nl", "--no-fit")
    assert "too_wide" not in text


def test_shots_saves_every_screen_in_every_language(tmp_path: Path) -> None:
    """--shots DIR writes DIR/<language>/<view>.png, the 1280x720 canvas, for every staged
    view in each language checked, the pseudo-locale too."""
    code, text = run("i18n", "check", "--lang", "en", "--lang", "qps", "--shots", str(tmp_path))
    assert code == 1  # the pseudo-locale's longer texts do not all fit
    assert re.search(r"^qps: \d+ too_wide$", text, re.MULTILINE)  # no file of its own to read
    views = {lang: {p.stem for p in (tmp_path / lang).glob("*.png")} for lang in ("en", "qps")}
    assert {"menu", "setup", "settings_language", "rules_1", "load", "favelas", "pause"} <= (
        views["en"]
    )
    assert {v for v in views["en"] if not v.startswith("rules")} == {
        v for v in views["qps"] if not v.startswith("rules")
    }
    for language, names in views.items():
        for name in names:
            assert pygame.image.load(tmp_path / language / f"{name}.png").get_size() == (1280, 720)


def test_every_shipped_language_passes_the_whole_check() -> None:
    """Without --lang every shipped language is checked and drawn on every screen at every
    interface size the settings offer (quickly enough for the test suite): no missing, extra
    or untranslated key, no placeholder or plural problem and no text too wide for its
    widget at any size, so the command exits 0."""
    code, text = run("i18n", "check", "--json")
    result = json.loads(text.splitlines()[-1])
    assert list(result["languages"]) == list(i18n.available_languages())
    assert result["problems"] == []
    assert code == 0


def test_drawing_every_screen_reports_keys_shown_raw_and_placeholders_left_unfilled(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A key the code builds at run time that English lacks is a `raw_key`, and a text
    still showing a `{placeholder}` is `unfilled`, each with the scene it was drawn on."""
    english = (i18n.locales_dir() / "en.toml").read_text(encoding="utf-8")
    english = english.replace('easy = "AI: easy"\n', "", 1)
    english = english.replace('version = "Version {version}"', 'version = "Version {versoin}"')
    (tmp_path / "en.toml").write_text(english, encoding="utf-8")
    monkeypatch.setenv("FAVELAS_LOCALES", str(tmp_path))
    code, text = run("i18n", "check", "--lang", "en")
    assert code == 1
    assert "en: raw_key: setup.ai_level.easy: scene setup" in text.splitlines()
    assert "en: unfilled: menu.version: scene menu: “Version {versoin}”" in text.splitlines()


CHECK_TIMEOUT = 60  # seconds: a hang fails the test instead of hanging it


def _check_in_a_process(locales: Path) -> tuple[int, dict, str]:
    """`python -m favelas_app i18n check --no-fit --json` run on `locales`."""
    env = {**os.environ, "FAVELAS_LOCALES": str(locales), "FAVELAS_HOME": str(locales / "home")}
    command = [sys.executable, "-m", "favelas_app", "i18n", "check", "--no-fit", "--json"]
    done = subprocess.run(
        command, env=env, capture_output=True, text=True, timeout=CHECK_TIMEOUT, check=False
    )
    return done.returncode, json.loads(done.stdout.splitlines()[-1]), done.stderr


def test_broken_locale_files_are_listed_never_a_traceback(tmp_path: Path) -> None:
    """A NUL string, a megabyte string, bad TOML, a number, a plural without `other`, a
    FIFO and a link to /dev/zero: each is a problem of its language, and the check exits 1."""
    english = (i18n.locales_dir() / "en.toml").read_text(encoding="utf-8")
    english = english.replace('one = "{count} point"\nother = "{count} points"\n', "one = ''\n")
    english = english.replace('new_game = "New game"', 'new_game = "New\\u0000game"')
    (tmp_path / "en.toml").write_text(english, encoding="utf-8")
    (tmp_path / "de.toml").symlink_to("/dev/zero")
    os.mkfifo(tmp_path / "fr.toml")
    (tmp_path / "nl.toml").write_text('[menu\nnew_game = "', encoding="utf-8")
    (tmp_path / "pt.toml").write_text(f'[menu]\nnew_game = "{"x" * 10**6}"\nquit = 5\n', "utf-8")
    code, result, errors = _check_in_a_process(tmp_path)
    assert code == 1 and "Traceback" not in errors
    found = {(p["language"], p["kind"], p["key"]) for p in result["problems"]}
    assert {
        ("en", "unsafe", "menu.new_game"),
        ("en", "malformed", "favelas.text.points"),
        ("de", "unreadable", ""),
        ("fr", "unreadable", ""),
        ("nl", "unreadable", ""),
        ("pt", "unsafe", "menu.new_game"),
        ("pt", "malformed", "menu.quit"),
    } <= found


def test_without_english_the_check_says_so_and_exits_1(tmp_path: Path) -> None:
    """A folder holding only a translation: English is `unreadable`, no traceback."""
    shutil.copy(i18n.locales_dir() / "de.toml", tmp_path / "de.toml")
    code, result, errors = _check_in_a_process(tmp_path)
    assert code == 1 and "Traceback" not in errors
    assert result["problems"] == [
        {"language": "en", "kind": "unreadable", "key": "", "detail": "en.toml: no such file"}
    ]

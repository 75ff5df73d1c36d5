"""Tests of the player's settings in favelas_app.core.settings: defaults, the TOML file,
bad values, the system language and the atomic write."""

from __future__ import annotations

import locale
import os
import tomllib
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

import pytest

from favelas_app.core.notice import SHOWN_LIMIT
from favelas_app.core.paths import HOME_VARIABLE
from favelas_app.core.settings import (
    ANIMATION_SPEEDS,
    SETTINGS_FILE,
    SETTINGS_FILE_LIMIT,
    SYSTEM_LANGUAGE,
    UI_SCALES,
    Settings,
    load_settings,
    save_settings,
    settings_path,
    system_language,
)

# Every field different from its default, and allowed.
GOOD = Settings(
    language="pt",
    fullscreen=True,
    window_width=1920,
    window_height=1080,
    ui_scale=1.3,
    animation_speed="fast",
    volume=0.25,
    colour_symbols=False,
)
GOOD_TOML = {
    "language": '"pt"',
    "fullscreen": "true",
    "window_width": "1920",
    "window_height": "1080",
    "ui_scale": "1.3",
    "animation_speed": '"fast"',
    "volume": "0.25",
    "colour_symbols": "false",
}
LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
SHIPPED = ("en", "pt", "de", "fr", "nl")


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test keeps its settings under its own FAVELAS_HOME, never the user's."""
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    return tmp_path / "home"


def _write(path: Path, entries: dict[str, str]) -> Path:
    path.write_text("".join(f"{name} = {value}\n" for name, value in entries.items()), "utf-8")
    return path


def _leftovers(folder: Path) -> list[str]:
    """Files in `folder` other than the settings file (a temp file left behind shows here)."""
    return sorted(p.name for p in folder.iterdir() if p.name != SETTINGS_FILE)


# -- defaults and round trips --------------------------------------------------------------------


def test_defaults() -> None:
    """A fresh Settings follows the system language, windowed 1280x720, normal speed."""
    settings = Settings()
    assert settings.language == SYSTEM_LANGUAGE == ""
    assert settings.fullscreen is False
    assert (settings.window_width, settings.window_height) == (1280, 720)
    assert settings.ui_scale == 1.0 and settings.ui_scale in UI_SCALES
    assert settings.animation_speed == "normal"
    assert settings.animation_factor == ANIMATION_SPEEDS["normal"] == 1.0
    assert settings.volume == 0.7
    assert settings.colour_symbols is True


def test_missing_file_gives_defaults_and_no_problem(tmp_path: Path) -> None:
    """With no settings file yet (first start), the defaults load without any message."""
    assert load_settings(tmp_path / "nothing-here.toml") == (Settings(), [])
    assert load_settings() == (Settings(), [])


def test_defaults_are_all_allowed_values(tmp_path: Path) -> None:
    """The defaults, written and read back, raise no problem: each default passes its check."""
    path = tmp_path / SETTINGS_FILE
    save_settings(Settings(), path)
    assert load_settings(path) == (Settings(), [])


@pytest.mark.parametrize(
    "settings",
    [
        GOOD,
        replace(GOOD, animation_speed="off", ui_scale=0.9, volume=0.0),
        replace(GOOD, animation_speed="slow", ui_scale=1.15, volume=1.0, language="de"),
        replace(GOOD, window_width=640, window_height=360),
        replace(GOOD, window_width=7680, window_height=4320),
    ],
    ids=["all-changed", "off-quiet", "slow-loud", "smallest", "largest"],
)
def test_save_load_round_trip(tmp_path: Path, settings: Settings) -> None:
    """Saved settings load back equal, with no problem reported."""
    path = tmp_path / SETTINGS_FILE
    save_settings(settings, path)
    assert load_settings(path) == (settings, [])


def test_saved_file_is_valid_toml_naming_every_setting(tmp_path: Path) -> None:
    """The file is TOML that any reader parses, with one key per setting."""
    path = tmp_path / SETTINGS_FILE
    save_settings(GOOD, path)
    data = tomllib.loads(path.read_text("utf-8"))
    assert set(data) == {field.name for field in fields(Settings)}
    assert data["window_width"] == 1920 and data["fullscreen"] is True


def test_ints_where_floats_go_are_read_as_floats(tmp_path: Path) -> None:
    """`ui_scale = 1` and `volume = 1` are fine (a person writes them so) and load as floats."""
    path = _write(tmp_path / SETTINGS_FILE, {"ui_scale": "1", "volume": "0"})
    settings, problems = load_settings(path)
    assert problems == []
    assert settings.ui_scale == 1.0 and type(settings.ui_scale) is float
    assert settings.volume == 0.0 and type(settings.volume) is float


# -- where the file lives --------------------------------------------------------------------------


def test_favelas_home_decides_where_settings_go(home: Path) -> None:
    """With FAVELAS_HOME set, settings.toml lives in $FAVELAS_HOME/config and loads from there."""
    assert settings_path() == home / "config" / SETTINGS_FILE
    save_settings(GOOD)  # the folder does not exist yet: it is made
    assert (home / "config" / SETTINGS_FILE).is_file()
    assert load_settings() == (GOOD, [])


def test_changing_favelas_home_moves_the_settings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another FAVELAS_HOME is another player's settings: saved ones there are not seen here."""
    save_settings(GOOD)
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "elsewhere"))
    assert settings_path() == tmp_path / "elsewhere" / "config" / SETTINGS_FILE
    assert load_settings() == (Settings(), [])


# -- broken files ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "content",
    [
        b"fullscreen = \n",
        b"[[[\n",
        b"volume = 0.5\nvolume = 0.6\n",  # a key twice
        b'language = "pt\n',  # unterminated string
        b"window_width = 1920 1080\n",
        b"\xff\xfe not utf-8 \xe9\n",
        b"volume = " + b"[" * 5000 + b"]" * 5000 + b"\n",  # nested too deeply to parse
        b"window_width = " + b"9" * 5000 + b"\n",  # an int Python refuses to convert
    ],
    ids=[
        "no-value",
        "brackets",
        "duplicate-key",
        "open-string",
        "two-values",
        "not-utf8",
        "deep-nesting",
        "huge-int",
    ],
)
def test_broken_file_gives_defaults_and_a_message_naming_it(tmp_path: Path, content: bytes) -> None:
    """A file that is not TOML gives every default and one message naming the file; no raise."""
    path = tmp_path / SETTINGS_FILE
    path.write_bytes(content)
    settings, problems = load_settings(path)
    assert settings == Settings()
    [problem] = problems
    assert problem.key == "problem.settings_unreadable"
    assert problem.params["file"] == SETTINGS_FILE and problem.params["detail"]


def test_unreadable_settings_path_gives_defaults_and_a_message(tmp_path: Path) -> None:
    """A folder where the file should be (an OSError on reading) also gives defaults."""
    path = tmp_path / SETTINGS_FILE
    path.mkdir()
    settings, problems = load_settings(path)
    assert settings == Settings()
    [problem] = problems
    assert (problem.key, problem.params["file"]) == ("problem.settings_unreadable", SETTINGS_FILE)


@pytest.mark.parametrize(
    ("name", "bad"),
    [
        ("window_width", "true"),  # True is an int in Python; not a width
        ("window_width", '"1920"'),
        ("window_width", "1920.0"),
        ("window_width", "100"),
        ("window_width", "99999"),
        ("window_height", "false"),
        ("window_height", "359"),
        ("ui_scale", "1.1"),  # not one of UI_SCALES
        ("ui_scale", "2"),
        ("ui_scale", '"1.0"'),
        ("ui_scale", "true"),
        ("ui_scale", "nan"),
        ("animation_speed", '"warp"'),
        ("animation_speed", '"Fast"'),
        ("animation_speed", "2.0"),
        ("animation_speed", "true"),
        ("animation_speed", "[1]"),  # unhashable: must not raise TypeError
        ("animation_speed", "{ a = 1 }"),
        ("volume", "1.5"),
        ("volume", "-0.1"),
        ("volume", "true"),  # True == 1, but a bool is not a volume
        ("volume", '"loud"'),
        ("volume", "inf"),
        ("volume", "nan"),
        ("fullscreen", "1"),
        ("fullscreen", '"yes"'),
        ("colour_symbols", "0"),
        ("language", "5"),
        ("language", '"a-very-long-language-name"'),
        ("language", '["pt"]'),
    ],
)
def test_bad_value_falls_back_to_that_default_only(tmp_path: Path, name: str, bad: str) -> None:
    """A bad value gives that field's default and a message naming field and file; every
    good value in the same file is kept."""
    path = _write(tmp_path / SETTINGS_FILE, {**GOOD_TOML, name: bad})
    settings, problems = load_settings(path)
    assert getattr(settings, name) == getattr(Settings(), name)
    assert settings == replace(GOOD, **{name: getattr(Settings(), name)})
    [problem] = problems
    assert problem.key == "problem.bad_setting"
    assert (problem.params["name"], problem.params["file"]) == (name, SETTINGS_FILE)


def test_several_bad_values_each_reported(tmp_path: Path) -> None:
    """Each bad value gives its own message and its own default; the rest is kept."""
    entries = {**GOOD_TOML, "volume": "1.5", "window_width": "true", "ui_scale": "3.0"}
    settings, problems = load_settings(_write(tmp_path / SETTINGS_FILE, entries))
    assert settings == replace(GOOD, volume=0.7, window_width=1280, ui_scale=1.0)
    assert len(problems) == 3
    for name in ("volume", "window_width", "ui_scale"):
        assert sum(problem.params["name"] == name for problem in problems) == 1


def test_unknown_keys_are_reported_and_ignored(tmp_path: Path) -> None:
    """Keys the app does not know (an older or newer version's) are reported, never applied."""
    path = tmp_path / SETTINGS_FILE
    path.write_text(
        'theme = "dark"\nvolume = 0.3\nwindow_width = 1600\n[graphics]\nvsync = true\n', "utf-8"
    )
    settings, problems = load_settings(path)
    assert settings == replace(Settings(), volume=0.3, window_width=1600)
    assert len(problems) == 2
    assert {problem.params["name"] for problem in problems} == {"theme", "graphics"}
    assert {problem.key for problem in problems} == {"problem.unknown_setting"}
    assert all(problem.params["file"] == SETTINGS_FILE for problem in problems)
    assert not hasattr(settings, "theme")


def test_partial_file_keeps_the_other_defaults(tmp_path: Path) -> None:
    """A file naming only some settings gives the defaults for the rest, without a message."""
    path = _write(tmp_path / SETTINGS_FILE, {"fullscreen": "true"})
    assert load_settings(path) == (replace(Settings(), fullscreen=True), [])


# -- the TOML writer -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "language",
    [
        'say "hi"',
        "back\\slash",
        "\\u0041",  # must stay six characters, not become "A"
        "ünïcödé",
        "日本語",
        "😀 emoji",
        "tab\there",
        "new\nline",
        "'single'",
        '"""',
        "ctl\x01\x1f",
        "del\x7f",  # TOML forbids a raw DEL in a basic string
        "",
    ],
)
def test_strings_survive_the_toml_writer(tmp_path: Path, language: str) -> None:
    """Quotes, backslashes, unicode and control characters are written as valid TOML and
    read back unchanged (and then refused as a language unless they name one)."""
    settings = replace(GOOD, language=language)
    path = tmp_path / SETTINGS_FILE
    save_settings(settings, path)
    assert tomllib.loads(path.read_text("utf-8"))["language"] == language
    loaded, problems = load_settings(path)
    assert loaded == replace(settings, language=SYSTEM_LANGUAGE)
    assert [p.params["name"] for p in problems] == ([] if language == "" else ["language"])


# -- hostile files ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "quoted"),
    [
        ('"p\\u0000t"', '"p\\u0000t"'),
        ('"../../x"', '"../../x"'),
        ('"xx"', '"xx"'),
        ('"qps"', '"qps"'),  # the pseudo-locale only when FAVELAS_PSEUDO=1
        ('"EN"', '"EN"'),
    ],
)
def test_a_language_the_app_does_not_offer_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, value: str, quoted: str
) -> None:
    """Only a shipped language code or "" (the system's) is kept; anything else gives the
    system's language and a message quoting the value escaped, so it can be drawn."""
    monkeypatch.delenv("FAVELAS_PSEUDO", raising=False)
    path = _write(tmp_path / SETTINGS_FILE, {**GOOD_TOML, "language": value})
    settings, problems = load_settings(path)
    assert settings == replace(GOOD, language=SYSTEM_LANGUAGE)
    [problem] = problems
    assert (problem.key, problem.params["name"]) == ("problem.bad_setting", "language")
    assert problem.params["value"] == quoted


@pytest.mark.parametrize("language", [*SHIPPED, ""])
def test_every_offered_language_and_the_system_one_are_kept(tmp_path: Path, language: str) -> None:
    """The shipped codes and "" load without a message."""
    path = _write(tmp_path / SETTINGS_FILE, {"language": f'"{language}"'})
    assert load_settings(path) == (Settings(language=language), [])


def test_the_pseudo_locale_is_kept_while_the_app_offers_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With FAVELAS_PSEUDO=1 the settings may keep "qps"."""
    monkeypatch.setenv("FAVELAS_PSEUDO", "1")
    path = _write(tmp_path / SETTINGS_FILE, {"language": '"qps"'})
    assert load_settings(path) == (Settings(language="qps"), [])


@pytest.mark.parametrize(
    ("make", "reason"),
    [("fifo", "problem.file.not_a_file"), ("zero", "problem.file.not_a_file"),
     ("huge", "problem.file.too_large")],
)  # fmt: skip
def test_a_settings_file_that_is_no_regular_file_or_too_large_is_refused_unread(
    tmp_path: Path, make: str, reason: str
) -> None:
    """A FIFO (would block the start), a link to /dev/zero (endless) and a file over the
    limit give the defaults and a message saying why, in the player's words."""
    path = tmp_path / SETTINGS_FILE
    if make == "fifo":
        os.mkfifo(path)
    elif make == "zero":
        path.symlink_to("/dev/zero")
    else:
        path.write_bytes(b"# " + b"x" * SETTINGS_FILE_LIMIT)
    settings, problems = load_settings(path)
    assert settings == Settings()
    [problem] = problems
    assert problem.key == "problem.settings_unreadable"
    assert problem.params["detail"].key == reason


def test_a_byte_order_mark_keeps_every_setting(tmp_path: Path) -> None:
    """A file an editor saved with a UTF-8 BOM is read like any other."""
    path = tmp_path / SETTINGS_FILE
    path.write_bytes(b"\xef\xbb\xbf" + GOOD.to_toml().encode("utf-8"))
    assert load_settings(path) == (GOOD, [])


def test_an_unknown_setting_name_is_quoted_escaped_and_cut(tmp_path: Path) -> None:
    """A key holding a control character or thousands of letters is shown escaped and
    short in the message."""
    path = tmp_path / SETTINGS_FILE
    path.write_text(f'"a\\u0000b" = 1\n{"n" * 5000} = 2\n', encoding="utf-8")
    _, problems = load_settings(path)
    names = [problem.params["name"] for problem in problems]
    assert names[0] == "a\\u0000b" and len(names[1]) == SHOWN_LIMIT


# -- the system language ---------------------------------------------------------------------------


@pytest.fixture
def environment(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    """No language variables set and a locale module that knows nothing."""
    for name in LANGUAGE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(locale, "getlocale", lambda *args: (None, None))
    return monkeypatch


@pytest.mark.parametrize(
    ("variables", "expected"),
    [
        ({"LANGUAGE": "pt_BR:en"}, "pt"),
        ({"LC_ALL": "de_DE.UTF-8"}, "de"),
        ({"LC_MESSAGES": "fr_FR"}, "fr"),
        ({"LANG": "nl_NL.UTF-8"}, "nl"),
        ({"LANG": "NL"}, "nl"),
        ({"LANGUAGE": "ja_JP:de_AT"}, "de"),  # first shipped one in the list
        ({"LANGUAGE": "fr", "LC_ALL": "de_DE.UTF-8", "LANG": "pt_PT.UTF-8"}, "fr"),
        ({"LC_ALL": "de_DE.UTF-8", "LANG": "pt_PT.UTF-8"}, "de"),
        ({"LC_MESSAGES": "pt_BR", "LANG": "de_DE"}, "pt"),
        ({"LANGUAGE": "", "LANG": "fr_CA.UTF-8"}, "fr"),  # empty variables are skipped
        ({"LANGUAGE": "ja_JP", "LANG": "pt_BR.UTF-8"}, "pt"),
    ],
)
def test_system_language_picks_from_the_environment(
    environment: pytest.MonkeyPatch, variables: dict[str, str], expected: str
) -> None:
    """LANGUAGE, then LC_ALL, then LC_MESSAGES, then LANG: the first shipped language wins."""
    for name, value in variables.items():
        environment.setenv(name, value)
    assert system_language(SHIPPED) == expected


@pytest.mark.parametrize(
    "variables",
    [
        {},
        {"LANG": "C.UTF-8"},
        {"LC_ALL": "POSIX"},
        {"LANGUAGE": "ja_JP:zh_CN", "LANG": "ru_RU.UTF-8"},
        {"LANG": "pt_BR.UTF-8"},  # pt is not shipped in this call
    ],
)
def test_system_language_falls_back_to_english(
    environment: pytest.MonkeyPatch, variables: dict[str, str]
) -> None:
    """With no shipped language in the environment the app speaks English."""
    for name, value in variables.items():
        environment.setenv(name, value)
    assert system_language(("en", "de")) == "en"


def test_system_language_asks_the_locale_module(environment: pytest.MonkeyPatch) -> None:
    """With no variable set (as on Windows), the locale module's language is used."""
    environment.setattr(locale, "getlocale", lambda *args: ("de_DE", "cp1252"))
    assert system_language(SHIPPED) == "de"


# -- the atomic write ------------------------------------------------------------------------------


def test_save_replaces_the_whole_file_and_leaves_no_temp_file(tmp_path: Path) -> None:
    """Saving over an older (longer) file replaces it whole; no temporary file remains."""
    path = tmp_path / SETTINGS_FILE
    path.write_text("# old\n" + "volume = 0.1\n" + "# padding\n" * 200, "utf-8")
    save_settings(GOOD, path)
    assert path.read_text("utf-8") == GOOD.to_toml()
    assert load_settings(path) == (GOOD, [])
    assert _leftovers(tmp_path) == []


def test_failed_replace_keeps_the_old_file_and_no_temp_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """If the final rename fails (full disk, locked file), the old file is intact and the
    temporary file is removed; the error reaches the caller."""
    path = tmp_path / SETTINGS_FILE
    save_settings(GOOD, path)
    old = path.read_bytes()

    def refuse(source: Any, target: Any) -> None:
        assert Path(source).exists(), "the new text was written to a temp file first"
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError):
        save_settings(replace(GOOD, volume=0.9, language="nl"), path)
    assert path.read_bytes() == old
    assert _leftovers(tmp_path) == []
    assert load_settings(path) == (GOOD, [])

"""The text catalogue: fallback chain, safe formatting, plurals, and coverage of engine keys."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from refusal_reasons import raised_refusals

from favelas_app.core.i18n import (
    LISTED_KEYS,
    LOCALE_FILE_LIMIT,
    MESSAGE_LIMIT,
    Catalog,
    load_messages,
    plural_form,
    safe_format,
)
from favelas_app.core.resources import locales_dir
from favelas_app.games.favelas.components import COLOURS, DICE
from favelas_app.games.favelas.scoring import CATEGORIES
from favelas_app.games.favelas.state import Step

PACKAGE = Path(__file__).resolve().parents[2] / "favelas_app"
PLACEHOLDER = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)\}")


def test_missing_key_falls_back_to_english_then_to_the_key(tmp_path: Path) -> None:
    """lang -> en -> key."""
    (tmp_path / "en.toml").write_text('hello = "Hello"\nonly_en = "English"\n', encoding="utf-8")
    (tmp_path / "pt.toml").write_text('hello = "Olá"\n', encoding="utf-8")
    catalog = Catalog("pt", tmp_path)
    assert catalog.text("hello") == "Olá"
    assert catalog.text("only_en") == "English"
    assert catalog.text("no.such.key") == "no.such.key"


def test_an_observer_hears_every_lookup_with_its_result(tmp_path: Path) -> None:
    """`on_lookup` gets each key with the text returned (filled in, fallen back, or the key
    itself), so a drawn text can be traced back to its key."""
    (tmp_path / "en.toml").write_text('hello = "Hello {name}"\nonly_en = "English"\n', "utf-8")
    (tmp_path / "pt.toml").write_text('hello = "Olá {name}"\n', encoding="utf-8")
    heard: list[tuple[str, str]] = []
    catalog = Catalog("pt", tmp_path, on_lookup=lambda key, text: heard.append((key, text)))
    assert catalog.text("hello", name="Ana") == "Olá Ana"
    catalog.text("only_en")
    catalog.text("no.such.key")
    assert heard == [("hello", "Olá Ana"), ("only_en", "English"), ("no.such.key", "no.such.key")]
    catalog.on_lookup = None
    catalog.text("hello", name="Bia")
    assert len(heard) == 3


def test_a_broken_locale_file_is_reported_not_fatal(tmp_path: Path) -> None:
    """A TOML syntax error in a translation leaves English working and records the error."""
    (tmp_path / "en.toml").write_text('[a]\nb = "B"\n', encoding="utf-8")
    (tmp_path / "de.toml").write_text("[a\nb = = \n", encoding="utf-8")
    catalog = Catalog("de", tmp_path)
    assert catalog.text("a.b") == "B"
    [problem] = catalog.problems
    assert problem.key == "problem.locale_file"
    assert str(problem.params["detail"]).startswith("de.toml")


def test_missing_locale_files_leave_keys_visible(tmp_path: Path) -> None:
    """Even with no files at all the app can show something: the keys."""
    catalog = Catalog("nl", tmp_path)
    assert catalog.text("favelas.name") == "favelas.name"
    assert len(catalog.problems) == 2


def test_formatting_allows_plain_names_only() -> None:
    """Attribute and index access in a translated string are never evaluated."""
    assert safe_format("{player} wins", {"player": "Ana"}) == "Ana wins"
    assert safe_format("{player.__class__}", {"player": "Ana"}) == "{player.__class__}"
    assert safe_format("{player[0]}", {"player": "Ana"}) == "{player[0]}"
    assert safe_format("{{literal}} {missing}", {}) == "{literal} {missing}"


@pytest.mark.parametrize(
    ("language", "count", "form"),
    [("en", 1, "one"), ("en", 0, "other"), ("en", 2, "other"), ("de", 1, "one"),
     ("nl", 0, "other"), ("fr", 0, "one"), ("fr", 1, "one"), ("fr", 2, "other"),
     ("pt", 0, "one"), ("pt", 2, "other"), ("fr", 1_000_000, "many"),
     ("pt", 2_000_000, "many"), ("fr", 1_000_001, "other"), ("de", 1_000_000, "other")],
)  # fmt: skip
def test_plural_forms_follow_cldr(language: str, count: int, form: str) -> None:
    """CLDR cardinal rules of the five languages (French and Portuguese: 0 and 1 are 'one',
    whole millions 'many')."""
    assert plural_form(language, count) == form


def test_plural_messages_choose_by_count() -> None:
    """A go-i18n plural table picks its form from {count}."""
    catalog = Catalog()
    assert catalog.text("favelas.text.points", count=1) == "1 point"
    assert catalog.text("favelas.text.points", count=7) == "7 points"


def _refusals() -> list[tuple[str, set[str], str]]:
    """Every IllegalAction(reason, **params) written in the engines, with its file."""
    return [
        (reason, params, path.name)
        for path in (PACKAGE / "games").rglob("*.py")
        for reason, params in raised_refusals(path)
    ]


def test_every_refusal_reason_has_english_text_with_matching_placeholders() -> None:
    """Illegal moves explain the rule: each reason key exists and uses only its parameters."""
    catalog = Catalog()
    refusals = _refusals()
    assert len(refusals) >= 10
    for reason, params, filename in refusals:
        assert reason in catalog, f"{filename}: {reason} has no text in en.toml"
        used = set(PLACEHOLDER.findall(catalog.text(reason)))  # unfilled names remain visible
        assert used <= params, f"{reason} uses {used - params}, not given by {filename}"


def test_every_prompt_and_label_of_favelas_has_english_text() -> None:
    """Decision prompts, colours, dice and score categories all come from en.toml."""
    catalog = Catalog()
    keys = [step.value for step in Step if step is not Step.OVER]
    keys += [f"favelas.colour.{c}" for c in COLOURS] + [f"favelas.initial.{c}" for c in COLOURS]
    keys += [f"favelas.die.{d}" for d in DICE] + [f"favelas.category.{c}" for c in CATEGORIES]
    keys += [f"favelas.direction.d{d}" for d in range(6)]
    keys += ["favelas.tiebreak.tallest_stack", "favelas.tiebreak.shared_victory"]
    missing = [key for key in keys if key not in catalog]
    assert not missing


def test_shipped_english_file_loads_without_errors() -> None:
    """locales/en.toml parses."""
    assert Catalog("en", locales_dir()).problems == []


# -- the parsed-locale cache ---------------------------------------------------------------


def _locale(tmp_path: Path, text: str) -> Path:
    folder = tmp_path / "locales"
    folder.mkdir(exist_ok=True)
    path = folder / "en.toml"
    path.write_text(text, encoding="utf-8")
    return path


def _cached(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "home" / "cache" / "locales").glob("*.json"))


@pytest.fixture
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("FAVELAS_HOME", str(tmp_path / "home"))
    return tmp_path


def test_a_parsed_locale_file_is_read_from_the_cache_next_time(
    cache_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Start-up: the second load of an unchanged file does not run the TOML parser."""
    path = _locale(cache_home, '[a]\nb = "Hello {name}"\n[n]\none = "1 x"\nother = "{count} x"\n')
    first = load_messages(path)
    assert first.error is None and len(_cached(cache_home)) == 1
    monkeypatch.setattr("tomllib.loads", lambda *_: pytest.fail("parsed again"))
    assert load_messages(path) == first


def test_an_edited_locale_file_is_parsed_again_and_replaces_its_cache(cache_home: Path) -> None:
    """A translator's edit (F5 or the next start) is seen at once; one cache file per locale."""
    path = _locale(cache_home, '[a]\nb = "old"\n')
    load_messages(path)
    path.write_text('[a]\nb = "new"\n', encoding="utf-8")
    assert load_messages(path) == ({"a.b": "new"}, None, {})
    assert len(_cached(cache_home)) == 1


def test_a_broken_cache_file_is_ignored_and_rebuilt(cache_home: Path) -> None:
    """A damaged cache never loses text: the file is parsed as if there were no cache."""
    path = _locale(cache_home, '[a]\nb = "text"\n')
    load_messages(path)
    for broken in ("{not json", '{"a.b": 5}', "[1, 2]"):
        _cached(cache_home)[0].write_text(broken, encoding="utf-8")
        assert load_messages(path) == ({"a.b": "text"}, None, {})


def test_an_unwritable_cache_folder_only_costs_the_parse(cache_home: Path) -> None:
    """A cache folder that cannot be made (a file in its way) is no error."""
    path = _locale(cache_home, '[a]\nb = "text"\n')
    (cache_home / "home").mkdir()
    (cache_home / "home" / "cache").write_text("in the way", encoding="utf-8")
    assert load_messages(path) == ({"a.b": "text"}, None, {})


def test_a_broken_locale_file_is_reported_and_not_cached(cache_home: Path) -> None:
    """Bad TOML gives an error text naming the file, and nothing goes to the cache."""
    path = _locale(cache_home, "[a\nb = ")
    messages, error, _ = load_messages(path)
    assert messages == {} and error is not None and error.startswith("en.toml:")
    assert _cached(cache_home) == []


# -- hostile locale files ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("toml", "kind"),
    [
        ('b = "nul \\u0000 here"', "unsafe"),
        ('b = "escape \\u001b[31m"', "unsafe"),
        ('b = "carriage \\r return"', "unsafe"),
        (f'b = "{"x" * (MESSAGE_LIMIT + 1)}"', "unsafe"),
        ("b = 5", "malformed"),
        ("b = [1, 2]", "malformed"),
        ("b = true", "malformed"),
        ('b = { one = "one thing" }', "malformed"),
        ('b = { one = "x", other = 3 }', "malformed"),
        ('b = { one = "x", other = "many \\u0000" }', "unsafe"),
    ],
    ids=["nul", "esc", "cr", "too-long", "int", "list", "bool", "no-other", "form-int", "form-nul"],
)
def test_an_unusable_message_is_left_out_and_english_shown(
    tmp_path: Path, toml: str, kind: str
) -> None:
    """A message no font can draw safely, or no message at all, is never used: the lookup
    falls back to English, and the catalog names the file and key for the player."""
    (tmp_path / "en.toml").write_text('[a]\nb = "English"\nc = "Fine"\n', encoding="utf-8")
    (tmp_path / "de.toml").write_text(f'[a]\n{toml}\nc = "Gut"\n', encoding="utf-8")
    loaded = load_messages(tmp_path / "de.toml")
    assert loaded.rejected["a.b"][0] == kind and "a.b" not in loaded.messages
    catalog = Catalog("de", tmp_path)
    assert (catalog.text("a.b", count=2), catalog.text("a.c")) == ("English", "Gut")
    [problem] = catalog.problems
    assert problem.key == "problem.locale_texts"
    assert dict(problem.params) == {"file": "de.toml", "count": 1, "keys": "a.b"}


def test_an_unusable_english_message_falls_back_to_the_built_in_text_or_the_key(
    tmp_path: Path,
) -> None:
    """A broken message in English itself: the built-in English text where there is one,
    else the key; never the broken text."""
    (tmp_path / "en.toml").write_text('[dialog]\nok = "O\\u0000K"\n[x]\ny = 1\n', "utf-8")
    catalog = Catalog("en", tmp_path)
    assert (catalog.text("dialog.ok"), catalog.text("x.y")) == ("OK", "x.y")


def test_many_left_out_messages_are_counted_and_the_first_few_named(tmp_path: Path) -> None:
    """The player's message stays short: the count, five keys and an ellipsis."""
    lines = "".join(f"k{i} = {i}\n" for i in range(LISTED_KEYS + 3))
    (tmp_path / "en.toml").write_text(lines, encoding="utf-8")
    [problem] = Catalog("en", tmp_path).problems
    assert problem.params["count"] == LISTED_KEYS + 3
    assert problem.params["keys"] == "k0, k1, k2, k3, k4, …"


@pytest.mark.parametrize("make", ["fifo", "zero", "huge", "folder"])
def test_a_locale_file_that_is_no_regular_file_or_too_large_is_refused_unread(
    tmp_path: Path, make: str
) -> None:
    """A FIFO (would block), a link to /dev/zero (endless), a file over the limit and a
    folder are each an error naming the file; English still works."""
    (tmp_path / "en.toml").write_text('a = "English"\n', encoding="utf-8")
    path = tmp_path / "de.toml"
    if make == "fifo":
        os.mkfifo(path)
    elif make == "zero":
        path.symlink_to("/dev/zero")
    elif make == "huge":
        path.write_bytes(b"#" * (LOCALE_FILE_LIMIT + 1))
    else:
        path.mkdir()
    messages, error, _ = load_messages(path)
    assert messages == {} and error is not None and error.startswith("de.toml: ")
    catalog = Catalog("de", tmp_path)
    assert catalog.text("a") == "English"
    assert [p.key for p in catalog.problems] == ["problem.locale_file"]


def test_a_byte_order_mark_is_no_error(tmp_path: Path) -> None:
    """Editors on Windows may start a UTF-8 file with a BOM: it is read like any other."""
    (tmp_path / "en.toml").write_bytes('\ufeff[a]\nb = "Hello"\n'.encode())
    assert load_messages(tmp_path / "en.toml") == ({"a.b": "Hello"}, None, {})


@pytest.mark.parametrize("language", ["../x", "x\x00", "EN", "e", "deu", "", "de/../x"])
def test_a_language_that_is_no_code_never_names_a_file(tmp_path: Path, language: str) -> None:
    """Only two lowercase letters make a locale file's name: anything else is English with
    a message quoting it (escaped), and no file outside the folder is read."""
    folder = tmp_path / "locales"
    folder.mkdir()
    (folder / "en.toml").write_text('a = "English"\n', encoding="utf-8")
    (tmp_path / "x.toml").write_text('a = "Outside"\n', encoding="utf-8")
    catalog = Catalog(language, folder)
    assert catalog.text("a") == "English"
    [problem] = catalog.problems
    assert problem.key == "problem.unknown_language"
    assert "\x00" not in str(problem.params["language"])


@pytest.mark.parametrize(
    "broken",
    ['{"a.b": "nul \\u0000"}', '{"a.b": "\\ud800"}', '{"a.b": {"one": "x"}}', '{"a.b": null}'],
    ids=["nul", "surrogate", "no-other", "null"],
)
def test_a_cache_holding_an_unusable_message_is_not_trusted(cache_home: Path, broken: str) -> None:
    """The cache passes the same checks as the file: one that fails is parsed again."""
    path = _locale(cache_home, '[a]\nb = "text"\n')
    load_messages(path)
    _cached(cache_home)[0].write_text(broken, encoding="utf-8")
    assert load_messages(path) == ({"a.b": "text"}, None, {})


def test_a_cache_that_is_a_fifo_is_passed_over(cache_home: Path) -> None:
    """A FIFO in the cache folder would block the start: it is treated as no cache."""
    path = _locale(cache_home, '[a]\nb = "text"\n')
    load_messages(path)
    cache = _cached(cache_home)[0]
    cache.unlink()
    os.mkfifo(cache)
    assert load_messages(path).messages == {"a.b": "text"}


def test_a_file_with_left_out_messages_is_not_cached(cache_home: Path) -> None:
    """Only a clean parse is cached, so the next start names the problems again."""
    path = _locale(cache_home, '[a]\nb = "text"\nc = 5\n')
    assert load_messages(path).rejected == {"a.c": ("malformed", "not text but int")}
    assert _cached(cache_home) == []

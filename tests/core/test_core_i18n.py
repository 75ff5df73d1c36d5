"""The text catalogue: fallback chain, safe formatting, plurals, and coverage of engine keys."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from refusal_reasons import raised_refusals

from favelas_app.core.i18n import Catalog, load_messages, plural_form, safe_format
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
    assert catalog.errors and catalog.errors[0].startswith("de.toml")


def test_missing_locale_files_leave_keys_visible(tmp_path: Path) -> None:
    """Even with no files at all the app can show something: the keys."""
    catalog = Catalog("nl", tmp_path)
    assert catalog.text("favelas.name") == "favelas.name"
    assert len(catalog.errors) == 2


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
    assert Catalog("en", locales_dir()).errors == []


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
    first, error = load_messages(path)
    assert error is None and len(_cached(cache_home)) == 1
    monkeypatch.setattr("tomllib.loads", lambda *_: pytest.fail("parsed again"))
    assert load_messages(path) == (first, None)


def test_an_edited_locale_file_is_parsed_again_and_replaces_its_cache(cache_home: Path) -> None:
    """A translator's edit (F5 or the next start) is seen at once; one cache file per locale."""
    path = _locale(cache_home, '[a]\nb = "old"\n')
    load_messages(path)
    path.write_text('[a]\nb = "new"\n', encoding="utf-8")
    assert load_messages(path) == ({"a.b": "new"}, None)
    assert len(_cached(cache_home)) == 1


def test_a_broken_cache_file_is_ignored_and_rebuilt(cache_home: Path) -> None:
    """A damaged cache never loses text: the file is parsed as if there were no cache."""
    path = _locale(cache_home, '[a]\nb = "text"\n')
    load_messages(path)
    for broken in ("{not json", '{"a.b": 5}', "[1, 2]"):
        _cached(cache_home)[0].write_text(broken, encoding="utf-8")
        assert load_messages(path) == ({"a.b": "text"}, None)


def test_an_unwritable_cache_folder_only_costs_the_parse(cache_home: Path) -> None:
    """A cache folder that cannot be made (a file in its way) is no error."""
    path = _locale(cache_home, '[a]\nb = "text"\n')
    (cache_home / "home").mkdir()
    (cache_home / "home" / "cache").write_text("in the way", encoding="utf-8")
    assert load_messages(path) == ({"a.b": "text"}, None)


def test_a_broken_locale_file_is_reported_and_not_cached(cache_home: Path) -> None:
    """Bad TOML gives an error text naming the file, and nothing goes to the cache."""
    path = _locale(cache_home, "[a\nb = ")
    messages, error = load_messages(path)
    assert messages == {} and error is not None and error.startswith("en.toml:")
    assert _cached(cache_home) == []

"""The locale checker: each kind of translation problem is found, named and located."""

from __future__ import annotations

from pathlib import Path

from favelas_app.core.i18n_check import Problem, check_files, check_messages, check_usage
from favelas_app.core.i18n_usage import package_usages, source_usages

BASE = {
    "menu.play": "Play a game",
    "menu.quit": "Quit",
    "log.scored": "{player} scores {points}",
    "text.points": {"one": "{count} point", "other": "{count} points"},
}
GERMAN = {
    "menu.play": "Ein Spiel spielen",
    "menu.quit": "Quit",  # one word: may well be the same
    "log.scored": "{player} erhält {points}",
    "text.points": {"one": "{count} Punkt", "other": "{count} Punkte"},
}


def kinds(problems: list[Problem]) -> set[tuple[str, str]]:
    return {(p.kind, p.key) for p in problems}


def test_a_complete_translation_has_no_problems() -> None:
    """Same keys, same placeholders, the language's plural forms: nothing to report; a
    one-word message equal to English is not flagged."""
    assert check_messages("de", BASE, GERMAN) == []


def test_missing_and_extra_keys() -> None:
    """A key English has and the file lacks, and a key English does not know."""
    own = {**GERMAN, "menu.extra": "Mehr"}
    del own["menu.play"]
    assert kinds(check_messages("de", BASE, own)) == {
        ("missing", "menu.play"),
        ("extra", "menu.extra"),
    }


def test_english_left_in_a_sentence_is_untranslated() -> None:
    """A message of two words or more identical to English was not translated."""
    own = {**GERMAN, "menu.play": "Play a game"}
    assert kinds(check_messages("de", BASE, own)) == {("untranslated", "menu.play")}


def test_placeholders_must_match_english() -> None:
    """A dropped or renamed placeholder would lose or never fill a value."""
    own = {**GERMAN, "log.scored": "{spieler} erhält Punkte"}
    [problem] = check_messages("de", BASE, own)
    assert (problem.kind, problem.key) == ("placeholders", "log.scored")
    assert problem.detail == "missing {player}, {points}; unknown {spieler}"


def test_attribute_index_and_positional_fields_are_refused() -> None:
    """Only plain names are filled: {player.name}, {player[0]} and {0} are reported."""
    own = {**GERMAN, "log.scored": "{player} {points} {player.name} {player[0]} {0}"}
    found = [p.detail for p in check_messages("de", BASE, own) if p.kind == "bad_placeholder"]
    assert found == ["{player.name}", "{player[0]}", "{0}"]


def test_plural_tables_need_the_languages_cldr_forms() -> None:
    """French needs one, many and other; a plain string where English has a plural table
    is reported too."""
    french = {
        **GERMAN,
        "menu.play": "Jouer une partie",
        "log.scored": "{player} marque {points}",
        "text.points": {"one": "{count} point", "other": "{count} points"},
    }
    [problem] = check_messages("fr", BASE, french)
    assert (problem.kind, problem.detail) == (
        "plural_forms",
        "needs one, many, other; has one, other",
    )
    dutch = {**GERMAN, "text.points": "{count} punten"}
    [problem] = check_messages("nl", BASE, dutch)
    assert problem.detail == "needs one, other; has a plain string"


def test_a_broken_file_is_reported_not_raised(tmp_path: Path) -> None:
    """A TOML syntax error in one language is a problem of that language; the others are
    still checked."""
    (tmp_path / "en.toml").write_text('[menu]\nplay = "Play a game"\n', encoding="utf-8")
    (tmp_path / "de.toml").write_text('[menu]\nplay = "Ein Spiel\n', encoding="utf-8")
    (tmp_path / "nl.toml").write_text('[menu]\nplay = "Play a game"\n', encoding="utf-8")
    problems = check_files(tmp_path)
    assert [(p.language, p.kind) for p in problems] == [
        ("de", "unreadable"),
        ("nl", "untranslated"),
    ]
    assert "de.toml" in problems[0].detail


def test_every_shipped_language_is_complete_and_consistent() -> None:
    """The five locale files we ship have every key, the same placeholders as English, their
    CLDR plural forms and no English left in sentences; English has every key the code looks
    up, with the placeholders it passes."""
    problems = check_files(usages=package_usages())
    assert [problem.line() for problem in problems] == []


def test_unusable_messages_are_named_once_by_kind(tmp_path: Path) -> None:
    """A message with a control character is `unsafe`, a number or a plural table without
    `other` is `malformed`, in English as in a translation; the key is not also reported
    as missing or extra."""
    (tmp_path / "en.toml").write_text(
        '[a]\nok = "Fine"\nnul = "x\\u0000y"\ncount = { one = "{count} thing" }\n', "utf-8"
    )
    (tmp_path / "de.toml").write_text(
        '[a]\nok = "Gut"\nnul = "x"\ncount = "Dinge"\n', encoding="utf-8"
    )
    (tmp_path / "nl.toml").write_text('[a]\nok = 5\nnul = "x"\ncount = "d"\n', "utf-8")
    problems = check_files(tmp_path)
    assert [(p.language, p.kind, p.key) for p in problems] == [
        ("en", "unsafe", "a.nul"),
        ("en", "malformed", "a.count"),
        ("nl", "malformed", "a.ok"),
    ]
    assert problems[0].detail == "character U+0000 at 1"
    assert problems[1].detail == "a plural table without “other”"


def test_without_english_only_the_files_are_reported(tmp_path: Path) -> None:
    """A missing en.toml is one `unreadable` problem, not every key of every language."""
    (tmp_path / "de.toml").write_text('[a]\nok = "Gut"\n', encoding="utf-8")
    problems = check_files(tmp_path)
    assert [(p.language, p.kind, p.detail) for p in problems] == [
        ("en", "unreadable", "en.toml: no such file")
    ]


def test_a_language_that_is_no_code_is_unreadable_without_a_path(tmp_path: Path) -> None:
    """`--lang ../x` names no file: it is reported, never read."""
    (tmp_path / "en.toml").write_text('[a]\nok = "Fine"\n', encoding="utf-8")
    problems = check_files(tmp_path, ("../x",))
    assert [(p.language, p.kind) for p in problems] == [("../x", "unreadable")]


USAGES = source_usages(
    """
def f(t, level, params):
    t.text("menu.play", player="Ana")
    t.text("log.scored", player="Ana", points=3)
    t.text("text.points", count=2)
    t.text(f"level.{level}")
    t.text("text.things", count=2)
    t.text("text.loose", **params)
    buttons = ["menu.quit", "menu.help"]
""",
    "m.py",
)


def test_english_is_held_to_the_keys_and_placeholders_the_code_uses() -> None:
    """A key the code looks up that English lacks, an f-string key no key matches, and a
    placeholder no lookup passes (a typo) are problems of English."""
    base = {
        **BASE,
        "log.scored": "{playr} scores {points}",
        "text.things": "{count} things",
        "text.loose": "{anything}",
    }
    problems = check_usage(base, USAGES)
    assert [(p.kind, p.key) for p in problems] == [
        ("missing", "f'level.{level}'"),
        ("missing", "menu.help"),
        ("placeholders", "log.scored"),
    ]
    assert problems[2].detail == "unknown {playr}: the code passes {player}, {points} (m.py:4)"


def test_a_plural_table_the_code_passes_no_count_is_reported() -> None:
    """Without {count} the table always shows its `other` form."""
    base = {
        **BASE,
        "level.easy": {"one": "x", "other": "y"},
        "menu.help": "Help",
        "text.things": "{count} things",  # a plain text may well show a count
        "text.loose": "{anything}",
    }
    problems = check_usage(base, USAGES)
    assert [(p.kind, p.key) for p in problems] == [("plural_forms", "level.easy")]

"""Reading the keys and placeholders the code looks up out of its source."""

from __future__ import annotations

from favelas_app.core.i18n_usage import Usage, package_usages, source_usages

SOURCE = """
def f(t, app, level, params):
    t.text("menu.version", version=1)
    text("a.b")
    app.text(f"setup.ai_level.{level}", count=2)
    Notice("problem.bad_setting", {"file": "x", "name": "y"})
    Notice("problem.locale_file", params)
    IllegalAction("holi.illegal.x", square="C4", **params)
    t.text(level)
    entries = [("menu.quit", None), "settings.toml"]
"""


def test_literal_keys_with_the_names_they_pass() -> None:
    """`.text`, `text`, `Notice` (a dict literal) and `IllegalAction` with a literal key give
    that key and its keyword names; `**` or a variable means the names cannot be known."""
    found = {u.key: u.params for u in source_usages(SOURCE, "m.py") if not u.pattern}
    assert found["menu.version"] == {"version"}
    assert found["a.b"] == frozenset()
    assert found["problem.bad_setting"] == {"file", "name"}
    assert found["problem.locale_file"] is None
    assert found["holi.illegal.x"] is None


def test_an_f_string_key_becomes_a_pattern() -> None:
    """Each `{…}` of an f-string key stands for any text; the f-string is kept to show."""
    [usage] = [u for u in source_usages(SOURCE, "m.py") if u.pattern]
    assert usage.source == "f'setup.ai_level.{level}'"
    assert usage.covers("setup.ai_level.hard") and not usage.covers("setup.ai_level")
    assert usage.params == {"count"} and usage.where == "m.py:5"


def test_other_literals_shaped_like_keys_are_lookups_of_unknown_values() -> None:
    """A key in a list of buttons is not a lookup, but must exist; a file name need not."""
    literals = {u.key: u for u in source_usages(SOURCE, "m.py") if not u.lookup}
    assert literals["menu.quit"].required and literals["menu.quit"].params is None
    assert not literals["settings.toml"].required
    assert "menu.version" not in literals  # counted once, as the lookup it is


def test_tags_of_the_engines_need_no_text() -> None:
    """Action and event tags in the games' engines have a key's shape but no text."""
    [usage] = source_usages('TAG = "holi.pawn_moved"\n', "favelas_app/games/holi/events.py")
    assert usage == Usage("holi.pawn_moved", usage.where, "holi.pawn_moved", lookup=False,
                          required=False)  # fmt: skip


def test_the_package_is_read_whole() -> None:
    """Hundreds of lookups across the interface, the terminal and the engines."""
    usages = package_usages()
    assert sum(u.lookup for u in usages) > 300
    assert any(u.where.startswith("favelas_app/games/holi/describe.py") for u in usages)
    assert not any("builtin_english" in u.where for u in usages)

"""The English built into the program: the last words the app has before showing keys."""

from __future__ import annotations

from pathlib import Path

from favelas_app.core.builtin_english import BUILTIN_ENGLISH
from favelas_app.core.i18n import Catalog, load_messages
from favelas_app.core.resources import locales_dir


def test_every_built_in_text_equals_its_value_in_en_toml() -> None:
    """The built-in texts cannot drift from English: each is the same as in en.toml."""
    english = load_messages(locales_dir() / "en.toml").messages
    assert {key: english.get(key) for key in BUILTIN_ENGLISH} == BUILTIN_ENGLISH


def test_without_en_toml_the_problem_dialog_and_main_menu_speak_english(tmp_path: Path) -> None:
    """No locale file at all: the start-up problem, its dialog and the main menu's buttons
    are still plain English, not keys."""
    catalog = Catalog("de", tmp_path)
    problems = "\n".join(notice.text(catalog) for notice in catalog.problems)
    assert problems.startswith("A language file could not be read, so its texts are shown")
    assert catalog.text("menu.problems_title") == "Some files could not be read"
    assert catalog.text("dialog.ok") == "OK"
    menu = ("new_game", "continue", "load", "settings", "rules", "quit")
    assert [catalog.text(f"menu.{key}") for key in menu] == [
        "New game", "Continue", "Load game", "Settings", "Rules", "Quit"
    ]  # fmt: skip

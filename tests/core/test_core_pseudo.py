"""The pseudo-locale: accented, 40% longer, bracketed English that keeps its placeholders."""

from __future__ import annotations

from favelas_app.core.i18n import Catalog
from favelas_app.core.pseudo import PSEUDO_LANGUAGE, pseudo_messages, pseudo_text


def test_pseudo_text_is_accented_longer_and_bracketed() -> None:
    """Every letter that has an accented look-alike gets it, the text grows by at least 40%
    and brackets show where a widget cuts it off."""
    text = pseudo_text("Undo the last step")
    assert text.startswith("[") and text.endswith("]")
    assert "Ûñđö" in text and "ţĥé" in text
    assert len(text) >= 1.4 * len("Undo the last step")


def test_placeholders_and_braces_stay_as_they_are() -> None:
    """Named placeholders are filled by the app, so they must come through untouched."""
    text = pseudo_text("{player} scores {count} points {{literally}}")
    assert "{player}" in text and "{count}" in text and "{{" in text and "}}" in text


def test_plural_tables_stay_plural_tables() -> None:
    """Each plural form is made pseudo on its own, so counts still pick a form."""
    messages = pseudo_messages({"points": {"one": "{count} point", "other": "{count} points"}})
    assert set(messages["points"]) == {"one", "other"}


def test_the_catalog_speaks_the_pseudo_locale_with_no_file() -> None:
    """ "qps" needs no locale file: every English message is made pseudo when loaded."""
    catalog = Catalog(PSEUDO_LANGUAGE)
    assert catalog.problems == []
    assert catalog.text("favelas.text.points", count=3) == pseudo_text("{count} points").replace(
        "{count}", "3"
    )

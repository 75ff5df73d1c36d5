"""The bundled fonts draw every character the app can show: every message of every locale
file, the pseudo-locale's accents, and the symbols written into the interface's code."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import favelas_app.ui
from favelas_app.core.font_cmap import missing_characters
from favelas_app.core.i18n import available_languages, load_messages
from favelas_app.core.pseudo import pseudo_messages
from favelas_app.core.resources import fonts_dir, locales_dir

FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")


def _message_text(messages: dict) -> str:
    return "".join(m if isinstance(m, str) else "".join(m.values()) for m in messages.values())


def _interface_literals() -> str:
    """Every string constant in the interface's source: labels drawn without a key."""
    root = Path(favelas_app.ui.__file__).parent
    chars = []
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                chars.append(node.value)
    return "".join(chars)


def _shown_text() -> dict[str, str]:
    english = load_messages(locales_dir() / "en.toml").messages
    shown = {"ui source": _interface_literals(), "pseudo": _message_text(pseudo_messages(english))}
    for language in available_languages():
        messages, error, rejected = load_messages(locales_dir() / f"{language}.toml")
        assert error is None and not rejected, error or rejected
        shown[f"{language}.toml"] = _message_text(messages)
    return shown


@pytest.mark.parametrize("font", FONTS)
def test_every_character_shown_has_a_glyph(font: str) -> None:
    """No message in any language falls back to the font's empty box."""
    for source, text in _shown_text().items():
        assert missing_characters(fonts_dir() / font, text) == [], f"{font} lacks some of {source}"


def test_the_fonts_licence_is_bundled_beside_them() -> None:
    """DejaVu's licence travels with the fonts (and so into the standalone builds)."""
    licence = fonts_dir() / "DejaVu-LICENSE.txt"
    assert "Bitstream Vera" in licence.read_text(encoding="utf-8")

"""Reading a font's character map: what it draws, what it does not, and bad files."""

from __future__ import annotations

from pathlib import Path

import pytest

from favelas_app.core.font_cmap import FontError, character_map, missing_characters
from favelas_app.core.resources import fonts_dir

SANS = fonts_dir() / "DejaVuSans.ttf"


def test_the_map_has_latin_and_gives_distinct_glyphs() -> None:
    """Letters map to real, distinct glyphs; the map is large (DejaVu Sans has thousands)."""
    cmap = character_map(SANS)
    assert len(cmap) > 3000
    assert cmap[ord("A")] != cmap[ord("B")] and cmap[ord("é")] not in (0, cmap[ord("e")])


def test_characters_outside_the_font_are_named() -> None:
    """A CJK ideograph is not in DejaVu Sans; accented Latin, arrows and symbols are."""
    assert missing_characters(SANS, "Größe ◀ ▶ ☁ 漢字") == ["字", "漢"]


def test_a_file_that_is_not_a_font_is_refused(tmp_path: Path) -> None:
    """A broken font file raises FontError naming the file, never a bare struct error."""
    bad = tmp_path / "broken.ttf"
    bad.write_bytes(b"\x00\x01\x00\x00" + b"\x00" * 8)
    with pytest.raises(FontError, match=r"broken\.ttf"):
        character_map(bad)

"""Text from outside (save files, file names, locales, typing) made safe to hand to a font.

pygame's fonts refuse a NUL and lone surrogates (which Python lets into a str from JSON's
"\\ud800" or from undecodable file names), draw other control characters as boxes or line
breaks, and slow down and at last crash on a huge text. `printable` maps any str to text a
font draws like ordinary text; ordinary text comes back unchanged. Every font the UI gets
from theme.Fonts is a `SafeFont`, whose `render` and `size` go through `printable`.
"""

from __future__ import annotations

import re

import pygame

# Characters in one line: the 1280-px canvas holds 320 of DejaVu's narrowest ASCII glyphs
# at the smallest UI scale.
MAX_LINE = 500
# Characters of a text wrapped into lines: six times the longest text in the locales.
MAX_BLOCK = 4000

REPLACEMENT = "\ufffd"
# Control characters (C0, DEL, C1) and lone surrogates; for a block, all but the newline.
_LINE_UNSAFE = re.compile(r"[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
_BLOCK_UNSAFE = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f\ud800-\udfff]")


def _replace(match: re.Match[str]) -> str:
    """A lone surrogate becomes U+FFFD, a blank control a space; other controls go."""
    char = match.group()
    if 0xD800 <= ord(char) <= 0xDFFF:
        return REPLACEMENT
    return " " if char.isspace() else ""


def printable(text: str, multiline: bool = False) -> str:
    """`text` cut to MAX_LINE characters, without control characters or lone surrogates.

    `multiline` keeps newlines and allows MAX_BLOCK characters (for text to be wrapped).
    """
    text = text[: MAX_BLOCK if multiline else MAX_LINE]
    if text.isprintable():
        return text
    return (_BLOCK_UNSAFE if multiline else _LINE_UNSAFE).sub(_replace, text)


class SafeFont(pygame.font.Font):
    """A font that renders and measures any str as `printable` makes it: one line."""

    def render(
        self,
        text: str,
        antialias: bool,
        color: pygame.typing.ColorLike,
        bgcolor: pygame.typing.ColorLike | None = None,
        wraplength: int = 0,
    ) -> pygame.Surface:
        return super().render(printable(text), antialias, color, bgcolor, wraplength)

    def size(self, text: str) -> tuple[int, int]:
        return super().size(printable(text))

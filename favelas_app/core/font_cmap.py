"""Which characters a TrueType font has glyphs for, read from its 'cmap' table.

Rendering cannot tell: a missing character still renders, as the font's empty box. The
character map can, so the tests use it to prove the bundled fonts cover every language.
"""

from __future__ import annotations

import struct
from pathlib import Path


class FontError(ValueError):
    """The file is not a TrueType font with a Unicode character map we can read."""


def _tables(data: bytes) -> dict[bytes, tuple[int, int]]:
    (count,) = struct.unpack_from(">H", data, 4)
    tables = {}
    for i in range(count):
        tag, _, offset, length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        tables[tag] = (offset, length)
    return tables


def _format4(data: bytes, at: int) -> dict[int, int]:
    (segments,) = struct.unpack_from(">H", data, at + 6)
    segments //= 2
    ends = struct.unpack_from(f">{segments}H", data, at + 14)
    starts_at = at + 16 + 2 * segments
    starts = struct.unpack_from(f">{segments}H", data, starts_at)
    deltas = struct.unpack_from(f">{segments}h", data, starts_at + 2 * segments)
    range_at = starts_at + 4 * segments
    ranges = struct.unpack_from(f">{segments}H", data, range_at)
    glyphs = {}
    for i, (start, end, delta, offset) in enumerate(zip(starts, ends, deltas, ranges, strict=True)):
        for code in range(start, end + 1):
            if code == 0xFFFF:
                continue
            if offset == 0:
                glyph = (code + delta) & 0xFFFF
            else:
                where = range_at + 2 * i + offset + 2 * (code - start)
                (glyph,) = struct.unpack_from(">H", data, where)
                glyph = (glyph + delta) & 0xFFFF if glyph else 0
            if glyph:
                glyphs[code] = glyph
    return glyphs


def _format12(data: bytes, at: int) -> dict[int, int]:
    (groups,) = struct.unpack_from(">I", data, at + 12)
    glyphs = {}
    for i in range(groups):
        start, end, first = struct.unpack_from(">III", data, at + 16 + 12 * i)
        for code in range(start, end + 1):
            glyphs[code] = first + code - start
    return glyphs


def character_map(path: Path) -> dict[int, int]:
    """Code point → glyph index for every character the font at `path` draws."""
    data = path.read_bytes()
    try:
        offset, _ = _tables(data)[b"cmap"]
        (count,) = struct.unpack_from(">H", data, offset + 2)
        subtables = [struct.unpack_from(">HHI", data, offset + 4 + 8 * i) for i in range(count)]
    except (KeyError, struct.error) as exc:
        raise FontError(f"{path.name}: no character map") from exc
    best: dict[int, int] = {}
    for platform, encoding, sub in subtables:
        if (platform, encoding) not in ((3, 1), (3, 10), (0, 3), (0, 4)):
            continue
        at = offset + sub
        (fmt,) = struct.unpack_from(">H", data, at)
        if fmt == 4:
            best = {**_format4(data, at), **best}
        elif fmt == 12:
            best = {**best, **_format12(data, at)}
    if not best:
        raise FontError(f"{path.name}: no Unicode character map")
    return best


def missing_characters(path: Path, text: str) -> list[str]:
    """The characters of `text` the font cannot draw (spacing and control characters aside)."""
    drawn = character_map(path)
    return sorted({c for c in text if c not in "\n\r\t" and ord(c) not in drawn})

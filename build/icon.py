"""Writes the app's icon files, drawn by favelas_app.ui.icon, for the packages of each OS.

    python build/icon.py OUTDIR

OUTDIR gets:
  favelas-16.png ... favelas-512.png   the Linux hicolor sizes (and any other use)
  favelas.ico                          Windows: PNG-compressed images of 16 to 256 px
  favelas.iconset/                     macOS: turn it into favelas.icns with
                                       `iconutil -c icns OUTDIR/favelas.iconset`

Needs no display: SDL's dummy video driver is chosen before pygame loads.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# The file names `iconutil` expects in an .iconset: points, then @2x for twice the pixels.
ICONSET: dict[str, int] = {
    f"icon_{points}x{points}{suffix}.png": points * factor
    for points in (16, 32, 128, 256, 512)
    for suffix, factor in (("", 1), ("@2x", 2))
}


def ico_bytes(images: list[tuple[int, bytes]]) -> bytes:
    """A Windows .ico holding PNG-compressed `(size, png)` images (Windows Vista and later
    read PNG entries). Layout: ICONDIR (reserved 0, type 1 = icon, count), one 16-byte
    ICONDIRENTRY per image (width and height, 0 meaning 256; colour count 0; reserved 0;
    planes 1; 32 bits per pixel; data length; data offset), then the images' data."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = [], []
    for size, png in images:
        if not 1 <= size <= 256:
            raise ValueError(f"an .ico image is 1 to 256 pixels wide, not {size}")
        side = 0 if size == 256 else size
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset))
        blobs.append(png)
        offset += len(png)
    return header + b"".join(entries) + b"".join(blobs)


def write_icons(outdir: Path) -> list[Path]:
    """Writes every icon file into `outdir` (created if need be); returns their paths."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))  # the source tree, when the project is not installed
    import pygame

    from favelas_app.ui.icon import draw_icon

    outdir.mkdir(parents=True, exist_ok=True)
    iconset = outdir / "favelas.iconset"
    iconset.mkdir(exist_ok=True)
    written: list[Path] = []
    pngs: dict[int, bytes] = {}
    for size in sorted({*PNG_SIZES, *ICO_SIZES, *ICONSET.values()}):
        path = outdir / f"favelas-{size}.png"
        pygame.image.save(draw_icon(size), path)
        pngs[size] = path.read_bytes()
        if size in PNG_SIZES:
            written.append(path)
        else:
            path.unlink()  # drawn only for the .iconset
    for name, size in ICONSET.items():
        path = iconset / name
        path.write_bytes(pngs[size])
        written.append(path)
    ico = outdir / "favelas.ico"
    ico.write_bytes(ico_bytes([(size, pngs[size]) for size in ICO_SIZES]))
    written.append(ico)
    return written


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1 or args[0].startswith("-"):
        print("usage: python build/icon.py OUTDIR", file=sys.stderr)
        return 2
    written = write_icons(Path(args[0]))
    print(f"wrote {len(written)} icon files to {args[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

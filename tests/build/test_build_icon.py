"""build/icon.py: every PNG size, a Windows .ico that parses back, and a macOS .iconset."""

from __future__ import annotations

import importlib.util
import struct
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "build" / "icon.py"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk (which always comes first)."""
    assert data[:8] == PNG_SIGNATURE
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


@pytest.fixture(scope="module")
def build_icon() -> ModuleType:
    """build/icon.py imported from its path (build/ is not a package)."""
    spec = importlib.util.spec_from_file_location("favelas_build_icon", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def icons(build_icon: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The icon files written once by the script's main(), as `python build/icon.py OUT`."""
    out = tmp_path_factory.mktemp("icons")
    assert build_icon.main([str(out)]) == 0
    return out


def test_writes_every_png_size(icons: Path) -> None:
    """favelas-N.png exists for each size the Linux package installs, N x N pixels."""
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        assert png_size((icons / f"favelas-{size}.png").read_bytes()) == (size, size)
    assert sorted(path.name for path in icons.glob("*.png")) == sorted(
        f"favelas-{size}.png" for size in (16, 24, 32, 48, 64, 128, 256, 512)
    )


def test_ico_header_and_directory_parse_back(icons: Path) -> None:
    """favelas.ico: ICONDIR says icon type and 7 images; each 16-byte entry gives the size
    (0 for 256), 32 bits per pixel, and a length and offset at which a PNG of that size
    lies; the images follow the directory back to back and end the file."""
    data = (icons / "favelas.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind, count) == (0, 1, 7)
    expected_offset = 6 + 16 * count
    sizes = []
    for i in range(count):
        width, height, colours, zero, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * i
        )
        size = width or 256
        assert (height or 256) == size
        assert (colours, zero, planes, bits) == (0, 0, 1, 32)
        assert offset == expected_offset
        image = data[offset : offset + length]
        assert image[:8] == PNG_SIGNATURE
        assert png_size(image) == (size, size)
        assert image == (icons / f"favelas-{size}.png").read_bytes()
        sizes.append(size)
        expected_offset += length
    assert sizes == [16, 24, 32, 48, 64, 128, 256]
    assert expected_offset == len(data)


def test_iconset_has_the_names_iconutil_expects(icons: Path) -> None:
    """favelas.iconset holds icon_NxN[@2x].png for 16, 32, 128, 256 and 512 points, each
    at its pixel size (twice the points for @2x), and nothing else."""
    iconset = icons / "favelas.iconset"
    expected = {}
    for points in (16, 32, 128, 256, 512):
        expected[f"icon_{points}x{points}.png"] = points
        expected[f"icon_{points}x{points}@2x.png"] = points * 2
    assert sorted(path.name for path in iconset.iterdir()) == sorted(expected)
    for name, pixels in expected.items():
        assert png_size((iconset / name).read_bytes()) == (pixels, pixels)


def test_ico_bytes_refuses_images_over_256(build_icon: ModuleType) -> None:
    """An .ico directory entry cannot say a size above 256 pixels."""
    with pytest.raises(ValueError):
        build_icon.ico_bytes([(512, PNG_SIGNATURE)])


def test_usage_without_an_outdir(build_icon: ModuleType) -> None:
    """Without exactly one OUTDIR the script prints its usage and exits 2."""
    assert build_icon.main([]) == 2

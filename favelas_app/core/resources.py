"""Where the app's read-only data lives: the source tree, or the PyInstaller bundle.

Every asset and locale path goes through here, so a frozen build never looks for a file
that exists only in the source tree.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def is_frozen() -> bool:
    """True inside a PyInstaller build."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def data_root() -> Path:
    """The folder holding `assets/` and `locales/`: the bundle, or the project folder."""
    if is_frozen():
        return Path(sys._MEIPASS)  # type: ignore[attr-defined]
    return Path(__file__).resolve().parents[2]


def assets_dir() -> Path:
    return data_root() / "assets"


def locales_dir() -> Path:
    """The locale files: FAVELAS_LOCALES if set (a translator's working copy), else ours."""
    override = os.environ.get("FAVELAS_LOCALES")
    return Path(override) if override else data_root() / "locales"


def fonts_dir() -> Path:
    return assets_dir() / "fonts"

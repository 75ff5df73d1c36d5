"""What every PyInstaller build of ours leaves out, shared by installer.spec and the baseline
app's spec so both are frozen the same way (see build/baseline/)."""

from __future__ import annotations

import sys
import sysconfig
from importlib import metadata
from pathlib import Path

# Standard-library and third-party modules the app never imports at run time.
EXCLUDES = [
    "tkinter",
    "_tkinter",
    "unittest",
    "pydoc",
    "doctest",
    "lib2to3",
    "distutils",
    "setuptools",
    "pkg_resources",
    "pip",
    "sqlite3",
    "curses",
    "xmlrpc",
    "http",
    "email",
    "ftplib",
    "numpy",
    "PIL",
    "pygame.tests",
    "pygame.examples",
    "pygame.docs",
    "pygame._camera_opencv",
    "pygame.__pyinstaller",
    "pygame.__briefcase",
    "ssl",
    "_ssl",
    "_hashlib",  # OpenSSL (4.6 MB): hashlib falls back to its built-in algorithms
    "_decimal",
    "decimal",
    "_codecs_cn",
    "_codecs_hk",
    "_codecs_jp",
    "_codecs_kr",
    "_codecs_tw",
    "_codecs_iso2022",
    "pytest",
    "hypothesis",
    "_pytest",
]

# Data files of packages that a player never needs (documentation, examples, test data).
_UNUSED_DATA = ("pygame/docs/", "pygame/examples/", "pygame/tests/", "pymunk/examples/")

# Strip symbols from shared libraries where the platform has `strip`.
STRIP = sys.platform.startswith("linux")


def trimmed(toc: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """A PyInstaller TOC without the entries under the unused data folders."""
    return [entry for entry in toc if not entry[0].replace("\\", "/").startswith(_UNUSED_DATA)]


# Bundled distributions whose licence texts ship with the app, in licenses/<name>/.
_LICENSED = ("pygame-ce", "pymunk", "cffi", "platformdirs")
# pygame-ce's wheel names its licence (LGPL 2.1) without carrying the text; Debian has it.
_LGPL = Path("/usr/share/common-licenses/LGPL-2.1")


def licence_files() -> list[tuple[str, str]]:
    """(file, bundle folder) for the licence of Python and of every bundled distribution."""
    found = [(str(Path(sysconfig.get_path("stdlib")) / "LICENSE.txt"), "licenses/python")]
    for name in _LICENSED:
        dist = metadata.distribution(name)
        for file in dist.files or ():
            if any(word in file.name.upper() for word in ("LICEN", "COPYING")):
                found.append((str(dist.locate_file(file)), f"licenses/{name}"))
    if _LGPL.exists():
        found.append((str(_LGPL), "licenses/pygame-ce"))
    return [(source, folder) for source, folder in found if Path(source).is_file()]

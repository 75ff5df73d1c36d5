"""Shared by the command-line tests: running `favelas` in-process and checking that what it
prints is finished words."""

from __future__ import annotations

import io
import re

from favelas_app.cli.main import main

PLACEHOLDER = re.compile(r"(?<!\{)\{[A-Za-z_][A-Za-z0-9_]*\}")


def run(*argv: str) -> tuple[int, str]:
    """The exit code and the printed text of `favelas ARGV`."""
    out = io.StringIO()
    code = main(list(argv), out)
    return code, out.getvalue()


def assert_words(text: str, game: str) -> None:
    """No locale key of `game` and no unfilled {placeholder} shows in the output."""
    raw_key = re.compile(rf"\b{game}\.[a-z_]+\.[a-z0-9_.]+")
    assert not raw_key.search(text), raw_key.search(text)
    assert not PLACEHOLDER.search(text), PLACEHOLDER.search(text)

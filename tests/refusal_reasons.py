"""Shared by the tests that every refusal has words: the refusal keys an engine's source
raises, read from the source itself so that a new key without text fails a test."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable
from pathlib import Path


def raised_refusals(path: Path) -> list[tuple[str, set[str]]]:
    """Each `IllegalAction(reason, **params)` in the file at `path`: the reason and the
    parameters it is raised with there."""
    return [
        (node.args[0].value, {kw.arg for kw in node.keywords if kw.arg})
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Call)
        and getattr(node.func, "id", None) == "IllegalAction"
        and node.args
        and isinstance(node.args[0], ast.Constant)
    ]


def refusal_reasons(paths: Iterable[Path], prefix: str) -> dict[str, set[str]]:
    """Every refusal key starting with `prefix` ("holi.illegal.") written in the files at
    `paths` (also keys raised through a variable), with every parameter it is raised with."""
    reasons: dict[str, set[str]] = {}
    for path in paths:
        for key in re.findall(rf'"({re.escape(prefix)}[a-z_]+)"', path.read_text(encoding="utf-8")):
            reasons.setdefault(key, set())
        for reason, params in raised_refusals(path):
            reasons.setdefault(reason, set()).update(params)
    return reasons

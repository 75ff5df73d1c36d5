"""The message keys the program's source looks up, and the placeholders it passes: read with
`ast`, so that `favelas i18n check` holds en.toml to the code.

Found: `text("key", name=…)` (any `.text(…)`), `Notice("key", {"name": …})` and
`IllegalAction("key", name=…)` with a literal key, whose keyword names are the placeholders
that message may use; the same calls with an f-string key (`f"setup.ai_level.{level}"`),
which become a pattern that some key must match; and every other string literal shaped like
a key (`"menu.new_game"` in a list of buttons), looked up with values that cannot be known.
Such a literal must exist too if it starts with a section of the file, except in the games'
engines, whose action and event tags have the same shape, and a file name. A key built in
a way this cannot follow is caught when every screen is drawn (ui/fit_check.py).
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

import favelas_app

_KEY = re.compile(r"[a-z][a-z0-9_]*(\.[a-z0-9_]+)+")
_LOOKUPS = {"text": "keywords", "IllegalAction": "keywords", "Notice": "dict"}
_FILE_SUFFIXES = frozenset({"toml", "json", "png", "py", "txt"})
_GAMES = "favelas_app/games/"  # the engines: action and event tags look like keys
_DATA = "builtin_english.py"  # the built-in messages themselves: data, not lookups


@dataclass(frozen=True)
class Usage:
    """One place the source names a key: `key` is the literal, or a regular expression when
    `pattern` (`source` is then the f-string as written); `params` the placeholder names
    passed, or None when they cannot be known."""

    key: str
    where: str
    source: str = ""
    pattern: bool = False
    params: frozenset[str] | None = None
    lookup: bool = True  # a call that looks the key up; else a literal shaped like a key
    required: bool = True  # the key must exist; else it may be a tag of the same shape

    def covers(self, key: str) -> bool:
        return re.fullmatch(self.key, key) is not None if self.pattern else key == self.key


def package_usages(root: Path | None = None) -> list[Usage]:
    """Every usage in the package's source files (none in a frozen build without them)."""
    root = root or Path(favelas_app.__file__).parent
    usages: list[Usage] = []
    for path in sorted(root.rglob("*.py")):
        if path.name == _DATA:
            continue
        where = path.relative_to(root.parent).as_posix()
        usages.extend(source_usages(path.read_text(encoding="utf-8"), where))
    return usages


def source_usages(source: str, where: str) -> list[Usage]:
    """The usages in one module's `source`; `where` names it in each."""
    usages: list[Usage] = []
    looked_up: set[int] = set()  # the key nodes of calls, not counted again as literals
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and node.args and _name(node.func) in _LOOKUPS:
            usage = _call_usage(node, f"{where}:{node.lineno}")
            if usage is not None:
                usages.append(usage)
                looked_up.add(id(node.args[0]))
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in looked_up
            and _KEY.fullmatch(node.value)
        ):
            tag = where.startswith(_GAMES) or node.value.rsplit(".")[-1] in _FILE_SUFFIXES
            at = f"{where}:{node.lineno}"
            usages.append(Usage(node.value, at, node.value, lookup=False, required=not tag))
    return usages


def _name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else None


def _call_usage(node: ast.Call, where: str) -> Usage | None:
    first = node.args[0]
    if isinstance(first, ast.Constant) and isinstance(first.value, str):
        key, pattern = first.value, False
    elif isinstance(first, ast.JoinedStr):
        key, pattern = _pattern(first), True
    else:
        return None
    params = _params(node, _LOOKUPS[_name(node.func) or ""])
    return Usage(key, where, ast.unparse(first), pattern, params)


def _pattern(node: ast.JoinedStr) -> str:
    """An f-string key as a regular expression: each `{…}` stands for one or more characters."""
    return "".join(
        re.escape(part.value) if isinstance(part, ast.Constant) else ".+" for part in node.values
    )


def _params(node: ast.Call, style: str) -> frozenset[str] | None:
    """The placeholder names a call passes: its keywords, or the keys of a dict literal
    (a Notice); None if some are passed as `**mapping` or a variable."""
    if style == "keywords":
        names = [keyword.arg for keyword in node.keywords]
        return None if None in names else frozenset(name for name in names if name)
    if len(node.args) < 2:
        return frozenset()
    values = node.args[1]
    if not isinstance(values, ast.Dict) or not all(
        isinstance(k, ast.Constant) and isinstance(k.value, str) for k in values.keys
    ):
        return None
    return frozenset(k.value for k in values.keys if isinstance(k, ast.Constant))

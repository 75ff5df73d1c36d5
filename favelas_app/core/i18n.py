"""Translated text by stable key, from `locales/<lang>.toml`.

Fallback chain: the chosen language, then English, then the key itself, so a missing or
broken locale file never stops the app. Placeholders are named (`{player}`) and filled by
a formatter that allows nothing but a plain name: no attribute or index access. A message
may be a plural table in the go-i18n style (`one = …`, `other = …`), chosen by `count`.
"""

from __future__ import annotations

import json
import re
import zlib
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from favelas_app.core.paths import cache_dir, write_atomically
from favelas_app.core.pseudo import PSEUDO_LANGUAGE, pseudo_messages
from favelas_app.core.resources import locales_dir

BASE_LANGUAGE = "en"
PLURAL_FORMS = frozenset({"zero", "one", "two", "few", "many", "other"})
_PLACEHOLDER = re.compile(r"\{\{|\}\}|\{([A-Za-z_][A-Za-z0-9_]*)\}")


def flatten(table: Mapping[str, Any], prefix: str = "") -> dict[str, str | dict[str, str]]:
    """Dotted keys for nested TOML tables; a table of plural forms stays one message."""
    messages: dict[str, str | dict[str, str]] = {}
    for key, value in table.items():
        name = f"{prefix}{key}"
        if isinstance(value, str):
            messages[name] = value
        elif isinstance(value, dict) and _is_plural(value):
            messages[name] = {form: text for form, text in value.items() if form in PLURAL_FORMS}
        elif isinstance(value, dict):
            messages.update(flatten(value, f"{name}."))
    return messages


def available_languages(folder: Path | None = None) -> tuple[str, ...]:
    """The languages that have a locale file, English first."""
    folder = folder or locales_dir()
    codes = sorted(path.stem for path in folder.glob("*.toml") if len(path.stem) == 2)
    return tuple(sorted(codes, key=lambda code: code != BASE_LANGUAGE))


def _is_plural(table: Mapping[str, Any]) -> bool:
    forms = set(table) - {"description"}
    return (
        "other" in forms
        and forms <= PLURAL_FORMS
        and all(isinstance(v, str) for v in table.values())
    )


Messages = dict[str, str | dict[str, str]]


def load_messages(path: Path) -> tuple[Messages, str | None]:
    """The messages of one locale file, and an error text if it could not be read.

    A parsed file is kept as JSON in the cache folder under its checksum, so later starts
    skip the TOML parser (start-up time); an edited file has a new checksum and is parsed
    again, and a missing, broken or unwritable cache only costs the parse.
    """
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return {}, f"{path.name}: no such file"
    except OSError as exc:
        return {}, f"{path.name}: {exc}"
    cache = cache_dir() / "locales" / f"{path.stem}-{zlib.crc32(raw):08x}-{len(raw)}.json"
    cached = _read_cache(cache)
    if cached is not None:
        return cached, None
    import tomllib  # only when parsing: the import alone costs start-up time

    try:
        messages = flatten(tomllib.loads(raw.decode("utf-8")))
    except (ValueError, RecursionError) as exc:  # TOMLDecodeError, UnicodeDecodeError
        return {}, f"{path.name}: {exc}"
    _write_cache(cache, messages)
    return messages, None


def _read_cache(cache: Path) -> Messages | None:
    try:
        data = json.loads(cache.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or not all(
        isinstance(v, str) or (isinstance(v, dict) and all(isinstance(f, str) for f in v.values()))
        for v in data.values()
    ):
        return None
    return data


def _write_cache(cache: Path, messages: Messages) -> None:
    try:
        for old in cache.parent.glob(f"{cache.name.rsplit('-', 2)[0]}-*.json"):
            old.unlink(missing_ok=True)
        write_atomically(cache, json.dumps(messages, ensure_ascii=False))
    except OSError:
        pass  # a read-only or full cache folder: the next start parses again


# The CLDR cardinal plural categories each shipped language uses for whole numbers.
PLURAL_CATEGORIES: dict[str, tuple[str, ...]] = {
    "en": ("one", "other"),
    "de": ("one", "other"),
    "nl": ("one", "other"),
    "fr": ("one", "many", "other"),
    "pt": ("one", "many", "other"),
}


def plural_form(language: str, count: int) -> str:
    """The CLDR plural category of a whole number in the languages we ship.

    French and Portuguese: 0 and 1 are "one", whole millions are "many"; the others:
    1 is "one". Everything else is "other".
    """
    if language in ("fr", "pt"):
        if count in (0, 1):
            return "one"
        return "many" if count % 1_000_000 == 0 else "other"
    return "one" if count == 1 else "other"


def safe_format(template: str, params: Mapping[str, Any]) -> str:
    """Fills `{name}` placeholders; unknown names stay visible, `{{`/`}}` are braces."""

    def fill(match: re.Match[str]) -> str:
        name = match.group(1)
        if name is None:
            return match.group(0)[0]
        return str(params[name]) if name in params else match.group(0)

    return _PLACEHOLDER.sub(fill, template)


class Catalog:
    """The messages of one language over English, looked up by key.

    `on_lookup`, if set, hears every lookup as (key, text): the text-fit check uses it to
    name the key of a text that does not fit.
    """

    def __init__(
        self,
        language: str = BASE_LANGUAGE,
        folder: Path | None = None,
        on_lookup: Callable[[str, str], None] | None = None,
    ) -> None:
        folder = folder or locales_dir()
        self.language = language
        self.on_lookup = on_lookup
        self.errors: list[str] = []
        base, error = load_messages(folder / f"{BASE_LANGUAGE}.toml")
        if error:
            self.errors.append(error)
        own: dict[str, str | dict[str, str]] = {}
        if language == PSEUDO_LANGUAGE:
            own = pseudo_messages(base)
        elif language != BASE_LANGUAGE:
            own, error = load_messages(folder / f"{language}.toml")
            if error:
                self.errors.append(error)
        self._chain = (own, base)

    def __contains__(self, key: str) -> bool:
        return any(key in messages for messages in self._chain)

    def text(self, key: str, **params: Any) -> str:
        """The message for `key` in this language, else English, else the key itself."""
        result = self._text(key, params)
        if self.on_lookup is not None:
            self.on_lookup(key, result)
        return result

    def _text(self, key: str, params: dict[str, Any]) -> str:
        for messages, language in zip(self._chain, (self.language, BASE_LANGUAGE), strict=True):
            message = messages.get(key)
            if isinstance(message, dict):
                count = params.get("count", 0)
                form = plural_form(language, count if isinstance(count, int) else 0)
                message = message.get(form, message.get("other"))
            if isinstance(message, str):
                return safe_format(message, params)
        return key

"""Translated text by stable key, from `locales/<lang>.toml`.

Fallback chain: the chosen language, then English, then the few English messages built into
the program (core/builtin_english.py), then the key itself, so a missing or broken locale
file never stops the app. Placeholders are named (`{player}`) and filled by a formatter that
allows nothing but a plain name: no attribute or index access. A message may be a plural
table in the go-i18n style (`one = …`, `other = …`), chosen by `count`.

Locale files are read bounded (core/files.py), and a message that could not be drawn safely
(a control character, a lone surrogate, too long) or is no message at all (a number, a
plural table without `other`) is left out and named, never used.
"""

from __future__ import annotations

import json
import os
import re
import zlib
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, NamedTuple

from favelas_app.core.builtin_english import BUILTIN_ENGLISH
from favelas_app.core.files import FileRefused, read_bounded
from favelas_app.core.notice import Notice, shown
from favelas_app.core.paths import cache_dir, write_atomically
from favelas_app.core.pseudo import PSEUDO_LANGUAGE, pseudo_messages
from favelas_app.core.resources import locales_dir

BASE_LANGUAGE = "en"
PLURAL_FORMS = frozenset({"zero", "one", "two", "few", "many", "other"})
LOCALE_FILE_LIMIT = 1 << 20  # bytes a locale file may hold; the shipped ones hold about 70 KB
CACHE_FILE_LIMIT = 2 * LOCALE_FILE_LIMIT  # bytes of a parsed file kept as JSON
MESSAGE_LIMIT = 2000  # characters a message may hold; the longest shipped one has about 600
LISTED_KEYS = 5  # keys of left-out messages named in the player's message
PSEUDO_VARIABLE = "FAVELAS_PSEUDO"  # "1" offers the pseudo-locale in the settings
_PLACEHOLDER = re.compile(r"\{\{|\}\}|\{([A-Za-z_][A-Za-z0-9_]*)\}")
_LANGUAGE_CODE = re.compile(r"[a-z]{2}")  # ISO 639-1: the name of a locale file
# Control characters but newline and tab, and lone surrogates: no font draws them.
_UNSAFE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")

Messages = dict[str, str | dict[str, str]]


class LocaleFile(NamedTuple):
    """One locale file: its usable messages; why it could not be read at all, if so (an
    English technical text); and each message left out, by key: (kind, detail) as
    message_problem gives them."""

    messages: Messages
    error: str | None
    rejected: dict[str, tuple[str, str]]


def is_language_code(code: str) -> bool:
    """True for a name a locale file may have: two lowercase letters."""
    return _LANGUAGE_CODE.fullmatch(code) is not None


def available_languages(folder: Path | None = None) -> tuple[str, ...]:
    """The languages that have a locale file, English first."""
    folder = folder or locales_dir()
    codes = sorted(path.stem for path in folder.glob("*.toml") if is_language_code(path.stem))
    return tuple(sorted(codes, key=lambda code: code != BASE_LANGUAGE))


def offered_languages() -> tuple[str, ...]:
    """The languages the app offers: every locale file, and the pseudo-locale when
    FAVELAS_PSEUDO=1 (for finding clipped or hard-coded text)."""
    pseudo = (PSEUDO_LANGUAGE,) if os.environ.get(PSEUDO_VARIABLE) == "1" else ()
    return available_languages() + pseudo


def unsafe_reason(text: str) -> str | None:
    """Why `text` must not be drawn (a control character other than newline and tab, a
    lone surrogate, more than MESSAGE_LIMIT characters), or None."""
    if len(text) > MESSAGE_LIMIT:
        return f"{len(text)} characters, over {MESSAGE_LIMIT}"
    found = _UNSAFE.search(text)
    if found:
        return f"character U+{ord(found.group()):04X} at {found.start()}"
    return None


def _is_plural(table: Mapping[str, Any]) -> bool:
    """A table whose keys are plural forms (and an optional description) is one message."""
    forms = set(table) - {"description"}
    return bool(forms) and forms <= PLURAL_FORMS


def message_problem(value: object) -> tuple[str, str] | None:
    """What keeps `value` from being a usable message, as (kind, detail), or None: kind
    "unsafe" for text that must not be drawn, "malformed" for a value that is no message.
    A message is safe text, or a plural table of safe texts that has `other`."""
    if isinstance(value, str):
        reason = unsafe_reason(value)
        return ("unsafe", reason) if reason else None
    if not isinstance(value, dict) or not _is_plural(value):
        return "malformed", f"not text but {type(value).__name__}"
    if "other" not in value:
        return "malformed", "a plural table without “other”"
    for form, text in value.items():
        if form in PLURAL_FORMS and not isinstance(text, str):
            return "malformed", f"plural form {form} is not text"
        if form in PLURAL_FORMS and (reason := unsafe_reason(text)):
            return "unsafe", f"{form}: {reason}"
    return None


def flatten(
    table: Mapping[str, Any], prefix: str = ""
) -> tuple[Messages, dict[str, tuple[str, str]]]:
    """Dotted keys for nested TOML tables (a table of plural forms stays one message); and
    each value that is no usable message, by key, with what is wrong (message_problem)."""
    messages: Messages = {}
    rejected: dict[str, tuple[str, str]] = {}
    for key, value in table.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict) and not _is_plural(value):
            inner, bad = flatten(value, f"{name}.")
            messages.update(inner)
            rejected.update(bad)
        elif problem := message_problem(value):
            rejected[name] = problem
        elif isinstance(value, dict):
            messages[name] = {form: text for form, text in value.items() if form in PLURAL_FORMS}
        else:
            messages[name] = value
    return messages, rejected


def load_messages(path: Path) -> LocaleFile:
    """The messages of one locale file, why it could not be read, and what was left out.

    A parsed file with nothing left out is kept as JSON in the cache folder under its
    checksum, so later starts skip the TOML parser (start-up time); an edited file has a new
    checksum and is parsed again, and a missing, broken or unwritable cache only costs the
    parse.
    """
    try:
        raw = read_bounded(path, LOCALE_FILE_LIMIT)
    except FileNotFoundError:
        return LocaleFile({}, f"{path.name}: no such file", {})
    except FileRefused as exc:
        return LocaleFile({}, str(exc), {})
    except (OSError, ValueError) as exc:
        return LocaleFile({}, f"{path.name}: {getattr(exc, 'strerror', None) or exc}", {})
    cache = cache_dir() / "locales" / f"{path.stem}-{zlib.crc32(raw):08x}-{len(raw)}.json"
    cached = _read_cache(cache)
    if cached is not None:
        return LocaleFile(cached, None, {})
    import tomllib  # only when parsing: the import alone costs start-up time

    try:
        messages, rejected = flatten(tomllib.loads(raw.decode("utf-8-sig")))
    except (ValueError, RecursionError) as exc:  # TOMLDecodeError, UnicodeDecodeError
        return LocaleFile({}, f"{path.name}: {shown(str(exc), MESSAGE_LIMIT)}", {})
    if not rejected:
        _write_cache(cache, messages)
    return LocaleFile(messages, None, rejected)


def _read_cache(cache: Path) -> Messages | None:
    """The cached messages, only if every one of them passes the checks a file's would."""
    try:
        data = json.loads(read_bounded(cache, CACHE_FILE_LIMIT).decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or any(
        message_problem(message) or (isinstance(message, dict) and "description" in message)
        for message in data.values()
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

    `problems` names, for the player, each locale file that could not be read and each
    message left out. `on_lookup`, if set, hears every lookup as (key, text): the text-fit
    check uses it to name the key of a text that does not fit.
    """

    def __init__(
        self,
        language: str = BASE_LANGUAGE,
        folder: Path | None = None,
        on_lookup: Callable[[str, str], None] | None = None,
    ) -> None:
        self.folder = folder or locales_dir()
        self.language = language
        self.on_lookup = on_lookup
        self.problems: list[Notice] = []
        base = self._load(BASE_LANGUAGE)
        own: Messages = {}
        if language == PSEUDO_LANGUAGE:
            own = pseudo_messages({**BUILTIN_ENGLISH, **base})
        elif not is_language_code(language):  # never a path from an unchecked name
            self.problems.append(Notice("problem.unknown_language", {"language": shown(language)}))
        elif language != BASE_LANGUAGE:
            own = self._load(language)
        self._chain = ((own, language), (base, BASE_LANGUAGE), (BUILTIN_ENGLISH, BASE_LANGUAGE))

    def _load(self, language: str) -> Messages:
        """The usable messages of `language`'s file; its problems go to `problems`."""
        loaded = load_messages(self.folder / f"{language}.toml")
        if loaded.error:
            self.problems.append(Notice("problem.locale_file", {"detail": loaded.error}))
        if loaded.rejected:
            keys = [shown(key) for key in loaded.rejected]
            listed = ", ".join(keys[:LISTED_KEYS]) + (", …" if len(keys) > LISTED_KEYS else "")
            params = {"file": f"{language}.toml", "count": len(keys), "keys": listed}
            self.problems.append(Notice("problem.locale_texts", params))
        return loaded.messages

    def __contains__(self, key: str) -> bool:
        return any(key in messages for messages, _ in self._chain)

    def text(self, key: str, **params: Any) -> str:
        """The message for `key` in this language, else English, else the key itself."""
        result = self._text(key, params)
        if self.on_lookup is not None:
            self.on_lookup(key, result)
        return result

    def _text(self, key: str, params: dict[str, Any]) -> str:
        for messages, language in self._chain:
            message = messages.get(key)
            if isinstance(message, dict):
                count = params.get("count", 0)
                form = plural_form(language, count if isinstance(count, int) else 0)
                message = message.get(form, message["other"])
            if isinstance(message, str):
                return safe_format(message, params)
        return key

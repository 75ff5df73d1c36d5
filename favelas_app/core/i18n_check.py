"""What a translator must fix in a locale file, found without running the app.

Each language is compared with English, the base: keys missing or extra, messages left in
English, placeholders that differ, plural tables without the language's CLDR forms, and
placeholders the safe formatter will not fill (attribute or index access, positions).
`favelas i18n check` adds the strings that do not fit their widget, found by drawing every
screen (ui/fit_check.py, measured by ui/text_fit.py).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from favelas_app.core import i18n
from favelas_app.core.i18n import (
    BASE_LANGUAGE,
    PLURAL_CATEGORIES,
    LocaleFile,
    Messages,
    available_languages,
    is_language_code,
    load_messages,
)
from favelas_app.core.i18n_usage import Usage

_NAMED = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)\}")
_ANY_FIELD = re.compile(r"(?<!\{)\{([^{}]*)\}")
_WORD = re.compile(r"[^\W\d_]{2,}")

# The kinds of problem, in report order, each with its locale-independent label.
KINDS = (
    "unreadable",
    "unsafe",
    "malformed",
    "missing",
    "extra",
    "untranslated",
    "placeholders",
    "bad_placeholder",
    "plural_forms",
    "raw_key",
    "unfilled",
    "too_wide",
)


@dataclass(frozen=True)
class Problem:
    """One thing to fix: its `kind` (one of KINDS), the message key and what is wrong."""

    language: str
    kind: str
    key: str
    detail: str = ""

    def line(self) -> str:
        return f"{self.language}: {self.kind}: {self.key}" + (
            f": {self.detail}" if self.detail else ""
        )


def _texts(message: str | dict[str, str]) -> list[str]:
    return [message] if isinstance(message, str) else list(message.values())


def _placeholders(message: str | dict[str, str]) -> set[str]:
    return {name for text in _texts(message) for name in _NAMED.findall(text)}


def _words(message: str | dict[str, str]) -> int:
    return max(len(_WORD.findall(_NAMED.sub("", text))) for text in _texts(message))


def check_messages(language: str, base: Messages, own: Messages) -> list[Problem]:
    """Every problem of `own` (the messages of `language`) against English `base`."""
    problems: list[Problem] = []
    forms = PLURAL_CATEGORIES.get(language, ("one", "other"))
    for key in base:
        if key not in own:
            problems.append(Problem(language, "missing", key))
    for key, message in own.items():
        if key not in base:
            problems.append(Problem(language, "extra", key))
            continue
        english = base[key]
        if language != BASE_LANGUAGE and message == english and _words(english) >= 2:
            problems.append(Problem(language, "untranslated", key))
        wanted, found = _placeholders(english), _placeholders(message)
        if wanted != found:
            detail = _difference(wanted, found)
            problems.append(Problem(language, "placeholders", key, detail))
        for text in _texts(message):
            for field in _ANY_FIELD.findall(text):
                if not _NAMED.fullmatch(f"{{{field}}}"):
                    problems.append(Problem(language, "bad_placeholder", key, f"{{{field}}}"))
        if isinstance(english, dict) or isinstance(message, dict):
            have = tuple(message) if isinstance(message, dict) else ()
            if sorted(have) != sorted(forms):
                detail = f"needs {', '.join(forms)}; has {', '.join(have) or 'a plain string'}"
                problems.append(Problem(language, "plural_forms", key, detail))
    return problems


def _difference(wanted: set[str], found: set[str]) -> str:
    parts = []
    if wanted - found:
        parts.append("missing " + ", ".join(f"{{{n}}}" for n in sorted(wanted - found)))
    if found - wanted:
        parts.append("unknown " + ", ".join(f"{{{n}}}" for n in sorted(found - wanted)))
    return "; ".join(parts)


def check_usage(base: Messages, usages: Sequence[Usage]) -> list[Problem]:
    """English held to the code: every key it looks up exists (some key matches each f-string
    key), and no message has a placeholder that no lookup of it passes."""
    problems: dict[str, Problem] = {}
    sections = {key.split(".")[0] for key in base}
    for usage in usages:
        if not usage.required or usage.source in problems:
            continue
        if usage.pattern and not any(usage.covers(key) for key in base):
            detail = f"no key matches it: {usage.where}"
            problems[usage.source] = Problem(BASE_LANGUAGE, "missing", usage.source, detail)
        elif usage.pattern or usage.key in base:
            continue
        elif usage.lookup or (
            # A literal of a section of ours that is no section or stem of a key itself.
            usage.key.split(".")[0] in sections
            and not any(key.startswith(usage.key) for key in base)
        ):
            problems[usage.key] = Problem(BASE_LANGUAGE, "missing", usage.key, usage.where)
    for key, message in base.items():
        covering = [usage for usage in usages if usage.covers(key)]
        if not covering or any(usage.params is None for usage in covering):
            continue  # not looked up where we can see it, or with values we cannot know
        passed = set().union(*(usage.params or () for usage in covering))
        unknown = _placeholders(message) - passed
        if isinstance(message, dict) and "count" not in passed:
            detail = f"a plural table, but the code passes no {{count}} ({covering[0].where})"
            problems[key] = Problem(BASE_LANGUAGE, "plural_forms", key, detail)
        elif unknown:
            names = ", ".join(f"{{{name}}}" for name in sorted(passed)) or "nothing"
            detail = f"{_difference(set(), unknown)}: the code passes {names} ({covering[0].where})"
            problems[key] = Problem(BASE_LANGUAGE, "placeholders", key, detail)
    return list(problems.values())


def check_files(
    folder: Path | None = None, languages: tuple[str, ...] = (), usages: Sequence[Usage] = ()
) -> list[Problem]:
    """The problems of the locale files in `folder` (all languages, or those named); English
    is also held to `usages`, the keys the code looks up (core/i18n_usage.py)."""
    folder = folder or i18n.locales_dir()  # looked up when called: tests point it elsewhere
    base = load_messages(folder / f"{BASE_LANGUAGE}.toml")
    problems = _file_problems(BASE_LANGUAGE, base)
    if base.error is None:
        found = check_usage(base.messages, usages)
        problems.extend(problem for problem in found if problem.key not in base.rejected)
    for language in languages or available_languages(folder):
        if not is_language_code(language):  # never a path from an unchecked name
            problems.append(Problem(language, "unreadable", "", "not a language code"))
            continue
        own = load_messages(folder / f"{language}.toml")
        if language != BASE_LANGUAGE:
            problems.extend(_file_problems(language, own))
        if base.error is None and own.error is None:  # left-out messages are named once
            found = check_messages(language, base.messages, own.messages)
            left_out = base.rejected.keys() | own.rejected.keys()
            problems.extend(problem for problem in found if problem.key not in left_out)
    return problems


def _file_problems(language: str, loaded: LocaleFile) -> list[Problem]:
    """The file could not be read, or some of its messages were left out."""
    if loaded.error:
        return [Problem(language, "unreadable", "", loaded.error)]
    return [Problem(language, kind, key, detail) for key, (kind, detail) in loaded.rejected.items()]

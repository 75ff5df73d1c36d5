"""`favelas i18n check`: every problem of the locale files, per language; exit 1 if any."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any, TextIO

from favelas_app.core.i18n import available_languages
from favelas_app.core.i18n_check import KINDS, Problem, check_files


def run_i18n_check(args: Any, out: TextIO) -> int:
    languages = tuple(args.lang or ()) or available_languages()
    problems: list[Problem] = check_files(languages=languages)
    for problem in problems:
        print(problem.line(), file=out)
    counts = {
        language: Counter(p.kind for p in problems if p.language == language)
        for language in languages
    }
    for language in languages:
        found = counts[language]
        summary = (
            ", ".join(f"{found[kind]} {kind}" for kind in KINDS if found[kind]) or "no problems"
        )
        print(f"{language}: {summary}", file=out)
    if args.json:
        result = {
            "languages": {language: dict(counts[language]) for language in languages},
            "problems": [
                {"language": p.language, "kind": p.kind, "key": p.key, "detail": p.detail}
                for p in problems
            ],
        }
        print(json.dumps(result, ensure_ascii=False), file=out)
    return 1 if problems else 0

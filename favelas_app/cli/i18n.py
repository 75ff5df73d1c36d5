"""`favelas i18n check`: every problem of the locale files, per language; exit 1 if any.

The static checks read the files; then, unless `--no-fit`, the app is opened headless and
every staged view is drawn in every language to find the texts that do not fit their widget
(ui/fit_check.py). `--shots DIR` also saves every view as DIR/<language>/<view>.png.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any, TextIO

from favelas_app.core.i18n import BASE_LANGUAGE, available_languages
from favelas_app.core.i18n_check import KINDS, Problem, check_files
from favelas_app.core.i18n_usage import package_usages
from favelas_app.core.pseudo import PSEUDO_LANGUAGE


def run_i18n_check(args: Any, out: TextIO) -> int:
    languages = tuple(dict.fromkeys(args.lang or ())) or available_languages()
    files = tuple(language for language in languages if language != PSEUDO_LANGUAGE)
    usages = package_usages() if BASE_LANGUAGE in files else ()
    problems: list[Problem] = check_files(languages=files, usages=usages) if files else []
    shots = Path(args.shots) if args.shots else None
    if not args.no_fit or shots is not None:
        from favelas_app.ui.fit_check import fit_problems

        unreadable = {p.language for p in problems if p.kind == "unreadable"}
        drawn = tuple(language for language in languages if language not in unreadable)
        problems += fit_problems(drawn, shots, measure=not args.no_fit)
    order = {language: i for i, language in enumerate(languages)}
    problems.sort(key=lambda p: order.get(p.language, -1))  # stable: each kind in turn
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

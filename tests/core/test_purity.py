"""The rules side (core, games, ai) never imports pygame or pymunk, eagerly or lazily."""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

import favelas_app

PACKAGES = ("core", "games", "ai")
FORBIDDEN = ("pygame", "pymunk")
PACKAGE_ROOT = Path(favelas_app.__file__).resolve().parent

_IMPORT_EVERYTHING = textwrap.dedent(
    """
    import importlib
    import pkgutil
    import sys

    imported = []
    for name in ("favelas_app.core", "favelas_app.games", "favelas_app.ai"):
        package = importlib.import_module(name)
        imported.append(name)
        for info in pkgutil.walk_packages(package.__path__, name + "."):
            importlib.import_module(info.name)
            imported.append(info.name)
    # Engines load lazily by name: load every one of them too.
    from favelas_app.games import game_names, get_game
    for game in game_names():
        get_game(game)
    print("\\n".join(imported))
    print("LOADED:" + ",".join(sorted(m for m in ("pygame", "pymunk") if m in sys.modules)))
    """
)


def _source_files() -> list[Path]:
    files = []
    for package in PACKAGES:
        files.extend(sorted((PACKAGE_ROOT / package).rglob("*.py")))
    return files


def _forbidden_imports(source: str) -> list[tuple[int, str]]:
    """(line, module) for each import of a forbidden module, at any depth (in functions too)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        modules: list[str] = []
        if isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            modules = [node.module]
        elif (
            isinstance(node, ast.Call)
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
            and (
                (
                    isinstance(node.func, ast.Name)
                    and node.func.id in ("__import__", "import_module")
                )
                or (isinstance(node.func, ast.Attribute) and node.func.attr == "import_module")
            )
        ):
            modules = [node.args[0].value]
        found.extend((node.lineno, m) for m in modules if m.split(".")[0] in FORBIDDEN)
    return found


def test_importing_rules_packages_loads_no_pygame_or_pymunk() -> None:
    """A fresh interpreter importing core, games and ai (all submodules) has no pygame/pymunk."""
    result = subprocess.run(
        [sys.executable, "-c", _IMPORT_EVERYTHING],
        capture_output=True,
        text=True,
        cwd=PACKAGE_ROOT.parent,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[-1] == "LOADED:", f"imported {lines[-1].removeprefix('LOADED:')}"
    modules = set(lines[:-1])
    # Guard against a walk that silently found nothing.
    assert {
        "favelas_app.core.rng",
        "favelas_app.core.codec",
        "favelas_app.core.protocol",
        "favelas_app.core.record",
        "favelas_app.core.controller",
        "favelas_app.games.favelas.rules",
        "favelas_app.ai.random_agent",
    } <= modules


def test_scan_finds_the_source_files() -> None:
    """The static scan covers the known modules of core, games and ai."""
    names = {path.relative_to(PACKAGE_ROOT).as_posix() for path in _source_files()}
    assert {"core/rng.py", "games/favelas/rules.py", "ai/random_agent.py"} <= names


def test_no_source_file_imports_pygame_or_pymunk() -> None:
    """No file of core, games or ai imports pygame/pymunk, even lazily inside a function."""
    offenders = [
        f"{path.relative_to(PACKAGE_ROOT.parent)}:{line}: {module}"
        for path in _source_files()
        for line, module in _forbidden_imports(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_scanner_catches_lazy_imports() -> None:
    """The AST scanner flags top-level, nested, from- and importlib-style imports, and no others."""
    source = textwrap.dedent(
        """
        import os, pygame.display
        def later():
            from pymunk import Space
            import importlib
            return importlib.import_module("pygame"), __import__("pymunk.vec2d")
        from pygamelike import x
        from . import pygame_free
        """
    )
    assert sorted(module for _, module in _forbidden_imports(source)) == [
        "pygame",
        "pygame.display",
        "pymunk",
        "pymunk.vec2d",
    ]

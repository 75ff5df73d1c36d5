"""Figures of the standalone build beside a minimal pygame-ce + pymunk app frozen the same way.

    .venv/bin/python build/measure.py [--runs N] [--json]

Run after build/linux/build.sh. It freezes build/baseline/minimal_app.py with the same
options (build/baseline/minimal.spec), then reports, for both, the size of the one-folder
bundle and of its .tar.gz, and the seconds from starting the executable to its first drawn
frame (median and fastest of N alternating runs, headless), with our figure over the
baseline's.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from favelas_app.cli.bench_ui import first_frame_seconds

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "build" / "work" / "dist"


def folder_bytes(folder: Path) -> int:
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def tarball_bytes(folder: Path) -> int:
    with tempfile.TemporaryDirectory() as scratch:
        target = Path(scratch) / "bundle.tar.gz"
        with tarfile.open(target, "w:gz") as tar:
            tar.add(folder, arcname=folder.name)
        return target.stat().st_size


def build_baseline() -> Path:
    subprocess.run(
        [
            str(Path(sys.executable).with_name("pyinstaller")),
            "--noconfirm",
            "--log-level",
            "ERROR",
            "--distpath",
            str(DIST),
            "--workpath",
            str(ROOT / "build" / "work" / "pyinstaller-baseline"),
            str(ROOT / "build" / "baseline" / "minimal.spec"),
        ],
        check=True,
    )
    return DIST / "minimal"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=11, help="starts of each, median taken")
    parser.add_argument("--json", action="store_true", help="end with one JSON object")
    args = parser.parse_args()
    ours = DIST / "favelas"
    if not (ours / "favelas").exists():
        parser.error(f"{ours} is missing: run build/linux/build.sh first")
    baseline = build_baseline()
    with tempfile.TemporaryDirectory() as home:
        env = {
            **os.environ,
            "FAVELAS_HOME": home,
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        }
        app_runs, base_runs = [], []
        for _ in range(args.runs):  # alternate, so both see the same machine load
            app_runs.append(
                first_frame_seconds([str(ours / "favelas"), "--quit-after-frames", "1"], env)
            )
            base_runs.append(
                first_frame_seconds([str(baseline / "minimal"), "--quit-after-frames", "1"], env)
            )
    figures = {
        "bundle_mb": [folder_bytes(ours) / 1e6, folder_bytes(baseline) / 1e6],
        "tarball_mb": [tarball_bytes(ours) / 1e6, tarball_bytes(baseline) / 1e6],
        "first_frame_s": [statistics.median(app_runs), statistics.median(base_runs)],
        # The fastest start of each: the least disturbed by other work on a shared machine.
        "fastest_first_frame_s": [min(app_runs), min(base_runs)],
    }
    print(f"{'':22}{'favelas':>10}{'minimal':>10}{'ratio':>8}")
    for name, (mine, base) in figures.items():
        print(f"{name:22}{mine:10.3f}{base:10.3f}{mine / base:8.2f}")
    print(f"(first frame: median and fastest of {args.runs} alternating headless starts)")
    if args.json:
        result = {
            name: {
                "favelas": round(mine, 3),
                "minimal": round(base, 3),
                "ratio": round(mine / base, 3),
            }
            for name, (mine, base) in figures.items()
        }
        print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())

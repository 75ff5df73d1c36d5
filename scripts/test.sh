#!/usr/bin/env bash
# Sets everything up (first run only) and runs the checks: ruff lint, ruff format, pytest.
# Extra arguments go to pytest (for example `-m slow` for the long fuzz runs).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/setup-venv.sh" dev
cd "$root"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
.venv/bin/ruff check .
.venv/bin/ruff format --check .
exec .venv/bin/python -m pytest "$@"

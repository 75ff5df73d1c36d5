#!/usr/bin/env bash
# Sets everything up (first run only) and starts the game. Arguments go to `favelas`.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/setup-venv.sh"
exec "$root/.venv/bin/favelas" "$@"

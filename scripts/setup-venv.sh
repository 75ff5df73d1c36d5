#!/usr/bin/env bash
# Creates .venv beside the project and installs the project into it (editable), with the
# extras named in $1 (for example "dev"). Idempotent: it reinstalls only when pyproject.toml
# or the extras changed since the last successful run.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
extras="${1:-}"
venv="$root/.venv"
python="${PYTHON:-python3}"

if ! command -v "$python" >/dev/null 2>&1; then
  echo "favelas: $python was not found; install Python 3.11 or newer first." >&2
  exit 1
fi

if [ ! -x "$venv/bin/python" ]; then
  if ! "$python" -m venv "$venv" 2>/dev/null; then
    # Debian ships venv separately; install it when we are allowed to.
    rm -rf "$venv"
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
      apt-get update -qq && apt-get install -y -qq python3-venv >/dev/null
      "$python" -m venv "$venv"
    else
      echo "favelas: '$python -m venv' failed; install the python3-venv package." >&2
      exit 1
    fi
  fi
fi

stamp="$venv/.installed"
want="$(cat "$root/pyproject.toml" | sha256sum | cut -d' ' -f1) extras=$extras"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  spec="$root"
  [ -n "$extras" ] && spec="$root[$extras]"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -e "$spec"
  echo "$want" > "$stamp"
fi

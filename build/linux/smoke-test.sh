#!/usr/bin/env bash
# Checks the Linux packages that build/linux/build.sh made, as a player would get them:
# installs the .deb with dpkg into a scratch root (its own package database; no root rights
# needed, the real system untouched), unpacks the tarball, then starts each built executable headless, from outside the source
# tree with a clean environment, and has it check itself (`favelas selftest`: every locale
# and asset, every screen, an AI game of each game to the end), draw frames, play a game in
# the terminal, and report no path into the source tree. Exits non-zero on any failure.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
version="$(grep -m1 '^version' "$root/pyproject.toml" | cut -d'"' -f2)"
deb="$(ls "$root"/dist/favelas_"$version"_*.deb)"
tarball="$root/dist/favelas-$version-linux-x86_64.tar.gz"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

fail() { echo "smoke test FAILED: $*" >&2; exit 1; }

run_clean() {  # a player's environment: no Python paths, headless drivers, a fresh home
  (cd / && env -i HOME="$scratch/home" PATH=/usr/bin:/bin LANG=C.UTF-8 \
    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy FAVELAS_HOME="$scratch/home" "$@")
}

check_build() {  # $1: the installed executable
  local exe="$1" out
  echo "== $exe"
  run_clean "$exe" selftest --json > "$scratch/selftest.txt" || {
    cat "$scratch/selftest.txt"; fail "selftest of $exe"; }
  sed '$d' "$scratch/selftest.txt"
  tail -n 1 "$scratch/selftest.txt" | grep -q '"frozen": true' || fail "$exe is not frozen"
  out="$(run_clean "$exe" --quit-after-frames 3)" || fail "$exe did not open its window"
  [ "$out" = "first-frame" ] || fail "$exe printed '$out' instead of first-frame"
  run_clean "$exe" play --game holi --players 4 --seed 3 --json | tail -n 1 | grep -q '"winner"' \
    || fail "$exe did not finish a game of Holi in the terminal"
  run_clean "$exe" --version | grep -q "$version" || fail "$exe reports another version"
}

echo "== the .deb: $(basename "$deb")"
dpkg-deb --info "$deb" | grep -E 'Package|Version|Depends|Installed-Size'
mkdir -p "$scratch/root/var/lib/dpkg/info" "$scratch/root/var/lib/dpkg/updates"
touch "$scratch/root/var/lib/dpkg/status"
# libc6 is the system's, not in the scratch database: only that dependency is waived.
dpkg --root="$scratch/root" --force-depends --force-not-root -i "$deb" > "$scratch/dpkg.txt" 2>&1 \
  || { cat "$scratch/dpkg.txt"; fail "dpkg could not install $deb"; }
for path in opt/favelas/favelas usr/share/applications/favelas.desktop \
  usr/share/icons/hicolor/256x256/apps/favelas.png usr/share/doc/favelas/copyright; do
  [ -e "$scratch/root/$path" ] || fail "the .deb lacks /$path"
done
[ "$(readlink "$scratch/root/usr/bin/favelas")" = /opt/favelas/favelas ] \
  || fail "/usr/bin/favelas does not point to /opt/favelas/favelas"
grep -q '^Exec=favelas$' "$scratch/root/usr/share/applications/favelas.desktop" \
  || fail "the menu entry does not start favelas"
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$scratch/root/usr/share/applications/favelas.desktop"
fi
# Files that name the source tree (compiled modules may keep it as a file name for
# tracebacks; no data path may). Written to a file: `grep -q` in a pipe would end early.
grep -rlsF "$root" "$scratch/root/opt/favelas" > "$scratch/named.txt" || true
grep -v '\.pyc$' "$scratch/named.txt" > "$scratch/hits.txt" || true
[ ! -s "$scratch/hits.txt" ] || fail "the bundle names the source tree $root: $(cat "$scratch/hits.txt")"
check_build "$scratch/root/opt/favelas/favelas"
# Started through a link, as /usr/bin/favelas does, it still finds its bundle.
mkdir "$scratch/bin"
ln -s "$scratch/root/opt/favelas/favelas" "$scratch/bin/favelas"
[ "$(run_clean "$scratch/bin/favelas" --quit-after-frames 2)" = first-frame ] \
  || fail "started through a symbolic link, favelas did not draw"
dpkg --root="$scratch/root" --force-not-root -r favelas > /dev/null 2>&1 || fail "dpkg -r failed"
[ ! -e "$scratch/root/opt/favelas" ] && [ ! -e "$scratch/root/usr/bin/favelas" ] \
  || fail "removing the package left files behind"

echo "== the tarball: $(basename "$tarball")"
mkdir "$scratch/unpacked"
tar -xzf "$tarball" -C "$scratch/unpacked"
check_build "$scratch/unpacked/favelas/favelas"
echo "smoke test passed: the .deb and the tarball each start, check themselves and play"

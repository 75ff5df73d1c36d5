#!/usr/bin/env bash
# Builds the Linux packages from a clean checkout, in one command:
#   bash build/linux/build.sh [--onefile]
# gives dist/favelas-VERSION-linux-x86_64.tar.gz (the one-folder app) and
# dist/favelas_VERSION_amd64.deb (the same app in /opt/favelas, the `favelas` command, a
# menu entry and icons); with --onefile also dist/favelas-VERSION-linux-x86_64 (one file).
# Intermediate files go to build/work/ (ignored by git).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
onefile=0
for arg in "$@"; do
  case "$arg" in
    --onefile) onefile=1 ;;
    *) echo "usage: build/linux/build.sh [--onefile]" >&2; exit 2 ;;
  esac
done

bash scripts/setup-venv.sh dev
python=.venv/bin/python
version="$($python -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"
arch="$(dpkg --print-architecture 2>/dev/null || echo amd64)"
work=build/work
mkdir -p dist
rm -rf "$work/dist" "$work/deb" "$work/icons"

export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
$python build/icon.py "$work/icons"
freeze() {
  .venv/bin/pyinstaller --noconfirm --log-level WARN --distpath "$work/dist" \
    --workpath "$work/pyinstaller" installer.spec "$@"
}
freeze

# The tarball: the one-folder app, started with favelas/favelas.
tarball="dist/favelas-$version-linux-x86_64.tar.gz"
tar -C "$work/dist" --owner=0 --group=0 -czf "$tarball" favelas

# The .deb: the same folder under /opt, with the command, the menu entry and the icons.
stage="$work/deb/favelas_${version}_$arch"
mkdir -p "$stage/DEBIAN" "$stage/opt" "$stage/usr/bin" "$stage/usr/share/applications" \
  "$stage/usr/share/doc/favelas"
cp -a "$work/dist/favelas" "$stage/opt/favelas"
ln -s /opt/favelas/favelas "$stage/usr/bin/favelas"
install -m 644 build/linux/favelas.desktop "$stage/usr/share/applications/favelas.desktop"
for size in 16 24 32 48 64 128 256 512; do
  install -D -m 644 "$work/icons/favelas-$size.png" \
    "$stage/usr/share/icons/hicolor/${size}x${size}/apps/favelas.png"
done
install -m 644 build/linux/copyright "$stage/usr/share/doc/favelas/copyright"
glibc="$(getconf GNU_LIBC_VERSION | cut -d' ' -f2)"  # no `| head`: pipefail and SIGPIPE
installed_kb="$(du -sk --exclude=DEBIAN "$stage" | cut -f1)"
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@GLIBC@/$glibc/" \
  -e "s/@INSTALLED_SIZE@/$installed_kb/" build/linux/control.in > "$stage/DEBIAN/control"
chmod -R u+rwX,go+rX,go-w "$stage"
deb="dist/favelas_${version}_$arch.deb"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb" >/dev/null

if [ "$onefile" = 1 ]; then
  freeze -- --onefile
  cp "$work/dist/favelas-onefile" "dist/favelas-$version-linux-x86_64"
fi
echo "built:"
ls -l "$tarball" "$deb" $([ "$onefile" = 1 ] && echo "dist/favelas-$version-linux-x86_64")

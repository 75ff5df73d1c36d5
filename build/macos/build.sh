#!/usr/bin/env bash
# Builds the macOS app and its disk image from a clean checkout, in one command:
#   bash build/macos/build.sh
# gives dist/Favelas.app and dist/favelas-VERSION-macos.dmg (see build/macos/README.md).
# Intermediate files go to build/work/ (ignored by git).
#
# Environment:
#   PYTHON              the Python (3.11 or newer) that creates .venv (default python3.11)
#   CODESIGN_IDENTITY   a "Developer ID Application: …" identity in the keychain: signs the
#                       app (hardened runtime) and the disk image; unset: left unsigned
#   NOTARY_PROFILE      a `xcrun notarytool store-credentials` profile: with an identity,
#                       notarises the disk image and staples the ticket to it
#   SKIP_SELFTEST=1     package without running the frozen app's self-test
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"

if [ "$(uname -s)" != Darwin ]; then
  echo "build/macos/build.sh builds on macOS only (a build runs only on its own OS)." >&2
  exit 1
fi

# 1. The venv, with the project and its dev extra (PyInstaller among them).
python="${PYTHON:-python3.11}"
if [ ! -x .venv/bin/python ]; then
  if ! command -v "$python" >/dev/null 2>&1; then
    echo "$python was not found: install Python 3.11 (python.org or Homebrew), or set PYTHON." >&2
    exit 1
  fi
  "$python" -m venv .venv
fi
py=.venv/bin/python
$py -c 'import sys; assert sys.version_info >= (3, 11), "Python 3.11 or newer is needed"'
$py -m pip install --quiet --disable-pip-version-check --upgrade pip
$py -m pip install --quiet --disable-pip-version-check -e '.[dev]'
version="$($py -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"
echo "Favelas $version"

# 2. The icons: PNGs and an .iconset, turned into the .icns that installer.spec picks up.
work=build/work
rm -rf "$work/icons"
$py build/icon.py "$work/icons"
iconutil -c icns "$work/icons/favelas.iconset" -o "$work/icons/favelas.icns"

# 3. The app: dist/favelas/ (one folder) and dist/Favelas.app.
$py -m PyInstaller --noconfirm --distpath dist --workpath "$work/pyinstaller" installer.spec
app=dist/Favelas.app
if [ ! -x "$app/Contents/MacOS/favelas" ]; then
  echo "PyInstaller did not make $app" >&2
  exit 1
fi

# 4. The frozen app checks itself headless: every locale, asset and screen.
if [ "${SKIP_SELFTEST:-0}" != 1 ]; then
  SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$app/Contents/MacOS/favelas" selftest
fi

# 5. Optional: sign the app with the hardened runtime (needed for notarisation).
identity="${CODESIGN_IDENTITY:-}"
if [ -n "$identity" ]; then
  entitlements="$work/entitlements.plist"
  # Python's ctypes (and pymunk's cffi) may need writable-executable memory.
  cat > "$entitlements" <<'PLIST'
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>com.apple.security.cs.allow-unsigned-executable-memory</key>
  <true/>
</dict>
</plist>
PLIST
  codesign --force --deep --timestamp --options runtime --entitlements "$entitlements" \
    --sign "$identity" "$app"
  codesign --verify --deep --strict --verbose=2 "$app"
else
  echo "Not signing: set CODESIGN_IDENTITY to sign (and NOTARY_PROFILE to notarise)."
fi

# 6. The disk image.
dmg="dist/favelas-$version-macos.dmg"
hdiutil create -volname Favelas -srcfolder "$app" -ov -format UDZO "$dmg"

# 7. Optional: sign the disk image, notarise it and staple the ticket.
if [ -n "$identity" ]; then
  codesign --force --timestamp --sign "$identity" "$dmg"
  if [ -n "${NOTARY_PROFILE:-}" ]; then
    xcrun notarytool submit "$dmg" --keychain-profile "$NOTARY_PROFILE" --wait
    xcrun stapler staple "$dmg"
  else
    echo "Not notarising: set NOTARY_PROFILE (see build/macos/README.md)."
  fi
fi
echo "Built $app and $dmg"

#!/usr/bin/env bash
# Builds the one-folder standalone app dist/arbiter-desk/ from this checkout (Linux; macOS the same way).
# Its own venv lives in installer/.build/venv and is reused by later builds; PYTHON picks the interpreter.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BUILD="$ROOT/installer/.build"
cd "$ROOT"
start=$SECONDS

if [ ! -x "$BUILD/venv/bin/python" ]; then
    "${PYTHON:-python3}" -m venv "$BUILD/venv"
fi
VPY="$BUILD/venv/bin/python"
"$VPY" -m pip install -q --disable-pip-version-check -r installer/requirements.txt
# A real (not editable) install: the bundle gets the dependencies, the project's metadata (its version) and the
# user's guide, built into the package by the wheel's build step (setup.py; Sphinx and MyST as build requirements).
"$VPY" -m pip install -q --disable-pip-version-check .

rm -rf dist/arbiter-desk
"$VPY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$ROOT/dist" --workpath "$BUILD/work" installer/arbiter-desk.spec

# A Python built from source keeps debug symbols in its library and extension modules (about 25 MB).
if command -v strip >/dev/null; then
    find dist/arbiter-desk/_internal \( -name 'libpython3*.so*' -o -path '*/lib-dynload/*.so' \) -type f \
        -exec strip --strip-debug {} +
fi
# The desktop entry and icons go next to the executable, for installer/install-desktop-entry.sh.
mkdir -p dist/arbiter-desk/share
cp resources/arbiter-desk.desktop resources/arbiter-desk-mime.xml resources/icons/arbiter-desk.svg resources/icons/arbiter-desk.png \
    dist/arbiter-desk/share/
cp installer/install-desktop-entry.sh dist/arbiter-desk/
echo "built dist/arbiter-desk in $((SECONDS - start)) s, $(du -sh dist/arbiter-desk | cut -f1)"

#!/usr/bin/env bash
# Adds Arbiter Desk to the desktop's application menu for this user (Linux), pointing at this folder.
# Run it from the copied bundle folder, e.g. ~/.local/opt/arbiter-desk/install-desktop-entry.sh
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
mkdir -p "$DATA/applications" "$DATA/icons/hicolor/256x256/apps" "$DATA/icons/hicolor/scalable/apps"
cp "$HERE/share/arbiter-desk.png" "$DATA/icons/hicolor/256x256/apps/arbiter-desk.png"
cp "$HERE/share/arbiter-desk.svg" "$DATA/icons/hicolor/scalable/apps/arbiter-desk.svg"
sed "s|^Exec=.*|Exec=\"$HERE/arbiter-desk\"|" "$HERE/share/arbiter-desk.desktop" \
    > "$DATA/applications/arbiter-desk.desktop"
command -v update-desktop-database >/dev/null && update-desktop-database -q "$DATA/applications" || true
echo "installed $DATA/applications/arbiter-desk.desktop (Exec=$HERE/arbiter-desk)"

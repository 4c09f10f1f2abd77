#!/usr/bin/env bash
# Adds Arbiter Desk to the desktop's application menu for this user (Linux), pointing at this folder.
# Run it from the copied bundle folder, e.g. ~/.local/opt/arbiter-desk/install-desktop-entry.sh
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
mkdir -p "$DATA/applications" "$DATA/icons/hicolor/256x256/apps" "$DATA/icons/hicolor/scalable/apps"
cp "$HERE/share/arbiter-desk.png" "$DATA/icons/hicolor/256x256/apps/arbiter-desk.png"
cp "$HERE/share/arbiter-desk.svg" "$DATA/icons/hicolor/scalable/apps/arbiter-desk.svg"
sed "s|^Exec=.*|Exec=\"$HERE/arbiter-desk\" %f|" "$HERE/share/arbiter-desk.desktop" \
    > "$DATA/applications/arbiter-desk.desktop"
# Tournament files (*.adesk) open in Arbiter Desk on a double-click: their MIME type, then the association.
mkdir -p "$DATA/mime/packages"
cp "$HERE/share/arbiter-desk-mime.xml" "$DATA/mime/packages/arbiter-desk.xml"
command -v update-mime-database >/dev/null && update-mime-database "$DATA/mime" || true
command -v xdg-mime >/dev/null && xdg-mime default arbiter-desk.desktop application/x-arbiter-desk || true
command -v update-desktop-database >/dev/null && update-desktop-database -q "$DATA/applications" || true
echo "installed $DATA/applications/arbiter-desk.desktop (Exec=$HERE/arbiter-desk)"
